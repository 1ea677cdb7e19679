-- modelc migration
-- model: Library
-- dialect: postgres
-- from: 1
-- to: 2
-- model-hash: sha256:4795ac1802e2ddd01fde7349aba43df8bf179c3e291bd0b200b203d3bc6ceabe
-- safety: safe (4 safe)
-- step: safe: dropIndex "uq_person_mail" on "person": index "uq_person_mail" is not in the new schema (or changes)
-- step: safe: renameColumn person: rename hint: "email" was "mail"
-- step: safe: addColumn person: "nickname" is new, existing rows get NULL
-- step: safe: createIndex "uq_person_email" on "person": index "uq_person_email" replaces one with the same columns
-- planned-sql: sha256:9b119524312e2fca24e9c580a9b7b41262f44b0f85130936621f66c1bd4f15f9

-- step 1: dropIndex "uq_person_mail" on "person" [safe] [lock: accessExclusive, none]
-- index "uq_person_mail" is not in the new schema (or changes)
DROP INDEX "uq_person_mail";
-- step 2: renameColumn person [safe] [lock: accessExclusive, none]
-- rename hint: "email" was "mail"
ALTER TABLE "person" RENAME COLUMN "mail" TO "email";
-- step 3: addColumn person [safe] [lock: accessExclusive, none]
-- "nickname" is new, existing rows get NULL
ALTER TABLE "person" ADD COLUMN "nickname" text;
-- step 4: createIndex "uq_person_email" on "person" [safe] [lock: share, scan]
-- index "uq_person_email" replaces one with the same columns
CREATE UNIQUE INDEX "uq_person_email" ON "person" ("email");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
