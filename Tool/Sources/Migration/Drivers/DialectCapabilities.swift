/// What a dialect's engine does with DDL, which its planner asks rather than naming
/// the engine (`DialectDriver.capabilities`).
public struct DialectCapabilities: Hashable, Sendable {
    /// DDL runs inside a transaction and rolls back with it (SQLite, PostgreSQL). An
    /// engine without it (CockroachDB by default, where a schema change commits the
    /// open transaction) gets plans that put each statement in a phase of its own,
    /// committed on its own and recorded, so an interrupted run resumes after the last
    /// statement that committed instead of meeting its own half-applied changes.
    public var transactionalDDL: Bool
    /// Builds an index while writes go on (`CREATE INDEX CONCURRENTLY`), outside any
    /// transaction: what `--concurrent-indexes` asks for.
    public var concurrentIndexBuilds: Bool

    public init(transactionalDDL: Bool, concurrentIndexBuilds: Bool) {
        self.transactionalDDL = transactionalDDL
        self.concurrentIndexBuilds = concurrentIndexBuilds
    }
}
