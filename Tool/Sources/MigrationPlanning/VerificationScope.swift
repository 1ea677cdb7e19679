import Foundation

/// Which tables the checks after a migration must cover, when that is known.
///
/// A planned migration can only break what its steps touch: a rebuild rewrites one
/// table's pages and can leave its rows, or its referencing tables' rows, pointing
/// nowhere; `ALTER TABLE … RENAME` or `ADD COLUMN` only edits the schema. Checking the
/// whole database after every migration (as SQLite's rebuild procedure suggests) costs
/// a full scan of every table, which turns a millisecond `ALTER` on a large table into
/// seconds. So a plan names the tables to check, and a migration file records them in
/// its header; `Migrator` trusts a file's scope only while its SQL is exactly what the
/// planner wrote (see `MigrationFile.verificationScope`).
public struct VerificationScope: Hashable, Sendable, Codable {
    /// Tables whose foreign keys are checked with `PRAGMA foreign_key_check("t")`.
    public var foreignKeyTables: [String]
    /// Tables (with their indexes) checked with `PRAGMA quick_check("t")`: those whose
    /// pages the migration wrote. The schema table is always checked.
    public var integrityTables: [String]

    public init(foreignKeyTables: [String], integrityTables: [String]) {
        self.foreignKeyTables = foreignKeyTables.sorted()
        self.integrityTables = integrityTables.sorted()
    }
}
