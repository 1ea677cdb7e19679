/// How much a migration step can hurt the data already in a database.
///
/// Every step of a ``Plan`` carries one, and every output shows it. The order is the
/// order of risk, so the safety of a group of steps is their `max()`.
/// `modelc migrate` refuses ``destructive`` steps that would lose stored data (their
/// ``Step/rowsAtStake`` count is not 0) unless approved or told `--allow-destructive`,
/// and runs the ``StepCheck``s of ``dataDependent`` steps before it applies anything.
public enum Safety: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Cannot lose or reject data: a new table, a new optional column, a rename, an index.
    case safe
    /// May fail on existing rows (a new NOT NULL without a default, a new UNIQUE, a
    /// narrowing type, a tighter CHECK, a new foreign key); the step says what is checked.
    case dataDependent
    /// Would lose stored data: a dropped table or column (nothing, when it is empty).
    case destructive

    private var rank: Int {
        switch self {
        case .safe: 0
        case .dataDependent: 1
        case .destructive: 2
        }
    }

    public static func < (lhs: Safety, rhs: Safety) -> Bool {
        lhs.rank < rhs.rank
    }

    /// `3 steps: 2 safe, 1 dataDependent, 0 destructive`: steps of these safeties,
    /// counted, as plans, migration headers and `migrate` reports say it.
    public static func summaryLine(of safeties: [Safety]) -> String {
        let parts = allCases.map { safety in "\(safeties.filter { $0 == safety }.count) \(safety.rawValue)" }
        return "\(safeties.count) step\(safeties.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}
