import Migration

/// How the PostgreSQL dialect renders a plan: with its non-blocking recipes or as one
/// transaction, and whether new indexes on existing tables are built concurrently.
///
/// The choices end up in the migration's text (its phase markers and statements), so
/// they are made when the SQL is rendered (`diff`, `migrate make`) and recorded by the
/// checksum, never when it is applied.
public struct PostgresPlanOptions: Hashable, Sendable {
    /// Render the non-blocking recipes (the default): a NOT NULL column filled in
    /// batches and enforced through a validated CHECK, constraints added `NOT VALID`
    /// and validated in a later transaction. `false` gives the single-transaction form,
    /// all or nothing, which holds each lock until the migration commits.
    public var nonBlocking: Bool
    /// Build new indexes on existing tables with `CREATE INDEX CONCURRENTLY` in a
    /// no-transaction phase (only with ``nonBlocking``: the single-transaction form has
    /// one phase). Off by default: such a build cannot be rolled back with
    /// the rest of the migration, waits for every transaction older than it, and leaves
    /// an INVALID index behind when it fails (the next run drops it first).
    public var concurrentIndexes: Bool
    /// Rows per backfill batch, each batch its own transaction (10,000: a batch holds
    /// its row locks for milliseconds, and a table of a million rows takes 100 of them).
    public var batchSize: Int

    /// The choices that differ from the default, as a migration file's header records
    /// them (`-- postgres-plan: concurrent-indexes`); empty for the default.
    public var headerWords: [String] {
        (nonBlocking ? [] : ["single-transaction"]) + (concurrentIndexes ? ["concurrent-indexes"] : [])
    }

    /// The options a header's `postgres-plan:` words name; nil for a word it does not know.
    public init?(headerWords words: [String]) {
        self.init()
        for word in words {
            switch word {
            case "single-transaction": nonBlocking = false
            case "concurrent-indexes": concurrentIndexes = true
            default: return nil
            }
        }
    }

    public init(nonBlocking: Bool = true, concurrentIndexes: Bool = false, batchSize: Int = 10_000) {
        self.nonBlocking = nonBlocking
        self.concurrentIndexes = concurrentIndexes
        self.batchSize = batchSize
    }
}
