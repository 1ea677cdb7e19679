import Foundation
import GRDB
import ModelcTestSupport
import XCTest

final class InspectCommandTests: ModelcTestCase {
    /// A database created from the compiled Library model, with two people and a dog.
    private func libraryDatabase() throws -> String {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent("library.sqlite").path
        let sql = try Modelc.run(["compile", "models/Library"]).stdout
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: sql)
            try db.execute(sql: """
                INSERT INTO person (id, first_name, last_name, email, joined_at) VALUES
                  ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Ada', 'Lovelace', 'ada@example.org', '1843-01-01T00:00:00.000Z'),
                  ('16fd2706-8baf-433b-82eb-8c7fada847da', 'Grace', 'Hopper', 'grace@example.org', '1944-01-01T00:00:00.000Z');
                INSERT INTO dog (id, name, owner_id) VALUES (1, 'Rex', '7c9e6679-7425-40de-944b-e07fc1f90ae7');
                """)
        }
        return path
    }

    /// A table whose own pages are damaged while its index is whole: `count(*)` is served
    /// by the index and succeeded, so `inspect` showed 2,000 rows and exited 0.
    func testADatabaseWithADamagedTablePageIsReportedDamagedNotCounted() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("damaged.sqlite").path
        let queue = try DatabaseQueue(path: path)
        let leaves = try queue.write { db -> [Int] in
            try db.execute(sql: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, v INT);
                CREATE INDEX t_v ON t (v);
                WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000)
                INSERT INTO t SELECT x, printf('name %d %s', x, hex(randomblob(20))), x % 7 FROM c;
                """)
            return try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = 't' AND pagetype = 'leaf' LIMIT 3")
        }
        try queue.close()
        XCTAssertEqual(leaves.count, 3)
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        for page in leaves {
            // The cell pointer array of a table leaf, past its 8-byte header.
            try handle.seek(toOffset: UInt64((page - 1) * 4096 + 8))
            try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        }
        try handle.close()

        let outcome = try Modelc.run(["inspect", "--db", path])
        XCTAssertEqual(outcome.status, 4, outcome.stdout)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertTrue(outcome.stderr.hasPrefix("error: database `\(path)` is damaged (PRAGMA quick_check: "), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("restore it from a backup or try `sqlite3 "), outcome.stderr)
    }

    /// A page so damaged that `PRAGMA quick_check` stops at it ("database disk image is
    /// malformed") rather than listing its problems: `inspect` says what the check found
    /// before it stopped, and `--as-model` adopts the file as it reads, with the damage as
    /// a note, as it does other damage (it exited 4).
    func testADamagedPageTheCheckStopsAtIsReportedAndTheFileStillAdopted() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("stopped.sqlite").path
        let queue = try DatabaseQueue(path: path)
        let page = try queue.write { db -> Int in
            try db.execute(sql: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT);
                WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2000)
                INSERT INTO t SELECT i, printf('%0200d', i * 7919) FROM c;
                CREATE TABLE u (id INTEGER PRIMARY KEY, v TEXT);
                INSERT INTO u VALUES (1, 'keep');
                """)
            // A leaf in the middle of the table (a real damaged file's page 11).
            return try XCTUnwrap(Int.fetchOne(db, sql: "SELECT pageno FROM dbstat WHERE name = 't' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 8"))
        }
        try queue.close()
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * 4096 + 8))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        try handle.close()

        let inspected = try Modelc.run(["inspect", "--db", path])
        XCTAssertEqual(inspected.status, 4, inspected.stdout)
        XCTAssertTrue(inspected.stderr.hasPrefix("error: database `\(path)` is damaged (PRAGMA quick_check: "), inspected.stderr)
        let adopted = try Modelc.run(["inspect", "--db", path, "--as-model", "--name", "Stopped"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("is damaged (PRAGMA quick_check: "), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("  U:\n"), adopted.stdout)
    }

    /// Pages no table uses and the free list no longer names (a test database of
    /// linq2db's) are damage that loses nothing: the advice is `VACUUM`, which writes the
    /// file anew, not `.recover`, and `migrate baseline` says the same. `--as-model`
    /// adopts the file as it reads, with that advice as a note; `--model` refuses it as
    /// `inspect` and `baseline` do (it said the file matched, and `baseline` refused it).
    func testADatabaseWithOnlyLeakedPagesIsToldToVacuum() throws {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent("leaked.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, b BLOB); INSERT INTO t VALUES (1, zeroblob(20000)); DELETE FROM t;")
        }
        try queue.close()
        // The header's free-list trunk page and count (offsets 32–39), zeroed: the freed
        // pages are then named by nothing.
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 32)
        try handle.write(contentsOf: Data(repeating: 0, count: 8))
        try handle.close()

        let outcome = try Modelc.run(["inspect", "--db", path])
        XCTAssertEqual(outcome.status, 4, outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("is never used"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("`sqlite3 \(path) VACUUM`"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains(".recover"), outcome.stderr)

        let adopted = try Modelc.run(["inspect", "--db", path, "--as-model", "--name", "Leaked"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("# Note: database `leaked.sqlite` is damaged (PRAGMA quick_check: "), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("`modelc migrate baseline` refuses it until it is repaired; only pages no table uses are lost track of"), adopted.stdout)
        let models = folder.appendingPathComponent("models/Leaked")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let drift = try Modelc.run(["inspect", "--db", path, "--model", models.path])
        XCTAssertEqual(drift.status, 4, drift.stdout + drift.stderr)
        XCTAssertEqual(drift.stdout, "")
        XCTAssertTrue(drift.stderr.contains("`sqlite3 \(path) VACUUM`"), drift.stderr)
        // The damage reads as `inspect` says it, not as SQLite's raw answer (a heading and
        // a line per page), in every command that checks it.
        XCTAssertTrue(drift.stderr.hasPrefix("error: database `\(path)` is damaged (PRAGMA quick_check: Page "), drift.stderr)
        XCTAssertFalse(drift.stderr.contains("***") || adopted.stdout.contains("***"), drift.stderr + adopted.stdout)
        XCTAssertEqual(try Modelc.run(["migrate", "make", models.path]).status, 0)
        let baseline = try Modelc.run(["migrate", "baseline", "--db", path, "--model", models.path])
        XCTAssertEqual(baseline.status, 4, baseline.stdout + baseline.stderr)
        XCTAssertTrue(baseline.stderr.hasPrefix("error: database `\(path)` is damaged (PRAGMA quick_check: Page "), baseline.stderr)
    }

    /// An empty `--name` wrote `model: ""`, which every other command then refused.
    func testAsModelRefusesAnEmptyName() throws {
        let outcome = try Modelc.run(["inspect", "--db", try libraryDatabase(), "--as-model", "--name", ""])
        XCTAssertEqual(outcome.status, 2, outcome.stdout)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertTrue(outcome.stderr.contains("--name is empty"), outcome.stderr)
    }

    func testAsModelWritesAModelThatTheDatabaseCanBeBaselinedAgainst() throws {
        let database = try libraryDatabase()
        let outcome = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Adopted"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        assertSnapshot(of: outcome.stdout, named: "AsModelWritesAModelThatTheDatabaseCanBeBaselinedAgainst.outcome.stdout")
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("models/Adopted")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try outcome.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["validate", folder.path]).status, 0)
        let drift = try Modelc.run(["inspect", "--db", database, "--model", folder.path])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
        XCTAssertEqual(try Modelc.run(["migrate", "make", folder.path]).status, 0)
        let baseline = try Modelc.run(["migrate", "baseline", "--db", database, "--model", folder.path + "@1"])
        XCTAssertEqual(baseline.status, 0, baseline.stdout + baseline.stderr)
    }

    func testAsModelWithModelIsAUsageErrorExiting2() throws {
        let outcome = try Modelc.run(["inspect", "--db", try libraryDatabase(), "--as-model", "--model", "models/Library"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, """
            error: --as-model writes a model for the database; it cannot be combined with --model.
            Usage: modelc inspect --db <db> [--model <model>] [--format <format>] [--as-model] [--name <name>] [--lock-timeout <lock-timeout>]
              See 'modelc inspect --help' for more information.

            """)
        XCTAssertEqual(outcome.stdout, "")
    }

    func testAnUnknownOptionIsInvalidInputExiting2() throws {
        let outcome = try Modelc.run(["inspect", "--db", "x.sqlite", "--no-such-option"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, """
            error: Unknown option '--no-such-option'
            Usage: modelc inspect --db <db> [--model <model>] [--format <format>] [--as-model] [--name <name>] [--lock-timeout <lock-timeout>]
              See 'modelc inspect --help' for more information.

            """)
    }

    func testAsModelOfAMissingFileExitsWithADatabaseError() throws {
        let missing = try makeTemporaryDirectory(self).appendingPathComponent("nothing.sqlite").path
        let outcome = try Modelc.run(["inspect", "--db", missing, "--as-model"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalizedOutput(outcome.stderr), "error: database `$TMP/nothing.sqlite` does not exist; check the path (reading a database never creates it).\n")
        XCTAssertEqual(outcome.stdout, "")
    }

    func testTextListsTablesWithRowCountsKeysAndIndexes() throws {
        let outcome = try Modelc.run(["inspect", "--db", try libraryDatabase()])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        assertSnapshot(of: normalizedOutput(outcome.stdout), named: "TextListsTablesWithRowCountsKeysAndIndexes.outcome.stdout")
    }

    func testJSONCarriesTheSchemaAndRowCounts() throws {
        let outcome = try Modelc.run(["inspect", "--db", try libraryDatabase(), "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((report["history"] as? [Any])?.count, 0)
        let object = try XCTUnwrap(report["database"] as? [String: Any])
        let counts = try XCTUnwrap(object["rowCounts"] as? [String: Int])
        XCTAssertEqual(counts["person"], 2)
        XCTAssertEqual(counts["dog"], 1)
        let schema = try XCTUnwrap(object["schema"] as? [String: Any])
        let tables = try XCTUnwrap(schema["tables"] as? [[String: Any]])
        XCTAssertEqual(tables.compactMap { $0["name"] as? String }, ["person", "dog", "book", "tag", "user", "book_tags"])
    }

    func testAFileThatIsNotSQLiteExitsFourWithOneSentenceAndIsNotModified() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent("notes.sqlite")
        try "these are notes, not a database\n".write(to: path, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: path)
        let outcome = try Modelc.run(["inspect", "--db", path.path])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertEqual(normalizedOutput(outcome.stderr), "error: `$TMP/notes.sqlite` is not a SQLite database; check that the path points to the database and not to another file.\n")
        XCTAssertEqual(try Data(contentsOf: path), before)
    }

    func testAMissingDatabaseExitsFourAndIsNotCreated() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("missing.sqlite").path
        let outcome = try Modelc.run(["inspect", "--db", path])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalizedOutput(outcome.stderr), "error: database `$TMP/missing.sqlite` does not exist; check the path (reading a database never creates it).\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
