-- Web push (RFC 8030/8291/8292). A browser's subscription belongs to the account that last
-- registered it (one endpoint, one row); at most 10 an account (core keeps the newest).
-- Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE push_subscriptions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint    TEXT    NOT NULL UNIQUE,
    -- The browser's keys, base64url as it gave them: its P-256 public key and auth secret.
    p256dh      TEXT    NOT NULL,
    auth        TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id, created_at);

-- Whether the notice was made with the push channel on (the player's setting then).
ALTER TABLE notifications ADD COLUMN push BOOLEAN NOT NULL DEFAULT FALSE;

-- Pushes waiting to be sent: a notice to one subscription, queued in the transaction that made
-- or grew the notice; the payload is rendered when sent, so a grown burst is sent once with its
-- count. Retried like mails; gone with the subscription or the notice.
CREATE TABLE push_queue (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    subscription_id  INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    notification_id  INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TEXT    NOT NULL,
    locked_until     TEXT,
    created_at       TEXT    NOT NULL,
    UNIQUE (subscription_id, notification_id)
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at);
CREATE INDEX push_queue_by_notification ON push_queue (notification_id);
