-- Accounts, one-time links, characters with their cards, and the mail queue.
-- Timestamps are RFC 3339 text in UTC, which sorts and compares correctly as text.
CREATE TABLE users (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    email          TEXT    NOT NULL UNIQUE,
    password_hash  TEXT    NOT NULL,
    role           TEXT    NOT NULL DEFAULT 'mieszkaniec',
    activated_at   TEXT,
    token_version  INTEGER NOT NULL DEFAULT 0,
    player_status  TEXT    NOT NULL DEFAULT 'not_looking',
    last_seen_at   TEXT,
    last_ip        TEXT,
    created_at     TEXT    NOT NULL
);
CREATE INDEX users_last_seen ON users (last_seen_at);

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

-- Main character (slot 0) and up to two secondary characters (slots 1 and 2) per account.
CREATE TABLE characters (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    slot          INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    gender        TEXT    NOT NULL,
    race          TEXT    NOT NULL,
    age           INTEGER,
    magic         TEXT,
    rank          TEXT,
    description   TEXT    NOT NULL DEFAULT '',
    achievements  TEXT    NOT NULL DEFAULT '',
    status        TEXT    NOT NULL DEFAULT '',
    approved      BOOLEAN NOT NULL DEFAULT FALSE,
    avatar        TEXT,
    created_at    TEXT    NOT NULL,
    UNIQUE (user_id, slot)
);

-- Skills and flaws of a character card.
CREATE TABLE card_entries (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    character_id  INTEGER NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    level         INTEGER,
    description   TEXT    NOT NULL DEFAULT '',
    hidden        BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    TEXT    NOT NULL
);
CREATE INDEX card_entries_by_character ON card_entries (character_id);

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
