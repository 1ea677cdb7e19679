import SchemaCore

/// Some of a schema's tables as a verification builds them in a scratch schema: the
/// tables whose fingerprint lines cannot be composed (`PostgresComposedFingerprint`),
/// each as the schema defines it, and a stub of each other table one of their foreign
/// keys references (its columns and keys, which the reference needs, and nothing that
/// it would bring along: its own foreign keys, CHECKs and plain indexes), so that only
/// those tables are built, not the whole schema around them.
struct PostgresScratchTables: Sendable {
    /// The tables to read back, sorted.
    var tables: [String]
    /// `tables` with the stubs they need.
    var schema: Schema

    init(_ names: Set<String>, of target: Schema) {
        tables = names.sorted()
        var built = target.tables.filter { names.contains($0.name) }
        let referenced = Set(built.flatMap { $0.foreignKeys.map(\.referencedTable) }).subtracting(names)
        for var stub in target.tables where referenced.contains(stub.name) {
            stub.foreignKeys = []
            stub.checks = []
            stub.indexes = stub.indexes.filter(\.isUnique)
            for position in stub.columns.indices { stub.columns[position].checks = [] }
            built.append(stub)
        }
        schema = Schema(tables: built)
    }
}
