import ModelKit
import SchemaCore

/// Turns the managed part of a schema into the entities, relationships, indexes, views
/// and triggers of an inferred model, following the decisions made so far.
///
/// Names are given in a fixed order (tables by name, then columns in table order, then
/// foreign keys in column order, then many-to-many pairs), so the same schema always
/// gives the same model.
struct ModelBuilder {
    let schema: Schema
    let decisions: AdoptionDecisions
    var entities: [InferredEntity] = []
    var entityOfTable: [String: Int] = [:]
    /// The model type of each entity's single-column primary key, by table.
    var keyTypes: [String: AttributeType] = [:]
    /// Join tables adopted as many-to-many pairs.
    var joinTables: Set<String> = []
    /// Indexes that the model states without naming them (an attribute's `indexed:`,
    /// a relationship's own index), by table.
    var consumedIndexes: [String: Set<String>] = [:]
    /// Foreign-key columns whose to-many inverse is ordered, by table.
    var orderedKeys: [String: Set<String>] = [:]
    /// What a sample of each column of a table without STRICT holds (`SchemaExtras.storedClasses`).
    let storedClasses: [String: [String: [String]]]
    /// Why a column's type is not the one its declared type suggests.
    var typeNotes: [String] = []

    init(schema: Schema, decisions: AdoptionDecisions, storedClasses: [String: [String: [String]]] = [:]) {
        self.schema = schema
        self.decisions = decisions
        self.storedClasses = storedClasses
    }

    mutating func build() {
        let managed = schema.tables.filter { !decisions.isUnmanaged(table: $0.name) }.sorted { $0.name < $1.name }
        let referenced = Set(managed.flatMap { $0.foreignKeys.map(\.referencedTable) })
        var joinCandidates: [Table] = []
        for table in managed {
            if !referenced.contains(table.name), !decisions.joinsAsEntities.contains(table.name), Self.hasJoinTableShape(table) {
                joinCandidates.append(table)
            } else {
                addEntity(for: table)
            }
        }
        var joins: [Table] = []
        for table in joinCandidates {
            if canStoreManyToMany(table) {
                joins.append(table)
                joinTables.insert(table.name)
            } else {
                addEntity(for: table)
            }
        }
        for table in managed where entityOfTable[table.name] != nil {
            addRelationships(of: table)
        }
        // Named after the to-one relationships, so the pairs' names avoid theirs.
        for table in joins {
            if let pair = manyToMany(stored: table) { addManyToMany(pair, stored: table) }
        }
        for table in managed where entityOfTable[table.name] != nil {
            addIndexes(of: table)
            addColumnOrder(of: table)
        }
    }

    /// `columnOrder:` when the compiler's order (attributes, then foreign keys) is not
    /// the table's: a rebuild then keeps the columns where `SELECT *` expects them.
    mutating func addColumnOrder(of table: Table) {
        guard let index = entityOfTable[table.name] else { return }
        let entity = entities[index]
        var memberOfColumn: [String: String] = [:]
        for attribute in entity.attributes { memberOfColumn[attribute.column] = attribute.name }
        let keyHolders = entity.relationships.filter { $0.column != nil && $0.origin == table.name }
        for relationship in keyHolders {
            for column in relationship.columns.isEmpty ? [relationship.column ?? ""] : relationship.columns { memberOfColumn[column] = relationship.name }
        }
        // A key of several columns is one member, its columns side by side.
        var live: [String] = []
        for member in table.columns.compactMap({ memberOfColumn[$0.name] }) where live.last != member || entity.attributes.contains(where: { $0.name == member }) {
            live.append(member)
        }
        let compiled = entity.attributes.map(\.name) + keyHolders.map(\.name)
        if live != compiled { entities[index].columnOrder = live }
    }

    // MARK: Entities and attributes

    mutating func addEntity(for table: Table) {
        let name = InferredNames.unique(InferredNames.entityName(table.name), in: Set(entities.map(\.name)))
        var entity = InferredEntity(name: name, table: table.name)
        if !table.isStrict { entity.options.append(("strict", .bool(false))) }
        if table.isWithoutRowID { entity.options.append(("withoutRowID", .bool(true))) }
        // No primary key: the rows are told apart by the hidden rowid, which the model names.
        if table.primaryKey.isEmpty { entity.options.append(("primaryKey", .string("rowid"))) }
        if let constraint = table.primaryKeyName { entity.options.append(("primaryKeyName", .string(constraint))) }

        let keyColumns = Set(table.foreignKeys.compactMap { $0.columns.count == 1 ? $0.columns[0] : nil })
        // The columns of a key of several columns belong to its relationship (`columns:`).
        var skipped = keyColumns.union(table.foreignKeys.filter { $0.columns.count > 1 }.flatMap(\.columns))
        for key in keyColumns {
            let position = InferredNames.positionColumn(for: key)
            if let column = table.column(named: position), !keyColumns.contains(position), Self.isPositionColumn(column),
               !isOneToOneKey(key, in: table) {
                skipped.insert(position)
                orderedKeys[table.name, default: []].insert(key)
            }
        }
        let isCompositeKey = table.primaryKey.count > 1
        for column in table.columns where !skipped.contains(column.name) {
            let base = InferredNames.memberName(column.name)
            let attributeName = InferredNames.unique(base.isEmpty ? "column" : base, in: entity.usedNames)
            let isKey = table.primaryKey == [column.name]
            // A key column is optional only where SQLite lets it hold NULL: a rowid table
            // that is not STRICT, and not the row id's alias.
            let isOptional = !table.keyNotNull(column).isNotNull
            let reading = ColumnReading(column, in: table, isOptional: isOptional, storedClasses: storedClasses[table.name]?[column.name] ?? [])
            if let note = reading.note { typeNotes.append(note) }
            var attribute = InferredAttribute(name: attributeName, column: column.name, type: reading.type)
            if isKey {
                attribute.options.append(("primaryKey", .bool(true)))
                if table.isAutoincrement { attribute.options.append(("autoincrement", .bool(true))) }
                keyTypes[table.name] = reading.type
            }
            attribute.isOptional = isOptional
            if Naming.snakeCase(attributeName) != column.name { attribute.options.append(("column", .string(column.name))) }
            attribute.options += reading.options
            entity.attributes.append(attribute)
        }
        // A key of one column that is a foreign key (a one-to-one extension table:
        // `book INTEGER PRIMARY KEY REFERENCES books`) is its relationship, as a member.
        let isRelationshipKey = table.primaryKey.count == 1 && keyColumns.contains(table.primaryKey[0])
        if isCompositeKey || isRelationshipKey {
            // Members that are foreign keys are named by `addRelationships`.
            entity.keyColumns = table.primaryKey
            entity.keyMembers = Array(repeating: nil, count: table.primaryKey.count)
        }
        entity.checks = table.checks
        entity.checkNames = table.checkNames
        entityOfTable[table.name] = entities.count
        entities.append(entity)
    }

    /// A column exactly as the compiler adds it for an ordered to-many: nullable INTEGER.
    static func isPositionColumn(_ column: Column) -> Bool {
        let normalized = column.normalized()
        return column.type == .integer && normalized.declaredType == nil && !column.isNotNull
            && normalized.defaultSQL == nil && column.checks.isEmpty && normalized.collation == nil
    }

    /// Whether the foreign key in `column` is one-to-one as modelc compiles it: its only
    /// index is modelc's `uq_<table>_<column>`.
    func isOneToOneKey(_ column: String, in table: Table) -> Bool {
        let exact = table.indexes.filter { $0.columns == [column] && decisions.indexes[$0.name] == nil }
        return exact.count == 1 && exact[0].isUnique && exact[0].condition == nil && !exact[0].isUniqueConstraint
            && exact[0].name == SchemaCompiler.indexName(table: table.name, columns: [column], unique: true)
    }

    // MARK: Relationships

    mutating func addRelationships(of table: Table) {
        guard let source = entityOfTable[table.name] else { return }
        // In column order: the compiler writes foreign-key columns in relationship order.
        let position = Dictionary(table.columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = table.foreignKeys.sorted { (position[$0.columns[0]] ?? 0) < (position[$1.columns[0]] ?? 0) }
        let keysPerTarget = Dictionary(grouping: keys, by: \.referencedTable).mapValues(\.count)
        for key in keys {
            guard key.columns.count == 1 else {
                addRelationship(compositeKey: key, of: table, source: source, keysPerTarget: keysPerTarget)
                continue
            }
            guard let target = entityOfTable[key.referencedTable], let column = table.column(named: key.columns[0]) else { continue }
            // A target keyed by members (a key that is itself a foreign key) names the
            // columns referencing it after the relationship and its key column, so the
            // column is always written; and payloads carry it flat, under its name in
            // camelCase, which a relationship named after the column would also take
            // (GeoPackage's `nga_tile_scaling.table_name`, to `gpkg_tile_matrix_set`, keyed
            // by its own `table_name`): that relationship is named after its target.
            let targetKeyedByMembers = !entities[target].keyColumns.isEmpty
            var name = InferredNames.unique(InferredNames.relationshipName(forColumn: column.name), in: entities[source].usedNames)
            if targetKeyedByMembers && name == Naming.camelCase(column.name) {
                name = InferredNames.unique(Naming.lowercasingFirst(entities[target].name), in: entities[source].usedNames.union([name]))
            }
            // The table's whole primary key is unique: a one-to-one, which its key indexes.
            let isPrimaryKey = table.primaryKey == [column.name]
            let uniqueIndexed = isOneToOneKey(column.name, in: table)
            let oneToOne = uniqueIndexed || isPrimaryKey
            let exact = table.indexes.filter { $0.columns == [column.name] && decisions.indexes[$0.name] == nil }
            let autoIndexed = exact.count == 1 && !exact[0].isUnique && exact[0].condition == nil
                && exact[0].name == SchemaCompiler.indexName(table: table.name, columns: [column.name], unique: false)
            if (uniqueIndexed || autoIndexed) && !isPrimaryKey { consumedIndexes[table.name, default: []].insert(exact[0].name) }

            var inverseName = Naming.lowercasingFirst(entities[source].name)
            if !oneToOne { inverseName = Naming.plural(inverseName) }
            if (keysPerTarget[key.referencedTable] ?? 0) > 1 || target == source {
                inverseName += "As" + InferredNames.entityName(name)
            }
            inverseName = InferredNames.unique(inverseName, in: entities[target].usedNames.union(target == source ? [name] : []))

            var options: InferredOptions = [("to", .string(entities[target].name)), ("inverse", .string(inverseName))]
            // SQLite keeps NULL out of a rowid alias and a STRICT or WITHOUT ROWID key, NOT NULL or not.
            if !table.keyNotNull(column).isNotNull { options.append(("optional", .bool(true))) }
            if oneToOne || targetKeyedByMembers || Naming.foreignKeyColumn(forRelationship: name) != column.name {
                options.append(("column", .string(column.name)))
            }
            // A key to a unique column other than the key names it (`references:`), and the
            // column's type is compared with that attribute's.
            var referencedType = keyTypes[key.referencedTable] ?? .int
            if let referenced = key.referencedColumns.first?.lowercased(),
               let attribute = entities[target].attributes.first(where: { $0.column.lowercased() == referenced }),
               !attribute.options.contains(where: { $0.key == "primaryKey" }) {
                options.append(("references", .string(attribute.name)))
                referencedType = attribute.type
            }
            let compiledType = SchemaCompiler.columnType(for: referencedType)
            let normalized = column.normalized()
            if normalized.declaredType != nil || column.type != compiledType {
                options.append(("sqlType", .string(column.declaredType ?? column.type.rawValue)))
            }
            // `DEFAULT NULL` too, the database's text (see `ColumnReading`).
            if let defaultSQL = column.defaultSQL { options.append(("defaultSQL", .quoted(defaultSQL))) }
            if let rule = Self.updateRule(key.onUpdate) { options.append(("onUpdate", .string(rule))) }
            if key.isDeferred { options.append(("deferred", .bool(true))) }
            if let constraint = key.name { options.append(("foreignKeyName", .string(constraint))) }
            if isPrimaryKey && table.isAutoincrement { options.append(("autoincrement", .bool(true))) }
            if exact.isEmpty && !isPrimaryKey { options.append(("indexed", .bool(false))) }
            entities[source].relationships.append(InferredRelationship(name: name, options: options, origin: table.name, column: column.name))

            var inverse: InferredOptions = [("to", .string(entities[source].name))]
            if !oneToOne { inverse.append(("toMany", .bool(true))) }
            inverse.append(("inverse", .string(name)))
            if oneToOne { inverse.append(("optional", .bool(true))) }
            if orderedKeys[table.name]?.contains(column.name) == true { inverse.append(("ordered", .bool(true))) }
            if let rule = Self.deleteRule(key.onDelete) { inverse.append(("deleteRule", .string(rule))) }
            entities[target].relationships.append(InferredRelationship(name: inverseName, options: inverse, origin: table.name))

            if let position = entities[source].keyColumns.firstIndex(of: column.name) {
                entities[source].keyMembers[position] = name
            }
        }
        // Key members that are plain columns are named by their attributes.
        for (position, column) in entities[source].keyColumns.enumerated() where entities[source].keyMembers[position] == nil {
            entities[source].keyMembers[position] = entities[source].attributes.first { $0.column == column }?.name ?? column
        }
    }

    /// A to-one with `columns:` for a foreign key of several columns (which
    /// `reasonToLeave(compositeKey:)` accepted): named after the target entity, one-to-one
    /// when a unique index of modelc's name covers exactly its columns.
    mutating func addRelationship(compositeKey key: ForeignKey, of table: Table, source: Int, keysPerTarget: [String: Int]) {
        guard let target = entityOfTable[key.referencedTable], let first = table.column(named: key.columns[0]) else { return }
        let name = InferredNames.unique(Naming.lowercasingFirst(entities[target].name), in: entities[source].usedNames)
        let unique = SchemaCompiler.indexName(table: table.name, columns: key.columns, unique: true)
        let plain = SchemaCompiler.indexName(table: table.name, columns: key.columns, unique: false)
        let exact = table.indexes.filter { $0.columns == key.columns && decisions.indexes[$0.name] == nil && $0.condition == nil }
        let oneToOne = exact.count == 1 && exact[0].isUnique && !exact[0].isUniqueConstraint && exact[0].name == unique
        let autoIndexed = exact.count == 1 && !exact[0].isUnique && exact[0].name == plain
        if oneToOne || autoIndexed { consumedIndexes[table.name, default: []].insert(exact[0].name) }

        var inverseName = Naming.lowercasingFirst(entities[source].name)
        if !oneToOne { inverseName = Naming.plural(inverseName) }
        if (keysPerTarget[key.referencedTable] ?? 0) > 1 || target == source { inverseName += "As" + InferredNames.entityName(name) }
        inverseName = InferredNames.unique(inverseName, in: entities[target].usedNames.union(target == source ? [name] : []))

        var options: InferredOptions = [("to", .string(entities[target].name)), ("inverse", .string(inverseName))]
        if !first.isNotNull { options.append(("optional", .bool(true))) }
        options.append(("columns", .list(key.columns.map { .string($0) })))
        if let rule = Self.updateRule(key.onUpdate) { options.append(("onUpdate", .string(rule))) }
        if key.isDeferred { options.append(("deferred", .bool(true))) }
        if let constraint = key.name { options.append(("foreignKeyName", .string(constraint))) }
        if exact.isEmpty { options.append(("indexed", .bool(false))) }
        entities[source].relationships.append(InferredRelationship(name: name, options: options, origin: table.name, column: key.columns[0], columns: key.columns))

        var inverse: InferredOptions = [("to", .string(entities[source].name))]
        if !oneToOne { inverse.append(("toMany", .bool(true))) }
        inverse.append(("inverse", .string(name)))
        if oneToOne { inverse.append(("optional", .bool(true))) }
        if let rule = Self.deleteRule(key.onDelete) { inverse.append(("deleteRule", .string(rule))) }
        entities[target].relationships.append(InferredRelationship(name: inverseName, options: inverse, origin: table.name))
    }

    /// The delete rule of the inverse whose foreign key says `action`; nil for `nullify`,
    /// the default. (SET DEFAULT never gets here: such tables are unmanaged.)
    static func deleteRule(_ action: ForeignKeyAction) -> String? {
        switch action {
        case .cascade: "cascade"
        case .setNull, .setDefault: nil
        case .restrict: "deny"
        case .noAction: "noAction"
        }
    }

    /// The `onUpdate:` of a foreign key's `ON UPDATE`; nil for NO ACTION, the default.
    static func updateRule(_ action: ForeignKeyAction) -> String? {
        switch action {
        case .noAction: nil
        case .cascade: "cascade"
        case .setNull: "setNull"
        case .setDefault: "setDefault"
        case .restrict: "restrict"
        }
    }

    // MARK: Many-to-many

    /// A many-to-many pair stored in a join table.
    struct ManyToMany {
        var owner: Int
        var target: Int
        var ownerName: String
        var targetName: String
        var joinTable: InferredOptions
        var isOrdered: Bool
        /// Ordered on both sides: the target's order is in `<targetName snake>_position`.
        var isTargetOrdered = false
    }

    /// Everything about `table` that modelc's join tables share, names and types aside:
    /// STRICT, WITHOUT ROWID, a two-column key made of two cascading foreign keys, at most
    /// a `position` column besides (and, ordered on both sides, a nullable
    /// `<relationship>_position` after it), and one index, `idx_<table>_<second key column>`.
    /// Its constraints have no names: a many-to-many's join table has none to give them,
    /// so a named one is an entity of its own, which keeps them.
    static func hasJoinTableShape(_ table: Table) -> Bool {
        guard table.primaryKey.count == 2, table.primaryKeyName == nil, table.foreignKeys.count == 2, table.isStrict, table.isWithoutRowID,
              !table.isAutoincrement, table.checks.isEmpty, table.primaryKey[0] != table.primaryKey[1] else { return false }
        let others = table.columns.filter { !table.primaryKey.contains($0.name) }
        guard table.columns.count == 2 + others.count, others.count <= 2 else { return false }
        for (index, position) in others.enumerated() {
            let normalized = position.normalized()
            let named = index == 0 ? position.name == "position" : position.name.hasSuffix("_position") && position.name != "_position"
            guard named, position.type == .integer, normalized.declaredType == nil, position.isNotNull == (index == 0),
                  normalized.defaultSQL == nil, position.checks.isEmpty, normalized.collation == nil else { return false }
        }
        for column in table.primaryKey {
            guard let key = table.foreignKeys.first(where: { $0.columns == [column] }),
                  key.onDelete == .cascade, key.onUpdate == .noAction, !key.isDeferred, key.name == nil,
                  let definition = table.column(named: column) else { return false }
            let normalized = definition.normalized()
            guard normalized.defaultSQL == nil, definition.checks.isEmpty, normalized.collation == nil else { return false }
        }
        guard table.indexes.count == 1, let index = table.indexes.first else { return false }
        return !index.isUnique && index.condition == nil && index.columns == [table.primaryKey[1]]
            && index.name == SchemaCompiler.indexName(table: table.name, columns: [table.primaryKey[1]], unique: false)
    }

    /// Whether the model can say the pair `table` stores exactly: both key columns of
    /// the types the compiler gives them, and the entity of the first key column the
    /// owner (the side whose name sorts first), since modelc puts the owner's column
    /// first in the key.
    func canStoreManyToMany(_ table: Table) -> Bool {
        guard let ownerKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[0]] }),
              let targetKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[1]] }),
              let owner = entityOfTable[ownerKey.referencedTable], let target = entityOfTable[targetKey.referencedTable]
        else { return false }
        for (name, referenced) in [(table.primaryKey[0], ownerKey.referencedTable), (table.primaryKey[1], targetKey.referencedTable)] {
            guard let column = table.column(named: name) else { return false }
            let compiled = SchemaCompiler.columnType(for: keyTypes[referenced] ?? .int)
            guard column.normalized().declaredType == nil, column.type == compiled else { return false }
        }
        return owner == target || entities[owner].name < entities[target].name
    }

    /// The pair `table` stores (see `canStoreManyToMany`), named after the table when
    /// it is modelc's `<owner>_<relationship>`, else after the table and the owner.
    func manyToMany(stored table: Table) -> ManyToMany? {
        guard let ownerKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[0]] }),
              let targetKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[1]] }),
              let owner = entityOfTable[ownerKey.referencedTable], let target = entityOfTable[targetKey.referencedTable],
              let ownerColumn = table.column(named: table.primaryKey[0]), let targetColumn = table.column(named: table.primaryKey[1])
        else { return nil }
        let ownerEntity = entities[owner], targetEntity = entities[target]

        let prefix = ownerEntity.table + "_"
        var ownerName: String?
        if table.name.hasPrefix(prefix) {
            let rest = String(table.name.dropFirst(prefix.count))
            let candidate = InferredNames.memberName(rest)
            if !candidate.isEmpty, Naming.snakeCase(candidate) == rest, !ownerEntity.usedNames.contains(candidate) { ownerName = candidate }
        }
        let ownerRelationship = ownerName ?? InferredNames.unique(Naming.plural(InferredNames.memberName(table.name)), in: ownerEntity.usedNames)
        var targetRelationship = Naming.plural(Naming.lowercasingFirst(ownerEntity.name))
        var used = targetEntity.usedNames
        if owner == target { used.insert(ownerRelationship) }
        // Ordered on both sides: the second position column names the target's relationship.
        let targetPosition = table.columns.first { $0.name != "position" && $0.name.hasSuffix("_position") && !table.primaryKey.contains($0.name) }
        if let targetPosition {
            let rest = String(targetPosition.name.dropLast("_position".count))
            let candidate = InferredNames.memberName(rest)
            // A name taken already (rare) is made unique; the compiled column then differs,
            // which `inspect --model` reports rather than the table being misread.
            targetRelationship = InferredNames.unique(candidate.isEmpty ? targetRelationship : candidate, in: used)
        }
        if targetPosition == nil {
            if used.contains(targetRelationship) { targetRelationship += "Via" + InferredNames.entityName(table.name) }
            targetRelationship = InferredNames.unique(targetRelationship, in: used)
            if owner == target && targetRelationship <= ownerRelationship {
                targetRelationship = InferredNames.unique(ownerRelationship + "Inverse", in: used)
            }
        }

        var derivedTarget = targetEntity.table + "_id"
        let derivedOwner = ownerEntity.table + "_id"
        if derivedTarget == derivedOwner { derivedTarget = Naming.snakeCase(ownerRelationship) + "_id" }
        var spec: InferredOptions = []
        if table.name != ownerEntity.table + "_" + Naming.snakeCase(ownerRelationship) { spec.append(("name", .string(table.name))) }
        if ownerColumn.name != derivedOwner { spec.append(("joinColumn", .string(ownerColumn.name))) }
        if targetColumn.name != derivedTarget { spec.append(("inverseJoinColumn", .string(targetColumn.name))) }
        return ManyToMany(
            owner: owner, target: target, ownerName: ownerRelationship, targetName: targetRelationship,
            joinTable: spec, isOrdered: table.column(named: "position") != nil, isTargetOrdered: targetPosition != nil
        )
    }

    mutating func addManyToMany(_ pair: ManyToMany, stored table: Table) {
        var options: InferredOptions = [("to", .string(entities[pair.target].name)), ("toMany", .bool(true)), ("inverse", .string(pair.targetName))]
        if pair.isOrdered { options.append(("ordered", .bool(true))) }
        if !pair.joinTable.isEmpty { options.append(("joinTable", .mapping(pair.joinTable))) }
        entities[pair.owner].relationships.append(InferredRelationship(name: pair.ownerName, options: options, origin: table.name))
        var targetOptions: InferredOptions = [("to", .string(entities[pair.owner].name)), ("toMany", .bool(true)), ("inverse", .string(pair.ownerName))]
        if pair.isTargetOrdered { targetOptions.append(("ordered", .bool(true))) }
        entities[pair.target].relationships.append(InferredRelationship(name: pair.targetName, options: targetOptions, origin: table.name))
    }

    // MARK: Indexes

    mutating func addIndexes(of table: Table) {
        guard let position = entityOfTable[table.name] else { return }
        let consumed = consumedIndexes[table.name] ?? []
        func member(_ column: String) -> String {
            if let attribute = entities[position].attributes.first(where: { $0.column == column }) { return attribute.name }
            if let key = table.foreignKeys.first(where: { $0.columns == [column] }),
               let relationship = entities[position].relationships.first(where: { $0.origin == table.name && $0.column == key.columns[0] }) {
                return relationship.name
            }
            return column
        }
        // The columns of a foreign key of several columns, side by side in its order, are
        // its relationship (`unique: [datum, seq]`), which the model names instead.
        let compositeKeys = entities[position].relationships.filter { $0.origin == table.name && $0.columns.count > 1 }
        func members(_ columns: [String]) -> [String] {
            var names: [String] = []
            var start = 0
            while start < columns.count {
                if let key = compositeKeys.first(where: { columns[start...].starts(with: $0.columns) }) {
                    names.append(key.name)
                    start += key.columns.count
                } else {
                    names.append(member(columns[start]))
                    start += 1
                }
            }
            return names
        }
        for index in table.indexes.sorted(by: { $0.name < $1.name }) where !index.isUniqueConstraint {
            guard !consumed.contains(index.name), decisions.indexes[index.name] == nil else { continue }
            let members = members(index.columns)
            let derived = SchemaCompiler.indexName(table: table.name, columns: index.columns, unique: index.isUnique)
            if index.columns.count == 1, index.condition == nil, derived == index.name,
               let attribute = entities[position].attributes.firstIndex(where: { $0.column == index.columns[0] }),
               !entities[position].attributes[attribute].options.contains(where: { $0.key == "primaryKey" }) {
                entities[position].attributes[attribute].options.append((index.isUnique ? "unique" : "indexed", .bool(true)))
                continue
            }
            let list = ModelYAMLWriter.Value.list(members.map { .string($0) })
            var item: ModelYAMLWriter.Value
            if derived == index.name && index.condition == nil {
                item = list
            } else {
                var fields: InferredOptions = []
                if derived != index.name { fields.append(("name", .string(index.name))) }
                fields.append(("columns", list))
                if let condition = index.condition { fields.append(("where", .quoted(condition))) }
                item = .mapping(fields)
            }
            let entry = InferredIndexItem(value: item, index: index.name)
            if index.isUnique { entities[position].uniques.append(entry) } else { entities[position].indexes.append(entry) }
        }
        let constraints = table.indexes.filter(\.isUniqueConstraint).sorted { lhs, rhs in
            (Int(lhs.name.split(separator: "_").last ?? "") ?? 0, lhs.name) < (Int(rhs.name.split(separator: "_").last ?? "") ?? 0, rhs.name)
        }
        for index in constraints {
            let list = ModelYAMLWriter.Value.list(members(index.columns).map { .string($0) })
            let name: [(key: String, value: ModelYAMLWriter.Value)] = index.constraintName.map { [("name", .string($0))] } ?? []
            entities[position].uniques.append(InferredIndexItem(
                value: .mapping(name + [("columns", list), ("constraint", .bool(true))]), index: index.name
            ))
        }
    }

    // MARK: The document

    /// The model document: entities, views, triggers and the unmanaged list with notes.
    func document(extras: SchemaExtras) -> InferredDocument {
        var document = InferredDocument()
        document.entities = entities.sorted { $0.table < $1.table }
        document.joinTables = joinTables
        for view in schema.views where decisions.views[view.name] == nil {
            document.views.append(InferredView(view))
        }
        for trigger in schema.triggers where decisions.triggers[trigger.name] == nil && !decisions.isUnmanaged(table: trigger.table)
            && decisions.views[trigger.table] == nil {
            document.triggers.append(InferredTrigger(name: trigger.name, sql: trigger.sql))
        }
        for name in decisions.tables.keys.sorted() {
            document.unmanaged.append(UnmanagedEntry(patterns: [NamePatternMatch.literal(name)], note: decisions.tables[name] ?? "", owner: .table(name)))
        }
        for name in decisions.indexes.keys.sorted() {
            guard let entry = decisions.indexes[name], !decisions.isUnmanaged(table: entry.table) else { continue }
            document.unmanaged.append(UnmanagedEntry(patterns: [NamePatternMatch.literal(name)], note: entry.note, owner: .index(name)))
        }
        for name in decisions.views.keys.sorted() {
            document.unmanaged.append(UnmanagedEntry(patterns: [NamePatternMatch.literal(name)], note: decisions.views[name] ?? "", owner: .view(name)))
        }
        for name in decisions.triggers.keys.sorted() {
            document.unmanaged.append(UnmanagedEntry(patterns: [NamePatternMatch.literal(name)], note: decisions.triggers[name] ?? "", owner: .trigger(name)))
        }
        document.notes += typeNotes
        let tableNames = Set(schema.tables.map { $0.name.uppercased() })
        if tableNames.contains("Z_PRIMARYKEY") && tableNames.contains("Z_METADATA") {
            document.notes.append("this is a Core Data store (it has Z_PRIMARYKEY and Z_METADATA): `modelc import coredata` reads the app's .xcdatamodeld into a model with every version, and `modelc import coredata-store` moves the store's rows into a database of that model, converting Core Data's values (docs/coming-from-core-data.md)")
        }
        for table in extras.virtualTables {
            let shadows = table.shadowTables.isEmpty ? "" : " and its shadow tables \(InferredNames.list(table.shadowTables))"
            let note = "virtual table \(InferredNames.quoted(table.name)) (\(table.module))\(shadows) \(table.shadowTables.isEmpty ? "is" : "are") unmanaged: a model describes ordinary tables only, so modelc leaves \(table.shadowTables.isEmpty ? "it" : "them") as \(table.shadowTables.isEmpty ? "it is" : "they are")"
            document.unmanaged.append(UnmanagedEntry(patterns: ([table.name] + table.shadowTables).map(NamePatternMatch.literal), note: note, owner: nil))
        }
        return document
    }
}
