// The driver of the randomized record test (Tests/modelcTests/RandomModelRecordTests.swift).
// Reads the cases file the test wrote (argument 1): per record type, a base payload and
// payloads, as JSON text. For each type it inserts the base record into the model's SQLite
// file, then for each payload records, through the public record API only, what
// `T(json:)` (from a `JSONValue`, from bytes and, for objects, from `JSONSerialization`'s
// `[String: Any]`), `base.update(with:)` (from a `JSONValue` and from bytes) and
// `T.Patch(json:)` + `base.update(with: patch)` do: the row stored in SQLite afterwards (in
// a transaction rolled back at once) or the error. Writes the results as JSON (argument 2).
// `recordTypes` (RecordTypes.swift, written by the test) lists the generated types.
import Foundation
import GRDB
import ModelRuntime

struct Cases: Decodable {
    struct Model: Decodable {
        var database: String
        var entities: [Entity]
    }

    struct Entity: Decodable {
        var type: String
        var base: String
        var payloads: [String]
    }

    var models: [Model]
}

struct Outcome: Codable {
    var row: [String: String]?
    var errorPath: String?
    var message: String?
    var unchanged: Bool?
    var databaseError: String?
}

struct PayloadResult: Codable {
    var create: Outcome
    var createFromData: Outcome
    var createFromObject: Outcome?
    var update: Outcome
    var updateFromData: Outcome
    var patch: Outcome
}

struct EntityResult: Codable {
    var type: String
    var base: Outcome
    var payloads: [PayloadResult]
}

/// A stored value as `null`, `i:42`, `r:2.5`, `t:text` or `b:<base64>`.
func tagged(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "null"
    case .int64(let integer): "i:\(integer)"
    case .double(let double): "r:\(double)"
    case .string(let text): "t:" + text
    case .blob(let data): "b:" + data.base64EncodedString()
    }
}

/// The row with `rowID` in `T`'s table (every table of a random model has row ids).
func storedRow<T: ModelRecord>(_ type: T.Type, rowID: Int64, in db: Database) throws -> [String: String] {
    let sql = "SELECT * FROM \(T.databaseTableName.quotedDatabaseIdentifier) WHERE rowid = ?"
    guard let row = try Row.fetchOne(db, sql: sql, arguments: [rowID]) else { return ["(no row)": "null"] }
    var columns: [String: String] = [:]
    for (column, value) in row { columns[column] = tagged(value) }
    return columns
}

/// Inserts `record` in a transaction that is rolled back, and reads the row back.
func inserting<T: ModelRecord>(_ record: T, in queue: DatabaseQueue) -> Outcome {
    written(in: queue) { db in
        var record = record // GRDB's insert is mutating for a ModelRecord (it may fill in the key)
        try record.insert(db)
        return try storedRow(T.self, rowID: db.lastInsertedRowID, in: db)
    }
}

/// Updates the stored base row from `record` in a transaction that is rolled back, and reads it back.
func updating<T: ModelRecord>(_ record: T, rowID: Int64, in queue: DatabaseQueue) -> Outcome {
    written(in: queue) { db in
        try record.update(db)
        return try storedRow(T.self, rowID: rowID, in: db)
    }
}

func written(in queue: DatabaseQueue, _ write: (Database) throws -> [String: String]) -> Outcome {
    var outcome = Outcome()
    do {
        try queue.writeWithoutTransaction { db in
            try db.inTransaction {
                do {
                    outcome.row = try write(db)
                } catch {
                    outcome.databaseError = "\(error)"
                }
                return .rollback
            }
        }
    } catch {
        outcome.databaseError = "\(error)"
    }
    return outcome
}

/// Whether two records encode the same (records are `Codable`; generated ones also `Hashable`).
func same<T: ModelRecord>(_ first: T, _ second: T) -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(first)) == (try? encoder.encode(second))
}

func failure(_ error: JSONMappingError, unchanged: Bool? = nil) -> Outcome {
    Outcome(errorPath: error.path.description, message: error.message, unchanged: unchanged)
}

func check<T: ModelRecord>(_ type: T.Type, _ cases: Cases.Entity, in queue: DatabaseQueue) throws -> EntityResult {
    let base: T
    do throws(JSONMappingError) {
        base = try T(json: Data(cases.base.utf8))
    } catch {
        return EntityResult(type: cases.type, base: failure(error), payloads: [])
    }
    let baseRowID: Int64
    let baseRow: [String: String]
    do {
        (baseRowID, baseRow) = try queue.write { db in
            var base = base
            try base.insert(db)
            return (db.lastInsertedRowID, try storedRow(T.self, rowID: db.lastInsertedRowID, in: db))
        }
    } catch {
        return EntityResult(type: cases.type, base: Outcome(databaseError: "\(error)"), payloads: [])
    }
    var results: [PayloadResult] = []
    for text in cases.payloads {
        let json = try JSONValue(data: Data(text.utf8))
        var result = PayloadResult(create: Outcome(), createFromData: Outcome(), update: Outcome(), updateFromData: Outcome(), patch: Outcome())
        do throws(JSONMappingError) {
            let record = try T(json: json, at: .root)
            result.create = inserting(record, in: queue)
        } catch {
            result.create = failure(error)
        }
        do throws(JSONMappingError) {
            let record = try T(json: Data(text.utf8))
            result.createFromData = inserting(record, in: queue)
        } catch {
            result.createFromData = failure(error)
        }
        if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [String: Any] {
            do throws(JSONMappingError) {
                let record = try T(json: object)
                result.createFromObject = inserting(record, in: queue)
            } catch {
                result.createFromObject = failure(error)
            }
        }
        var updatedFromData = base
        do throws(JSONMappingError) {
            try updatedFromData.update(with: Data(text.utf8))
            result.updateFromData = updating(updatedFromData, rowID: baseRowID, in: queue)
        } catch {
            result.updateFromData = failure(error, unchanged: same(updatedFromData, base))
        }
        var updated = base
        do throws(JSONMappingError) {
            try updated.update(with: json)
            result.update = updating(updated, rowID: baseRowID, in: queue)
        } catch {
            result.update = failure(error, unchanged: same(updated, base))
        }
        var patched = base
        do throws(JSONMappingError) {
            let patch = try T.Patch(json: json, at: .root)
            patched.update(with: patch)
            result.patch = updating(patched, rowID: baseRowID, in: queue)
        } catch {
            result.patch = failure(error, unchanged: same(patched, base))
        }
        results.append(result)
    }
    return EntityResult(type: cases.type, base: Outcome(row: baseRow), payloads: results)
}

do {
    guard CommandLine.arguments.count == 3 else {
        print("usage: RandomCheck <cases.json> <results.json>")
        exit(2)
    }
    let cases = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
    var results: [EntityResult] = []
    for model in cases.models {
        let queue = try DatabaseQueue(path: model.database)
        for entity in model.entities {
            guard let type = recordTypes[entity.type] else {
                print("unknown record type \(entity.type)")
                exit(1)
            }
            results.append(try check(type, entity, in: queue))
        }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(results).write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
    print("random: \(results.count) record types")
} catch {
    print("unexpected error: \(error)")
    exit(1)
}
