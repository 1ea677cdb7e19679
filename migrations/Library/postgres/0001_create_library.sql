-- modelc migration
-- model: Library
-- dialect: postgres
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
-- step: safe: createIndex "uq_person_mail" on "person": index of the new table "person"
-- step: safe: createIndex "uq_person_card_number" on "person": index of the new table "person"
-- step: safe: createIndex "idx_person_last_name_first_name" on "person": index of the new table "person"
-- step: safe: createIndex "uq_person_first_name_last_name_joined_at" on "person": index of the new table "person"
-- step: safe: createIndex "idx_dog_owner_id" on "dog": index of the new table "dog"
-- step: safe: createIndex "uq_book_isbn" on "book": index of the new table "book"
-- step: safe: createIndex "idx_book_borrower_id" on "book": index of the new table "book"
-- step: safe: createIndex "uq_book_title_author" on "book": index of the new table "book"
-- step: safe: createIndex "uq_tag_name" on "tag": index of the new table "tag"
-- step: safe: createIndex "uq_user_username" on "user": index of the new table "user"
-- step: safe: createIndex "uq_user_person_id" on "user": index of the new table "user"
-- step: safe: createIndex "idx_book_tags_tag_id" on "book_tags": index of the new table "book_tags"
-- planned-sql: sha256:ecae4cb39874596eeee41a209132c76946656034457b6d22eb481d01562d8079

-- step 1: createTable person [safe] [lock: none, none]
-- "person" is new
CREATE TABLE "person" (
  "id" uuid PRIMARY KEY NOT NULL,
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "mail" text NOT NULL CHECK (length("mail") <= 320),
  "age" smallint NOT NULL DEFAULT 0 CHECK ("age" >= 0) CHECK ("age" <= 150),
  "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'banned')),
  "joined_at" timestamptz NOT NULL,
  "settings" jsonb,
  "balance" numeric NOT NULL DEFAULT '0.00',
  "visits" integer NOT NULL DEFAULT 0,
  "score" double precision NOT NULL DEFAULT 0,
  "rating" real,
  "is_staff" boolean NOT NULL DEFAULT false,
  "avatar" bytea,
  "homepage" text,
  "card_number" bigint
);
-- step 2: createTable dog [safe] [lock: shareRowExclusive, none]
-- "dog" is new
CREATE TABLE "dog" (
  "id" bigint PRIMARY KEY NOT NULL,
  "name" text NOT NULL CHECK (length("name") <= 60),
  "breed" text,
  "owner_id" uuid NOT NULL,
  FOREIGN KEY ("owner_id") REFERENCES "person" ("id") ON DELETE CASCADE
);
-- step 3: createTable book [safe] [lock: shareRowExclusive, none]
-- "book" is new
CREATE TABLE "book" (
  "id" uuid PRIMARY KEY NOT NULL,
  "title" text NOT NULL,
  "author" text NOT NULL,
  "isbn" text NOT NULL,
  "pages" integer CHECK ("pages" >= 1),
  "published_at" timestamptz,
  "borrower_id" uuid,
  FOREIGN KEY ("borrower_id") REFERENCES "person" ("id") ON DELETE SET NULL
);
-- step 4: createTable tag [safe] [lock: none, none]
-- "tag" is new
CREATE TABLE "tag" (
  "id" bigint PRIMARY KEY NOT NULL,
  "name" text NOT NULL
);
-- step 5: createTable user [safe] [lock: shareRowExclusive, none]
-- "user" is new
CREATE TABLE "user" (
  "id" uuid PRIMARY KEY NOT NULL,
  "username" text NOT NULL,
  "password_hash" bytea NOT NULL,
  "last_login_at" timestamptz,
  "person_id" uuid NOT NULL,
  FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE
);
-- step 6: createTable book_tags [safe] [lock: shareRowExclusive, none]
-- "book_tags" is new
CREATE TABLE "book_tags" (
  "book_id" uuid NOT NULL,
  "tag_id" bigint NOT NULL,
  "position" bigint NOT NULL,
  PRIMARY KEY ("book_id", "tag_id"),
  FOREIGN KEY ("book_id") REFERENCES "book" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("tag_id") REFERENCES "tag" ("id") ON DELETE CASCADE
);
-- step 7: createIndex "uq_person_mail" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_mail" ON "person" ("mail");
-- step 8: createIndex "uq_person_card_number" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_card_number" ON "person" ("card_number");
-- step 9: createIndex "idx_person_last_name_first_name" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE INDEX "idx_person_last_name_first_name" ON "person" ("last_name", "first_name");
-- step 10: createIndex "uq_person_first_name_last_name_joined_at" on "person" [safe] [lock: share, scan]
-- index of the new table "person"
CREATE UNIQUE INDEX "uq_person_first_name_last_name_joined_at" ON "person" ("first_name", "last_name", "joined_at");
-- step 11: createIndex "idx_dog_owner_id" on "dog" [safe] [lock: share, scan]
-- index of the new table "dog"
CREATE INDEX "idx_dog_owner_id" ON "dog" ("owner_id");
-- step 12: createIndex "uq_book_isbn" on "book" [safe] [lock: share, scan]
-- index of the new table "book"
CREATE UNIQUE INDEX "uq_book_isbn" ON "book" ("isbn");
-- step 13: createIndex "idx_book_borrower_id" on "book" [safe] [lock: share, scan]
-- index of the new table "book"
CREATE INDEX "idx_book_borrower_id" ON "book" ("borrower_id");
-- step 14: createIndex "uq_book_title_author" on "book" [safe] [lock: share, scan]
-- index of the new table "book"
CREATE UNIQUE INDEX "uq_book_title_author" ON "book" ("title", "author");
-- step 15: createIndex "uq_tag_name" on "tag" [safe] [lock: share, scan]
-- index of the new table "tag"
CREATE UNIQUE INDEX "uq_tag_name" ON "tag" ("name");
-- step 16: createIndex "uq_user_username" on "user" [safe] [lock: share, scan]
-- index of the new table "user"
CREATE UNIQUE INDEX "uq_user_username" ON "user" ("username");
-- step 17: createIndex "uq_user_person_id" on "user" [safe] [lock: share, scan]
-- index of the new table "user"
CREATE UNIQUE INDEX "uq_user_person_id" ON "user" ("person_id");
-- step 18: createIndex "idx_book_tags_tag_id" on "book_tags" [safe] [lock: share, scan]
-- index of the new table "book_tags"
CREATE INDEX "idx_book_tags_tag_id" ON "book_tags" ("tag_id");

-- modelc:data begin
-- Hand-written data steps go here: they run after the statements above, in the
-- same transaction, and `modelc migrate make --regenerate` keeps them.
-- modelc:data end
