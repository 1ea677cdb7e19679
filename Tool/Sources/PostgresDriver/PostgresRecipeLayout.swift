import Migration

/// Where a part of a step runs: the phases of a PostgreSQL migration, in the order they
/// run. Only the slots some step uses become phases (see ``PostgresRecipeLayout``).
enum PostgresPhaseSlot: Int, Hashable, Comparable, CaseIterable {
    /// Labels added to enums (`ALTER TYPE … ADD VALUE`), committed before the steps that
    /// may use them: PostgreSQL refuses a new label in the transaction that added it
    /// ("unsafe use of new value"), as a default or a row would.
    case enumLabels
    /// Every ordinary step, and the catalog-only first parts of the recipes.
    case main
    /// Backfills, a batch at a time.
    case backfill
    /// `CHECK ("c" IS NOT NULL) NOT VALID` after its column is filled: added before the
    /// fill, it would refuse every update of a row not filled yet.
    case constraints
    /// `CREATE INDEX CONCURRENTLY`, which refuses to run in a transaction.
    case concurrentIndexes
    /// `ADD CONSTRAINT … UNIQUE USING INDEX`: a unique index built concurrently becomes
    /// the table's UNIQUE constraint, a catalog change.
    case attachedIndexes
    /// `VALIDATE CONSTRAINT`: a scan under a lock that lets reads and writes go on.
    case validate
    /// `SET NOT NULL` (no scan: the validated CHECK proves it) and the CHECK dropped.
    case finish

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    var kind: PostgresPhase.Kind {
        switch self {
        case .backfill: .batches
        case .concurrentIndexes: .noTransaction
        case .enumLabels, .main, .constraints, .attachedIndexes, .validate, .finish: .transaction
        }
    }
}

/// One part of a step as rendered for PostgreSQL: its statements, the phase slot they
/// run in, and the lock they take.
struct PostgresStepPart: Hashable {
    var slot: PostgresPhaseSlot
    var action: String
    var impact: LockImpact
    var statements: [String]
}

/// A plan's steps cut into parts, and the phase number of each slot in use.
///
/// The `constraints` slot joins `main` when nothing is backfilled: its CHECK then has
/// no fill to wait for, and one commit less is one exclusive lock less.
struct PostgresRecipeLayout {
    /// Each step's parts, in step order.
    var parts: [[PostgresStepPart]]
    /// The phases in order: their slot (the first of those merged) and kind.
    var phases: [(slot: PostgresPhaseSlot, kind: PostgresPhase.Kind)]

    init(parts: [[PostgresStepPart]]) {
        let used = Set(parts.joined().map(\.slot))
        var merged = parts
        if !used.contains(.backfill) {
            merged = parts.map { $0.map { part in
                var part = part
                if part.slot == .constraints { part.slot = .main }
                return part
            } }
        }
        self.parts = merged
        phases = Set(merged.joined().map(\.slot)).sorted().map { ($0, $0.kind) }
    }

    /// The phase number (1-based) of a slot: its own phase, or for a slot merged into
    /// an earlier one (`constraints` into `main`) that phase.
    func number(of slot: PostgresPhaseSlot) -> Int {
        (phases.lastIndex { $0.slot <= slot } ?? 0) + 1
    }

    /// A step's lock impact: its parts' strongest lock, with the parts when they span
    /// phases.
    func impact(ofStep offset: Int) -> LockImpact {
        impact(of: parts[offset])
    }

    func impact(of parts: [PostgresStepPart]) -> LockImpact {
        LockImpact(parts: parts.map { LockImpact.Part(phase: number(of: $0.slot), action: $0.action, lock: $0.impact.lock, work: $0.impact.work) })
    }
}
