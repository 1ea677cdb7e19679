import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// A statement that fails on an object the plan did not write says what to change,
/// rather than "fix the SQL of the migration": the plan's SQL is right, the database
/// holds something the model leaves unmanaged (found on Firefox's places schema and on
/// Zotero's).
final class UnmanagedObjectFailureTests: ModelcTestCase {
    func testDroppingAColumnAnUnmanagedIndexUsesNamesTheIndexAndTheFix() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "hidden: { type: bool, default: false }"])
        try project.writeVersion(2, attributes: ["id: int", "title: string"])
        for version in [1, 2] {
            let file = project.root.appendingPathComponent("models/Blog/\(version).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + "unmanaged: [idx_visible_titles]\n").write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        try DatabaseQueue(path: project.database).write { db in
            // A partial index of the app's own, as Firefox's `idx_places_outgoing_by_frecency`.
            try db.execute(sql: "CREATE INDEX idx_visible_titles ON post (title) WHERE hidden = 0")
        }
        let outcome = try project.migrate(["--allow-destructive"])
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("error in index idx_visible_titles after drop column: no such column: hidden"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasSuffix("; index `idx_visible_titles` uses the dropped column `hidden`, and SQLite does not drop a column an index uses; an index the model leaves unmanaged is not rewritten by the plan: drop it, or create it again without the column, in a hand-written migration numbered before this one.\n"), outcome.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1], "rolled back")
    }

    /// Anki's `unicase`: an index the app made with a collation it registers itself. SQLite
    /// checks the whole schema when a column is renamed, and cannot without it; the
    /// message said to fix the migration's SQL.
    func testARenameStoppedByACollationTheAppRegistersSaysWhereToApplyIt() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "headline: { type: string, renamedFrom: title }"])
        for version in [1, 2] {
            let file = project.root.appendingPathComponent("models/Blog/\(version).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + "unmanaged: [idx_titles_unicase]\n").write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        let queue = try DatabaseQueue(path: project.database)
        try queue.write { db in
            db.add(collation: DatabaseCollation("unicase") { $0.lowercased() < $1.lowercased() ? .orderedAscending : $0.lowercased() == $1.lowercased() ? .orderedSame : .orderedDescending })
            try db.execute(sql: "CREATE INDEX idx_titles_unicase ON post (title COLLATE unicase)")
        }
        try queue.close()
        let outcome = try project.migrate([])
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("no such collation sequence: unicase"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("the database's schema names the collation `unicase`, which its app registers itself"), outcome.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1], "rolled back")
    }

    /// pchemguy's Northwind holds a view that joins on a column its table never had:
    /// SQLite checks every view when a column is renamed, and stopped at it. The message
    /// said to fix the migration's SQL; it now says the view was broken before, and how
    /// to drop it. With the view gone, the same migration applies. The view's name has a
    /// space, as bla.db's `Product Details` does: SQLite writes it bare in its message.
    func testARenameStoppedByAViewBrokenBeforeTheMigrationNamesTheView() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "headline: { type: string, renamedFrom: title }"])
        for version in [1, 2] {
            let file = project.root.appendingPathComponent("models/Blog/\(version).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + "unmanaged: [post details]\n").write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        let queue = try DatabaseQueue(path: project.database)
        try queue.write { db in try db.execute(sql: "CREATE VIEW \"post details\" AS SELECT p.id, p.author_id FROM post p") }
        try queue.close()
        // Adopting such a database says so already.
        let adopted = try project.modelc(["inspect", "--db", project.database, "--as-model", "--name", "Adopted"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("SQLite stops at it in every migration that renames a table or a column, or drops a column: drop it, or fix it (in `views:` or `triggers:` with its SQL mended), before such a migration"),
                      adopted.stdout)
        for arguments in [["--dry-run"], []] {
            let outcome = try project.migrate(arguments)
            XCTAssertEqual(outcome.status, 4, outcome.stderr)
            XCTAssertTrue(outcome.stderr.contains("error in view post details: no such column: p.author_id"), outcome.stderr)
            XCTAssertTrue(outcome.stderr.contains("view `post details` was already broken before this migration (no such column: p.author_id)"), outcome.stderr)
            XCTAssertTrue(outcome.stderr.contains(#"drop it (`DROP VIEW "post details"`)"#), outcome.stderr)
            XCTAssertFalse(outcome.stderr.contains("fix the SQL of the migration"), outcome.stderr)
            XCTAssertEqual(try project.history().map(\.version), [1], "rolled back")
        }
        try DatabaseQueue(path: project.database).write { db in try db.execute(sql: "DROP VIEW \"post details\"") }
        XCTAssertEqual(try project.migrate([]).status, 0)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }

    /// Mixxx's `crate_tracks` references a table an old rename left behind: foreign-key
    /// violations in a table the model leaves unmanaged. The way up checks the tables its
    /// plan touches and applied; the way down checked the whole database and was refused,
    /// saying the violations predate it. Both now check what their plan touches.
    func testTheWayDownChecksWhatItsPlanTouchesAsTheWayUpDoes() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("app.sqlite").path
        var unchecked = Configuration()
        unchecked.foreignKeysEnabled = false
        try DatabaseQueue(path: database, configuration: unchecked).write { db in
            try db.execute(sql: """
                CREATE TABLE crates (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                CREATE TABLE crate_tracks (crate_id INTEGER NOT NULL, track_id INTEGER NOT NULL REFERENCES library_old(id));
                INSERT INTO crates VALUES (1, 'House');
                INSERT INTO crate_tracks VALUES (1, 10), (1, 11);
                """)
        }
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Mx"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let folder = project.appendingPathComponent("models/Mx")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Mx"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Mx"], in: project).status, 0)
        let checked = adopted.stdout.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
            .replacingOccurrences(of: "  Crates:\n", with: "  Crates:\n    check: \"length(name) > 0\"\n")
        XCTAssertNotEqual(checked, adopted.stdout)
        try checked.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Mx", "--down"], in: project).status, 0)
        let up = try Modelc.run(["migrate", "--db", database, "models/Mx"], in: project)
        XCTAssertEqual(up.status, 0, up.stderr)
        let down = try Modelc.run(["migrate", "--db", database, "models/Mx", "--to", "1"], in: project)
        XCTAssertEqual(down.status, 0, down.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT max(version) FROM modelc_migrations") }, 1)
    }

    func testATriggerNamingATableNoMigrationCreatesNamesTheTableAndTheFix() throws {
        let project = try BlogProject(self)
        // Zotero's shape: a modelled trigger reads a table the model leaves unmanaged,
        // which exists in the adopted database and in no new one.
        let trigger = """
            triggers:
              post_guard: CREATE TRIGGER post_guard BEFORE UPDATE ON post BEGIN SELECT RAISE(ABORT, 'noted') WHERE EXISTS (SELECT 1 FROM notes WHERE notes.id = NEW.id); END
            unmanaged: [notes]
            """
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "headline: { type: string, renamedFrom: title }"])
        for version in [1, 2] {
            let file = project.root.appendingPathComponent("models/Blog/\(version).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + trigger + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let outcome = try project.migrate()
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("; trigger `post_guard` names table `notes`, which this database does not have (a table the model leaves unmanaged is created by no migration): create it in a hand-written migration numbered before this one, or leave the trigger unmanaged too.\n"), outcome.stderr)
    }

    func testCheckWarnsOfATriggerNamingAnUnmanagedTableNoMigrationCreates() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        let file = project.root.appendingPathComponent("models/Blog/1.yaml")
        try (try String(contentsOf: file, encoding: .utf8) + """
            triggers:
              post_guard: CREATE TRIGGER post_guard BEFORE UPDATE ON post BEGIN SELECT RAISE(ABORT, 'noted') WHERE EXISTS (SELECT 1 FROM notes WHERE notes.id = NEW.id); END
            unmanaged: [notes]

            """).write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let check = try project.modelc(["check", "models/Blog"])
        XCTAssertEqual(check.status, 0, "a warning fails nothing: " + check.stderr)
        XCTAssertEqual(check.stderr, """
            models/Blog/1.yaml:9:3: warning: trigger `post_guard` names table `notes`, which the model leaves unmanaged and no migration in migrations/Blog creates: on a database they make from nothing, the statement that fires it fails (create `notes` in a hand-written migration, or add `post_guard` to `unmanaged:` too)

            """)
        XCTAssertEqual(check.stdout, "models/Blog: ok, 1 warning (1 version, migrations in migrations/Blog)\n")

        // A migration that creates it: nothing to warn of.
        try project.writeHandWritten("0002_notes.sql", sql: "CREATE TABLE IF NOT EXISTS \"notes\" (id INTEGER PRIMARY KEY, body TEXT);")
        let again = try project.modelc(["check", "models/Blog"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "")
    }
}
