import Foundation
import GRDB
import ModelRuntime
import SQLiteSchema

/// One payload element as `modelc sync` writes it: its key and the columns it names.
struct PayloadRow: Sendable {
    var key: DatabaseValue
    /// Indexes into the layout's columns, in payload order, key first.
    var columns: [Int]
    var values: [DatabaseValue]
}

extension EntityPayloadLayout {
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
            let path = JSONPath.root.appending(index: index)
            do {
                let row = try self.row(element, at: path, input: input)
                if !known.contains(row.key) {
                    let given = Set(row.columns)
                    if let missing = columns.indices.first(where: { columns[$0].isRequired && !given.contains($0) }) {
                        throw JSONMappingError(path: path.appending(columns[missing].jsonKey), reason: .missing(expected: columns[missing].expected))
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
    private func row(_ element: JSONValue, at path: JSONPath, input: String) throws -> PayloadRow {
        let members = try element.decodeObject(at: path)
        let keyColumn = columns[keyIndex]
        guard let keyJSON = members[keyColumn.jsonKey], !keyJSON.isNull else {
            throw JSONMappingError(path: path.appending(keyColumn.jsonKey), reason: .missing(expected: keyColumn.expected))
        }
        var row = PayloadRow(key: try keyColumn.decode(keyJSON, path.appending(keyColumn.jsonKey)), columns: [keyIndex], values: [])
        row.values.append(row.key)
        // Sorted keys: the columns of a statement, and so its cached SQL, do not depend on
        // the order a payload happens to list its keys in.
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            if let nested = nested[key] {
                throw SyncError.nestedPayload(input: input, path: path.appending(key), relationship: nested.relationship, target: nested.target)
            }
            guard let index = indexByJSONKey[key], index != keyIndex else { continue }
            let column = columns[index]
            let valuePath = path.appending(key)
            switch value {
            case .null:
                guard column.isOptional else { throw JSONMappingError(path: valuePath, reason: .nullNotAllowed(expected: column.expected)) }
                row.values.append(.null)
            case .object, .array:
                if let reference = column.reference {
                    throw SyncError.nestedPayload(input: input, path: valuePath, relationship: reference.relationship, target: reference.target)
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

    private func quote(_ identifier: String) -> String {
        SQLiteDialect().quote(identifier)
    }
}
