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
        return statements.map { $0 + ";\n" }.joined()
    }

    /// `CREATE TABLE "name" (…) STRICT` without the trailing semicolon.
    public func createTable(_ table: Table, named name: String? = nil) -> String {
        var lines = table.columns.map { columnDefinition($0, in: table) }
        if table.primaryKey.count > 1 {
            lines.append("PRIMARY KEY (\(quoteList(table.primaryKey)))")
        }
        for foreignKey in table.foreignKeys {
            lines.append(foreignKeyClause(foreignKey))
        }
        for index in table.indexes where index.isUniqueConstraint {
            lines.append("UNIQUE (\(quoteList(index.columns)))")
        }
        for check in table.checks {
            lines.append("CHECK (\(check))")
        }
        var options: [String] = []
        if table.isStrict { options.append("STRICT") }
        if table.isWithoutRowID { options.append("WITHOUT ROWID") }
        let suffix = options.isEmpty ? "" : " " + options.joined(separator: ", ")
        return "CREATE TABLE \(quote(name ?? table.name)) (\n"
            + lines.map { "  " + $0 }.joined(separator: ",\n")
            + "\n)" + suffix
    }

    /// One column definition: name, type, PRIMARY KEY (single-column keys), NOT NULL,
    /// DEFAULT, COLLATE, CHECKs.
    public func columnDefinition(_ column: Column, in table: Table) -> String {
        var parts = [quote(column.name), column.declaredType ?? column.type.rawValue]
        if table.primaryKey == [column.name] {
            parts.append(table.isAutoincrement ? "PRIMARY KEY AUTOINCREMENT" : "PRIMARY KEY")
        }
        if column.isNotNull { parts.append("NOT NULL") }
        if let defaultSQL = column.defaultSQL { parts.append("DEFAULT \(defaultSQL)") }
        if let collation = column.collation { parts.append("COLLATE \(collation)") }
        for check in column.checks { parts.append("CHECK (\(check))") }
        return parts.joined(separator: " ")
    }

    /// `FOREIGN KEY ("a") REFERENCES "t" ("id") ON DELETE CASCADE` (`StandardSQL.foreignKeyClause(_:)`).
    public func foreignKeyClause(_ foreignKey: ForeignKey) -> String {
        StandardSQL.foreignKeyClause(foreignKey)
    }

    /// `CREATE [UNIQUE] INDEX "name" ON "table" ("a", "b") [WHERE …]` (`StandardSQL.createIndex(_:on:ifNotExists:)`).
    public func createIndex(_ index: Index, on table: String) -> String {
        StandardSQL.createIndex(index, on: table)
    }
}
