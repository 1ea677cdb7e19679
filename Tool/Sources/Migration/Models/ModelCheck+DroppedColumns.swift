import ModelKit
import SchemaCore

extension ModelCheck {
    /// What is checked of a version whose SQL is another engine's (`dialect:`) against
    /// the version before it: a `check:`, `defaultSQL:` or index `where:` of an entity, or
    /// a view, that still names a column the version drops.
    ///
    /// SQLite's own check of a model in its words finds the same mistake as `no such
    /// column`; the server finds it only when the migration runs. There a migration of
    /// several phases had committed its first phases (a new enum label) before the
    /// statement that named the dropped column failed, so the fixed migration file no
    /// longer matched what was committed (Lago's `structure.sql`: a partial index's
    /// `where:` and a view naming a column version 2 dropped). The names are read as
    /// `renamedColumnsInServerSQL(of:)` reads them (`firstColumn(in:among:)`); a name the
    /// version renames is that check's.
    static func droppedColumnsInServerSQL(of model: Model, after previous: Model) -> [Diagnostic] {
        guard !model.carriesSQLiteSQL else { return [] }
        let schema = SchemaCompiler.compile(model)
        let earlier = SchemaCompiler.compile(previous)
        var diagnostics: [Diagnostic] = []
        var droppedByTable: [String: [String: String]] = [:]
        for entity in model.entities {
            let before = previous.entity(named: entity.renamedFrom ?? entity.name)?.table ?? entity.table
            guard let old = earlier.table(named: before) ?? earlier.table(named: entity.table),
                  let new = schema.table(named: entity.table) else { continue }
            var kept = Set(new.columns.map { $0.name.lowercased() })
            for attribute in entity.attributes {
                guard let old = attribute.renamedFrom else { continue }
                kept.formUnion([old.lowercased(), Naming.snakeCase(old).lowercased()])
            }
            var dropped: [String: String] = [:]
            for column in old.columns where !kept.contains(column.name.lowercased()) { dropped[column.name.lowercased()] = column.name }
            guard !dropped.isEmpty else { continue }
            droppedByTable[entity.table] = dropped
            for piece in sqlPieces(of: entity) {
                guard let (_, column) = firstColumn(in: piece.text, among: dropped) else { continue }
                diagnostics.append(.error(
                    "the \(piece.what) `\(piece.text)` of \(piece.owner) names the column `\(column)`, which version \(model.version) drops",
                    at: piece.location, hint: "write the \(piece.what) without `\(column)`, or keep the attribute that stores it"))
            }
        }
        for view in model.views where !droppedByTable.isEmpty {
            for (table, _, column) in columns(namedBy: view, in: schema, among: droppedByTable) {
                diagnostics.append(.error(
                    "the view `\(view.name)` names the column `\(column)` of `\(table)`, which version \(model.version) drops",
                    at: view.location, hint: "write the view without `\(column)`, or keep the attribute that stores it"))
            }
        }
        return diagnostics
    }

    /// The checks of each version's SQL (`diagnostics(for:)`), then those of each version
    /// against the one before it (`droppedColumnsInServerSQL(of:after:)`).
    static func diagnostics(for versions: ModelVersions) -> [Diagnostic] {
        let models = versions.versions
        return models.flatMap(diagnostics(for:)) + zip(models.dropFirst(), models).flatMap { droppedColumnsInServerSQL(of: $0, after: $1) }
    }
}
