import ModelKit

/// The tables and columns Core Data writes for one model version: what a store of that
/// version holds, to tell which version a store is.
///
/// Why by structure and not by `NSStoreModelVersionHashes`: Core Data's entity version
/// hashes are SHA-256 digests over its own encoding of each entity, which Apple does not
/// document, so they cannot be computed from the `contents` XML. The names of the
/// entities, tables and columns are documented and decide every column the copy reads.
/// Two versions that differ only in what the store does not show (a default, an index, a
/// maximum length) have one layout; the store is then taken as the newest of them,
/// which reads every column the older ones do.
struct CoreDataStoreLayout {
    /// `Z<ROOT>`: the table of one hierarchy.
    struct EntityTable {
        var name: String
        /// Core Data's names of the hierarchy's entities.
        var members: [String]
        /// Column → what it stores (`attribute \`Entry.title\``), for messages.
        var columns: [String: String]
        /// Columns a store may or may not have: a one-to-one's key lives on one side only,
        /// and a to-one whose destination has sub-entities may have an entity column
        /// (`Z<number>_<NAME>`), read through the destination's own `Z_ENT`.
        var optionalColumns: Set<String>
        /// The to-ones that may have an entity column (`Z<number>_<NAME>`), by their
        /// column's name without the leading `Z`.
        var entityColumnNames: Set<String>
        var location: SourceLocation
    }

    /// A to-many whose inverse is to-many (or that has none): a table `Z_<n><NAME>`
    /// named after either side.
    struct JoinTable {
        /// `Entity.relationship` of each side Core Data knows (one when there is no inverse).
        var sides: [(entity: String, relationship: String)]
        var location: SourceLocation

        var description: String { sides.map { "`\($0.entity).\($0.relationship)`" }.joined(separator: " ↔ ") }

        /// Whether `table` is named as Core Data names this relationship's table:
        /// `Z_<n><NAME>` after either side, `n` that side's entity number in `store`
        /// (which tells `Z_16USERS` from `Z_20USERS`), any number when `store` is nil.
        func matches(_ table: String, in store: CoreDataStore?) -> Bool {
            sides.contains { side in
                guard CoreDataStoreLayout.isJoinTable(table, of: side.relationship) else { return false }
                guard let store else { return true }
                guard let number = store.entity(named: side.entity)?.number else { return false }
                return table == "Z_\(number)" + side.relationship.uppercased()
            }
        }
    }

    var version: CoreDataModel
    var names: CoreDataStoreNames
    var entityNames: Set<String>
    var tables: [EntityTable]
    var joinTables: [JoinTable]

    /// `Z` and the upper-cased name: Core Data's name for an entity's table or a property's column.
    static func storeName(_ name: String) -> String {
        "Z" + name.uppercased()
    }

    /// Whether `table` is `Z_<digits><RELATIONSHIP>`.
    static func isJoinTable(_ table: String, of relationship: String) -> Bool {
        let suffix = relationship.uppercased()
        guard table.hasPrefix("Z_"), table.hasSuffix(suffix), table.count > suffix.count + 2 else { return false }
        let digits = table.dropFirst(2).dropLast(suffix.count)
        return digits.allSatisfy(\.isNumber)
    }

    /// The layout Core Data writes for `version`.
    init(_ version: CoreDataModel) {
        self.version = version
        names = CoreDataStoreNames(version)
        entityNames = Set(version.entities.map(\.name))
        tables = []
        joinTables = []
        var seenPairs: Set<String> = []
        for hierarchy in CoreDataMapping.hierarchies(in: version) {
            var table = EntityTable(name: Self.storeName(hierarchy.root.name), members: hierarchy.members.map(\.name),
                                    columns: ["Z_PK": "the key", "Z_ENT": "the entity number", "Z_OPT": "the lock version"],
                                    optionalColumns: [], entityColumnNames: [], location: hierarchy.root.location)
            for member in hierarchy.members {
                for attribute in member.attributes where !attribute.isTransient && !attribute.isDerived {
                    table.columns[names.column(of: attribute.name, in: member.name, of: version)] = "attribute `\(member.name).\(attribute.name)`"
                }
                for relationship in member.relationships where !relationship.isTransient {
                    let destination = version.entity(named: relationship.destination)
                    let inverse = destination.flatMap { destination in
                        relationship.inverseName.flatMap { name in version.lineage(of: destination).lazy.compactMap { $0.relationships.first { $0.name == name } }.first }
                    }
                    if relationship.isToMany {
                        guard inverse?.isToMany ?? true else { continue }
                        let key = [member.name + "." + relationship.name, inverse.map { (relationship.destination) + "." + $0.name } ?? ""].sorted().joined(separator: "|")
                        guard seenPairs.insert(key).inserted else { continue }
                        var sides = [(member.name, relationship.name)]
                        if let inverse { sides.append((relationship.destination, inverse.name)) }
                        joinTables.append(JoinTable(sides: sides, location: relationship.location))
                        continue
                    }
                    let column = names.column(of: relationship.name, in: member.name, of: version)
                    table.columns[column] = "to-one `\(member.name).\(relationship.name)`"
                    if let inverse, !inverse.isToMany { table.optionalColumns.insert(column) }
                    if let inverse, inverse.isToMany, inverse.isOrdered {
                        table.columns["Z_FOK_" + column.dropFirst()] = "the order of `\(relationship.destination).\(inverse.name)`"
                    }
                    if let destination, CoreDataMapping.hierarchies(in: version).contains(where: { $0.root.name == version.root(of: destination).name && $0.isShared }) {
                        table.entityColumnNames.insert(String(column.dropFirst()))
                    }
                }
            }
            tables.append(table)
        }
    }

    /// What in `store` differs from this layout, each positioned at the `contents` element
    /// it is about (the whole file for what the version lacks). `elsewhere` tells whether
    /// some other version has a store-only element, for the message.
    func differences(from store: CoreDataStore, modelName: String, elsewhere: (Fact) -> Bool) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let file = SourceLocation(file: version.file, line: 1, column: 1)
        func lacking(_ fact: Fact) -> String {
            elsewhere(fact) ? "which `\(version.name)` lacks" : "which no version of \(modelName) has"
        }
        let storeEntities = Set(store.entities.map(\.name))
        for name in storeEntities.subtracting(entityNames).sorted() {
            found.append(.error("the store has entity `\(name)` (Z_PRIMARYKEY), \(lacking(.entity(name)))", at: file))
        }
        for entity in version.entities where !storeEntities.contains(entity.name) {
            found.append(.error("the store has no entity `\(entity.name)` in Z_PRIMARYKEY", at: entity.location))
        }
        var matched: Set<String> = []
        for table in tables {
            guard let columns = store.tables[table.name] else {
                found.append(.error("the store has no table \(table.name) (of entity `\(table.members[0])`)", at: table.location))
                continue
            }
            matched.insert(table.name)
            let present = Set(columns)
            for column in columns where table.columns[column] == nil && !isEntityColumn(column, of: table) {
                found.append(.error("the store's table \(table.name) has column \(column), \(lacking(.column(table: table.name, column: column)))", at: table.location))
            }
            for (column, what) in table.columns.sorted(by: { $0.key < $1.key }) where !present.contains(column) && !table.optionalColumns.contains(column) {
                found.append(.error("the store's table \(table.name) has no column \(column) (\(what))", at: table.location))
            }
        }
        for join in joinTables {
            guard let name = store.tables.keys.sorted().first(where: { !matched.contains($0) && join.matches($0, in: store) }) else {
                found.append(.error("the store has no many-to-many table for \(join.description)", at: join.location))
                continue
            }
            matched.insert(name)
        }
        for name in store.tables.keys.sorted() where !matched.contains(name) {
            found.append(.error("the store has table \(name), \(lacking(.table(name)))", at: file))
        }
        return found
    }

    /// Whether `column` is the entity column (`Z<digits>_<NAME>`, or `Z<digits><NAME>`)
    /// of a to-one of `table`.
    private func isEntityColumn(_ column: String, of table: EntityTable) -> Bool {
        table.entityColumnNames.contains { CoreDataStoreNames.isEntityColumn(column, of: $0) }
    }

    /// Something a store holds, to ask whether any version has it.
    enum Fact: Hashable {
        case entity(String)
        case table(String)
        case column(table: String, column: String)
    }

    /// Whether this layout has `fact`.
    func has(_ fact: Fact) -> Bool {
        switch fact {
        case .entity(let name): entityNames.contains(name)
        case .table(let name): tables.contains { $0.name == name } || joinTables.contains { $0.matches(name, in: nil) }
        case .column(let tableName, let column):
            tables.first { $0.name == tableName }.map { $0.columns[column] != nil || isEntityColumn(column, of: $0) } ?? false
        }
    }
}
