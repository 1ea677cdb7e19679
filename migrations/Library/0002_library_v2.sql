-- modelc migration
-- model: Library
-- from: 1
-- to: 2
-- model-hash: sha256:4795ac1802e2ddd01fde7349aba43df8bf179c3e291bd0b200b203d3bc6ceabe
-- safety: safe (2 safe)
-- step: safe: renameColumn person: rename hint: "email" was "mail"; renamed before the rebuild so references follow
-- step: safe: rebuildTable person: "person" is rebuilt because new columns are not at the end of the table

-- step 1: renameColumn person [safe]
-- rename hint: "email" was "mail"; renamed before the rebuild so references follow
ALTER TABLE "person" RENAME COLUMN "mail" TO "email";
-- step 2: rebuildTable person [safe]
-- "person" is rebuilt because new columns are not at the end of the table
CREATE TABLE "_modelc_new_person" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "first_name" TEXT NOT NULL,
  "last_name" TEXT NOT NULL,
  "email" TEXT NOT NULL CHECK (length("email") <= 320),
  "nickname" TEXT,
  "age" INTEGER NOT NULL DEFAULT 0 CHECK ("age" BETWEEN -32768 AND 32767) CHECK ("age" >= 0) CHECK ("age" <= 150),
  "status" TEXT NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'banned')),
  "joined_at" TEXT NOT NULL,
  "settings" TEXT CHECK ("settings" IS NULL OR json_valid("settings")),
  "balance" TEXT NOT NULL DEFAULT '0.00',
  "visits" INTEGER NOT NULL DEFAULT 0 CHECK ("visits" BETWEEN -2147483648 AND 2147483647),
  "score" REAL NOT NULL DEFAULT 0,
  "rating" REAL,
  "is_staff" INTEGER NOT NULL DEFAULT 0 CHECK ("is_staff" IN (0, 1)),
  "avatar" BLOB,
  "homepage" TEXT,
  "card_number" INTEGER
) STRICT;
INSERT INTO "_modelc_new_person" (rowid, "id", "first_name", "last_name", "email", "nickname", "age", "status", "joined_at", "settings", "balance", "visits", "score", "rating", "is_staff", "avatar", "homepage", "card_number") SELECT rowid, "id", "first_name", "last_name", "email", NULL, "age", "status", "joined_at", "settings", "balance", "visits", "score", "rating", "is_staff", "avatar", "homepage", "card_number" FROM "person" ORDER BY "id";
DROP TABLE "person";
ALTER TABLE "_modelc_new_person" RENAME TO "person";
CREATE UNIQUE INDEX "uq_person_email" ON "person" ("email");
CREATE UNIQUE INDEX "uq_person_card_number" ON "person" ("card_number");
CREATE INDEX "idx_person_last_name_first_name" ON "person" ("last_name", "first_name");
CREATE UNIQUE INDEX "uq_person_first_name_last_name_joined_at" ON "person" ("first_name", "last_name", "joined_at");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
