/// One column of a to-one relationship's foreign key: its name in the entity's table,
/// the key column of the target it references, and the type it stores.
public struct ForeignKeyColumn: Hashable, Sendable {
    public var name: String
    /// The target's key column this one references.
    public var referenced: String
    /// The type of the referenced key column (the foreign key stores the same).
    public var type: AttributeType
    /// The declared SQL type, when the relationship or the key column says one.
    public var sqlType: String?
}

extension Model {
    /// The columns of `entity`'s primary key, in key order: the key attribute's column,
    /// or for a composite key (`primaryKey: [order, lineNumber]`) each member's
    /// column(s), a member relationship's being its foreign-key columns. Empty when the
    /// entity has no key (validation reports that).
    public func keyColumns(of entity: Entity) -> [(column: String, type: AttributeType, sqlType: String?)] {
        keyColumns(of: entity, depth: 0)
    }

    private func keyColumns(of entity: Entity, depth: Int) -> [(column: String, type: AttributeType, sqlType: String?)] {
        guard entity.hasCompositeKey else {
            return entity.primaryKey.map { [($0.column, $0.type, $0.sqlType)] } ?? []
        }
        // A key member referring (through composite keys) back to its own entity has no
        // columns to give; the depth stops the walk, validation reports the cycle.
        guard depth < 8 else { return [] }
        return entity.compositeKey.flatMap { member -> [(column: String, type: AttributeType, sqlType: String?)] in
            if let attribute = entity.attribute(named: member) { return [(attribute.column, attribute.type, attribute.sqlType)] }
            guard let relationship = entity.relationship(named: member) else { return [] }
            return foreignKeyColumns(of: relationship, depth: depth + 1).map { ($0.name, $0.type, $0.sqlType) }
        }
    }

    /// The foreign-key columns of the to-one `relationship`: one referencing a target
    /// with a single key column (`relationship.column`), one per key column of a target
    /// with a composite key: the `columns:` given, else `<relationship>_<key column>` in
    /// snake_case (`playlistTrack` → `playlist_track_playlist_id`, `playlist_track_track_id`).
    /// A composite key of one column (a key that is itself a relationship, as Zotero's
    /// `itemAttachments.itemID` is a foreign key to `items`) takes `column:` and `sqlType:`
    /// as a single key does, when given: Zotero's `itemAnnotations.parentItemID INT` refers
    /// to it. Empty when the target is unknown or has no key.
    public func foreignKeyColumns(of relationship: Relationship) -> [ForeignKeyColumn] {
        foreignKeyColumns(of: relationship, depth: 0)
    }

    private func foreignKeyColumns(of relationship: Relationship, depth: Int) -> [ForeignKeyColumn] {
        guard let target = entity(named: relationship.target) else { return [] }
        let keys = keyColumns(of: target, depth: depth)
        guard target.hasCompositeKey else {
            if relationship.references != nil {
                return referencedAttribute(of: relationship).map {
                    [ForeignKeyColumn(name: relationship.column, referenced: $0.column, type: $0.type, sqlType: relationship.sqlType)]
                } ?? []
            }
            return keys.prefix(1).map { ForeignKeyColumn(name: relationship.column, referenced: $0.column, type: $0.type, sqlType: relationship.sqlType) }
        }
        let single = keys.count == 1
        return keys.enumerated().map { index, key in
            let name = index < relationship.columns.count
                ? relationship.columns[index]
                : single && relationship.hasExplicitColumn ? relationship.column
                : Naming.snakeCase(relationship.name) + "_" + Naming.snakeCase(key.column)
            return ForeignKeyColumn(name: name, referenced: key.column, type: key.type, sqlType: single ? relationship.sqlType ?? key.sqlType : key.sqlType)
        }
    }

    /// The target's attribute the to-one `relationship`'s single foreign-key column
    /// references: the one `references:` names, else the target's primary key. Nil for a
    /// target with a composite key (`foreignKeyColumns(of:)` has its columns), or unknown.
    public func referencedAttribute(of relationship: Relationship) -> Attribute? {
        guard let target = entity(named: relationship.target) else { return nil }
        if let name = relationship.references { return target.attribute(named: name) }
        return target.primaryKey
    }

    /// The JSON key of one column of a foreign key to a composite key, which payloads
    /// give flat: the column's name in camelCase (`playlistTrackTrackId`), or in
    /// snake_case under `jsonKeys: snake_case`. Generated records and `modelc sync`
    /// both read it from here.
    public func jsonKey(of column: ForeignKeyColumn) -> String {
        jsonKeys == .snakeCase ? Naming.snakeCase(column.name) : Naming.camelCase(column.name)
    }

    /// The columns of a member an entity names (in `primaryKey:`, `columnOrder:`, an
    /// index): an attribute's column, a to-one relationship's foreign-key column(s); an
    /// unknown name stands for its snake_case (validation reports it).
    public func columns(ofMember name: String, in entity: Entity) -> [String] {
        if let attribute = entity.attribute(named: name) { return [attribute.column] }
        if let relationship = entity.relationship(named: name), !relationship.isToMany {
            let columns = foreignKeyColumns(of: relationship).map(\.name)
            return columns.isEmpty ? [relationship.column] : columns
        }
        return [Naming.snakeCase(name)]
    }
}
