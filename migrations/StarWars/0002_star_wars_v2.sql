-- modelc migration
-- model: StarWars
-- from: 1
-- to: 2
-- model-hash: sha256:081bf1301553d6d821e65e1314c5fabc3be86e3ae8cad32d95f026717edaad75
-- safety: safe (4 safe)
-- step: safe: createTable species: "species" is new
-- step: safe: renameColumn film: rename hint: "episode" was "episode_id"
-- step: safe: addColumn film: "edited" is new, existing rows get NULL
-- step: safe: createIndex species: index of the new table "species"

-- step 1: createTable species [safe]
-- "species" is new
CREATE TABLE "species" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "classification" TEXT,
  "average_lifespan" TEXT,
  "language" TEXT
) STRICT;
-- step 2: renameColumn film [safe]
-- rename hint: "episode" was "episode_id"
ALTER TABLE "film" RENAME COLUMN "episode_id" TO "episode";
-- step 3: addColumn film [safe]
-- "edited" is new, existing rows get NULL
ALTER TABLE "film" ADD COLUMN "edited" TEXT;
-- step 4: createIndex species [safe]
-- index of the new table "species"
CREATE UNIQUE INDEX "uq_species_name" ON "species" ("name");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
