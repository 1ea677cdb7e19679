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
        guard let newest = matching.last else {
            let closest = differences.indices.min { (differences[$0].count, -$0) < (differences[$1].count, -$1) } ?? 0
            throw .noMatchingVersion(store: store.path, model: modelName, diagnostics: differences.isEmpty ? [] : differences[closest])
        }
        return CoreDataStoreVersion(index: newest, alsoMatching: matching.dropLast().map { $0 + 1 })
    }
}
