-- The news feed ('Wieści'): news items admins post (archived ones leave the feed) and players'
-- comments. Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE news (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    title          TEXT    NOT NULL,
    content        TEXT    NOT NULL,
    created_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at     TEXT    NOT NULL,
    updated_at     TEXT,
    archived_at    TEXT,
    -- Comments now, kept with each comment so the counts cost no COUNT(*).
    comment_count  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX news_feed ON news (archived_at, id);

CREATE TABLE news_comments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    news_id     INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
    author_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content     TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);
CREATE INDEX news_comments_by_news ON news_comments (news_id, id);
