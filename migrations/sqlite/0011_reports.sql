-- Session reports (spec 3 §2.12–§2.13): one per player and session; a rejected one is corrected
-- and sent again (pending once more). The internal comment is for admins only.
CREATE TABLE session_reports (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id                 INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_id              INTEGER NOT NULL REFERENCES rp_sessions (id) ON DELETE CASCADE,
    what_happened           TEXT    NOT NULL,
    world_consequences      TEXT    NOT NULL,
    character_consequences  TEXT    NOT NULL,
    reported_skills         TEXT    NOT NULL,
    status                  TEXT    NOT NULL,
    created_at              TEXT    NOT NULL,
    updated_at              TEXT,
    admin_comment           TEXT,
    internal_comment        TEXT,
    reviewed_by             INTEGER REFERENCES users (id) ON DELETE SET NULL,
    reviewed_at             TEXT,
    UNIQUE (user_id, session_id)
);
CREATE INDEX session_reports_by_user ON session_reports (user_id, id);
