import Foundation
import GRDB

/// What a generated record type provides to the store: its table, its key, JSON mappers,
/// and a flat list of storage values for the batch path.
///
/// The GRDB record protocols stay the API for fetching and single saves; the store uses
/// `storageColumns`/`storageValues()` with cached statements for upserts and syncs,
/// because GRDB's Codable `upsert` per record costs several times a bound statement.
/// Keys are compared in their stored form (`storageKey(_:)`): a UUID key is lowercase
/// text in the database, whereas GRDB's own `UUID.databaseValue` is a 16-byte blob.
public protocol ModelRecord: FetchableRecord, PersistableRecord, PatchableRecord, Codable, Sendable {
    /// The Swift type of the primary key (`Int64`, `String`, `UUID`).
    associatedtype PrimaryKey: Hashable & Sendable

    /// The entity's name in the model (`Film`), used in error messages.
    static var modelEntityName: String { get }
    /// The primary-key column (`id`).
    static var primaryKeyColumn: String { get }
    /// The key of the primary key in JSON payloads.
    static var primaryKeyJSONKey: String { get }
    /// Every stored column, primary key first, in the order of `storageValues()`.
    static var storageColumns: [String] { get }
    /// Whether deleting needs `deleteApplyingRules(_:)` (delete rules SQLite cannot run).
    static var hasRuntimeDeleteRules: Bool { get }
    /// How a flat JSON payload binds to the upsert statement, for the sync fast path; nil
    /// sends every element through `init(json:)` and `storageAssignments(from:at:)`.
    static var payloadLayout: PayloadLayout? { get }

    /// The primary-key value.
    var primaryKeyValue: PrimaryKey { get }
    /// A key as stored in SQLite.
    static func storageKey(_ key: PrimaryKey) -> DatabaseValue
    /// The stored values in `storageColumns` order, encoded as the compiled schema stores them.
    func storageValues() -> [DatabaseValue]
    /// Hands each stored value with its 1-based position to `body`, without building an
    /// array: the batch-binding hook the sync path binds statements with.
    func forEachStorageValue(_ body: (_ position: Int32, _ value: DatabaseValue) throws -> Void) rethrows

    /// A new record from a JSON object; required fields without a model default must be present.
    init(json: JSONValue, at path: JSONPath) throws(JSONMappingError)
    /// Applies a JSON object: absent keys are untouched, `null` clears optional fields.
    mutating func update(with json: JSONValue, at path: JSONPath) throws(JSONMappingError)
    /// The primary key named in a JSON object, decoded and validated.
    static func primaryKey(in json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> PrimaryKey
    /// The (column, value) pairs a JSON object sets, for updating a stored row without reading it.
    static func storageAssignments(from json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> [(column: String, value: DatabaseValue)]
    /// Upserts the related records nested in a payload: to-one objects before the record
    /// (so its foreign key can point at them), to-many arrays after.
    static func writeRelated(from json: JSONValue, at path: JSONPath, phase: RelatedWritePhase, recordKey: JSONValue, in writer: ModelWriter) throws
    /// Deletes the row, first running the delete rules SQLite's foreign keys cannot express.
    func deleteApplyingRules(_ db: Database) throws -> Bool
}

/// When nested relationship payloads are written relative to the record that holds them.
public enum RelatedWritePhase: Sendable {
    /// To-one targets, written first so the record's foreign key can reference them.
    case beforeRecord
    /// To-many targets, written after the record so their foreign keys can reference it.
    case afterRecord
}

extension ModelRecord {
    public static var hasRuntimeDeleteRules: Bool { false }

    public static var payloadLayout: PayloadLayout? { nil }

    public static func writeRelated(
        from json: JSONValue, at path: JSONPath, phase: RelatedWritePhase, recordKey: JSONValue, in writer: ModelWriter
    ) throws {}

    public func deleteApplyingRules(_ db: Database) throws -> Bool {
        try delete(db)
    }

    /// The stored values in `storageColumns` order, collected from `forEachStorageValue`
    /// (the one list of them a generated record states).
    public func storageValues() -> [DatabaseValue] {
        var values: [DatabaseValue] = []
        values.reserveCapacity(Self.storageColumns.count)
        forEachStorageValue { _, value in values.append(value) }
        return values
    }

    /// The columns a JSON object sets, checked as a `Patch`.
    public static func storageAssignments(from json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> [(column: String, value: DatabaseValue)] {
        try Patch(json: json, at: path).storageAssignments()
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

    /// A new record from a `[String: Any]` object (for example `JSONSerialization` output).
    public init(json object: [String: Any]) throws(JSONMappingError) {
        try self.init(json: JSONValue(any: object), at: .root)
    }

    /// A new record from JSON text.
    public init(json data: Data) throws(JSONMappingError) {
        try self.init(json: JSONValue(data: data), at: .root)
    }
}
