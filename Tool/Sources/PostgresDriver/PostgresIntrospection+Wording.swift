import SchemaCore

/// The live schema in the compiled model's words: the one normalisation between a
/// PostgreSQL database and `PostgresTypeMapping.schema(for:)`.
///
/// The server rewrites what it stores: `timestamptz` reads back as `timestamp with time
/// zone`, `DEFAULT 'active'` as `'active'::text`, `CHECK ("status" IN ('a', 'b'))` as
/// `status = ANY (ARRAY['a'::text, 'b'::text])`, a view's query in its own layout. No
/// parser of PostgreSQL's SQL is needed to compare them: the compiled schema's DDL is run
/// in a scratch schema (`modelc_expected`, inside a transaction that is rolled back) and
/// read back with the same catalog queries, which gives each compiled expression's
/// server form. Wherever the live schema holds exactly that server form, for the same
/// table and column (a CHECK: the same text, taken in creation order; an index's
/// condition: the same index name; a view: the same name), it is written as the model
/// writes it, and a CHECK goes where the model puts it (on its column, or the table).
/// Whatever the live schema holds differently stays in the server's words and so
/// differs, which is what drift and a plan from the database should see.
extension PostgresIntrospection {
    /// The schema named `schema` (default: `current_schema()`), described in the words of
    /// `compiled` where they mean the same (see above). Opens and rolls back its own
    /// transaction, unless `inTransaction`, where it uses a savepoint.
    ///
    /// The scratch schema needs the `CREATE` privilege on the database, as the
    /// verification after a migration does.
    public static func introspect(
        _ session: PostgresSession, describedAs compiled: Schema, schema: String? = nil, inTransaction: Bool = false
    ) throws(PostgresDatabaseError) -> Schema {
        var name = schema ?? ""
        if schema == nil { name = try currentSchema(session) }
        let live = try catalog(session, schema: name)
        let dialect = PostgresDialect()
        let scratchName = "modelc_expected"
        try session.execute(inTransaction ? "SAVEPOINT modelc_wording" : "BEGIN")
        let scratch: Catalog
        // An extension or a type the model needs and the database lacks is made in the
        // scratch schema too (and rolled back with it), so the tables using it are compared
        // and it is the one difference, rather than nothing being compared (declarative
        // `migrate --model` into an empty database stopped at `type "mood" does not
        // exist`). A type the database has is not made again: the scratch one would hide it.
        var expected = Schema(tables: compiled.tables, views: compiled.views)
        expected.extensions = compiled.extensions.filter { !live.extensions.contains($0) }
        var liveTypes = Schema()
        liveTypes.types = live.types
        expected.types = compiled.types.filter { liveTypes.type(named: $0.name) == nil }
        do {
            // The live schema stays on the path behind the scratch one, so a default that
            // names one of its sequences (`nextval('film_id_seq'::regclass)`) resolves
            // and prints unqualified on both sides.
            // The rest of the session's path stays behind them too: a type an extension
            // installed in another schema (`citext` in `public`, the tables in `app`).
            try session.executeInTransaction(PostgresScript.statements(in: """
                CREATE SCHEMA \(dialect.quote(scratchName));
                SELECT set_config('search_path', \(dialect.literal(dialect.quote(scratchName) + ", " + dialect.quote(name) + ", ")) || current_setting('search_path'), true);
                \(dialect.render(expected))
                """))
            scratch = try catalog(session, schema: scratchName)
        } catch {
            try? session.execute(inTransaction ? "ROLLBACK TO SAVEPOINT modelc_wording" : "ROLLBACK")
            if case .statementFailed(let database, _, let message) = error { throw .modelNotBuilt(database: database, message: message) }
            throw error
        }
        try session.execute(inTransaction ? "ROLLBACK TO SAVEPOINT modelc_wording" : "ROLLBACK")
        return live.described(as: compiled, scratch: scratch)
    }
}

extension Catalog {
    /// This catalog as a `Schema`, in `compiled`'s words wherever `scratch` (the
    /// compiled DDL read back) shows that the server stores the same thing.
    func described(as compiled: Schema, scratch: Catalog) -> Schema {
        var schema = self.schema
        for position in schema.tables.indices {
            let name = tables[position].table.name
            guard let model = compiled.table(named: name), let server = scratch.tables.first(where: { $0.table.name == name }) else { continue }
            schema.tables[position] = tables[position].described(as: model, scratch: server)
        }
        for position in schema.views.indices {
            let view = schema.views[position]
            if let model = compiled.view(named: view.name), scratch.views.first(where: { $0.name == view.name })?.sql == view.sql {
                schema.views[position].sql = model.sql
            }
        }
        // A type in the model's words when it is the same type: an enum with the same
        // labels, another type whose statement reads the same as the server's.
        for position in schema.types.indices {
            let live = schema.types[position]
            guard let model = compiled.type(named: live.name) else { continue }
            if live.isSame(as: model) {
                schema.types[position] = model
            }
        }
        return schema
    }
}

extension CatalogTable {
    /// This table in `model`'s words where `scratch` (the model's table read back) has
    /// the same server text.
    func described(as model: Table, scratch: CatalogTable) -> Table {
        var described = self
        for position in described.table.columns.indices {
            let column = described.table.columns[position]
            guard let compiled = model.column(named: column.name), let server = scratch.table.column(named: column.name) else { continue }
            if column.declaredType == server.declaredType {
                described.table.columns[position].declaredType = compiled.declaredType
                described.table.columns[position].type = compiled.type
            }
            if column.defaultSQL == server.defaultSQL { described.table.columns[position].defaultSQL = compiled.defaultSQL }
        }
        for position in described.table.indexes.indices where !described.table.indexes[position].isUniqueConstraint {
            let index = described.table.indexes[position]
            if let compiled = model.indexes.first(where: { $0.name == index.name }),
               let server = scratch.table.indexes.first(where: { $0.name == index.name }), server.condition == index.condition {
                described.table.indexes[position].condition = compiled.condition
            }
        }
        // A UNIQUE constraint, foreign key or primary key the model names has the name it
        // has, even one shaped as the server's own (`customer_email_key`, given by the
        // model), which the catalog reading leaves out as the server's: as a check's below.
        let table = described.table.name
        for position in described.table.indexes.indices where described.table.indexes[position].isUniqueConstraint {
            let index = described.table.indexes[position]
            if index.constraintName == nil,
               model.indexes.contains(where: { $0.isUniqueConstraint && $0.columns == index.columns && $0.constraintName == index.name }) {
                described.table.indexes[position].constraintName = index.name
            }
        }
        for position in described.table.foreignKeys.indices where described.table.foreignKeys[position].name == nil {
            let key = described.table.foreignKeys[position]
            if let name = model.foreignKeys.first(where: { named in
                var unnamed = named
                unnamed.name = nil
                return named.name != nil && key.isSame(as: unnamed)
            })?.name,
               PostgresIntrospection.isServerForeignKeyName(name, table: table, columns: key.columns) {
                described.table.foreignKeys[position].name = name
            }
        }
        if described.table.primaryKeyName == nil, let name = model.primaryKeyName, model.primaryKey == described.table.primaryKey,
           PostgresIntrospection.isServerPrimaryKeyName(name, table: table) {
            described.table.primaryKeyName = name
        }
        // The model's CHECKs in the order its DDL declares them (each column's, then the
        // table's), paired with the scratch table's in creation order.
        let modelChecks = model.columns.flatMap { column in column.checks.map { PlacedCheck(text: $0, column: column.name, name: column.checkNames[$0]) } }
            + model.checks.map { PlacedCheck(text: $0, column: nil, name: model.checkNames[$0]) }
        var pending: [String: [PlacedCheck]] = [:]
        if modelChecks.count == scratch.checks.count {
            for (server, check) in zip(scratch.checks, modelChecks) { pending[server.text, default: []].append(check) }
        }
        let placed = checks.map { check -> PlacedCheck in
            if var match = pending[check.text]?.first {
                pending[check.text]?.removeFirst()
                // A check the model names has the name it has, even one shaped as the
                // server's own (`orders_total_check`, given by the model).
                match.name = match.name != nil ? check.serverName : check.name
                return match
            }
            return PlacedCheck(text: check.text, column: check.columns.count == 1 ? check.columns[0] : nil, name: check.name)
        }
        return described.table(placing: placed)
    }
}

extension PostgresIntrospection {
    /// The current schema of the database `settings` names, in `compiled`'s words, read
    /// on a connection of its own (`modelc inspect --model`, `modelc diff --from-db`).
    public static func introspect(_ settings: PostgresConnectionSettings, describedAs compiled: Schema) throws(PostgresDatabaseError) -> Schema {
        let session = try PostgresSession(settings)
        defer { session.close() }
        return try introspect(session, describedAs: compiled)
    }
}
