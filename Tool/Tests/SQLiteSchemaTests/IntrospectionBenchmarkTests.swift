import Foundation
import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// How long introspection takes on a large schema. Runs only with
/// `MODELC_BENCHMARK=1 swift test --filter IntrospectionBenchmarkTests`; prints the
/// timing and asserts only on correctness (no wall-clock assertions).
final class IntrospectionBenchmarkTests: ModelcTestCase {
    func testIntrospectingFiveHundredTables() throws {
        guard ProcessInfo.processInfo.environment["MODELC_BENCHMARK"] != nil else {
            throw XCTSkip("set MODELC_BENCHMARK=1 to run")
        }
        var schema = Schema()
        for number in 0..<500 {
            var table = Table(
                name: "table \(number)",
                columns: [Column(name: "id", type: .integer, isNotNull: true)]
                    + (0..<10).map { Column(name: "column \($0)", type: .text, isNotNull: $0 % 2 == 0, defaultSQL: "'x'", checks: ["length(\"column \($0)\") < 100"]) },
                primaryKey: ["id"]
            )
            if number > 0 {
                table.columns.append(Column(name: "parent_id", type: .integer))
                table.foreignKeys = [ForeignKey(columns: ["parent_id"], referencedTable: "table \(number - 1)", referencedColumns: ["id"], onDelete: .cascade)]
                table.indexes = [Index(name: "idx \(number) parent", columns: ["parent_id"])]
            }
            schema.tables.append(table)
        }
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: SQLiteDialect().render(schema))

        let start = Date()
        let introspected = try SchemaIntrospector.introspect(path: path)
        let introspectSeconds = Date().timeIntervalSince(start)
        let compareStart = Date()
        let differences = schema.differences(from: introspected)
        let compareSeconds = Date().timeIntervalSince(compareStart)

        print("introspect 500 tables × 12 columns: \(String(format: "%.3f", introspectSeconds)) s; normalise + differences: \(String(format: "%.3f", compareSeconds)) s")
        XCTAssertEqual(differences, [])
    }
}
