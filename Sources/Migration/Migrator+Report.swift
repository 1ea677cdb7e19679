/// How `Migrator.migrate` should run.
public struct MigrateOptions: Hashable, Sendable {
    /// Apply destructive steps even when the file is not approved.
    public var allowDestructive: Bool
    /// Report what would run and write nothing.
    public var dryRun: Bool
    /// Apply only the pending migrations of model versions up to and including this
    /// one (`Array<MigrationFile>.modelVersions`: by header, not file number); a
    /// version no file belongs to is refused as invalid input.
    public var targetVersion: Int?
    /// Copy the database here with `VACUUM INTO` before applying anything.
    public var backupPath: String?

    public init(allowDestructive: Bool = false, dryRun: Bool = false, targetVersion: Int? = nil, backupPath: String? = nil) {
        self.allowDestructive = allowDestructive
        self.dryRun = dryRun
        self.targetVersion = targetVersion
        self.backupPath = backupPath
    }
}

/// What a `modelc migrate` run did (or, for a dry run, would do).
public struct MigrationReport: Hashable, Sendable, Codable {
    public var database: String
    public var dryRun: Bool
    /// Migrations committed by this run, in order.
    public var applied: [AppliedMigration] = []
    /// Pending migrations another process applied while this one waited for the lock.
    public var alreadyApplied: [String] = []
    /// For a dry run: what would be applied.
    public var planned: [PlannedMigration] = []
    /// The backup file written before applying, if any.
    public var backup: String?

    public init(database: String, dryRun: Bool) {
        self.database = database
        self.dryRun = dryRun
    }
}

/// One migration committed by a run.
public struct AppliedMigration: Hashable, Sendable, Codable {
    /// The history version; nil for a declarative plan.
    public var version: Int?
    public var name: String
    public var durationMilliseconds: Int

    private enum CodingKeys: String, CodingKey {
        case version, name
        case durationMilliseconds = "duration_ms"
    }
}

/// One pending migration as a dry run shows it.
public struct PlannedMigration: Hashable, Sendable, Codable {
    /// The migration's number; nil for a declarative plan.
    public var version: Int?
    public var name: String
    public var safety: Safety
    public var steps: [StepSummary]
    public var preflight: [PreflightCount]
    public var sql: String

    /// A step line of the header.
    public struct StepSummary: Hashable, Sendable, Codable {
        public var safety: Safety
        public var summary: String
    }

    init(file: MigrationFile, preflightCounts: [PreflightCount]) {
        version = file.version
        name = file.fileName
        safety = file.header.overallSafety
        steps = file.header.steps.map { StepSummary(safety: $0.safety, summary: $0.summary) }
        preflight = preflightCounts
        sql = file.sql
    }

    init(name: String, draft: MigrationDraft, safety: Safety, counts: [PreflightCount]) {
        version = nil
        self.name = name
        self.safety = safety
        steps = draft.steps.map { StepSummary(safety: $0.safety, summary: $0.summary) }
        preflight = counts
        sql = draft.sql
    }
}

/// A preflight query and, when the database could answer it, its count.
public struct PreflightCount: Hashable, Sendable, Codable {
    public var message: String
    public var countSQL: String
    /// Rows that would fail; nil when not counted (no database yet, or its table does not exist yet).
    public var count: Int?
}

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
}
