/// Applied and pending migrations of one database, for `modelc migrate status`.
public struct MigrationStatus: Hashable, Sendable, Codable {
    public var database: String
    public var applied: [MigrationHistory.Entry]
    /// File names not yet applied, in order.
    public var pending: [String]
    /// Applied migrations whose file changed since, or is missing: `migrate` refuses these.
    public var changed: [String]
    /// The model version each file in the folder belongs to, by file name (see
    /// `Array<MigrationFile>.modelVersions`).
    public var modelVersions: [String: Int] = [:]
    /// The model version the database is at: that of its last applied migration; nil
    /// when none is applied (or its file is missing).
    public var databaseModelVersion: Int?
    /// Hand resolutions (`modelc migrate resolve`), oldest first.
    public var resolutions: [MigrationHistory.Resolution] = []
    /// Pending migrations of several phases whose first phases committed before a run
    /// stopped (PostgreSQL's `modelc_migration_progress`); nil when there are none, and
    /// then not in the JSON form.
    public var partlyApplied: [PartlyApplied]?
    /// Whether the database file exists yet (`modelc migrate` creates a missing one).
    /// Not part of the JSON form, which `database` and `applied` already describe.
    public var databaseExists = true

    /// A status of `database`; the other properties are filled in afterwards.
    public init(database: String, applied: [MigrationHistory.Entry], pending: [String], changed: [String]) {
        self.database = database
        self.applied = applied
        self.pending = pending
        self.changed = changed
    }

    /// The status of `database` with `history` and `resolutions` against the folder's
    /// `files`, of which `selected` may be pending (those of model versions up to a
    /// pinned `models/X@N`, `Array<MigrationFile>.through(modelVersion:model:)`, found
    /// before the database is read): what every engine's `migrate status` reports, from
    /// the history it reads its own way.
    public init(
        database: String, files: [MigrationFile], selected: [MigrationFile], history: [MigrationHistory.Entry],
        resolutions: [MigrationHistory.Resolution]
    ) {
        let applied = Set(history.map(\.version))
        self.init(
            database: database,
            applied: history,
            pending: selected.filter { !applied.contains($0.version) }.map(\.fileName),
            changed: history.filter { entry in
                files.first { $0.version == entry.version }.map { !$0.matches(recorded: entry.checksum) } ?? true
            }.map(\.name)
        )
        modelVersions = Dictionary(zip(files.map(\.fileName), files.modelVersions), uniquingKeysWith: { first, _ in first })
        databaseModelVersion = history.last.flatMap { files.modelVersion(ofFileNumbered: $0.version) }
        self.resolutions = resolutions
    }

    private enum CodingKeys: String, CodingKey {
        case database, applied, pending, changed, modelVersions, databaseModelVersion, resolutions, partlyApplied
    }

    /// A pending migration some of whose phases are committed.
    public struct PartlyApplied: Hashable, Sendable, Codable {
        /// The file's name.
        public var name: String
        /// The last committed phase: phases 1 to this one are in the database.
        public var committedPhases: Int
        public var phases: Int
        /// Whether the file changed since those phases committed, which `migrate`
        /// refuses until they are undone and `migrate resolve --rolled-back` clears them.
        public var changedSince: Bool

        public init(name: String, committedPhases: Int, phases: Int, changedSince: Bool) {
            self.name = name
            self.committedPhases = committedPhases
            self.phases = phases
            self.changedSince = changedSince
        }
    }
}
