-- A monster's name in the instrumental, without the preposition ("Szczurem kanałowym"), for
-- 'Rozpoczynasz walkę ze Szczurem kanałowym!' (core chooses "z" or "ze"; empty: the plain name);
-- a fight keeps the form it began with, as it keeps the name.
ALTER TABLE monsters ADD COLUMN name_instrumental TEXT;
ALTER TABLE combats ADD COLUMN monster_name_instrumental TEXT;

-- The seeded monsters of an install that already has them (core/src/arena/seed.rs for new ones).
UPDATE monsters SET name_instrumental = 'Szczurem kanałowym' WHERE name = 'Szczur kanałowy' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Zdziczałym psem' WHERE name = 'Zdziczały pies' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Topielcem' WHERE name = 'Topielec' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Ghulem cmentarnym' WHERE name = 'Ghul cmentarny' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Upiorem z mokradeł' WHERE name = 'Upiór z mokradeł' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Wilkołakiem' WHERE name = 'Wilkołak' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Strzygą' WHERE name = 'Strzyga' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Pradawnym wampirem' WHERE name = 'Pradawny wampir' AND name_instrumental IS NULL;
UPDATE monsters SET name_instrumental = 'Czarnym smokiem z Otchłani' WHERE name = 'Czarny smok z Otchłani' AND name_instrumental IS NULL;
