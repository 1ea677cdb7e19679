import Foundation

/// What `modelc inspect` shows about a live database, whatever its engine: its
/// schema and the number of rows in each table.
///
/// JSON: `{"name", "engine", "engineVersion", "schemaName", "schema", "rowCounts"}`, the
/// same keys for every engine.
public struct DatabaseSummary: Hashable, Sendable, Codable {
    /// The file's path, or the URL without its password.
    public var name: String
    public var engine: DatabaseDialect
    /// The engine's own version string (`sqlite_version()`, a server's version).
    public var engineVersion: String
    /// The schema read: `main` for SQLite, the session's current schema for a server.
    public var schemaName: String
    /// As the engine's introspection reads it.
    public var schema: Schema
    /// Rows per table, by table name.
    public var rowCounts: [String: Int]

    public init(name: String, engine: DatabaseDialect, engineVersion: String, schemaName: String, schema: Schema, rowCounts: [String: Int]) {
        self.name = name
        self.engine = engine
        self.engineVersion = engineVersion
        self.schemaName = schemaName
        self.schema = schema
        self.rowCounts = rowCounts
    }

    /// A SQLite database's summary (the form this type had before other engines used it).
    public init(path: String, sqliteVersion: String, schema: Schema, rowCounts: [String: Int]) {
        self.init(name: path, engine: .sqlite, engineVersion: sqliteVersion, schemaName: "main", schema: schema, rowCounts: rowCounts)
    }

    /// The SQLite file's path: `name`, as it was called before other engines' summaries
    /// shared the type.
    public var path: String { name }
    /// The SQLite version: `engineVersion`, as it was called before.
    public var sqliteVersion: String { engineVersion }

    /// A readable listing: one block per table with its columns, keys, checks and indexes.
    public var text: String {
        var lines = ["database \(name) (SQLite \(engineVersion)), \(schema.tables.count) table\(schema.tables.count == 1 ? "" : "s")"]
        for table in schema.tables {
            let rows = rowCounts[table.name] ?? 0
            var flags: [String] = []
            if table.isStrict { flags.append("STRICT") }
            if table.isWithoutRowID { flags.append("WITHOUT ROWID") }
            lines.append("")
            lines.append("table \(StandardSQL.quote(table.name)): \(rows) row\(rows == 1 ? "" : "s")" + (flags.isEmpty ? "" : ", " + flags.joined(separator: ", ")))
            let width = table.columns.map { StandardSQL.quote($0.name).count }.max() ?? 0
            for column in table.columns {
                let name = StandardSQL.quote(column.name)
                var parts = [name + String(repeating: " ", count: width - name.count), column.declaredType ?? column.type.rawValue]
                if table.primaryKey == [column.name] { parts.append(table.isAutoincrement ? "PRIMARY KEY AUTOINCREMENT" : "PRIMARY KEY") }
                if column.isNotNull { parts.append("NOT NULL") }
                if let value = column.defaultSQL { parts.append("DEFAULT \(value)") }
                if let collation = column.collation { parts.append("COLLATE \(collation)") }
                parts += column.checks.map { "CHECK (\($0))" }
                lines.append("  " + parts.joined(separator: " "))
            }
            if table.primaryKey.count > 1 { lines.append("  primary key (\(StandardSQL.quoteList(table.primaryKey)))") }
            for key in table.foreignKeys {
                var text = "  foreign key (\(StandardSQL.quoteList(key.columns))) → \(StandardSQL.quote(key.referencedTable)) (\(StandardSQL.quoteList(key.referencedColumns)))"
                text += " ON DELETE \(key.onDelete.rawValue)"
                if key.onUpdate != .noAction { text += " ON UPDATE \(key.onUpdate.rawValue)" }
                lines.append(text)
            }
            for check in table.checks { lines.append("  check (\(check))") }
            for index in table.indexes {
                var text = "  \(index.isUnique ? "unique index" : "index") \(StandardSQL.quote(index.name)) (\(StandardSQL.quoteList(index.columns)))"
                if let condition = index.condition { text += " WHERE \(condition)" }
                lines.append(text)
            }
        }
        for view in schema.views {
            lines += ["", "view \(StandardSQL.quote(view.name))"] + Self.indented(view.sql)
        }
        for trigger in schema.triggers {
            lines += ["", "trigger \(StandardSQL.quote(trigger.name)) on \(StandardSQL.quote(trigger.table))"] + Self.indented(trigger.sql)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stored statement under its heading, each line indented, trailing spaces dropped.
    private static func indented(_ sql: String) -> [String] {
        sql.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " || line.last == "\r" || line.last == "\t" { line = line.dropLast() }
            return "  " + line
        }
    }
}
