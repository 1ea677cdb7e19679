import ModelKit

/// Which tables and columns of the new schema are renames of old ones.
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

    public init(tables: [String: String] = [:], columns: [String: [String: String]] = [:]) {
        self.tables = tables
        self.columns = columns
    }

    /// True when there are no hints.
    public var isEmpty: Bool { tables.isEmpty && columns.values.allSatisfy(\.isEmpty) }

    /// The old name of the column `column` of the new table `table`, when hinted.
    public func oldColumn(_ column: String, inTable table: String) -> String? {
        columns[table]?[column]
    }

    /// Hints from the target model's `renamedFrom`, resolved against the old model.
    ///
    /// - An entity with `renamedFrom: Old` (or the same entity under a changed `table:`)
    ///   renames `Old`'s table to the new one.
    /// - An attribute with `renamedFrom` (or a changed `column:`) renames its column.
    /// - A to-one relationship with `renamedFrom` renames its foreign-key column (and
    ///   the position column of an ordered to-many whose inverse it is).
    /// - A many-to-many relationship (or its entity) renamed renames the join table and
    ///   its key columns; `joinTable` must name join tables as the compiler does.
    ///
    /// Without `old`, old names are derived with the default naming rules
    /// (`Naming.snakeCase`), which is right unless the old version overrode `table:` or `column:`.
    public init(from old: Model?, to new: Model, joinTable: ((Entity, Relationship, Model) -> JoinTableNames?)? = nil) {
        self.init()
        for entity in new.entities {
            let oldEntityName = entity.renamedFrom ?? entity.name
            let oldEntity = old?.entity(named: oldEntityName)
            if old != nil && oldEntity == nil { continue }
            let oldTable = oldEntity?.table ?? Naming.snakeCase(oldEntityName)
            if oldTable != entity.table { tables[entity.table] = oldTable }
            var renamedColumns: [String: String] = [:]
            for attribute in entity.attributes {
                let oldName = attribute.renamedFrom ?? attribute.name
                let oldAttribute = oldEntity?.attribute(named: oldName)
                if old != nil && oldAttribute == nil { continue }
                let oldColumn = oldAttribute?.column ?? Naming.snakeCase(oldName)
                if oldColumn != attribute.column { renamedColumns[attribute.column] = oldColumn }
            }
            for relationship in entity.relationships where !relationship.isToMany {
                let oldName = relationship.renamedFrom ?? relationship.name
                let oldRelationship = oldEntity?.relationship(named: oldName)
                if old != nil && (oldRelationship == nil || oldRelationship?.isToMany == true) { continue }
                let oldColumn = oldRelationship?.column ?? Naming.foreignKeyColumn(forRelationship: oldName)
                if oldColumn != relationship.column {
                    renamedColumns[relationship.column] = oldColumn
                    let newPosition = Self.positionColumn(forForeignKey: relationship.column)
                    renamedColumns[newPosition] = Self.positionColumn(forForeignKey: oldColumn)
                }
            }
            if !renamedColumns.isEmpty { columns[entity.table, default: [:]].merge(renamedColumns) { new, _ in new } }
        }
        guard let joinTable, let old else { return }
        for entity in new.entities {
            guard let oldEntity = old.entity(named: entity.renamedFrom ?? entity.name) else { continue }
            for relationship in entity.relationships where relationship.isToMany {
                guard let inverse = new.inverse(of: relationship), inverse.isToMany,
                    let oldRelationship = oldEntity.relationship(named: relationship.renamedFrom ?? relationship.name),
                    oldRelationship.isToMany, old.inverse(of: oldRelationship)?.isToMany == true,
                    let newNames = joinTable(entity, relationship, new),
                    let oldNames = joinTable(oldEntity, oldRelationship, old)
                else { continue }
                if newNames.table != oldNames.table { tables[newNames.table] = oldNames.table }
                var renamedColumns: [String: String] = [:]
                for (newColumn, oldColumn) in zip(newNames.columns, oldNames.columns) where newColumn != oldColumn {
                    renamedColumns[newColumn] = oldColumn
                }
                if !renamedColumns.isEmpty {
                    columns[newNames.table, default: [:]].merge(renamedColumns) { new, _ in new }
                }
            }
        }
    }

    /// The position column the compiler adds next to a foreign key of an ordered to-many:
    /// `owner_id` → `owner_position`.
    static func positionColumn(forForeignKey column: String) -> String {
        (column.hasSuffix("_id") ? String(column.dropLast(3)) : column) + "_position"
    }
}

/// A join table's name and its key columns in a fixed order (this side's, then the
/// target's), as the schema compiler names them.
public struct JoinTableNames: Hashable, Sendable {
    public var table: String
    public var columns: [String]

    public init(table: String, columns: [String]) {
        self.table = table
        self.columns = columns
    }
}
