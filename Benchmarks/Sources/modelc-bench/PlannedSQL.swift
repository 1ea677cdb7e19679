import Foundation
import GRDB
import Migration
import ModelKit
import SQLiteSchema

/// The SQL modelc's planner renders for a change between two model versions, run
/// in-process through GRDB under the applier's contract (foreign keys off before
/// `BEGIN IMMEDIATE`, `foreign_key_check` before `COMMIT`) — the cost of the rebuild
/// SQL itself, without `modelc migrate`'s process start, locking and verification.
/// The foreign-key check covers the tables the plan can break, as the applier's does.
struct PlannedSQL {
    var sql: String
    var foreignKeyTables: [String]?

    /// The plan from the model folder's version 1 to its current version.
    init(modelFolder: URL) throws {
        let versions = try ModelLoader.load(modelFolder.path)
        guard let old = versions.version(1), let new = versions.current else { throw BenchError("the model has no versions") }
        let target = SchemaCompiler.compile(new)
        let plan = diff(from: SchemaCompiler.compile(old), to: target, hints: RenameHints(from: old, to: new))
        sql = SQLiteDialect().render(plan)
        foreignKeyTables = plan.foreignKeyCheckScope(in: target)
    }

    /// Applies the SQL to `database`; returns the seconds taken.
    func apply(to database: URL) throws -> Double {
        try Timing.seconds {
            let queue = try DatabaseQueue(path: database.path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                try db.execute(sql: "BEGIN IMMEDIATE")
                do {
                    try db.execute(sql: sql)
                    if try Verification.foreignKeyViolations(db, tables: foreignKeyTables) != nil {
                        throw BenchError("foreign_key_check found a violation")
                    }
                    try db.execute(sql: "COMMIT")
                } catch {
                    try? db.execute(sql: "ROLLBACK")
                    throw error
                }
                try db.execute(sql: "PRAGMA foreign_keys = ON")
            }
        }
    }
}
