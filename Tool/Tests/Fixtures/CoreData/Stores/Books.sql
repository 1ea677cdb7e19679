-- A Core Data SQLite store of Tests/Fixtures/CoreData/Books.xcdatamodeld, whose derived
-- attribute `Book.pagesCount` (`pages.@count`) Core Data stores in a column of its own,
-- ZPAGESCOUNT, kept up to date by triggers calling functions only Core Data registers (as
-- alemar11/CoreDataPlus's SampleModel2 store has them). The model leaves the attribute
-- out; the store's column is read past.
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Book', 0, 2), (2, 'Page', 0, 3);

CREATE TABLE ZBOOK (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPAGESCOUNT INTEGER, ZTITLE VARCHAR);
INSERT INTO ZBOOK VALUES (1, 1, 1, 2, 'Dune'), (2, 1, 1, 1, 'Emma');

CREATE TABLE ZPAGE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNUMBER INTEGER, ZBOOK INTEGER);
CREATE INDEX ZPAGE_ZBOOK_INDEX ON ZPAGE (ZBOOK);
INSERT INTO ZPAGE VALUES (1, 2, 1, 1, 1), (2, 2, 1, 2, 1), (3, 2, 1, 1, 2);

CREATE TRIGGER Z_DA_ZPAGE_Page_book_Book_pagesCount_INSERT_INCREMENT AFTER INSERT ON ZPAGE FOR EACH ROW WHEN (NSCoreDataDATriggerInsertUpdatedAffectedObjectValue('ZBOOK', 0, NEW.ZBOOK, 'ZPAGESCOUNT', 1) > 0)
BEGIN UPDATE ZBOOK SET ZPAGESCOUNT = NSCoreDataDATriggerInsertUpdatedAffectedObjectValue('ZBOOK', 0, NEW.ZBOOK, 'ZPAGESCOUNT', 0) WHERE Z_PK = NEW.ZBOOK; END;
