import Foundation
import GRDB
import GRDBSQLite

/// Writes JSON payloads into one open transaction with cached statements: the engine
/// behind `ModelStore.upsert(json:)` and `sync`, handed to generated code so nested
/// relationship payloads go through the same path.
///
/// A row that exists is updated with only the columns its payload names (an `UPDATE`
/// built per set of keys and cached by SQLite text); a new row is built with the
/// record's `init(json:)` and written with `INSERT … ON CONFLICT DO UPDATE`. Whether a
/// row exists is answered from a set of keys read once per table, never a query per row.
public final class ModelWriter {
    /// The connection, inside a transaction.
    public let db: Database
    var knownKeys: [String: Set<DatabaseValue>] = [:]
    /// The upsert statement of each record type, so the hot loop builds no SQL text.
    private var upsertStatements: [ObjectIdentifier: Statement] = [:]
    /// `UPDATE` statements by table and assigned columns, for partial payloads.
    private var updateStatements: [UpdateShape: Statement] = [:]

    private struct UpdateShape: Hashable {
        var table: ObjectIdentifier
        var columns: [String]
    }

    /// Whether syncs may take the fast path of `Record.payloadLayout` (tests turn it off
    /// to compare it with the general path).
    let usesPayloadLayouts: Bool
    /// Whether the fast path runs each row's statement through GRDB, so that transaction
    /// observers hear every row (`ModelStore.reportsEachRow`; see `DirectSteps`).
    let reportsEachRow: Bool

    /// A writer inside the open transaction of `db` (`modelc sync` makes one; the store
    /// makes one per write). `usesPayloadLayouts: false` sends every sync through the general
    /// path; `reportsEachRow` is `ModelStore.reportsEachRow`.
    public init(db: Database, usesPayloadLayouts: Bool = true, reportsEachRow: Bool = false) {
        self.db = db
        self.usesPayloadLayouts = usesPayloadLayouts
        self.reportsEachRow = reportsEachRow
    }

    /// Upserts one record from a JSON object and its nested relationship payloads; returns its key.
    @discardableResult
    public func write<Record: ModelRecord>(_ type: Record.Type, json: JSONValue, at path: JSONPath) throws -> Record.PrimaryKey {
        do {
            try Record.writeRelated(from: json, at: path, phase: .beforeRecord, recordKey: .null, in: self)
            let key = try Record.primaryKey(in: json, at: path)
            let storageKey = Record.storageKey(key)
            if try exists(Record.self, storageKey) {
                let assignments = try Record.storageAssignments(from: json, at: path)
                try update(Record.self, storageKey: storageKey, assignments: assignments)
            } else {
                let record = try Record(json: json, at: path)
                try insert(record)
            }
            if case .object(let members) = json, let keyJSON = members[Record.primaryKeyJSONKey] {
                try Record.writeRelated(from: json, at: path, phase: .afterRecord, recordKey: keyJSON, in: self)
            }
            return key
        } catch let error as JSONMappingError {
            throw error.attributed(to: Record.modelEntityName)
        }
    }

    /// Syncs a JSON array of objects into `Record`'s table (see `ModelStore.sync`), inside
    /// this writer's transaction, so several tables can be synced all-or-nothing.
    ///
    /// Flat elements take the fast path of `Record.payloadLayout` inside a savepoint; if
    /// anything fails there, the savepoint is rolled back and the general path runs the
    /// whole array again, so results and errors are the general path's.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, json: JSONValue, deleteMissing: Bool = false, root: JSONPath = .root
    ) throws -> ModelStore.SyncResult {
        if usesPayloadLayouts, case .array(let elements) = json,
            let result = try attemptWithLayout(Record.self, { layout, target in
                try syncElements(elements, layout: layout, target: target, deleteMissing: deleteMissing)
            })
        {
            return result
        }
        return try syncGenerally(Record.self, json: json, deleteMissing: deleteMissing, root: root)
    }

    /// Syncs a JSON array given as UTF-8 bytes. Flat elements are read straight from the
    /// bytes into the statement (no `JSONValue` tree); see `sync(_:json:deleteMissing:root:)`.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, jsonData: Data, deleteMissing: Bool = false, root: JSONPath = .root
    ) throws -> ModelStore.SyncResult {
        if usesPayloadLayouts, let result = try attemptWithLayout(Record.self, { layout, target in
            try jsonData.withUnsafeBytes { bytes in
                try syncBytes(bytes, layout: layout, target: target, deleteMissing: deleteMissing)
            }
        }) {
            return result
        }
        return try syncGenerally(Record.self, json: JSONValue(data: jsonData), deleteMissing: deleteMissing, root: root)
    }

    /// The general path: each element through `write(_:json:at:)`.
    func syncGenerally<Record: ModelRecord>(
        _ type: Record.Type, json: JSONValue, deleteMissing: Bool, root: JSONPath
    ) throws -> ModelStore.SyncResult {
        let elements: [JSONValue]
        do {
            elements = try json.decodeArray(at: root)
        } catch {
            throw error.attributed(to: Record.modelEntityName)
        }
        var seen = Set<DatabaseValue>()
        if deleteMissing { seen.reserveCapacity(elements.count) }
        for (index, element) in elements.enumerated() {
            // Paths are relative to the element and prefixed only on error, so the loop
            // builds no path per row.
            do {
                let key = try write(Record.self, json: element, at: .root)
                if deleteMissing { seen.insert(Record.storageKey(key)) }
            } catch let error as JSONMappingError {
                throw error.prefixed(by: root.appending(index: index))
            }
        }
        let deleted = deleteMissing ? try deleteRows(Record.self, notIn: seen) : 0
        return ModelStore.SyncResult(written: elements.count, deleted: deleted)
    }

    /// Deletes the rows whose keys are not in `keys`, applying delete rules.
    func deleteRows<Record: ModelRecord>(_ type: Record.Type, notIn keys: Set<DatabaseValue>) throws -> Int {
        var deleted = 0
        for key in try loadKeys(Record.self) where !keys.contains(key) {
            if try Record.deleteApplyingRules(storageKey: key, in: db) { deleted += 1 }
        }
        knownKeys[Record.databaseTableName] = nil
        return deleted
    }

    /// Inserts or replaces a whole record with one cached `INSERT … ON CONFLICT DO UPDATE`.
    /// A record joining an ordered to-many takes the last place in it.
    public func insert<Record: ModelRecord>(_ record: Record) throws {
        let isOrdered = !Record.fieldTable.orderedParents.isEmpty
        let parents = isOrdered ? try storedParents(of: record) : nil
        let statement = try upsertStatement(Record.self)
        // Bind straight into the prepared statement: no argument array per row. GRDB
        // still runs the statement (observers, error reporting); only binding is ours.
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        try record.forEachStorageValue { position, value in try RowBinder.bind(value, to: handle, at: position) }
        try statement.execute()
        if let key = record.primaryKeyValue {
            knownKeys[Record.databaseTableName]?.insert(Record.storageKey(key))
        } else {
            // The database assigned the key: the key set no longer knows every row.
            knownKeys[Record.databaseTableName] = nil
        }
        if isOrdered { try placeInOrderedParents(record, storedParents: parents) }
    }

    /// The cached upsert statement of `Record`, marked as bound for GRDB (values are bound
    /// with the C API before each execution).
    func upsertStatement<Record: ModelRecord>(_ type: Record.Type) throws -> Statement {
        if let statement = upsertStatements[ObjectIdentifier(Record.self)] { return statement }
        let statement = try db.cachedStatement(sql: ModelSQL.upsert(Record.self))
        statement.setUncheckedArguments(StatementArguments(Array(repeating: DatabaseValue.null, count: Record.storageColumns.count)))
        upsertStatements[ObjectIdentifier(Record.self)] = statement
        return statement
    }

    /// Forgets key sets and statements, after a savepoint rollback or a failed statement.
    func forgetCachedState() {
        knownKeys = [:]
        upsertStatements = [:]
        updateStatements = [:]
    }

    /// Sets the given columns of the row whose stored key is `storageKey`.
    public func update<Record: ModelRecord>(
        _ type: Record.Type, storageKey: DatabaseValue, assignments: [(column: String, value: DatabaseValue)]
    ) throws {
        var columns: [String] = []
        var values: [DatabaseValue] = []
        columns.reserveCapacity(assignments.count)
        values.reserveCapacity(assignments.count + 1)
        for assignment in assignments where assignment.column != Record.primaryKeyColumn {
            columns.append(assignment.column)
            values.append(assignment.value)
        }
        guard !columns.isEmpty else { return }
        values.append(storageKey)
        let shape = UpdateShape(table: ObjectIdentifier(Record.self), columns: columns)
        if let statement = updateStatements[shape] {
            try Self.bindDirectly(values, to: statement)
            try statement.execute()
        } else {
            let statement = try db.cachedStatement(sql: ModelSQL.update(Record.self, columns: columns))
            statement.setUncheckedArguments(StatementArguments(values))
            try statement.execute()
            updateStatements[shape] = statement
        }
    }

    /// Resets a cached statement and binds `values` to it with the C API (see `insert`).
    private static func bindDirectly(_ values: [DatabaseValue], to statement: Statement) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (index, value) in values.enumerated() {
            try RowBinder.bind(value, to: handle, at: Int32(index + 1))
        }
    }

    /// The key of a referenced record given as a bare key (`3`) or as a nested object,
    /// which is upserted first.
    public func reference<Record: ModelRecord>(_ type: Record.Type, _ element: JSONValue, at path: JSONPath) throws -> Record.PrimaryKey {
        if case .object = element { return try write(Record.self, json: element, at: path) }
        do {
            return try Record.primaryKey(in: .object([Record.primaryKeyJSONKey: element]), at: .root)
        } catch {
            throw JSONMappingError(entity: Record.modelEntityName, path: path, reason: error.reason)
        }
    }

    /// Writes one element of a to-many (or key-less one-to-one) payload: an object is
    /// upserted with its inverse relationship set to the parent; a bare key links the
    /// existing child to the parent. `position` (the column and the element's index) keeps
    /// the element's place in an ordered to-many.
    public func writeChild<Record: ModelRecord>(
        _ type: Record.Type, _ element: JSONValue, inverseKey: String, inverseColumn: String,
        parentKey: JSONValue, parentStorageKey: DatabaseValue, position: (column: String, index: Int)? = nil, at path: JSONPath
    ) throws {
        let place = position.map { [($0.column, Int64($0.index).databaseValue)] } ?? []
        if case .object(var members) = element {
            members[inverseKey] = parentKey
            let key = try write(Record.self, json: .object(members), at: path)
            if !place.isEmpty { try update(Record.self, storageKey: Record.storageKey(key), assignments: place) }
        } else {
            let key = try reference(Record.self, element, at: path)
            try update(Record.self, storageKey: Record.storageKey(key), assignments: [(inverseColumn, parentStorageKey)] + place)
        }
    }

    /// Removes the rows of a join table that belong to one side, before its array is rewritten.
    public func deleteJoinRows(table: String, column: String, key: DatabaseValue) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?")
        try statement.execute(arguments: [key])
    }

    /// The other side's positions of the join rows of `key` (in `column`), by the other
    /// side's key (in `otherColumn`): what writing this side's array keeps.
    func joinPositions(table: String, column: String, key: DatabaseValue, of otherColumn: String, in positionColumn: String) throws -> [DatabaseValue: DatabaseValue] {
        let statement = try db.cachedStatement(sql: """
            SELECT \(ModelSQL.quote(otherColumn)), \(ModelSQL.quote(positionColumn)) FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?
            """)
        var positions: [DatabaseValue: DatabaseValue] = [:]
        for row in try Row.fetchAll(statement, arguments: [key]) { positions[row[0]] = row[1] }
        return positions
    }

    /// The position after the last in `positionColumn` among the join rows of `key` (in
    /// `column`): where a link added from the other side goes in this side's order.
    func nextJoinPosition(table: String, column: String, key: DatabaseValue, in positionColumn: String) throws -> DatabaseValue {
        let statement = try db.cachedStatement(sql: """
            SELECT coalesce(max(\(ModelSQL.quote(positionColumn))) + 1, 0) FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?
            """)
        return try DatabaseValue.fetchOne(statement, arguments: [key]) ?? 0.databaseValue
    }

    /// Inserts a row into a many-to-many join table, ignoring one that exists.
    public func insertJoinRow(table: String, columns: [String], values: [DatabaseValue]) throws {
        let statement = try db.cachedStatement(sql: ModelSQL.insertIgnoring(table: table, columns: columns))
        try statement.execute(arguments: StatementArguments(values))
    }

    /// Whether a row with the stored key exists, from the table's key set (read once, then kept current).
    func exists<Record: ModelRecord>(_ type: Record.Type, _ storageKey: DatabaseValue) throws -> Bool {
        if knownKeys[Record.databaseTableName] == nil {
            knownKeys[Record.databaseTableName] = try loadKeys(Record.self)
        }
        return knownKeys[Record.databaseTableName]?.contains(storageKey) ?? false
    }

    /// Every primary key stored in the table.
    func loadKeys<Record: ModelRecord>(_ type: Record.Type) throws -> Set<DatabaseValue> {
        let sql = "SELECT \(ModelSQL.quote(Record.primaryKeyColumn)) FROM \(ModelSQL.quote(Record.databaseTableName))"
        var keys = Set<DatabaseValue>()
        let cursor = try DatabaseValue.fetchCursor(db, sql: sql)
        while let value = try cursor.next() { keys.insert(value) }
        return keys
    }
}

extension JSONValue {
    /// A scalar JSON value as a database value (objects and arrays as JSON text).
    var databaseScalar: DatabaseValue {
        switch self {
        case .null: .null
        case .bool(let value): value.databaseValue
        case .int(let value): value.databaseValue
        case .double(let value): value.databaseValue
        case .string(let value): value.databaseValue
        case .array, .object: jsonText.databaseValue
        }
    }
}

/// The few statements the runtime writes. The runtime links GRDB only, so it quotes
/// identifiers itself with SQLite's rule (double quotes, inner quotes doubled).
enum ModelSQL {
    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func upsert<Record: ModelRecord>(_ type: Record.Type) -> String {
        upsert(table: Record.databaseTableName, columns: Record.storageColumns, key: Record.primaryKeyColumn)
    }

    /// `INSERT … ON CONFLICT(key) DO UPDATE` of every column, for `rows` rows at once (SQLite
    /// inserts them in order, so a key given twice ends with the later row); `key`
    /// defaults to the first column.
    static func upsert(table: String, columns: [String], key: String? = nil, rows: Int = 1) -> String {
        let key = key ?? columns[0]
        let updates = columns.filter { $0 != key }
            .map { "\(quote($0)) = excluded.\(quote($0))" }
        var sql = "INSERT INTO \(quote(table)) (\(columns.map(quote).joined(separator: ", "))) "
        let row = "(\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
        sql += "VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
        sql += " ON CONFLICT(\(quote(key))) DO "
        sql += updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", ")
        return sql
    }

    static func update<Record: ModelRecord>(_ type: Record.Type, columns: [String]) -> String {
        "UPDATE \(quote(Record.databaseTableName)) SET "
            + columns.map { "\(quote($0)) = ?" }.joined(separator: ", ")
            + " WHERE \(quote(Record.primaryKeyColumn)) = ?"
    }

    static func insertIgnoring(table: String, columns: [String]) -> String {
        "INSERT OR IGNORE INTO \(quote(table)) (\(columns.map(quote).joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
    }
}
