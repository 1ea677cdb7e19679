import Foundation
import GRDB
import GRDBSQLite
import Migration
import ModelKit
import SchemaCore

/// Runs a migration's SQL statement by statement, reporting progress while each runs.
///
/// SQLite's progress handler (see "Query Progress Callbacks" in SQLite's C API) is
/// called every `instructions` virtual-machine steps of the running statement; the
/// report is throttled to `interval`, so the cost is one clock read per callback and
/// stays far below the noise of a rebuild.
///
/// Rows: before a statement that copies a table, the source table's rows are counted
/// (`count(*)` reads its smallest b-tree, a small fraction of the copy); while it runs,
/// the statement's `SQLITE_STMTSTATUS_FULLSCAN_STEP` counter is the rows read so far,
/// whether the copy scans the table in rowid order or an index in key order.
struct ProgressReporter {
    var migration: String
    var handler: MigrationProgressHandler
    var instructions: Int32 = 1_000_000
    var interval: TimeInterval = 0.2

    /// The state the C callback reads, kept alive while a statement runs.
    private final class Tick: @unchecked Sendable {
        let report: (TimeInterval, MigrationProgress.RowCount?) -> Void
        let start = Date()
        var last = Date()
        let interval: TimeInterval
        /// The running statement and its source table's row count, for a copy.
        let handle: OpaquePointer?
        let total: Int?

        init(interval: TimeInterval, handle: OpaquePointer?, total: Int?, report: @escaping (TimeInterval, MigrationProgress.RowCount?) -> Void) {
            self.interval = interval
            self.handle = handle
            self.total = total
            self.report = report
        }

        /// The rows read so far by a copy; nil for other statements.
        var rows: MigrationProgress.RowCount? {
            guard let total else { return nil }
            // The counter counts steps to the next row, so the first row is not in it.
            let read = Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_FULLSCAN_STEP, 0))
            return MigrationProgress.RowCount(done: min(read + (read > 0 ? 1 : 0), total), total: total)
        }
    }

    func execute(_ sql: String, in db: Database) throws {
        var nothingSaved = UnmanagedObjects()
        try execute(sql, in: db, keeping: &nothingSaved)
    }

    /// Runs `sql` statement by statement with progress, keeping `unmanaged`'s saved text
    /// up to date before each `DROP TABLE` (`UnmanagedObjects.run`).
    func execute(_ sql: String, in db: Database, keeping unmanaged: inout UnmanagedObjects) throws {
        var number = 0
        try unmanaged.run(sql, in: db) { statement in
            number += 1
            let summary = Self.summary(of: statement.sql)
            let index = number
            let total = try Self.copySource(of: statement.sql).map { table in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQLiteDialect().quote(table))") ?? 0
            }
            let tick = Tick(interval: interval, handle: statement.sqliteStatement, total: total) { elapsed, rows in
                handler(MigrationProgress(migration: migration, statement: index, summary: summary, elapsed: elapsed, isFinished: false, rows: rows))
            }
            handler(MigrationProgress(migration: migration, statement: index, summary: summary, elapsed: 0, isFinished: false,
                                      rows: total.map { MigrationProgress.RowCount(done: 0, total: $0) }))
            let context = Unmanaged.passRetained(tick).toOpaque()
            sqlite3_progress_handler(db.sqliteConnection, instructions, { context in
                guard let context else { return 0 }
                let tick = Unmanaged<Tick>.fromOpaque(context).takeUnretainedValue()
                let now = Date()
                if now.timeIntervalSince(tick.last) >= tick.interval {
                    tick.last = now
                    tick.report(now.timeIntervalSince(tick.start), tick.rows)
                }
                return 0
            }, context)
            defer {
                sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
                Unmanaged<Tick>.fromOpaque(context).release()
            }
            try statement.execute()
            handler(MigrationProgress(migration: migration, statement: index, summary: summary,
                                      elapsed: Date().timeIntervalSince(tick.start), isFinished: true,
                                      rows: total.map { MigrationProgress.RowCount(done: $0, total: $0) }))
        }
    }

    /// The table an `INSERT INTO … SELECT … FROM "t"` copies from (a single quoted
    /// table, optionally followed by `ORDER BY …`), or nil for any other statement.
    static func copySource(of sql: String) -> String? {
        let text = sql.split(separator: "\n")
            .filter { !$0.trimmingSpaces().hasPrefix("--") }
            .joined(separator: " ")
        guard text.trimmingSpaces().uppercased().hasPrefix("INSERT INTO"),
              let match = text.firstMatch(of: copySourcePattern)
        else { return nil }
        return String(match.output.1).replacingOccurrences(of: "\"\"", with: "\"")
    }

    nonisolated(unsafe) private static let copySourcePattern = /(?i)\sSELECT\s.*\sFROM\s+"((?:[^"]|"")+)"\s*(?:ORDER\s+BY\s[^;]*)?;?\s*$/

    /// The statement's first line that is not a comment, without surrounding space, at
    /// most 72 characters.
    static func summary(of sql: String) -> String {
        let line = sql.split(separator: "\n").lazy
            .map { $0.trimmingSpaces() }
            .first { !$0.isEmpty && !$0.hasPrefix("--") } ?? ""
        return line.count > 72 ? String(line.prefix(71)) + "…" : line
    }
}
