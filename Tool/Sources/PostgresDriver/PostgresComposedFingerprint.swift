import SchemaCore

/// The fingerprint a schema's DDL would have (`PostgresSchemaFingerprint`), written from
/// the schema value with the server's wording of each column learned on a few scratch
/// tables, instead of running the whole DDL in a scratch schema.
///
/// Only expressions need the server: a type as `format_type` names it (`timestamp with
/// time zone`), a default and a CHECK as PostgreSQL stores them (`'draft'::text`,
/// `CHECK ((status = ANY (ARRAY['draft'::text, …])))`). The rest of a fingerprint line is
/// structure the schema value states: names (quoted as `quote_ident` quotes them, which
/// the server is asked in one query), primary keys, UNIQUE constraints, foreign keys
/// with their actions, and plain indexes, which `pg_get_constraintdef` and
/// `pg_get_indexdef` print in a fixed form. So each distinct column definition (name,
/// type, nullability, default, CHECKs) is created once, as a column of a scratch table
/// with no key, index or foreign key, and read back; a 200-table schema whose tables share
/// their column definitions is learned from a handful of columns rather than built
/// whole, with its keys, indexes and the stubs its foreign keys need.
///
/// It is a shortcut, not an authority. A table whose wording it cannot learn this way
/// (one with a partial index, whose condition is an expression on the table) is left
/// over, for the caller to build in the scratch schema (`PostgresScratchTables`), and a
/// schema with views is left whole (a view's text is the server's). A composed
/// fingerprint that differs from the live one is not a verdict either: the caller builds
/// the whole scratch schema and compares again (`PostgresMigrator.schemaDifferences`),
/// so what is reported as a difference is always the server's own.
enum PostgresComposedFingerprint {
    /// The scratch tables' schema: the same as the scratch schema's, as the session
    /// builds one or the other in a transaction it rolls back.
    static let scratchSchema = PostgresMigrator.scratchSchema

    /// The composed lines of a schema's tables, and the tables left over.
    struct Composition: Equatable {
        /// The lines of the tables composed, sorted.
        var lines: [String]
        /// The tables whose lines could not be composed, sorted.
        var leftOver: [String]
    }

    /// The fingerprint lines of `schema`'s tables (of those in `only`, when given),
    /// learning the columns' wording in the caller's open transaction under a savepoint
    /// that is rolled back; nil when the schema has views, or the server refuses a
    /// definition on its own (the scratch schema then reports it as it always has).
    static func lines(of schema: Schema, only: [String]? = nil, in session: PostgresSession) throws -> Composition? {
        guard schema.views.isEmpty else { return nil }
        let named = only.map { names in schema.tables.filter { names.contains($0.name) } } ?? schema.tables
        let tables = named.filter { $0.indexes.allSatisfy { $0.condition == nil } }
        let leftOver = named.filter { !$0.indexes.allSatisfy { $0.condition == nil } }.map(\.name).sorted()
        if tables.isEmpty { return Composition(lines: [], leftOver: leftOver) }
        let plan = LearningPlan(tables)
        let dialect = PostgresDialect()
        try session.execute("SAVEPOINT modelc_wording")
        let learned: Learned
        do {
            try session.executeInTransaction(PostgresScript.statements(in: """
                CREATE SCHEMA \(dialect.quote(scratchSchema));
                \(PostgresMigrator.scratchSearchPath);
                \(plan.ddl.map(StandardSQL.terminated).joined())
                """))
            learned = try Learned(read: session, names: plan.names)
        } catch let error as PostgresDatabaseError {
            guard case .statementFailed = error else { throw error }
            try session.execute("ROLLBACK TO SAVEPOINT modelc_wording")
            return nil
        }
        try session.execute("ROLLBACK TO SAVEPOINT modelc_wording")
        // A column the scratch tables did not return leaves the whole schema to the scratch schema.
        guard let lines = try? tables.flatMap({ try plan.lines(of: $0, learned: learned) }) else { return nil }
        return Composition(lines: lines.sorted(), leftOver: leftOver)
    }

    /// One column as the scratch tables declare it, and the key it is learned by: what
    /// its wording depends on.
    struct ColumnDefinition: Hashable {
        var name: String
        var type: String
        var isNotNull: Bool
        var isIdentity: Bool
        var defaultSQL: String?
        var checks: [String]

        init(_ column: Column, in table: Table) {
            name = column.name
            type = column.declaredType ?? PostgresTypeMapping.columnType(for: column.type)
            isIdentity = table.isAutoincrement && table.primaryKey == [column.name]
            // A key column is NOT NULL whatever the model says, as PostgreSQL makes it.
            isNotNull = column.isNotNull || isIdentity || table.primaryKey.contains(column.name)
            defaultSQL = column.defaultSQL
            checks = column.checks
        }

        /// The column as a scratch table declares it.
        var sql: String {
            let dialect = PostgresDialect()
            var parts = [dialect.quote(name), type]
            if isIdentity { parts.append("GENERATED BY DEFAULT AS IDENTITY") }
            if isNotNull { parts.append("NOT NULL") }
            if let defaultSQL { parts.append("DEFAULT \(defaultSQL)") }
            for check in checks { parts.append("CHECK (\(check))") }
            return parts.joined(separator: " ")
        }
    }

    /// Which scratch table learns each column: a table with table-level CHECKs (or a
    /// column CHECK naming another of its columns) is learned as itself, every other
    /// column in the first shared scratch table that has no column of its name yet.
    struct LearningPlan {
        /// The scratch tables' `CREATE TABLE` statements.
        var ddl: [String] = []
        /// The scratch table and column each of a table's columns is read from, by table.
        var places: [String: [String: Place]] = [:]
        /// Every name a line quotes, for `quote_ident`.
        var names: Set<String> = []

        struct Place: Hashable {
            var table: String
            var column: String
        }

        init(_ tables: [Table]) {
            var shared: [[String: ColumnDefinition]] = []
            var learnedAs: [ColumnDefinition: Place] = [:]
            var own = 0
            for table in tables {
                names.insert(table.name)
                names.formUnion(table.columns.map(\.name))
                names.formUnion(table.indexes.map(\.name))
                for key in table.foreignKeys { names.insert(key.referencedTable); names.formUnion(key.referencedColumns) }
                let definitions = table.columns.map { ColumnDefinition($0, in: table) }
                if Self.needsItsOwnTable(table) {
                    own += 1
                    let name = "modelc_table_\(own)"
                    ddl.append(Self.createTable(name, columns: definitions.map(\.sql) + table.checks.map { "CHECK (\($0))" }))
                    places[table.name] = Dictionary(uniqueKeysWithValues: definitions.map { ($0.name, Place(table: name, column: $0.name)) })
                    continue
                }
                var tablePlaces: [String: Place] = [:]
                for definition in definitions {
                    if let place = learnedAs[definition] {
                        tablePlaces[definition.name] = place
                        continue
                    }
                    let slot = shared.firstIndex { $0[definition.name] == nil } ?? {
                        shared.append([:])
                        return shared.count - 1
                    }()
                    shared[slot][definition.name] = definition
                    let place = Place(table: "modelc_columns_\(slot + 1)", column: definition.name)
                    learnedAs[definition] = place
                    tablePlaces[definition.name] = place
                }
                places[table.name] = tablePlaces
            }
            for (slot, columns) in shared.enumerated() {
                ddl.append(Self.createTable("modelc_columns_\(slot + 1)", columns: columns.values.sorted { $0.name < $1.name }.map(\.sql)))
            }
        }

        static func createTable(_ name: String, columns: [String]) -> String {
            "CREATE TABLE \(PostgresDialect().quote(name)) (\n  " + columns.joined(separator: ",\n  ") + "\n)"
        }

        /// Whether `table` has CHECKs that must be learned beside its own columns: a
        /// table CHECK, or a column CHECK that names another column of the table.
        static func needsItsOwnTable(_ table: Table) -> Bool {
            if !table.checks.isEmpty { return true }
            let names = Set(table.columns.map { $0.name.lowercased() })
            return table.columns.contains { column in
                column.checks.contains { check in
                    guard let tokens = try? SQLTokenizer.tokenize(check) else { return true }
                    return tokens.contains { token in
                        guard let name = token.identifier?.lowercased() else { return false }
                        return name != column.name.lowercased() && names.contains(name)
                    }
                }
            }
        }

        /// `table`'s fingerprint lines, in the form of `PostgresSchemaFingerprint.linesQuery`.
        func lines(of table: Table, learned: Learned) throws -> [String] {
            let name = table.name
            let quoted = { (names: [String]) in names.map { learned.quoted[$0] ?? $0 }.joined(separator: ", ") }
            var lines: [String] = []
            for column in table.columns {
                guard let place = places[name]?[column.name], let wording = learned.columns[place] else {
                    throw LearningGap(table: name, column: column.name)
                }
                var line = "column \(name).\(column.name) \(wording.type)"
                if wording.isNotNull { line += " not null" }
                if let defaultSQL = wording.defaultSQL { line += " default \(defaultSQL)" }
                if wording.isIdentity { line += " identity" }
                lines.append(line)
                lines += wording.constraints.map { "constraint \(name) \($0)" }
            }
            if let place = places[name]?.values.first, place.table.hasPrefix("modelc_table_") {
                lines += (learned.tableConstraints[place.table] ?? []).map { "constraint \(name) \($0)" }
            }
            if !table.primaryKey.isEmpty { lines.append("constraint \(name) PRIMARY KEY (\(quoted(table.primaryKey)))") }
            for key in table.foreignKeys {
                var text = "FOREIGN KEY (\(quoted(key.columns))) REFERENCES \(quoted([key.referencedTable]))(\(quoted(key.referencedColumns)))"
                if key.onUpdate != .noAction { text += " ON UPDATE \(key.onUpdate.rawValue)" }
                if key.onDelete != .noAction { text += " ON DELETE \(key.onDelete.rawValue)" }
                if key.isDeferred { text += " DEFERRABLE INITIALLY DEFERRED" }
                lines.append("constraint \(name) \(text)")
            }
            for index in table.indexes {
                if index.isUniqueConstraint {
                    lines.append("constraint \(name) " + index.uniqueConstraintDefinition(columns: quoted(index.columns)))
                } else {
                    lines.append("index CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(quoted([index.name])) ON \(quoted([name])) USING btree (\(quoted(index.columns)))")
                }
            }
            return lines
        }
    }

    /// A column the scratch tables did not return (it should not happen: every column is
    /// declared in one); `lines(of:only:in:)` then composes nothing.
    struct LearningGap: Error {
        var table: String
        var column: String
    }

    /// What the server made of the scratch tables' columns, and how it quotes names.
    struct Learned {
        struct Wording {
            var type: String
            var isNotNull: Bool
            var defaultSQL: String?
            var isIdentity: Bool
            /// The column's own constraints (those naming it alone), as
            /// `pg_get_constraintdef` writes them.
            var constraints: [String] = []
        }

        var columns: [LearningPlan.Place: Wording] = [:]
        /// The constraints of a table learned as itself that name several columns, or none.
        var tableConstraints: [String: [String]] = [:]
        /// Each name as `quote_ident` writes it.
        var quoted: [String: String] = [:]

        init(read session: PostgresSession, names: Set<String>) throws {
            let dialect = PostgresDialect()
            let namespace = "\(dialect.literal(dialect.quote(PostgresComposedFingerprint.scratchSchema)))::regnamespace"
            for row in try session.rows("""
                SELECT c.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull::text,
                       pg_get_expr(d.adbin, d.adrelid), (a.attidentity <> '')::text
                  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
                  WHERE c.relnamespace = \(namespace) AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
                """) where row.count == 6 {
                guard let table = row[0], let column = row[1], let type = row[2] else { continue }
                columns[LearningPlan.Place(table: table, column: column)] = Wording(
                    type: type, isNotNull: row[3] == "true", defaultSQL: row[4], isIdentity: row[5] == "true")
            }
            for row in try session.rows("""
                SELECT c.relname::text, CASE WHEN cardinality(k.conkey) = 1 THEN a.attname::text END, pg_get_constraintdef(k.oid)
                  FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
                  LEFT JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
                  WHERE k.connamespace = \(namespace)
                """) where row.count == 3 {
                guard let table = row[0], let text = row[2] else { continue }
                if let column = row[1], columns[LearningPlan.Place(table: table, column: column)] != nil {
                    columns[LearningPlan.Place(table: table, column: column)]?.constraints.append(text)
                } else {
                    tableConstraints[table, default: []].append(text)
                }
            }
            let sorted = names.sorted()
            guard !sorted.isEmpty else { return }
            let list = sorted.map(dialect.literal).joined(separator: ", ")
            let rows = try session.rows("SELECT quote_ident(n) FROM unnest(ARRAY[\(list)]::text[]) WITH ORDINALITY AS u(n, i) ORDER BY i")
            for (name, row) in zip(sorted, rows) { quoted[name] = row.first ?? nil }
        }
    }
}
