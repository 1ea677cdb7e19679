/// A column of modelc's bookkeeping tables (the migration history, the log of hand
/// resolutions), by kind rather than by SQL type, so each engine writes its
/// `CREATE TABLE` from one list of columns: SQLite's with `sqliteTable(_:_:)`,
/// PostgreSQL's in the tool's driver.
public struct BookkeepingColumn: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The table's integer key, given by the writer (a migration's version).
        case key
        /// An integer key the database assigns (a log's row number).
        case generatedKey
        /// An integer within 32 bits (a version).
        case integer
        /// An integer that may pass 32 bits (a duration in milliseconds).
        case longInteger
        case text
        /// When the row was written: ISO-8601 text in SQLite, written by modelc; a
        /// timestamp PostgreSQL fills in itself.
        case timestamp
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    /// A CHECK on the column, in SQL every engine reads.
    public var check: String?

    public init(_ name: String, _ kind: Kind, isOptional: Bool = false, check: String? = nil) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.check = check
    }

    /// `CREATE TABLE IF NOT EXISTS "table" (…) STRICT`, one column a line.
    public static func sqliteTable(_ table: String, _ columns: [BookkeepingColumn]) -> String {
        let lines = columns.map { column -> String in
            var definition = "  \"\(column.name)\" "
            switch column.kind {
            case .key, .generatedKey: definition += "INTEGER PRIMARY KEY"
            case .integer, .longInteger: definition += "INTEGER"
            case .text, .timestamp: definition += "TEXT"
            }
            if !column.isOptional && column.kind != .key && column.kind != .generatedKey { definition += " NOT NULL" }
            if let check = column.check { definition += " CHECK (\(check))" }
            return definition
        }
        return "CREATE TABLE IF NOT EXISTS \"\(table)\" (\n" + lines.joined(separator: ",\n") + "\n) STRICT"
    }
}
