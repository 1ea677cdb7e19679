import SchemaCore

/// DDL rendering: `CREATE TABLE`, `CREATE INDEX`, and a whole schema.
///
/// The layout is fixed (one column per line, constraints in a fixed order) so the
/// same schema always gives byte-identical text, and so introspection can read back
/// the CHECK and DEFAULT clauses it wrote.
extension SQLiteDialect {
    /// The statements that create `schema` in an empty database: each table followed by
    /// its indexes, then views and triggers. Each statement ends with `;` and a newline.
    ///
    /// Indexes that back a `UNIQUE` constraint (read from databases that predate modelc)
    /// are written as `UNIQUE (…)` table constraints, since SQLite names those itself.
    public func render(_ schema: Schema) -> String {
        var statements: [String] = []
        for table in schema.tables {
            statements.append(createTable(table))
            statements.append(contentsOf: table.indexes.filter { !$0.isUniqueConstraint }.map { createIndex($0, on: table.name) })
        }
        statements.append(contentsOf: schema.views.map(\.sql))
        statements.append(contentsOf: schema.triggers.map(\.sql))
        return statements.map(StandardSQL.terminated).joined()
    }

    /// `CREATE TABLE "name" (…) STRICT` without the trailing semicolon.
    public func createTable(_ table: Table, named name: String? = nil, ifNotExists: Bool = false) -> String {
        var lines = table.columns.map { columnDefinition($0, in: table) }
        if table.primaryKey.count > 1 {
            lines.append("\(StandardSQL.primaryKey(named: table.primaryKeyName)) (\(quoteList(table.primaryKey)))")
        }
        for foreignKey in table.foreignKeys {
            lines.append(foreignKeyClause(foreignKey))
        }
        for index in table.indexes where index.isUniqueConstraint {
            // SQLite's constraint has no deferral or NULLS NOT DISTINCT (a model in another
            // engine's words may say them: its generated rows are still made here).
            lines.append((index.constraintName.map { "CONSTRAINT \(quote($0)) " } ?? "") + "UNIQUE (\(quoteList(index.columns)))")
        }
        for check in table.checks {
            lines.append(StandardSQL.check(check, named: table.checkNames[check]))
        }
        var options: [String] = []
        if table.isStrict { options.append("STRICT") }
        if table.isWithoutRowID { options.append("WITHOUT ROWID") }
        let suffix = options.isEmpty ? "" : " " + options.joined(separator: ", ")
        return "CREATE TABLE \(ifNotExists ? "IF NOT EXISTS " : "")\(quote(name ?? table.name)) (\n"
            + lines.map { "  " + $0 }.joined(separator: ",\n")
            + "\n)" + suffix
    }

    /// One column definition: name, type, PRIMARY KEY (single-column keys), NOT NULL,
    /// DEFAULT, COLLATE, CHECKs.
    public func columnDefinition(_ column: Column, in table: Table) -> String {
        var parts = [quote(column.name), column.declaredType.map(typeName) ?? column.type.rawValue]
        if table.primaryKey == [column.name] {
            parts.append(StandardSQL.primaryKey(named: table.primaryKeyName) + (table.isAutoincrement ? " AUTOINCREMENT" : ""))
        }
        if column.isNotNull { parts.append("NOT NULL") }
        if let defaultSQL = column.defaultSQL { parts.append("DEFAULT \(defaultSQL)") }
        if let collation = column.collation { parts.append("COLLATE \(collation)") }
        for check in column.checks { parts.append(StandardSQL.check(check, named: column.checkNames[check])) }
        return parts.joined(separator: " ")
    }

    /// A declared type as a column definition writes it: as declared when SQLite's
    /// grammar reads it as a type name (words, then at most one `(n)` or `(n, m)`), else
    /// as one quoted identifier, which SQLite takes as the type's name just the same
    /// (`PRAGMA table_info` gives it back unquoted, and its affinity is the one its text
    /// has). A model adopted from a server says types in the server's words:
    /// `timestamp(6) without time zone` (every Rails 7 table's timestamps), `interval day
    /// to second`, `character varying(3)[]`; written bare, SQLite stopped at `without`,
    /// `to` or `[]`, and such a model could neither be checked nor loaded into SQLite.
    public func typeName(_ declared: String) -> String {
        // No declared type at all (BLOB affinity: values stay as given) stays none; `""`
        // would be a type of NUMERIC affinity.
        declared.allSatisfy(\.isWhitespace) || Self.isTypeName(declared) ? declared : quote(declared)
    }

    /// Whether SQLite's grammar reads `text` as a type name ("CREATE TABLE", column
    /// definitions): one or more names, none of them a keyword that ends a type name or
    /// cannot be one, then nothing, or one parenthesised signed number or pair of them.
    static func isTypeName(_ text: String) -> Bool {
        var rest = Substring(text).drop(while: \.isWhitespace)
        var words = 0
        while let first = rest.first, first.isLetter || first == "_" {
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            guard !typeNameStoppers.contains(word.uppercased()) else { return false }
            words += 1
            rest = rest.dropFirst(word.count).drop(while: \.isWhitespace)
        }
        guard words > 0 else { return false }
        if rest.isEmpty { return true }
        guard rest.first == "(", rest.last == ")" else { return false }
        let numbers = rest.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        return (1...2).contains(numbers.count) && numbers.allSatisfy { number in
            var digits = number.trimmingCharacters(in: .whitespaces)[...]
            if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
            return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }
    }

    /// SQLite's keywords that are not names where a type name is read: those that start
    /// a column constraint or are reserved ("SQL Keywords"; the others, `WITH` and
    /// `WITHOUT` among them, may be words of a type name).
    private static let typeNameStoppers: Set<String> = [
        "ADD", "ALL", "ALTER", "AND", "AS", "AUTOINCREMENT", "BETWEEN", "CASE", "CHECK", "COLLATE", "COMMIT", "CONSTRAINT", "CREATE",
        "CROSS", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "DEFAULT", "DEFERRABLE", "DELETE", "DISTINCT", "DROP", "ELSE",
        "ESCAPE", "EXCEPT", "EXISTS", "FILTER", "FOREIGN", "FROM", "FULL", "GROUP", "HAVING", "IN", "INDEX", "INDEXED", "INNER",
        "INSERT", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN", "LEFT", "LIMIT", "NATURAL", "NOT", "NOTHING", "NOTNULL", "NULL", "ON",
        "OR", "ORDER", "OUTER", "OVER", "PRIMARY", "REFERENCES", "RETURNING", "RIGHT", "ROLLBACK", "SELECT", "SET", "TABLE", "THEN",
        "TO", "TRANSACTION", "UNION", "UNIQUE", "UPDATE", "USING", "VALUES", "WHEN", "WHERE", "WINDOW", "GENERATED",
    ]

    /// `FOREIGN KEY ("a") REFERENCES "t" ("id") ON DELETE CASCADE` (`StandardSQL.foreignKeyClause(_:)`).
    public func foreignKeyClause(_ foreignKey: ForeignKey) -> String {
        StandardSQL.foreignKeyClause(foreignKey)
    }

    /// `CREATE [UNIQUE] INDEX "name" ON "table" ("a", "b") [WHERE …]` (`StandardSQL.createIndex(_:on:ifNotExists:)`).
    public func createIndex(_ index: Index, on table: String) -> String {
        StandardSQL.createIndex(index, on: table)
    }
}
