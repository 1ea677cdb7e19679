-- The benchmark's Core Data store, in Core Data's layout: {rows} authors and {rows}
-- posts, each post by one of them. Written by `CoreDataStoreBenchmark make-store` and by
-- `CoreDataStoreImportBenchmarkTests`, which each add the store's Z_METADATA row.
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Author', 0, {rows}), (2, 'Post', 0, {rows});
CREATE TABLE ZAUTHOR (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZBORN TIMESTAMP, ZSCORE FLOAT, ZNAME VARCHAR);
CREATE TABLE ZPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZVIEWS INTEGER, ZAUTHOR INTEGER, ZCREATEDAT TIMESTAMP, ZTITLE VARCHAR);
CREATE INDEX ZPOST_ZAUTHOR_INDEX ON ZPOST (ZAUTHOR);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {rows})
INSERT INTO ZAUTHOR SELECT i, 1, 1, -1000000000.0 + i * 1234.567, i * 0.5, 'Author number ' || i FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {rows})
INSERT INTO ZPOST SELECT i, 2, 1, i * 3, (i * 7919) % {rows} + 1, 600000000.0 + i * 61.125, 'A post with a title of some length, number ' || i FROM n;
