import Foundation
import GRDB
import Migration
import ModelKit
import SchemaCore

/// Reads a live SQLite database into a `Schema`: the other half of the contract
/// `introspect(apply(compile(model))).normalized() == compile(model).normalized()`.
///
/// What comes from where:
/// - tables, views, triggers and index order: `sqlite_master`, in its (creation) order;
/// - table kind, STRICT and WITHOUT ROWID: `PRAGMA table_list` (virtual tables and their
///   shadow tables are skipped: a `Schema` cannot describe them);
/// - columns, declared types, NOT NULL, defaults, primary key: `PRAGMA table_xinfo`;
/// - foreign keys with their ON DELETE / ON UPDATE actions: `PRAGMA foreign_key_list`;
/// - indexes: `PRAGMA index_list` / `index_xinfo`, plus the `CREATE INDEX` text for
///   expression terms and partial-index conditions;
/// - CHECK constraints, COLLATE and DEFAULT text exactly as written: the `CREATE TABLE`
///   text, read by `CreateTableParser` (the pragma strips a default's parentheses).
///
/// Naming conventions for what the pragmas report but `CREATE INDEX` did not make:
/// - an index that backs a `UNIQUE` constraint (origin `u`) keeps SQLite's own name
///   `sqlite_autoindex_<table>_<N>`; the `sqlite_` prefix is reserved, so no
///   `CREATE INDEX` can produce it, and `Index.isUniqueConstraint` tells them apart.
///   Such an index cannot be dropped or created on its own; changing it needs a rebuild;
/// - an index that backs a `PRIMARY KEY` constraint (origin `pk`) is skipped: the table's
///   `primaryKey` already says it;
/// - a table with neither a declared primary key nor WITHOUT ROWID has `primaryKey == []`
///   (the hidden rowid); an `INTEGER PRIMARY KEY` column is a declared key: `["id"]`.
///
/// Declared types map to `ColumnType` by SQLite's affinity rules ("Datatypes In SQLite",
/// section 3.1): `…INT…` → INTEGER, `…CHAR…`/`…CLOB…`/`…TEXT…` → TEXT, `…BLOB…` → BLOB,
/// `…REAL…`/`…FLOA…`/`…DOUB…` → REAL, anything else (NUMERIC affinity) and no type at
/// all → ANY. `declaredType` keeps the text as SQLite reports it whenever it is not
/// exactly the canonical name (an untyped column has `declaredType == ""`).
public enum SchemaIntrospector {
    /// Tables that are never part of the schema: migration bookkeeping, modelc's own
    /// and GRDB's (`ReservedNames.tables`). SQLite's internal `sqlite_…` tables are
    /// always skipped too.
    public static let defaultSkippedTables: Set<String> = ReservedNames.tables

    /// The schema of the `main` database of `db`.
    ///
    /// - Parameter skippedTables: tables (and their indexes and triggers) to leave out,
    ///   by exact name.
    public static func introspect(_ db: Database, skipping skippedTables: Set<String> = defaultSkippedTables) throws(IntrospectionError) -> Schema {
        do {
            return try read(db, skipping: skippedTables)
        } catch {
            throw IntrospectionError.from(error, path: nil)
        }
    }

    /// The schema of the SQLite file at `path`, opened with `DatabaseFile.openForReading`.
    ///
    /// The file is checked first (missing, a directory) and then read at once, because
    /// SQLite opens any file and only reports "file is not a database" on the first
    /// read. An empty file is a valid, empty database to SQLite and gives an empty schema.
    ///
    /// - Parameter busyTimeout: how long to wait for a writer's lock before failing
    ///   with `IntrospectionError.locked`.
    public static func introspect(
        path: String,
        skipping skippedTables: Set<String> = defaultSkippedTables,
        busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout
    ) throws(IntrospectionError) -> Schema {
        try DatabaseFile.read(path, busyTimeout: busyTimeout, label: "modelc.introspect") { db in
            try read(db, skipping: skippedTables)
        }
    }

    // MARK: - Reading

    private struct MasterRow {
        var type: String
        var name: String
        var tableName: String
        var sql: String?
    }

    private static func read(_ db: Database, skipping skippedTables: Set<String>) throws -> Schema {
        let master = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM main.sqlite_master ORDER BY rowid")
            .map { MasterRow(type: $0[0], name: $0[1], tableName: $0[2], sql: $0[3]) }
        var kinds: [String: (kind: String, isWithoutRowID: Bool, isStrict: Bool)] = [:]
        for row in try Row.fetchAll(db, sql: "PRAGMA main.table_list") {
            kinds[row["name"]] = (row["type"], row["wr"], row["strict"])
        }

        func isSkipped(_ table: String) -> Bool {
            table.lowercased().hasPrefix("sqlite_") || skippedTables.contains(table)
        }

        let indexRowsByTable = Dictionary(grouping: master.filter { $0.type == "index" }, by: \.tableName)
        var schema = Schema()
        for row in master where row.type == "table" && !isSkipped(row.name) {
            guard let kind = kinds[row.name], kind.kind == "table", let sql = row.sql else { continue }
            let parsed: ParsedCreateTable
            do {
                parsed = try CreateTableParser.parse(sql)
            } catch {
                throw IntrospectionError.unreadableTable(name: row.name, reason: error.reason)
            }
            var table = try readTable(db, name: row.name, parsed: parsed, sql: sql)
            table.isStrict = kind.isStrict
            table.isWithoutRowID = kind.isWithoutRowID
            table.isAutoincrement = parsed.isAutoincrement
            table.indexes = try readIndexes(db, table: row.name, rows: indexRowsByTable[row.name] ?? [])
            // The pragmas do not report a UNIQUE constraint's name; the statement does.
            for position in table.indexes.indices where table.indexes[position].isUniqueConstraint {
                table.indexes[position].constraintName = parsed.uniqueConstraintName(of: table.indexes[position].columns)
            }
            schema.tables.append(table)
        }
        for row in master where row.type == "view" {
            schema.views.append(View(name: row.name, sql: row.sql ?? ""))
        }
        for row in master where row.type == "trigger" && !isSkipped(row.tableName) {
            schema.triggers.append(Trigger(name: row.name, table: row.tableName, sql: row.sql ?? ""))
        }
        return schema
    }

    private static func readTable(_ db: Database, name: String, parsed: ParsedCreateTable, sql: String) throws -> SchemaCore.Table {
        var table = Table(name: name)
        var keyColumns: [(position: Int, name: String)] = []
        for info in try tableColumns(db, table: name) {
            let type = ColumnType(affinityOf: info.declaredType)
            let parsedColumn = parsed.column(named: info.name)
            var column = Column(
                name: info.name,
                type: type,
                declaredType: info.declaredType == type.rawValue ? nil : info.declaredType,
                isNotNull: info.isNotNull,
                defaultSQL: parsedColumn?.defaultSQL ?? info.defaultSQL,
                checks: parsedColumn?.checks ?? [],
                collation: parsedColumn?.collation
            )
            column.checkNames = parsedColumn?.checkNames ?? [:]
            table.columns.append(column)
            if info.keyPosition > 0 { keyColumns.append((info.keyPosition, info.name)) }
        }
        table.primaryKey = keyColumns.sorted { $0.position < $1.position }.map(\.name)
        table.foreignKeys = try readForeignKeys(db, table: name)
        // The pragma does not report DEFERRABLE; the statement does.
        let deferred = Set(CreateTableParser.deferredKeyColumns(in: sql).map { $0.lowercased() })
        if !deferred.isEmpty {
            for position in table.foreignKeys.indices where deferred.contains(table.foreignKeys[position].columns[0].lowercased()) {
                table.foreignKeys[position].isDeferred = true
            }
        }
        for position in table.foreignKeys.indices {
            table.foreignKeys[position].name = parsed.foreignKeyName(of: table.foreignKeys[position].columns)
        }
        if !table.primaryKey.isEmpty { table.primaryKeyName = parsed.primaryKeyName }
        table.checks = parsed.checks
        table.checkNames = parsed.checkNames
        return table
    }

    private struct ColumnRow {
        var name: String
        var declaredType: String
        var isNotNull: Bool
        var defaultSQL: String?
        /// 1-based position in the primary key, 0 when not part of it.
        var keyPosition: Int
    }

    /// Columns from `pragma_table_xinfo`, without the hidden columns of virtual tables.
    ///
    /// Table names are bound as arguments of the table-valued pragma functions rather
    /// than spliced into `PRAGMA x("name")`: GRDB's schema helpers quote names without
    /// doubling embedded `"`, so they fail on a table named `line "item"`.
    private static func tableColumns(_ db: Database, table: String) throws -> [ColumnRow] {
        try Row.fetchAll(db, sql: """
            SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo(?, 'main') WHERE hidden != 1 ORDER BY cid
            """, arguments: [table])
            .map { ColumnRow(name: $0[0], declaredType: $0[1] ?? "", isNotNull: $0[2], defaultSQL: $0[3], keyPosition: $0[4]) }
    }

    /// Foreign keys in declaration order (the pragma lists the last declared first), with
    /// actions. A `REFERENCES parent` without columns refers to the parent's primary key,
    /// which is filled in when the parent exists and declares one.
    private static func readForeignKeys(_ db: Database, table: String) throws -> [SchemaCore.ForeignKey] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, seq, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?, 'main')
            """, arguments: [table])
        var byID: [Int: (parts: [(seq: Int, from: String, to: String?)], row: Row)] = [:]
        for row in rows {
            let id: Int = row["id"]
            byID[id, default: ([], row)].parts.append((row["seq"], row["from"], row["to"]))
        }
        return try byID.keys.sorted(by: >).compactMap { id -> SchemaCore.ForeignKey? in
            guard let entry = byID[id] else { return nil }
            let parts = entry.parts.sorted { $0.seq < $1.seq }
            // SQLite finds the referenced table and its columns without regard to (ASCII)
            // case, and enforces the key (`REFERENCES ARTISTS(ID)` is a key to
            // `artists(Id)`): they are read in the parent's own spelling, as the model
            // and every other reader name them.
            let written: String = entry.row["table"]
            let referencedTable = try String.fetchOne(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE", arguments: [written]) ?? written
            let parentColumns = try tableColumns(db, table: referencedTable)
            var referencedColumns = parts.compactMap(\.to).map { column in
                parentColumns.first { $0.name.lowercased() == column.lowercased() }?.name ?? column
            }
            if referencedColumns.count != parts.count {
                referencedColumns = parentColumns
                    .filter { $0.keyPosition > 0 }
                    .sorted { $0.keyPosition < $1.keyPosition }
                    .map(\.name)
            }
            return ForeignKey(
                columns: parts.map(\.from),
                referencedTable: referencedTable,
                referencedColumns: referencedColumns,
                onDelete: ForeignKeyAction(pragmaText: entry.row["on_delete"]),
                onUpdate: ForeignKeyAction(pragmaText: entry.row["on_update"])
            )
        }
    }

    /// Indexes in `sqlite_master` order, skipping the ones behind a PRIMARY KEY.
    private static func readIndexes(_ db: Database, table: String, rows: [MasterRow]) throws -> [Index] {
        var listed: [String: Row] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, \"unique\", origin, partial FROM pragma_index_list(?, 'main')", arguments: [table]) {
            listed[row["name"]] = row
        }
        var indexes: [Index] = []
        for master in rows {
            guard let list = listed[master.name] else { continue }
            let origin: String = list["origin"]
            if origin == "pk" { continue }
            var parsed: ParsedCreateIndex?
            if let sql = master.sql {
                do {
                    parsed = try CreateTableParser.parseCreateIndex(sql)
                } catch {
                    throw IntrospectionError.unreadableTable(name: table, reason: "index `\(master.name)`: \(error.reason)")
                }
            }
            var columns: [String] = []
            let keyRows = try Row.fetchAll(db, sql: """
                SELECT seqno, cid, name FROM pragma_index_xinfo(?, 'main') WHERE key = 1 ORDER BY seqno
                """, arguments: [master.name])
            for (position, key) in keyRows.enumerated() {
                let cid: Int = key["cid"]
                if let name: String = key["name"] {
                    columns.append(name)
                } else if cid == -1 {
                    columns.append("rowid")
                } else if let terms = parsed?.terms, position < terms.count {
                    columns.append(terms[position])
                }
            }
            let isPartial: Bool = list["partial"]
            indexes.append(Index(
                name: master.name,
                columns: columns,
                isUnique: list["unique"],
                condition: isPartial ? parsed?.condition : nil,
                isUniqueConstraint: origin == "u"
            ))
        }
        return indexes
    }
}

extension ForeignKeyAction {
    /// The action named by `PRAGMA foreign_key_list`'s `on_delete` / `on_update` text;
    /// anything unknown reads as `NO ACTION`, SQLite's default.
    init(pragmaText: String?) {
        let text = (pragmaText ?? "").uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self = ForeignKeyAction(rawValue: text) ?? .noAction
    }
}
