-- modelc migration
-- model: StarWars
-- from: 2
-- to: 3
-- model-hash: sha256:2ad26ad814dac52f156ca31da2461063afaf1dcc96719fce7d2abb04e29dbbe5
-- safety: dataDependent (4 safe, 1 dataDependent)
-- step: safe: createTable person_species: "person_species" is new
-- step: dataDependent: rebuildTable planet: "planet" is rebuilt because column "rotation_period" changes definition, which ALTER TABLE cannot do
-- step: safe: addColumn species: "homeworld_id" is new, existing rows get NULL
-- step: safe: createIndex species: new index "idx_species_homeworld_id"
-- step: safe: createIndex person_species: index of the new table "person_species"
-- preflight: rows of "planet" whose "rotation_period" does not survive conversion from INTEGER to REAL must be 0
--   SELECT count(*) FROM "planet" WHERE "rotation_period" NOT BETWEEN -9007199254740992 AND 9007199254740992
-- check-foreign-keys: ["film_planets","person","planet","species"]
-- check-pages: ["person_species","planet","species"]
-- planned-sql: sha256:4d873f8cfcd441cfda95942f13a34ccc1ef1ef909e7020eb7d852da7d79c0649

-- step 1: createTable person_species [safe]
-- "person_species" is new
CREATE TABLE "person_species" (
  "person_id" INTEGER NOT NULL,
  "species_id" INTEGER NOT NULL,
  PRIMARY KEY ("person_id", "species_id"),
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("species_id") REFERENCES "species" ("id") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
-- step 2: rebuildTable planet [dataDependent]
-- "planet" is rebuilt because column "rotation_period" changes definition, which ALTER TABLE cannot do
CREATE TABLE "_modelc_new_planet" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "climate" TEXT,
  "terrain" TEXT,
  "rotation_period" REAL CHECK ("rotation_period" >= 0),
  "population" TEXT
) STRICT;
INSERT INTO "_modelc_new_planet" ("id", "name", "climate", "terrain", "rotation_period", "population") SELECT "id", "name", "climate", "terrain", CAST("rotation_period" AS REAL), "population" FROM "planet";
DROP TABLE "planet";
ALTER TABLE "_modelc_new_planet" RENAME TO "planet";
CREATE UNIQUE INDEX "uq_planet_name" ON "planet" ("name");
-- step 3: addColumn species [safe]
-- "homeworld_id" is new, existing rows get NULL
ALTER TABLE "species" ADD COLUMN "homeworld_id" INTEGER REFERENCES "planet" ("id") ON DELETE SET NULL;
-- step 4: createIndex species [safe]
-- new index "idx_species_homeworld_id"
CREATE INDEX "idx_species_homeworld_id" ON "species" ("homeworld_id");
-- step 5: createIndex person_species [safe]
-- index of the new table "person_species"
CREATE INDEX "idx_person_species_species_id" ON "person_species" ("species_id");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
