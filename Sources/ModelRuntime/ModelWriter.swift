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
    private var knownKeys: [String: Set<DatabaseValue>] = [:]
    /// The upsert statement of each record type, so the hot loop builds no SQL text.
    private var upsertStatements: [ObjectIdentifier: Statement] = [:]
    /// `UPDATE` statements by table and assigned columns, for partial payloads.
    private var updateStatements: [UpdateShape: Statement] = [:]

    private struct UpdateShape: Hashable {
        var table: ObjectIdentifier
        var columns: [String]
    }

    init(db: Database) {
        self.db = db
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
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, json: JSONValue, deleteMissing: Bool = false, root: JSONPath = .root
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
        var deleted = 0
        if deleteMissing {
            for key in try loadKeys(Record.self) where !seen.contains(key) {
                if try Record.deleteApplyingRules(storageKey: key, in: db) { deleted += 1 }
            }
            knownKeys[Record.databaseTableName] = nil
        }
        return ModelStore.SyncResult(written: elements.count, deleted: deleted)
    }

    /// Inserts or replaces a whole record with one cached `INSERT … ON CONFLICT DO UPDATE`.
    public func insert<Record: ModelRecord>(_ record: Record) throws {
        if let statement = upsertStatements[ObjectIdentifier(Record.self)] {
            // Bind straight into the prepared statement: no argument array per row. GRDB
            // still runs the statement (observers, error reporting); only binding is ours.
            let handle = statement.sqliteStatement
            sqlite3_reset(handle)
            try record.forEachStorageValue { position, value in try Self.bind(value, to: handle, at: position) }
            try statement.execute()
        } else {
            let statement = try db.cachedStatement(sql: ModelSQL.upsert(Record.self))
            statement.setUncheckedArguments(StatementArguments(record.storageValues()))
            try statement.execute()
            upsertStatements[ObjectIdentifier(Record.self)] = statement
        }
        knownKeys[Record.databaseTableName]?.insert(Record.storageKey(record.primaryKeyValue))
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
            try bind(value, to: handle, at: Int32(index + 1))
        }
    }

    /// Binds one value with the C API, passing strings without an intermediate copy
    /// (SQLite copies them: `SQLITE_TRANSIENT`).
    private static func bind(_ value: DatabaseValue, to handle: OpaquePointer, at position: Int32) throws {
        let code: Int32
        switch value.storage {
        case .null: code = sqlite3_bind_null(handle, position)
        case .int64(let number): code = sqlite3_bind_int64(handle, position, number)
        case .double(let number): code = sqlite3_bind_double(handle, position, number)
        case .string(var text):
            // A nil pointer would bind NULL, so an empty text is bound from a literal.
            code = text.isEmpty
                ? sqlite3_bind_text(handle, position, "", 0, transient)
                : text.withUTF8 { bytes in
                    sqlite3_bind_text(handle, position, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), transient)
                }
        case .blob(let data):
            code = data.isEmpty
                ? sqlite3_bind_zeroblob(handle, position, 0)
                : data.withUnsafeBytes { bytes in sqlite3_bind_blob(handle, position, bytes.baseAddress, Int32(bytes.count), transient) }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot bind parameter \(position)")
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
    /// existing child to the parent.
    public func writeChild<Record: ModelRecord>(
        _ type: Record.Type, _ element: JSONValue, inverseKey: String, inverseColumn: String,
        parentKey: JSONValue, parentStorageKey: DatabaseValue, at path: JSONPath
    ) throws {
        if case .object(var members) = element {
            members[inverseKey] = parentKey
            try write(Record.self, json: .object(members), at: path)
        } else {
            let key = try reference(Record.self, element, at: path)
            try update(Record.self, storageKey: Record.storageKey(key), assignments: [(inverseColumn, parentStorageKey)])
        }
    }

    /// Removes the rows of a join table that belong to one side, before its array is rewritten.
    public func deleteJoinRows(table: String, column: String, key: DatabaseValue) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?")
        try statement.execute(arguments: [key])
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

/// SQLite's `SQLITE_TRANSIENT`: copy the bound bytes before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The few statements the runtime writes. The runtime links GRDB only, so it quotes
/// identifiers itself with SQLite's rule (double quotes, inner quotes doubled).
enum ModelSQL {
    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func upsert<Record: ModelRecord>(_ type: Record.Type) -> String {
        let columns = Record.storageColumns
        let updates = columns.filter { $0 != Record.primaryKeyColumn }
            .map { "\(quote($0)) = excluded.\(quote($0))" }
        var sql = "INSERT INTO \(quote(Record.databaseTableName)) (\(columns.map(quote).joined(separator: ", "))) "
        sql += "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
        sql += " ON CONFLICT(\(quote(Record.primaryKeyColumn))) DO "
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
