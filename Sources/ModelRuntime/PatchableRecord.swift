import Foundation

/// A record with a generated `Patch`: applying JSON to it is decoding a patch and applying
/// that, written once here for every generated record (including those with a composite
/// key, which are not `ModelRecord`s).
public protocol PatchableRecord {
    /// The partial update of the record (every non-key field, absent unless set).
    associatedtype Patch: RecordPatch
    /// Applies a patch: absent fields are untouched, `.null` clears optional fields.
    mutating func update(with patch: Patch)
}

extension PatchableRecord {
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
}
