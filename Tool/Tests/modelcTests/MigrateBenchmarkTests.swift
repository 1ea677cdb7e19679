import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// Opt-in timing of a forced table rebuild through the whole pipeline (make → migrate):
/// `MODELC_BENCHMARK=1 swift test --filter MigrateBenchmarkTests` (rows: `MODELC_BENCHMARK_ROWS`,
/// default 1,000,000 parents and as many children). Prints the numbers; asserts only
/// that every row survived.
final class MigrateBenchmarkTests: ModelcTestCase {
    func testRebuildOfAParentTableWithAChildTable() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["MODELC_BENCHMARK"] == "1" else { throw XCTSkip("set MODELC_BENCHMARK=1 to run") }
        let rows = Int(environment["MODELC_BENCHMARK_ROWS"] ?? "") ?? 1_000_000
        let project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Bench")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        let v1 = """
            model: Bench
            version: 1
            entities:
              Parent:
                attributes:
                  id: { type: uuid, primaryKey: true }
                  name: string
                  value: int
                relationships:
                  children: { to: Child, toMany: true, inverse: parent, deleteRule: cascade }
              Child:
                attributes:
                  id: int
                  note: string
                relationships:
                  parent: { to: Parent, inverse: children }
            """
        try v1.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try v1.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: "value: int", with: "value: double")
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Bench"], in: project).status, 0)
        let database = project.appendingPathComponent("bench.sqlite").path
        XCTAssertEqual(try Modelc.run(["migrate", "--db", database, "models/Bench@1"], in: project).status, 0)
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
                INSERT INTO parent (id, name, value) SELECT lower(hex(randomblob(16))), 'name ' || i, i FROM n;
                INSERT INTO child (note, parent_id) SELECT 'note', id FROM parent;
                """)
        }
        let start = Date()
        let outcome = try Modelc.run(["migrate", "--db", database, "models/Bench"], in: project)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let counts = try DatabaseQueue(path: database).read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM parent"), try Int.fetchOne(db, sql: "SELECT count(*) FROM child"))
        }
        XCTAssertEqual(counts.0, rows)
        XCTAssertEqual(counts.1, rows)
        print(String(format: "benchmark: rebuild of %d parents with %d children via modelc migrate: %.2f s (%@)", rows, rows, seconds, outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
