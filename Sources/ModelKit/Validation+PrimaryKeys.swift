/// Checks that every entity has exactly one usable primary key.
///
/// The key is the attribute marked `primaryKey: true`, else the attribute named `id`
/// (the loader marks that one). Composite keys are not part of the language: a second
/// key belongs in `unique:`.
extension Validation {
    mutating func checkPrimaryKey(of entity: Entity) {
        let marked = entity.attributes.filter(\.isPrimaryKey)
        guard let key = marked.first ?? entity.attribute(named: "id") else {
            error(
                "entity \(quoted(entity.name)) has no primary key",
                at: entity.location,
                hint: "add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`"
            )
            return
        }
        for extra in marked.dropFirst() {
            error(
                "entity \(quoted(entity.name)) has two primary keys, \(quoted(key.name)) and \(quoted(extra.name))",
                at: extra.location(of: "primaryKey"),
                hint: "keep `primaryKey: true` on one attribute; make the other `unique: true`"
            )
        }
        let owner = qualified(entity, key.name)
        if key.isOptional {
            error(
                "primary key \(owner) is optional",
                at: key.location(of: "optional"),
                hint: "remove `optional: true` (or the `?`): a primary key always has a value"
            )
        }
        if key.defaultValue != nil {
            warning(
                "primary key \(owner) has a constant `default`: every row inserted without a key gets the same one, and the second insert fails",
                at: key.location(of: "default"),
                hint: "remove `default` and let the app (uuid) or SQLite (integer row id) choose the key"
            )
        }
        if key.type == .json || key.type == .data {
            error(
                "primary key \(owner) has type `\(key.type.rawValue)`, which cannot identify a row",
                at: key.location(of: "type"),
                hint: "use `uuid`, `int` or `string` for the primary key"
            )
        }
    }
}
