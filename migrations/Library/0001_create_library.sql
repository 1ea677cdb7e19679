-- modelc migration
-- model: Library
-- from: none
-- to: 1
-- model-hash: sha256:fce8e3768b55eb79dafcaeef68c6b3ad3bf30aa800af126614fdea37c069193c
-- safety: safe (18 safe)
-- step: safe: createTable person: "person" is new
-- step: safe: createTable dog: "dog" is new
-- step: safe: createTable book: "book" is new
-- step: safe: createTable tag: "tag" is new
-- step: safe: createTable user: "user" is new
-- step: safe: createTable book_tags: "book_tags" is new
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex person: index of the new table "person"
-- step: safe: createIndex dog: index of the new table "dog"
-- step: safe: createIndex book: index of the new table "book"
-- step: safe: createIndex book: index of the new table "book"
-- step: safe: createIndex book: index of the new table "book"
-- step: safe: createIndex tag: index of the new table "tag"
-- step: safe: createIndex user: index of the new table "user"
-- step: safe: createIndex user: index of the new table "user"
-- step: safe: createIndex book_tags: index of the new table "book_tags"
-- check-foreign-keys: []
-- check-pages: ["book","book_tags","dog","person","tag","user"]
-- planned-sql: sha256:ad596c9c467b5aec381034e1e75a9380b2485227988aa02949b1c023698edf54

-- step 1: createTable person [safe]
-- "person" is new
CREATE TABLE "person" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "first_name" TEXT NOT NULL,
  "last_name" TEXT NOT NULL,
  "mail" TEXT NOT NULL CHECK (length("mail") <= 320),
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
-- step 2: createTable dog [safe]
-- "dog" is new
CREATE TABLE "dog" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL CHECK (length("name") <= 60),
  "breed" TEXT,
  "owner_id" TEXT NOT NULL,
  FOREIGN KEY ("owner_id") REFERENCES "person" ("id") ON DELETE CASCADE
) STRICT;
-- step 3: createTable book [safe]
-- "book" is new
CREATE TABLE "book" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "title" TEXT NOT NULL,
  "author" TEXT NOT NULL,
  "isbn" TEXT NOT NULL,
  "pages" INTEGER CHECK ("pages" BETWEEN -2147483648 AND 2147483647) CHECK ("pages" >= 1),
  "published_at" TEXT,
  "borrower_id" TEXT,
  FOREIGN KEY ("borrower_id") REFERENCES "person" ("id") ON DELETE SET NULL
) STRICT;
-- step 4: createTable tag [safe]
-- "tag" is new
CREATE TABLE "tag" (
  "id" INTEGER PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL
) STRICT;
-- step 5: createTable user [safe]
-- "user" is new
CREATE TABLE "user" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "username" TEXT NOT NULL,
  "password_hash" BLOB NOT NULL,
  "last_login_at" TEXT,
  "person_id" TEXT NOT NULL,
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE
) STRICT;
-- step 6: createTable book_tags [safe]
-- "book_tags" is new
CREATE TABLE "book_tags" (
  "book_id" TEXT NOT NULL,
  "tag_id" INTEGER NOT NULL,
  "position" INTEGER NOT NULL,
  PRIMARY KEY ("book_id", "tag_id"),
  FOREIGN KEY ("book_id") REFERENCES "book" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("tag_id") REFERENCES "tag" ("id") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
-- step 7: createIndex person [safe]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_mail" ON "person" ("mail");
-- step 8: createIndex person [safe]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_card_number" ON "person" ("card_number");
-- step 9: createIndex person [safe]
-- index of the new table "person"
CREATE INDEX "idx_person_last_name_first_name" ON "person" ("last_name", "first_name");
-- step 10: createIndex person [safe]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_first_name_last_name_joined_at" ON "person" ("first_name", "last_name", "joined_at");
-- step 11: createIndex dog [safe]
-- index of the new table "dog"
CREATE INDEX "idx_dog_owner_id" ON "dog" ("owner_id");
-- step 12: createIndex book [safe]
-- index of the new table "book"
CREATE UNIQUE INDEX "uq_book_isbn" ON "book" ("isbn");
-- step 13: createIndex book [safe]
-- index of the new table "book"
CREATE INDEX "idx_book_borrower_id" ON "book" ("borrower_id");
-- step 14: createIndex book [safe]
-- index of the new table "book"
CREATE UNIQUE INDEX "uq_book_title_author" ON "book" ("title", "author");
-- step 15: createIndex tag [safe]
-- index of the new table "tag"
CREATE UNIQUE INDEX "uq_tag_name" ON "tag" ("name");
-- step 16: createIndex user [safe]
-- index of the new table "user"
CREATE UNIQUE INDEX "uq_user_username" ON "user" ("username");
-- step 17: createIndex user [safe]
-- index of the new table "user"
CREATE UNIQUE INDEX "uq_user_person_id" ON "user" ("person_id");
-- step 18: createIndex book_tags [safe]
-- index of the new table "book_tags"
CREATE INDEX "idx_book_tags_tag_id" ON "book_tags" ("tag_id");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
