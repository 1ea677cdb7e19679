import ModelKit

/// Names Core Data allows and SQLite does not hold twice, and delete rules the storage
/// cannot honour, settled per version with a note each.
extension CoreDataMapping {
    mutating func resolveNames(in model: inout Model, source: CoreDataModel) {
        resolveTables(in: &model)
        for index in model.entities.indices { resolveColumns(of: index, in: &model) }
        resolveJoinTables(in: &model)
        resolveDeleteRules(in: &model)
    }

    /// `name`, or `name_2`, `name_3`, … : the first that `used` does not hold (case-insensitively).
    private static func unused(_ name: String, in used: Set<String>) -> String {
        var candidate = name
        var suffix = 2
        while used.contains(candidate.lowercased()) { candidate = "\(name)_\(suffix)"; suffix += 1 }
        return candidate
    }

    /// Entities whose tables differ only by case or underscores (`OrderLine`, `Order_line`),
    /// and tables named as SQLite's own (`Sqlite_Cache` → `sqlite_cache`) or modelc's
    /// history, which get Core Data's own prefix (`zsqlite_cache`, as its store has `ZSQLITE_CACHE`).
    private mutating func resolveTables(in model: inout Model) {
        var used: Set<String> = []
        for index in model.entities.indices {
            let table = model.entities[index].table
            let reserved = Self.isReservedTable(table)
            let free = Self.unused(reserved ? "z" + table : table, in: used)
            if free != table {
                model.entities[index].table = free
                let why = reserved ? "a name SQLite or modelc keeps for itself" : "another entity's table in SQLite"
                note(.nameCollision, model.entities[index].name,
                     "the table `\(table)` of entity `\(model.entities[index].name)` is \(why): it is `table: \(free)`",
                     at: model.entities[index].location)
            }
            used.insert(free.lowercased())
        }
    }

    /// Whether `modelc validate` refuses `table` as a table name (`ReservedNames`).
    static func isReservedTable(_ table: String) -> Bool {
        ReservedNames.isReservedTable(table)
    }

    /// Attributes whose columns collide after snake_case (`firstName`, `first_name`), and
    /// to-one foreign keys colliding with an attribute (`product` beside `productID`).
    private mutating func resolveColumns(of entityIndex: Int, in model: inout Model) {
        var used: Set<String> = []
        let entity = model.entities[entityIndex]
        for index in entity.attributes.indices {
            let column = entity.attributes[index].column
            let free = Self.unused(column, in: used)
            if free != column {
                model.entities[entityIndex].attributes[index].column = free
                note(.nameCollision, "\(entity.name).\(entity.attributes[index].name)",
                     "attribute `\(entity.name).\(entity.attributes[index].name)` maps to column `\(column)`, which another attribute has: it is `column: \(free)`",
                     at: entity.attributes[index].location)
            }
            used.insert(free.lowercased())
        }
        for index in entity.relationships.indices where model.holdsForeignKey(entity.relationships[index], in: entity) {
            let relationship = entity.relationships[index]
            guard used.contains(relationship.column.lowercased()) else {
                used.insert(relationship.column.lowercased())
                continue
            }
            let free = Self.unused(Naming.snakeCase(relationship.name) + "_ref", in: used)
            model.entities[entityIndex].relationships[index].column = free
            model.entities[entityIndex].relationships[index].hasExplicitColumn = true
            used.insert(free.lowercased())
            note(.nameCollision, "\(entity.name).\(relationship.name)",
                 "the foreign key `\(relationship.column)` of `\(entity.name).\(relationship.name)` is also an attribute's column: it is `column: \(free)`",
                 at: relationship.location)
        }
    }

    /// Join tables named like an entity's table, or like another join table.
    private mutating func resolveJoinTables(in model: inout Model) {
        var used = Set(model.entities.map { $0.table.lowercased() })
        for join in model.joinTables {
            guard used.contains(join.name.lowercased()) else {
                used.insert(join.name.lowercased())
                continue
            }
            let free = Self.unused(join.name + "_link", in: used)
            used.insert(free.lowercased())
            guard let entityIndex = model.declarationIndex(ofEntity: join.ownerEntity),
                  let index = model.entities[entityIndex].relationships.firstIndex(where: { $0.name == join.ownerRelationship }) else { continue }
            model.entities[entityIndex].relationships[index].joinTable = JoinTableSpec(name: free)
            let relationship = model.entities[entityIndex].relationships[index]
            note(.nameCollision, "\(join.ownerEntity).\(join.ownerRelationship)",
                 "the join table `\(join.name)` of many-to-many `\(join.ownerEntity).\(join.ownerRelationship)` is named like a table of the model: it is `joinTable: { name: \(free) }`",
                 at: relationship.location)
        }
    }

    /// Nullify on a relationship whose inverse is a required to-one cannot clear that
    /// foreign key; Core Data then refuses to save the delete, so `deny` is what it does.
    private mutating func resolveDeleteRules(in model: inout Model) {
        for entityIndex in model.entities.indices {
            for index in model.entities[entityIndex].relationships.indices {
                let relationship = model.entities[entityIndex].relationships[index]
                guard relationship.deleteRule == .nullify, let inverse = model.inverse(of: relationship), !inverse.isToMany, !inverse.isOptional,
                      let target = model.entity(named: relationship.target), model.holdsForeignKey(inverse, in: target) else { continue }
                model.entities[entityIndex].relationships[index].deleteRule = .deny
                let element = "\(model.entities[entityIndex].name).\(relationship.name)"
                note(.deleteRule, element,
                     "`\(element)` nullifies `\(target.name).\(inverse.name)`, which is required: Core Data refuses to save such a delete, so the rule is deny",
                     at: relationship.location)
            }
        }
    }
}
