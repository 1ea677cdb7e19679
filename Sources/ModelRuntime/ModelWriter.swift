import Foundation
import GRDB

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
    private var knownKeys: [ObjectIdentifier: Set<AnyHashable>] = [:]

    init(db: Database) {
        self.db = db
    }

    /// Upserts one record from a JSON object and its nested relationship payloads; returns its key.
    @discardableResult
    public func write<Record: ModelRecord>(_ type: Record.Type, json: JSONValue, at path: JSONPath) throws -> Record.PrimaryKey {
        do {
            try Record.writeRelated(from: json, at: path, phase: .beforeRecord, recordKey: .null, in: self)
            let key = try Record.primaryKey(in: json, at: path)
            if try exists(Record.self, key) {
                let assignments = try Record.storageAssignments(from: json, at: path)
                try update(Record.self, key: key, assignments: assignments)
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

    /// Inserts or replaces a whole record with one cached `INSERT … ON CONFLICT DO UPDATE`.
    public func insert<Record: ModelRecord>(_ record: Record) throws {
        let statement = try db.cachedStatement(sql: ModelSQL.upsert(Record.self))
        try statement.execute(arguments: StatementArguments(record.storageValues()))
        knownKeys[ObjectIdentifier(Record.self)]?.insert(AnyHashable(record.primaryKeyValue))
    }

    /// Sets the given columns of the row with `key`.
    public func update<Record: ModelRecord>(_ type: Record.Type, key: Record.PrimaryKey, assignments: [(column: String, value: DatabaseValue)]) throws {
        let assignments = assignments.filter { $0.column != Record.primaryKeyColumn }
        guard !assignments.isEmpty else { return }
        let statement = try db.cachedStatement(sql: ModelSQL.update(Record.self, columns: assignments.map(\.column)))
        var values = assignments.map(\.value)
        values.append(key.databaseValue)
        try statement.execute(arguments: StatementArguments(values))
    }

    /// Sets one foreign-key column of the rows whose keys are given (a to-many payload of bare keys).
    public func link<Record: ModelRecord>(_ type: Record.Type, keys: [JSONValue], column: String, to parent: JSONValue, at path: JSONPath) throws {
        let statement = try db.cachedStatement(sql: ModelSQL.update(Record.self, columns: [column]))
        for (index, keyJSON) in keys.enumerated() {
            let key = try Record.primaryKey(in: [Record.primaryKeyJSONKey: keyJSON], at: path.appending(index: index))
            try statement.execute(arguments: [parent.databaseScalar, key.databaseValue])
        }
    }

    /// Inserts a row into a many-to-many join table, ignoring one that exists.
    public func insertJoinRow(table: String, columns: [String], values: [DatabaseValue]) throws {
        let statement = try db.cachedStatement(sql: ModelSQL.insertIgnoring(table: table, columns: columns))
        try statement.execute(arguments: StatementArguments(values))
    }

    /// Whether a row with `key` exists, from the table's key set (read once, then kept current).
    func exists<Record: ModelRecord>(_ type: Record.Type, _ key: Record.PrimaryKey) throws -> Bool {
        let identifier = ObjectIdentifier(Record.self)
        if knownKeys[identifier] == nil {
            knownKeys[identifier] = try loadKeys(Record.self)
        }
        return knownKeys[identifier]?.contains(AnyHashable(key)) ?? false
    }

    /// Every primary key stored in the table.
    func loadKeys<Record: ModelRecord>(_ type: Record.Type) throws -> Set<AnyHashable> {
        let sql = "SELECT \(ModelSQL.quote(Record.primaryKeyColumn)) FROM \(ModelSQL.quote(Record.databaseTableName))"
        var keys = Set<AnyHashable>()
        let cursor = try DatabaseValue.fetchCursor(db, sql: sql)
        while let value = try cursor.next() {
            if let key = Record.PrimaryKey.fromDatabaseValue(value) { keys.insert(AnyHashable(key)) }
        }
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
