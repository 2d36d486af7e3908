-- Live events of a command run beside a server on the same SQLite file (`mrok user role …`):
-- the command writes them here and the server hands them to its own bus within a moment, as
-- PostgreSQL's NOTIFY does between instances. Rows older than a few minutes are removed.
CREATE TABLE live_relay (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    payload     TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);
