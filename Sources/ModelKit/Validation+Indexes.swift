/// Checks on `indexes:` and `unique:` lists, and on the SQL names every table and index
/// will get.
///
/// In SQLite, tables and indexes share one namespace per database and names compare
/// case-insensitively, so two definitions that derive the same name cannot both be
/// created: the second `CREATE` would fail at migration time. Reporting it here puts
/// the error where it can be fixed.
extension Validation {
    mutating func checkIndexLists(of entity: Entity) {
        for (option, specs) in [("indexes", entity.indexes), ("unique", entity.uniques)] {
            for spec in specs {
                checkIndexList(spec, option: option, of: entity)
            }
        }
    }

    private mutating func checkIndexList(_ spec: IndexSpec, option: String, of entity: Entity) {
        let location = spec.location == .unknown ? entity.location : spec.location
        if spec.attributes.isEmpty {
            error("an `\(option)` list of \(quoted(entity.name)) names no attributes", at: location, hint: "list at least one attribute, or remove the empty list")
            return
        }
        var seen = Set<String>()
        for name in spec.attributes {
            guard seen.insert(name).inserted else {
                error("\(quoted(name)) appears twice in an `\(option)` list of \(quoted(entity.name))", at: location, hint: "list each attribute once")
                continue
            }
            if entity.attribute(named: name) != nil { continue }
            if let relationship = entity.relationship(named: name) {
                if relationship.isToMany {
                    error(
                        "`\(option)` of \(quoted(entity.name)) names to-many relationship \(quoted(name)), which has no column here",
                        at: location,
                        hint: "index the inverse to-one relationship on \(quoted(relationship.target)) instead"
                    )
                } else if !holdsForeignKey(relationship, of: entity) {
                    error(
                        "`\(option)` of \(quoted(entity.name)) names relationship \(quoted(name)), whose foreign key lives on \(quoted(relationship.target))",
                        at: location,
                        hint: "index the inverse relationship on \(quoted(relationship.target)) instead"
                    )
                }
                continue
            }
            let candidates = entity.attributes.map(\.name) + entity.relationships.filter { !$0.isToMany }.map(\.name)
            error(
                "`\(option)` of \(quoted(entity.name)) names unknown attribute \(quoted(name))",
                at: location,
                hint: Suggestion.didYouMean(name, among: candidates) ?? "name an attribute or a to-one relationship of \(quoted(entity.name))"
            )
        }
    }

    /// Every table and index name the schema will hold, checked for collisions and
    /// reserved names. Entity tables among themselves are checked by `checkEntityNames`.
    mutating func checkSQLNamespace() {
        var seen: [String: SQLObject] = [:]
        for entity in model.entities where seen[entity.table.lowercased()] == nil {
            seen[entity.table.lowercased()] = SQLObject(name: entity.table, origin: "the table of entity \(quoted(entity.name))", location: entity.location)
        }
        for object in joinTables() {
            checkReservedTable(object.name, at: object.location, hint: "rename the relationship or set `table:` on its entity")
            register(object, in: &seen, hint: "rename the relationship or set `table:` on one of the entities")
        }
        for entity in model.entities {
            for object in indexes(of: entity) {
                register(object, in: &seen, hint: object.hint)
            }
        }
    }

    private mutating func register(_ object: SQLObject, in seen: inout [String: SQLObject], hint: String) {
        let key = object.name.lowercased()
        guard let first = seen[key] else {
            seen[key] = object
            return
        }
        error(
            "SQL name \(quoted(object.name)) of \(object.origin) is already used by \(first.origin)",
            at: object.location,
            hint: hint
        )
    }

    /// One join table per many-to-many pair, named after the side whose qualified name
    /// sorts first: `<table>_<snake(relationship)>`.
    private func joinTables() -> [SQLObject] {
        var result: [SQLObject] = []
        for entity in model.entities {
            for relationship in entity.relationships where relationship.isToMany {
                guard let inverse = validInverse(of: relationship, in: entity), inverse.isToMany else { continue }
                guard (entity.name, relationship.name) <= (relationship.target, inverse.name) else { continue }
                result.append(
                    SQLObject(
                        name: entity.table + "_" + Naming.snakeCase(relationship.name),
                        origin: "the join table of many-to-many \(qualified(entity, relationship.name))",
                        location: relationship.location
                    ))
            }
        }
        return result
    }

    /// The indexes the compiler derives for an entity, with their stable names.
    private func indexes(of entity: Entity) -> [SQLObject] {
        var result: [SQLObject] = []
        let remove = "remove one of the two definitions"
        for attribute in entity.attributes {
            if attribute.isIndexed {
                result.append(
                    SQLObject(
                        name: "idx_\(entity.table)_\(attribute.column)", origin: "`indexed: true` on \(qualified(entity, attribute.name))",
                        location: attribute.location, hint: remove))
            }
            if attribute.isUnique {
                result.append(
                    SQLObject(
                        name: "uq_\(entity.table)_\(attribute.column)", origin: "`unique: true` on \(qualified(entity, attribute.name))",
                        location: attribute.location, hint: remove))
            }
        }
        for relationship in entity.relationships where holdsForeignKey(relationship, of: entity) {
            let isOneToOne = validInverse(of: relationship, in: entity).map { !$0.isToMany } ?? false
            result.append(
                SQLObject(
                    name: "\(isOneToOne ? "uq" : "idx")_\(entity.table)_\(relationship.column)",
                    origin: "the foreign-key index of \(qualified(entity, relationship.name))",
                    location: relationship.location,
                    hint: "foreign keys are indexed automatically; remove the explicit index"))
        }
        for (prefix, option, specs) in [("idx", "indexes", entity.indexes), ("uq", "unique", entity.uniques)] {
            for spec in specs where !spec.attributes.isEmpty {
                let columns = spec.attributes.map { column(named: $0, in: entity) }
                result.append(
                    SQLObject(
                        name: ([prefix, entity.table] + columns).joined(separator: "_"),
                        origin: "`\(option): [\(spec.attributes.joined(separator: ", "))]` of \(quoted(entity.name))",
                        location: spec.location == .unknown ? entity.location : spec.location,
                        hint: remove))
            }
        }
        return result
    }

    /// The column an index entry stands for: an attribute's column or a to-one
    /// relationship's foreign key (unknown names were reported; they keep their name).
    private func column(named name: String, in entity: Entity) -> String {
        if let attribute = entity.attribute(named: name) { return attribute.column }
        if let relationship = entity.relationship(named: name), !relationship.isToMany { return relationship.column }
        return name
    }
}

/// A table or index as it will be named in the database, with what it came from.
struct SQLObject {
    var name: String
    /// What defines it, for messages: "the table of entity `Person`".
    var origin: String
    var location: SourceLocation
    var hint: String = ""
}
