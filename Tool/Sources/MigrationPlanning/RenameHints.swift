import ModelKit
import SchemaCore

/// Which tables and columns of the new schema are renames of old ones, and which
/// columns take over the values of dropped ones (`mergedFrom`).
///
/// The diff never guesses a rename: a table or column that vanished while another
/// appeared is a drop plus an add, unless a hint says otherwise. Hints come from the
/// model's `renamedFrom` (see ``init(from:to:)``) and are resolved to SQL names here, so
/// the diff works on schemas alone.
public struct RenameHints: Codable, Hashable, Sendable {
    /// New table name → old table name.
    public var tables: [String: String]
    /// New table name → (new column name → old column name).
    public var columns: [String: [String: String]]
    /// New table name → (new column name → the old columns whose values it takes over,
    /// in the order the model lists them).
    public var merges: [String: [String: [String]]]
    /// New join table name → the to-one whose links it takes over (`LinkCopy`, its
    /// source named as the old model names it).
    public var links: [String: LinkCopy]
    /// New table name → (new column name → (old value → new value)): the enumeration
    /// values an attribute's `renamedValues` renames, which the old model's `values` held.
    public var values: [String: [String: [String: String]]]
    /// The keys that move to the other table, whose links the plan keeps
    /// (`Plan.keepingLinks(of:)`): the drop of each old key column loses nothing.
    /// Empty unless the planner adds those steps (`Plan(from:to:options:keepingMovedKeys:)`).
    public var movedKeys: [MovedKey]

    public init(
        tables: [String: String] = [:], columns: [String: [String: String]] = [:], merges: [String: [String: [String]]] = [:],
        links: [String: LinkCopy] = [:], values: [String: [String: [String: String]]] = [:], movedKeys: [MovedKey] = []
    ) {
        self.tables = tables
        self.columns = columns
        self.merges = merges
        self.links = links
        self.values = values
        self.movedKeys = movedKeys
    }

    /// Hints encoded before `merges`, `links`, `values` or `movedKeys` existed read as having none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tables = try container.decode([String: String].self, forKey: .tables)
        columns = try container.decode([String: [String: String]].self, forKey: .columns)
        merges = try container.decodeIfPresent([String: [String: [String]]].self, forKey: .merges) ?? [:]
        links = try container.decodeIfPresent([String: LinkCopy].self, forKey: .links) ?? [:]
        values = try container.decodeIfPresent([String: [String: [String: String]]].self, forKey: .values) ?? [:]
        movedKeys = try container.decodeIfPresent([MovedKey].self, forKey: .movedKeys) ?? []
    }

    /// True when the model gives no hints (renames, merges, links, values). The moved
    /// keys are the planner's own, not the model's, and do not count: a dropped table's
    /// step says "no rename hint names it" only where the model gave some.
    public var isEmpty: Bool {
        tables.isEmpty && columns.values.allSatisfy(\.isEmpty) && merges.values.allSatisfy(\.isEmpty) && links.isEmpty
            && values.values.allSatisfy(\.isEmpty)
    }

    /// The old name of the column `column` of the new table `table`, when hinted.
    public func oldColumn(_ column: String, inTable table: String) -> String? {
        columns[table]?[column]
    }

    /// Hints from the target model's `renamedFrom`, resolved against the old model.
    ///
    /// - An entity with `renamedFrom: Old` (or the same entity under a changed `table:`)
    ///   renames `Old`'s table to the new one.
    /// - An attribute with `renamedFrom` (or a changed `column:`) renames its column.
    /// - An attribute with `mergedFrom` takes over the values of those attributes'
    ///   columns (as the old model names them); a to-one with `mergedFrom`, the links in
    ///   those to-ones' key columns.
    /// - A to-one relationship with `renamedFrom` renames its foreign-key column (and
    ///   the position column of an ordered to-many whose inverse it is). Its
    ///   `renamedFrom` may name an attribute of the old entity (an integer column made a
    ///   relationship), whose column becomes the key column; an attribute's may name a
    ///   to-one of a single key column, the other way round.
    /// - A many-to-many relationship (or either entity) renamed renames the join table
    ///   and its key columns, as `Model.joinTable(for:in:)` names them in each version.
    /// - A many-to-many relationship that was a to-one (of a one-to-many) takes over its
    ///   links (`links`, see `linkCopy(of:in:old:oldEntity:new:)`).
    /// - An attribute's `renamedValues` renames the stored values the old model's
    ///   `values` held (`values`).
    ///
    /// Without `old` (planning from a live database), only explicit `renamedFrom` hints
    /// count, and old names are derived with the default naming rules
    /// (`Naming.snakeCase`), which is right unless the old version overrode `table:` or `column:`.
    public init(from old: Model?, to new: Model) {
        self.init()
        // Asked once: comparing the optional model with nil inside the loops copies it.
        let hasOld = old != nil
        for entity in new.entities {
            let oldEntityName = entity.renamedFrom ?? entity.name
            let oldEntity: Entity? = if let old { old.entity(named: oldEntityName) } else { nil }
            if hasOld && oldEntity == nil { continue }
            let oldTable = oldEntity?.table ?? Naming.snakeCase(oldEntityName)
            if oldTable != entity.table && (hasOld || entity.renamedFrom != nil) { tables[entity.table] = oldTable }
            var renamedColumns: [String: String] = [:]
            for (position, attribute) in entity.attributes.enumerated() {
                let oldName = attribute.renamedFrom ?? attribute.name
                let oldAttribute = oldEntity.flatMap { Self.attribute(named: oldName, in: $0, near: position) }
                // A to-one the attribute was (`renamedFrom` naming it): its key column's values.
                let formerLink = oldAttribute == nil && attribute.renamedFrom != nil ? old.flatMap { old in
                    oldEntity.flatMap { Self.keyColumn(ofToOne: oldName, in: $0, model: old) }
                } : nil
                if hasOld && oldAttribute == nil && formerLink == nil { continue }
                let oldColumn = oldAttribute?.column ?? formerLink ?? Naming.snakeCase(oldName)
                if oldColumn != attribute.column && (hasOld || attribute.renamedFrom != nil) {
                    renamedColumns[attribute.column] = oldColumn
                }
            }
            for (position, attribute) in entity.attributes.enumerated() where !attribute.renamedValues.isEmpty {
                // Only values the previous version had: a hint kept in later versions renames nothing.
                let oldValues = oldEntity.flatMap { Self.attribute(named: attribute.renamedFrom ?? attribute.name, in: $0, near: position) }?.values
                var renames: [String: String] = [:]
                for (new, old) in attribute.renamedValues where hasOld ? oldValues?.contains(old) == true : true {
                    renames[old] = new
                }
                if !renames.isEmpty { values[entity.table, default: [:]][attribute.column] = renames }
            }
            for attribute in entity.attributes where !attribute.mergedFrom.isEmpty {
                let sources = attribute.mergedFrom.compactMap { name -> String? in
                    guard let oldEntity else { return Naming.snakeCase(name) }
                    return oldEntity.attribute(named: name)?.column
                }
                if !sources.isEmpty { merges[entity.table, default: [:]][attribute.column] = sources }
            }
            // A to-one's `mergedFrom`: the key columns of the to-ones it takes the links of.
            for relationship in entity.relationships where !relationship.mergedFrom.isEmpty && new.holdsForeignKey(relationship, in: entity) {
                let sources = relationship.mergedFrom.compactMap { name -> String? in
                    guard let old, let oldEntity else { return Naming.foreignKeyColumn(forRelationship: name) }
                    guard let merged = oldEntity.relationship(named: name), old.holdsForeignKey(merged, in: oldEntity) else { return nil }
                    return merged.column
                }
                if !sources.isEmpty { merges[entity.table, default: [:]][relationship.column] = sources }
            }
            for relationship in entity.relationships where !relationship.isToMany {
                let oldName = relationship.renamedFrom ?? relationship.name
                let oldRelationship = oldEntity?.relationship(named: oldName)
                // An attribute the to-one was (`renamedFrom` naming it, an adopted model's
                // `categoryId` made a relationship): its column's values become the links.
                let formerAttribute = oldRelationship == nil && relationship.renamedFrom != nil ? oldEntity?.attribute(named: oldName) : nil
                if hasOld && formerAttribute == nil && (oldRelationship == nil || oldRelationship?.isToMany == true) { continue }
                // A key of several columns: its columns renamed in pairs, by position.
                let newKey = new.foreignKeyColumns(of: relationship)
                if newKey.count > 1 && formerAttribute != nil { continue }
                if let formerAttribute {
                    if formerAttribute.column != relationship.column { renamedColumns[relationship.column] = formerAttribute.column }
                    continue
                }
                if newKey.count > 1 {
                    if let old, let oldRelationship {
                        let oldKey = old.foreignKeyColumns(of: oldRelationship)
                        guard oldKey.count == newKey.count else { continue }
                        for (before, after) in zip(oldKey, newKey) where before.name != after.name { renamedColumns[after.name] = before.name }
                    }
                    continue
                }
                let oldColumn = oldRelationship?.column ?? Naming.foreignKeyColumn(forRelationship: oldName)
                if oldColumn != relationship.column && (hasOld || relationship.renamedFrom != nil) {
                    renamedColumns[relationship.column] = oldColumn
                    let newPosition = Self.positionColumn(forForeignKey: relationship.column)
                    renamedColumns[newPosition] = Self.positionColumn(forForeignKey: oldColumn)
                }
            }
            if !renamedColumns.isEmpty { columns[entity.table, default: [:]].merge(renamedColumns) { new, _ in new } }
        }
        guard let old else { return }
        for entity in new.entities {
            guard let oldEntity = old.entity(named: entity.renamedFrom ?? entity.name) else { continue }
            for relationship in entity.relationships {
                guard let join = new.joinTable(for: relationship, in: entity),
                    let oldRelationship = oldEntity.relationship(named: relationship.renamedFrom ?? relationship.name),
                    let oldJoin = old.joinTable(for: oldRelationship, in: oldEntity)
                else { continue }
                if join.name != oldJoin.name { tables[join.name] = oldJoin.name }
                func oldSide(_ entityName: String, _ relationshipName: String) -> (String, String) {
                    let entity = new.entity(named: entityName)
                    let relationship = entity?.relationship(named: relationshipName)
                    return (entity?.renamedFrom ?? entityName, relationship?.renamedFrom ?? relationshipName)
                }
                // Which old column each new one continues: the one referencing the same
                // entity. Only a join table of one entity with itself is told by the
                // relationships' names (an inverse renamed without a hint cannot say).
                let oldOwnerEntity = new.entity(named: join.ownerEntity)?.renamedFrom ?? join.ownerEntity
                let straight = oldJoin.ownerEntity != oldJoin.targetEntity
                    ? oldOwnerEntity == oldJoin.ownerEntity
                    : oldSide(join.ownerEntity, join.ownerRelationship) == (oldJoin.ownerEntity, oldJoin.ownerRelationship)
                let pairs = straight
                    ? [(join.ownerColumn, oldJoin.ownerColumn), (join.targetColumn, oldJoin.targetColumn)]
                    : [(join.ownerColumn, oldJoin.targetColumn), (join.targetColumn, oldJoin.ownerColumn)]
                var renamedColumns: [String: String] = [:]
                for (newColumn, oldColumn) in pairs where newColumn != oldColumn { renamedColumns[newColumn] = oldColumn }
                if !renamedColumns.isEmpty {
                    columns[join.name, default: [:]].merge(renamedColumns) { new, _ in new }
                }
            }
            for relationship in entity.relationships where relationship.isToMany {
                if let link = Self.linkCopy(of: relationship, in: entity, old: old, oldEntity: oldEntity, new: new), links[link.table] == nil {
                    links[link.table] = link
                }
            }
        }
    }

    /// The key column of `entity`'s to-one `name` in `model`, when it has one of a single
    /// column: what an attribute that was that relationship takes its values from.
    private static func keyColumn(ofToOne name: String, in entity: Entity, model: Model) -> String? {
        guard let relationship = entity.relationship(named: name), !relationship.isToMany, model.holdsForeignKey(relationship, in: entity) else { return nil }
        let key = model.foreignKeyColumns(of: relationship)
        return key.count == 1 ? key[0].name : nil
    }

    /// The links of the to-one that `relationship` (a many-to-many side of `entity`) was
    /// in `old`, carried into its join table: `oldEntity`'s rows holding the to-one's key
    /// become links, with the position of the old inverse's order when it was ordered.
    /// Nil unless the old relationship was a to-one whose inverse is a to-many (its key
    /// then sits in `oldEntity`'s table), with keys of one column on both sides.
    private static func linkCopy(of relationship: Relationship, in entity: Entity, old: Model, oldEntity: Entity, new: Model) -> LinkCopy? {
        guard let join = new.joinTable(for: relationship, in: entity),
              let inverse = new.inverse(of: relationship),
              let oldRelationship = oldEntity.relationship(named: relationship.renamedFrom ?? relationship.name), !oldRelationship.isToMany,
              let oldInverse = old.inverse(of: oldRelationship), oldInverse.isToMany,
              old.foreignKeyColumns(of: oldRelationship).count == 1,
              case let keys = old.keyColumns(of: oldEntity), keys.count == 1, let key = keys.first
        else { return nil }
        let foreignKey = oldRelationship.column
        let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
        var values = [
            isOwner ? join.ownerColumn : join.targetColumn: StandardSQL.quote(key.column),
            isOwner ? join.targetColumn : join.ownerColumn: StandardSQL.quote(foreignKey),
        ]
        var carried = [foreignKey]
        if inverse.isOrdered, let column = join.positionColumn(forSide: !isOwner) {
            if let position = old.positionColumn(forOrdered: oldInverse) {
                values[column] = "coalesce(\(StandardSQL.quote(position)), 0)"
                carried.append(position)
            } else {
                values[column] = "row_number() OVER (PARTITION BY \(StandardSQL.quote(foreignKey)) ORDER BY \(StandardSQL.quote(key.column))) - 1"
            }
        }
        if relationship.isOrdered, let column = join.positionColumn(forSide: isOwner), values[column] == nil {
            // Each row had one: first in its list.
            values[column] = "0"
        }
        return LinkCopy(table: join.name, source: oldEntity.table, foreignKey: foreignKey, values: values, carried: carried)
    }

    /// The attribute named `name` in `entity`, looked for first at `position`: an
    /// attribute usually keeps its place between versions, so the usual lookup is one
    /// comparison instead of a scan of the entity's attributes. (Names are unique within
    /// an entity in any model that validates, so the two lookups agree.)
    private static func attribute(named name: String, in entity: Entity, near position: Int) -> Attribute? {
        if position < entity.attributes.count, entity.attributes[position].name == name { return entity.attributes[position] }
        return entity.attribute(named: name)
    }

    /// The position column the compiler adds next to a foreign key of an ordered to-many:
    /// `owner_id` → `owner_position`.
    static func positionColumn(forForeignKey column: String) -> String {
        (column.hasSuffix("_id") ? String(column.dropLast(3)) : column) + "_position"
    }
}
