-- A Core Data SQLite store of Tests/Fixtures/CoreData/Routes.xcdatamodeld: an ordered
-- to-many without an inverse (Route.points), which Apple's Core Data keeps in a column of
-- the destination's table, `Z<n><NAME>`, with the positions in `Z_FOK_<n><NAME>` beside
-- it: here ZPOINT.Z2POINTS and ZPOINT.Z_FOK_2POINTS, as in Cyface's committed test stores
-- (`Measurement.geoLocations` in `ZGEOLOCATION.Z2GEOLOCATIONS` and
-- `Z_FOK_2GEOLOCATIONS`). No join table. The orders are sparse and not in `Z_PK` order.
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Point', 0, 5), (2, 'Route', 0, 2);

CREATE TABLE ZPOINT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, Z2POINTS INTEGER, Z_FOK_2POINTS INTEGER, ZLAT FLOAT);
CREATE INDEX ZPOINT_Z2POINTS_INDEX ON ZPOINT (Z2POINTS);
INSERT INTO ZPOINT VALUES (1, 1, 1, 1, 3072, 1.5), (2, 1, 1, 1, 1024, 2.5), (3, 1, 1, 2, 1024, 3.5), (4, 1, 1, 1, 2048, 4.5), (5, 1, 1, NULL, NULL, 5.5);

CREATE TABLE ZROUTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
INSERT INTO ZROUTE VALUES (1, 2, 1, 'Morning'), (2, 2, 1, 'Evening');
