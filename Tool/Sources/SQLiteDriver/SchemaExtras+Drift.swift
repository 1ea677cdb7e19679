import SchemaCore

extension SchemaExtras {
    /// What the database holds on the tables and indexes `expected` manages that no
    /// model says, as differences: an index term's collation or `DESC`, a PRIMARY KEY or
    /// UNIQUE constraint's term, an `ON CONFLICT` clause.
    ///
    /// A `Schema` has no place for them, so a comparison of schemas cannot see them:
    /// after an app's update added `COLLATE NOCASE` to an index the model manages, drift
    /// said the database matched, and the next rebuild wrote the index plain, so `Bob` and
    /// `bob` were both accepted. Adoption leaves such objects unmanaged; a managed one
    /// that has them has drifted from its model.
    func unsaidDifferences(managedBy expected: Schema) -> [SchemaDifference] {
        var differences: [SchemaDifference] = []
        let managed = expected.tables.filter { !expected.isUnmanaged($0.name) }
        for table in managed {
            for index in table.indexes where !expected.isUnmanaged(index: index.name, on: table.name) {
                guard let terms = indexTerms.first(where: { $0.key.lowercased() == index.name.lowercased() })?.value else { continue }
                differences.append(SchemaDifference(kind: .indexDefinition, table: table.name, object: index.name,
                    message: "index `\(index.name)` on `\(table.name)` has terms the model cannot say in the database (\(terms)); a rebuild from the model would write them plain: list `\(index.name)` under the model's `unmanaged:` to keep it as it is"))
            }
            let lowered = table.name.lowercased()
            for constraint in constraintTerms.first(where: { $0.key.lowercased() == lowered })?.value ?? [] {
                differences.append(SchemaDifference(kind: .tableOptions, table: table.name,
                    message: "table `\(table.name)` has `\(constraint)` in the database, which the model cannot say; a rebuild from the model would write it plain: list `\(table.name)` under the model's `unmanaged:` to keep it as it is"))
            }
            for clause in conflictClauses.first(where: { $0.key.lowercased() == lowered })?.value ?? [] {
                differences.append(SchemaDifference(kind: .tableOptions, table: table.name,
                    message: "table `\(table.name)` resolves conflicts its own way in the database (`\(clause)`), which the model cannot say; a rebuild from the model would fail such statements instead: list `\(table.name)` under the model's `unmanaged:` to keep it as it is"))
            }
        }
        return differences
    }
}
