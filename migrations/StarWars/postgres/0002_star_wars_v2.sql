-- modelc migration
-- model: StarWars
-- dialect: postgres
-- from: 1
-- to: 2
-- model-hash: sha256:f03d8e77ad09c872a5bcd887887cd1ad104c5a7b23a026bd66fafaa6aed6a203
-- safety: safe (4 safe)
-- step: safe: createTable species: "species" is new
-- step: safe: renameColumn film: rename hint: "episode" was "episode_id"
-- step: safe: addColumn film: "edited" is new, existing rows get NULL
-- step: safe: createIndex "uq_species_name" on "species": index of the new table "species"
-- planned-sql: sha256:69895ef0a9228930ae2a96a8acb6c1f458022b74dbfeb24b6b1bac1d57c6f7b8

-- step 1: createTable species [safe] [lock: none, none]
-- "species" is new
CREATE TABLE "species" (
  "id" bigint PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "classification" text,
  "average_lifespan" text,
  "language" text
);
-- step 2: renameColumn film [safe] [lock: accessExclusive, none]
-- rename hint: "episode" was "episode_id"
ALTER TABLE "film" RENAME COLUMN "episode_id" TO "episode";
-- step 3: addColumn film [safe] [lock: accessExclusive, none]
-- "edited" is new, existing rows get NULL
ALTER TABLE "film" ADD COLUMN "edited" timestamptz;
-- step 4: createIndex "uq_species_name" on "species" [safe] [lock: share, scan]
-- index of the new table "species"
CREATE UNIQUE INDEX "uq_species_name" ON "species" ("name");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
