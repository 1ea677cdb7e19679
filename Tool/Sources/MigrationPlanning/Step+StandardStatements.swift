import SchemaCore

extension Step.Operation {
    /// The statements of an operation every engine writes alike, without trailing
    /// semicolons; `nil` for those each driver writes its own way (tables, columns'
    /// definitions, rebuilds, dropping a table or a trigger, a value check's comment).
    ///
    /// Renames, column and index drops, new indexes, views and triggers, merged
    /// columns, copied links, renamed values and hand-written SQL read the same in every
    /// engine's SQL, so every driver's renderer takes them from here.
    public var standardStatements: [String]? {
        switch self {
        case .renameTable(let from, let to):
            return ["ALTER TABLE \(StandardSQL.quote(from)) RENAME TO \(StandardSQL.quote(to))"]
        case .dropColumn(let table, let column):
            return ["ALTER TABLE \(StandardSQL.quote(table)) DROP COLUMN \(StandardSQL.quote(column))"]
        case .renameColumn(let table, let from, let to):
            return ["ALTER TABLE \(StandardSQL.quote(table)) RENAME COLUMN \(StandardSQL.quote(from)) TO \(StandardSQL.quote(to))"]
        case .createIndex(let table, let index, let ifNotExists):
            return [StandardSQL.createIndex(index, on: table, ifNotExists: ifNotExists)]
        case .dropIndex(_, let name):
            return ["DROP INDEX \(StandardSQL.quote(name))"]
        case .createView(let view):
            return [StandardSQL.statementText(view.sql)]
        case .dropView(let name, let ifExists):
            return ["DROP VIEW \(ifExists ? "IF EXISTS " : "")\(StandardSQL.quote(name))"]
        case .createTrigger(let trigger):
            return [StandardSQL.statementText(trigger.sql)]
        case .mergeColumns(let table, let column, let coalesce):
            return [Self.mergeStatement(table: table, column: column, coalesce: coalesce)]
        case .copyLinks(let link):
            return [link.statement]
        case .renameValues(let table, let column, let renames):
            let name = StandardSQL.quote(column)
            return ["UPDATE \(StandardSQL.quote(table)) SET \(name) = \(StandardSQL.valueRenameExpression(name, renames))"
                + " WHERE \(name) IN (\(renames.keys.sorted().map(StandardSQL.literal).joined(separator: ", ")))"]
        case .sql(let sql):
            let trimmed = sql.trimmingCharacters(in: .whitespacesAndNewlines)
            return [trimmed.hasSuffix(";") ? String(trimmed.dropLast()) : trimmed]
        case .createTable, .dropTable, .addColumn, .alterColumn, .rebuildTable, .dropTrigger, .checkValues, .createExtension, .createType, .dropType, .alterType,
             .renameConstraint, .addConstraint, .dropConstraint:
            return nil
        }
    }

    /// `UPDATE "t" SET "n" = coalesce("a", "b", "n") WHERE …`: the rows where a column
    /// other than `column` holds a value take the first value in `coalesce` order.
    static func mergeStatement(table: String, column: String, coalesce: [String]) -> String {
        let value = coalesce.count == 1 ? StandardSQL.quote(coalesce[0]) : "coalesce(\(StandardSQL.quoteList(coalesce)))"
        let holding = coalesce.filter { $0 != column }.map { "\(StandardSQL.quote($0)) IS NOT NULL" }.joined(separator: " OR ")
        return "UPDATE \(StandardSQL.quote(table)) SET \(StandardSQL.quote(column)) = \(value)" + (holding.isEmpty ? "" : " WHERE \(holding)")
    }
}
