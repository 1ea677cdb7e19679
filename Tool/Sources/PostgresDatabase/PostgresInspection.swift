import Migration
import ModelKit
import ModelRuntime
import SQLiteSchema

/// What `modelc inspect --db postgres://…` shows: the schema of the session's current
/// schema with each table's row count, the server's version, and the history modelc
/// keeps there — the shape of SQLite's `DatabaseInspection`.
///
/// JSON: `{"database": {"name", "engine": "postgres", "engineVersion", "schemaName",
/// "schema", "rowCounts"}, "history": […], "resolutions": […]}`, SQLite's inspection's
/// keys (`resolutions` left out when there are none).
public struct PostgresInspection: Sendable, Encodable {
    /// The schema and its row counts.
    public struct Summary: Sendable, Encodable {
        /// The database, without its password (`PostgresConnectionSettings.displayName`).
        public var url: String
        /// `SHOW server_version`: `15.4 (Debian 15.4-1)`.
        public var serverVersion: String
        /// The PostgreSQL schema read (`current_schema()`).
        public var schemaName: String
        /// As `PostgresIntrospection.introspect(_:schema:)` reads it: types and
        /// expressions in the server's words.
        public var schema: Schema
        /// Rows per table, by table name.
        public var rowCounts: [String: Int]

        private enum CodingKeys: String, CodingKey {
            case url = "name", engine, serverVersion = "engineVersion", schemaName, schema, rowCounts
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode("postgres", forKey: .engine)
            try container.encode(serverVersion, forKey: .serverVersion)
            try container.encode(schemaName, forKey: .schemaName)
            try container.encode(schema, forKey: .schema)
            try container.encode(rowCounts, forKey: .rowCounts)
        }
    }

    public var database: Summary
    /// The applied migrations (`modelc_migrations`); empty when there is none.
    public var history: [MigrationHistory.Entry]
    /// The hand resolutions of the history (`modelc migrate resolve`), oldest first.
    public var resolutions: [MigrationHistory.Resolution] = []

    private enum CodingKeys: String, CodingKey { case database, history, resolutions }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(database, forKey: .database)
        try container.encode(history, forKey: .history)
        if !resolutions.isEmpty { try container.encode(resolutions, forKey: .resolutions) }
    }

    /// Reads the database `settings` name without changing it.
    public static func read(_ settings: PostgresConnectionSettings) throws(PostgresDatabaseError) -> PostgresInspection {
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
        return PostgresInspection(
            database: Summary(url: settings.displayName, serverVersion: version, schemaName: schemaName, schema: schema, rowCounts: counts),
            history: try PostgresHistory.entries(in: session, schema: schemaName),
            resolutions: try PostgresHistory.resolutions(in: session))
    }

    /// A readable listing: the heading, then SQLite's layout of tables, columns, keys,
    /// checks, indexes and views (`DatabaseSummary.text`), which reads any `Schema`,
    /// in PostgreSQL's words where SQLite's differ: a UNIQUE constraint is shown as
    /// `unique constraint (…)` rather than under the name a `Schema` gives it
    /// (`sqlite_autoindex_<table>_<n>`), an identity key as `PRIMARY KEY IDENTITY`.
    public var text: String {
        let schema = database.schema
        let listing = DatabaseSummary(path: database.url, sqliteVersion: "", schema: schema, rowCounts: database.rowCounts).text
        let heading = "database \(database.url) (PostgreSQL \(database.serverVersion), schema \(database.schemaName)), "
            + "\(schema.tables.count) table\(schema.tables.count == 1 ? "" : "s")"
        let constraintPrefix = "  unique index \"sqlite_autoindex_"
        let lines = listing.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { line in
            guard line.hasPrefix(constraintPrefix), let columns = line.range(of: "\" (") else {
                return line.replacingOccurrences(of: " PRIMARY KEY AUTOINCREMENT", with: " PRIMARY KEY IDENTITY")
            }
            return "  unique constraint" + line[line.index(after: columns.lowerBound)...]
        }
        return ([heading] + lines).joined(separator: "\n")
    }
}
