import Foundation
import GRDB

/// A generated record: a Codable struct whose field table states the model, and which
/// gets JSON decoding, validation, patches and storage values from the runtime.
///
/// The generated file declares the struct, its `CodingKeys` (the columns), its
/// associations and `fieldTable`; everything below is written once here. Records with a
/// composite key are `PatchableRecord`s; records with one key are also `ModelRecord`s,
/// which the store upserts and syncs.
public protocol PatchableRecord: Codable, Sendable {
    /// The columns: the keys of the record's Codable form (so Codable is the GRDB row
    /// layout), and its typed `Columns` for GRDB's query interface.
    associatedtype CodingKeys: CodingKey & ColumnExpression
    /// The entity's fields and relationships, primary key first.
    static var fieldTable: FieldTable<Self> { get }

    // The hot operations are requirements with the inlinable implementations below as
    // defaults: a requirement's witness is emitted where the record conforms, so the
    // store's generic code reaches an implementation specialized to the record's types,
    // as it did when the generator wrote these per entity.

    /// A new record from a JSON object (see the implementation below).
    init(json: JSONValue, at path: JSONPath) throws(JSONMappingError)
    /// Hands each stored value with its 1-based position to `body`, without building an
    /// array: the batch-binding hook the sync path binds statements with.
    func forEachStorageValue(_ body: (_ position: Int32, _ value: DatabaseValue) throws -> Void) rethrows
    /// The (column, value) pairs a JSON object sets, checked as a `Patch`.
    static func storageAssignments(from json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> [(column: String, value: DatabaseValue)]
}

extension PatchableRecord {
    /// The partial update of the record (every non-key field, absent unless set).
    public typealias Patch = RecordPatch<Self>

    /// Typed columns for GRDB's query interface: `Film.filter(Film.Columns.title == …)`.
    public typealias Columns = CodingKeys

    /// A new record from a JSON object.
    ///
    /// The key (each of its columns, for a key of several), then every other field as a
    /// `Patch` (the same checks as `update(with:)`), then the model's defaults: required fields without a default must be present;
    /// `null` is accepted only for optional fields; numbers convert only losslessly; dates
    /// are ISO-8601 with or without fractional seconds. Errors name the key path
    /// (`films[3].release_date`).
    @inlinable
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
        let table = Self.fieldTable
        do throws(JSONMappingError) {
            var values = [FieldBox?](repeating: nil, count: table.fields.count)
            let object = try json.decodeObject(at: path)
            if let keyIndex = table.keyIndex {
                let field = table.fields[keyIndex]
                switch object[field.jsonKey] {
                case nil where field.isOptional, .null? where field.isOptional:
                    break // the database assigns the key on insert
                case nil:
                    throw JSONMappingError(path: path.appending(field.jsonKey), reason: .missing(expected: field.expected))
                case let member?:
                    values[keyIndex] = try field.decodeValue(member, path)
                }
            }
            let patch = try Patch(json: json, at: path)
            for index in table.fields.indices where !table.fields[index].isKey {
                let field = table.fields[index]
                // A patch leaves a part of a key of several columns out: it is read here.
                let member = field.isKeyPart ? object[field.jsonKey] : nil
                switch try member.map({ (member) throws(JSONMappingError) in try Patch.slot(member, of: field, at: path) }) ?? patch.slots[index] {
                case .value(let box): values[index] = box
                case .null: values[index] = nil
                case .absent:
                    if let initial = field.defaultValue {
                        values[index] = initial
                    } else if !field.isOptional {
                        throw JSONMappingError(path: path.appending(field.jsonKey), reason: .missing(expected: field.expected))
                    }
                }
            }
            self = try table.construct(values)
        } catch {
            throw error.attributed(to: table.entity)
        }
    }

    /// A new record from a `[String: Any]` object (for example `JSONSerialization` output).
    public init(json object: [String: Any]) throws(JSONMappingError) {
        try self.init(json: JSONValue(any: object), at: .root)
    }

    /// A new record from JSON text.
    public init(json data: Data) throws(JSONMappingError) {
        try self.init(json: JSONValue(data: data), at: .root)
    }

    /// Applies a patch: absent fields are untouched, `.null` clears optional fields.
    public mutating func update(with patch: Patch) {
        patch.apply(to: &self)
    }

    /// Applies a JSON object: absent keys leave fields untouched, `null` clears optional
    /// fields and is an error for required ones. The primary key is not changed. On error
    /// the record is left unchanged (the whole payload is checked as a `Patch` first).
    public mutating func update(with json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
        update(with: try Patch(json: json, at: path))
    }

    /// Applies a `[String: Any]` object.
    public mutating func update(with object: [String: Any]) throws(JSONMappingError) {
        try update(with: JSONValue(any: object), at: .root)
    }

    /// Applies a JSON object given as text.
    public mutating func update(with data: Data) throws(JSONMappingError) {
        try update(with: JSONValue(data: data), at: .root)
    }

    /// Every stored column, primary key first, in the order of `storageValues()`.
    public static var storageColumns: [String] { fieldTable.columns }

    /// The record as a JSON payload that `init(json:)` reads back as an equal record: each
    /// field under its JSON key (the model's name, `jsonKey:`, or the relationship's name
    /// for a to-one's key), `null` for nil, in the forms `update(with:)` reads (dates as
    /// ISO-8601 text, UUIDs and decimals as text, bytes as base64). Its `Codable` form is
    /// the row's, keyed by column and leaving nil out, which `init(json:)` does not read.
    public func jsonPayload() -> JSONValue {
        .object(Dictionary(Self.fieldTable.fields.map { ($0.jsonKey, $0.jsonRecord(self)) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The stored values in `storageColumns` order, encoded as the compiled schema stores
    /// them: collected from `forEachStorageValue`, the one place that reads them.
    public func storageValues() -> [DatabaseValue] {
        var values: [DatabaseValue] = []
        values.reserveCapacity(Self.fieldTable.fields.count)
        forEachStorageValue { _, value in values.append(value) }
        return values
    }

    /// Hands each stored value with its 1-based position to `body`, without building an
    /// array: the batch-binding hook the sync path binds statements with.
    @inlinable
    public func forEachStorageValue(_ body: (_ position: Int32, _ value: DatabaseValue) throws -> Void) rethrows {
        try Self.fieldTable.forEachStorageValue(of: self, body)
    }

    /// The (column, value) pairs a JSON object sets, checked as a `Patch`, for updating a
    /// stored row without reading it.
    @inlinable
    public static func storageAssignments(from json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> [(column: String, value: DatabaseValue)] {
        try Patch(json: json, at: path).storageAssignments()
    }
}

extension EncodableRecord where Self: PatchableRecord {
    /// Dates are stored as ISO-8601 UTC text with milliseconds (`2024-01-02T03:04:05.678Z`),
    /// not GRDB's default `2024-01-02 03:04:05.678`, as the compiled schema says.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        StorageValue.dateEncoding
    }

    /// UUIDs are stored as lowercase text, not GRDB's default 16-byte blob.
    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }
}

extension FetchableRecord where Self: PatchableRecord {
    /// Reads the stored ISO-8601 text back (and GRDB's own formats).
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        StorageValue.dateDecoding
    }
}
