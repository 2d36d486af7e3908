-- Prison (spec 1 §1, spec 3 §2.16): one sentence per player, until its release; a new sentence
-- replaces the old one. Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE prison_sentences (
    user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    release_at  TEXT    NOT NULL,
    imposed_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    imposed_at  TEXT    NOT NULL
);
