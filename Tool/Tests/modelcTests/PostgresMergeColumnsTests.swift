import Foundation
import ModelcTestSupport
import XCTest

/// `mergedFrom` on PostgreSQL: the PostgreSQL migration file carries the merged columns'
/// values over before dropping them, in place (an UPDATE, then the drops) and inside a
/// table changed in place; a row holding two of the values is refused before anything runs.
final class PostgresMergeColumnsTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Msg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Msg
            version: 1
            entities:
              Message:
                attributes:
                  id: int
                  delivered: bool?
                  clientMessageDelivered: bool?
                  mobile: string?
                  landline: string?
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try """
            model: Msg
            version: 2
            entities:
              Message:
                attributes:
                  id: int
                  delivered: { type: bool, default: false, mergedFrom: [clientMessageDelivered] }
                  phone: { type: string, mergedFrom: [mobile, landline] }
            """.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try Modelc.run(["migrate", "make", "models/Msg", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        let first = try Modelc.run(["migrate", "--db", url, "models/Msg", "--to", "1"], in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
    }

    func testTheMergedValuesAreCarriedOverBeforeTheirColumnsAreDropped() throws {
        _ = try cluster.query(database: database, """
            INSERT INTO message VALUES (1, true, NULL, '+44 1', NULL), (2, NULL, false, NULL, '020 2'), (3, NULL, NULL, 'm3', NULL);
            """)
        let outcome = try Modelc.run(["migrate", "--db", url, "models/Msg"], in: project)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT id, delivered, phone FROM message ORDER BY id;"), """
            1|t|+44 1
            2|f|020 2
            3|f|m3

            """)
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Msg"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    func testARowHoldingTwoOfTheMergedValuesIsRefusedAndNothingChanges() throws {
        _ = try cluster.query(database: database, "INSERT INTO message VALUES (1, true, NULL, '+44 1', '020 1');")
        let outcome = try Modelc.run(["migrate", "--db", url, "models/Msg"], in: project)
        XCTAssertEqual(outcome.status, 3, outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(#"rows of "message" holding a value in more than one of "mobile", "landline" must be 0"#), outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT mobile, landline FROM message; SELECT max(version) FROM modelc_migrations;"), "+44 1|020 1\n1\n")
    }
}
