-- Equipment and the arena (spec 3 §2.14–§2.15). The seed (core/src/arena/seed.rs) is written on
-- the first start; `arena_seed` records that it was.
CREATE TABLE arena_seed (
    id          INTEGER PRIMARY KEY,
    seeded_at   TEXT    NOT NULL
);

-- Weapon and armor archetypes: damage or armor at level L = base + per_level × (L − 1).
CREATE TABLE equipment_archetypes (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    description   TEXT    NOT NULL,
    primary_stat  TEXT    NOT NULL,
    base          INTEGER NOT NULL,
    per_level     INTEGER NOT NULL
);

CREATE TABLE monsters (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    name               TEXT    NOT NULL,
    description        TEXT    NOT NULL,
    level              INTEGER NOT NULL,
    health             INTEGER NOT NULL,
    attack             INTEGER NOT NULL,
    defense            INTEGER NOT NULL,
    experience_reward  INTEGER NOT NULL
);

-- A main character's weapon and armor (gone with the character).
CREATE TABLE character_equipment (
    character_id  INTEGER PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
    weapon_id     INTEGER NOT NULL REFERENCES equipment_archetypes (id),
    weapon_level  INTEGER NOT NULL,
    armor_id      INTEGER NOT NULL REFERENCES equipment_archetypes (id),
    armor_level   INTEGER NOT NULL
);
CREATE INDEX character_equipment_by_weapon ON character_equipment (weapon_id);
CREATE INDEX character_equipment_by_armor ON character_equipment (armor_id);

-- A main character's level, experience within it and stamina (valid for the period that began
-- at 05:00 Warsaw time on `stamina_period`; a later period finds it full).
CREATE TABLE arena_records (
    character_id    INTEGER PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
    level           INTEGER NOT NULL,
    experience      INTEGER NOT NULL,
    stamina         INTEGER NOT NULL,
    stamina_period  TEXT
);

-- Fights: both sides fixed at the start; at most one active per player; a player's finished
-- fights are cleared when they start the next.
CREATE TABLE combats (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id             INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    monster_id          INTEGER NOT NULL REFERENCES monsters (id) ON DELETE CASCADE,
    status              TEXT    NOT NULL,
    turn                INTEGER NOT NULL,
    message             TEXT    NOT NULL,
    experience_reward   INTEGER NOT NULL,
    player_name         TEXT    NOT NULL,
    player_level        INTEGER NOT NULL,
    player_health       INTEGER NOT NULL,
    player_max_health   INTEGER NOT NULL,
    player_attack       INTEGER NOT NULL,
    player_defense      INTEGER NOT NULL,
    player_speed        INTEGER NOT NULL,
    monster_name        TEXT    NOT NULL,
    monster_level       INTEGER NOT NULL,
    monster_health      INTEGER NOT NULL,
    monster_max_health  INTEGER NOT NULL,
    monster_attack      INTEGER NOT NULL,
    monster_defense     INTEGER NOT NULL,
    started_at          TEXT    NOT NULL
);
CREATE UNIQUE INDEX combats_one_active ON combats (user_id) WHERE status = 'active';
CREATE INDEX combats_by_user ON combats (user_id);
CREATE INDEX combats_by_monster ON combats (monster_id);
