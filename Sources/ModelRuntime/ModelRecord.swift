import Foundation
import GRDB

/// A generated record with one primary key: what the store upserts, syncs and deletes.
///
/// The GRDB record protocols stay the API for fetching and single saves; the store binds
/// `storageValues` into cached statements for upserts and syncs, because GRDB's Codable
/// `upsert` per record costs several times a bound statement. Keys are compared in
/// their stored form (`storageKey(_:)`): a UUID key is lowercase text in the database,
/// whereas GRDB's own `UUID.databaseValue` is a 16-byte blob.
///
/// Everything but `primaryKeyValue` comes from the record's `fieldTable`.
///
/// A record whose integer key the database assigns (`autoincrement: true` in the model)
/// holds it as `Int64?`, nil until inserted, and is a `MutablePersistableRecord` whose
/// `didInsert` fills it, GRDB's pattern; every other record is also a `PersistableRecord`.
public protocol ModelRecord: FetchableRecord, MutablePersistableRecord, PatchableRecord {
    /// The Swift type of the primary key (`Int64`, `String`, `UUID`).
    associatedtype PrimaryKey: FieldValue

    /// The primary-key value; nil only for a record whose key the database assigns, before
    /// it is inserted.
    var primaryKeyValue: PrimaryKey? { get }
}

/// When nested relationship payloads are written relative to the record that holds them.
public enum RelatedWritePhase: Sendable {
    /// To-one targets, written first so the record's foreign key can reference them.
    case beforeRecord
    /// To-many targets, written after the record so their foreign keys can reference it.
    case afterRecord
}

extension ModelRecord {
    /// The entity's name in the model (`Film`), used in error messages.
    public static var modelEntityName: String { fieldTable.entity }

    /// The primary-key field.
    static var keyField: FieldTable<Self>.Field {
        guard let index = fieldTable.keyIndex else {
            preconditionFailure("\(Self.self) is a ModelRecord, but its field table names no key")
        }
        return fieldTable.fields[index]
    }

    /// The primary-key column (`id`).
    public static var primaryKeyColumn: String { keyField.column }

    /// The key of the primary key in JSON payloads.
    public static var primaryKeyJSONKey: String { keyField.jsonKey }

    /// Whether deleting needs `deleteApplyingRules(_:)` (delete rules SQLite cannot run).
    public static var hasRuntimeDeleteRules: Bool { fieldTable.hasRuntimeDeleteRules }

    /// How a flat JSON payload binds to the upsert statement, for the sync fast path.
    public static var payloadLayout: PayloadLayout { fieldTable.payloadLayout }

    /// A key as stored in SQLite.
    public static func storageKey(_ key: PrimaryKey) -> DatabaseValue {
        key.storageValue
    }

    /// The primary key named in a JSON object, decoded and validated.
    public static func primaryKey(in json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> PrimaryKey {
        let field = keyField
        do throws(JSONMappingError) {
            guard let member = try json.decodeObject(at: path)[field.jsonKey] else {
                throw JSONMappingError(path: path.appending(field.jsonKey), reason: .missing(expected: field.expected))
            }
            guard let key = try field.decodeValue(member, path).value(as: PrimaryKey.self) else {
                preconditionFailure("\(Self.self).fieldTable's key is not a \(PrimaryKey.self)")
            }
            return key
        } catch {
            throw error.attributed(to: modelEntityName)
        }
    }

    /// Upserts the related records nested in a payload: to-one objects before the record
    /// (so its foreign key can point at them), to-many arrays after.
    public static func writeRelated(from json: JSONValue, at path: JSONPath, phase: RelatedWritePhase, recordKey: JSONValue, in writer: ModelWriter) throws {
        try fieldTable.writeRelated(from: json, at: path, phase: phase, recordKey: recordKey, in: writer)
    }

    /// Deletes the row, first running the delete rules SQLite's foreign keys cannot express.
    public func deleteApplyingRules(_ db: Database) throws -> Bool {
        try Self.fieldTable.delete(self, applyingRulesIn: db)
    }

    /// The record whose stored key is `storageKey`.
    public static func fetchOne(_ db: Database, storageKey: DatabaseValue) throws -> Self? {
        try filter(Column(primaryKeyColumn) == storageKey).fetchOne(db)
    }

    /// Deletes the record whose stored key is `storageKey`, applying its delete rules.
    @discardableResult
    public static func deleteApplyingRules(storageKey: DatabaseValue, in db: Database) throws -> Bool {
        if hasRuntimeDeleteRules {
            guard let record = try fetchOne(db, storageKey: storageKey) else { return false }
            return try record.deleteApplyingRules(db)
        }
        return try filter(Column(primaryKeyColumn) == storageKey).deleteAll(db) > 0
    }
}
