-- Accounts, one-time links, main characters and the mail queue.
-- Timestamps are RFC 3339 text in UTC, which sorts and compares correctly as text.
CREATE TABLE users (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    email          TEXT    NOT NULL UNIQUE,
    password_hash  TEXT    NOT NULL,
    role           TEXT    NOT NULL DEFAULT 'mieszkaniec',
    activated_at   TEXT,
    token_version  INTEGER NOT NULL DEFAULT 0,
    created_at     TEXT    NOT NULL
);

CREATE TABLE one_time_tokens (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL,
    token_hash  TEXT    NOT NULL UNIQUE,
    created_at  TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL,
    used_at     TEXT
);
CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose);

CREATE TABLE characters (
    user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    name        TEXT    NOT NULL,
    gender      TEXT    NOT NULL,
    race        TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);

CREATE TABLE mail_queue (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient        TEXT    NOT NULL,
    subject          TEXT    NOT NULL,
    body_text        TEXT    NOT NULL,
    body_html        TEXT    NOT NULL,
    created_at       TEXT    NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TEXT,
    locked_until     TEXT,
    sent_at          TEXT,
    last_error       TEXT
);
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
