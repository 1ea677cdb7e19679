import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// Issue 10, points 5 and 6 and `migrate status --exit-code`, through the real binary:
/// `migrate` reports each migration as it commits and, on failure, what was applied
/// before it; `--dry-run` runs the refusal checks and exits as the real run would.
final class MigrateReportingTests: ModelcTestCase {
    private var project: BlogProject!

    override func setUpWithError() throws {
        project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "legacy: string?"])
        try project.writeVersion(2, attributes: ["id: int", "title: string"])
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    /// 0003 is a hand-written migration that fails on a fresh database after 0001 and 0002 commit.
    private func addFailingThirdMigration() throws {
        try project.migrations.write("INSERT INTO nowhere VALUES (1);\n", to: "0003_broken.sql")
        try project.migrations.writeSum()
    }

    func testPoint5FailureReportsWhatWasAppliedBefore() throws {
        try addFailingThirdMigration()
        // --allow-destructive keeps this test about reporting (point 3 makes it unneeded).
        let text = try project.migrate(["--allow-destructive"])
        XCTAssertEqual(text.status, 4, text.stderr)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("applied ") }.map { $0.components(separatedBy: ": ")[0] },
                       ["applied 0001_create_blog.sql", "applied 0002_blog_v2.sql"])
        XCTAssertEqual(normalizedOutput(text.stdout), """
            applied 0001_create_blog.sql: 1 step: 1 safe, 0 dataDependent, 0 destructive (<duration>)
            applied 0002_blog_v2.sql: 1 step: 0 safe, 0 dataDependent, 1 destructive (<duration>)
            stopped at 0003_broken.sql: it was rolled back; the 2 migrations applied before it in this run stay applied (0001_create_blog.sql to 0002_blog_v2.sql)

            """)
        XCTAssertEqual(text.stderr, "error: 0003_broken.sql failed and was rolled back: no such table: nowhere; fix the SQL of the migration and run again.\n")
        XCTAssertEqual(try DatabaseQueue(path: project.database).read(MigrationHistory.entries).map(\.version), [1, 2])

        try FileManager.default.removeItem(atPath: project.database)
        let json = try project.migrate(["--format", "json", "--allow-destructive"])
        XCTAssertEqual(json.status, 4, json.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        let applied = try XCTUnwrap(object["applied"] as? [[String: Any]], json.stdout)
        XCTAssertEqual(applied.map { $0["name"] as? String }, ["0001_create_blog.sql", "0002_blog_v2.sql"])
        XCTAssertEqual((object["failed"] as? [String: Any])?["name"] as? String, "0003_broken.sql")
        XCTAssertEqual((object["error"] as? [String: Any])?["message"] as? String, "0003_broken.sql failed and was rolled back: no such table: nowhere", json.stdout)
    }

    func testPoint5EachMigrationIsReportedAsItCommitsWithHowItWasLetThrough() throws {
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "INSERT INTO post (id, title) VALUES (1, 'kept')") }
        let outcome = try project.migrate()
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("applied 0002_blog_v2.sql: "), outcome.stdout)
        XCTAssertEqual(normalizedOutput(outcome.stdout), """
            applied 0002_blog_v2.sql: 1 step: 0 safe, 0 dataDependent, 1 destructive (<duration>)
              note: its destructive step ran without approval: it held no stored data (0 rows at stake)
            $TMP/app.sqlite is at model version 2

            """)
    }

    func testPoint6DryRunExitsLikeTheRealRun() throws {
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "INSERT INTO post (id, title, legacy) VALUES (1, 'a', 'kept'), (2, 'b', 'kept')") }
        let before = try fileBytes(project.database)

        let dry = try project.migrate(["--dry-run"])
        let real = try project.migrate()
        XCTAssertEqual(dry.status, 3, dry.stderr)
        XCTAssertEqual(real.status, dry.status)
        assertSnapshot(of: dry.stdout, named: "Point6DryRunExitsLikeTheRealRun.dry.stdout")
        XCTAssertEqual(dry.stderr, "error: dry run: the real run would refuse: 0002_blog_v2.sql loses data (dropColumn post: \"legacy\" is not in the new \"post\": the column and its data are dropped (2 rows of \"post\" holding a value in \"legacy\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(real.stderr, "error: 0002_blog_v2.sql loses data (dropColumn post: \"legacy\" is not in the new \"post\": the column and its data are dropped (2 rows of \"post\" holding a value in \"legacy\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(real.stdout, "stopped at 0002_blog_v2.sql: it was not applied; nothing was applied before it in this run\n",
                       "a refusal before the SQL ran rolled nothing back")
        XCTAssertEqual(try fileBytes(project.database), before, "neither run wrote anything")

        let json = try project.migrate(["--dry-run", "--format", "json"])
        XCTAssertEqual(json.status, 3, json.stderr)
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(report.planned.first?.refusal?.exitCode, 3)
        XCTAssertEqual(report.planned.first?.steps.compactMap(\.rowsAtStake?.count), [2])

        let allowed = try project.migrate(["--dry-run", "--allow-destructive"])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
        XCTAssertEqual(try project.migrate(["--allow-destructive"]).status, 0)
    }

    func testPoint6DryRunExitsLikeTheRealRunOnAFailingPreflight() throws {
        try project.writeVersion(3, attributes: ["id: int", "title: string", "views: int?"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "views: string?"])
        try FileManager.default.removeItem(atPath: project.migrations.filePath("0002_blog_v2.sql"))
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "2", "--allow-destructive"]).status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "INSERT INTO post (id, title, views) VALUES (1, 'a', 'lots')") }

        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        assertSnapshot(of: dry.stdout, named: "Point6DryRunExitsLikeTheRealRunOnAFailingPreflight.dry.stdout")
        XCTAssertEqual(try project.migrate().status, 3)
    }

    func testStatusExitCodeIsOneWhenMigrationsArePending() throws {
        let fresh = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog", "--exit-code"])
        XCTAssertEqual(fresh.status, 1, fresh.stderr)
        XCTAssertEqual(normalizedOutput(fresh.stdout), """
            $TMP/app.sqlite does not exist yet: `modelc migrate` creates it and applies every migration
            pending  0001_create_blog.sql  (model version 1)
            pending  0002_blog_v2.sql  (model version 2)

            """)
        XCTAssertEqual(try project.modelc(["migrate", "status", "--db", project.database, "models/Blog"]).status, 0, "without the flag, pending is not a failure")
        XCTAssertEqual(try project.migrate().status, 0)
        let done = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog", "--exit-code"])
        XCTAssertEqual(done.status, 0, done.stdout + done.stderr)
    }
}
