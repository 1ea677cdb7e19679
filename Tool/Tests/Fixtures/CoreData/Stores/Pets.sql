-- A Core Data SQLite store of Tests/Fixtures/CoreData/Pets.xcdatamodeld: a to-one into a
-- hierarchy (Person.favorite → Animal, with the entity column Z1_FAVORITE beside ZFAVORITE:
-- `Z<destination's number>_<NAME>`, as Apple's Core Data names it), a one-to-one, whose key
-- Core Data keeps on both sides (ZPASSPORT.ZPERSON and ZPERSON.ZPASSPORT), and a
-- many-to-many of an entity with itself (Person.friends ↔ Person.friendOf in Z_5FRIENDS,
-- whose columns are told apart by the relationship each is named after: Z_5FRIENDS holds
-- the persons a `friends` list points at, Z_5FRIENDOF the persons whose list it is;
-- `friends` is ordered, by Z_FOK_5FRIENDS).
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Animal', 0, 2), (2, 'Cat', 1, 0), (3, 'Dog', 1, 0), (4, 'Passport', 0, 1), (5, 'Person', 0, 3);

CREATE TABLE ZANIMAL (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZINDOOR INTEGER, ZOWNER INTEGER, ZBREED VARCHAR, ZNAME VARCHAR);
INSERT INTO ZANIMAL VALUES (1, 2, 1, 1, 1, NULL, 'Tom'), (2, 3, 1, NULL, 2, 'Collie', 'Rex'), (3, 2, 1, 0, NULL, NULL, 'Stray');

CREATE TABLE ZPASSPORT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPERSON INTEGER, ZNUMBER VARCHAR);
INSERT INTO ZPASSPORT VALUES (1, 4, 1, 1, 'X123');

CREATE TABLE ZPERSON (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZFAVORITE INTEGER, Z1_FAVORITE INTEGER, ZPASSPORT INTEGER, ZNAME VARCHAR);
INSERT INTO ZPERSON VALUES (1, 5, 2, 2, 3, 1, 'Ada'), (2, 5, 1, NULL, NULL, NULL, 'Bob'), (3, 5, 1, 3, 2, NULL, 'Cy');

CREATE TABLE Z_5FRIENDS (Z_5FRIENDOF INTEGER, Z_5FRIENDS INTEGER, Z_FOK_5FRIENDS INTEGER, PRIMARY KEY (Z_5FRIENDOF, Z_5FRIENDS));
INSERT INTO Z_5FRIENDS VALUES (1, 2, 2048), (1, 3, 1024), (3, 1, 1);
