-- The notification centre: every "tell this player" of every area is one row here, written in
-- the same transaction as the change that causes it. A burst (more posts in one place while the
-- notice is unread) updates its one unread row (burst_key, count) instead of adding rows.
-- The text is rendered by core from kind, subject and count; the link from place and place_id.
-- Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE notifications (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL,
    character_name  TEXT,
    subject         TEXT    NOT NULL,
    place           TEXT    NOT NULL,
    place_id        INTEGER,
    burst_key       TEXT,
    count           INTEGER NOT NULL DEFAULT 1,
    -- The event that last changed the row: the same event never counts twice.
    last_event      TEXT    NOT NULL,
    -- The player's channels for this kind when the notice was made.
    in_app          BOOLEAN NOT NULL DEFAULT TRUE,
    email           BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      TEXT    NOT NULL,
    read_at         TEXT,
    emailed_at      TEXT
);
CREATE INDEX notifications_by_user ON notifications (user_id, created_at, id);
CREATE INDEX notifications_unread_burst ON notifications (user_id, burst_key) WHERE read_at IS NULL;

-- A player's notification settings; no row means the defaults (core's `NotificationSettings`).
CREATE TABLE notification_settings (
    user_id     INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    -- JSON: { "<kind>": { "inApp": …, "email": …, "push": … } } for every kind,.
    kinds       TEXT    NOT NULL,
    digest      TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- E-mail digests. Unread notices with e-mail on that no digest has carried yet:
CREATE INDEX notifications_to_mail ON notifications (user_id)
    WHERE email = TRUE AND read_at IS NULL AND emailed_at IS NULL;

-- When each player's last digest was queued (the next waits for its period).
CREATE TABLE notification_digests (
    user_id  INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    sent_at  TEXT NOT NULL
);

-- The digests' one-click unsubscribe links, by the SHA-256 of their token (the token itself is
-- only in the mail): one a digest, the newest 10 a player; using one deletes the player's all.
CREATE TABLE notification_unsubscribes (
    token_hash  TEXT NOT NULL PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL
);
CREATE INDEX notification_unsubscribes_by_user ON notification_unsubscribes (user_id, created_at);

-- A notification mail's one-click unsubscribe link, sent as its List-Unsubscribe header.
ALTER TABLE mail_queue ADD COLUMN unsubscribe_url TEXT;
