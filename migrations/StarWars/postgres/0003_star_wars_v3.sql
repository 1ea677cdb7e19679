-- modelc migration
-- model: StarWars
-- dialect: postgres
-- from: 2
-- to: 3
-- model-hash: sha256:2ad26ad814dac52f156ca31da2461063afaf1dcc96719fce7d2abb04e29dbbe5
-- safety: dataDependent (4 safe, 1 dataDependent)
-- step: safe: createTable person_species: "person_species" is new
-- step: dataDependent: rebuildTable planet: "planet" is rebuilt because column "rotation_period" changes definition, which ALTER TABLE cannot do
-- step: safe: addColumn species: "homeworld_id" is new, existing rows get NULL
-- step: safe: createIndex "idx_species_homeworld_id" on "species": new index "idx_species_homeworld_id"
-- step: safe: createIndex "idx_person_species_species_id" on "person_species": index of the new table "person_species"
-- preflight: rows of "planet" whose "rotation_period" does not survive conversion from INTEGER to REAL must be 0
--   SELECT count(*) FROM "planet" WHERE "rotation_period" NOT BETWEEN -9007199254740992 AND 9007199254740992
--   samples: SELECT "id", "rotation_period" FROM "planet" WHERE "rotation_period" NOT BETWEEN -9007199254740992 AND 9007199254740992 LIMIT 3
--   hint: these integers are beyond ±2^53, which REAL cannot hold exactly: fix "rotation_period" in those rows in a hand-written migration numbered before this one, or keep the column's old type
-- planned-sql: sha256:4d405c3274c2ef521db2fe9718702d932d529ba491ba8ecd30252d8af4e8bffc

-- modelc:phase 1 transaction
-- step 1: createTable person_species [safe] [lock: shareRowExclusive, none]
-- "person_species" is new
CREATE TABLE "person_species" (
  "person_id" bigint NOT NULL,
  "species_id" bigint NOT NULL,
  PRIMARY KEY ("person_id", "species_id"),
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("species_id") REFERENCES "species" ("id") ON DELETE CASCADE
);
-- step 2: rebuildTable planet [dataDependent] [lock: accessExclusive, rewrite]
-- "planet" is rebuilt because column "rotation_period" changes definition, which ALTER TABLE cannot do
-- step 2, phase 1: change "planet" in place, its CHECKs and foreign keys NOT VALID [lock: accessExclusive, rewrite]
DO $modelc$ DECLARE r record; BEGIN FOR r IN SELECT conname AS name FROM pg_constraint WHERE conrelid = '"planet"'::regclass AND contype IN ('c', 'f', 'u') ORDER BY conname LOOP EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', 'planet', r.name); END LOOP; END $modelc$;
DO $modelc$ DECLARE r record; BEGIN IF (SELECT coalesce(array_agg(a.attname::text ORDER BY k.n), ARRAY[]::text[]) FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum WHERE c.conrelid = '"planet"'::regclass AND c.contype = 'p') IS DISTINCT FROM ARRAY['id'] THEN FOR r IN SELECT conname AS name FROM pg_constraint WHERE conrelid = '"planet"'::regclass AND contype = 'p' LOOP EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', 'planet', r.name); END LOOP; END IF; END $modelc$;
ALTER TABLE "planet" ALTER COLUMN "rotation_period" TYPE double precision USING "rotation_period"::double precision;
DO $modelc$ DECLARE r record; BEGIN IF (SELECT coalesce(array_agg(a.attname::text ORDER BY k.n), ARRAY[]::text[]) FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum WHERE c.conrelid = '"planet"'::regclass AND c.contype = 'p') IS DISTINCT FROM ARRAY['id'] THEN ALTER TABLE "planet" ALTER COLUMN "climate" DROP NOT NULL; ALTER TABLE "planet" ALTER COLUMN "terrain" DROP NOT NULL; ALTER TABLE "planet" ALTER COLUMN "rotation_period" DROP NOT NULL; ALTER TABLE "planet" ALTER COLUMN "population" DROP NOT NULL; ALTER TABLE "planet" ADD PRIMARY KEY ("id"); END IF; END $modelc$;
ALTER TABLE "planet" ADD CHECK ("rotation_period" >= 0) NOT VALID;
DO $modelc$ DECLARE r record; BEGIN FOR r IN SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = '"planet"'::regclass AND NOT x.indisprimary AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid) AND i.relname NOT IN ('uq_planet_name') ORDER BY i.relname LOOP EXECUTE format('DROP INDEX %I', r.name); END LOOP; END $modelc$;
CREATE UNIQUE INDEX IF NOT EXISTS "uq_planet_name" ON "planet" ("name");
-- step 3: addColumn species [safe] [lock: accessExclusive, none]
-- "homeworld_id" is new, existing rows get NULL
-- step 3, phase 1: add "homeworld_id", its constraints NOT VALID (new rows are checked) [lock: accessExclusive, none]
ALTER TABLE "species" ADD COLUMN "homeworld_id" bigint;
ALTER TABLE "species" ADD FOREIGN KEY ("homeworld_id") REFERENCES "planet" ("id") ON DELETE SET NULL NOT VALID;
-- step 4: createIndex "idx_species_homeworld_id" on "species" [safe] [lock: share, scan]
-- new index "idx_species_homeworld_id"
CREATE INDEX "idx_species_homeworld_id" ON "species" ("homeworld_id");
-- step 5: createIndex "idx_person_species_species_id" on "person_species" [safe] [lock: share, scan]
-- index of the new table "person_species"
CREATE INDEX "idx_person_species_species_id" ON "person_species" ("species_id");
-- modelc:phase 2 transaction
-- step 2, phase 2: validate the NOT VALID constraints of "planet" (reads and writes go on) [lock: shareUpdateExclusive, scan]
DO $modelc$ DECLARE r record; BEGIN FOR r IN SELECT conname AS name FROM pg_constraint WHERE conrelid = '"planet"'::regclass AND NOT convalidated ORDER BY conname LOOP EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', 'planet', r.name); END LOOP; END $modelc$;
-- step 3, phase 2: validate the NOT VALID constraints of "species" (reads and writes go on) [lock: shareUpdateExclusive, scan]
DO $modelc$ DECLARE r record; BEGIN FOR r IN SELECT conname AS name FROM pg_constraint WHERE conrelid = '"species"'::regclass AND NOT convalidated ORDER BY conname LOOP EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', 'species', r.name); END LOOP; END $modelc$;

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
