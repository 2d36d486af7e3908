-- Private messages: a conversation of two members, started by a first message with a subject.
-- A member who deletes it leaves it (left_at); it is removed once both have.
-- Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE conversations (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    subject        TEXT    NOT NULL,
    -- The subject as two first messages are matched: lower case.
    subject_key    TEXT    NOT NULL,
    created_at     TEXT    NOT NULL,
    last_activity  TEXT    NOT NULL
);

CREATE TABLE conversation_members (
    conversation_id  INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seen_at          TEXT,
    left_at          TEXT,
    PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_by_user ON conversation_members (user_id, conversation_id);

CREATE TABLE private_messages (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id  INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body             TEXT    NOT NULL,
    created_at       TEXT    NOT NULL
);
CREATE INDEX private_messages_by_conversation ON private_messages (conversation_id, id);
