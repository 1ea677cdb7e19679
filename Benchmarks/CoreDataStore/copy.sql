-- The baseline: the sqlite3 shell copying the store's rows into a database that already
-- has the imported schema, in one transaction.
ATTACH '{store}' AS store;
BEGIN;
INSERT INTO author (id, born, name, score) SELECT Z_PK, ZBORN, ZNAME, ZSCORE FROM store.ZAUTHOR;
INSERT INTO post (id, created_at, title, views, author_id) SELECT Z_PK, ZCREATEDAT, ZTITLE, ZVIEWS, ZAUTHOR FROM store.ZPOST;
COMMIT;
