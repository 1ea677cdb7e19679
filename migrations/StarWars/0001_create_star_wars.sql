-- modelc migration
-- model: StarWars
-- from: none
-- to: 1
-- model-hash: sha256:17e28dc67c881925159e4a8f6122b186646144b711135df601012af321b1bbfa
-- safety: safe (11 safe)
-- step: safe: createTable film: "film" is new
-- step: safe: createTable person: "person" is new
-- step: safe: createTable planet: "planet" is new
-- step: safe: createTable film_characters: "film_characters" is new
-- step: safe: createTable film_planets: "film_planets" is new
-- step: safe: createIndex film: index of the new table "film"
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex planet: index of the new table "planet"
-- step: safe: createIndex film_characters: index of the new table "film_characters"
-- step: safe: createIndex film_planets: index of the new table "film_planets"
-- check-foreign-keys: []
-- check-pages: ["film","film_characters","film_planets","person","planet"]
-- planned-sql: sha256:fe14e5ed52168a4bbf19ed12ec463fd0301707e6ece776db8306e49e5f47b8dd

-- step 1: createTable film [safe]
-- "film" is new
CREATE TABLE "film" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "title" TEXT NOT NULL CHECK (length("title") <= 200),
  "episode_id" INTEGER NOT NULL CHECK ("episode_id" >= 1),
  "opening_crawl" TEXT,
  "director" TEXT NOT NULL,
  "producer" TEXT,
  "release_date" TEXT NOT NULL
) STRICT;
-- step 2: createTable person [safe]
-- "person" is new
CREATE TABLE "person" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "height" TEXT,
  "mass" TEXT,
  "hair_color" TEXT,
  "birth_year" TEXT,
  "gender" TEXT NOT NULL DEFAULT 'n/a' CHECK ("gender" IN ('male', 'female', 'hermaphrodite', 'none', 'n/a')),
  "homeworld_id" INTEGER,
  FOREIGN KEY ("homeworld_id") REFERENCES "planet" ("id") ON DELETE SET NULL
) STRICT;
-- step 3: createTable planet [safe]
-- "planet" is new
CREATE TABLE "planet" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "climate" TEXT,
  "terrain" TEXT,
  "rotation_period" INTEGER CHECK ("rotation_period" >= 0),
  "population" TEXT
) STRICT;
-- step 4: createTable film_characters [safe]
-- "film_characters" is new
CREATE TABLE "film_characters" (
  "film_id" INTEGER NOT NULL,
  "person_id" INTEGER NOT NULL,
  PRIMARY KEY ("film_id", "person_id"),
  FOREIGN KEY ("film_id") REFERENCES "film" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
-- step 5: createTable film_planets [safe]
-- "film_planets" is new
CREATE TABLE "film_planets" (
  "film_id" INTEGER NOT NULL,
  "planet_id" INTEGER NOT NULL,
  PRIMARY KEY ("film_id", "planet_id"),
  FOREIGN KEY ("film_id") REFERENCES "film" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("planet_id") REFERENCES "planet" ("id") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
-- step 6: createIndex film [safe]
-- index of the new table "film"
CREATE INDEX "idx_film_release_date" ON "film" ("release_date");
-- step 7: createIndex person [safe]
-- index of the new table "person"
CREATE INDEX "idx_person_homeworld_id" ON "person" ("homeworld_id");
-- step 8: createIndex person [safe]
-- index of the new table "person"
CREATE INDEX "idx_person_name" ON "person" ("name");
-- step 9: createIndex planet [safe]
-- index of the new table "planet"
CREATE UNIQUE INDEX "uq_planet_name" ON "planet" ("name");
-- step 10: createIndex film_characters [safe]
-- index of the new table "film_characters"
CREATE INDEX "idx_film_characters_person_id" ON "film_characters" ("person_id");
-- step 11: createIndex film_planets [safe]
-- index of the new table "film_planets"
CREATE INDEX "idx_film_planets_planet_id" ON "film_planets" ("planet_id");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
