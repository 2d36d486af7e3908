-- Prison (spec 1 §1, spec 3 §2.16): one sentence per player, until its release; a new sentence
-- replaces the old one. Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE prison_sentences (
    user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    release_at  TEXT    NOT NULL,
    imposed_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    imposed_at  TEXT    NOT NULL
);

-- Resident messages: an active one blocks the game for residents (admins and game masters play
-- on). At most one is active.
CREATE TABLE resident_messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT    NOT NULL,
    content     TEXT    NOT NULL,
    active      BOOLEAN NOT NULL DEFAULT FALSE,
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);
CREATE INDEX resident_messages_active ON resident_messages (active);
