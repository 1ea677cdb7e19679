import GRDB
import Migration
import SchemaCore

/// A SQLite database file as the one migrator (`MigrationRun`) applies to it: each
/// migration in its own `BEGIN IMMEDIATE` transaction, with foreign keys off around it
/// (`Migrator.apply(_:on:)`, which says why and what it checks).
struct SQLiteMigrationConnection: MigrationConnection {
    let migrator: Migrator
    let queue: DatabaseQueue

    func apply(_ unit: MigrationUnit, position: Int) throws(MigrationError) -> AppliedMigration? {
        try migrator.apply(unit, on: queue)
    }

    func holdsTables() -> Bool {
        let count = try? queue.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
        return (count ?? 0) > 0
    }

    func schemaDifferences(from expected: Schema) -> [String]? {
        try? queue.read { db in try Verification.schemaDifferences(db, expected: expected) }
    }

    static func failure(_ error: MigrationError) -> MigrationError { error }
}
