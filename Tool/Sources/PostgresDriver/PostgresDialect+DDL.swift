import SchemaCore

/// DDL rendering for PostgreSQL: `CREATE TABLE`, `CREATE INDEX`, foreign keys, and a
/// whole schema.
///
/// The layout follows `SQLiteDialect`'s (one column per line, constraints in a fixed
/// order), so the same schema always gives byte-identical text. Types come from each
/// column's `declaredType`, which `PostgresTypeMapping.schema(for:)` sets.
extension PostgresDialect {
    /// The statements that create `schema` in an empty database: the extensions it needs
    /// (`CREATE EXTENSION IF NOT EXISTS`, since a server may have one already, in another
    /// schema or from its template), its types (enums and domains), then each table
    /// followed by its indexes, then views. Each statement ends with `;` and a newline.
    ///
    /// PostgreSQL, unlike SQLite, checks that a foreign key's table exists when the key
    /// is declared, so a key to a table created later in the list (or a cycle) is added
    /// with `ALTER TABLE … ADD FOREIGN KEY` right after that table is created.
    public func render(_ schema: Schema) -> String {
        var statements = schema.extensions.map(createExtension)
        statements.append(contentsOf: schema.types.map { StandardSQL.statementText($0.sql) })
        let order = ForeignKeyOrder(creating: schema.tables.map(\.name))
        for table in schema.tables {
            let split = order.split(table)
            let sequences = ownedSequences(of: table)
            statements.append(contentsOf: sequences.create)
            statements.append(createTable(table, foreignKeys: split.inline))
            statements.append(contentsOf: sequences.own)
            statements.append(contentsOf: table.indexes.filter { !$0.isUniqueConstraint }.map { createIndex($0, on: table.name) })
            statements.append(contentsOf: order.keys(waitingFor: table.name, in: schema.tables).map { addForeignKey($0.key, to: $0.table) })
        }
        statements.append(contentsOf: schema.views.map(\.sql))
        return statements.map(StandardSQL.terminated).joined()
    }

    /// `CREATE EXTENSION IF NOT EXISTS "name"`, without the trailing semicolon.
    public func createExtension(_ name: String) -> String {
        "CREATE EXTENSION IF NOT EXISTS \(quote(name))"
    }

    /// `CREATE TABLE "name" (…)` with the given foreign keys (all of the table's by
    /// default), without the trailing semicolon.
    public func createTable(_ table: Table, foreignKeys: [ForeignKey]? = nil, ifNotExists: Bool = false) -> String {
        var lines = table.columns.map { columnDefinition($0, in: table) }
        if table.primaryKey.count > 1 {
            lines.append("\(StandardSQL.primaryKey(named: table.primaryKeyName)) (\(quoteList(table.primaryKey)))")
        }
        for foreignKey in foreignKeys ?? table.foreignKeys {
            lines.append(foreignKeyClause(foreignKey))
        }
        for index in table.indexes where index.isUniqueConstraint {
            lines.append(index.uniqueConstraintClause(columns: quoteList(index.columns)))
        }
        for check in table.checks {
            lines.append(StandardSQL.check(check, named: table.checkNames[check]))
        }
        return "CREATE TABLE \(ifNotExists ? "IF NOT EXISTS " : "")\(quote(table.name)) (\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// The sequences `table`'s columns take their default from (`DEFAULT
    /// nextval('film_film_id_seq'::regclass)`, a `serial` column as an adopted database
    /// has it): created before the table when missing, and owned by their column after it,
    /// as `serial` makes them. Without them a database made from an adopted model (a new
    /// install, `migrate test`'s) failed at the table: the sequence does not exist.
    public func ownedSequences(of table: Table) -> (create: [String], own: [String]) {
        var create: [String] = []
        var own: [String] = []
        for column in table.columns {
            guard let sequence = column.defaultSQL.flatMap(Self.sequenceName(inDefault:)) else { continue }
            // A `serial` column's sequence is `AS integer` (a `smallserial`'s `AS smallint`),
            // bounded as its column is; without it a new database's was a bigint sequence
            // behind an integer column.
            let type = (column.declaredType ?? PostgresTypeMapping.columnType(for: column.type)).lowercased()
            let bound = ["integer", "int", "int4"].contains(type) ? " AS integer" : ["smallint", "int2"].contains(type) ? " AS smallint" : ""
            create.append("CREATE SEQUENCE IF NOT EXISTS \(sequence)\(bound)")
            own.append("ALTER SEQUENCE \(sequence) OWNED BY \(quote(table.name)).\(quote(column.name))")
        }
        return (create, own)
    }

    /// The sequence of a `nextval('name'::regclass)` default, as the literal spells it
    /// (`film_film_id_seq`, `"2019_rank_seq"`), in parentheses or not and with or without
    /// the cast (adoption writes `(nextval('film_film_id_seq'))`); nil for any other default.
    static func sequenceName(inDefault defaultSQL: String) -> String? {
        var text = Substring(defaultSQL.trimmingCharacters(in: .whitespaces))
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        let prefix = "nextval('"
        guard text.lowercased().hasPrefix(prefix), text.hasSuffix(")") else { return nil }
        var literal = text.dropFirst(prefix.count).dropLast()
        if literal.lowercased().hasSuffix("::regclass") { literal = literal.dropLast("::regclass".count) }
        guard literal.hasSuffix("'") else { return nil }
        let name = literal.dropLast()
        guard !name.isEmpty, !name.contains("'"), !name.contains(";"), !name.contains("(") else { return nil }
        return String(name)
    }

    /// One column definition: name, type, identity (an autoincrement key), PRIMARY KEY
    /// (single-column keys), NOT NULL, DEFAULT, CHECKs.
    public func columnDefinition(_ column: Column, in table: Table) -> String {
        var parts = [quote(column.name), column.declaredType ?? PostgresTypeMapping.columnType(for: column.type)]
        if table.primaryKey == [column.name] {
            if table.isAutoincrement { parts.append("GENERATED BY DEFAULT AS IDENTITY") }
            parts.append(StandardSQL.primaryKey(named: table.primaryKeyName))
        }
        if column.isNotNull { parts.append("NOT NULL") }
        if let defaultSQL = column.defaultSQL { parts.append("DEFAULT \(defaultSQL)") }
        for check in column.checks { parts.append(StandardSQL.check(check, named: column.checkNames[check])) }
        return parts.joined(separator: " ")
    }

    /// `FOREIGN KEY ("a") REFERENCES "t" ("id") ON DELETE CASCADE`, as SQLite writes it:
    /// the clause means the same in both dialects.
    public func foreignKeyClause(_ foreignKey: ForeignKey) -> String {
        StandardSQL.foreignKeyClause(foreignKey)
    }

    /// `ALTER TABLE "t" ADD FOREIGN KEY (…) REFERENCES …`.
    public func addForeignKey(_ foreignKey: ForeignKey, to table: String) -> String {
        "ALTER TABLE \(quote(table)) ADD \(foreignKeyClause(foreignKey))"
    }

    /// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] "name" ON "table" ("a", "b") [WHERE …]`.
    public func createIndex(_ index: Index, on table: String, ifNotExists: Bool = false) -> String {
        StandardSQL.createIndex(index, on: table, ifNotExists: ifNotExists)
    }
}
