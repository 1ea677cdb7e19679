import Foundation
import GRDB
import Migration
import SchemaCore

extension SchemaExtras {
    /// The extras of the SQLite file at `path`, opened for reading as
    /// `SchemaIntrospector.introspect(path:)` opens it.
    ///
    /// The rows sampled for the stored classes of loose tables' columns are read after
    /// the rest, outside its transaction, one statement a table: a damaged page a table's
    /// rows meet ends that statement alone (its columns are then read as declared), where
    /// inside the transaction it failed the whole read, and `inspect --as-model`, which
    /// adopts a damaged file with a note, stopped.
    public static func read(path: String, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout) throws(IntrospectionError) -> SchemaExtras {
        var extras = try DatabaseFile.read(path, busyTimeout: busyTimeout, label: "modelc.extras") { db in
            try read(db, sampling: false)
        }
        extras.storedClasses = try DatabaseFile.readWithoutTransaction(path, busyTimeout: busyTimeout, label: "modelc.extras") { db in
            try storedClasses(ofLooseTablesIn: db)
        }
        return extras
    }

    /// The extras of the `main` database of `db`; with `sampling` false, without the
    /// stored classes of the loose tables' columns (a comparison needs none).
    public static func read(_ db: Database, sampling: Bool = true) throws -> SchemaExtras {
        var extras = SchemaExtras()
        var kinds: [(name: String, type: String)] = []
        for row in try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_list WHERE schema = 'main'") {
            kinds.append((row["name"], row["type"]))
        }
        // A shadow table `<name>_<suffix>` belongs to the virtual table with the longest
        // such name: `annotations_fts_stemmed_data` is `annotations_fts_stemmed`'s, not
        // `annotations_fts`'s.
        //
        // SQLite says which tables are shadow tables only for the modules this connection
        // has: those of an extension it cannot load (sqlite-vec's `vec0`, whose `emb_info`,
        // `emb_chunks`, … are its storage) read as plain tables, which a model would
        // manage, fill with generated rows and rebuild. They are presumed to be the
        // virtual table's by the same rule of names.
        let virtualNames = kinds.filter { $0.type == "virtual" }.map { $0.name.lowercased() }
        // (`module_list` needs SQLite 3.31, or an older one built with introspection pragmas: without
        // it, no module is presumed missing.)
        let knownModules = (try? String.fetchAll(db, sql: "SELECT name FROM pragma_module_list")).map { Set($0.map { $0.lowercased() }) }
        var modules: [String: String] = [:]
        for (name, type) in kinds where type == "virtual" {
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?", arguments: [name]) ?? ""
            modules[name.lowercased()] = module(of: sql)
        }
        var owners: [String: [String]] = [:]
        for (shadow, type) in kinds where type == "shadow" || type == "table" {
            let owner = virtualNames.filter { shadow.lowercased().hasPrefix($0 + "_") }.max { $0.count < $1.count }
            guard let owner else { continue }
            let moduleMissing = knownModules.map { !$0.contains((modules[owner] ?? "").lowercased()) } ?? false
            if type == "shadow" || moduleMissing { owners[owner, default: []].append(shadow) }
        }
        for (name, type) in kinds.sorted(by: { $0.name < $1.name }) where type == "virtual" {
            let owned = (owners[name.lowercased()] ?? []).sorted()
            extras.virtualTables.append(VirtualTable(name: name, module: modules[name.lowercased()] ?? "", shadowTables: owned))
        }
        let tables = try Row.fetchAll(db, sql: "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' AND sql IS NOT NULL ORDER BY rowid")
        let plainTables = Set(kinds.filter { $0.type == "table" }.map(\.name))
        var columnCollations: [String: [String: String]] = [:]
        for row in tables {
            let name: String = row["name"]
            guard plainTables.contains(name), !name.lowercased().hasPrefix("sqlite_") else { continue }
            let generated = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo(?, 'main') WHERE hidden IN (2, 3) ORDER BY cid", arguments: [name])
            let parsed = try? CreateTableParser.parse(row["sql"])
            if !generated.isEmpty {
                extras.generatedColumns[name] = generated.map { column in
                    GeneratedColumn(column: column, expression: parsed?.column(named: column)?.generatedSQL ?? "…")
                }
            }
            for column in parsed?.columns ?? [] {
                if let collation = column.collation { columnCollations[name, default: [:]][column.name.lowercased()] = collation.uppercased() }
            }
            let conflicts = (parsed?.allConflictClauses ?? []).filter { !$0.isDefault }
            if !conflicts.isEmpty { extras.conflictClauses[name] = conflicts }
            var constraints: [String] = []
            for index in try Row.fetchAll(db, sql: """
                SELECT name, origin FROM pragma_index_list(?, 'main') WHERE origin IN ('pk', 'u') ORDER BY seq DESC
                """, arguments: [name]) {
                let terms = try specialTerms(of: index["name"], columnCollations: columnCollations[name] ?? [:], db)
                guard !terms.special.isEmpty else { continue }
                let kind = (index["origin"] as String) == "pk" ? "PRIMARY KEY" : "UNIQUE"
                constraints.append("\(kind) (\(terms.all.joined(separator: ", ")))")
            }
            if !constraints.isEmpty { extras.constraintTerms[name] = constraints }
        }
        if sampling { extras.storedClasses = try storedClasses(ofLooseTablesIn: db) }
        let indexes = try Row.fetchAll(db, sql: "SELECT name, tbl_name FROM main.sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY rowid")
        for row in indexes {
            let name: String = row["name"]
            let table: String = row["tbl_name"]
            let special = try specialTerms(of: name, columnCollations: columnCollations[table] ?? [:], db).special
            if !special.isEmpty { extras.indexTerms[name] = special.joined(separator: ", ") }
        }
        return extras
    }

    /// The stored classes of the columns of every table that is not STRICT, by table
    /// (`storedClasses(of:_:)`); a table whose rows cannot be read is left out.
    static func storedClasses(ofLooseTablesIn db: Database) throws -> [String: [String: [String]]] {
        let looseTables = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND strict = 0 AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        var classes: [String: [String: [String]]] = [:]
        for name in looseTables.sorted() {
            if let found = try? storedClasses(of: name, db), !found.isEmpty { classes[name] = found }
        }
        return classes
    }

    /// How many rows of a table `storedClasses(of:)` looks at: enough to tell what a
    /// column holds, few enough that adopting a database of many large tables stays quick.
    static let storedClassSample = 1000

    /// The storage classes of the non-null values in the first `storedClassSample` rows of
    /// `table`, by column (sorted; columns holding only NULL are left out), in one query.
    static func storedClasses(of table: String, _ db: Database) throws -> [String: [String]] {
        let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?, 'main') ORDER BY cid", arguments: [table])
        guard !columns.isEmpty else { return [:] }
        let dialect = SQLiteDialect()
        let quoted = columns.map(dialect.quote)
        let sql = "SELECT " + quoted.map { "group_concat(DISTINCT typeof(\($0)))" }.joined(separator: ", ")
            + " FROM (SELECT \(quoted.joined(separator: ", ")) FROM main.\(dialect.quote(table)) LIMIT \(storedClassSample))"
        guard let row = try Row.fetchOne(db, sql: sql) else { return [:] }
        var classes: [String: [String]] = [:]
        for (index, column) in columns.enumerated() {
            let found = ((row[index] as String?) ?? "").split(separator: ",").map(String.init).filter { $0 != "null" }.sorted()
            if !found.isEmpty { classes[column] = found }
        }
        return classes
    }

    /// The column terms of index `name` as SQL (`"born" DESC`), all of them and those
    /// sorted `DESC` or collated other than their column (`columnCollations`, by
    /// lower-cased column name, upper-cased; BINARY when absent).
    private static func specialTerms(of name: String, columnCollations: [String: String], _ db: Database) throws -> (all: [String], special: [String]) {
        var all: [String] = []
        var special: [String] = []
        for term in try Row.fetchAll(db, sql: """
            SELECT name, "desc", coll FROM pragma_index_xinfo(?, 'main') WHERE key = 1 ORDER BY seqno
            """, arguments: [name]) {
            guard let column: String = term["name"] else { continue }
            let isDescending: Bool = term["desc"]
            let collation = ((term["coll"] as String?) ?? "BINARY").uppercased()
            let columnCollation = columnCollations[column.lowercased()] ?? "BINARY"
            var text = SQLiteDialect().quote(column)
            if collation != columnCollation { text += " COLLATE \(collation)" }
            if isDescending { text += " DESC" }
            all.append(text)
            if collation != columnCollation || isDescending { special.append(text) }
        }
        return (all, special)
    }

    /// The module of `CREATE VIRTUAL TABLE … USING module(…)`, lower-cased.
    static func module(of sql: String) -> String {
        guard let tokens = try? SQLTokenizer.tokenize(sql),
              let using = tokens.firstIndex(where: { $0.isKeyword("USING") }),
              using + 1 < tokens.count else { return "unknown" }
        return tokens[using + 1].text.lowercased()
    }
}
