-- The tavern: rooms (seeded), who is inside as whom and where, messages, the events board.
-- Timestamps are RFC 3339 text in UTC, as in 0001.
CREATE TABLE tavern_rooms (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    name           TEXT   NOT NULL,
    description    TEXT   NOT NULL DEFAULT '',
    position       INTEGER NOT NULL DEFAULT 0,
    -- Messages ever posted, kept with each post so a page count costs no COUNT(*).
    message_count  INTEGER NOT NULL DEFAULT 0
);

INSERT INTO tavern_rooms (name, description, position) VALUES
    ('Główna sala', 'Dym z kominka, gwar rozmów i zapach kwaśnego wina. Tu prędzej czy później zagląda całe miasto.', 1),
    ('Piwnica', 'Beczki, półmrok i ciche szepty. Dobre miejsce na interesy, których nikt nie powinien usłyszeć.', 2),
    ('Kącik przy kominku', 'Najcieplejsze miejsce w karczmie: stare opowieści, grzane wino i jeszcze starsze urazy.', 3),
    ('Izby na piętrze', 'Wynajmowane pokoje dla podróżnych. Ściany są cienkie, a drzwi rzadko zamknięte na klucz.', 4);

-- One row per player inside; the room is chosen after the character (null until then).
CREATE TABLE tavern_presence (
    user_id         INTEGER      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    room_id         INTEGER      REFERENCES tavern_rooms (id) ON DELETE SET NULL,
    character_type  TEXT        NOT NULL,
    character_id    INTEGER      REFERENCES characters (id) ON DELETE SET NULL,
    character_name  TEXT        NOT NULL,
    entered_at      TEXT        NOT NULL
);
CREATE INDEX tavern_presence_by_room ON tavern_presence (room_id);

-- Character name and type are kept as written.
CREATE TABLE tavern_messages (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id         INTEGER      NOT NULL REFERENCES tavern_rooms (id) ON DELETE CASCADE,
    user_id         INTEGER      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body            TEXT        NOT NULL,
    character_type  TEXT        NOT NULL,
    character_id    INTEGER      REFERENCES characters (id) ON DELETE SET NULL,
    character_name  TEXT        NOT NULL,
    created_at      TEXT        NOT NULL
);
CREATE INDEX tavern_messages_by_room ON tavern_messages (room_id, id);
CREATE INDEX tavern_messages_by_user ON tavern_messages (user_id);

-- Dates as RRRR-MM-DD and times as GG:MM text: they sort as they read.
CREATE TABLE tavern_events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    title        TEXT        NOT NULL,
    description  TEXT        NOT NULL DEFAULT '',
    event_date   TEXT        NOT NULL,
    event_time   TEXT,
    created_by   INTEGER      REFERENCES users (id) ON DELETE SET NULL,
    created_at   TEXT        NOT NULL
);
CREATE INDEX tavern_events_by_date ON tavern_events (event_date, event_time);
