-- The admin panel's curation (spec 3 §2.16): a character's six stats and the hidden profile
-- information ('informacja', free text or a JSON sheet of skills and flaws) that only its owner
-- and admins read.
ALTER TABLE characters ADD COLUMN informacja TEXT NOT NULL DEFAULT '';
ALTER TABLE characters ADD COLUMN strength INTEGER NOT NULL DEFAULT 0;
ALTER TABLE characters ADD COLUMN dexterity INTEGER NOT NULL DEFAULT 0;
ALTER TABLE characters ADD COLUMN speed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE characters ADD COLUMN intelligence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE characters ADD COLUMN willpower INTEGER NOT NULL DEFAULT 0;
ALTER TABLE characters ADD COLUMN endurance INTEGER NOT NULL DEFAULT 0;

-- The audit log: every write an admin or a game master made, never changed afterwards. The
-- actor and the target are plain numbers, not foreign keys: the history outlives deleted accounts.
CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TEXT    NOT NULL,
    actor_id    INTEGER NOT NULL,
    actor_role  TEXT    NOT NULL,
    action      TEXT    NOT NULL,
    method      TEXT    NOT NULL,
    target      TEXT    NOT NULL,
    before      TEXT,
    after       TEXT,
    status      INTEGER NOT NULL
);
CREATE INDEX audit_log_by_actor ON audit_log (actor_id, id);
CREATE INDEX audit_log_by_action ON audit_log (action, id);
