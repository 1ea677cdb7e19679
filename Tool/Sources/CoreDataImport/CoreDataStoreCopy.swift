import Foundation
import ModelKit
import SQLiteSchema

/// The SQL that copies a store's rows into the new database: one `INSERT INTO … SELECT`
/// per modelc table, reading the store attached as `store`, with Core Data's values
/// converted in SQL (`CoreDataStoreCopy+Values`), and the counts that check it.
///
/// Why `INSERT … SELECT` rather than reading rows into Swift and binding them: SQLite
/// then moves each value from one b-tree to the other without a round trip through Swift
/// values, which is what makes a million-row store import at close to the speed of
/// `sqlite3` copying it (docs/performance.md, "Core Data store import").
///
/// Where the rows go is the mapping's (`CoreDataEntityOrigin`): a hierarchy's table
/// `Z<ROOT>` becomes the modelc entity named after its root, `Z_ENT` becomes the `entity`
/// attribute, `Z_PK` the generated key, each `Z<PROPERTY>` the attribute or foreign key
/// the property was mapped to; a many-to-many table goes to the join table, and
/// `Z_FOK_…` columns to the position columns of ordered to-manys.
struct CoreDataStoreCopy {
    /// One count taken on both sides after the copy.
    struct Count: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable, Encodable { case rows, links }
        var kind: Kind
        /// What is counted, in Core Data's names (`Link`, `Entry.tags ↔ Tag.entries`).
        var coreData: String
        /// Where it went (`attachment`, `entry.author_id`, `entry_tags`).
        var destination: String
        var readSQL: String
        var writtenSQL: String
    }

    /// The statements, in order, each with the table it writes.
    var statements: [(table: String, sql: String)] = []
    var counts: [Count] = []
    /// Table → the columns the statements write, to check against the created schema.
    var columns: [String: [String]] = [:]

    private let version: ImportedVersion
    private let store: CoreDataStore
    private let names: CoreDataStoreNames
    private let dialect = SQLiteDialect()
    private var model: Model { version.model }
    /// The modelc version the rows are copied at.
    var modelVersion: Int { version.model.version }

    /// The copy of `store`'s rows into `version`'s tables.
    init(version: ImportedVersion, store: CoreDataStore) throws(CoreDataStoreError) {
        self.version = version
        self.store = store
        names = CoreDataStoreNames(version.source)
        for entity in model.entities {
            try copyRows(of: entity)
        }
        for join in model.joinTables {
            try copyLinks(of: join)
        }
    }

    // MARK: - Rows

    /// The origins (Core Data entities) stored in `entity`'s table.
    private func origins(of entity: String) -> [CoreDataEntityOrigin] {
        version.origins.filter { $0.entity == entity }
    }

    /// Core Data's name of modelc property `name` of `entity` (one member's).
    private func coreDataName(of name: String, in entity: String) -> (member: String, property: String)? {
        for origin in origins(of: entity) {
            if let property = origin.properties.sorted(by: { $0.key < $1.key }).first(where: { $0.value == name })?.key {
                return (origin.coreDataEntity, property)
            }
        }
        return nil
    }

    private func coreDataAttribute(_ name: String, of member: String) -> CoreDataAttribute? {
        guard let entity = version.source.entity(named: member) else { return nil }
        return version.source.lineage(of: entity).lazy.compactMap { $0.attributes.first { $0.name == name } }.first
    }

    private func coreDataRelationship(_ name: String, of member: String) -> CoreDataRelationship? {
        guard let entity = version.source.entity(named: member) else { return nil }
        return version.source.lineage(of: entity).lazy.compactMap { $0.relationships.first { $0.name == name } }.first
    }

    private func q(_ name: String) -> String { dialect.quote(name) }

    /// The store column of `property` as Core Data entity `member` has it (`ZTEXT1`).
    private func storeColumn(_ property: String, of member: String) -> String {
        names.column(of: property, in: member, of: version.source)
    }

    /// The store table of modelc entity `entity` (its hierarchy's root's `Z<ROOT>`).
    private func storeTable(of entity: String) -> String {
        CoreDataStoreLayout.storeName(entity)
    }

    /// The SQL giving the modelc key of the row of `entity` whose `Z_PK` is `reference`:
    /// the reference itself for a generated key, the `--key` attribute's value otherwise.
    private func key(of entity: String, at reference: String) -> String {
        guard let target = model.entity(named: entity), let key = target.primaryKey,
              let (member, property) = coreDataName(of: key.name, in: entity),
              let attribute = coreDataAttribute(property, of: member) else { return reference }
        let value = Self.value(of: "k." + q(storeColumn(property, of: member)), type: attribute.type,
                               externalStorage: false, destination: "\(target.table).\(key.column)")
        return "(SELECT \(value) FROM store.\(q(storeTable(of: entity))) AS k WHERE k.\"Z_PK\" = \(reference))"
    }

    private mutating func copyRows(of entity: Entity) throws(CoreDataStoreError) {
        let origins = origins(of: entity.name)
        guard !origins.isEmpty else { return }
        let table = storeTable(of: entity.name)
        guard let storeColumns = store.tables[table].map(Set.init) else { throw .schemaMismatch(version: model.version, missing: ["store table \(table)"]) }
        var columns: [String] = []
        var values: [String] = []
        var done: Set<String> = []
        if let key = entity.primaryKey, coreDataName(of: key.name, in: entity.name) == nil {
            columns.append(key.column)
            values.append("s.\"Z_PK\"")
            done.insert(key.name)
        }
        let shared = origins.contains { $0.discriminator != nil }
        if shared, let discriminator = entity.attributes.first(where: { attribute in
            attribute.values != nil && !attribute.isPrimaryKey && coreDataName(of: attribute.name, in: entity.name) == nil
        }) {
            let cases = (discriminator.values ?? []).compactMap { name in
                store.entity(named: name).map { "WHEN \($0.number) THEN \(dialect.literal(name))" }
            }
            columns.append(discriminator.column)
            values.append("CASE s.\"Z_ENT\" \(cases.joined(separator: " ")) END")
            done.insert(discriminator.name)
        }
        for origin in origins {
            for (property, name) in origin.properties.sorted(by: { $0.key < $1.key }) where !done.contains(name) {
                done.insert(name)
                let source = "s." + q(storeColumn(property, of: origin.coreDataEntity))
                if let attribute = coreDataAttribute(property, of: origin.coreDataEntity), let mapped = entity.attribute(named: name) {
                    columns.append(mapped.column)
                    values.append(Self.value(of: source, type: attribute.type, externalStorage: attribute.allowsExternalStorage,
                                             destination: "\(entity.table).\(mapped.column)"))
                } else if let relationship = coreDataRelationship(property, of: origin.coreDataEntity), !relationship.isToMany,
                          let mapped = entity.relationship(named: name), model.holdsForeignKey(mapped, in: entity) {
                    let reference = try self.reference(relationship, from: origin.coreDataEntity, storeColumns: storeColumns)
                    columns.append(mapped.column)
                    values.append(key(of: mapped.target, at: reference.sql))
                    counts.append(Count(kind: .links, coreData: "\(origin.coreDataEntity).\(property)", destination: "\(entity.table).\(mapped.column)",
                                        readSQL: reference.countSQL, writtenSQL: "SELECT count(\(q(mapped.column))) FROM main.\(q(entity.table))"))
                }
            }
        }
        for (_, relationship) in model.relationships(targeting: entity.name) {
            guard let position = model.positionColumn(forOrdered: relationship), let inverse = model.inverse(of: relationship),
                  let (member, property) = coreDataName(of: inverse.name, in: entity.name) else { continue }
            let column = storeColumn(property, of: member)
            let parent = "s." + q(column)
            let order = "Z_FOK_" + column.dropFirst()
            let sort = storeColumns.contains(order) ? "s.\(q(order)), s.\"Z_PK\"" : "s.\"Z_PK\""
            columns.append(position)
            values.append("CASE WHEN \(parent) IS NULL THEN NULL ELSE row_number() OVER (PARTITION BY \(parent) ORDER BY \(sort)) - 1 END")
        }
        self.columns[entity.table, default: []] += columns
        statements.append((entity.table, "INSERT INTO main.\(q(entity.table)) (\(columns.map(q).joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM store.\(q(table)) AS s"))
        for origin in origins {
            guard let member = version.source.entity(named: origin.coreDataEntity), !member.isAbstract || origins.count == 1 else { continue }
            let number = store.entity(named: origin.coreDataEntity)?.number ?? -1
            let discriminator = entity.attributes.first { $0.values != nil && !$0.isPrimaryKey && coreDataName(of: $0.name, in: entity.name) == nil }
            let (read, written) = shared && discriminator != nil
                ? ("SELECT count(*) FROM store.\(q(table)) WHERE \"Z_ENT\" = \(number)",
                   "SELECT count(*) FROM main.\(q(entity.table)) WHERE \(q(discriminator!.column)) = \(dialect.literal(origin.coreDataEntity))")
                : ("SELECT count(*) FROM store.\(q(table))", "SELECT count(*) FROM main.\(q(entity.table))")
            counts.append(Count(kind: .rows, coreData: origin.coreDataEntity, destination: entity.table, readSQL: read, writtenSQL: written))
        }
    }

    /// The SQL of the `Z_PK` a to-one of a row `s` refers to, and the count of such
    /// references in the store: its own column `Z<NAME>`, or for a one-to-one whose key
    /// Core Data keeps on the other side, the row there that refers back.
    private func reference(_ relationship: CoreDataRelationship, from member: String, storeColumns: Set<String>) throws(CoreDataStoreError)
        -> (sql: String, countSQL: String) {
        let column = storeColumn(relationship.name, of: member)
        let table = storeTable(of: version.source.entity(named: member).map { version.source.root(of: $0).name } ?? member)
        if storeColumns.contains(column) {
            return ("s." + q(column), "SELECT count(\(q(column))) FROM store.\(q(table))")
        }
        guard let inverse = relationship.inverseName, let destination = version.source.entity(named: relationship.destination) else {
            throw .schemaMismatch(version: model.version, missing: ["store column \(table).\(column)"])
        }
        let other = storeTable(of: version.source.root(of: destination).name)
        let back = storeColumn(inverse, of: destination.name)
        return ("(SELECT i.\"Z_PK\" FROM store.\(q(other)) AS i WHERE i.\(q(back)) = s.\"Z_PK\")",
                "SELECT count(\(q(back))) FROM store.\(q(other))")
    }

    // MARK: - Links

    private mutating func copyLinks(of join: JoinTable) throws(CoreDataStoreError) {
        let owner = coreDataName(of: join.ownerRelationship, in: join.ownerEntity)
        let target = coreDataName(of: join.targetRelationship, in: join.targetEntity)
        let store = self.store
        let number = { (side: (member: String, property: String)?) in side.flatMap { store.entity(named: $0.member)?.number } }
        // `Z_<n><NAME>`, named after either side's relationship and the number of the
        // entity declaring it (so `Z_16USERS` and `Z_20USERS` are told apart).
        let expected = [owner, target].compactMap { side in side.flatMap { side in number(side).map { "Z_\($0)" + side.property.uppercased() } } }
        guard let table = store.tables.keys.sorted().first(where: expected.contains), let storeColumns = store.tables[table] else {
            throw .schemaMismatch(version: model.version, missing: ["the store's many-to-many table of \(join.ownerEntity).\(join.ownerRelationship) (\(expected.joined(separator: " or ")))"])
        }
        // Each side's keys are in `Z_<its number><the relationship pointing at it>`,
        // with a digit appended when Core Data took that name already (`Z_24USERS1`).
        let keyColumns = storeColumns.filter { CoreDataStoreNames.joinColumn($0) != nil }
        // A side Core Data has no relationship for (modelc added the inverse) is any of
        // its entity's numbers.
        func numbers(of side: (member: String, property: String)?, entity: String) -> Set<Int> {
            if let number = number(side) { return [number] }
            return Set(origins(of: entity).compactMap { store.entity(named: $0.coreDataEntity)?.number })
        }
        func column(of side: (member: String, property: String)?, in entity: String, pointedAtBy other: (member: String, property: String)?, excluding: String?) -> String? {
            let sideNumbers = numbers(of: side, entity: entity)
            let candidates = keyColumns.filter { $0 != excluding && CoreDataStoreNames.joinColumn($0).map { sideNumbers.contains($0.number) } ?? false }
            if let other, let named = candidates.first(where: { CoreDataStoreNames.joinColumn($0)?.name == other.property.uppercased() })
                ?? candidates.first(where: { CoreDataStoreNames.joinColumnName(CoreDataStoreNames.joinColumn($0)?.name ?? "", is: other.property.uppercased()) }) {
                return named
            }
            return candidates.count == 1 ? candidates[0] : nil
        }
        guard let ownerColumn = column(of: owner, in: join.ownerEntity, pointedAtBy: target, excluding: nil),
              let targetColumn = column(of: target, in: join.targetEntity, pointedAtBy: owner, excluding: ownerColumn) else {
            throw .schemaMismatch(version: model.version, missing: ["columns of \(table) telling `\(join.ownerEntity)` from `\(join.targetEntity)`"])
        }
        var columns = [join.ownerColumn, join.targetColumn]
        var values = [key(of: join.ownerEntity, at: "j." + q(ownerColumn)), key(of: join.targetEntity, at: "j." + q(targetColumn))]
        if let position = join.positionColumn {
            // An ordered side's positions are in `Z_FOK_` beside the keys it orders: the
            // owner's order of its targets in `Z_FOK_<target column>`, partitioned by owner.
            let ownerOrdered = model.entity(named: join.ownerEntity)?.relationship(named: join.ownerRelationship)?.isOrdered ?? false
            let (side, ordered) = ownerOrdered ? (ownerColumn, targetColumn) : (targetColumn, ownerColumn)
            let order = "Z_FOK_" + ordered.dropFirst(2)
            let sort = (storeColumns.contains(order) ? ["j." + q(order)] : []) + ["j." + q(ordered)]
            columns.append(position)
            values.append("row_number() OVER (PARTITION BY j.\(q(side)) ORDER BY \(sort.joined(separator: ", "))) - 1")
        }
        self.columns[join.name, default: []] += columns
        statements.append((join.name, "INSERT INTO main.\(q(join.name)) (\(columns.map(q).joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM store.\(q(table)) AS j"))
        let described = [owner.map { "\($0.member).\($0.property)" }, target.map { "\($0.member).\($0.property)" }].compactMap { $0 }.joined(separator: " ↔ ")
        counts.append(Count(kind: .links, coreData: described, destination: join.name,
                            readSQL: "SELECT count(*) FROM store.\(q(table))", writtenSQL: "SELECT count(*) FROM main.\(q(join.name))"))
    }
}
