-- Roleplay sessions (general and private), their participants and messages.
-- Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE rp_sessions (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT        NOT NULL,
    title            TEXT        NOT NULL,
    owner_id         INTEGER     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    closed           BOOLEAN     NOT NULL DEFAULT FALSE,
    created_at       TEXT        NOT NULL,
    last_activity    TEXT        NOT NULL,
    -- The newest message (no foreign key: messages reference sessions).
    last_message_id  INTEGER,
    message_count    INTEGER     NOT NULL DEFAULT 0
);
CREATE INDEX rp_sessions_listed ON rp_sessions (kind, closed, last_activity DESC);

-- A participant, the character they write as (none: their main one) and their seen marker.
CREATE TABLE rp_members (
    session_id      INTEGER     NOT NULL REFERENCES rp_sessions (id) ON DELETE CASCADE,
    user_id         INTEGER     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at       TEXT        NOT NULL,
    seen_at         TEXT,
    character_type  TEXT,
    character_id    INTEGER REFERENCES characters (id) ON DELETE SET NULL,
    PRIMARY KEY (session_id, user_id)
);
CREATE INDEX rp_members_by_user ON rp_members (user_id, session_id);

-- Character name and type are kept as written; the avatar follows the character.
CREATE TABLE rp_messages (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id      INTEGER     NOT NULL REFERENCES rp_sessions (id) ON DELETE CASCADE,
    user_id         INTEGER     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body            TEXT        NOT NULL,
    character_type  TEXT        NOT NULL,
    character_id    INTEGER REFERENCES characters (id) ON DELETE SET NULL,
    character_name  TEXT        NOT NULL,
    created_at      TEXT        NOT NULL,
    edited_at       TEXT
);
CREATE INDEX rp_messages_by_session ON rp_messages (session_id, id);
CREATE INDEX rp_messages_by_user ON rp_messages (user_id);
