-- Global announcements (spec 3 §2.11) and who closed them. An announcement is addressed to the
-- accounts created up to its sending. Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE global_messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT    NOT NULL,
    content     TEXT    NOT NULL,
    created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT    NOT NULL
);

CREATE TABLE global_message_reads (
    message_id  INTEGER NOT NULL REFERENCES global_messages (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    read_at     TEXT    NOT NULL,
    PRIMARY KEY (message_id, user_id)
);
CREATE INDEX global_message_reads_by_time ON global_message_reads (message_id, read_at);
