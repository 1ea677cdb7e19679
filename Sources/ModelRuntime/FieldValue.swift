import Foundation
import GRDB

/// A Swift type a generated record keeps in one column: how it reads from a JSON payload,
/// how it is stored, and which fast-path kind binds it.
///
/// One conformance per model attribute type (`string` → `String`, `int` → `Int64`, …,
/// `json` → `JSONValue`) and `ModelEnumeration` for `values:`. The field table of a
/// record names a key path per field; the runtime reaches the type's rules through this
/// protocol, so a generated record states its fields and nothing per field is generated
/// twice.
public protocol FieldValue: Codable, Hashable, Sendable {
    /// What a payload must give, for messages: `an integer`, `a date`.
    static var expectedInJSON: String { get }
    /// Reads a non-null JSON value, converting only losslessly; `null` is an error here
    /// (optional fields handle `null` before).
    static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Self
    /// The value as the compiled schema stores it (dates as ISO-8601 text, UUIDs as
    /// lowercase text, URLs as their absolute string).
    var storageValue: DatabaseValue { get }
    /// The kind the sync fast path binds the field with, given its rules; nil when no kind
    /// states the rules exactly (the field then binds through `decode` and `storageValue`).
    static func payloadKind(_ rules: FieldRules<Self>) -> PayloadLayout.Kind?
    /// What a non-null stored value is, when reading it as this type would change it
    /// (a blob or text in an `Int64` column, a real number with a fraction); nil when it
    /// reads as what is stored. See `StoredValueError` for why records ask.
    static func storedValueProblem(_ value: DatabaseValue) -> String?
    /// Whether `storedValueProblem` can find anything, so that reading a row checks only
    /// the fields that can hold a value of the wrong kind.
    static var checksStoredValues: Bool { get }
    /// The value as a payload gives it, which `decode` reads back as this value: by
    /// default the stored form's (numbers as numbers, text as text, bytes as base64).
    var jsonValue: JSONValue { get }
}

extension FieldValue {
    public var jsonValue: JSONValue {
        switch storageValue.storage {
        case .null: .null
        case .int64(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .blob(let data): .string(data.base64EncodedString())
        }
    }
}

extension Bool {
    /// `true`, not the 1 it is stored as.
    public var jsonValue: JSONValue { .bool(self) }
}

extension JSONValue {
    /// Itself, not the text it is stored as.
    public var jsonValue: JSONValue { self }
}

extension FieldValue {
    public static func payloadKind(_ rules: FieldRules<Self>) -> PayloadLayout.Kind? { nil }
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { nil }
    public static var checksStoredValues: Bool { false }
}

extension FieldValue where Self: DatabaseValueConvertible {
    @inlinable
    public var storageValue: DatabaseValue { databaseValue }
}

extension String: FieldValue {
    public static var expectedInJSON: String { "a string" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> String {
        try json.decodeString(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<String>) -> PayloadLayout.Kind? {
        rules.pattern == nil ? .string(maxLength: rules.maxLength) : nil
    }
}

extension Int64: FieldValue {
    public static var expectedInJSON: String { "an integer" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int64 {
        try json.decodeInt64(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<Int64>) -> PayloadLayout.Kind? {
        .int64(minimum: rules.minimum, maximum: rules.maximum)
    }
}

extension Int32: FieldValue {
    public static var expectedInJSON: String { "a 32-bit integer" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int32 {
        try json.decodeInt32(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<Int32>) -> PayloadLayout.Kind? {
        .int32(minimum: rules.minimum.map(Int64.init), maximum: rules.maximum.map(Int64.init))
    }
}

extension Int16: FieldValue {
    public static var expectedInJSON: String { "a 16-bit integer" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int16 {
        try json.decodeInt16(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<Int16>) -> PayloadLayout.Kind? {
        .int16(minimum: rules.minimum.map(Int64.init), maximum: rules.maximum.map(Int64.init))
    }
}

extension Double: FieldValue {
    public static var expectedInJSON: String { "a number" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Double {
        try json.decodeDouble(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<Double>) -> PayloadLayout.Kind? {
        .double(minimum: rules.minimum, maximum: rules.maximum)
    }
}

extension Float: FieldValue {
    public static var expectedInJSON: String { "a 32-bit float" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Float {
        try json.decodeFloat(at: path())
    }
}

extension Bool: FieldValue {
    public static var expectedInJSON: String { "a boolean" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Bool {
        try json.decodeBool(at: path())
    }
    public static func payloadKind(_ rules: FieldRules<Bool>) -> PayloadLayout.Kind? { .bool }
}

extension Decimal: FieldValue {
    public static var expectedInJSON: String { "a decimal number" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Decimal {
        try json.decodeDecimal(at: path())
    }
}

extension Date: FieldValue {
    public static var expectedInJSON: String { "a date" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Date {
        try json.decodeDate(at: path())
    }
    /// ISO-8601 UTC text with milliseconds, as the compiled schema stores dates.
    public var storageValue: DatabaseValue { StorageValue.date(self) }
    public static func payloadKind(_ rules: FieldRules<Date>) -> PayloadLayout.Kind? { .date }
}

extension UUID: FieldValue {
    public static var expectedInJSON: String { "a UUID" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> UUID {
        try json.decodeUUID(at: path())
    }
    /// Lowercase text (GRDB's own default is a 16-byte blob).
    public var storageValue: DatabaseValue { StorageValue.uuid(self) }
    public static func payloadKind(_ rules: FieldRules<UUID>) -> PayloadLayout.Kind? { .uuid }
}

extension Data: FieldValue {
    public static var expectedInJSON: String { "base64 data" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Data {
        try json.decodeData(at: path())
    }
}

extension URL: FieldValue {
    public static var expectedInJSON: String { "a URL" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> URL {
        try json.decodeURL(at: path())
    }
    /// The absolute string, as text.
    public var storageValue: DatabaseValue { absoluteString.databaseValue }
}

extension JSONValue: FieldValue {
    public static var expectedInJSON: String { "a JSON value" }
    @inlinable
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> JSONValue {
        try json.decodeJSON(at: path())
    }
}
