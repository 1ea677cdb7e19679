/// What a PostgreSQL migration step does to concurrent sessions: the strongest table
/// lock it takes and what the table goes through while that lock is held.
///
/// It sits beside the step's ``Safety`` (what the step can do to stored data) in PostgreSQL
/// plans; SQLite plans leave it out (SQLite locks the whole file for any write, so
/// there is nothing to tell apart). The lock modes and which statement takes which are
/// PostgreSQL's "Explicit Locking" page, "Table-Level Locks"; whether a statement
/// rewrites or scans the table is its "ALTER TABLE" page, "Notes".
///
/// A migration runs in one transaction, so every lock is held until it commits: an
/// `accessExclusive` step with work `none` blocks readers only for as long as the rest
/// of its migration takes.
public struct LockImpact: Hashable, Sendable, Codable {
    /// A table-level lock mode, weakest first (the ones migration statements take).
    public enum Mode: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// No lock on an existing table (a new table, a view).
        case none
        /// `UPDATE`, `INSERT`, `DELETE`: conflicts with no reader or writer.
        case rowExclusive
        /// `VALIDATE CONSTRAINT`, `CREATE INDEX CONCURRENTLY`: blocks other schema
        /// changes, not reads or writes.
        case shareUpdateExclusive
        /// `CREATE INDEX`: blocks writes, not reads.
        case share
        /// `ADD FOREIGN KEY` (on both tables), `CREATE TRIGGER`: blocks writes, not reads.
        case shareRowExclusive
        /// Most `ALTER TABLE` forms, `DROP`, `RENAME`: blocks reads and writes.
        case accessExclusive
        /// Hand-written SQL: modelc cannot tell.
        case unknown

        /// Weaker first, in the order of the cases.
        public static func < (lhs: Mode, rhs: Mode) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }

        /// What the lock keeps other sessions from doing while it is held.
        public var blocks: Blocked {
            switch self {
            case .none, .rowExclusive, .shareUpdateExclusive: .nothing
            case .share, .shareRowExclusive: .writes
            case .accessExclusive, .unknown: .readsAndWrites
            }
        }
    }

    /// What the table goes through while the lock is held, cheapest first.
    public enum Work: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// A catalog change only: as long as the lock is held, no longer.
        case none
        /// Every row is read (to check a constraint or build an index).
        case scan
        /// Every row is written anew (a type change, a volatile default).
        case rewrite
        /// Hand-written SQL: modelc cannot tell.
        case unknown

        /// Cheaper first, in the order of the cases.
        public static func < (lhs: Work, rhs: Work) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }
    }

    /// Which statements of other sessions wait while the lock is held.
    public enum Blocked: String, Hashable, Sendable, Codable {
        case nothing
        case writes
        case readsAndWrites
    }

    /// The strongest table lock the step takes.
    public var lock: Mode
    /// What the table goes through under it.
    public var work: Work

    public init(lock: Mode, work: Work) {
        self.lock = lock
        self.work = work
    }

    /// What other sessions cannot do meanwhile (derived from ``lock``).
    public var blocks: Blocked { lock.blocks }

    /// The stronger of two impacts, for a step made of several statements.
    public func combined(with other: LockImpact) -> LockImpact {
        LockImpact(lock: max(lock, other.lock), work: max(work, other.work))
    }

    /// `accessExclusive, scan`: how text output and SQL comments show it.
    public var label: String { "\(lock.rawValue), \(work.rawValue)" }

    private enum CodingKeys: String, CodingKey { case lock, work, blocks }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lock = try container.decode(Mode.self, forKey: .lock)
        work = try container.decode(Work.self, forKey: .work)
    }

    /// `blocks` is written for readers of the plan and ignored when reading one back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lock, forKey: .lock)
        try container.encode(work, forKey: .work)
        try container.encode(blocks, forKey: .blocks)
    }
}
