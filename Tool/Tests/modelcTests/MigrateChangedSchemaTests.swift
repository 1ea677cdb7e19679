import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// A migration whose SQL fails on a database changed outside modelc says so: the failed
/// statement (`duplicate column name`) is the symptom, and "fix the SQL of the migration"
/// sent people to a migration that was right. `MigrationRun.explained` compares the live
/// schema with the version the history says the database is at, and with the one the
/// migration leads to.
final class MigrateChangedSchemaTests: ModelcTestCase {
    private var project: BlogProject!

    override func setUpWithError() throws {
        project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "subtitle: string?"])
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
    }

    private func alter(_ sql: String) throws {
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: sql) }
    }

    func testAMigrationMadeByHandIsNamedWithTheResolveCommandThatRecordsIt() throws {
        try alter("ALTER TABLE post ADD COLUMN subtitle TEXT")
        let outcome = try project.migrate()
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertEqual(outcome.stderr, """
            error: 0002_blog_v2.sql failed and was rolled back: duplicate column name: subtitle; the database's schema is already what 0002_blog_v2.sql leads to, \
            though its history stops at version 1: the change was made outside modelc; if that change is this migration, made by hand, \
            record it as applied with `modelc migrate resolve --db \(project.database) models/Blog --applied 0002_blog_v2.sql`.

            """)
        // The command the hint names works, and leaves the database at version 2.
        let resolved = try project.modelc(["migrate", "resolve", "--db", project.database, "models/Blog", "--applied", "0002_blog_v2.sql"])
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
        let inspected = try project.modelc(["inspect", "--db", project.database, "--model", "models/Blog"])
        XCTAssertEqual(inspected.status, 0, inspected.stdout + inspected.stderr)
    }

    func testOtherChangesAreListedWithTheInspectCommandThatComparesThem() throws {
        try alter("ALTER TABLE post ADD COLUMN subtitle TEXT; ALTER TABLE post ADD COLUMN draft INTEGER")
        let outcome = try project.migrate(["--format", "json"])
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], outcome.stdout)
        let error = try XCTUnwrap(object["error"] as? [String: Any], outcome.stdout)
        XCTAssertEqual(error["code"] as? String, "sql-failed")
        XCTAssertEqual(error["exitCode"] as? Int, 4)
        XCTAssertEqual(error["message"] as? String, """
            0002_blog_v2.sql failed and was rolled back: duplicate column name: subtitle; the database's schema is not version 1, which its history says it is at, \
            so it was changed outside modelc: table `post`: column `draft` is in the database but not in the model; \
            table `post`: column `subtitle` is in the database but not in the model
            """)
        XCTAssertEqual(error["hint"] as? String, """
            compare it with `modelc inspect --db \(project.database) --model models/Blog@1`; undo those changes by hand (or make them a hand-written migration \
            numbered before this one and record it with `modelc migrate resolve --applied`), then run again
            """)
        // The inspect command it names reports the same two columns.
        let inspected = try project.modelc(["inspect", "--db", project.database, "--model", "models/Blog@1"])
        XCTAssertEqual(inspected.status, 1, inspected.stderr)
        XCTAssertTrue(inspected.stdout.contains("column `draft` is in the database but not in the model"), inspected.stdout)
        XCTAssertEqual(try project.history().map(\.version), [1])
    }

    /// A change the migration's SQL does not trip over fails the verification instead:
    /// it too is named as made outside modelc, not blamed on the SQL.
    func testAVerificationFailingOnAChangeMadeBeforeTheMigrationNamesIt() throws {
        try alter("ALTER TABLE post ADD COLUMN legacy TEXT")
        let outcome = try project.migrate()
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertEqual(outcome.stderr, """
            error: 0002_blog_v2.sql was rolled back: the resulting schema differs from the model: table `post`: column `legacy` is in the database but not in the model; \
            the database's schema was not version 1, which its history says it is at, before it ran either, so it was changed outside modelc: \
            table `post`: column `legacy` is in the database but not in the model; compare it with `modelc inspect --db \(project.database) --model models/Blog@1`; \
            undo those changes by hand (or make them a hand-written migration numbered before this one and record it with `modelc migrate resolve --applied`), then run again.

            """)
        XCTAssertEqual(try project.history().map(\.version), [1])
    }

    func testTheDryRunSaysTheSame() throws {
        try alter("ALTER TABLE post ADD COLUMN subtitle TEXT")
        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 4, dry.stderr)
        XCTAssertTrue(dry.stderr.hasPrefix("error: dry run: the real run would fail: 0002_blog_v2.sql failed and was rolled back: duplicate column name: subtitle; "
                                           + "the database's schema is already what 0002_blog_v2.sql leads to"), dry.stderr)
        // Its hint names the model as the real run's does.
        XCTAssertTrue(dry.stderr.hasSuffix("record it as applied with `modelc migrate resolve --db \(project.database) models/Blog --applied 0002_blog_v2.sql`.\n"), dry.stderr)
    }

    /// A version that stops listing a pattern under `unmanaged:` plans nothing for what
    /// it matched (no model describes it): the verification says why the table is now
    /// drift, and the DROP it suggests, in the data section, lets the migration through.
    func testAPatternNoLongerUnmanagedIsNamedWithHowToDropOrKeepWhatItMatched() throws {
        let models = project.root.appendingPathComponent("models/Blog")
        try "model: Blog\nversion: 1\nunmanaged: [legacy_*]\nentities:\n  Post:\n    attributes:\n      id: int\n      title: string\n"
            .write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: project.database)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("migrations"))
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        try alter("CREATE TABLE legacy_orders (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO legacy_orders VALUES (1, 'kept by hand')")
        let refused = try project.migrate()
        XCTAssertEqual(refused.status, 4, refused.stderr)
        XCTAssertEqual(refused.stderr, """
            error: 0002_blog_v2.sql was rolled back: the resulting schema differs from the model: table `legacy_orders` is in the database but not in the model; \
            add an entity with `table: legacy_orders` to the model, or list `legacy_orders` under `unmanaged:`; version 1 lists `legacy_*` under `unmanaged:` \
            and version 2 does not, so what it matches is now held against the model; to drop those objects, add their DROP statements to this migration's \
            `-- modelc:data` section (which making the file again keeps); to keep them as they are, list them under `unmanaged:` in version 2 again \
            (then `modelc migrate make models/Blog --regenerate`).

            """)
        XCTAssertEqual(try project.history().map(\.version), [1])
        let file = try project.migrations.read("0002_blog_v2.sql")
        try project.migrations.write(file.replacingOccurrences(of: "-- modelc:data end", with: "DROP TABLE legacy_orders;\n-- modelc:data end"), to: "0002_blog_v2.sql")
        try project.migrations.writeSum()
        let migrated = try project.migrate()
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
        XCTAssertEqual(try DatabaseQueue(path: project.database).read { try Bool.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'legacy_orders'") }, false)
    }

    /// A migration that fails on a database at the version its history says keeps the
    /// plain advice: the SQL is what failed.
    func testAFailureOnAnUnchangedSchemaStillBlamesTheSQL() throws {
        try project.migrations.write("INSERT INTO nowhere VALUES (1);\n", to: "0003_broken.sql")
        try project.migrations.writeSum()
        let outcome = try project.migrate()
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "error: 0003_broken.sql failed and was rolled back: no such table: nowhere; fix the SQL of the migration and run again.\n")
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }
}
