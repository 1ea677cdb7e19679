import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Issue 10, point 9: one error vocabulary. The same database problem reads the same,
/// with the same exit code, in every command; hints name commands that run as written.
/// (docs/cli.md's table of every case × command is checked by `ErrorTableTests`.)
final class ErrorVocabularyTests: ModelcTestCase {
    private var root: URL!
    private var database: String { root.appendingPathComponent("app.sqlite").path }

    /// A copy of the bundled StarWars model with its migrations, and a database at version 1.
    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/StarWars"),
                                         to: root.appendingPathComponent("models/StarWars"))
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "app.sqlite", "models/StarWars@1"]).status, 0)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: root)
    }

    /// The commands that read a database, and `migrate`, which writes it.
    private let databaseCommands = [
        ["inspect", "--db", "app.sqlite"],
        ["inspect", "--db", "app.sqlite", "--model", "models/StarWars"],
        ["diff", "--from-db", "app.sqlite", "models/StarWars"],
        ["migrate", "status", "--db", "app.sqlite", "models/StarWars"],
        ["migrate", "--db", "app.sqlite", "models/StarWars"],
    ]

    func testPoint9LockedDatabaseReadsTheSameInEveryCommand() throws {
        let holder = try DatabaseQueue(path: database)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            defer { try? db.execute(sql: "ROLLBACK") }
            var messages = Set<String>()
            for command in databaseCommands {
                let started = Date()
                let outcome = try modelc(command + ["--lock-timeout", "0.5"])
                XCTAssertEqual(outcome.status, 3, "\(command): \(outcome.stderr)")
                XCTAssertLessThan(Date().timeIntervalSince(started), 4, "\(command) waits --lock-timeout, not a hard-coded 5 s")
                messages.insert(outcome.stderr)
            }
            XCTAssertEqual(messages, [
                "error: database `app.sqlite` is locked by another connection and stayed locked for 0.5 s; "
                    + "run again when the other process is done, or wait longer with --lock-timeout.\n",
            ])
        }
    }

    func testPoint9MigrateExplainsAForeignOrDamagedFileAsInspectDoes() throws {
        let text = root.appendingPathComponent("notes.sqlite").path
        try String(repeating: "Not a database. ", count: 10).write(toFile: text, atomically: true, encoding: .utf8)
        let damaged = root.appendingPathComponent("damaged.sqlite").path
        try FileManager.default.copyItem(atPath: database, toPath: damaged)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: damaged))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 12))
        try handle.close()
        for (file, message) in [
            ("notes.sqlite", "error: `notes.sqlite` is not a SQLite database; check that the path points to the database and not to another file.\n"),
            ("damaged.sqlite", "error: database `damaged.sqlite` is damaged (database disk image is malformed); "
                + "restore it from a backup or try `sqlite3 damaged.sqlite .recover`.\n"),
        ] {
            let inspect = try modelc(["inspect", "--db", file])
            let migrate = try modelc(["migrate", "--db", file, "models/StarWars"])
            let status = try modelc(["migrate", "status", "--db", file, "models/StarWars"])
            XCTAssertEqual(inspect.status, 4, inspect.stderr)
            XCTAssertEqual(inspect.stderr, message)
            XCTAssertEqual(migrate.status, 4, migrate.stderr)
            XCTAssertEqual(migrate.stderr, inspect.stderr)
            XCTAssertEqual(status.stderr, inspect.stderr)
        }
        let unopenable = try modelc(["migrate", "--db", "no/such/folder/app.sqlite", "models/StarWars"])
        XCTAssertEqual(unopenable.status, 4, unopenable.stderr)
        XCTAssertTrue(unopenable.stderr.hasPrefix("error: cannot open database `no/such/folder/app.sqlite`"), unopenable.stderr)
        XCTAssertEqual(unopenable.stderr, "error: cannot open database `no/such/folder/app.sqlite` (unable to open database file); check that the path is right, not too long, and that the file and its folder are accessible to this user.\n")
    }

    func testPoint9HintsNameCommandsThatRunAsWritten() throws {
        let file = root.appendingPathComponent("migrations/StarWars/0002_star_wars_v2.sql")
        try (try String(contentsOf: file, encoding: .utf8) + "-- reviewed by Ann\n").write(to: file, atomically: true, encoding: .utf8)
        let refused = try modelc(["migrate", "--db", "app.sqlite", "models/StarWars"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        let hinted = try XCTUnwrap(refused.stderr.components(separatedBy: "`").first { $0.hasPrefix("modelc migrate hash") }, refused.stderr)
        XCTAssertEqual(hinted, "modelc migrate hash models/StarWars")
        let hash = try modelc(Array(hinted.split(separator: " ").dropFirst().map(String.init)))
        XCTAssertEqual(hash.status, 0, hash.stderr)
        XCTAssertEqual(try modelc(["migrate", "--db", "app.sqlite", "models/StarWars"]).status, 0)
    }

    func testPoint9DeclarativeRefusalDoesNotAskToEditAFile() throws {
        let fresh = root.appendingPathComponent("declarative.sqlite").path
        XCTAssertEqual(try modelc(["migrate", "--db", fresh, "--model", "models/StarWars"]).status, 0)
        // Version 1 has no species: going back would lose this row.
        try DatabaseQueue(path: fresh).write { db in try db.execute(sql: "INSERT INTO species (id, name) VALUES (1, 'Wookiee')") }
        let older = try modelc(["migrate", "--db", fresh, "--model", "models/StarWars@1", "--format", "json"])
        XCTAssertEqual(older.status, 3, older.stderr)
        XCTAssertEqual(older.stderr, "error: StarWars version 1 (declarative) loses data (dropTable species: \"species\" is not in the new schema: the table and all its rows are dropped (1 row of \"species\")); it was not applied; pass --allow-destructive to apply it, or change the model so that it keeps the data.\n")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(older.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["error"] as? [String: Any])?["code"] as? String, "destructive-not-approved")
    }

    /// A hand-made view or trigger the model does not know is not dropped silently by a
    /// declarative run: refused with the entries that would keep it, unless allowed.
    func testDeclarativeRunRefusesToDropViewsAndTriggersTheModelDoesNotKnow() throws {
        let path = root.appendingPathComponent("guarded.sqlite").path
        XCTAssertEqual(try modelc(["migrate", "--db", path, "--model", "models/StarWars"]).status, 0)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: """
                CREATE TRIGGER guard_film_delete BEFORE DELETE ON film BEGIN SELECT RAISE(ABORT, 'films are kept'); END;
                CREATE VIEW film_titles AS SELECT title FROM film;
                """)
        }
        let refused = try modelc(["migrate", "--db", path, "--model", "models/StarWars", "--format", "json"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "error: StarWars version 3 (declarative) would drop trigger \"guard_film_delete\", view \"film_titles\", which the model does not describe; it was not applied; add them to the model under `views:` / `triggers:`, list them under `unmanaged:` to keep them as they are, or pass --allow-destructive to drop them.\n")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(refused.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["error"] as? [String: Any])?["code"] as? String, "objects-not-in-model")
        let objects = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('view', 'trigger') ORDER BY name")
        }
        XCTAssertEqual(objects, ["film_titles", "guard_film_delete"], "nothing was applied")

        XCTAssertEqual(try modelc(["migrate", "--db", path, "--model", "models/StarWars", "--allow-destructive"]).status, 0)
        let left = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('view', 'trigger')")
        }
        XCTAssertEqual(left, [], "allowed: the database now matches the model")
    }
}
