import Migration
import ModelKit
import ModelRuntime
import SchemaCore

/// `modelc inspect --db postgres://…`: the session's current schema with each table's
/// row count, the server's version, and the history modelc keeps there, as the one
/// `DatabaseInspection` SQLite's inspection gives (the same JSON).
public enum PostgresInspection {
    /// Reads the database `settings` name without changing it.
    public static func read(_ settings: PostgresConnectionSettings) throws(PostgresDatabaseError) -> DatabaseInspection {
        let session = try PostgresSession(settings)
        defer { session.close() }
        let schemaName = try PostgresIntrospection.currentSchema(session)
        let schema = try PostgresIntrospection.introspect(session, schema: schemaName)
        let dialect = PostgresDialect()
        var counts: [String: Int] = [:]
        for table in schema.tables {
            counts[table.name] = try session.rows("SELECT count(*)::text FROM \(dialect.quote(schemaName)).\(dialect.quote(table.name))")
                .first?.first.flatMap { $0 }.flatMap { Int($0) } ?? 0
        }
        let version = try session.rows("SHOW server_version").first?.first.flatMap { $0 } ?? "?"
        return DatabaseInspection(
            database: DatabaseSummary(name: settings.displayName, engine: .postgres, engineVersion: version, schemaName: schemaName,
                                      schema: schema, rowCounts: counts),
            history: try PostgresHistory.entries(in: session, schema: schemaName),
            resolutions: try PostgresHistory.resolutions(in: session))
    }

    /// A readable listing of a PostgreSQL database's `summary`: the heading, then
    /// SQLite's layout of tables, columns, keys, checks, indexes and views
    /// (`DatabaseSummary.text`), which reads any `Schema`, in PostgreSQL's words where
    /// SQLite's differ: a UNIQUE constraint is shown as `unique constraint (…)` rather
    /// than as an index under its name, an identity key as `PRIMARY KEY IDENTITY`.
    public static func text(of database: DatabaseSummary) -> String {
        let schema = database.schema
        let listing = database.text
        let heading = "database \(database.name) (PostgreSQL \(database.engineVersion), schema \(database.schemaName)), "
            + "\(schema.tables.count) table\(schema.tables.count == 1 ? "" : "s")"
        let constraints = Set(schema.tables.flatMap { $0.indexes.filter(\.isUniqueConstraint).map { "  unique index \"\($0.name)\" (" } })
        let lines = listing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { line in
            guard let columns = line.range(of: "\" ("), constraints.contains(String(line[..<columns.upperBound])) else {
                return line.replacingOccurrences(of: " PRIMARY KEY AUTOINCREMENT", with: " PRIMARY KEY IDENTITY")
            }
            return "  unique constraint" + line[line.index(after: columns.lowerBound)...]
        }
        return ([heading] + lines).joined(separator: "\n")
    }
}
