import Foundation
import GRDB
import ModelcTestSupport
import SchemaCore
import XCTest

@testable import Migration
@testable import SQLiteDriver

/// The applier keeps the views, triggers and indexes a migration does not name: saved
/// before its SQL, created again after it when a table rebuild took them.
final class UnmanagedObjectsTests: ModelcTestCase {
    var sandbox: ApplySandbox!

    override func setUpWithError() throws {
        sandbox = try ApplySandbox(self)
    }

    let createPost = """
        CREATE TABLE post (id INTEGER PRIMARY KEY, title TEXT NOT NULL, score INTEGER);
        CREATE TABLE audit (post_id INTEGER, what TEXT);
        INSERT INTO post VALUES (1, 'Hello', 10), (2, 'Draft', NULL);
        """

    /// A hand-written rebuild of `post` that keeps (or drops) `score`.
    func rebuildPost(keepingScore: Bool, extra: String = "") -> String {
        """
        CREATE TABLE new_post (id INTEGER PRIMARY KEY, title TEXT NOT NULL\(keepingScore ? ", score TEXT" : ""), flag INTEGER);
        INSERT INTO new_post (id, title\(keepingScore ? ", score" : "")) SELECT id, title\(keepingScore ? ", score" : "") FROM post;
        DROP TABLE post;
        ALTER TABLE new_post RENAME TO post;
        \(extra)
        """
    }

    func objects() throws -> [String] {
        try sandbox.queue().read { try String.fetchAll($0, sql: "SELECT type || ' ' || name FROM sqlite_master WHERE type IN ('trigger', 'index', 'view') ORDER BY name") }
    }

    func testNamedObjectsAreTheOnesTheSQLCreatesOrDropsByName() {
        let sql = """
            CREATE VIEW IF NOT EXISTS main."Totals" AS SELECT 1;
            DROP TRIGGER IF EXISTS [post_touch];
            CREATE UNIQUE INDEX ix_post_title ON post (title);
            CREATE TEMP TRIGGER t2 AFTER INSERT ON post BEGIN SELECT 1; END;
            -- DROP VIEW in_a_comment
            SELECT 'DROP VIEW in_a_string';
            DROP TABLE gone;
            """
        XCTAssertEqual(UnmanagedObjects.namedObjects(in: sql), ["totals", "post_touch", "ix_post_title", "t2"])
        XCTAssertNil(UnmanagedObjects.namedObjects(in: "SELECT 'unterminated"))
    }

    /// The schema the hand-written files below lead to (non-STRICT tables as written).
    func rebuilt(unmanaged: [String]) -> Schema {
        Schema(tables: [
            SchemaCore.Table(name: "audit", columns: [Column(name: "post_id", type: .integer), Column(name: "what", type: .text)], isStrict: false),
            SchemaCore.Table(name: "post", columns: [
                Column(name: "id", type: .integer), Column(name: "title", type: .text, isNotNull: true),
                Column(name: "score", type: .text), Column(name: "flag", type: .integer),
            ], primaryKey: ["id"], isStrict: false),
        ], unmanaged: unmanaged)
    }

    func migrate(target: Schema?) throws(MigrationError) {
        let files = try sandbox.directory.files()
        _ = try Migrator(databasePath: sandbox.databasePath) { $0.version == 2 ? target : nil }
            .migrate(files, sum: try sandbox.directory.readSum())
    }

    func testWithoutAModelARebuildKeepsTheTriggersItDoesNotName() throws {
        try sandbox.write("0001_create.sql", createPost + """
            CREATE TRIGGER post_touch AFTER UPDATE ON post BEGIN INSERT INTO audit VALUES (NEW.id, 'update'); END;
            CREATE INDEX post_by_title ON post (title);
            """)
        try sandbox.write("0002_rebuild.sql", rebuildPost(keepingScore: true))
        try migrate(target: nil)
        XCTAssertEqual(try objects(), ["trigger post_touch"], "indexes are kept only when a model disclaims them")
        let queue = try sandbox.queue()
        try queue.write { try $0.execute(sql: "UPDATE post SET flag = 1 WHERE id = 2") }
        XCTAssertEqual(try queue.read { try Row.fetchAll($0, sql: "SELECT post_id, what FROM audit") }, [["post_id": 2, "what": "update"]])
    }

    func testWithAModelTheIndexesItDisclaimsAreKeptButNotTheOthers() throws {
        try sandbox.write("0001_create.sql", createPost + """
            CREATE TRIGGER keep_touch AFTER UPDATE ON post BEGIN INSERT INTO audit VALUES (NEW.id, 'update'); END;
            CREATE INDEX keep_by_title ON post (title);
            CREATE INDEX post_by_score ON post (score);
            """)
        try sandbox.write("0002_rebuild.sql", rebuildPost(keepingScore: true))
        try migrate(target: rebuilt(unmanaged: ["keep_*"]))
        XCTAssertEqual(try objects(), ["index keep_by_title", "trigger keep_touch"],
                       "an index the model neither describes nor disclaims goes with the old table, as a plan made from the model intends")
    }

    func testATriggerTheModelNeitherDescribesNorDisclaimsIsNotLostSilently() throws {
        try sandbox.write("0001_create.sql", createPost + """
            CREATE TRIGGER post_touch AFTER UPDATE ON post BEGIN INSERT INTO audit VALUES (NEW.id, 'update'); END;
            """)
        try sandbox.write("0002_rebuild.sql", rebuildPost(keepingScore: true))
        XCTAssertThrowsError(try migrate(target: rebuilt(unmanaged: ["keep_*"]))) { error in
            guard case .verificationFailed(let file, let differences, _, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(file, "0002_rebuild.sql")
            XCTAssertEqual(differences, [
                "trigger `post_touch` on `post` is in the database but not in the model; add it to the model under `triggers:`, or list `post_touch` under `unmanaged:`",
            ])
        }
        XCTAssertEqual(try objects(), ["trigger post_touch"], "rolled back, the trigger still there")
    }

    /// A plan renames a column natively before it rebuilds the table, and the rename
    /// rewrites the triggers that name the column; the trigger brought back after the
    /// rebuild is that rewritten one, not the text saved before the migration, which
    /// named the old column and made every insert fail ("no such column: new.title",
    /// an FTS sync trigger of a real bookmarks database). With a progress handler too,
    /// which runs the statements one by one.
    func testATriggerRewrittenByARenameBeforeTheRebuildComesBackAsRewritten() throws {
        for showsProgress in [false, true] {
            let sandbox = try ApplySandbox(root: self.sandbox.root.appendingPathComponent(showsProgress ? "progress" : "plain"))
            try sandbox.write("0001_create.sql", createPost + """
                CREATE TRIGGER post_touch AFTER INSERT ON post BEGIN INSERT INTO audit VALUES (new.id, new.title); END;
                CREATE INDEX keep_by_title ON post (title);
                """)
            try sandbox.write("0002_rebuild.sql", "ALTER TABLE post RENAME COLUMN title TO heading;\n" + rebuildPost(keepingScore: true)
                .replacingOccurrences(of: "title", with: "heading"))
            let files = try sandbox.directory.files()
            var target = rebuilt(unmanaged: ["keep_*", "post_touch"])
            target.tables[1].columns[1].name = "heading"
            var migrator = Migrator(databasePath: sandbox.databasePath) { [target] in $0.version == 2 ? target : nil }
            if showsProgress { migrator.progress = { _ in } }
            _ = try migrator.migrate(files, sum: try sandbox.directory.readSum())
            let queue = try sandbox.queue()
            XCTAssertEqual(try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'post_touch'") },
                           "CREATE TRIGGER post_touch AFTER INSERT ON post BEGIN INSERT INTO audit VALUES (new.id, new.heading); END")
            XCTAssertEqual(try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'keep_by_title'") },
                           "CREATE INDEX keep_by_title ON post (heading)")
            try queue.write { try $0.execute(sql: "INSERT INTO post (id, heading) VALUES (3, 'New')") }
            XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT what FROM audit") }, ["New"], "showsProgress: \(showsProgress)")
        }
    }

    func testWhatAMigrationDropsByNameStaysDropped() throws {
        try sandbox.write("0001_create.sql", createPost + """
            CREATE TRIGGER post_touch AFTER UPDATE ON post BEGIN INSERT INTO audit VALUES (NEW.id, 'update'); END;
            """)
        try sandbox.write("0002_rebuild.sql", "DROP TRIGGER post_touch;\n" + rebuildPost(keepingScore: true))
        try migrate(target: nil)
        XCTAssertEqual(try objects(), [])
    }

    /// A view written with a double-quoted string (GeoPackage's `st_geometry_columns`:
    /// `"ST_" || type_name`), which SQLite's shell accepts, is parsed again whenever a
    /// table is renamed or loses a column: every such migration failed at it ("no such
    /// column: ST_"), though it names none of those tables.
    func testAViewWithADoubleQuotedStringDoesNotStopARenameOrADrop() throws {
        try sandbox.write("0001_create.sql", createPost + """
            CREATE TABLE geom_cols (table_name TEXT PRIMARY KEY, type_name TEXT);
            CREATE VIEW st_geom_cols AS SELECT table_name, "ST_" || type_name AS type_name FROM geom_cols;
            INSERT INTO geom_cols VALUES ('a', 'POINT');
            """)
        try sandbox.write("0002_rename.sql", """
            ALTER TABLE post RENAME COLUMN score TO points;
            ALTER TABLE post DROP COLUMN points;
            ALTER TABLE audit RENAME TO audit_log;
            """)
        try migrate(target: nil)
        var configuration = Configuration()
        configuration.acceptsDoubleQuotedStringLiterals = true
        let queue = try DatabaseQueue(path: sandbox.databasePath, configuration: configuration)
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT type_name FROM st_geom_cols") }, ["ST_POINT"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM pragma_table_info('post') ORDER BY cid") }, ["id", "title"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'audit%'") }, ["audit_log"])
    }

    func testAnObjectThatCannotBeCreatedAgainRollsTheMigrationBackAndIsNamed() throws {
        try sandbox.write("0001_create.sql", createPost + "CREATE INDEX post_by_score ON post (score);\n")
        try sandbox.write("0002_drop_score.sql", rebuildPost(keepingScore: false))
        XCTAssertThrowsError(try migrate(target: rebuilt(unmanaged: ["post_by_*"]))) { error in
            guard case .sqlFailed(let file, let message, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(file, "0002_drop_score.sql")
            XCTAssertEqual(message, """
                the index "post_by_score", which the migration does not name, vanished with its table and cannot be created again: \
                no such column: score (drop or change it in the migration, or describe it in the model)
                """)
        }
        XCTAssertEqual(try sandbox.queue().read { try String.fetchAll($0, sql: "SELECT name FROM pragma_table_info('post') ORDER BY cid") },
                       ["id", "title", "score"], "rolled back")
        XCTAssertEqual(try objects(), ["index post_by_score"])
    }
}
