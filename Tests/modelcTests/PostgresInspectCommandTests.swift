import Foundation
import ModelcTestSupport
import PostgresDatabase
import XCTest

/// `modelc inspect`, `modelc diff --from-db` and declarative `modelc migrate --model` on
/// a `postgres://` database, through the real binary against the tests' throwaway server.
final class PostgresInspectCommandTests: PostgresTestCase {
    /// The database as a URL whose socket folder is a query parameter, as libpq writes it.
    private var url: String { "postgres:///\(database)?host=\(cluster.socketFolder.path)&user=\(cluster.user)" }

    private func normalized(_ text: String) -> String {
        normalizedOutput(text.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"))
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments.map { $0 == "$URL" ? url : $0 })
    }

    private func sql(_ text: String) throws -> String {
        try cluster.query(database: database, text)
    }

    func testInspectListsTablesKeysIndexesRowCountsAndHistory() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/StarWars@1"]).status, 0)
        _ = try sql("INSERT INTO planet (id, name) VALUES (1, 'Tatooine'), (2, 'Hoth')")
        let outcome = try modelc(["inspect", "--db", "$URL"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let version = try sql("SHOW server_version").trimmingCharacters(in: .whitespacesAndNewlines)
        assertSnapshot(of: normalized(outcome.stdout).replacingOccurrences(of: version, with: "<version>"), named: "starwars-1")
    }

    func testInspectAsJSONHasTheShapeOfSQLitesInspection() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/StarWars@1"]).status, 0)
        let outcome = try modelc(["inspect", "--db", "$URL", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json.keys.sorted(), ["database", "history"])
        let database = try XCTUnwrap(json["database"] as? [String: Any])
        XCTAssertEqual(database.keys.sorted(), ["rowCounts", "schema", "schemaName", "serverVersion", "url"])
        XCTAssertEqual(database["schemaName"] as? String, "public")
        XCTAssertEqual(database["rowCounts"] as? [String: Int], ["person": 0, "planet": 0])
        let history = try XCTUnwrap(json["history"] as? [[String: Any]])
        XCTAssertEqual(history.map { $0.keys.sorted() }, [["applied_at", "checksum", "duration_ms", "model_hash", "name", "version"]])
        XCTAssertEqual(history.map { $0["name"] as? String }, ["StarWars version 1"])
    }

    func testInspectWithTheModelReportsNoDriftThenEachHandChange() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "Tests/Fixtures/PostgresModels/Shop"]).status, 0)
        let clean = try modelc(["inspect", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(normalized(clean.stdout), "postgres://postgres@$SOCKET:5432/\(database) matches Shop version 2\n")
        _ = try sql("""
            ALTER TABLE customer ADD COLUMN nickname text;
            ALTER TABLE customer ALTER COLUMN status SET DEFAULT 'closed';
            ALTER TABLE orders DROP CONSTRAINT orders_check;
            DROP INDEX ix_orders_open;
            """)
        let drifted = try modelc(["inspect", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"])
        XCTAssertEqual(drifted.status, 1, drifted.stderr)
        XCTAssertEqual(normalized(drifted.stdout), """
            postgres://postgres@$SOCKET:5432/\(database) differs from Shop version 2:
            DRIFT

            """)
    }

    func testDiffFromTheDatabasePlansToTheModelWithLockImpacts() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "Tests/Fixtures/PostgresModels/Shop@1"]).status, 0)
        let plan = try modelc(["diff", "--from-db", "$URL", "Tests/Fixtures/PostgresModels/Shop", "--exit-code"])
        XCTAssertEqual(plan.status, 1, plan.stderr)
        XCTAssertEqual(normalized(plan.stdout), """
            PLAN

            """)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "Tests/Fixtures/PostgresModels/Shop"]).status, 0)
        let same = try modelc(["diff", "--from-db", "$URL", "Tests/Fixtures/PostgresModels/Shop", "--exit-code"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(normalized(same.stdout), "postgres://postgres@$SOCKET:5432/\(database) and Shop version 2 have the same schema\n")
    }

    func testDeclarativeMigrateMakesTheDatabaseMatchTheModel() throws {
        let first = try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalized(first.stdout), """
            FIRST

            """)
        _ = try sql("INSERT INTO customer (email, name) VALUES ('ada@example.org', 'Ada')")
        let second = try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(normalized(second.stdout), """
            SECOND

            """)
        let again = try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(normalized(again.stdout), "postgres://postgres@$SOCKET:5432/\(database) matches Shop version 2\n")
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"]).status, 0)
        XCTAssertEqual(try sql("SELECT email, full_name, status, vip FROM customer; SELECT count(*) FROM modelc_migrations"), """
            ada@example.org|Ada|active|f
            0

            """)
    }

    func testDeclarativeMigrateRefusesToLoseRowsUnlessAllowed() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop"]).status, 0)
        _ = try sql("INSERT INTO customer (email, full_name, phone) VALUES ('ada@example.org', 'Ada', '+44 20 7946 0000')")
        let refused = try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop@1"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(normalized(refused.stderr), """
            REFUSED

            """)
        XCTAssertEqual(try sql("SELECT full_name, phone FROM customer"), "Ada|+44 20 7946 0000\n")
        let allowed = try modelc(["migrate", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop@1", "--allow-destructive"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "Tests/Fixtures/PostgresModels/Shop@1"]).status, 0)
    }
}
