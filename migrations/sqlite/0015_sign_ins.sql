-- One row per login: the access token it issued names it (`sid`), and a token whose row is
-- gone is refused. Logging out deletes the row; so do a password reset and a role change
-- (which end every login). Rows past their token's expiry are removed at the account's next
-- login, and an account keeps at most 50.
CREATE TABLE sign_ins (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    device        TEXT    NOT NULL,
    address       TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    last_seen_at  TEXT    NOT NULL,
    expires_at    TEXT    NOT NULL
);
CREATE INDEX sign_ins_by_user ON sign_ins (user_id, id);
