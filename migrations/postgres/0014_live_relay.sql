-- Live events of a command run beside a server on one SQLite file. On PostgreSQL NOTIFY
-- carries every instance's and every command's events, so this table stays empty; it is here
-- so both databases keep one schema.
CREATE TABLE live_relay (
    id          BIGSERIAL   PRIMARY KEY,
    payload     TEXT        NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL
);
