import SchemaCore

/// A database as the one migrator (`MigrationRun`) applies migrations to it: what each
/// engine's applier provides, over its own connection and lock.
///
/// The run decides which migrations run, in which order, refuses what needs no
/// transaction, tells the observer and writes the report, the same for every engine. A
/// connection applies one migration at a time, all or nothing, in the engine's
/// transaction(s): the guards every engine runs (`MigrationGuards`), the SQL, the
/// engine's checks and verification against `MigrationUnit.targetSchema`, and the
/// history row (`MigrationHistory`'s columns): a file under `BEGIN IMMEDIATE`
/// (`SQLiteMigrationConnection`), or a server session holding the deployers' lock,
/// running each migration phase by phase (in the server engine's driver target).
public protocol MigrationConnection {
    /// What `apply` throws: the run's own refusals are `MigrationError`s, made this
    /// type by `failure(_:)`.
    associatedtype Failure: Error

    /// Told the run's migrations, in order, before the first one runs: a connection may
    /// start work that does not depend on them (reading the expected sides of their
    /// verifications ahead, say). The default does nothing.
    func willApply(_ units: [MigrationUnit])

    /// Applies `unit`, the run's migration at `position` among those `willApply` was
    /// told, all or nothing; nil when its version turned out to be applied (for a down
    /// migration, undone) already, by another process that got there first.
    func apply(_ unit: MigrationUnit, position: Int) throws(Failure) -> AppliedMigration?

    /// Whether the database holds a table or view that is not modelc's own: a first
    /// migration that fails on such a database may have met one that predates modelc.
    func holdsTables() -> Bool

    /// How the live schema differs from `expected`, compared as verification compares
    /// (modelc's own tables and the `unmanaged:` objects left out); nil when it cannot be
    /// read. Asked only after a migration failed, to tell a change made outside modelc
    /// from a fault of the migration. The default cannot read it.
    func schemaDifferences(from expected: Schema) -> [String]?

    /// `error`, one of the run's refusals, as `apply` throws it.
    static func failure(_ error: MigrationError) -> Failure
}

extension MigrationConnection {
    public func willApply(_ units: [MigrationUnit]) {}

    public func schemaDifferences(from expected: Schema) -> [String]? { nil }
}
