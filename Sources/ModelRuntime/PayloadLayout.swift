import Foundation
import GRDB

/// How the JSON object of one record maps onto its upsert statement, field by field: the
/// description the sync fast path reads payloads with.
///
/// Generated records provide one (`ModelRecord.payloadLayout`, from their field table);
/// `modelc sync` builds one from the model, without generated types, and writes with
/// `ModelWriter.syncFlatElements`. With it, a sync binds
/// each field of a flat element straight into the cached `INSERT … ON CONFLICT DO UPDATE`
/// (and, from JSON bytes, without building a `JSONValue` tree), instead of building the
/// record and an array of `DatabaseValue`s per row. The kinds mirror the generated
/// decoders: the same runtime decoders and `FieldRule` checks, so the stored values are
/// the ones `init(json:)` and `storageValues()` give. What a kind cannot express (decimals,
/// patterns, URLs, …) is a `custom` kind calling the generated decoder itself.
///
/// The fast path takes only elements it can finish alone: an element naming a nested
/// relationship, giving an object for a to-one key, leaving a field out, or repeating a
/// key goes through the general path (`write(_:json:at:)`); any error makes the whole
/// sync run again on the general path, so errors and their key paths are the general
/// path's.
public struct PayloadLayout: Sendable {
    /// What a field's value must be, and how it is stored.
    public enum Kind: Sendable {
        /// A string (`decodeString`), at most `maxLength` Unicode scalars.
        case string(maxLength: Int? = nil)
        /// An integer (`decodeInt64`) within the bounds.
        case int64(minimum: Int64? = nil, maximum: Int64? = nil)
        /// An integer that fits in 32 bits (`decodeInt32`) within the bounds.
        case int32(minimum: Int64? = nil, maximum: Int64? = nil)
        /// An integer that fits in 16 bits (`decodeInt16`) within the bounds.
        case int16(minimum: Int64? = nil, maximum: Int64? = nil)
        /// A number (`decodeDouble`) within the bounds.
        case double(minimum: Double? = nil, maximum: Double? = nil)
        /// `true` or `false`, stored as 1 or 0.
        case bool
        /// An ISO-8601 date (`decodeDate`), stored as `StorageFormat` text.
        case date
        /// A UUID in either case (`decodeUUID`), stored lowercase.
        case uuid
        /// One of an enumeration's raw values, stored as is.
        case oneOf([String])
        /// Any other field: the generated decoder and storage conversion of a non-null value.
        case custom(@Sendable (JSONValue) throws(JSONMappingError) -> DatabaseValue)
    }

    /// One stored column, in `storageColumns` order.
    public struct Field: Sendable {
        /// The key in JSON payloads.
        public var jsonKey: String
        public var kind: Kind
        /// Whether `null` stores NULL (otherwise it is an error).
        public var isOptional: Bool
        /// Whether the field is the key of a to-one relationship, whose value may be the
        /// related object itself (the general path upserts it first).
        public var isReference: Bool
        /// The stored column (the upsert statement of `ModelWriter.syncFlatElements` names it).
        public var column: String
        public init(_ jsonKey: String, _ kind: Kind, optional: Bool = false, reference: Bool = false, column: String? = nil) {
            self.jsonKey = jsonKey
            self.kind = kind
            self.isOptional = optional
            self.isReference = reference
            self.column = column ?? jsonKey
        }
    }

    /// The stored fields, primary key first, in the order of `storageColumns`.
    public let fields: [Field]
    /// Keys of relationships written after the record (to-many, and one-to-one owned by
    /// the other side): an element naming one goes through the general path.
    public let nestedKeys: [String]

    /// `fields` as plain values for the hot loop (reading one costs no reference counting).
    let plans: [FieldPlan]
    /// Every field's key as UTF-8, back to back (`FieldPlan.keyStart`/`keyCount`).
    let keyBytes: [UInt8]
    let nestedKeyBytes: [[UInt8]]
    /// The decoders of `custom` fields, by field index.
    let customDecoders: [(@Sendable (JSONValue) throws(JSONMappingError) -> DatabaseValue)?]
    /// The raw values of `oneOf` fields as UTF-8, by field index.
    let allowedValues: [[[UInt8]]]

    public init(fields: [Field], nestedKeys: [String] = []) {
        self.fields = fields
        self.nestedKeys = nestedKeys
        nestedKeyBytes = nestedKeys.map { Array($0.utf8) }
        var plans: [FieldPlan] = []
        var keyBytes: [UInt8] = []
        var customDecoders: [(@Sendable (JSONValue) throws(JSONMappingError) -> DatabaseValue)?] = []
        var allowedValues: [[[UInt8]]] = []
        for field in fields {
            var plan = FieldPlan(isOptional: field.isOptional, isReference: field.isReference, keyStart: keyBytes.count, keyCount: field.jsonKey.utf8.count)
            keyBytes.append(contentsOf: field.jsonKey.utf8)
            var decoder: (@Sendable (JSONValue) throws(JSONMappingError) -> DatabaseValue)?
            var values: [[UInt8]] = []
            switch field.kind {
            case .string(let maxLength):
                plan.kind = .string
                plan.maxLength = maxLength ?? Int.max
            case .int64(let minimum, let maximum): plan.setInteger(.int64, minimum, maximum)
            case .int32(let minimum, let maximum): plan.setInteger(.int32, minimum, maximum)
            case .int16(let minimum, let maximum): plan.setInteger(.int16, minimum, maximum)
            case .double(let minimum, let maximum):
                plan.kind = .double
                plan.minimumDouble = minimum
                plan.maximumDouble = maximum
            case .bool: plan.kind = .bool
            case .date: plan.kind = .date
            case .uuid: plan.kind = .uuid
            case .oneOf(let allowed):
                plan.kind = .oneOf
                values = allowed.map { Array($0.utf8) }
            case .custom(let decode):
                plan.kind = .custom
                decoder = decode
            }
            plans.append(plan)
            customDecoders.append(decoder)
            allowedValues.append(values)
        }
        self.plans = plans
        self.keyBytes = keyBytes
        self.customDecoders = customDecoders
        self.allowedValues = allowedValues
    }

    /// The index of the field whose key is `key`, trying `hint` first (payloads usually
    /// list keys in the same order element after element).
    func fieldIndex(of key: UnsafeRawBufferPointer, hint: Int) -> Int? {
        keyBytes.withUnsafeBytes { all in
            func matches(_ index: Int) -> Bool {
                let plan = plans[index]
                guard plan.keyCount == key.count else { return false }
                guard plan.keyCount > 0 else { return true }
                return memcmp(all.baseAddress! + plan.keyStart, key.baseAddress!, key.count) == 0
            }
            if hint < plans.count, matches(hint) { return hint }
            for index in plans.indices where matches(index) { return index }
            return nil
        }
    }

    /// The index of the field named `key` (a decoded `JSONValue` key), trying `hint` first.
    func fieldIndex(of key: String, hint: Int) -> Int? {
        // Comparing UTF-8 lengths first (constant time) skips most non-matching keys. A key
        // equal to a field's only by canonical equivalence is then missed, which leaves the
        // field missing and sends the element to the general path.
        let count = key.utf8.count
        if hint < fields.count, plans[hint].keyCount == count, fields[hint].jsonKey == key { return hint }
        for index in fields.indices where plans[index].keyCount == count && fields[index].jsonKey == key { return index }
        return nil
    }

    func isNestedKey(_ key: UnsafeRawBufferPointer) -> Bool {
        nestedKeyBytes.contains { Self.equal($0, key) }
    }

    static func equal(_ bytes: [UInt8], _ key: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == key.count else { return false }
        guard let other = key.baseAddress, !key.isEmpty else { return true }
        return bytes.withUnsafeBytes { own in own.baseAddress.map { memcmp($0, other, key.count) == 0 } ?? false }
    }
}

/// One field of a `PayloadLayout` as plain values: its kind, optionality and bounds
/// (absent bounds are the widest values, which never reject).
struct FieldPlan {
    enum Kind: UInt8 {
        case string, int64, int32, int16, double, bool, date, uuid, oneOf, custom
    }

    var kind = Kind.custom
    var isOptional: Bool
    var isReference: Bool
    var keyStart: Int
    var keyCount: Int
    var maxLength = Int.max
    var minimum = Int64.min
    var maximum = Int64.max
    var minimumDouble: Double?
    var maximumDouble: Double?

    init(isOptional: Bool, isReference: Bool, keyStart: Int, keyCount: Int) {
        self.isOptional = isOptional
        self.isReference = isReference
        self.keyStart = keyStart
        self.keyCount = keyCount
    }

    mutating func setInteger(_ kind: Kind, _ minimum: Int64?, _ maximum: Int64?) {
        self.kind = kind
        self.minimum = minimum ?? .min
        self.maximum = maximum ?? .max
    }
}
