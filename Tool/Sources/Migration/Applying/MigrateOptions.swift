/// How `Migrator.migrate` should run.
public struct MigrateOptions: Hashable, Sendable {
    /// Apply destructive steps even when the file is not approved.
    public var allowDestructive: Bool
    /// Report what would run and what a real run would refuse, from a run of the
    /// pending migrations on a private copy of the database; write nothing.
    public var dryRun: Bool
    /// Apply only the pending migrations of model versions up to and including this
    /// one (`Array<MigrationFile>.modelVersions`: by header, not file number); a
    /// version no file belongs to is refused as invalid input.
    public var targetVersion: Int?
    /// Copy the database here with `VACUUM INTO` before applying anything.
    public var backupPath: String?
    /// Whether a `targetVersion` below the database's version undoes the later
    /// migrations by their down files (`migrate --to N`, given explicitly). Off, the
    /// target is only an upper bound: a pinned `models/X@N` of an older release never
    /// takes a database down.
    public var goesDown: Bool

    public init(allowDestructive: Bool = false, dryRun: Bool = false, targetVersion: Int? = nil, backupPath: String? = nil, goesDown: Bool = false) {
        self.allowDestructive = allowDestructive
        self.dryRun = dryRun
        self.targetVersion = targetVersion
        self.backupPath = backupPath
        self.goesDown = goesDown
    }
}
