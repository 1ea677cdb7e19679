import GRDB
import ModelKit
import ModelRuntime
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// The app's embedded migrator (`MigrationSQL`, which generated `<Model>.migrator`s run
/// each migration through) keeps the triggers the app made beside the model when a
/// migration rebuilds their table, as `modelc migrate` does.
final class MigrationSQLTests: PlanTestCase {
    /// Version 1: a post with a title and an integer score. Version 2 renames the title
    /// (a native `RENAME COLUMN`) and makes the score a double (a rebuild, after it).
    func migrations() throws -> [String] {
        let v1 = try model(version: 1, entity("Post", ["id: int", "title: string", "score: int?"]))
        let v2 = try model(version: 2, entity("Post", ["id: int", "heading: { type: string, renamedFrom: title }", "score: double?"]))
        let second = plan(v1, v2)
        XCTAssertEqual(kinds(second), ["renameColumn", "rebuildTable"])
        return [
            MigrationDraft(plan: diff(from: Schema(), to: SQLiteSchemaCompiler.compile(v1))).sql,
            MigrationDraft(plan: second).sql,
        ]
    }

    /// A database at version 1 with three posts and a full-text index that GRDB keeps in
    /// step with them through its triggers (`synchronize(withTable:)`), then migrated to
    /// version 2 by a GRDB migrator whose migrations run through `run`.
    func migratedDatabase(_ run: @escaping @Sendable (String, Database) throws -> Void) throws -> DatabaseQueue {
        let sql = try migrations()
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_create") { db in try run(sql[0], db) }
        migrator.registerMigration("0002_heading") { db in try run(sql[1], db) }
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("app-\(UUID().uuidString).sqlite").path)
        try migrator.migrate(queue, upTo: "0001_create")
        guard try queue.read({ try Bool.fetchOne($0, sql: "SELECT sqlite_compileoption_used('ENABLE_FTS5')") }) == true else {
            throw XCTSkip("this SQLite has no FTS5")
        }
        try queue.write { db in
            try db.execute(sql: #"INSERT INTO "post" ("id", "title", "score") VALUES (1, 'Hello world', 3), (2, 'Draft', NULL), (3, 'Zoë 🐘', 7)"#)
            try db.create(virtualTable: "post_fts", using: FTS5()) { table in
                table.synchronize(withTable: "post")
                table.column("title")
            }
        }
        XCTAssertEqual(try triggers(queue), ["__post_fts_ad", "__post_fts_ai", "__post_fts_au"], "GRDB's synchronisation triggers")
        try migrator.migrate(queue)
        return queue
    }

    func triggers(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name") }
    }

    func matches(_ queue: DatabaseQueue, _ word: String) throws -> [Int64] {
        try queue.read { try Int64.fetchAll($0, sql: "SELECT rowid FROM post_fts WHERE post_fts MATCH ? ORDER BY rowid", arguments: [word]) }
    }

    func testGRDBsFullTextTriggersOutliveARebuildAndFollowTheRenamedColumn() throws {
        let queue = try migratedDatabase { sql, db in try MigrationSQL.execute(sql, in: db) }
        XCTAssertEqual(try triggers(queue), ["__post_fts_ad", "__post_fts_ai", "__post_fts_au"], "the rebuild's DROP TABLE took them; the migrator put them back")
        let insertTrigger = try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = '__post_fts_ai'") }
        XCTAssertTrue(insertTrigger?.contains("heading") == true, "created again with the renamed column, as the RENAME COLUMN before the rebuild left it: \(insertTrigger ?? "")")
        try queue.write { db in
            try db.execute(sql: #"INSERT INTO "post" ("id", "heading", "score") VALUES (4, 'Hello again', 1.5)"#)
            try db.execute(sql: #"UPDATE "post" SET "heading" = 'Goodbye' WHERE "id" = 1"#)
            try db.execute(sql: #"DELETE FROM "post" WHERE "id" = 3"#)
        }
        XCTAssertEqual(try matches(queue, "hello"), [4], "the index saw the insert and the update")
        XCTAssertEqual(try matches(queue, "goodbye"), [1])
        XCTAssertEqual(try matches(queue, "zoë"), [], "and the delete")
        XCTAssertEqual(try queue.read { try Double.fetchAll($0, sql: #"SELECT "score" FROM "post" WHERE "score" IS NOT NULL ORDER BY "id""#) }, [3, 1.5])
    }

    func testWithoutItTheRebuildLosesThemSilently() throws {
        let queue = try migratedDatabase { sql, db in try db.execute(sql: sql) }
        XCTAssertEqual(try triggers(queue), [], "what generated migrators did before: the migration succeeds and the index goes stale")
        try queue.write { db in try db.execute(sql: #"INSERT INTO "post" ("id", "heading") VALUES (4, 'Hello again')"#) }
        XCTAssertEqual(try matches(queue, "hello"), [1])
    }

    func testATriggerTheMigrationDropsOrWhoseTableItDropsForGoodStaysGone() throws {
        let queue = try DatabaseQueue()
        let restored = try queue.write { db -> [String] in
            try db.execute(sql: """
                CREATE TABLE a (id INTEGER PRIMARY KEY, x TEXT);
                CREATE TABLE b (id INTEGER PRIMARY KEY);
                CREATE TABLE log (what TEXT);
                CREATE TRIGGER a_dropped AFTER INSERT ON a BEGIN INSERT INTO log VALUES ('dropped'); END;
                CREATE TRIGGER a_kept AFTER INSERT ON a BEGIN INSERT INTO log VALUES ('kept'); END;
                CREATE TRIGGER b_gone AFTER INSERT ON b BEGIN INSERT INTO log VALUES ('b'); END;
                """)
            return try MigrationSQL.execute("""
                DROP TRIGGER a_dropped;
                CREATE TABLE new_a (id INTEGER PRIMARY KEY, x TEXT NOT NULL DEFAULT '');
                INSERT INTO new_a SELECT id, coalesce(x, '') FROM a;
                -- the old table goes, and its trigger with it
                DROP TABLE a;
                ALTER TABLE new_a RENAME TO a;
                /* b is dropped for good */ DROP TABLE b;
                """, in: db)
        }
        XCTAssertEqual(restored, ["a_kept"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") }, ["a_kept"])
    }

    /// An index the model disclaims (adoption leaves a unique index on `lower(email)`
    /// unmanaged: the model cannot say it) is kept across a rebuild as `modelc migrate`
    /// keeps it, so the app's migrator does not stop enforcing it on every device; an
    /// index the model does not disclaim goes with its table, as a plan means it to.
    func testAnIndexTheModelDisclaimsOutlivesARebuild() throws {
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("indexes.sqlite").path)
        let restored = try queue.write { db -> [String] in
            try db.execute(sql: """
                CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, score INTEGER);
                CREATE UNIQUE INDEX users_email_ci ON users (lower(email));
                CREATE INDEX users_score ON users (score);
                INSERT INTO users VALUES (1, 'Ann@example.com', 3);
                """)
            return try MigrationSQL.execute("""
                CREATE TABLE new_users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, score REAL);
                INSERT INTO new_users SELECT id, email, score FROM users;
                DROP TABLE users;
                ALTER TABLE new_users RENAME TO users;
                """, in: db, keepingIndexes: ["Users_E?ail_*"])
        }
        XCTAssertEqual(restored, ["users_email_ci"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name") }, ["users_email_ci"])
        XCTAssertThrowsError(try queue.write { try $0.execute(sql: "INSERT INTO users VALUES (2, 'ann@EXAMPLE.com', 1)") }, "still enforced")
    }

    func testAStatementIsADropTablePastItsCommentsAndSpaces() {
        XCTAssertTrue(MigrationSQL.dropsATable("DROP TABLE \"post\""))
        XCTAssertTrue(MigrationSQL.dropsATable("-- step 1: rebuildTable post [safe]\n-- why\ndrop   table post"))
        XCTAssertTrue(MigrationSQL.dropsATable("/* a */\n\tDROP\nTABLE IF EXISTS post"))
        XCTAssertFalse(MigrationSQL.dropsATable("DROP TRIGGER post_ai"))
        XCTAssertFalse(MigrationSQL.dropsATable("-- DROP TABLE post\nSELECT 1"))
        XCTAssertFalse(MigrationSQL.dropsATable("CREATE TABLE droptable (x)"))
    }
}
