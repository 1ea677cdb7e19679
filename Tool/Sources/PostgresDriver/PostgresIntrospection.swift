import Foundation
import ModelKit
import ModelRuntime
import SchemaCore

/// Reads a live PostgreSQL schema from the server's catalogs into the `Schema` value the
/// rest of modelc compares, diffs and inspects.
///
/// What is read, for the tables (`relkind` `r` or `p`, partitions aside) of one schema (by default the
/// session's `current_schema()`), leaving out `modelc_migrations` and
/// `modelc_resolutions`:
/// - columns in `attnum` order, with the type as `format_type` names it
///   (`timestamp with time zone`, `character varying(40)`), NOT NULL, the default as
///   `pg_get_expr` writes it; an identity column that is the whole primary key makes the
///   table `isAutoincrement` (modelc's `autoincrement: true`);
/// - the primary key, UNIQUE constraints (as indexes of that kind, under the server's
///   names for them, `users_email_key`: a comparison matches them by their columns),
///   foreign keys
///   with their `ON DELETE`/`ON UPDATE` actions and `INITIALLY DEFERRED`, CHECK
///   constraints as `pg_get_constraintdef` writes them without `CHECK (…)`: one that
///   names exactly one column is that column's, any other the table's (PostgreSQL does
///   not keep where a CHECK was written);
/// - indexes that no PRIMARY KEY, UNIQUE or exclusion constraint owns: key columns by
///   name (an expression as `pg_get_indexdef` writes it), uniqueness, the partial
///   condition; sort order and access method are not in a `Schema`;
/// - views (`CREATE VIEW "name" AS ` and `pg_get_viewdef`) and triggers that are not
///   internal (`pg_get_triggerdef`).
///
/// Expressions are in the server's words (`'active'::text`, `(status = ANY (ARRAY[…]))`),
/// not the compiler's; `introspect(_:describedAs:schema:)` translates them where they
/// mean the same as the compiled model's (see `PostgresIntrospection+Wording.swift`).
public enum PostgresIntrospection {
    /// A condition true for a foreign-key constraint (of `pg_constraint` alias `k`) whose
    /// referenced table is in another schema (Supabase's tables reference `auth.users`):
    /// such a key is outside the model, as the other schema's objects are. Introspection,
    /// the baseline's fingerprint and the rebuild's dropped constraints leave it out, so
    /// the table holding it is adopted and its key stays as it is; adoption says a new
    /// database lacks it. (The subquery's alias is no name a `DO` block's variable takes.)
    static func referencesAnotherSchema(_ k: String) -> String {
        "(\(k).contype = 'f' AND (SELECT referenced.relnamespace FROM pg_class referenced WHERE referenced.oid = \(k).confrelid) <> \(k).connamespace)"
    }

    /// Tables that are modelc's own bookkeeping (its history, resolutions and phase
    /// progress) or GRDB's, never part of a schema (`ReservedNames.tables`).
    public static let skippedTables: Set<String> = ReservedNames.tables

    /// The schema named `schema` (default: `current_schema()`) as the catalogs describe it.
    public static func introspect(_ session: PostgresSession, schema: String? = nil) throws(PostgresDatabaseError) -> Schema {
        if let schema { return try catalog(session, schema: schema).schema }
        return try catalog(session, schema: currentSchema(session)).schema
    }

    /// The session's `current_schema()`, where unqualified names are created.
    public static func currentSchema(_ session: PostgresSession) throws(PostgresDatabaseError) -> String {
        try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
    }

    /// The condition that the object `oid` of the system catalog `catalog` is not a member
    /// of an extension (a `pg_depend` row of type `e`).
    static func notExtensionMember(_ oid: String, catalog: String) -> String {
        "NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '\(catalog)'::regclass AND e.objid = \(oid) AND e.deptype = 'e')"
    }

    /// The `'"name"'::regnamespace` expression that selects a schema's objects.
    static func namespace(_ schema: String) -> String {
        let dialect = PostgresDialect()
        return "\(dialect.literal(dialect.quote(schema)))::regnamespace"
    }

    /// Everything read about one schema, with the CHECK constraints in creation order
    /// (which the translation to the compiler's words needs), before it becomes a `Schema`.
    static func catalog(_ session: PostgresSession, schema: String) throws(PostgresDatabaseError) -> Catalog {
        let namespace = namespace(schema)
        // A partition is read as part of its partitioned table, not as a table of its own;
        // a table an extension made (PostGIS's `spatial_ref_sys`) is the extension's.
        let tableFilter = "c.relnamespace = \(namespace) AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND \(notExtensionMember("c.oid", catalog: "pg_class"))"
        var catalog = Catalog()
        for row in try session.rows("""
            SELECT c.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull::text,
                   CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, d.adrelid) END, a.attidentity::text
              FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
              LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
              WHERE \(tableFilter) AND a.attnum > 0 AND NOT a.attisdropped
              ORDER BY c.relname, a.attnum
            """) {
            let table = text(row, 0), type = text(row, 2)
            guard !skippedTables.contains(table) else { continue }
            if catalog.tables.last?.table.name != table {
                var entry = Table(name: table)
                entry.sqlite = nil
                catalog.tables.append(CatalogTable(table: entry))
            }
            catalog.tables[catalog.tables.count - 1].table.columns.append(Column(
                name: text(row, 1), type: storageClass(ofPostgresType: type), declaredType: type,
                isNotNull: text(row, 3) == "true", defaultSQL: row.count > 4 ? row[4] : nil))
            if text(row, 5) != "" { catalog.tables[catalog.tables.count - 1].identityColumns.append(text(row, 1)) }
        }
        var positions: [String: Int] = [:]
        for (position, entry) in catalog.tables.enumerated() { positions[entry.table.name] = position }
        for row in try session.rows("""
            SELECT c.relname::text, k.contype::text, pg_get_constraintdef(k.oid, true),
                   \(columnNames("k.conkey", relation: "k.conrelid")), f.relname::text, \(columnNames("k.confkey", relation: "k.confrelid")),
                   k.confdeltype::text, k.confupdtype::text, k.condeferred::text, k.conname::text
              FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid LEFT JOIN pg_class f ON f.oid = k.confrelid
              WHERE \(tableFilter) AND k.contype IN ('p', 'u', 'f', 'c') AND NOT \(Self.referencesAnotherSchema("k"))
              ORDER BY c.relname, k.oid
            """) {
            guard let position = positions[text(row, 0)] else { continue }
            let columns = names(text(row, 3))
            switch text(row, 1) {
            case "p":
                catalog.tables[position].table.primaryKey = columns
                let name = text(row, 9)
                catalog.tables[position].table.primaryKeyName = Self.isServerPrimaryKeyName(name, table: text(row, 0)) ? nil : name
            case "u":
                // `UNIQUE [NULLS NOT DISTINCT] (a, b) [DEFERRABLE [INITIALLY DEFERRED]]`, as the server writes it.
                let definition = text(row, 2)
                let deferral: ConstraintDeferral? = definition.hasSuffix(" INITIALLY DEFERRED") ? .deferred
                    : definition.contains(" DEFERRABLE") ? .immediate : nil
                var constraint = Index(
                    name: text(row, 9), columns: columns, isUnique: true, deferral: deferral,
                    areNullsDistinct: !definition.hasPrefix("UNIQUE NULLS NOT DISTINCT"), isUniqueConstraint: true)
                constraint.constraintName = Self.isServerUniqueName(text(row, 9), table: text(row, 0), columns: columns) ? nil : text(row, 9)
                catalog.tables[position].table.indexes.append(constraint)
            case "f":
                catalog.tables[position].table.foreignKeys.append(ForeignKey(
                    columns: columns, referencedTable: text(row, 4), referencedColumns: names(text(row, 5)),
                    onDelete: action(text(row, 6)), onUpdate: action(text(row, 7)), isDeferred: text(row, 8) == "true",
                    name: Self.isServerForeignKeyName(text(row, 9), table: text(row, 0), columns: columns) ? nil : text(row, 9)))
            default:
                let name = text(row, 9)
                catalog.tables[position].checks.append(CatalogCheck(
                    text: checkExpression(text(row, 2)), columns: columns,
                    name: Self.isServerCheckName(name, table: text(row, 0), columns: columns) ? nil : name, serverName: name))
            }
        }
        for row in try session.rows("""
            SELECT c.relname::text, i.relname::text, x.indisunique::text, pg_get_expr(x.indpred, x.indrelid, true),
                   to_json(ARRAY(SELECT CASE WHEN k.n > 0 THEN a.attname::text ELSE pg_get_indexdef(x.indexrelid, k.i::int, true) END
                     FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(n, i)
                     LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n
                     WHERE k.i <= x.indnkeyatts ORDER BY k.i))::text,
                   coalesce(to_jsonb(x) ->> 'indnullsnotdistinct', 'false')
              FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
              WHERE \(tableFilter) AND NOT EXISTS (
                SELECT 1 FROM pg_constraint k WHERE k.conrelid = x.indrelid AND k.conindid = x.indexrelid AND k.contype IN ('p', 'u', 'x'))
              ORDER BY c.relname, i.relname
            """) {
            guard let position = positions[text(row, 0)] else { continue }
            // `indnullsnotdistinct` is PostgreSQL 15's: read through `to_jsonb`, which
            // leaves it out (false) on an older server rather than failing the query.
            catalog.tables[position].table.indexes.append(Index(
                name: text(row, 1), columns: names(text(row, 4)), isUnique: text(row, 2) == "true", condition: row.count > 3 ? row[3] : nil,
                areNullsDistinct: text(row, 5) != "true"))
        }
        let dialect = PostgresDialect()
        for row in try session.rows("""
            SELECT c.relname::text, pg_get_viewdef(c.oid, true) FROM pg_class c
              WHERE c.relnamespace = \(namespace) AND c.relkind = 'v' AND \(notExtensionMember("c.oid", catalog: "pg_class")) ORDER BY c.relname
            """) {
            catalog.views.append(View(name: text(row, 0), sql: "CREATE VIEW \(dialect.quote(text(row, 0))) AS " + viewQuery(text(row, 1))))
        }
        // Enums, then domains (a domain may be over an enum), each as the statement that
        // makes it again, as the server words its parts; not those an extension made
        // (earthdistance's `earth`), which its `CREATE EXTENSION` makes again.
        var types: [(oid: String, base: String, sql: TypeDefinition)] = []
        var unmade: Set<String> = []
        for row in try session.rows("""
            SELECT quote_ident(t.typname), t.typtype::text,
                   CASE WHEN t.typtype = 'e'
                     THEN (SELECT string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid)
                     ELSE format_type(t.typbasetype, t.typtypmod) END,
                   t.typnotnull::text, t.typdefault,
                   (SELECT string_agg(format('CONSTRAINT %I %s', k.conname, pg_get_constraintdef(k.oid)), ' ' ORDER BY k.conname)
                      FROM pg_constraint k WHERE k.contypid = t.oid),
                   t.typname::text, t.oid::text,
                   coalesce(nullif(b.typelem, 0), b.oid)::text,
                   coalesce((SELECT e.typtype FROM pg_type e WHERE e.oid = nullif(b.typelem, 0)), b.typtype)::text
              FROM pg_type t LEFT JOIN pg_type b ON b.oid = t.typbasetype
              WHERE t.typnamespace = \(namespace) AND t.typtype IN ('e', 'd') AND \(notExtensionMember("t.oid", catalog: "pg_type"))
              ORDER BY t.typtype DESC, t.typname
            """) {
            // A domain over a composite type or a table's row type (or an array of one)
            // is not one a model can make: those types are not adopted.
            if text(row, 9) == "c" {
                unmade.insert(text(row, 7))
                continue
            }
            let sql = text(row, 1) == "e"
                ? "CREATE TYPE \(text(row, 0)) AS ENUM (\(text(row, 2)))"
                : "CREATE DOMAIN \(text(row, 0)) AS \(text(row, 2))"
                    + (row.count > 4 && row[4] != nil ? " DEFAULT \(text(row, 4))" : "")
                    + (text(row, 3) == "true" ? " NOT NULL" : "")
                    + (text(row, 5).isEmpty ? "" : " " + text(row, 5))
            types.append((text(row, 7), text(row, 8), TypeDefinition(name: text(row, 6), sql: sql)))
        }
        catalog.types = Self.creationOrder(types, leavingOut: unmade)
        for row in try session.rows("""
            SELECT t.tgname::text, c.relname::text, pg_get_triggerdef(t.oid, true)
              FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
              WHERE c.relnamespace = \(namespace) AND NOT t.tgisinternal ORDER BY t.tgname
            """) where !skippedTables.contains(text(row, 1)) {
            catalog.triggers.append(Trigger(name: text(row, 0), table: text(row, 1), sql: text(row, 2)))
        }
        // Database-wide, as `CREATE EXTENSION` is: every server has `plpgsql`.
        catalog.extensions = try session.rows("SELECT extname::text FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname").map { text($0, 0) }
        return catalog
    }

    /// A JSON array of the names of `relation`'s columns numbered in `array`, in order.
    private static func columnNames(_ array: String, relation: String) -> String {
        """
        to_json(ARRAY(SELECT a.attname::text FROM unnest(\(array)) WITH ORDINALITY u(n, i) \
        JOIN pg_attribute a ON a.attrelid = \(relation) AND a.attnum = u.n ORDER BY u.i))::text
        """
    }

    private static func text(_ row: [String?], _ position: Int) -> String {
        position < row.count ? row[position] ?? "" : ""
    }

    private static func names(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    /// `confdeltype`/`confupdtype` as an action.
    private static func action(_ code: String) -> ForeignKeyAction {
        switch code {
        case "r": .restrict
        case "c": .cascade
        case "n": .setNull
        case "d": .setDefault
        default: .noAction
        }
    }

    /// `CHECK (length(name) <= 40)` → `length(name) <= 40`; a `NOT VALID` constraint
    /// (not yet validated) and a `NO INHERIT` one (which tables inheriting from this one
    /// do not get) read as the same expression, which the catalog's fingerprint tells
    /// apart (`PostgresCatalogCheck`).
    static func checkExpression(_ definition: String) -> String {
        var text = Substring(definition)
        if text.hasSuffix(" NOT VALID") { text = text.dropLast(" NOT VALID".count) }
        if text.hasSuffix(" NO INHERIT") { text = text.dropLast(" NO INHERIT".count) }
        if text.hasPrefix("CHECK (") && text.hasSuffix(")") { text = text.dropFirst("CHECK (".count).dropLast() }
        return String(text)
    }

    /// Whether `name` is the one PostgreSQL gives a CHECK of `table` on `columns` that
    /// was declared without one: `<table>_<column>_check` when it names one column,
    /// `<table>_check` otherwise, a number after `check` when that was taken, the two
    /// names shortened, the longer first, to fit 63 bytes (its `ChooseConstraintName`).
    /// Such a name is the server's, not the schema's: a database made from the model
    /// gets it again. Any other name is kept as the check's.
    static func isServerCheckName(_ name: String, table: String, columns: [String]) -> Bool {
        isServerConstraintName(name, table: table, addition: columns.count == 1 ? columns[0] : "", label: "check")
    }

    /// Whether `name` is the one PostgreSQL gives a foreign key of `table` on `columns`
    /// declared without one: `<table>_<columns joined by _>_fkey`, numbered and
    /// shortened as a check's name is (`ChooseForeignKeyConstraintNameAddition`). Any
    /// other name (Rails' `fk_rails_…`) is kept as the key's.
    static func isServerForeignKeyName(_ name: String, table: String, columns: [String]) -> Bool {
        isServerConstraintName(name, table: table, addition: columns.joined(separator: "_"), label: "fkey")
    }

    /// Whether `name` is the one PostgreSQL gives a UNIQUE constraint declared without
    /// one: `<table>_<columns joined by _>_key`, shortened as a check's is. A numbered one
    /// (`…_key1`) is kept as the constraint's: the server numbers it only when the name
    /// was taken (by another relation), which a database made from the model does not
    /// repeat, so it would come back unnumbered.
    static func isServerUniqueName(_ name: String, table: String, columns: [String]) -> Bool {
        isServerConstraintName(name, table: table, addition: columns.joined(separator: "_"), label: "key", numbered: false)
    }

    /// Whether `name` is the one PostgreSQL gives a primary key declared without one:
    /// `<table>_pkey`, shortened as a check's name is; a numbered one
    /// (OpenStreetMap's `current_nodes_pkey1`) is kept, as a UNIQUE constraint's is.
    static func isServerPrimaryKeyName(_ name: String, table: String) -> Bool {
        isServerConstraintName(name, table: table, addition: "", label: "pkey", numbered: false)
    }

    /// Whether `name` is `<table>_<addition>_<label>` (no `addition`: `<table>_<label>`)
    /// with, when `numbered`, a number after the label when the name was taken, the
    /// table and the addition shortened, the longer first, to fit 63 bytes
    /// (`ChooseConstraintName`).
    private static func isServerConstraintName(_ name: String, table: String, addition: String, label kind: String, numbered: Bool = true) -> Bool {
        let digits = numbered ? name.reversed().prefix { $0.isASCII && $0.isNumber }.count : 0
        return name == serverConstraintName(table: table, addition: addition, label: kind + name.suffix(digits))
    }

    /// The name PostgreSQL gives a UNIQUE constraint of `table` over `columns` declared
    /// without one, when the name is free: `<table>_<columns joined by _>_key`, shortened
    /// as `isServerConstraintName` reads it. A constraint made under this name is read
    /// back as one the server named.
    static func serverUniqueName(table: String, columns: [String]) -> String {
        serverConstraintName(table: table, addition: columns.joined(separator: "_"), label: "key")
    }

    /// `<table>_<addition>_<label>` (no `addition`: `<table>_<label>`), the table and the
    /// addition shortened, the longer first, to fit 63 bytes (`ChooseConstraintName`).
    private static func serverConstraintName(table: String, addition: String, label: String) -> String {
        var first = Array(table.utf8)
        var second = Array(addition.utf8)
        let overhead = 1 + label.utf8.count + (second.isEmpty ? 0 : 1)
        while first.count + second.count > 63 - overhead {
            if first.count > second.count { first.removeLast() } else { second.removeLast() }
        }
        let parts = [first, second].filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
        return (parts + [label]).joined(separator: "_")
    }

    /// `pg_get_viewdef`'s query on one line-free form: its lines trimmed and joined by
    /// a space, without the final `;`.
    static func viewQuery(_ definition: String) -> String {
        var query = definition.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        if query.hasSuffix(";") { query.removeLast() }
        return query
    }

    /// The SQLite storage class standing for a PostgreSQL type in a `Schema`: the one
    /// the model type it maps back to compiles to (`PostgresTypeMapping.attributeType`),
    /// else SQLite's affinity of the name.
    static func storageClass(ofPostgresType type: String) -> ColumnType {
        PostgresTypeMapping.attributeType(forPostgresType: type).map(SchemaCompiler.columnType(for:)) ?? ColumnType(affinityOf: type)
    }
}

/// One schema as read from the catalogs, before it becomes a `Schema`.
struct Catalog {
    var tables: [CatalogTable] = []
    var views: [View] = []
    var triggers: [Trigger] = []
    var types: [TypeDefinition] = []
    var extensions: [String] = []

    /// The `Schema`: each CHECK on its one column, else on the table.
    var schema: Schema {
        var schema = Schema(tables: tables.map(\.schemaTable), views: views, triggers: triggers)
        schema.types = types
        schema.extensions = extensions
        return schema
    }
}

/// One table as read from the catalogs: its CHECKs in creation order, kept apart until
/// they are placed, and which columns are identity columns.
struct CatalogTable {
    var table: Table
    var checks: [CatalogCheck] = []
    var identityColumns: [String] = []

    /// The table with its CHECKs placed (one column: the column's; else the table's)
    /// and an identity primary key as `isAutoincrement`.
    var schemaTable: Table {
        table(placing: checks.map { PlacedCheck(text: $0.text, column: $0.columns.count == 1 ? $0.columns[0] : nil, name: $0.name) })
    }

    /// The table with `placed` as its CHECKs: each on its column, or the table's when it
    /// has none (or names no column of the table).
    func table(placing placed: [PlacedCheck]) -> Table {
        var table = table
        for check in placed {
            if let column = check.column, let position = table.columns.firstIndex(where: { $0.name == column }) {
                table.columns[position].checks.append(check.text)
                if let name = check.name { table.columns[position].checkNames[check.text] = name }
            } else {
                table.checks.append(check.text)
                if let name = check.name { table.checkNames[check.text] = name }
            }
        }
        table.isAutoincrement = table.primaryKey.count == 1 && identityColumns == table.primaryKey
        return table
    }
}

/// A CHECK expression, the column it belongs to (nil: the table) and its name, when it
/// is not the one the server would give it.
struct PlacedCheck {
    var text: String
    var column: String?
    var name: String?
}

/// A CHECK constraint's expression and the columns it names.
struct CatalogCheck {
    var text: String
    var columns: [String]
    /// The constraint's name, when it is not the one the server would give it.
    var name: String?
    /// The constraint's name, whatever it is.
    var serverName: String = ""
}

extension PostgresIntrospection {
    /// `types` (each with its `oid` and its base type's, an array's element type for an
    /// array) in an order the server can create them in: a domain after the type it is
    /// over (`aa_derived AS zz_base` after `zz_base`; the catalog's order was by name),
    /// as read otherwise; those over a type in `leftOut`, itself left out, are left out
    /// too.
    static func creationOrder(_ types: [(oid: String, base: String, sql: TypeDefinition)], leavingOut leftOut: Set<String>) -> [TypeDefinition] {
        let byOID = Dictionary(types.map { ($0.oid, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: Set<String> = []
        var excluded = leftOut
        var ordered: [TypeDefinition] = []
        func place(_ type: (oid: String, base: String, sql: TypeDefinition), visiting: Set<String>) {
            guard !placed.contains(type.oid), !excluded.contains(type.oid) else { return }
            if excluded.contains(type.base) { excluded.insert(type.oid); return }
            if let base = byOID[type.base], !visiting.contains(base.oid) {
                place(base, visiting: visiting.union([type.oid]))
                if excluded.contains(base.oid) { excluded.insert(type.oid); return }
            }
            placed.insert(type.oid)
            ordered.append(type.sql)
        }
        for type in types { place(type, visiting: []) }
        return ordered
    }
}
