import Migration
import ModelKit
import SQLiteSchema

/// The live schema's fingerprint as the last verified migration left it, kept in the
/// database (`modelc_schema_fingerprint`, one row per line with its table), so the
/// next planned migration's verification builds only the tables it changes
/// (`PostgresVerificationScope`) and compares the others with these lines.
///
/// The lines are written in the transaction that records the migration, after its
/// verification passed (or, for a first file that builds its version into an empty
/// schema, after the statements that make the catalog the verification would have
/// compared with itself), and carry the migration's number: they count only while that
/// migration is the last one the history holds. A run of another kind (a hand-written
/// file, a down migration, `baseline`, `resolve`) records no lines, so the next
/// verification finds none of its predecessor's and compares everything.
enum PostgresStoredFingerprint {
    static let tableName = ReservedNames.schemaFingerprint

    /// `CREATE TABLE IF NOT EXISTS "modelc_schema_fingerprint" (…)`.
    static var createSQL: String {
        let dialect = PostgresDialect()
        return """
            CREATE TABLE IF NOT EXISTS \(dialect.quote(tableName)) (
              "version" integer NOT NULL,
              "table_name" text NOT NULL,
              "line" text NOT NULL
            )
            """
    }

    /// Replaces the stored lines with those of the live schema `schema`, as the
    /// migration numbered `version` leaves it, in the caller's transaction.
    static func recordSQL(version: Int, schema: String) -> String {
        let dialect = PostgresDialect()
        return """
            \(createSQL);
            DELETE FROM \(dialect.quote(tableName));
            SET LOCAL search_path TO \(dialect.quote(schema));
            INSERT INTO \(dialect.quote(tableName)) ("version", "table_name", "line")
              SELECT \(version), "table_name", "line" FROM (\(PostgresSchemaFingerprint.linesQuery(schema: schema, excluding: PostgresHistory.tableNames))) AS lines
            """
    }

    /// The stored lines of every table but those in `excluding`, when they were stored by
    /// the last migration the history holds; nil when there are none (never stored, or
    /// stored by a migration that is no longer the last).
    static func lines(excluding tables: [String], in session: PostgresSession, schema: String) throws -> [String]? {
        let dialect = PostgresDialect()
        let exists = try session.rows("""
            SELECT to_regclass(\(dialect.literal(dialect.quote(schema) + "." + dialect.quote(tableName))))::text
            """).first?.first ?? nil
        guard exists != nil else { return nil }
        let stored = "\(dialect.quote(schema)).\(dialect.quote(tableName))"
        let history = "\(dialect.quote(schema)).\(dialect.quote(ReservedNames.migrationHistory))"
        let rows = try session.rows("""
            SELECT "table_name", "line" FROM \(stored) WHERE "version" = (SELECT max("version") FROM \(history))
            """)
        guard !rows.isEmpty else { return nil }
        let excluded = Set(tables)
        return rows.compactMap { row in
            guard row.count == 2, let table = row[0], let line = row[1], !excluded.contains(table) else { return nil }
            return line
        }
    }
}
