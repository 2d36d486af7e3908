-- Uploaded images (issue 16): who stored which image and when, for each player's quota and for
-- the sweep that removes images nothing uses. One row per image and uploader; a deleted account's
-- rows lose their owner (the images may still be in use). Timestamps are RFC 3339 text in UTC.
CREATE TABLE uploads (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    name         TEXT    NOT NULL,
    owner_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    bytes        INTEGER NOT NULL,
    uploaded_at  TEXT    NOT NULL,
    checked_at   TEXT    NOT NULL
);
CREATE UNIQUE INDEX uploads_by_name_owner ON uploads (name, owner_id);
CREATE INDEX uploads_by_owner ON uploads (owner_id);
