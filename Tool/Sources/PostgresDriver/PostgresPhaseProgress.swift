import ModelKit
import SchemaCore

/// How far a migration of several phases got: one row per model version whose first
/// phases committed and whose last one has not, in `modelc_migration_progress`.
///
/// A phase's row is written in the phase's own transaction (after the statements of a
/// phase that runs outside one), so it says exactly which phases are in the database.
/// The row goes in the transaction that records the version in `modelc_migrations`, so
/// a version is either in progress or applied, never both. The checksum is the
/// migration's: a re-run continues only the migration that was started.
public enum PostgresPhaseProgress {
    /// The table's name; verification leaves it out, like the history.
    public static let tableName = ReservedNames.migrationProgress

    /// `CREATE TABLE IF NOT EXISTS "modelc_migration_progress" (…)`.
    public static var createSQL: String {
        """
        CREATE TABLE IF NOT EXISTS \(PostgresDialect().quote(tableName)) (
          "version" integer PRIMARY KEY,
          "checksum" text NOT NULL,
          "phase" integer NOT NULL,
          "phases" integer NOT NULL,
          "updated_at" timestamptz NOT NULL DEFAULT now()
        )
        """
    }

    /// The last committed phase of `version` and the checksum it was committed under,
    /// or nil when none of its phases is.
    static func committed(version: Int, in session: PostgresSession) throws(PostgresDatabaseError) -> (phase: Int, checksum: String)? {
        let rows = try session.rows("SELECT phase::text, checksum FROM \(PostgresDialect().quote(tableName)) WHERE version = \(version)")
        guard let row = rows.first, let phase = row.first.flatMap({ $0 }).flatMap(Int.init), row.count > 1, let checksum = row[1] else {
            return nil
        }
        return (phase, checksum)
    }

    /// Every version in progress, in order: its last committed phase, how many it has,
    /// and the checksum they were committed under; none when the table does not exist
    /// (a database that never ran a migration of several phases), which reading does not
    /// create.
    static func all(in session: PostgresSession) throws(PostgresDatabaseError) -> [(version: Int, phase: Int, phases: Int, checksum: String)] {
        guard try PostgresHistory.exists(tableName, in: session) else { return [] }
        let rows = try session.rows("SELECT version::text, phase::text, phases::text, checksum FROM \(PostgresDialect().quote(tableName)) ORDER BY version")
        return rows.compactMap { row in
            guard row.count == 4, let version = row[0].flatMap(Int.init), let phase = row[1].flatMap(Int.init),
                  let phases = row[2].flatMap(Int.init), let checksum = row[3] else { return nil }
            return (version, phase, phases, checksum)
        }
    }

    /// The statement recording that phase `phase` of `phases` committed.
    static func recordSQL(version: Int, checksum: String, phase: Int, phases: Int) -> String {
        let dialect = PostgresDialect()
        return "INSERT INTO \(dialect.quote(tableName)) (version, checksum, phase, phases) VALUES (\(version), \(dialect.literal(checksum)), \(phase), \(phases))"
            + " ON CONFLICT (version) DO UPDATE SET checksum = EXCLUDED.checksum, phase = EXCLUDED.phase, phases = EXCLUDED.phases, updated_at = now()"
    }

    /// The statement clearing `version`'s progress, once it is in the history.
    static func clearSQL(version: Int) -> String {
        "DELETE FROM \(PostgresDialect().quote(tableName)) WHERE version = \(version)"
    }
}
