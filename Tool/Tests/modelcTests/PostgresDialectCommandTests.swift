import Foundation
import ModelcTestSupport
import XCTest

/// `--dialect postgres` on `compile` and `diff`, through the real binary and a real
/// server.
final class PostgresDialectCommandTests: ModelcTestCase {
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

    /// A down migration that takes a label out of a server enum cannot be planned: its
    /// file holds a statement that stops the migration until the author replaces it
    /// (Pagila's `mpaa_rating` given `NC-17`). `modelc check` says so, at that line,
    /// before a `migrate --to` meets it.
    func testCheckReportsADownMigrationThatStillHoldsAStepModelcCannotWrite() throws {
        let folder = try makeTemporaryDirectory(self)
        let models = folder.appendingPathComponent("models/Films")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        func version(_ number: Int, labels: String, values: String) -> String {
            """
            model: Films
            version: \(number)
            types:
              mpaa_rating: "CREATE TYPE mpaa_rating AS ENUM (\(labels))"
            entities:
              Film:
                strict: false
                attributes:
                  id: int
                  rating: { type: string, sqlType: mpaa_rating, values: [\(values)], default: G }

            """
        }
        try version(1, labels: "'G', 'PG'", values: "G, PG").write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try version(2, labels: "'G', 'PG', 'NC-17'", values: "G, PG, NC-17").write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let make = try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres", "--down"], in: folder)
        XCTAssertEqual(make.status, 0, make.stderr)
        let check = try Modelc.run(["check", "models/Films"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stderr.contains("migrations/Films/postgres/0002_films_v2.down.sql:14:1: error: 0002_films_v2.down.sql holds a step modelc cannot write, "
            + "whose statement stops the migration until it is replaced (replace the statement at this line with the SQL that makes the change, as its message says, "
            + "then run `modelc migrate hash models/Films --dialect postgres`)"), check.stderr)
        XCTAssertFalse(check.stderr.contains("0002_films_v2.sql holds"), "the way up adds the label itself: \(check.stderr)")
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
                       "error: --dialect postgres plans between two models or with a postgres:// database; --from-db and --to-db read SQLite files.")
    }

    func testAModelWithTriggersIsRefusedForPostgres() throws {
        let outcome = try Modelc.run(["compile", Repository.fixture("PostgresModels/Triggers").path, "--dialect", "postgres"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, """
            \(Repository.fixture("PostgresModels/Triggers/1.yaml").path):10:3: error: the model's triggers (touch) are SQLite SQL, which PostgreSQL cannot run \
            (keep this model on SQLite, or move the triggers out of the model (list them under unmanaged:) and create them by hand; PostgreSQL's files start from version 1, so if an applied version 1 holds them, give PostgreSQL a model of its own whose version 1 is the newest version without them)

            """, "placed at the trigger, as every model problem is")
    }
}
