import Foundation
import GRDB
import GRDBSQLite

/// Where a running migration is, for a progress display on long operations (a table
/// rebuild copying a million rows).
public struct MigrationProgress: Hashable, Sendable {
    /// The migration file (or `declarative`).
    public var migration: String
    /// The statement being run, counted from 1 within the migration.
    public var statement: Int
    /// The statement's first line, shortened.
    public var summary: String
    /// Seconds since the statement started.
    public var elapsed: TimeInterval
    /// Whether the statement has finished.
    public var isFinished: Bool
}

/// Receives progress reports; called on the migrating thread, so it must be quick.
public typealias MigrationProgressHandler = @Sendable (MigrationProgress) -> Void

/// Runs a migration's SQL statement by statement, reporting progress while each runs.
///
/// SQLite's progress handler (see "Query Progress Callbacks" in SQLite's C API) is
/// called every `instructions` virtual-machine steps of the running statement; the
/// report is throttled to `interval`, so the cost is one clock read per callback and
/// stays far below the noise of a rebuild.
struct ProgressReporter {
    var migration: String
    var handler: MigrationProgressHandler
    var instructions: Int32 = 1_000_000
    var interval: TimeInterval = 0.2

    /// The state the C callback reads, kept alive while a statement runs.
    private final class Tick: @unchecked Sendable {
        let report: (TimeInterval) -> Void
        let start = Date()
        var last = Date()
        let interval: TimeInterval

        init(interval: TimeInterval, report: @escaping (TimeInterval) -> Void) {
            self.interval = interval
            self.report = report
        }
    }

    func execute(_ sql: String, in db: Database) throws {
        var number = 0
        let statements = try db.allStatements(sql: sql)
        while let statement = try statements.next() {
            number += 1
            let summary = Self.summary(of: statement.sql)
            let index = number
            let tick = Tick(interval: interval) { elapsed in
                handler(MigrationProgress(migration: migration, statement: index, summary: summary, elapsed: elapsed, isFinished: false))
            }
            handler(MigrationProgress(migration: migration, statement: index, summary: summary, elapsed: 0, isFinished: false))
            let context = Unmanaged.passRetained(tick).toOpaque()
            sqlite3_progress_handler(db.sqliteConnection, instructions, { context in
                guard let context else { return 0 }
                let tick = Unmanaged<Tick>.fromOpaque(context).takeUnretainedValue()
                let now = Date()
                if now.timeIntervalSince(tick.last) >= tick.interval {
                    tick.last = now
                    tick.report(now.timeIntervalSince(tick.start))
                }
                return 0
            }, context)
            defer {
                sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
                Unmanaged<Tick>.fromOpaque(context).release()
            }
            try statement.execute()
            handler(MigrationProgress(migration: migration, statement: index, summary: summary,
                                      elapsed: Date().timeIntervalSince(tick.start), isFinished: true))
        }
    }

    /// The statement's first line that is not a comment, without surrounding space, at
    /// most 72 characters.
    static func summary(of sql: String) -> String {
        let line = sql.split(separator: "\n").lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("--") } ?? ""
        return line.count > 72 ? String(line.prefix(71)) + "…" : line
    }
}
