import Foundation
import ModelcTestSupport
import XCTest

/// `--dialect postgres` on `compile` and `diff`, through the real binary and a real
/// server.
final class PostgresDialectCommandTests: XCTestCase {
    func testCompiledPostgresSQLOfEveryBundledModelRunsOnAServer() throws {
        let cluster = try PostgresCluster.shared()
        for reference in try CompileCommandTests.bundledReferences() {
            let compiled = try Modelc.run(["compile", reference, "--dialect", "postgres"])
            XCTAssertEqual(compiled.status, 0, "\(reference): \(compiled.stderr)")
            let database = try cluster.makeDatabase()
            let applied = try cluster.psql(database: database, compiled.stdout)
            XCTAssertEqual(applied.status, 0, "\(reference): \(applied.stderr)")
            XCTAssertEqual(applied.stderr, "", reference)
        }
    }

    func testDiffShowsEachStepsLockImpact() throws {
        let outcome = try Modelc.run(["diff", "models/StarWars@2", "models/StarWars@3", "--dialect", "postgres"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        assertSnapshot(of: outcome.stdout, named: "StarWars-2-3")
    }

    func testAPostgresPlanOfADatabaseSideIsRefusedAsInvalidArguments() throws {
        let outcome = try Modelc.run(["diff", "--from-db", "app.sqlite", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr.split(separator: "\n").first.map(String.init),
                       "Error: --dialect postgres plans between two models or with a postgres:// database; --from-db and --to-db read SQLite files.")
    }

    func testAModelWithTriggersIsRefusedForPostgres() throws {
        let outcome = try Modelc.run(["compile", Repository.fixture("PostgresModels/Triggers").path, "--dialect", "postgres"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, """
            error: the model's triggers (touch) are SQLite SQL, which PostgreSQL cannot run; keep this model on SQLite, or move the triggers out of the model (list them under unmanaged:) and create them by hand.

            """)
    }
}
