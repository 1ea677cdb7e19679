import SQLiteSchema

/// What the verification after a planned migration file has to build in a scratch
/// schema: the tables whose definition the file's two model versions give differently,
/// rather than every table of the newer one.
///
/// Building the expected side is the verification's cost: PostgreSQL only tells how it
/// stores a definition (`'active'::text`, `timestamp with time zone`) once it has run
/// the DDL, so the whole model version used to be created in a scratch schema after
/// every file, a second copy of a 200-table model for a file that adds one column. A
/// table the file does not change, though, must look as it did after the migration
/// before, whose verification found it as the model said and stored what the server
/// read (`PostgresStoredFingerprint`). So the scratch schema holds the changed tables,
/// with a stub of each table one of their foreign keys references (its columns and keys,
/// which the reference needs, and nothing that it would bring along), and the other
/// tables are compared with the stored lines: a table edited by hand since then shows as
/// a changed line, as it would against a scratch copy.
///
/// The scope is only trusted for a file that runs exactly what the planner wrote
/// (`MigrationFile.runsOnlyItsPlan`): an edited statement or a data step can touch any
/// table. Views and triggers are left to the whole comparison: a view's text depends on
/// the tables it reads, which a change elsewhere can rewrite.
struct PostgresVerificationScope: Sendable {
    /// The tables whose definitions differ between the two versions (in either of them),
    /// sorted: those the scratch schema is read for.
    var changedTables: [String]
    /// The changed tables of the newer version, with stubs of the tables they reference.
    var scratch: Schema

    /// The scope of a planned file from the schema `source` to `target`; nil when either
    /// holds views or triggers (see above).
    init?(from source: Schema, to target: Schema) {
        guard source.views.isEmpty, target.views.isEmpty, source.triggers.isEmpty, target.triggers.isEmpty else { return nil }
        let names = Set(source.tables.map(\.name)).union(target.tables.map(\.name))
        let changed = names.filter { source.table(named: $0) != target.table(named: $0) }
        changedTables = changed.sorted()
        var tables = target.tables.filter { changed.contains($0.name) }
        let referenced = Set(tables.flatMap { $0.foreignKeys.map(\.referencedTable) }).subtracting(changed)
        for var stub in target.tables where referenced.contains(stub.name) {
            stub.foreignKeys = []
            stub.checks = []
            stub.indexes = stub.indexes.filter(\.isUnique)
            for position in stub.columns.indices { stub.columns[position].checks = [] }
            tables.append(stub)
        }
        scratch = Schema(tables: tables)
    }
}
