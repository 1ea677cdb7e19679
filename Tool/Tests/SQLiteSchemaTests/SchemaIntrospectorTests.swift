import Foundation
import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

final class SchemaIntrospectorTests: ModelcTestCase {
    // MARK: - SQL written by other tools

    func testOddlyFormattedSQLFromOtherToolsIsReadWithTypesKeysAndClauses() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            create table [parent] ( `id` integer primary key autoincrement , name varchar( 20 ) not null collate nocase
                 constraint name_len check(length(name) > 0), unique (name) );
            CREATE TABLE "child"(
              id INTEGER NOT NULL,   -- comment, with comma
              /* block ( comment */ parent_id int references parent on delete set null on update cascade,
              price decimal(10, 2) default (0.0),
              note, flag boolean default false,
              PRIMARY KEY (id)
            );
            create unique index "uq child price" on child (price desc) where price > 0 ;
            create index child_lower on child(lower(note), flag);
            insert into parent (name) values ('a'); analyze;
            """)
        let schema = try SchemaIntrospector.introspect(path: path)

        XCTAssertEqual(schema.tables.map(\.name), ["parent", "child"], "sqlite_sequence and sqlite_stat1 are internal and skipped")
        let parent = try XCTUnwrap(schema.table(named: "parent"))
        XCTAssertEqual(parent.primaryKey, ["id"], "INTEGER PRIMARY KEY is a declared key")
        XCTAssertFalse(parent.isStrict)
        XCTAssertEqual(parent.column(named: "id"), Column(name: "id", type: .integer), "SQLite reports standard type names upper-cased")
        var name = Column(name: "name", type: .text, declaredType: "varchar( 20 )", isNotNull: true, checks: ["length(name) > 0"], collation: "nocase")
        name.checkNames = ["length(name) > 0": "name_len"]
        XCTAssertEqual(parent.column(named: "name"), name, "the CHECK's name is kept with it")
        XCTAssertEqual(parent.indexes, [Index(name: "sqlite_autoindex_parent_1", columns: ["name"], isUnique: true)])
        XCTAssertTrue(parent.indexes[0].isUniqueConstraint)

        let child = try XCTUnwrap(schema.table(named: "child"))
        XCTAssertEqual(child.primaryKey, ["id"])
        XCTAssertEqual(child.columns.map(\.type), [.integer, .integer, .any, .any, .any])
        XCTAssertEqual(child.columns.map(\.declaredType), [nil, "INT", "decimal(10, 2)", "", "boolean"])
        XCTAssertEqual(child.columns.map(\.defaultSQL), [nil, nil, "(0.0)", nil, "false"])
        XCTAssertEqual(child.foreignKeys, [
            ForeignKey(columns: ["parent_id"], referencedTable: "parent", referencedColumns: ["id"], onDelete: .setNull, onUpdate: .cascade),
        ])
        XCTAssertEqual(child.indexes, [
            Index(name: "uq child price", columns: ["price"], isUnique: true, condition: "price > 0"),
            Index(name: "child_lower", columns: ["lower(note)", "flag"]),
        ])
    }

    func testPlainRowidTableHasNoPrimaryKeyAndPrimaryKeyIndexIsNotListed() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE log (message TEXT);
            CREATE TABLE tag (name TEXT PRIMARY KEY, note TEXT);
            """)
        let schema = try SchemaIntrospector.introspect(path: path)
        XCTAssertEqual(schema.table(named: "log")?.primaryKey, [])
        XCTAssertEqual(schema.table(named: "tag")?.primaryKey, ["name"])
        XCTAssertEqual(schema.table(named: "tag")?.indexes, [], "the index behind a PRIMARY KEY is the key itself")
    }

    func testHistoryTableAndItsTriggersAreSkippedByDefaultAndOnRequest() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE modelc_migrations (version INTEGER PRIMARY KEY);
            CREATE TABLE app (id INTEGER PRIMARY KEY);
            CREATE TABLE scratch (id INTEGER PRIMARY KEY);
            CREATE TRIGGER history_guard BEFORE DELETE ON modelc_migrations BEGIN SELECT RAISE(ABORT, 'no'); END;
            """)
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).tables.map(\.name), ["app", "scratch"])
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).triggers, [])
        XCTAssertEqual(
            try SchemaIntrospector.introspect(path: path, skipping: ["scratch"]).tables.map(\.name),
            ["modelc_migrations", "app"])
    }

    func testVirtualTablesAndTheirShadowTablesAreSkipped() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT);
            CREATE VIRTUAL TABLE note_search USING fts5(body);
            """)
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).tables.map(\.name), ["note"])
    }

    func testViewsAndTriggersAreReadWithTheirSQLAndTable() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE "order" ("id" INTEGER PRIMARY KEY, "total" REAL) STRICT;
            CREATE VIEW "big orders" AS SELECT "id" FROM "order" WHERE "total" > 100;
            CREATE TRIGGER "order check" BEFORE INSERT ON "order" BEGIN SELECT RAISE(ABORT, 'negative') WHERE NEW."total" < 0; END;
            """)
        let schema = try SchemaIntrospector.introspect(path: path)
        XCTAssertEqual(schema.views, [View(name: "big orders", sql: "CREATE VIEW \"big orders\" AS SELECT \"id\" FROM \"order\" WHERE \"total\" > 100")])
        XCTAssertEqual(schema.triggers.map(\.name), ["order check"])
        XCTAssertEqual(schema.triggers.first?.table, "order")
        XCTAssertEqual(
            schema.triggers.first?.sql,
            "CREATE TRIGGER \"order check\" BEFORE INSERT ON \"order\" BEGIN SELECT RAISE(ABORT, 'negative') WHERE NEW.\"total\" < 0; END")
    }

    func testColumnsAddedAndRenamedWithAlterTableAreReadWithTheirClauses() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE "dog" ("id" INTEGER PRIMARY KEY NOT NULL, "name" TEXT NOT NULL) STRICT;
            ALTER TABLE "dog" ADD COLUMN "age" INTEGER NOT NULL DEFAULT 3 CHECK ("age" > 0);
            ALTER TABLE "dog" ADD COLUMN "nick name" TEXT COLLATE NOCASE;
            ALTER TABLE "dog" RENAME COLUMN "name" TO "full name";
            """)
        let dog = try XCTUnwrap(try SchemaIntrospector.introspect(path: path).table(named: "dog"))
        XCTAssertEqual(dog.columns, [
            Column(name: "id", type: .integer, isNotNull: true),
            Column(name: "full name", type: .text, isNotNull: true),
            Column(name: "age", type: .integer, isNotNull: true, defaultSQL: "3", checks: ["\"age\" > 0"]),
            Column(name: "nick name", type: .text, collation: "NOCASE"),
        ])
    }

    func testWALDatabaseIsReadWhileAnotherConnectionWrites() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "PRAGMA journal_mode = WAL; CREATE TABLE a (id INTEGER PRIMARY KEY);")
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).tables.map(\.name), ["a"], "closed WAL database")

        let writer = try DatabaseQueue(path: path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE; CREATE TABLE b (id INTEGER PRIMARY KEY)")
            XCTAssertEqual(try SchemaIntrospector.introspect(path: path, busyTimeout: 0).tables.map(\.name), ["a"], "readers see the last commit")
            try db.execute(sql: "COMMIT")
        }
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).tables.map(\.name), ["a", "b"])
    }

    func testIntrospectingAnOpenConnectionGivesTheSameSchemaAsAPath() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY, b TEXT NOT NULL DEFAULT 'x') STRICT;")
        let queue = try DatabaseQueue(path: path)
        let fromConnection = try queue.read { db in try SchemaIntrospector.introspect(db) }
        XCTAssertEqual(fromConnection, try SchemaIntrospector.introspect(path: path))
    }

    func testIntrospectionInsideAMigrationTransactionSeesUncommittedChanges() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY) STRICT;")
        let queue = try DatabaseQueue(path: path)
        try queue.inTransaction(.immediate) { db in
            try db.execute(sql: "ALTER TABLE a ADD COLUMN b TEXT; CREATE INDEX a_b ON a (b)")
            let schema = try SchemaIntrospector.introspect(db)
            XCTAssertEqual(schema.table(named: "a")?.columns.map(\.name), ["id", "b"])
            XCTAssertEqual(schema.table(named: "a")?.indexes.map(\.name), ["a_b"])
            return .rollback
        }
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path).table(named: "a")?.columns.map(\.name), ["id"])
    }

    func testIntrospectionDoesNotWriteToTheFile() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY);")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try SchemaIntrospector.introspect(path: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-journal"))
    }

    // MARK: - Bad input

    func testMissingFileIsReportedAndNotCreated() throws {
        let files = try TemporaryDatabase(self)
        let path = files.path("nope.sqlite")
        XCTAssertThrowsError(try SchemaIntrospector.introspect(path: path)) { error in
            XCTAssertEqual(error as? IntrospectionError, .fileNotFound(path: path))
            XCTAssertEqual(
                "\(error)",
                "database `\(path)` does not exist; check the path (reading a database never creates it).")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testEmptyPathIsReportedAsMissing() {
        XCTAssertThrowsError(try SchemaIntrospector.introspect(path: "")) { error in
            XCTAssertEqual(error as? IntrospectionError, .fileNotFound(path: ""))
            XCTAssertEqual("\(error)", "no database path was given; pass the path of the SQLite database file.")
        }
    }

    func testDirectoryIsReportedAsADirectory() throws {
        let files = try TemporaryDatabase(self)
        XCTAssertThrowsError(try SchemaIntrospector.introspect(path: files.folder.path)) { error in
            XCTAssertEqual(error as? IntrospectionError, .isDirectory(path: files.folder.path))
            XCTAssertEqual("\(error)", "database `\(files.folder.path)` is a directory; pass the path of the SQLite database file itself.")
        }
    }

    func testTextFileIsReportedAsNotADatabase() throws {
        let files = try TemporaryDatabase(self)
        let path = files.path("notes.txt")
        try "model: Library\nversion: 1\nThis is not a database, it is long enough to fill a header of one hundred bytes easily.\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SchemaIntrospector.introspect(path: path)) { error in
            XCTAssertEqual(error as? IntrospectionError, .notADatabase(path: path))
            XCTAssertEqual(
                "\(error)",
                "`\(path)` is not a SQLite database; check that the path points to the database and not to another file.")
        }
    }

    func testEmptyFileIsAnEmptyDatabase() throws {
        let files = try TemporaryDatabase(self)
        let path = files.path("empty.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path), Schema())
    }

    func testDamagedSchemaPageIsReportedAsCorrupt() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY, b TEXT);")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 12))
        try handle.close()
        XCTAssertThrowsError(try SchemaIntrospector.introspect(path: path)) { error in
            guard case .corrupt(let reportedPath, let detail)? = error as? IntrospectionError else {
                return XCTFail("expected .corrupt, got \(error)")
            }
            XCTAssertEqual(reportedPath, path)
            XCTAssertEqual("\(error)", "database `\(path)` is damaged (\(detail)); restore it from a backup or try `sqlite3 \(path) .recover`.")
        }
    }

    func testExclusivelyLockedDatabaseIsReportedAsLocked() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY);")
        let writer = try DatabaseQueue(path: path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE; INSERT INTO a DEFAULT VALUES")
            XCTAssertThrowsError(try SchemaIntrospector.introspect(path: path, busyTimeout: 0)) { error in
                XCTAssertEqual(error as? IntrospectionError, .locked(path: path, seconds: 0))
            }
            try db.execute(sql: "ROLLBACK")
        }
        XCTAssertEqual(try SchemaIntrospector.introspect(path: path, busyTimeout: 0).tables.map(\.name), ["a"])
    }

    func testUnparsableTableDefinitionIsReportedWithTheTableName() throws {
        let error = IntrospectionError.unreadableTable(name: "t", reason: "unbalanced parentheses")
        XCTAssertEqual(
            error.description,
            "cannot read the definition of table `t` (unbalanced parentheses); please report this together with the table's CREATE TABLE statement.")
    }
}
