-- modelc migration
-- model: StarWars
-- dialect: postgres
-- from: none
-- to: 1
-- model-hash: sha256:17e28dc67c881925159e4a8f6122b186646144b711135df601012af321b1bbfa
-- safety: safe (11 safe)
-- step: safe: createTable film: "film" is new
-- step: safe: createTable person: "person" is new
-- step: safe: createTable planet: "planet" is new
-- step: safe: createTable film_characters: "film_characters" is new
-- step: safe: createTable film_planets: "film_planets" is new
-- step: safe: createIndex "idx_film_release_date" on "film": index of the new table "film"
-- step: safe: createIndex "idx_person_homeworld_id" on "person": index of the new table "person"
-- step: safe: createIndex "idx_person_name" on "person": index of the new table "person"
-- step: safe: createIndex "uq_planet_name" on "planet": index of the new table "planet"
-- step: safe: createIndex "idx_film_characters_person_id" on "film_characters": index of the new table "film_characters"
-- step: safe: createIndex "idx_film_planets_planet_id" on "film_planets": index of the new table "film_planets"
-- planned-sql: sha256:39bdfd78bc5389413d6b56fb817ab28d1797c160cd330f03e6cba1106342061d

-- step 1: createTable film [safe] [lock: none, none]
-- "film" is new
CREATE TABLE "film" (
  "id" bigint PRIMARY KEY NOT NULL,
  "title" text NOT NULL CHECK (length("title") <= 200),
  "episode_id" bigint NOT NULL CHECK ("episode_id" >= 1),
  "opening_crawl" text,
  "director" text NOT NULL,
  "producer" text,
  "release_date" timestamptz NOT NULL
);
-- step 2: createTable person [safe] [lock: shareRowExclusive, none]
-- "person" is new
CREATE TABLE "person" (
  "id" bigint PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "height" text,
  "mass" text,
  "hair_color" text,
  "birth_year" text,
  "gender" text NOT NULL DEFAULT 'n/a' CHECK ("gender" IN ('male', 'female', 'hermaphrodite', 'none', 'n/a')),
  "homeworld_id" bigint
);
-- step 3: createTable planet [safe] [lock: none, none]
-- "planet" is new
CREATE TABLE "planet" (
  "id" bigint PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "climate" text,
  "terrain" text,
  "rotation_period" bigint CHECK ("rotation_period" >= 0),
  "population" text
);
ALTER TABLE "person" ADD FOREIGN KEY ("homeworld_id") REFERENCES "planet" ("id") ON DELETE SET NULL;
-- step 4: createTable film_characters [safe] [lock: shareRowExclusive, none]
-- "film_characters" is new
CREATE TABLE "film_characters" (
  "film_id" bigint NOT NULL,
  "person_id" bigint NOT NULL,
  PRIMARY KEY ("film_id", "person_id"),
  FOREIGN KEY ("film_id") REFERENCES "film" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE
);
-- step 5: createTable film_planets [safe] [lock: shareRowExclusive, none]
-- "film_planets" is new
CREATE TABLE "film_planets" (
  "film_id" bigint NOT NULL,
  "planet_id" bigint NOT NULL,
  PRIMARY KEY ("film_id", "planet_id"),
  FOREIGN KEY ("film_id") REFERENCES "film" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("planet_id") REFERENCES "planet" ("id") ON DELETE CASCADE
);
-- step 6: createIndex "idx_film_release_date" on "film" [safe] [lock: share, scan]
-- index of the new table "film"
CREATE INDEX "idx_film_release_date" ON "film" ("release_date");
-- step 7: createIndex "idx_person_homeworld_id" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE INDEX "idx_person_homeworld_id" ON "person" ("homeworld_id");
-- step 8: createIndex "idx_person_name" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE INDEX "idx_person_name" ON "person" ("name");
-- step 9: createIndex "uq_planet_name" on "planet" [safe] [lock: share, scan]
-- index of the new table "planet"
CREATE UNIQUE INDEX "uq_planet_name" ON "planet" ("name");
-- step 10: createIndex "idx_film_characters_person_id" on "film_characters" [safe] [lock: share, scan]
-- index of the new table "film_characters"
CREATE INDEX "idx_film_characters_person_id" ON "film_characters" ("person_id");
-- step 11: createIndex "idx_film_planets_planet_id" on "film_planets" [safe] [lock: share, scan]
-- index of the new table "film_planets"
CREATE INDEX "idx_film_planets_planet_id" ON "film_planets" ("planet_id");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
