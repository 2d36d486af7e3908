-- A burst's state, once for every player it tells (a session's posts, a conversation's
-- messages): how many events it has had, the last one (the same event never counts twice), its
-- subject and time. A player's unread notice of the burst reads its count and time from here
-- (its count is `events - burst_base`), so a post writes this one row however many players it
-- tells; marking the notice read copies the count and time into it.
CREATE TABLE notification_bursts (
    burst_key   TEXT    NOT NULL PRIMARY KEY,
    events      INTEGER NOT NULL,
    last_event  TEXT    NOT NULL,
    subject     TEXT    NOT NULL,
    last_at     TIMESTAMPTZ NOT NULL
);

-- The burst's events before this notice opened.
ALTER TABLE notifications ADD COLUMN burst_base INTEGER NOT NULL DEFAULT 0;

-- The unread bursts of before: each burst's largest count, every notice's base below it.
INSERT INTO notification_bursts (burst_key, events, last_event, subject, last_at)
SELECT burst_key, MAX(count), MAX(last_event), MAX(subject), MAX(created_at)
FROM notifications
WHERE burst_key IS NOT NULL AND read_at IS NULL
GROUP BY burst_key;

UPDATE notifications
SET burst_base = (SELECT b.events FROM notification_bursts b
                  WHERE b.burst_key = notifications.burst_key) - count
WHERE burst_key IS NOT NULL AND read_at IS NULL;
