import SchemaCore

/// A to-one made to-many: its key column (and an ordered inverse's position) is dropped
/// after the plan copied the links it held into the new join table (`LinkCopy`), so
/// the drop loses nothing. So is a key that moves to the other table (`MovedKey`), whose
/// links the plan saves before the table steps and restores after them.
extension TableDiff {
    /// The old columns of this table whose links the plan carries: into a join table
    /// (a link copy), or to the other table (a moved key).
    var carriedColumns: Set<String> { diff.carriedColumns[oldTable.name] ?? [] }

    /// The drop of `column` when a link copy carried its values, or its links move to the
    /// other table (`MovedKey`): safe, saying where they went.
    func carriedDropStep(of column: String) -> Step? {
        guard let carried = whereCarried(column) else { return nil }
        return Step(.dropColumn(table: newTable.name, column: column), safety: .safe,
                    reason: "\(StandardSQL.quote(column)) is not in the new \(StandardSQL.quote(newTable.name)): the \(carried.what) it held \(carried.whereTo)")
    }

    /// What `column` holds (`links`, or the `positions` of an ordered side) and where it
    /// goes (`were copied into "x"`, `move to "y"."z"`), when the plan carries it; nil
    /// otherwise.
    func whereCarried(_ column: String) -> (what: String, whereTo: String)? {
        guard carriedColumns.contains(column) else { return nil }
        if let link = diff.linkCopies.values.sorted(by: { $0.table < $1.table }).first(where: { $0.source == newTable.name && $0.carried.contains(column) }) {
            return (column == link.foreignKey ? "links" : "positions", "were copied into \(StandardSQL.quote(link.table))")
        }
        if let move = diff.hints.movedKeys.first(where: { $0.oldHolder == oldTable.name && $0.oldColumn == column }) {
            return ("links", "move to \(StandardSQL.quote(move.newHolder)).\(StandardSQL.quote(move.newColumn))")
        }
        return nil
    }
}
