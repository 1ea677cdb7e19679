/// A many-to-many relationship's join table, as named and shaped in storage.
///
/// Both sides of a many-to-many pair share one join table. Its "owner" is the side
/// whose `(entity, relationship)` names sort first, so the name does not depend on
/// declaration order.
public struct JoinTable: Hashable, Sendable {
    /// `<ownerTable>_<snake(ownerRelationship)>`, e.g. `film_characters`.
    public var name: String
    public var ownerEntity: String
    public var ownerRelationship: String
    /// The column referencing the owner's primary key: `<ownerTable>_id`.
    public var ownerColumn: String
    public var targetEntity: String
    public var targetRelationship: String
    /// The column referencing the target's primary key: `<targetTable>_id`, or
    /// `<snake(ownerRelationship)>_id` when both sides are the same table.
    public var targetColumn: String
    /// `position` when either side is `ordered`: the owner's order of its targets, or,
    /// when only the target side is ordered, the target's order of its owners.
    public var positionColumn: String?
    /// When both sides are `ordered`, the target's order of its owners, in a column of
    /// its own: `<snake(targetRelationship)>_position` (`conversations_position` beside
    /// `position` in `conversation_participants`). Nullable: a link added from the owner
    /// side takes the end of the target's order.
    public var targetPositionColumn: String? = nil

    /// The column keeping the order of `relationship` (a side of this table), if it is ordered.
    public func positionColumn(forSide isOwner: Bool) -> String? {
        isOwner ? positionColumn : (targetPositionColumn ?? positionColumn)
    }
}

/// Where each relationship lives in storage: which side of a to-one pair holds the
/// foreign key, and the join tables of many-to-many pairs.
///
/// The schema compiler and the code generator both read these rules from here, so the
/// SQL and the generated records can never disagree about a column name.
extension Model {
    /// Whether `relationship` (declared on `entity`) is stored as a foreign-key column
    /// in `entity`'s table.
    ///
    /// A to-one without an inverse, or whose inverse is to-many, holds the key. In a
    /// one-to-one the key goes on the side that declares `column:`, else on the
    /// optional side, else on the entity declared later (for a self-relationship: the
    /// relationship whose name sorts later).
    public func holdsForeignKey(_ relationship: Relationship, in entity: Entity) -> Bool {
        guard !relationship.isToMany else { return false }
        guard let inverse = inverse(of: relationship), !inverse.isToMany else { return true }
        if relationship.hasExplicitColumn != inverse.hasExplicitColumn { return relationship.hasExplicitColumn }
        if relationship.isOptional != inverse.isOptional { return relationship.isOptional }
        let here = declarationIndex(ofEntity: entity.name) ?? 0
        let there = declarationIndex(ofEntity: relationship.target) ?? 0
        if here != there { return here > there }
        return relationship.name > inverse.name
    }

    /// Whether `relationship` is one side of a one-to-one pair.
    public func isOneToOne(_ relationship: Relationship) -> Bool {
        guard !relationship.isToMany, let inverse = inverse(of: relationship) else { return false }
        return !inverse.isToMany
    }

    /// Whether `relationship` is one side of a many-to-many pair.
    public func isManyToMany(_ relationship: Relationship) -> Bool {
        guard relationship.isToMany, let inverse = inverse(of: relationship) else { return false }
        return inverse.isToMany
    }

    /// Every join table of the model, ordered by name.
    public var joinTables: [JoinTable] {
        var result: [String: JoinTable] = [:]
        for entity in entities {
            for relationship in entity.relationships {
                if let table = joinTable(for: relationship, in: entity) { result[table.name] = table }
            }
        }
        return result.keys.sorted().compactMap { result[$0] }
    }

    /// The join table storing `relationship` when it is one side of a many-to-many.
    public func joinTable(for relationship: Relationship, in entity: Entity) -> JoinTable? {
        guard isManyToMany(relationship),
              let inverse = inverse(of: relationship),
              let target = self.entity(named: relationship.target) else { return nil }
        let isOwner = (entity.name, relationship.name) <= (target.name, inverse.name)
        let (owner, ownerRelationship, other, otherRelationship) =
            isOwner ? (entity, relationship, target, inverse) : (target, inverse, entity, relationship)
        var ownerColumn = owner.table + "_id"
        var targetColumn = other.table + "_id"
        if targetColumn == ownerColumn { targetColumn = Naming.snakeCase(ownerRelationship.name) + "_id" }
        var name = owner.table + "_" + Naming.snakeCase(ownerRelationship.name)
        // `joinTable:` on either side names the table and columns; its `joinColumn`
        // references the side that declares it.
        if let spec = ownerRelationship.joinTable {
            name = spec.name ?? name
            ownerColumn = spec.joinColumn ?? ownerColumn
            targetColumn = spec.inverseJoinColumn ?? targetColumn
        } else if let spec = otherRelationship.joinTable {
            name = spec.name ?? name
            targetColumn = spec.joinColumn ?? targetColumn
            ownerColumn = spec.inverseJoinColumn ?? ownerColumn
        }
        return JoinTable(
            name: name,
            ownerEntity: owner.name,
            ownerRelationship: ownerRelationship.name,
            ownerColumn: ownerColumn,
            targetEntity: other.name,
            targetRelationship: otherRelationship.name,
            targetColumn: targetColumn,
            positionColumn: relationship.isOrdered || inverse.isOrdered ? "position" : nil,
            targetPositionColumn: relationship.isOrdered && inverse.isOrdered ? Naming.snakeCase(otherRelationship.name) + "_position" : nil
        )
    }

    /// For an ordered one-to-many, the position column on the child's table:
    /// the foreign-key column's name with `_id` replaced by `_position`
    /// (`owner_id` → `owner_position`).
    public func positionColumn(forOrdered relationship: Relationship) -> String? {
        guard relationship.isToMany, relationship.isOrdered,
              let inverse = inverse(of: relationship), !inverse.isToMany else { return nil }
        let base = inverse.column.hasSuffix("_id") ? String(inverse.column.dropLast(3)) : inverse.column
        return base + "_position"
    }
}
