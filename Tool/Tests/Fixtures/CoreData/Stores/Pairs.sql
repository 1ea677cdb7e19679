-- A Core Data SQLite store of Tests/Fixtures/CoreData/Pairs.xcdatamodeld: a to-one that is
-- its own inverse (`Aircraft.connectedAircraft`: a glider and its tow plane point at each
-- other), which Core Data keeps in one column, ZCONNECTEDAIRCRAFT, set on both rows of a
-- pair, beside an ordinary to-one with a to-many inverse (`towedBy` ↔ `tows`).
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Aircraft', 0, 3);

CREATE TABLE ZAIRCRAFT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCONNECTEDAIRCRAFT INTEGER, ZTOWEDBY INTEGER, ZREGISTRATION VARCHAR);
INSERT INTO ZAIRCRAFT VALUES (1, 1, 1, 2, 2, 'D-KGLD'), (2, 1, 1, 1, NULL, 'D-EFDR'), (3, 1, 1, NULL, NULL, 'D-EOBW');
