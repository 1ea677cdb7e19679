import Foundation
import ModelcTestSupport
import XCTest

/// On PostgreSQL as on SQLite, a relationship whose key moves to the other table (a
/// to-many made a one-to-one held by the other entity, Wire's version 27) keeps its
/// links, and a holder linked more than once is refused by the preflight with nothing
/// changed.
final class PostgresMovedKeyTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Team")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for version in 1...2 {
            try MovedKeyModel.text(name: "Team", version: version).write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let made = try modelc(["migrate", "make", "models/Team", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Team@1"]).status, 0)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    private func query(_ sql: String) throws -> String {
        try cluster.query(database: database, sql)
    }

    /// The old key column is dropped once its links are saved: a safe step, so the
    /// migration needs no `--allow-destructive` (it was classed destructive).
    func testTheLinksMoveWithTheKey() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("migrations/Team/postgres").path)
        let second = try String(contentsOf: project.appendingPathComponent("migrations/Team/postgres").appendingPathComponent(try XCTUnwrap(files.first { $0.hasPrefix("0002_") })), encoding: .utf8)
        // The old key and its column go in place (`dropConstraint`, `dropColumn`): no rebuild.
        XCTAssertTrue(second.contains(#"-- step: safe: dropColumn member: "user_id" is not in the new "member": the links it held move to "user"."membership_id""#), second)
        XCTAssertFalse(second.contains("rebuildTable"), second)
        XCTAssertFalse(second.contains("destructive"), second)
        _ = try query(#"INSERT INTO "user" VALUES (1), (2), (3); INSERT INTO "member" VALUES (10, 1), (20, 2), (30, NULL);"#)
        let migrated = try modelc(["migrate", "--db", url, "models/Team"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try query(#"SELECT "id", coalesce("membership_id"::text, '-') FROM "user" ORDER BY "id""#), "1|10\n2|20\n3|-\n")
        XCTAssertEqual(try modelc(["inspect", "--db", url, "--model", "models/Team"]).status, 0)
    }

    func testAHolderLinkedTwiceIsRefusedNamingTheRows() throws {
        _ = try query(#"INSERT INTO "user" VALUES (1), (2); INSERT INTO "member" VALUES (10, 1), (11, 1), (20, 2);"#)
        let refused = try modelc(["migrate", "--db", url, "models/Team"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("linked from more than one row"), refused.stderr)
        XCTAssertEqual(try query("SELECT count(*) FROM modelc_migrations"), "1\n", "nothing of version 2 was applied")
        XCTAssertEqual(try query(#"SELECT count(*) FROM "member" WHERE "user_id" IS NOT NULL"#), "3\n")
    }
}
