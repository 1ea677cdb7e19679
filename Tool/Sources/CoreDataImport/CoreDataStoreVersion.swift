import ModelKit

/// Which version of a model a store was written with.
struct CoreDataStoreVersion {
    /// The version's index among the imported versions (modelc version `index + 1`).
    var index: Int
    /// Other versions with the same layout, as modelc version numbers (the store is
    /// taken as the newest; `@N` chooses another).
    var alsoMatching: [Int]

    /// The version of `versions` (oldest first) whose layout `store` has: the newest
    /// of those that match, or `forced` (a modelc version number) when given, which must
    /// match too.
    ///
    /// - Throws: `noMatchingVersion` with the differences from the closest version (the
    ///   fewest differences, the newest on ties), `versionMismatch` for `forced`, and
    ///   `unknownVersion` for a `forced` the model does not have.
    static func identify(_ store: CoreDataStore, in versions: [CoreDataModel], modelName: String, forced: Int?) throws(CoreDataStoreError) -> CoreDataStoreVersion {
        let layouts = versions.map(CoreDataStoreLayout.init)
        let elsewhere = { (fact: CoreDataStoreLayout.Fact) in layouts.contains { $0.has(fact) } }
        let differences = layouts.map { $0.differences(from: store, modelName: modelName, elsewhere: elsewhere) }
        if let forced {
            guard versions.indices.contains(forced - 1) else { throw .unknownVersion(forced, count: versions.count) }
            guard differences[forced - 1].isEmpty else {
                throw .versionMismatch(store: store.path, version: forced, name: versions[forced - 1].name, diagnostics: differences[forced - 1])
            }
            return CoreDataStoreVersion(index: forced - 1, alsoMatching: [])
        }
        let matching = differences.indices.filter { differences[$0].isEmpty }
        // The store's own identifier (`NSStoreModelVersionIdentifiers`) decides between
        // versions of one layout when exactly one of them has it.
        let identified = matching.filter { index in versions[index].versionIdentifier.map(store.versionIdentifiers.contains) ?? false }
        if identified.count == 1, let index = identified.first {
            return CoreDataStoreVersion(index: index, alsoMatching: matching.filter { $0 != index }.map { $0 + 1 })
        }
        guard let newest = matching.last else {
            throw unmatched(store, versions: versions, differences: differences, modelName: modelName, layouts: layouts)
        }
        return CoreDataStoreVersion(index: newest, alsoMatching: matching.dropLast().map { $0 + 1 })
    }

    /// Why no version matches: written before the oldest version or after the newest
    /// (by the store's identifier where the versions have them, else by a layout with
    /// what no version has, closest to the oldest or newest), or by some other version.
    private static func unmatched(_ store: CoreDataStore, versions: [CoreDataModel], differences: [[Diagnostic]], modelName: String,
                                  layouts: [CoreDataStoreLayout]) -> CoreDataStoreError {
        guard !versions.isEmpty else { return .noMatchingVersion(store: store.path, model: modelName, diagnostics: []) }
        let closest = differences.indices.min { (differences[$0].count, -$0) < (differences[$1].count, -$1) } ?? 0
        let storeVersion = store.versionIdentifiers.first
        let known = versions.compactMap(\.versionIdentifier).map(IdentifierOrder.init)
        var older = false
        var newer = false
        if let storeVersion, !known.isEmpty, !versions.contains(where: { $0.versionIdentifier == storeVersion }) {
            let order = IdentifierOrder(storeVersion)
            older = known.allSatisfy { order < $0 }
            newer = known.allSatisfy { $0 < order }
        } else if storeVersion == nil || known.isEmpty {
            let unknown = store.facts.contains { fact in !layouts.contains { $0.has(fact) } }
            older = unknown && closest == 0 && versions.count > 1
            newer = unknown && closest == versions.count - 1
        }
        if older {
            return .olderThanHistory(store: store.path, model: modelName, oldest: versions[0].name, storeVersion: storeVersion, diagnostics: differences[0])
        }
        if newer {
            return .newerThanHistory(store: store.path, model: modelName, newest: versions[versions.count - 1].name, storeVersion: storeVersion,
                                     diagnostics: differences[versions.count - 1])
        }
        return .noMatchingVersion(store: store.path, model: modelName, diagnostics: differences[closest])
    }
}

/// A version identifier (`2.100.0`, `1.25`) as a sort key: its numbers, part by part.
private struct IdentifierOrder: Comparable {
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

extension CoreDataStore {
    /// Every entity, table and column the store holds, to ask whether any version has it.
    var facts: [CoreDataStoreLayout.Fact] {
        entities.map { .entity($0.name) } + tables.flatMap { table, columns in
            [.table(table)] + (table.hasPrefix("Z_") ? [] : columns.map { .column(table: table, column: $0) })
        }
    }
}
