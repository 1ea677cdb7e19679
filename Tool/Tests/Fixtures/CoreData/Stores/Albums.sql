-- A Core Data SQLite store of Tests/Fixtures/CoreData/Albums.xcdatamodeld: a to-many
-- without an inverse (Album.documents), which Apple's Core Data keeps in a column of the
-- destination's table, `Z<n><NAME>` with `n` the declaring entity's number: here
-- ZDOCUMENT.Z1DOCUMENTS, as in Artsy's committed `ArtsyPartner_1.6.sqlite` store
-- (`Album.documents` in `ZDOCUMENT.Z1DOCUMENTS`). No join table.
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Album', 0, 2), (2, 'Document', 0, 3);

CREATE TABLE ZALBUM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
INSERT INTO ZALBUM VALUES (1, 1, 1, 'Spring show'), (2, 1, 1, 'Archive');

CREATE TABLE ZDOCUMENT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, Z1DOCUMENTS INTEGER, ZFILENAME VARCHAR);
INSERT INTO ZDOCUMENT VALUES (1, 2, 1, 1, 'price-list.pdf'), (2, 2, 1, 1, 'press.pdf'), (3, 2, 1, NULL, 'loose.pdf');
