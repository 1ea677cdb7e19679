import GRDB

/// The Swift enum generated for an attribute with `values:`: its raw values are the
/// model's values, stored as text and read from JSON strings.
///
/// A generated enum declares only its cases (`enum Status: String, ModelEnumeration`);
/// Codable, Hashable, Sendable, `CaseIterable` and GRDB's `DatabaseValueConvertible` come
/// with this protocol and their default implementations for string raw values.
public protocol ModelEnumeration: FieldValue, CaseIterable, DatabaseValueConvertible, RawRepresentable where RawValue == String {}

extension ModelEnumeration {
    public static var expectedInJSON: String {
        "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// One of the raw values; anything else names the allowed ones.
    public static func decode(_ json: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Self {
        try json.decodeEnum(Self.self, at: path())
    }

    public var storageValue: DatabaseValue { rawValue.databaseValue }

    public static func payloadKind(_ rules: FieldRules<Self>) -> PayloadLayout.Kind? {
        .oneOf(allCases.map(\.rawValue))
    }
}
