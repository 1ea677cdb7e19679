/// The table names modelc and the migrators it works with keep for themselves: the one
/// list that validation refuses as a model's tables and that introspection (of SQLite
/// every engine) leaves out of a database's schema, so modelc never reports its own
/// bookkeeping as drift.
///
/// The runtime, which apps link without ModelKit, names the history table itself
/// (`MigrationHistoryRecord.tableName`); a test holds the two to the same name.
public enum ReservedNames {
    /// `modelc migrate`'s history: one row per applied migration.
    public static let migrationHistory = "modelc_migrations"
    /// The log of hand resolutions (`modelc migrate resolve`).
    public static let resolutions = "modelc_resolutions"
    /// A migration run in phases whose first phases have committed but whose last one has not.
    public static let migrationProgress = "modelc_migration_progress"
    /// Retired: the server's description of the schema as the last verified migration
    /// left it, which one release of modelc kept for the next verification. No longer
    /// written (the next migration on an engine that kept it drops it when it finds it),
    /// and still reserved, so that a database which holds it shows no drift and no model
    /// takes the name.
    public static let schemaFingerprint = "modelc_schema_fingerprint"
    /// GRDB's `DatabaseMigrator` history, kept by the migrator embedded in generated code.
    public static let grdbMigrations = "grdb_migrations"

    /// Every reserved table, as stored (lowercase).
    public static let tables: Set<String> = [migrationHistory, resolutions, migrationProgress, schemaFingerprint, grdbMigrations]

    /// Whether `table` is SQLite's (`sqlite_…`) or one of `tables`, ignoring case as
    /// SQLite compares names.
    public static func isReservedTable(_ table: String) -> Bool {
        let key = table.lowercased()
        return key.hasPrefix("sqlite_") || tables.contains(key)
    }
}
