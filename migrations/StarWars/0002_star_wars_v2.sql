-- modelc migration
-- model: StarWars
-- from: 1
-- to: 2
-- model-hash: sha256:f03d8e77ad09c872a5bcd887887cd1ad104c5a7b23a026bd66fafaa6aed6a203
-- safety: safe (4 safe)
-- step: safe: createTable species: "species" is new
-- step: safe: renameColumn film: rename hint: "episode" was "episode_id"
-- step: safe: addColumn film: "edited" is new, existing rows get NULL
-- step: safe: createIndex species: index of the new table "species"
-- check-foreign-keys: []
-- check-pages: ["species"]
-- planned-sql: sha256:3108bc8fe3b586ffed07267c0023ea147d8dd1356412580b8c8763403ab9fda2

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
