import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// Issue 10, points 5 and 6 and `migrate status --exit-code`, through the real binary:
/// `migrate` reports each migration as it commits and, on failure, what was applied
/// before it; `--dry-run` runs the refusal checks and exits as the real run would.
final class MigrateReportingTests: XCTestCase {
    private var root: URL!
    private var database: String { root.appendingPathComponent("app.sqlite").path }
    private var migrations: MigrationDirectory { MigrationDirectory(path: root.appendingPathComponent("migrations/Blog").path) }

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("models/Blog"), withIntermediateDirectories: true)
        try writeVersion(1, ["id: int", "title: string", "legacy: string?"])
        try writeVersion(2, ["id: int", "title: string"])
        let made = try modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    private func writeVersion(_ version: Int, _ attributes: [String]) throws {
        let text = "model: Blog\nversion: \(version)\nentities:\n  Post:\n    attributes:\n" + attributes.map { "      \($0)\n" }.joined()
        try text.write(to: root.appendingPathComponent("models/Blog/\(version).yaml"), atomically: true, encoding: .utf8)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: root)
    }

    private func migrate(_ extra: [String] = []) throws -> ProcessOutcome {
        try modelc(["migrate", "--db", database, "models/Blog"] + extra)
    }

    /// 0003 is a hand-written migration that fails on a fresh database after 0001 and 0002 commit.
    private func addFailingThirdMigration() throws {
        try migrations.write("INSERT INTO nowhere VALUES (1);\n", to: "0003_broken.sql")
        try migrations.writeSum()
    }

    func testPoint5FailureReportsWhatWasAppliedBefore() throws {
        try addFailingThirdMigration()
        // --allow-destructive keeps this test about reporting (point 3 makes it unneeded).
        let text = try migrate(["--allow-destructive"])
        XCTAssertEqual(text.status, 4, text.stderr)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("applied ") }.map { $0.components(separatedBy: " in ")[0] },
                       ["applied 0001_create_blog.sql", "applied 0002_blog_v2.sql"])
        assertSnapshot(of: normalizedOutput(text.stdout), named: "Point5FailureReportsWhatWasAppliedBefore.text.stdout")
        XCTAssertTrue(text.stdout.contains("stopped at 0003_broken.sql: it was rolled back; the 2 migrations applied before it in this run stay applied (0001_create_blog.sql to 0002_blog_v2.sql)"), text.stdout) // SNAPCOVERED
        assertSnapshot(of: normalizedOutput(text.stderr), named: "Point5FailureReportsWhatWasAppliedBefore.text.stderr")
        XCTAssertTrue(text.stderr.contains("0003_broken.sql failed and was rolled back"), text.stderr) // SNAPCOVERED
        XCTAssertEqual(try DatabaseQueue(path: database).read(MigrationHistory.entries).map(\.version), [1, 2])

        try FileManager.default.removeItem(atPath: database)
        let json = try migrate(["--format", "json", "--allow-destructive"])
        XCTAssertEqual(json.status, 4, json.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        let applied = try XCTUnwrap(object["applied"] as? [[String: Any]], json.stdout)
        XCTAssertEqual(applied.map { $0["name"] as? String }, ["0001_create_blog.sql", "0002_blog_v2.sql"])
        XCTAssertEqual((object["failed"] as? [String: Any])?["name"] as? String, "0003_broken.sql")
        assertSnapshot(of: normalizedOutput(((object["error"] as? [String: Any])?["message"] as? String) ?? ""), named: "TMP-message")
        XCTAssertTrue(((object["error"] as? [String: Any])?["message"] as? String)?.contains("0003_broken.sql failed") == true, json.stdout)
    }

    func testPoint5EachMigrationIsReportedAsItCommitsWithHowItWasLetThrough() throws {
        XCTAssertEqual(try migrate(["--to", "1"]).status, 0)
        try DatabaseQueue(path: database).write { try $0.execute(sql: "INSERT INTO post (id, title) VALUES (1, 'kept')") }
        let outcome = try migrate()
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("applied 0002_blog_v2.sql in "), outcome.stdout)
        assertSnapshot(of: normalizedOutput(outcome.stdout), named: "Point5EachMigrationIsReportedAsItCommitsWithHowItWasLetThrough.outcome.stdout")
        XCTAssertTrue(outcome.stdout.contains("  note: its destructive step ran without approval: it held no stored data (0 rows at stake)"), outcome.stdout) // SNAPCOVERED
    }

    func testPoint6DryRunExitsLikeTheRealRun() throws {
        XCTAssertEqual(try migrate(["--to", "1"]).status, 0)
        try DatabaseQueue(path: database).write { try $0.execute(sql: "INSERT INTO post (id, title, legacy) VALUES (1, 'a', 'kept'), (2, 'b', 'kept')") }
        let before = try fileBytes(database)

        let dry = try migrate(["--dry-run"])
        let real = try migrate()
        XCTAssertEqual(dry.status, 3, dry.stderr)
        XCTAssertEqual(real.status, dry.status)
        assertSnapshot(of: normalizedOutput(dry.stdout), named: "Point6DryRunExitsLikeTheRealRun.dry.stdout")
        XCTAssertTrue(dry.stdout.contains(#"at stake: rows of "post" holding a value in "legacy": 2 rows"#), dry.stdout) // SNAPCOVERED
        XCTAssertTrue(dry.stdout.contains("would refuse: 0002_blog_v2.sql loses data"), dry.stdout) // SNAPCOVERED
        XCTAssertTrue(dry.stdout.contains("the real run would be refused (exit 3)"), dry.stdout) // SNAPCOVERED
        assertSnapshot(of: normalizedOutput(dry.stderr), named: "Point6DryRunExitsLikeTheRealRun.dry.stderr")
        XCTAssertTrue(dry.stderr.contains(#"2 rows of "post" holding a value in "legacy""#), dry.stderr) // SNAPCOVERED
        assertSnapshot(of: normalizedOutput(real.stderr), named: "Point6DryRunExitsLikeTheRealRun.real.stderr")
        XCTAssertTrue(real.stderr.contains(#"2 rows of "post" holding a value in "legacy""#), real.stderr) // SNAPCOVERED
        assertSnapshot(of: normalizedOutput(real.stdout), named: "Point6DryRunExitsLikeTheRealRun.real.stdout")
        XCTAssertTrue(real.stdout.contains("stopped at 0002_blog_v2.sql: it was not applied; nothing was applied before it in this run"),
                      "a refusal before the SQL ran rolled nothing back: \(real.stdout)")
        XCTAssertEqual(try fileBytes(database), before, "neither run wrote anything")

        let json = try migrate(["--dry-run", "--format", "json"])
        XCTAssertEqual(json.status, 3, json.stderr)
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(report.planned.first?.refusal?.exitCode, 3)
        XCTAssertEqual(report.planned.first?.steps.compactMap(\.rowsAtStake?.count), [2])

        let allowed = try migrate(["--dry-run", "--allow-destructive"])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
        XCTAssertEqual(try migrate(["--allow-destructive"]).status, 0)
    }

    func testPoint6DryRunExitsLikeTheRealRunOnAFailingPreflight() throws {
        try writeVersion(3, ["id: int", "title: string", "views: int?"])
        try writeVersion(2, ["id: int", "title: string", "views: string?"])
        try FileManager.default.removeItem(atPath: migrations.filePath("0002_blog_v2.sql"))
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try migrate(["--to", "2", "--allow-destructive"]).status, 0)
        try DatabaseQueue(path: database).write { try $0.execute(sql: "INSERT INTO post (id, title, views) VALUES (1, 'a', 'lots')") }

        let dry = try migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        assertSnapshot(of: normalizedOutput(dry.stdout), named: "Point6DryRunExitsLikeTheRealRunOnAFailingPreflight.dry.stdout")
        XCTAssertTrue(dry.stdout.contains(#"e.g. "id" = 1, "views" = 'lots'"#), dry.stdout) // SNAPCOVERED
        XCTAssertEqual(try migrate().status, 3)
    }

    func testStatusExitCodeIsOneWhenMigrationsArePending() throws {
        let fresh = try modelc(["migrate", "status", "--db", database, "models/Blog", "--exit-code"])
        XCTAssertEqual(fresh.status, 1, fresh.stderr)
        assertSnapshot(of: normalizedOutput(fresh.stdout), named: "StatusExitCodeIsOneWhenMigrationsArePending.fresh.stdout")
        XCTAssertTrue(fresh.stdout.contains("pending  0001_create_blog.sql"), fresh.stdout) // SNAPCOVERED
        XCTAssertEqual(try modelc(["migrate", "status", "--db", database, "models/Blog"]).status, 0, "without the flag, pending is not a failure")
        XCTAssertEqual(try migrate().status, 0)
        let done = try modelc(["migrate", "status", "--db", database, "models/Blog", "--exit-code"])
        XCTAssertEqual(done.status, 0, done.stdout + done.stderr)
    }
}
