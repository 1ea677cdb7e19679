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
            error("a list in `\(option)` of \(quoted(entity.name)) names no attributes", at: location, hint: "list at least one attribute, or remove the empty list")
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
                } else if !model.holdsForeignKey(relationship, in: entity) {
                    error(
                        "`\(option)` of \(quoted(entity.name)) names relationship \(quoted(name)), whose foreign key lives on \(quoted(relationship.target))",
                        at: location,
                        hint: "index the inverse relationship on \(quoted(relationship.target)) instead"
                    )
                }
                continue
            }
            if entity.unreadAttributeNames.contains(name) { continue }
            let candidates = entity.attributes.map(\.name) + entity.relationships.filter { !$0.isToMany }.map(\.name)
            error(
                "`\(option)` of \(quoted(entity.name)) names unknown attribute \(quoted(name))",
                at: location,
                hint: entity.renameHint(for: name) ?? Suggestion.didYouMean(name, among: candidates)
                    ?? "name an attribute or a to-one relationship of \(quoted(entity.name))"
            )
        }
    }

    /// Every table and index name the schema will hold, checked for collisions and
    /// reserved names. Entity tables among themselves are checked by `checkEntityNames`.
    ///
    /// The same index declared twice on one table (`indexed: true` and `indexes:
    /// [[x]]`) is only redundant: the compiler keeps one. Any other reuse of a name
    /// would make a `CREATE` fail, so it is an error.
    mutating func checkSQLNamespace() {
        // A table and a few indexes per entity, reserved at once rather than grown.
        var seen: [String: SQLObject] = Dictionary(minimumCapacity: model.entities.count * 4)
        for entity in model.entities where seen[objectKey(entity.table)] == nil {
            seen[objectKey(entity.table)] = SQLObject(
                name: entity.table, table: entity.table, origin: { [name = entity.name] in "the table of entity \(quoted(name))" },
                location: entity.location(of: "table"))
        }
        for join in model.joinTables {
            let location = joinTableLocation(join)
            checkReservedTable(join.name, at: location, hint: "rename the relationship or set `table:` on its entity")
            register(
                SQLObject(
                    name: join.name, table: join.name,
                    origin: { "the join table of many-to-many `\(join.ownerEntity).\(join.ownerRelationship)`" },
                    location: location,
                    hint: "rename the relationship or set `table:` on one of the entities"),
                in: &seen)
            let index = Naming.indexName(table: join.name, columns: [join.targetColumn], unique: false)
            register(
                SQLObject(
                    name: index, table: join.name, isIndex: true,
                    origin: { "the index of join table \(quoted(join.name))" }, location: location,
                    hint: "rename the relationship or set `table:` on one of the entities"),
                in: &seen)
        }
        for entity in model.entities {
            for object in indexes(of: entity) {
                register(object, in: &seen)
            }
        }
        for view in model.views {
            register(
                SQLObject(name: view.name, table: view.name, origin: { "view \(quoted(view.name))" }, location: view.location,
                          hint: "views share one namespace with tables and indexes; rename the view"),
                in: &seen)
        }
    }

    private mutating func register(_ object: SQLObject, in seen: inout [String: SQLObject]) {
        let key = objectKey(object.name)
        guard let first = seen[key] else {
            seen[key] = object
            return
        }
        if first.isIndex, object.isIndex, first.table == object.table {
            warning(
                "\(object.origin()) repeats \(first.origin()): both define index \(quoted(object.name))",
                at: object.location,
                hint: "remove one of the two definitions"
            )
        } else {
            error(
                "SQL name \(quoted(object.name)) of \(object.origin()) is already used by \(first.origin())",
                at: object.location,
                hint: object.hint
            )
        }
    }

    /// Where the owning side of a join table was declared.
    private func joinTableLocation(_ join: JoinTable) -> SourceLocation {
        let relationship = model.entity(named: join.ownerEntity)?.relationship(named: join.ownerRelationship)
        return relationship?.location ?? model.location
    }

    /// The indexes the compiler derives for an entity, with their stable names
    /// (also what an `unmanaged:` pattern must not match).
    func indexes(of entity: Entity) -> [SQLObject] {
        var result: [SQLObject] = []
        let entityName = entity.name
        let collision = "rename the table or columns involved so the derived index names differ"
        for attribute in entity.attributes where !attribute.isPrimaryKey && (attribute.isUnique || attribute.isIndexed) {
            let flag = attribute.isUnique ? "unique" : "indexed"
            result.append(
                SQLObject(
                    name: indexName(entity.table, [attribute.column], unique: attribute.isUnique), table: entity.table,
                    isIndex: true, origin: { [name = attribute.name] in "`\(flag): true` on \(quoted("\(entityName).\(name)"))" },
                    location: attribute.location(of: flag), hint: collision))
        }
        let declared = Set((entity.indexes + entity.uniques).map { $0.attributes.flatMap { columns(named: $0, in: entity) } })
        for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
            let columns = model.foreignKeyColumns(of: relationship).map(\.name)
            guard model.isOneToOne(relationship) || (relationship.isIndexed && !declared.contains(columns)) else { continue }
            result.append(
                SQLObject(
                    name: indexName(entity.table, columns, unique: model.isOneToOne(relationship)),
                    table: entity.table, isIndex: true,
                    origin: { [name = relationship.name] in "the foreign-key index of \(quoted("\(entityName).\(name)"))" },
                    location: relationship.location, hint: collision))
        }
        for (unique, option, specs) in [(false, "indexes", entity.indexes), (true, "unique", entity.uniques)] {
            for spec in specs where !spec.attributes.isEmpty && !spec.isConstraint {
                result.append(
                    SQLObject(
                        name: spec.name ?? indexName(entity.table, spec.attributes.flatMap { columns(named: $0, in: entity) }, unique: unique),
                        table: entity.table, isIndex: true,
                        origin: { "`\(option): [\(spec.attributes.joined(separator: ", "))]` of \(quoted(entityName))" },
                        location: spec.location == .unknown ? entity.location(of: option) : spec.location,
                        hint: collision))
            }
        }
        return result
    }

    /// `idx_<table>_<columns>` / `uq_<table>_<columns>` (`Naming.indexName`).
    private func indexName(_ table: String, _ columns: [String], unique: Bool) -> String {
        Naming.indexName(table: table, columns: columns, unique: unique)
    }

    /// The columns an index entry stands for (`Model.columns(ofMember:in:)`; unknown
    /// names were reported and keep their name).
    private func columns(named name: String, in entity: Entity) -> [String] {
        let isMember = entity.attribute(named: name) != nil || entity.relationship(named: name).map { !$0.isToMany } == true
        return isMember ? model.columns(ofMember: name, in: entity) : [name]
    }
}

/// A table or index as it will be named in the database, with what it came from.
struct SQLObject {
    var name: String
    /// The table it is, or belongs to.
    var table: String
    var isIndex = false
    /// What defines it, for messages: "the table of entity `Person`". Worded only for a
    /// message: a large model has tens of thousands of indexes and almost never a clash.
    var origin: () -> String
    var location: SourceLocation
    var hint = ""
}
