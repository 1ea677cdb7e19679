import Migration
import ModelKit
import SchemaCore

/// A model version written for an existing PostgreSQL database: `modelc inspect --db
/// postgres://… --as-model`, the PostgreSQL counterpart of `InferredModel`.
///
/// The promise is SQLite's: the model validates (`modelc validate`, whose SQL check runs
/// on SQLite) and, compiled for PostgreSQL, has no drift from the database; whatever it
/// cannot say is listed under `unmanaged:` with a note. Both are checked by
/// construction: the model is rendered, loaded and validated, compiled and compared
/// with the live schema in its words (`PostgresIntrospection.introspect(_:describedAs:)`),
/// and each table, index or view behind an error or a difference is moved to
/// `unmanaged:` with the reason, until nothing is left to move.
///
/// How a table is read (`PostgresEntityReader`): one entity per table with a primary key
/// (a composite one as `primaryKey: [a, b]`); column types by
/// `PostgresTypeMapping.attributeType(forPostgresType:)` (`text` → `string`, `integer`
/// → `int32`, `timestamp with time zone` → `date`, …), any other type kept under
/// `sqlType:` on the nearest model type (`character varying(40)` → `string`,
/// `numeric(4,2)` → `decimal`, `timestamp without time zone` → `date`), with
/// `strict: false`; an identity key as `autoincrement: true` (an `integer` one as `int`
/// with `sqlType: integer`); defaults as `default:` when they are plain literals, else
/// `defaultSQL:`; `x = ANY (ARRAY['a', 'b'])` CHECKs as `values:`, other CHECKs as
/// `check:` text; casts the server writes after string literals (`'a'::text`) are
/// left out, since SQLite cannot parse them and PostgreSQL adds them back. Single-column
/// foreign keys to a primary key become to-one relationships with a to-many inverse
/// whose `deleteRule` is the key's `ON DELETE`, with `onUpdate`, `sqlType`, `deferred`
/// and `indexed: false` where needed. Indexes keep their names; UNIQUE constraints are
/// `constraint: true`. Views keep their query. Triggers, tables without a primary key,
/// foreign keys of several columns that do not reference a whole primary key side by
/// side, expression indexes and whatever still fails stay unmanaged.
public struct PostgresInferredModel: Sendable {
    /// The model file's text (YAML).
    public var yaml: String
    /// What was left out, one sentence each; the YAML repeats each as a comment above
    /// its `unmanaged:` entry.
    public var notes: [String]
    /// The model's `unmanaged:` patterns.
    public var unmanaged: [String]

    /// Why a table cannot be an entity.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The model for the current schema of the database `settings` names, named `name`
    /// (default: the database's name in PascalCase).
    public static func read(_ settings: PostgresConnectionSettings, name: String? = nil, version: Int = 1) throws -> PostgresInferredModel {
        let session = try PostgresSession(settings)
        defer { session.close() }
        let schema = try PostgresIntrospection.introspect(session)
        let modelName = name ?? InferredNames.modelName(forFile: settings.database)
        var left: [String: String] = [:]
        // The other schemas of the database, whose objects a model names without making them.
        let otherSchemas = try session.rows("""
            SELECT nspname::text FROM pg_namespace
              WHERE nspname <> current_schema() AND nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
              ORDER BY 1
            """).compactMap { $0.first ?? nil }
        var otherDomains: [String: String] = [:]
        for row in try session.rows("""
            SELECT format_type(t.oid, NULL), format_type(t.typbasetype, t.typtypmod) FROM pg_type t
              WHERE t.typtype = 'd' AND t.typnamespace <> to_regnamespace(quote_ident(current_schema()))
                AND t.typnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
            """) {
            guard row.count > 1, let name = row[0], let base = row[1] else { continue }
            otherDomains[name] = base
        }
        for table in schema.tables {
            for index in table.indexes where !index.columns.allSatisfy({ table.column(named: $0) != nil }) {
                left[index.name] = "index \(index.name) on \(table.name) is unmanaged: it is on an expression, which the model cannot say"
            }
        }
        for trigger in schema.triggers {
            left[trigger.name] = "trigger \(trigger.name) is unmanaged: PostgreSQL's triggers call functions, which a model does not hold, so a model's triggers are not compiled for it; modelc leaves it as it is"
        }
        for (object, note) in try storageLeftOut(in: session) where left[object] == nil { left[object] = note }
        let propertyRemarks = try tablePropertyRemarks(in: session)
        let limit = schema.tables.count * 2 + schema.views.count + schema.tables.reduce(0) { $0 + $1.indexes.count } + 3
        // Whether the model says its SQL is PostgreSQL's (`dialect: postgres`): once SQLite's
        // check of it fails (a CHECK with `~` or the schema's own functions, an `ARRAY[…]`
        // default), the server alone judges it, rather than every such table (and every
        // table with a key to it) being left unmanaged.
        // So does a deferrable UNIQUE constraint, or one whose NULLs are not distinct, which
        // SQLite does not have.
        // So do tables whose names differ by case alone, which SQLite takes for one.
        var postgresSQL = schema.tables.contains { $0.indexes.contains { $0.deferral != nil || !$0.areNullsDistinct } }
            || Set(schema.tables.map { $0.name.lowercased() }).count < schema.tables.count
        var triedPortable = false
        for _ in 0..<limit {
            var model = build(schema, name: modelName, version: version, otherDomains: otherDomains, left: &left)
            if postgresSQL { model.dialect = DatabaseDialect.postgres.rawValue }
            let remarks = Self.otherSchemaRemarks(model, schemas: otherSchemas)
                + propertyRemarks.filter { left[$0.table] == nil }.map(\.remark)
            let rendered = render(model, notes: left, remarks: remarks)
            let loaded = ModelLoader.inspect(text: rendered, file: "\(version).yaml")
            var errors = loaded.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty, let loadedModel = loaded.versions?.current {
                let diagnostics = ModelCheck.diagnostics(for: loadedModel)
                errors = diagnostics.filter { $0.severity == .error }
                if !errors.isEmpty && !triedPortable {
                    postgresSQL = true
                    continue
                }
                // SQL SQLite reads but cannot run (pagila's `now()` defaults: a row relying on
                // one cannot be inserted there) is the server's too: the model says so, rather
                // than `validate` warning of each on every run (19 for pagila) and `--strict`
                // failing. The portable model is tried again below, kept if it warns no more.
                if !postgresSQL && !triedPortable && diagnostics.contains(where: { $0.severity == .warning }) {
                    postgresSQL = true
                    continue
                }
            }
            if !errors.isEmpty {
                let owners = Self.owners(in: rendered, model: model)
                for error in errors {
                    // An index that cannot be created (a partial index whose condition holds a
                    // cast on a column, `(country)::text = 'USA'`, which SQLite's check of the
                    // model cannot read) is left out alone, not with its table and every table
                    // referencing it.
                    if let match = error.message.firstMatch(of: /^index `([^`]+)` of .* cannot be created/),
                       let table = schema.tables.first(where: { $0.indexes.contains { $0.name == String(match.1) } }) {
                        left[String(match.1)] = "index \(match.1) on \(table.name) is unmanaged: the model cannot state it (\(error.message)); modelc leaves it as it is"
                        continue
                    }
                    let owner = owners.last { $0.line <= error.location.line }
                    let object = owner?.object ?? schema.tables.first { left[$0.name] == nil }?.name ?? ""
                    left[object] = "\(owner?.kind ?? "table") \(object) is unmanaged: the model written for it does not validate (\(error.message))"
                }
                continue
            }
            let compiled: Schema
            do {
                compiled = try PostgresTypeMapping.schema(for: model)
            } catch let error as PostgresSchemaError {
                guard case .viewNotPortable(let view, let functions) = error.problem else { throw error }
                // A function of the database's own named as SQLite's (Pagila's `group_concat` aggregate).
                left[view] = "view \(view) is unmanaged: it calls \(functions.joined(separator: ", ")), which modelc takes for SQLite's function of that name; modelc leaves it as it is"
                continue
            }
            let live: Schema
            switch liveSchema(session, describedAs: compiled) {
            case .success(let schema):
                live = schema
            case .failure(let error):
                // The server refuses the DDL written for a table (a default or CHECK the model
                // carries in words it reads otherwise): that table is left as it is, not the
                // whole adoption.
                guard case .modelNotBuilt(_, let message) = error else { throw error }
                // Every statement the server refuses is found in one pass (one refusal a
                // round made MusicBrainz's adoption take minutes); the first, which stopped
                // the build, is among them.
                var marked = false
                for refusal in [message] + refusedStatements(building: compiled, in: session) {
                    let reason = refusal.components(separatedBy: " (in: ").first ?? refusal
                    if let table = Self.refusedTable(in: refusal), left[table] == nil {
                        left[table] = "table \(table) is unmanaged: the server refuses the table the model writes for it (\(reason)); modelc leaves it as it is"
                        marked = true
                    } else if let view = Self.refusedView(in: refusal), left[view] == nil {
                        // A view whose query the scratch schema cannot build (MusicBrainz's
                        // `editor_sanitized` passes a row of `editor` to a function declared for
                        // the live table's row type) is left as it is, not the whole adoption.
                        left[view] = "view \(view) is unmanaged: the server refuses the view the model writes for it (\(reason)); modelc leaves it as it is"
                        marked = true
                    }
                }
                guard marked else { throw error }
                continue
            }
            let differences = compiled.differences(from: live, options: Verification.comparison)
            if differences.isEmpty {
                // What only the catalog says, which baseline would refuse (`PostgresCatalogCheck`).
                let catalog = try PostgresCatalogCheck.differences(of: compiled, in: session, limit: .max)
                let named = catalog.compactMap { line in PostgresCatalogCheck.object(of: line).map { ($0, line) } }.filter { left[$0.0] == nil }
                if named.isEmpty {
                    // The SQL that needed PostgreSQL's words may have ended up unmanaged for
                    // another reason: a model SQLite can read stays usable on SQLite, so it is
                    // tried (and verified again) without `dialect:` once.
                    if postgresSQL, !triedPortable {
                        triedPortable = true
                        var portable = model
                        portable.dialect = nil
                        let loadedPortable = ModelLoader.inspect(text: render(portable, notes: left), file: "\(version).yaml")
                        let warnings = loaded.versions?.current.map { ModelCheck.diagnostics(for: $0).filter { $0.severity == .warning }.count } ?? 0
                        if !loadedPortable.diagnostics.contains(where: { $0.severity == .error }), let portableModel = loadedPortable.versions?.current,
                           case let portableDiagnostics = ModelCheck.diagnostics(for: portableModel),
                           !portableDiagnostics.contains(where: { $0.severity == .error }),
                           portableDiagnostics.filter({ $0.severity == .warning }).count <= warnings {
                            postgresSQL = false
                            continue
                        }
                    }
                    return PostgresInferredModel(yaml: rendered, notes: left.keys.sorted().compactMap { left[$0] }, unmanaged: model.unmanaged)
                }
                for (object, line) in named where left[object] == nil {
                    // A NOT VALID constraint shows as a missing line and an unexpected one: the advice is said either way.
                    let advice = named.lazy.filter { $0.0 == object }.compactMap { PostgresCatalogCheck.advice(for: $0.1) }.first.map { "; \($0)" } ?? ""
                    left[object] = "table \(object) is unmanaged: the server's catalog still differs from the model read from it (\(line))\(advice)"
                }
                continue
            }
            for difference in differences {
                let (kind, object) = switch difference.kind {
                case .missingView, .extraView, .viewDefinition: ("view", difference.object ?? "")
                case .extraIndex: ("index", difference.object ?? "")
                default: ("table", difference.table ?? "")
                }
                left[object] = left[object] ?? "\(kind) \(object) is unmanaged: the model read from it still differs from the database (\(difference.message))"
            }
        }
        throw PostgresDatabaseError.statementFailed(database: settings.displayName, version: nil, message: "no model could be written that matches the database")
    }

    /// The live schema in `compiled`'s words, or the error that stopped it: a value the
    /// adoption loop switches over, where a typed `catch` inside the loop (which then
    /// `continue`s) stopped the Swift 6.x compiler ("Found ownership error").
    private static func liveSchema(_ session: PostgresSession, describedAs compiled: Schema) -> Result<Schema, PostgresDatabaseError> {
        Result { () throws(PostgresDatabaseError) in try PostgresIntrospection.introspect(session, describedAs: compiled) }
    }

    /// Each statement of `compiled`'s DDL that the server refuses, run one by one in a
    /// scratch schema (each under a savepoint, the whole rolled back), as its failure's
    /// message (`… (in: CREATE TABLE "t" …)`). A statement refused because an earlier one
    /// was (a table referencing a refused table) is among them, as it would be next round.
    private static func refusedStatements(building compiled: Schema, in session: PostgresSession) -> [String] {
        let dialect = PostgresDialect()
        var refused: [String] = []
        do {
            try session.execute("BEGIN")
            defer { try? session.execute("ROLLBACK") }
            try session.execute("CREATE SCHEMA \(dialect.quote(PostgresMigrator.scratchSchema))")
            try session.execute(PostgresMigrator.scratchSearchPath)
            for statement in PostgresScript.statements(in: dialect.render(Schema(tables: compiled.tables, views: compiled.views))) {
                try session.execute("SAVEPOINT modelc_statement")
                do {
                    try session.executeInTransaction([statement])
                    try session.execute("RELEASE SAVEPOINT modelc_statement")
                } catch {
                    try session.execute("ROLLBACK TO SAVEPOINT modelc_statement")
                    if case .statementFailed(_, _, let message) = error { refused.append(message) }
                }
            }
        } catch {
            return refused
        }
        return refused
    }

    /// The table whose `CREATE TABLE` a failed statement's message names
    /// (`… (in: CREATE TABLE "users" (`), or nil.
    static func refusedTable(in message: String) -> String? {
        message.firstMatch(of: /\(in: CREATE TABLE "((?:[^"]|"")+)"/).map { String($0.1).replacingOccurrences(of: "\"\"", with: "\"") }
    }

    /// The view whose `CREATE VIEW` a server refusal quotes, if it is one.
    static func refusedView(in message: String) -> String? {
        message.firstMatch(of: /\(in: CREATE VIEW "((?:[^"]|"")+)"/).map { String($0.1).replacingOccurrences(of: "\"\"", with: "\"") }
    }

    /// What the catalogs show that a model cannot say, each with its note: a table with a
    /// generated column (`GENERATED ALWAYS AS (…) STORED`), a partitioned table, a table
    /// inheriting another's columns (`INHERITS`), an
    /// index of another method than btree (GiST, GIN, …), and a btree index whose terms
    /// carry more than their columns. Introspection reads them as an
    /// ordinary column, table and index, which the compiled model would then recreate
    /// as such on a new database.
    static func storageLeftOut(in session: PostgresSession) throws -> [(String, String)] {
        let namespace = "to_regnamespace(quote_ident(current_schema()))"
        var left: [(String, String)] = []
        for row in try session.rows("""
            SELECT c.relname::text, string_agg(a.attname::text, ', ' ORDER BY a.attnum) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
              WHERE c.relnamespace = \(namespace) AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated <> ''
              GROUP BY c.relname ORDER BY c.relname
            """) {
            guard row.count > 1, let table = row[0], let columns = row[1] else { continue }
            left.append((table, "table \(table) is unmanaged: its column \(columns) is generated, which the model language cannot say; modelc leaves it as it is"))
        }
        for row in try session.rows("""
            SELECT c.relname::text FROM pg_class c WHERE c.relnamespace = \(namespace) AND c.relkind = 'p' ORDER BY c.relname
            """) {
            guard let table = row.first ?? nil else { continue }
            left.append((table, "table \(table) is unmanaged: it is partitioned, which the model cannot say (a new database would get one ordinary table); modelc leaves it and its partitions as they are"))
        }
        // A materialized view (pagila's `rental_by_category`) is no view a model holds: it
        // was left out without a word, and a database made from the model lacked it.
        for row in try session.rows("""
            SELECT c.relname::text FROM pg_class c WHERE c.relnamespace = \(namespace) AND c.relkind = 'm' ORDER BY c.relname
            """) {
            guard let view = row.first ?? nil else { continue }
            left.append((view, "materialized view \(view) is unmanaged: the model cannot say a materialized view, so a database made from the model lacks it "
                + "and its indexes (create them in the first migration's `-- modelc:data` section, with its query from `SELECT pg_get_viewdef('\(view)')`); "
                + "modelc leaves it as it is"))
        }
        // A table that inherits another's columns (`INHERITS (payment)`, as Sakila's
        // monthly payment tables do, fed by rules on the parent): adopted as an ordinary
        // table, a new database's would be one the parent's queries do not read.
        for row in try session.rows("""
            SELECT c.relname::text, string_agg(p.relname::text, ', ' ORDER BY h.inhseqno) FROM pg_inherits h
              JOIN pg_class c ON c.oid = h.inhrelid JOIN pg_class p ON p.oid = h.inhparent
              WHERE c.relnamespace = \(namespace) AND NOT c.relispartition
              GROUP BY c.relname ORDER BY c.relname
            """) {
            guard row.count > 1, let table = row[0], let parents = row[1] else { continue }
            left.append((table, "table \(table) is unmanaged: it inherits from \(parents) (INHERITS), which the model cannot say (a new database would get a table of its own, which queries of \(parents) do not read); modelc leaves it as it is"))
        }
        for row in try session.rows("""
            SELECT i.relname::text, c.relname::text, am.amname::text FROM pg_index x
              JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am am ON am.oid = i.relam
              WHERE c.relnamespace = \(namespace) AND am.amname <> 'btree' ORDER BY i.relname
            """) {
            guard row.count > 2, let index = row[0], let table = row[1], let method = row[2] else { continue }
            left.append((index, "index \(index) on \(table) is unmanaged: it is a \(method) index, which the model cannot say (its indexes are btree); modelc leaves it as it is"))
        }
        // A btree index whose terms say more than their columns: a sort order or NULLS
        // FIRST/LAST (`indoption`), an operator class other than the type's default (Django
        // makes a `varchar_pattern_ops` index for every indexed CharField), a collation
        // other than its column's, or INCLUDE columns. The model's index is its columns,
        // so adopted as one it matched `inspect` but not `baseline`, which compares the
        // server's whole definition.
        for row in try session.rows("""
            SELECT i.relname::text, c.relname::text FROM pg_index x
              JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am am ON am.oid = i.relam
              WHERE c.relnamespace = \(namespace) AND am.amname = 'btree'
                AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u', 'x'))
                AND (x.indnatts > x.indnkeyatts
                  OR EXISTS (SELECT 1 FROM unnest(x.indoption::int2[]) AS o(flags) WHERE o.flags <> 0)
                  OR EXISTS (SELECT 1 FROM unnest(x.indclass::oid[]) AS k(opclass) JOIN pg_opclass oc ON oc.oid = k.opclass WHERE NOT oc.opcdefault)
                  OR EXISTS (SELECT 1 FROM unnest(x.indcollation::oid[], x.indkey::int2[]) AS k(coll, attnum)
                               JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
                               WHERE k.coll <> 0 AND k.coll <> a.attcollation))
              ORDER BY i.relname
            """) {
            guard row.count > 1, let index = row[0], let table = row[1] else { continue }
            left.append((index, "index \(index) on \(table) is unmanaged: its terms have a sort order, an operator class, a collation or INCLUDE columns, which the model cannot say (its indexes are their columns); modelc leaves it as it is"))
        }
        return left
    }

    /// What the catalogs hold of a table besides its columns, keys, indexes and CHECKs,
    /// which a model does not say and a database made from it has none of: row-level
    /// security and its policies (Supabase's tables), `UNLOGGED`, storage parameters
    /// (`fillfactor`), a replica identity other than the key, and a foreign key to a table
    /// of another schema (`auth.users`). Neither drift nor a plan
    /// sees them, so the adopted table is the model's all the same, with a note saying
    /// what a new database lacks (it was silent, and a database made from the model had
    /// no policies).
    static func tablePropertyRemarks(in session: PostgresSession) throws -> [(table: String, remark: String)] {
        var remarks: [(table: String, remark: String)] = []
        // Keys to another schema's tables (`auth.users`), which introspection leaves out.
        var foreignKeys: [String: String] = [:]
        for row in try session.rows("""
            SELECT c.relname::text, string_agg(pg_get_constraintdef(k.oid), '; ' ORDER BY k.conname)
              FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
              WHERE c.relnamespace = to_regnamespace(quote_ident(current_schema())) AND \(PostgresIntrospection.referencesAnotherSchema("k"))
              GROUP BY c.relname
            """) where row.count > 1 {
            if let table = row[0], let keys = row[1] { foreignKeys[table] = keys }
        }
        for row in try session.rows("""
            SELECT c.relname::text, c.relrowsecurity::text, c.relforcerowsecurity::text,
                   (SELECT count(*) FROM pg_policy p WHERE p.polrelid = c.oid)::text,
                   (c.relpersistence = 'u')::text, coalesce(array_to_string(c.reloptions, ', '), ''), c.relreplident::text
              FROM pg_class c
              WHERE c.relnamespace = to_regnamespace(quote_ident(current_schema())) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
              ORDER BY c.relname
            """) {
            guard row.count > 6, let table = row[0] else { continue }
            var what: [String] = []
            let policies = Int(row[3] ?? "") ?? 0
            if row[1] == "true" || policies > 0 {
                let security = row[1] == "true" ? "row-level security\(row[2] == "true" ? " (forced)" : "")" : "row-level security off"
                what.append("\(security) with \(policies) polic\(policies == 1 ? "y" : "ies")")
            }
            if row[4] == "true" { what.append("UNLOGGED") }
            if let options = row[5], !options.isEmpty { what.append("storage parameters (\(options))") }
            switch row[6] {
            case "f": what.append("REPLICA IDENTITY FULL")
            case "n": what.append("REPLICA IDENTITY NOTHING")
            case "i": what.append("REPLICA IDENTITY USING INDEX")
            default: break
            }
            if let keys = foreignKeys[table] { what.append("a foreign key to a table of another schema (\(keys))") }
            guard !what.isEmpty else { continue }
            let list = what.count == 1 ? what[0] : what.dropLast().joined(separator: ", ") + " and " + what[what.count - 1]
            remarks.append((table, "table \(table) has \(list), which the model does not hold: a database made from it has none of that, and drift does not see it; "
                + "set it in the `-- modelc:data` section of the first migration (which making the file again keeps), or by hand"))
        }
        return remarks
    }

    /// The model for `schema` without the objects in `left`, adding to `left` each table
    /// that cannot be an entity (and, in turn, those whose keys reference it).
    static func build(_ schema: Schema, name: String, version: Int, otherDomains: [String: String] = [:], left: inout [String: String]) -> Model {
        while true {
            var entityNames: [String: String] = [:]
            // Tables whose names differ by case alone (`surr_upsert`, `"Surr_Upsert"`)
            // are two entities, the second numbered, not one name declared twice.
            for table in schema.tables where left[table.name] == nil {
                entityNames[table.name] = InferredNames.unique(InferredNames.modelName(forFile: table.name), in: Set(entityNames.values))
            }
            var reader = PostgresEntityReader(schema: schema, entityNames: entityNames, skippedIndexes: Set(left.keys))
            reader.otherDomains = otherDomains
            var entities: [Entity] = []
            var refused = false
            for table in schema.tables where entityNames[table.name] != nil {
                switch reader.entity(for: table) {
                case .success(let entity):
                    entities.append(entity)
                case .failure(let refusal):
                    left[table.name] = "table \(table.name) is unmanaged: \(refusal.reason)"
                    refused = true
                }
            }
            if refused { continue }
            leaveViewsReadingUnmanagedObjects(of: schema, left: &left)
            addInverses(to: &entities, schema: schema, entityNames: entityNames)
            var model = Model(name: name, version: version, entities: entities)
            // The enums and domains the schema holds, for a new database to make before the
            // tables whose columns name them (Pagila's `mpaa_rating` and `year`).
            model.types = schema.types.map { TypeSpec(name: $0.name, sql: $0.sql) }
            // The extensions installed, for a new database to make before the types and
            // columns that may use them (`citext`, `cube`).
            model.extensions = schema.extensions
            model.views = schema.views.filter { left[$0.name] == nil }.map { view in
                ViewSpec(name: view.name, sql: PostgresEntityReader.sqliteReadableView(PostgresIntrospection.viewQuery(query(of: view))))
            }
            model.unmanaged = unmanagedPatterns(left.keys, in: schema)
            return model
        }
    }

    /// The `unmanaged:` pattern of each of `names`: the name alone (`*`, `?` and `\`
    /// escaped), and in double quotes, which match it exactly, where another object of
    /// `schema` has that name in another case (PostgREST's `foo` beside `"Foo"`): a
    /// pattern ignores case, and `foo` would hide the managed `Foo`.
    static func unmanagedPatterns(_ names: some Sequence<String>, in schema: Schema) -> [String] {
        var byCase: [String: Set<String>] = [:]
        let all = schema.tables.map(\.name) + schema.tables.flatMap { $0.indexes.map(\.name) } + schema.views.map(\.name) + schema.triggers.map(\.name)
        for name in all { byCase[name.lowercased(), default: []].insert(name) }
        return names.sorted().map { name in
            (byCase[name.lowercased()]?.count ?? 1) > 1 ? NamePatternMatch.exact(name) : NamePatternMatch.literal(name)
        }
    }

    /// Adds to `left` each view that reads a table or view in it (pagila's
    /// `sales_by_store` over the partitioned `payment`), and in turn the views reading
    /// those: a database made from the model would not have what they read, so creating
    /// them there fails (as SQLite's adoption decides, `AdoptionDecisions.cascade`).
    static func leaveViewsReadingUnmanagedObjects(of schema: Schema, left: inout [String: String]) {
        var changed = true
        while changed {
            changed = false
            let unmanaged = Set((schema.tables.map(\.name) + schema.views.map(\.name)).filter { left[$0] != nil }.map { $0.lowercased() })
            for view in schema.views where left[view.name] == nil {
                guard let read = SQLNames.firstName(in: query(of: view), among: unmanaged, except: view.name) else { continue }
                left[view.name] = "view \(view.name) is unmanaged: it reads \(read), which is unmanaged, so a database made from the model could not create it; modelc leaves it as it is"
                changed = true
            }
        }
    }

    /// The query of an introspected view (`CREATE VIEW "v" AS <query>`).
    private static func query(of view: View) -> String {
        guard let range = view.sql.range(of: " AS ") else { return view.sql }
        return String(view.sql[range.upperBound...])
    }

    /// The name of the to-many inverse of `key`: the referencing entity in the plural
    /// (`films`), with the relationship's name when the table has more than one key to
    /// the same table (`rentalsByCustomer`).
    static func inverseName(of key: ForeignKey, in table: Table, entityNames: [String: String]) -> String {
        let plural = Naming.plural(Naming.lowercasingFirst(entityNames[table.name] ?? table.name))
        let siblings = table.foreignKeys.filter { $0.referencedTable == key.referencedTable }
        guard siblings.count > 1 || key.referencedTable == table.name else { return plural }
        return plural + "By" + Naming.uppercasingFirst(PostgresEntityReader.relationshipName(forColumn: key.columns[0], in: table))
    }

    /// Gives each entity referenced by a to-one relationship its to-many inverse, named
    /// `inverseName(of:in:entityNames:)` unless the target has a member of that name
    /// already (lemmy's `community.posts`, a count, beside the inverse of
    /// `post.community_id`), when a number is added (`posts2`), as SQLite's adoption
    /// names it: a model declaring one name twice does not validate, and its table and
    /// every table referencing it were left unmanaged.
    private static func addInverses(to entities: inout [Entity], schema: Schema, entityNames: [String: String]) {
        let positions = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for source in entities.indices {
            guard let table = schema.table(named: entities[source].table) else { continue }
            for (index, relationship) in entities[source].relationships.enumerated() where !relationship.isToMany {
                guard let key = table.foreignKeys.first(where: { $0.columns == (relationship.columns.isEmpty ? [relationship.column] : relationship.columns) }),
                      let target = positions[relationship.target] else { continue }
                let used = Set((entities[target].attributes.map(\.name) + entities[target].relationships.map(\.name)).map { $0.lowercased() })
                let wanted = relationship.inverse ?? ""
                var name = wanted
                var number = 2
                while used.contains(name.lowercased()) {
                    name = wanted + String(number)
                    number += 1
                }
                entities[source].relationships[index].inverse = name
                entities[target].relationships.append(Relationship(
                    name: name, target: entities[source].name, isToMany: true, inverse: relationship.name,
                    deleteRule: PostgresEntityReader.deleteRule(key.onDelete)))
            }
        }
    }

    /// The YAML of `model`, its types and views, and its `unmanaged:` entries each under
    /// its note.
    static func render(_ model: Model, notes: [String: String], remarks: [String] = []) -> String {
        var writer = ModelYAMLWriter()
        writer.write(model, comments: [
            "Inferred by `modelc inspect --as-model` from a PostgreSQL database; compiled for PostgreSQL it is the database's schema.",
            "Review it before saving it as models/\(model.name)/\(model.version).yaml.",
        ] + remarks.map { "Note: " + $0 })
        if !model.types.isEmpty {
            writer.open("types")
            for type in model.types { writer.field(type.name, .quoted(type.sql), indent: 2) }
        }
        if !model.views.isEmpty {
            writer.open("views")
            for view in model.views { writer.field(view.name, .quoted(view.sql), indent: 2) }
        }
        if !model.unmanaged.isEmpty {
            writer.open("unmanaged")
            for pattern in model.unmanaged {
                if let note = NamePatternMatch.name(of: pattern).flatMap({ notes[$0] }) { writer.comment("Note: " + note, indent: 2) }
                writer.item(.string(pattern), indent: 2)
            }
        }
        return writer.text
    }

    /// A note for each of `schemas` (the database's other schemas) whose objects the
    /// model's defaults, types or CHECKs name (Supabase keeps its extensions' functions in
    /// `extensions`: `extensions.uuid_generate_v4()`): the model makes the objects of the
    /// database's own schema only, so a database made from it needs those first, which
    /// the database it was adopted from has (its first migration stopped at `schema
    /// "extensions" does not exist`, after a baseline of the original had passed).
    static func otherSchemaRemarks(_ model: Model, schemas: [String]) -> [String] {
        guard !schemas.isEmpty else { return [] }
        var users: [String: [String]] = [:]
        for entity in model.entities {
            let texts = entity.attributes.flatMap { attribute in
                ([attribute.defaultSQL, attribute.sqlType] + attribute.checks.map(Optional.some)).compactMap { $0 }.map { ("\(entity.name).\(attribute.name)", $0) }
            } + entity.checks.map { (entity.name, $0) }
            for (owner, text) in texts {
                for schema in schemas where text.contains(schema + ".") || text.contains("\"\(schema)\".") {
                    if users[schema]?.contains(owner) != true { users[schema, default: []].append(owner) }
                }
            }
        }
        return users.keys.sorted().map { schema in
            let owners = users[schema]!
            let shown = owners.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (owners.count > 3 ? " and \(owners.count - 3) more" : "")
            return "\(shown) name\(owners.count == 1 ? "s" : "") objects of the schema `\(schema)`, which the model does not make: "
                + "a database made from it needs that schema and those objects first (create them before its first migration)"
        }
    }

    /// Where each entity and view starts in `text` (1-based lines), with the table or
    /// view it stands for, so a diagnostic's line names the object to leave out.
    static func owners(in text: String, model: Model) -> [(line: Int, kind: String, object: String)] {
        var owners: [(line: Int, kind: String, object: String)] = []
        var section = ""
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") { section = String(line[..<colon]) }
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line.dropFirst(2)[..<colon])
            if section == "entities", let entity = model.entity(named: name) {
                owners.append((offset + 1, "table", entity.table))
            } else if section == "views" {
                owners.append((offset + 1, "view", name))
            }
        }
        return owners
    }
}
