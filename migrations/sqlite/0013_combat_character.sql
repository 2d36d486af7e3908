-- A fight is the main character's: it goes with that character (a reset, a deletion), not only
-- with the account, so a new character never finishes the old one's fight.
ALTER TABLE combats ADD COLUMN character_id INTEGER REFERENCES characters (id) ON DELETE CASCADE;
UPDATE combats SET character_id =
    (SELECT c.id FROM characters c WHERE c.user_id = combats.user_id AND c.slot = 0);
DELETE FROM combats WHERE character_id IS NULL;
CREATE INDEX combats_by_character ON combats (character_id);
