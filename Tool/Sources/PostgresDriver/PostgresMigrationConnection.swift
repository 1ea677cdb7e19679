import Migration
import SchemaCore

/// A PostgreSQL database as the one migrator (`MigrationRun`) applies to it: a session
/// holding the deployers' advisory lock (`PostgresMigrator.withMigrationLock`), in
/// which each migration runs phase by phase and commits (`PostgresMigrator.apply`).
///
/// Told the run's migrations before the first one runs, it starts reading the expected
/// side of each later one's verification on a second connection
/// (`PostgresExpectedFingerprint`), so each is ready by the time its migration holds
/// its locks; the first one's is read while it runs (`runPhases`).
final class PostgresMigrationConnection: MigrationConnection {
    let session: PostgresSession
    /// The schema migrated: the session's current one.
    let schema: String
    let options: PostgresMigrator.Options
    private var reader: PostgresExpectedFingerprint?

    init(session: PostgresSession, schema: String, options: PostgresMigrator.Options) {
        self.session = session
        self.schema = schema
        self.options = options
    }

    func willApply(_ units: [MigrationUnit]) {
        guard units.count > 1 else { return }
        reader = PostgresExpectedFingerprint(units.indices.map { $0 == 0 ? nil : units[$0].targetSchema }, settings: session.settings)
    }

    func apply(_ unit: MigrationUnit, position: Int) throws -> AppliedMigration? {
        let expected: (() -> PostgresMigrator.ExpectedLines?)? = position == 0 ? nil : reader.map { reader in { reader.fingerprint(at: position) } }
        return try PostgresMigrator.apply(unit, in: session, schema: schema, options: options, expected: expected)
    }

    func holdsTables() -> Bool {
        (try? PostgresMigrator.holdsObjects(in: session, schema: schema)) ?? false
    }

    /// Read in a transaction of its own, rolled back: the comparison builds the expected
    /// side in a scratch schema under a savepoint.
    func schemaDifferences(from expected: Schema) -> [String]? {
        do {
            try session.execute("BEGIN")
            defer { try? session.execute("ROLLBACK") }
            return try PostgresMigrator.schemaDifferences(expected: expected, in: session, schema: schema)
        } catch {
            return nil
        }
    }

    static func failure(_ error: MigrationError) -> any Error { error }
}
