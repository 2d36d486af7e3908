-- The lore (spec 3 §2.1–§2.7): the wiki's entry collections in one table (`collection` is the
-- collection's path: werewolves, mag, infos2, …), the bestiary's categories and beasts (a
-- category's beasts go with it), and the search index over both, kept in step by every write.
CREATE TABLE lore_entries (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    collection  TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    body        TEXT    NOT NULL,
    image       TEXT,
    created_at  TEXT    NOT NULL,
    updated_at  TEXT
);
CREATE INDEX lore_entries_by_collection ON lore_entries (collection, id);

CREATE TABLE bestiary_categories (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    title        TEXT    NOT NULL,
    description  TEXT,
    created_at   TEXT    NOT NULL
);

CREATE TABLE beasts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    title        TEXT    NOT NULL,
    description  TEXT    NOT NULL,
    category_id  INTEGER REFERENCES bestiary_categories (id) ON DELETE CASCADE,
    created_at   TEXT    NOT NULL
);
CREATE INDEX beasts_by_category ON beasts (category_id);

-- One row per entry and beast (`kind` is the collection's path or 'bestiary'): the text shown
-- (title, plain) and the text matched, folded to lower case without diacritics by the server.
CREATE VIRTUAL TABLE lore_search USING fts5(
    kind UNINDEXED,
    ref_id UNINDEXED,
    title UNINDEXED,
    plain UNINDEXED,
    folded_title,
    folded_plain,
    tokenize = 'unicode61 remove_diacritics 2'
);

-- Whether the first start's seeding was decided (once, on an empty database).
CREATE TABLE lore_seed (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    seeded      INTEGER NOT NULL,
    decided_at  TEXT    NOT NULL
);
