import GRDB

/// What a generated `Patch` provides to the runtime: decoding from JSON with the model's
/// checks, and the stored (column, value) pairs it sets.
///
/// With it, `update(with:)` from JSON and `storageAssignments(from:at:)` are written once
/// here (as `ModelRecord` extensions) instead of once per entity: the generated record
/// states its fields, the runtime applies them.
public protocol RecordPatch: Codable, Hashable, Sendable {
    /// A patch from a JSON object: a missing key is absent, `null` clears an optional field
    /// and is an error for a required one; values pass the model's checks.
    init(json: JSONValue, at path: JSONPath) throws(JSONMappingError)
    /// The (column, stored value) pairs the patch sets, for an `UPDATE` without reading the row.
    func storageAssignments() -> [(column: String, value: DatabaseValue)]
}
