/// Which version wrote a store: by its entities, tables and columns.
///
/// Why by structure and not by `NSStoreModelVersionHashes`: Core Data's entity version
/// hashes are SHA-256 digests over its own encoding of each entity, which Apple does not
/// document, so they cannot be computed from the model. The names of the entities,
/// tables and columns decide every column the copy reads. Two versions that differ only
/// in what the store does not show (a default, an index, a maximum length) have one
/// layout; the store is then taken as the one its `NSStoreModelVersionIdentifiers`
/// names, else the newest of them, which reads every column the older ones do.
extension CoreDataStoreVersion {
    /// Something a store holds, to ask whether any version has it.
    public enum Fact: Hashable, Sendable {
        case entity(String)
        case table(String)
        case column(table: String, column: String)
    }

    /// Whether this version's stores have `fact`.
    public func has(_ fact: Fact) -> Bool {
        switch fact {
        case .entity(let name): entities.contains { $0.name == name || $0.formerName == name }
        case .table(let name): tables.contains { $0.name == name } || joins.contains { $0.names.contains { Self.isJoinTable(name, of: $0.name) } }
        case .column(let tableName, let column):
            tables.first { $0.name == tableName }.map { $0.columns[column] != nil || $0.isEntityColumn(column) } ?? false
        }
    }

    /// Whether `table` is `Z_<digits><NAME>`.
    static func isJoinTable(_ table: String, of name: String?) -> Bool {
        guard let name, table.hasPrefix("Z_"), table.hasSuffix(name), table.count > name.count + 2 else { return false }
        return table.dropFirst(2).dropLast(name.count).allSatisfy(\.isNumber)
    }

    /// The name `store`'s `Z_PRIMARYKEY` gives `entity`: its own, or, with
    /// `formerNames`, its name before a rename when the store has that one instead.
    func storeName(of entity: Entity, in store: CoreDataStoreContents, formerNames: Bool) -> String {
        guard formerNames, store.entity(named: entity.name) == nil, let former = entity.formerName, store.entity(named: former) != nil else {
            return entity.name
        }
        return former
    }

    /// What in `store` differs from this version's layout. `elsewhere` tells whether some
    /// other version has an element only the store has, for the message; `modelName`
    /// names the history in it. With `formerNames`, an entity the store keeps under its
    /// name before a rename (`Entity.formerName`) is the same entity. With
    /// `otherModels`, an entity or table that no version has is another model's (a
    /// store of a model merged from several) and no difference.
    public func differences(
        from store: CoreDataStoreContents, modelName: String, formerNames: Bool = false, otherModels: Bool = false, elsewhere: (Fact) -> Bool
    ) -> [CoreDataStoreDifference] {
        var found: [CoreDataStoreDifference] = []
        func lacking(_ fact: Fact) -> String {
            elsewhere(fact) ? "which `\(name)` lacks" : "which no version of \(modelName) has"
        }
        let storeEntities = Set(store.entities.map(\.name))
        let named = entities.map { storeName(of: $0, in: store, formerNames: formerNames) }
        for name in storeEntities.subtracting(named).sorted() where !otherModels || elsewhere(.entity(name)) {
            found.append(.init("the store has entity `\(name)` (Z_PRIMARYKEY), \(lacking(.entity(name)))", about: .version))
        }
        for (entity, storeName) in zip(entities, named) where !storeEntities.contains(storeName) {
            found.append(.init("the store has no entity `\(entity.name)` in Z_PRIMARYKEY", about: .entity(entity.name)))
        }
        var matched: Set<String> = []
        for table in tables {
            guard let columns = store.tables[table.name] else {
                found.append(.init("the store has no table \(table.name) (of entity `\(table.entity)`)", about: .table(entity: table.entity)))
                continue
            }
            matched.insert(table.name)
            let present = Set(columns)
            for column in columns where table.columns[column] == nil && !table.isEntityColumn(column) {
                found.append(.init("the store's table \(table.name) has column \(column), \(lacking(.column(table: table.name, column: column)))",
                                   about: .table(entity: table.entity)))
            }
            for (column, what) in table.columns.sorted(by: { $0.key < $1.key }) where !present.contains(column) && !table.optionalColumns.contains(column) {
                found.append(.init("the store's table \(table.name) has no column \(column) (\(what))", about: .table(entity: table.entity)))
            }
        }
        for (index, join) in joins.enumerated() {
            guard let resolved = join.resolve(in: store, excluding: matched) else {
                found.append(.init("the store has no many-to-many table for \(join.description)", about: .join(index)))
                continue
            }
            matched.insert(resolved.table)
        }
        for name in store.tables.keys.sorted() where !matched.contains(name) && (!otherModels || elsewhere(.table(name))) {
            found.append(.init("the store has table \(name), \(lacking(.table(name)))", about: .version))
        }
        return found
    }

    /// The version of `versions` (oldest first) that wrote `store`, and the others of the
    /// same layout (indexes into `versions`): the one the store's identifier names, else
    /// the newest that matches; or `forced` (an index), which must match.
    ///
    /// With `otherModels`, the store may hold other models' entities and tables (a model
    /// merged from several `.xcdatamodeld`s): what no version has is left out.
    public static func identify(_ store: CoreDataStoreContents, in versions: [CoreDataStoreVersion], modelName: String,
                                forced: Int? = nil, otherModels: Bool = false) throws(CoreDataStoreMigrationError) -> (index: Int, alsoMatching: [Int]) {
        let elsewhere = { (fact: Fact) in versions.contains { $0.has(fact) } }
        let differences = versions.map { $0.differences(from: store, modelName: modelName, otherModels: otherModels, elsewhere: elsewhere) }
        // A version matching only through an entity's name before a rename comes after
        // every version matching by the names themselves, unless the store's identifier names it.
        let renamed = versions.map { $0.differences(from: store, modelName: modelName, formerNames: true, otherModels: otherModels, elsewhere: elsewhere) }
        if let forced {
            guard renamed[forced].isEmpty else { throw .versionMismatch(store: store.path, version: versions[forced].modelVersion, differences: differences[forced]) }
            return (forced, [])
        }
        let exact = differences.indices.filter { differences[$0].isEmpty }
        let throughRenames = renamed.indices.filter { renamed[$0].isEmpty }
        let identified = throughRenames.filter { versions[$0].identifier.map(store.versionIdentifiers.contains) ?? false }
        if identified.count == 1, let index = identified.first {
            return (index, throughRenames.filter { $0 != index })
        }
        let matching = exact.isEmpty ? throughRenames : exact
        guard let newest = matching.last else { throw unmatched(store, versions: versions, differences: differences, otherModels: otherModels) }
        return (newest, Array(matching.dropLast()))
    }

    /// Why no version matches: written before the oldest version or after the newest
    /// (by the store's identifier where the versions have them, else by a layout with
    /// what no version has, closest to the oldest or newest), or by some other version.
    private static func unmatched(
        _ store: CoreDataStoreContents, versions: [CoreDataStoreVersion], differences: [[CoreDataStoreDifference]], otherModels: Bool
    ) -> CoreDataStoreMigrationError {
        guard !versions.isEmpty else { return .noMatchingVersion(store: store.path, closest: 0, differences: []) }
        let closest = differences.indices.min { (differences[$0].count, -$0) < (differences[$1].count, -$1) } ?? 0
        // A store sharing no entity with any version is another app's, of no version.
        let related = store.entities.contains { entity in versions.contains { $0.entities.contains { $0.name == entity.name } } }
        guard related else { return .noMatchingVersion(store: store.path, closest: closest, differences: differences[closest]) }
        // A merged model's store lists each model's identifier: one of this model's, if any.
        let known = versions.compactMap(\.identifier)
        let storeVersion = otherModels ? store.versionIdentifiers.first(where: known.contains) : store.versionIdentifiers.first
        let knownOrder = known.map(IdentifierOrder.init)
        var older = false
        var newer = false
        if let storeVersion, !known.isEmpty, !versions.contains(where: { $0.identifier == storeVersion }) {
            let order = IdentifierOrder(storeVersion)
            older = knownOrder.allSatisfy { order < $0 }
            newer = knownOrder.allSatisfy { $0 < order }
        } else if storeVersion == nil || known.isEmpty {
            let facts: [Fact] = store.entities.map { .entity($0.name) } + store.tables.flatMap { table, columns in
                [.table(table)] + (table.hasPrefix("Z_") ? [] : columns.map { .column(table: table, column: $0) })
            }
            let unknown = !otherModels && facts.contains { fact in !versions.contains { $0.has(fact) } }
            // With one version, what only the store has says nothing of which side it is
            // on (CartKit's store, older than the one version edited in place since, has
            // the column of a to-many that lost it).
            // Only the version strictly closest says which end: a store as far from the
            // newest as from another version (one written by a version the history left
            // out, between them) is of no version, not newer than all.
            let strictlyClosest = differences.indices.allSatisfy { $0 == closest || differences[$0].count > differences[closest].count }
            older = unknown && strictlyClosest && closest == 0 && versions.count > 1
            newer = unknown && strictlyClosest && closest == versions.count - 1 && versions.count > 1
        }
        if older { return .olderThanHistory(store: store.path, storeVersion: storeVersion, differences: differences[0]) }
        if newer { return .newerThanHistory(store: store.path, storeVersion: storeVersion, differences: differences[versions.count - 1]) }
        return .noMatchingVersion(store: store.path, closest: closest, differences: differences[closest])
    }
}

extension CoreDataStoreVersion.Join {
    /// The table and columns a store keeps this many-to-many in.
    struct Resolved {
        var table: String
        var owner: String
        var target: String
        /// `Z_FOK_` beside the target's keys: the owner's order of its targets.
        var ownerOrder: String?
        /// `Z_FOK_` beside the owner's keys: the target's order of its owners.
        var targetOrder: String?
    }

    /// Finds the table among `store`'s (not in `excluding`): named after either side with
    /// that side's entity number in the store (so `Z_16USERS` and `Z_20USERS` are told
    /// apart), and its two key columns.
    func resolve(in store: CoreDataStoreContents, excluding: Set<String> = []) -> Resolved? {
        let candidates = names.compactMap { key -> String? in
            guard let entity = key.entities.first, let number = store.entity(named: entity)?.number, let name = key.name else { return nil }
            return "Z_\(number)\(name)"
        }
        guard let table = store.tables.keys.sorted().first(where: { candidates.contains($0) && !excluding.contains($0) }),
              let columns = store.tables[table] else { return nil }
        let keyColumns = columns.filter { Self.keyColumn($0) != nil }
        func column(of key: Key, excluding: String?) -> String? {
            let numbers = Set(key.entities.compactMap { store.entity(named: $0)?.number })
            let found = keyColumns.filter { $0 != excluding && Self.keyColumn($0).map { numbers.contains($0.number) } ?? false }
            if let name = key.name {
                if let exact = found.first(where: { Self.keyColumn($0)?.name == name }) { return exact }
                if let suffixed = found.first(where: { column in
                    let found = Self.keyColumn(column)?.name ?? ""
                    return found.count > name.count && found.hasPrefix(name) && found.dropFirst(name.count).allSatisfy(\.isNumber)
                }) { return suffixed }
            }
            return found.count == 1 ? found[0] : nil
        }
        guard let ownerColumn = column(of: owner, excluding: nil),
              let targetColumn = column(of: target, excluding: ownerColumn) else { return nil }
        let order = { (column: String) -> String? in
            let name = "Z_FOK_" + column.dropFirst(2)
            return columns.contains(name) ? name : nil
        }
        return Resolved(table: table, owner: ownerColumn, target: targetColumn, ownerOrder: order(targetColumn), targetOrder: order(ownerColumn))
    }

    /// A key column `Z_<digits><NAME>` split into its entity number and name with any
    /// appended digits (`Z_24USERS1` → 24, `USERS1`).
    static func keyColumn(_ column: String) -> (number: Int, name: String)? {
        guard column.hasPrefix("Z_"), !column.hasPrefix("Z_FOK_") else { return nil }
        let rest = column.dropFirst(2)
        let digits = rest.prefix(while: \.isNumber)
        guard let number = Int(digits) else { return nil }
        return (number, String(rest.dropFirst(digits.count)))
    }
}

/// A version identifier (`2.100.0`, `1.25`) as a sort key: its numbers, part by part.
struct IdentifierOrder: Comparable {
    var numbers: [Int]
    var text: String

    init(_ text: String) {
        self.text = text
        numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
    }

    static func < (lhs: IdentifierOrder, rhs: IdentifierOrder) -> Bool {
        lhs.numbers != rhs.numbers ? lhs.numbers.lexicographicallyPrecedes(rhs.numbers) : lhs.text < rhs.text
    }
}
