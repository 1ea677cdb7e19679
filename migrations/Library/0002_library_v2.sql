-- modelc migration
-- model: Library
-- from: 1
-- to: 2
-- model-hash: sha256:4795ac1802e2ddd01fde7349aba43df8bf179c3e291bd0b200b203d3bc6ceabe
-- safety: safe (4 safe)
-- step: safe: dropIndex person: index "uq_person_mail" is not in the new schema (or changes)
-- step: safe: renameColumn person: rename hint: "email" was "mail"
-- step: safe: addColumn person: "nickname" is new, existing rows get NULL
-- step: safe: createIndex person: index "uq_person_email" replaces one with the same columns
-- check-foreign-keys: []
-- check-pages: ["person"]
-- planned-sql: sha256:cb64d6a57c7f0d8e1c54599880a52fbe9585b290149a4f8965c345eb69a71cac

-- step 1: dropIndex person [safe]
-- index "uq_person_mail" is not in the new schema (or changes)
DROP INDEX "uq_person_mail";
-- step 2: renameColumn person [safe]
-- rename hint: "email" was "mail"
ALTER TABLE "person" RENAME COLUMN "mail" TO "email";
-- step 3: addColumn person [safe]
-- "nickname" is new, existing rows get NULL
ALTER TABLE "person" ADD COLUMN "nickname" TEXT;
-- step 4: createIndex person [safe]
-- index "uq_person_email" replaces one with the same columns
CREATE UNIQUE INDEX "uq_person_email" ON "person" ("email");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
