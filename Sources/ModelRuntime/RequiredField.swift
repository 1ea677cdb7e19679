/// The two checks a generated `init(json:)` adds to its `Patch`: a key field read from the
/// object, and a required field the patch left absent.
///
/// A record from JSON is its key plus a `Patch` (which decodes and checks every other
/// field) plus the model's defaults; only "this field must be there" is left, and it is
/// said here once rather than in every generated record.
public enum RequiredField {
    /// The member `key` of a JSON object, or the "missing" error at `path.key`.
    public static func member(_ key: String, of json: JSONValue, expected: String, at path: JSONPath) throws(JSONMappingError) -> JSONValue {
        guard let value = try json.decodeObject(at: path)[key] else {
            throw JSONMappingError(path: path.appending(key), reason: .missing(expected: expected))
        }
        return value
    }

    /// A required field's value from a patch, or the "missing" error at `path.key`.
    @inlinable
    public static func value<Value>(_ value: Value?, _ key: String, expected: String, at path: JSONPath) throws(JSONMappingError) -> Value {
        guard let value else {
            throw JSONMappingError(path: path.appending(key), reason: .missing(expected: expected))
        }
        return value
    }
}
