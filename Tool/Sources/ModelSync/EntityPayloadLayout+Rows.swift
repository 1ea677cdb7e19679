import Foundation
import GRDB
import ModelRuntime
import SchemaCore

/// One payload element as `modelc sync` writes it: its key and the columns it names.
struct PayloadRow: Sendable {
    var key: DatabaseValue
    /// Indexes into the layout's columns, in payload order, key first.
    var columns: [Int]
    var values: [DatabaseValue]
    /// The first column a new row needs that the element leaves out.
    var missingRequired: Int?
}

extension EntityPayloadLayout {
    /// The first element whose to-one names a key no row has (neither stored in its
    /// target's table nor, for a relationship to this entity, written by the payload):
    /// what SQLite's foreign-key check refused, said with the element's path and value.
    ///
    /// Elements whose key is in `stored` are left out when given: with `--delete-missing`
    /// only new rows are checked after the deletes, since a stored row may keep a key
    /// broken before the sync (Northwind's 69), which the sync did not write.
    func danglingReference(in rows: [PayloadRow], _ db: Database, skipping stored: Set<DatabaseValue> = []) throws -> (path: String, value: String, target: String)? {
        let ownKeys = Set(rows.map(\.key))
        for (index, row) in rows.enumerated() where !stored.contains(row.key) {
            for (position, columnIndex) in row.columns.enumerated() where position < row.values.count {
                let column = columns[columnIndex]
                let value = row.values[position]
                guard let reference = column.reference, let referenced = column.referenced, !value.isNull else { continue }
                if referenced.table == table, ownKeys.contains(value) { continue }
                let exists = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(quote(referenced.table)) WHERE \(quote(referenced.column)) = ?)",
                                               arguments: [value]) ?? false
                if !exists { return ("[\(index)].\(column.jsonKey)", value.description, reference.target) }
            }
        }
        return nil
    }

    /// Every element of the payload, decoded and checked before anything is written:
    /// an error names the element and key (`[3].name`), and a new row (a key neither
    /// stored in `existingKeys` nor earlier in the payload) must give every required field.
    func rows(of payload: JSONValue, input: String, existingKeys: Set<DatabaseValue>) throws(SyncError) -> [PayloadRow] {
        let elements: [JSONValue]
        do {
            elements = try payload.decodeArray(at: .root)
        } catch {
            throw .invalidPayload(input: input, error: error.attributed(to: entity))
        }
        var known = existingKeys
        var rows: [PayloadRow] = []
        rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                let row = try self.row(element, at: index, input: input)
                if !known.contains(row.key) {
                    if let missing = row.missingRequired {
                        throw JSONMappingError(path: JSONPath([.index(index), .key(columns[missing].jsonKey)]), reason: .missing(expected: columns[missing].expected))
                    }
                    known.insert(row.key)
                }
                rows.append(row)
            } catch let error as JSONMappingError {
                throw .invalidPayload(input: input, error: error.attributed(to: entity))
            } catch let error as SyncError {
                throw error
            } catch {
                preconditionFailure("unexpected \(error)")
            }
        }
        return rows
    }

    /// One element's key and named columns.
    private func row(_ element: JSONValue, at index: Int, input: String) throws -> PayloadRow {
        // Paths are built only on error: a million elements build none.
        let path = { JSONPath([.index(index)]) }
        let members = try element.decodeObject(at: path())
        let keyColumn = columns[keyIndex]
        guard let keyJSON = members[keyColumn.jsonKey], !keyJSON.isNull else {
            throw JSONMappingError(path: path().appending(keyColumn.jsonKey), reason: .missing(expected: keyColumn.expected))
        }
        var row = PayloadRow(key: try keyColumn.decode(keyJSON, { path().appending(keyColumn.jsonKey) }), columns: [keyIndex], values: [])
        row.columns.reserveCapacity(columns.count)
        row.values.reserveCapacity(columns.count)
        row.values.append(row.key)
        if !nested.isEmpty {
            for key in members.keys {
                if let nested = nested[key] {
                    throw SyncError.nestedPayload(input: input, path: path().appending(key), relationship: nested.relationship, target: nested.target)
                }
            }
        }
        // Columns in layout order, so a statement's columns (and the cached statement) do
        // not depend on the order a payload lists its keys in.
        for (index, column) in columns.enumerated() where index != keyIndex {
            guard let value = members[column.jsonKey] else {
                if column.isRequired, row.missingRequired == nil { row.missingRequired = index }
                continue
            }
            let valuePath = { path().appending(column.jsonKey) }
            switch value {
            case .null:
                guard column.isOptional else { throw JSONMappingError(path: valuePath(), reason: .nullNotAllowed(expected: column.expected)) }
                row.values.append(.null)
            case .object, .array:
                if let reference = column.reference {
                    throw SyncError.nestedPayload(input: input, path: valuePath(), relationship: reference.relationship, target: reference.target)
                }
                row.values.append(try column.decode(value, valuePath))
            default:
                row.values.append(try column.decode(value, valuePath))
            }
            row.columns.append(index)
        }
        return row
    }

    /// `INSERT … ON CONFLICT DO UPDATE` of the given columns: a new row takes the schema's
    /// defaults for the others, an existing one keeps them.
    func upsertSQL(columns indexes: [Int]) -> String {
        let names = indexes.map { quote(columns[$0].name) }
        let key = quote(columns[keyIndex].name)
        let updates = names.filter { $0 != key }.map { "\($0) = excluded.\($0)" }
        return "INSERT INTO \(quote(table)) (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
            + " ON CONFLICT(\(key)) DO " + (updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", "))
    }

    /// `UPDATE` of the given columns (key first) of the row with the key, for an element
    /// that leaves out a field a new row needs: it names a row that exists (`rows(of:…)`
    /// refused it otherwise), and an `INSERT … ON CONFLICT` would fail that field's
    /// `NOT NULL` before its conflict is found. Its arguments are the row's values after
    /// the key, then the key (`updateArguments`); nil when it names no field but the key.
    func updateSQL(columns indexes: [Int]) -> String? {
        let assignments = indexes.dropFirst().map { "\(quote(columns[$0].name)) = ?" }
        guard !assignments.isEmpty else { return nil }
        return "UPDATE \(quote(table)) SET \(assignments.joined(separator: ", ")) WHERE \(quote(columns[keyIndex].name)) = ?"
    }

    /// The arguments of `updateSQL(columns:)` for `row`.
    static func updateArguments(of row: PayloadRow) -> [DatabaseValue] {
        Array(row.values.dropFirst()) + [row.key]
    }

    /// Every stored key of the table.
    func storedKeys(_ db: Database) throws -> Set<DatabaseValue> {
        Set(try DatabaseValue.fetchAll(db, sql: "SELECT \(quote(columns[keyIndex].name)) FROM \(quote(table))"))
    }

    /// Deletes the stored rows whose keys are not in `keys` (the schema's `ON DELETE`
    /// clauses run); returns how many.
    func deleteRows(notIn keys: Set<DatabaseValue>, stored: Set<DatabaseValue>, _ db: Database) throws -> Int {
        let statement = try db.makeStatement(sql: "DELETE FROM \(quote(table)) WHERE \(quote(columns[keyIndex].name)) = ?")
        var deleted = 0
        for key in stored where !keys.contains(key) {
            try statement.execute(arguments: [key])
            deleted += db.changesCount
        }
        return deleted
    }

    /// The first row `--delete-missing` would delete (a stored key not in `keys`) that a
    /// row of another table still references by a key whose `ON DELETE` keeps it
    /// (`RESTRICT`, `NO ACTION`): what SQLite's foreign-key check refused, with the key
    /// and the referencing table and column.
    func referencedRow(notIn keys: Set<DatabaseValue>, stored: Set<DatabaseValue>, _ db: Database) throws -> (key: String, table: String, column: String)? {
        let deleted = stored.subtracting(keys)
        guard !deleted.isEmpty else { return nil }
        let references = try Row.fetchAll(db, sql: """
            SELECT m.name, f."from" FROM main.sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
            WHERE m.type = 'table' AND lower(f."table") = lower(?) AND upper(f.on_delete) IN ('RESTRICT', 'NO ACTION')
              AND (f."to" IS NULL OR lower(f."to") = lower(?))
            ORDER BY m.name, f.id
            """, arguments: [table, columns[keyIndex].name])
        for reference in references {
            let (child, column): (String, String) = (reference[0], reference[1])
            let held = try DatabaseValue.fetchAll(db, sql: "SELECT DISTINCT \(quote(column)) FROM \(quote(child)) WHERE \(quote(column)) IS NOT NULL")
            if let key = held.first(where: deleted.contains) { return (key.description, child, column) }
        }
        return nil
    }

    private func quote(_ identifier: String) -> String {
        StandardSQL.quote(identifier)
    }
}
