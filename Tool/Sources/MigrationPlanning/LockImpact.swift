/// What a PostgreSQL migration step does to concurrent sessions: the strongest table
/// lock it takes and what the table goes through while that lock is held.
///
/// It sits beside the step's ``Safety`` (what the step can do to stored data) in PostgreSQL
/// plans; SQLite plans leave it out (SQLite locks the whole file for any write, so
/// there is nothing to tell apart). The lock modes and which statement takes which are
/// PostgreSQL's "Explicit Locking" page, "Table-Level Locks"; whether a statement
/// rewrites or scans the table is its "ALTER TABLE" page, "Notes".
///
/// A migration runs in phases (see `PostgresPhase`), each transactional phase in one
/// transaction, so every lock is held until its phase commits. A step the dialect
/// renders as a non-blocking recipe (a NOT NULL column filled in batches, a constraint
/// added `NOT VALID` and validated later, an index built concurrently) lists its parts
/// in ``phases``, each with its own lock; ``lock`` is then the strongest of them and
/// ``work`` what the table goes through under that lock, so `accessExclusive, none`
/// says: the only exclusive moment is a catalog change, the scans run under weaker locks.
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
        /// Every row is updated, a batch of rows at a time, each batch its own short
        /// transaction (a recipe's backfill): row locks only, never the whole table.
        case batches
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

    /// One part of a step that runs over several phases: where it runs and what it holds.
    public struct Part: Hashable, Sendable, Codable {
        /// The migration's phase (1-based) the part runs in.
        public var phase: Int
        /// What the part does, for people (`fill "code" in batches of 10000`).
        public var action: String
        public var lock: Mode
        public var work: Work

        public init(phase: Int, action: String, lock: Mode, work: Work) {
            self.phase = phase
            self.action = action
            self.lock = lock
            self.work = work
        }

        /// What other sessions cannot do while the part runs (derived from ``lock``).
        public var blocks: Blocked { lock.blocks }

        /// `phase 2: rowExclusive, batches: fill "code" …`, as text output shows it.
        public var label: String { "phase \(phase): \(lock.rawValue), \(work.rawValue): \(action)" }

        private enum CodingKeys: String, CodingKey { case phase, action, lock, work, blocks }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            phase = try container.decode(Int.self, forKey: .phase)
            action = try container.decode(String.self, forKey: .action)
            lock = try container.decode(Mode.self, forKey: .lock)
            work = try container.decode(Work.self, forKey: .work)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(phase, forKey: .phase)
            try container.encode(action, forKey: .action)
            try container.encode(lock, forKey: .lock)
            try container.encode(work, forKey: .work)
            try container.encode(blocks, forKey: .blocks)
        }
    }

    /// The strongest table lock the step takes.
    public var lock: Mode
    /// What the table goes through under it.
    public var work: Work
    /// The parts of a step that runs (partly) after phase 1, in order; empty when the
    /// whole step runs in phase 1.
    public var phases: [Part]

    public init(lock: Mode, work: Work, phases: [Part] = []) {
        self.lock = lock
        self.work = work
        self.phases = phases
    }

    /// The impact of a step made of `parts`: the strongest lock, the most work done
    /// under it, and the parts themselves unless the step runs in phase 1 alone (the
    /// only phase of most migrations).
    public init(parts: [Part]) {
        let strongest = parts.map(\.lock).max() ?? .none
        lock = strongest
        work = parts.filter { $0.lock == strongest }.map(\.work).max() ?? .none
        phases = parts.contains { $0.phase != 1 } ? parts : []
    }

    /// What other sessions cannot do meanwhile (derived from ``lock``).
    public var blocks: Blocked { lock.blocks }

    /// The stronger of two impacts, for a step made of several statements.
    public func combined(with other: LockImpact) -> LockImpact {
        LockImpact(lock: max(lock, other.lock), work: max(work, other.work))
    }

    /// `accessExclusive, scan`: how text output and SQL comments show it.
    public var label: String { "\(lock.rawValue), \(work.rawValue)" }

    private enum CodingKeys: String, CodingKey { case lock, work, blocks, phases }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lock = try container.decode(Mode.self, forKey: .lock)
        work = try container.decode(Work.self, forKey: .work)
        phases = try container.decodeIfPresent([Part].self, forKey: .phases) ?? []
    }

    /// `blocks` is written for readers of the plan and ignored when reading one back;
    /// `phases` only when there are some, so one-phase steps read as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lock, forKey: .lock)
        try container.encode(work, forKey: .work)
        try container.encode(blocks, forKey: .blocks)
        if !phases.isEmpty { try container.encode(phases, forKey: .phases) }
    }
}
