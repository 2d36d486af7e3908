-- Prison (spec 1 §1, spec 3 §2.16): one sentence per player, until its release; a new sentence
-- replaces the old one.
CREATE TABLE prison_sentences (
    user_id     BIGINT      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    release_at  TIMESTAMPTZ NOT NULL,
    imposed_by  BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    imposed_at  TIMESTAMPTZ NOT NULL
);
