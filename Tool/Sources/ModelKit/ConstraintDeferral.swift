/// When a deferrable UNIQUE constraint is checked (`deferrable:` on an item of `unique:`):
/// `immediate`, at each statement unless a transaction says `SET CONSTRAINTS … DEFERRED`
/// (`DEFERRABLE INITIALLY IMMEDIATE`), or `deferred`, at commit (`DEFERRABLE INITIALLY
/// DEFERRED`).
///
/// A list that moves positions swaps two rows' `(release, position)` within one
/// transaction (MusicBrainz's `medium` and `track`), which only a deferrable constraint
/// lets through. PostgreSQL's word: SQLite defers foreign keys only, so a model using it
/// says `dialect: postgres`.
public enum ConstraintDeferral: String, Hashable, Sendable, Codable, CaseIterable {
    case immediate
    case deferred

    /// The clause after the constraint, as PostgreSQL writes it back
    /// (`pg_get_constraintdef`): `DEFERRABLE` for `immediate`, the default.
    public var clause: String {
        switch self {
        case .immediate: "DEFERRABLE"
        case .deferred: "DEFERRABLE INITIALLY DEFERRED"
        }
    }
}
