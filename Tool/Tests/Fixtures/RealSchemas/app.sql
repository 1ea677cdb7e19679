-- An application database of the kind modelc users already have: STRICT tables
-- written partly in modelc's own style, AUTOINCREMENT keys, a WITHOUT ROWID tag
-- table and a modelc-shaped join table, a second join table with its own name,
-- UNIQUE column and table constraints, COLLATE NOCASE, partial and expression
-- indexes, an FTS5 index over the posts kept in sync by triggers, an untyped
-- key-value table, a generated column and a log table without a primary key.
-- The rows are synthetic.

CREATE TABLE "users" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "email" TEXT NOT NULL UNIQUE COLLATE NOCASE,
  "handle" TEXT NOT NULL COLLATE NOCASE CHECK (length("handle") <= 30),
  "display_name" TEXT NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  "is_admin" INTEGER NOT NULL DEFAULT 0 CHECK ("is_admin" IN (0, 1)),
  "karma" INTEGER NOT NULL DEFAULT 0 CHECK ("karma" >= 0),
  "settings" TEXT CHECK ("settings" IS NULL OR json_valid("settings")),
  UNIQUE ("handle")
) STRICT;

CREATE TABLE "posts" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "author_id" INTEGER NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL,
  "slug" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'published', 'archived')),
  "published_at" TEXT,
  "score" REAL NOT NULL DEFAULT 0.0,
  UNIQUE ("author_id", "slug"),
  CHECK ("published_at" IS NOT NULL OR "status" != 'published')
) STRICT;
CREATE INDEX "idx_posts_author_id" ON "posts" ("author_id");
CREATE INDEX "posts_recent" ON "posts" ("published_at") WHERE "status" = 'published';
CREATE INDEX "posts_title_lower" ON "posts" (lower("title"));

CREATE TABLE "tag" (
  "name" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE,
  "color" TEXT NOT NULL DEFAULT '#888888'
) STRICT, WITHOUT ROWID;

CREATE TABLE "posts_tags" (
  "posts_id" INTEGER NOT NULL,
  "tag_id" TEXT NOT NULL,
  PRIMARY KEY ("posts_id", "tag_id"),
  FOREIGN KEY ("posts_id") REFERENCES "posts" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("tag_id") REFERENCES "tag" ("name") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX "idx_posts_tags_tag_id" ON "posts_tags" ("tag_id");

CREATE TABLE "bookmark" (
  "posts_id" INTEGER NOT NULL,
  "users_id" INTEGER NOT NULL,
  PRIMARY KEY ("posts_id", "users_id"),
  FOREIGN KEY ("posts_id") REFERENCES "posts" ("id") ON DELETE CASCADE,
  FOREIGN KEY ("users_id") REFERENCES "users" ("id") ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX "idx_bookmark_users_id" ON "bookmark" ("users_id");

CREATE TABLE "comments" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "post_id" INTEGER NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
  "author_id" INTEGER REFERENCES "users" ("id") ON DELETE SET NULL,
  "parent_id" INTEGER REFERENCES "comments" ("id") ON DELETE CASCADE,
  "body" TEXT NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "word_count" INTEGER GENERATED ALWAYS AS (length("body") - length(replace("body", ' ', '')) + 1) VIRTUAL
) STRICT;
CREATE INDEX "comments_by_post" ON "comments" ("post_id", "created_at");
CREATE INDEX "idx_comments_author_id" ON "comments" ("author_id");
CREATE INDEX "idx_comments_parent_id" ON "comments" ("parent_id");

CREATE TABLE "settings" (
  "key" TEXT PRIMARY KEY NOT NULL,
  "value"
);

CREATE TABLE "event_log" (
  "at" TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "level" TEXT NOT NULL CHECK ("level" IN ('debug', 'info', 'warning', 'error')),
  "message" TEXT NOT NULL,
  "user_id" INTEGER REFERENCES "users" ("id") ON DELETE SET NULL
) STRICT;
CREATE INDEX "event_log_at" ON "event_log" ("at");

CREATE VIRTUAL TABLE "posts_fts" USING fts5(title, body, content='posts', content_rowid='id');

CREATE TRIGGER "posts_fts_insert" AFTER INSERT ON "posts" BEGIN
  INSERT INTO "posts_fts" (rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER "posts_fts_delete" AFTER DELETE ON "posts" BEGIN
  INSERT INTO "posts_fts" ("posts_fts", rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
CREATE TRIGGER "posts_fts_update" AFTER UPDATE OF title, body ON "posts" BEGIN
  INSERT INTO "posts_fts" ("posts_fts", rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  INSERT INTO "posts_fts" (rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER "users_log_delete" AFTER DELETE ON "users" BEGIN
  INSERT INTO "event_log" ("level", "message") VALUES ('info', 'user ' || old.id || ' deleted');
END;

CREATE VIEW "published_posts" AS
  SELECT p."id", p."title", u."handle" AS "author", p."published_at"
  FROM "posts" p JOIN "users" u ON u."id" = p."author_id"
  WHERE p."status" = 'published';

CREATE VIEW "tag_counts" AS SELECT "tag_id" AS "tag", count(*) AS "posts" FROM "posts_tags" GROUP BY "tag_id";

-- Rows
BEGIN;
PRAGMA defer_foreign_keys = ON;
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (1, 'hugo1@Example.org', 'hugo1', 'Jonas Dahl', '2023-12-13T10:30:00.000Z', 1, 79, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (2, 'chloe2@Example.org', 'chloe2', 'Chloe Abbott', '2023-07-18T10:58:00.000Z', 0, 148, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (3, 'zoe3@Example.org', 'zoe3', 'Yusuf Berg', '2023-04-17T10:34:00.000Z', 0, 184, '{"theme":"light","digest":true}');
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (4, 'dmitri4@Example.org', 'dmitri4', 'Ines Garcia', '2023-01-27T10:41:00.000Z', 0, 413, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (5, 'ines5@Example.org', 'ines5', 'Zoe Ito', '2023-04-06T10:19:00.000Z', 0, 148, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (6, 'umar6@Example.org', 'umar6', 'Xenia Lind', '2023-02-28T10:38:00.000Z', 0, 172, '{"theme":"light","digest":true}');
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (7, 'farid7@Example.org', 'farid7', 'Hugo Petit', '2023-05-03T10:59:00.000Z', 0, 418, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (8, 'rosa8@Example.org', 'rosa8', 'Jonas Abbott', '2023-05-19T10:45:00.000Z', 0, 451, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (9, 'jonas9@Example.org', 'jonas9', 'Yusuf Quist', '2023-04-14T10:27:00.000Z', 0, 306, '{"theme":"light","digest":false}');
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (10, 'olga10@Example.org', 'olga10', 'Farid Haas', '2023-05-09T10:52:00.000Z', 0, 408, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (11, 'bruno11@Example.org', 'bruno11', 'Chloe Berg', '2023-08-21T10:17:00.000Z', 0, 265, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (12, 'rosa12@Example.org', 'rosa12', 'Umar Petit', '2023-12-11T10:09:00.000Z', 0, 344, '{"theme":"dark","digest":true}');
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (13, 'nils13@Example.org', 'nils13', 'Greta Ueda', '2023-11-15T10:17:00.000Z', 0, 94, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (14, 'luca14@Example.org', 'luca14', 'Nils Young', '2023-10-11T10:40:00.000Z', 0, 285, NULL);
INSERT INTO "users" ("id", "email", "handle", "display_name", "created_at", "is_admin", "karma", "settings") VALUES (15, 'greta15@Example.org', 'greta15', 'Keiko Dahl', '2023-01-23T10:14:00.000Z', 0, 142, '{"theme":"dark","digest":true}');
INSERT INTO "tag" ("name", "color") VALUES ('swift', '#888888');
INSERT INTO "tag" ("name", "color") VALUES ('sqlite', '#a9819c');
INSERT INTO "tag" ("name", "color") VALUES ('linux', '#5ae67b');
INSERT INTO "tag" ("name", "color") VALUES ('design', '#888888');
INSERT INTO "tag" ("name", "color") VALUES ('testing', '#94f406');
INSERT INTO "tag" ("name", "color") VALUES ('release', '#eb0481');
INSERT INTO "tag" ("name", "color") VALUES ('howto', '#888888');
INSERT INTO "tag" ("name", "color") VALUES ('news', '#0d256a');
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (1, 8, 'Lumen Breeze', 'lumen-breeze-1', 'willow cinder juniper zenith velvet kestrel amber kestrel juniper kestrel ember umbra nova tundra velvet cinder juniper tundra glass orbit juniper ember iris meadow tundra fjord kestrel', 'draft', NULL, 16.957);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (2, 13, 'Quartz Juniper', 'quartz-juniper-2', 'saffron delta orbit glass nova glass delta breeze breeze breeze zenith fjord tundra velvet ember tundra breeze river prism saffron harbor kestrel breeze', 'published', '2024-07-21T08:00:00.000Z', 98.766);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (3, 7, 'Harbor Quartz Glass Harbor', 'harbor-quartz-glass-harbor-3', 'harbor orbit nova prism breeze harbor nova orbit harbor umbra nova glass prism glass breeze breeze iris', 'archived', '2024-05-05T08:00:00.000Z', 32.501);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (4, 8, 'Kestrel Juniper Velvet', 'kestrel-juniper-velvet-4', 'saffron meadow umbra umbra willow zenith breeze prism meadow cinder nova glass', 'published', '2024-11-11T08:00:00.000Z', 81.483);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (5, 1, 'Meadow Glass Amber Glass Fjord', 'meadow-glass-amber-glass-fjord-5', 'kestrel meadow prism cinder iris umbra velvet glass breeze meadow tundra ember iris velvet breeze fjord willow umbra orbit saffron prism zenith', 'published', '2024-10-09T08:00:00.000Z', 11.589);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (6, 2, 'Tundra Ember Breeze Lumen', 'tundra-ember-breeze-lumen-6', 'river breeze glass fjord velvet tundra kestrel river prism quartz orbit amber cinder breeze willow tundra delta prism river', 'archived', '2024-09-01T08:00:00.000Z', 29.694);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (7, 9, 'Delta Cinder Delta Tundra Lumen', 'delta-cinder-delta-tundra-lumen-7', 'cinder river orbit meadow glass juniper meadow harbor prism', 'published', '2024-07-14T08:00:00.000Z', 85.784);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (8, 6, 'Fjord Fjord Willow Ember', 'fjord-fjord-willow-ember-8', 'umbra glass umbra juniper prism nova delta river fjord', 'archived', '2024-08-28T08:00:00.000Z', 33.858);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (9, 1, 'Lumen Harbor Fjord Umbra', 'lumen-harbor-fjord-umbra-9', 'amber umbra juniper delta river delta prism willow tundra prism quartz cinder quartz harbor nova', 'draft', NULL, 67.673);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (10, 1, 'Juniper Amber Tundra', 'juniper-amber-tundra-10', 'orbit saffron juniper quartz orbit tundra tundra orbit meadow ember iris tundra lumen velvet kestrel ember nova cinder tundra ember velvet tundra fjord juniper lumen glass saffron lumen velvet tundra cinder cinder meadow umbra fjord kestrel umbra lumen kestrel', 'published', '2024-09-25T08:00:00.000Z', 82.977);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (11, 14, 'Tundra Velvet Juniper', 'tundra-velvet-juniper-11', 'fjord fjord saffron prism velvet saffron cinder delta fjord umbra prism', 'published', '2024-12-13T08:00:00.000Z', 88.104);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (12, 8, 'Tundra Juniper Cinder Iris', 'tundra-juniper-cinder-iris-12', 'willow harbor juniper lumen harbor zenith kestrel river umbra quartz orbit meadow quartz meadow kestrel juniper orbit nova saffron amber iris fjord river orbit willow river tundra lumen meadow meadow tundra amber ember quartz cinder orbit', 'published', '2024-04-21T08:00:00.000Z', 92.824);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (13, 3, 'Quartz Harbor', 'quartz-harbor-13', 'harbor cinder juniper ember breeze fjord meadow saffron velvet tundra river willow river iris', 'draft', NULL, 75.131);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (14, 7, 'Zenith Ember Umbra', 'zenith-ember-umbra-14', 'kestrel cinder delta iris breeze umbra juniper', 'published', '2024-03-23T08:00:00.000Z', 71.943);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (15, 9, 'Glass Juniper Prism', 'glass-juniper-prism-15', 'zenith river ember quartz nova', 'published', '2024-02-13T08:00:00.000Z', 16.803);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (16, 15, 'Delta Prism Tundra', 'delta-prism-tundra-16', 'meadow river velvet juniper meadow kestrel fjord meadow breeze nova amber iris velvet amber juniper ember cinder fjord delta tundra amber harbor harbor river amber prism willow river fjord orbit zenith willow velvet willow meadow kestrel fjord', 'published', '2024-06-10T08:00:00.000Z', 93.046);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (17, 15, 'Umbra Kestrel Cinder Harbor Kestrel', 'umbra-kestrel-cinder-harbor-kestrel-17', 'umbra glass iris saffron velvet saffron juniper', 'archived', '2024-02-22T08:00:00.000Z', 97.558);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (18, 10, 'Cinder Harbor', 'cinder-harbor-18', 'quartz prism lumen cinder fjord willow breeze prism quartz river tundra willow harbor breeze glass velvet cinder kestrel tundra ember willow juniper delta quartz quartz', 'draft', NULL, 27.422);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (19, 7, 'Juniper Meadow Umbra Tundra', 'juniper-meadow-umbra-tundra-19', 'amber prism willow ember glass lumen harbor', 'draft', NULL, 3.404);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (20, 15, 'Tundra Kestrel Cinder', 'tundra-kestrel-cinder-20', 'cinder quartz quartz juniper river willow juniper glass willow willow nova kestrel fjord glass amber prism nova iris kestrel nova umbra nova kestrel tundra glass iris iris quartz cinder amber meadow iris tundra juniper velvet umbra', 'archived', '2024-03-20T08:00:00.000Z', 9.213);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (21, 14, 'Zenith Cinder Velvet', 'zenith-cinder-velvet-21', 'velvet glass umbra prism delta umbra kestrel amber orbit saffron glass fjord cinder harbor quartz delta delta kestrel juniper saffron saffron', 'published', '2024-03-23T08:00:00.000Z', 74.694);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (22, 2, 'Willow Velvet Velvet Prism', 'willow-velvet-velvet-prism-22', 'iris breeze saffron kestrel umbra kestrel zenith tundra lumen fjord fjord glass breeze breeze fjord velvet breeze velvet', 'published', '2024-04-26T08:00:00.000Z', 13.78);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (23, 13, 'River Prism Breeze Juniper', 'river-prism-breeze-juniper-23', 'prism river kestrel lumen nova zenith meadow breeze breeze fjord ember lumen harbor juniper harbor lumen saffron glass tundra velvet lumen meadow lumen river willow delta harbor glass lumen fjord river glass amber amber delta glass juniper willow zenith', 'archived', '2024-12-26T08:00:00.000Z', 39.283);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (24, 1, 'Tundra Kestrel Tundra', 'tundra-kestrel-tundra-24', 'tundra orbit lumen lumen amber orbit willow ember orbit amber zenith zenith willow nova glass delta kestrel juniper tundra river breeze cinder prism fjord velvet quartz breeze fjord tundra', 'published', '2024-12-22T08:00:00.000Z', 2.287);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (25, 1, 'Iris Tundra Kestrel River', 'iris-tundra-kestrel-river-25', 'saffron ember tundra breeze ember fjord tundra juniper harbor nova zenith kestrel river umbra lumen fjord zenith lumen velvet', 'archived', '2024-09-05T08:00:00.000Z', 36.582);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (26, 9, 'Nova Breeze Amber Lumen', 'nova-breeze-amber-lumen-26', 'prism delta cinder umbra tundra glass fjord ember river willow ember tundra breeze river lumen cinder willow breeze tundra ember river fjord iris tundra breeze juniper prism iris glass umbra prism juniper quartz willow breeze ember', 'published', '2024-10-28T08:00:00.000Z', 91.732);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (27, 15, 'Fjord Glass Willow', 'fjord-glass-willow-27', 'glass nova velvet cinder nova breeze juniper glass velvet', 'published', '2024-12-03T08:00:00.000Z', 99.859);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (28, 11, 'Cinder Quartz', 'cinder-quartz-28', 'juniper quartz quartz quartz nova', 'draft', NULL, 33.853);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (29, 10, 'Saffron Saffron Delta', 'saffron-saffron-delta-29', 'quartz willow river breeze willow breeze cinder ember nova ember delta quartz kestrel quartz kestrel velvet iris', 'published', '2024-11-20T08:00:00.000Z', 7.04);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (30, 1, 'Fjord Prism Umbra Saffron River', 'fjord-prism-umbra-saffron-river-30', 'breeze iris river umbra nova juniper saffron lumen ember quartz lumen river orbit harbor tundra', 'draft', NULL, 58.06);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (31, 14, 'Velvet Fjord Kestrel Delta', 'velvet-fjord-kestrel-delta-31', 'saffron velvet saffron zenith tundra willow orbit kestrel fjord juniper fjord kestrel juniper kestrel willow glass river prism tundra juniper iris', 'published', '2024-04-26T08:00:00.000Z', 89.726);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (32, 7, 'Meadow Harbor Umbra Orbit Zenith', 'meadow-harbor-umbra-orbit-zenith-32', 'orbit delta juniper breeze quartz amber breeze amber umbra velvet river fjord harbor harbor lumen umbra', 'published', '2024-05-17T08:00:00.000Z', 8.904);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (33, 6, 'Lumen Kestrel Quartz', 'lumen-kestrel-quartz-33', 'fjord breeze nova amber meadow fjord nova velvet zenith breeze river', 'draft', NULL, 87.836);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (34, 7, 'Prism Lumen Saffron', 'prism-lumen-saffron-34', 'lumen lumen delta meadow saffron', 'published', '2024-09-24T08:00:00.000Z', 9.129);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (35, 7, 'Orbit Zenith Lumen Nova Kestrel', 'orbit-zenith-lumen-nova-kestrel-35', 'orbit meadow quartz glass amber cinder juniper delta ember ember', 'published', '2024-11-10T08:00:00.000Z', 88.915);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (36, 6, 'Nova Juniper Delta', 'nova-juniper-delta-36', 'kestrel meadow quartz cinder willow prism nova willow lumen harbor saffron', 'archived', '2024-09-02T08:00:00.000Z', 52.005);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (37, 3, 'Glass Ember Kestrel Lumen', 'glass-ember-kestrel-lumen-37', 'prism harbor quartz lumen nova orbit nova river velvet delta prism amber willow nova lumen prism', 'published', '2024-05-18T08:00:00.000Z', 71.693);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (38, 14, 'Umbra River Fjord', 'umbra-river-fjord-38', 'prism meadow zenith prism lumen tundra quartz breeze zenith velvet nova iris saffron', 'archived', '2024-01-15T08:00:00.000Z', 95.538);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (39, 2, 'Breeze Orbit', 'breeze-orbit-39', 'breeze amber harbor kestrel ember kestrel kestrel orbit saffron harbor iris breeze velvet', 'published', '2024-12-24T08:00:00.000Z', 63.824);
INSERT INTO "posts" ("id", "author_id", "title", "slug", "body", "status", "published_at", "score") VALUES (40, 4, 'Meadow Cinder', 'meadow-cinder-40', 'river cinder river tundra fjord fjord glass amber glass quartz glass harbor amber quartz prism kestrel lumen iris saffron meadow saffron ember willow kestrel velvet umbra willow delta tundra iris iris delta breeze kestrel willow', 'published', '2024-12-08T08:00:00.000Z', 5.066);
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (1, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (3, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (3, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (4, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (5, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (6, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (7, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (7, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (8, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (9, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (10, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (10, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (10, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (11, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (11, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (11, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (11, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (12, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (12, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (13, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (13, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (14, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (16, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (16, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (16, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (17, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (18, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (18, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (18, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (18, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (19, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (20, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (21, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (21, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (22, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (22, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (24, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (25, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (25, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (25, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (26, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (28, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (29, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (30, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (30, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (30, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (32, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (33, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (34, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (35, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (35, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (35, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (36, 'design');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (36, 'sqlite');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (37, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (37, 'release');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (37, 'swift');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (38, 'howto');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (39, 'linux');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (39, 'news');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (39, 'testing');
INSERT INTO "posts_tags" ("posts_id", "tag_id") VALUES (40, 'swift');
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (1, 7);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (2, 2);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (2, 14);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (5, 11);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (9, 3);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (9, 15);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (10, 2);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (11, 12);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (12, 3);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (13, 13);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (17, 13);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (18, 9);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (18, 10);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (20, 10);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (21, 5);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (23, 8);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (24, 1);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (24, 4);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (24, 6);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (24, 7);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (25, 12);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (26, 7);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (27, 5);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (27, 13);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (29, 3);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (29, 9);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (29, 15);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (31, 7);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (32, 3);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (32, 11);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (33, 11);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (35, 12);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (36, 1);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (37, 1);
INSERT INTO "bookmark" ("posts_id", "users_id") VALUES (37, 2);
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (1, 22, 5, NULL, 'iris meadow kestrel breeze saffron tundra fjord', '2024-07-28 12:16:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (2, 37, 2, NULL, 'saffron delta delta prism tundra iris', '2024-07-24 12:07:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (3, 25, 7, NULL, 'orbit quartz umbra orbit saffron fjord velvet prism quartz fjord juniper lumen iris velvet umbra', '2024-02-15 12:43:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (4, 34, 10, NULL, 'zenith quartz willow glass juniper velvet willow willow river meadow iris river orbit', '2024-09-11 12:03:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (5, 21, 13, NULL, 'orbit lumen river lumen ember harbor harbor tundra lumen tundra cinder iris', '2024-07-28 12:28:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (6, 19, 11, NULL, 'quartz fjord saffron willow meadow harbor meadow juniper kestrel', '2024-12-05 12:56:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (7, 17, NULL, NULL, 'glass glass prism delta umbra prism saffron fjord cinder iris', '2024-10-01 12:09:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (8, 21, 7, 3, 'zenith ember cinder tundra quartz breeze orbit lumen', '2024-03-24 12:22:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (9, 24, 2, NULL, 'quartz river delta river orbit velvet orbit quartz', '2024-10-23 12:31:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (10, 12, 3, NULL, 'umbra kestrel nova ember river juniper orbit umbra willow umbra saffron fjord fjord harbor', '2024-12-15 12:12:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (11, 27, 3, NULL, 'amber juniper fjord river harbor tundra kestrel ember quartz velvet harbor', '2024-06-23 12:27:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (12, 7, 1, 6, 'juniper fjord orbit delta zenith juniper zenith glass umbra fjord tundra', '2024-02-17 12:47:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (13, 21, 2, NULL, 'ember ember tundra', '2024-02-06 12:36:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (14, 17, NULL, NULL, 'breeze velvet kestrel kestrel umbra', '2024-05-15 12:30:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (15, 10, 12, NULL, 'quartz kestrel juniper tundra', '2024-05-22 12:41:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (16, 20, 1, 9, 'river orbit velvet', '2024-05-26 12:00:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (17, 34, 6, NULL, 'willow iris umbra tundra', '2024-01-24 12:34:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (18, 36, 8, NULL, 'velvet cinder prism nova orbit quartz prism river zenith prism kestrel saffron breeze quartz glass', '2024-11-22 12:37:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (19, 11, 7, NULL, 'juniper tundra lumen prism willow breeze iris ember nova glass river nova', '2024-06-04 12:56:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (20, 14, 12, 14, 'willow harbor saffron zenith saffron orbit delta', '2024-03-28 12:07:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (21, 5, NULL, NULL, 'prism ember meadow saffron delta harbor harbor saffron river fjord zenith fjord fjord cinder', '2024-05-05 12:48:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (22, 17, 4, NULL, 'cinder saffron willow cinder nova meadow orbit', '2024-05-17 12:55:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (23, 26, 15, NULL, 'cinder meadow orbit orbit umbra quartz', '2024-08-23 12:57:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (24, 18, 5, 12, 'iris glass prism harbor zenith river', '2024-04-28 12:31:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (25, 21, 7, NULL, 'lumen prism harbor iris harbor', '2024-08-01 12:35:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (26, 10, 10, NULL, 'harbor quartz quartz breeze tundra umbra lumen orbit velvet meadow quartz saffron amber', '2024-12-20 12:19:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (27, 15, 13, NULL, 'cinder glass nova glass fjord', '2024-03-04 12:30:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (28, 19, NULL, 5, 'ember quartz glass', '2024-06-23 12:41:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (29, 37, 7, NULL, 'amber kestrel meadow glass meadow juniper ember', '2024-07-27 12:10:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (30, 20, 2, NULL, 'harbor delta iris meadow', '2024-07-25 12:46:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (31, 18, 4, NULL, 'kestrel zenith cinder iris saffron', '2024-12-21 12:32:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (32, 39, 12, 29, 'juniper orbit umbra', '2024-08-12 12:32:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (33, 15, 12, NULL, 'zenith velvet juniper velvet nova prism kestrel cinder nova', '2024-07-24 12:38:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (34, 2, 13, NULL, 'amber prism river lumen kestrel', '2024-03-20 12:38:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (35, 27, NULL, NULL, 'juniper lumen prism river glass harbor', '2024-07-03 12:09:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (36, 23, 4, 16, 'iris delta ember iris tundra nova zenith prism fjord delta umbra amber delta delta', '2024-09-04 12:56:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (37, 28, 2, NULL, 'zenith ember glass juniper nova delta willow ember lumen velvet fjord willow willow', '2024-10-28 12:29:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (38, 2, 10, NULL, 'saffron juniper nova harbor prism fjord tundra willow meadow umbra', '2024-08-17 12:00:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (39, 15, 13, NULL, 'iris tundra prism saffron fjord delta breeze', '2024-02-28 12:45:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (40, 22, 4, 33, 'quartz fjord nova river velvet ember prism orbit umbra velvet nova quartz', '2024-05-04 12:20:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (41, 9, 8, NULL, 'velvet orbit ember willow fjord glass delta meadow harbor meadow zenith iris iris', '2024-02-02 12:23:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (42, 29, NULL, NULL, 'amber breeze kestrel prism prism velvet saffron nova fjord saffron zenith fjord nova', '2024-03-22 12:22:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (43, 33, 9, NULL, 'iris juniper tundra velvet tundra prism quartz nova meadow umbra zenith velvet nova', '2024-03-22 12:10:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (44, 7, 4, 29, 'lumen saffron velvet willow lumen', '2024-01-17 12:29:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (45, 1, 9, NULL, 'lumen quartz nova zenith glass velvet tundra meadow quartz juniper tundra ember amber meadow', '2024-09-05 12:08:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (46, 7, 10, NULL, 'kestrel juniper breeze prism umbra breeze quartz juniper prism quartz juniper nova river orbit', '2024-04-04 12:45:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (47, 2, 14, NULL, 'harbor kestrel saffron glass ember', '2024-08-17 12:51:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (48, 5, 5, 17, 'glass tundra breeze umbra saffron river glass', '2024-10-18 12:14:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (49, 33, NULL, NULL, 'willow breeze harbor', '2024-06-08 12:36:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (50, 3, 11, NULL, 'tundra kestrel ember saffron fjord', '2024-07-11 12:43:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (51, 19, 1, NULL, 'orbit iris willow fjord prism iris lumen umbra amber glass', '2024-04-17 12:11:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (52, 22, 2, 40, 'harbor amber cinder breeze umbra zenith ember zenith orbit juniper lumen willow fjord umbra river', '2024-10-26 12:08:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (53, 32, 1, NULL, 'glass zenith velvet umbra umbra kestrel iris kestrel breeze', '2024-11-05 12:48:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (54, 26, 14, NULL, 'amber river fjord kestrel', '2024-04-07 12:04:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (55, 13, 10, NULL, 'prism tundra amber', '2024-06-13 12:17:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (56, 27, NULL, 32, 'amber nova meadow zenith quartz breeze juniper glass ember ember umbra meadow prism', '2024-02-17 12:27:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (57, 39, 8, NULL, 'orbit ember nova quartz harbor glass iris cinder lumen velvet cinder orbit fjord quartz', '2024-09-05 12:06:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (58, 24, 14, NULL, 'kestrel quartz fjord velvet zenith juniper umbra velvet', '2024-05-09 12:16:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (59, 38, 5, NULL, 'saffron velvet cinder', '2024-11-17 12:13:00');
INSERT INTO "comments" ("id", "post_id", "author_id", "parent_id", "body", "created_at") VALUES (60, 37, 4, 28, 'zenith velvet ember saffron iris willow', '2024-03-14 12:11:00');
INSERT INTO "settings" ("key", "value") VALUES ('schema.note', 'adopted');
INSERT INTO "settings" ("key", "value") VALUES ('limits.posts', 500);
INSERT INTO "settings" ("key", "value") VALUES ('limits.ratio', 0.75);
INSERT INTO "settings" ("key", "value") VALUES ('feature.flag', NULL);
INSERT INTO "settings" ("key", "value") VALUES ('logo', X'89504E470D0A1A0A0000');
INSERT INTO "settings" ("key", "value") VALUES ('limits.text', '500');
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-02 09:01:00', 'debug', 'event 1', 5);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-03 09:02:00', 'info', 'event 2', 3);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-04 09:03:00', 'info', 'event 3', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-05 09:04:00', 'debug', 'event 4', 15);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-06 09:05:00', 'error', 'event 5', 1);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-07 09:06:00', 'info', 'event 6', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-08 09:07:00', 'debug', 'event 7', 11);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-09 09:08:00', 'info', 'event 8', 1);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-10 09:09:00', 'error', 'event 9', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-11 09:10:00', 'warning', 'event 10', 3);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-12 09:11:00', 'warning', 'event 11', 9);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-13 09:12:00', 'warning', 'event 12', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-14 09:13:00', 'debug', 'event 13', 15);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-15 09:14:00', 'warning', 'event 14', 14);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-16 09:15:00', 'debug', 'event 15', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-17 09:16:00', 'info', 'event 16', 14);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-18 09:17:00', 'warning', 'event 17', 2);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-19 09:18:00', 'error', 'event 18', NULL);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-20 09:19:00', 'debug', 'event 19', 12);
INSERT INTO "event_log" ("at", "level", "message", "user_id") VALUES ('2024-01-21 09:20:00', 'warning', 'event 20', 12);
COMMIT;
