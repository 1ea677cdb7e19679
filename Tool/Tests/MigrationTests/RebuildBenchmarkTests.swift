import Foundation
import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Opt-in timing of a forced rebuild of a parent table with a random text key and a
/// child table, as the plan renders it and without the key-order copy. Prints numbers;
/// asserts only the data. Run:
/// `MODELC_PLAN_BENCH_ROWS=1000000 swift test -c release --filter RebuildBenchmarkTests`.
final class RebuildBenchmarkTests: PlanTestCase {
    func testRebuildTiming() throws {
        guard let count = ProcessInfo.processInfo.environment["MODELC_PLAN_BENCH_ROWS"].flatMap(Int.init) else {
            throw XCTSkip("set MODELC_PLAN_BENCH_ROWS to run")
        }
        let v1 = try model(version: 1, entity("Account", ["id: { type: uuid, primaryKey: true }", "balance: int"],
                                              relationships: ["entries: { to: Entry, toMany: true, inverse: account, deleteRule: cascade }"])
                           + entity("Entry", ["id: int"], relationships: ["account: { to: Account, inverse: entries }"]))
        let v2 = try model(version: 2, entity("Account", ["id: { type: uuid, primaryKey: true }", "balance: string"],
                                              relationships: ["entries: { to: Entry, toMany: true, inverse: account, deleteRule: cascade }"])
                           + entity("Entry", ["id: int"], relationships: ["account: { to: Account, inverse: entries }"]))
        let plan = plan(v1, v2)
        let ordered = dialect.render(plan)
        let unordered = ordered.replacingOccurrences(of: #" ORDER BY "id""#, with: "")
        XCTAssertNotEqual(ordered, unordered, "the rebuild copies in key order")
        let newRowIDs = ordered.replacingOccurrences(of: "(rowid, ", with: "(").replacingOccurrences(of: "SELECT rowid, ", with: "SELECT ")
        for (label, sql) in [("key order", ordered), ("rowid order", unordered), ("key order, new rowids", newRowIDs)] {
            let queue = try database(SQLiteSchemaCompiler.compile(v1), name: "\(label).sqlite")
            try queue.write { db in
                try db.execute(sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
                    INSERT INTO account (id, balance) SELECT lower(hex(randomblob(16))), i FROM n;
                    INSERT INTO entry (id, account_id) SELECT rowid, id FROM account;
                    """)
            }
            var custom = plan
            custom.steps = [Step(.sql(sql), safety: .safe, reason: label)]
            let start = Date()
            try migrate(queue, with: custom)
            let seconds = Date().timeIntervalSince(start)
            print("rebuild of \(count) accounts with \(count) entries, copy in \(label): \(String(format: "%.2f", seconds)) s")
            XCTAssertEqual(try rows(queue, "SELECT count(*) FROM entry"), [[count.databaseValue]])
        }
    }
}
