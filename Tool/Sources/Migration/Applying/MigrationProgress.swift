import Foundation
import ModelKit
import SchemaCore

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
    /// For a statement copying a table (`INSERT INTO … SELECT … FROM "t"`, the heart of
    /// a rebuild): the rows of the source table read so far, and their total, counted
    /// before the copy started. nil for other statements.
    public var rows: RowCount?

    /// Rows done out of a total, with the rate and time left derived from them.
    public struct RowCount: Hashable, Sendable {
        public var done: Int
        public var total: Int

        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }

        /// Rows per second over `elapsed`; nil before any row.
        public func rate(after elapsed: TimeInterval) -> Double? {
            done > 0 && elapsed > 0 ? Double(done) / elapsed : nil
        }

        /// Seconds left at the rate so far; nil before any row.
        public func remaining(after elapsed: TimeInterval) -> TimeInterval? {
            rate(after: elapsed).map { Double(max(total - done, 0)) / $0 }
        }
    }

    public init(migration: String, statement: Int, summary: String, elapsed: TimeInterval, isFinished: Bool, rows: RowCount? = nil) {
        self.migration = migration
        self.statement = statement
        self.summary = summary
        self.elapsed = elapsed
        self.isFinished = isFinished
        self.rows = rows
    }
}

/// Receives progress reports; called on the migrating thread, so it must be quick.
public typealias MigrationProgressHandler = @Sendable (MigrationProgress) -> Void
