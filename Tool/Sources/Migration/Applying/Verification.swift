import SchemaCore

/// The checks run inside a migration's transaction, after its SQL and before `COMMIT`,
/// and the one rule every engine compares a live schema by (`comparison`).
///
/// Any failure throws, which rolls the transaction back: a migration either commits
/// with a database that passes its engine's checks, or leaves no trace. Each driver
/// runs its own (`SQLiteDriver`'s `Verification+SQLite`: foreign keys, `quick_check`,
/// the schema).
public enum Verification {
    /// How a live schema is compared with a compiled one: column order does not count.
    ///
    /// SQLite appends added columns (`ALTER TABLE … ADD COLUMN`), so a migrated table
    /// may list its columns in another order than a fresh compile; the planner appends
    /// rather than rebuild (`DiffOptions.default`), and every comparison in the
    /// migration engine (verification, drift, `diff --from-db`) uses this policy.
    public static let comparison: NormalizationOptions = [.ignoreColumnOrder]
}
