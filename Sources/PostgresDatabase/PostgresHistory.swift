import ModelRuntime
import SQLiteSchema

/// The history table on PostgreSQL: the same name and columns as SQLite's
/// (`MigrationHistoryRecord`), in PostgreSQL's types, and the advisory lock that
/// keeps two deployers from applying at once.
public enum PostgresHistory {
    /// `CREATE TABLE IF NOT EXISTS "modelc_migrations" (…)`.
    public static var createSQL: String {
        let dialect = PostgresDialect()
        return """
            CREATE TABLE IF NOT EXISTS \(dialect.quote(MigrationHistoryRecord.tableName)) (
              "version" integer PRIMARY KEY,
              "name" text NOT NULL,
              "checksum" text NOT NULL,
              "applied_at" timestamptz NOT NULL DEFAULT now(),
              "duration_ms" bigint NOT NULL,
              "model_hash" text
            )
            """
    }

    /// The session-level advisory lock's key: "modelc" in ASCII, so it reads back in
    /// `pg_locks` (`objid` 1684368483 with `classid` 28015) and stays clear of keys an
    /// application picks by counting from 1.
    public static let lockKey: Int64 = 0x6D6F_6465_6C63

    /// The applied versions and their checksums, in version order.
    static func applied(in session: PostgresSession) throws(PostgresDatabaseError) -> [(version: Int, checksum: String)] {
        let table = PostgresDialect().quote(MigrationHistoryRecord.tableName)
        return try session.rows("SELECT version::text, checksum FROM \(table) ORDER BY version").compactMap { row in
            guard let version = row.first.flatMap({ $0 }).flatMap(Int.init), row.count > 1, let checksum = row[1] else { return nil }
            return (version, checksum)
        }
    }

    /// The `INSERT` recording one applied migration.
    static func recordSQL(version: Int, name: String, checksum: String, durationMilliseconds: Int, modelHash: String) -> String {
        let dialect = PostgresDialect()
        return "INSERT INTO \(dialect.quote(MigrationHistoryRecord.tableName)) (version, name, checksum, duration_ms, model_hash) VALUES "
            + "(\(version), \(dialect.literal(name)), \(dialect.literal(checksum)), \(durationMilliseconds), \(dialect.literal(modelHash)))"
    }
}
