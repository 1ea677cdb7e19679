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

    private enum CodingKeys: String, CodingKey {
        case database, applied, pending, changed, modelVersions, databaseModelVersion, resolutions
    }
}
