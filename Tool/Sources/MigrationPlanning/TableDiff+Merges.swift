import SchemaCore

/// `mergedFrom`: a column that takes over the values of old columns the new table
/// drops (a property Core Data moved from sub-entities up to their parent, two phone
/// columns made one).
///
/// Each row keeps the first value found, reading the kept column's own value first
/// (when the column continues an old one), then the merged columns in the model's
/// order. Nothing is lost when each row holds a value in at most one of them, which
/// the merge step checks before anything runs; the merged columns' drops are then
/// safe. A row holding two values is refused with samples, never silently resolved.
extension TableDiff {
    /// New column → the old columns merged into it (old names, all dropped).
    var merges: [String: [String]] { diff.columnMerges[newTable.name] ?? [:] }

    /// The old columns some new column takes the values of.
    var mergedColumns: Set<String> { Set(merges.values.joined()) }

    /// The columns a row's value is read from, in order, as they are named when the
    /// merge runs: the column itself first when it continues an old one (it keeps its
    /// values), else last (a new column's default is the fallback).
    func mergeOrder(of column: String, isNew: Bool) -> [String] {
        let sources = merges[column] ?? []
        return isNew ? sources + [column] : [column] + sources
    }

    /// The columns whose values compete for the merged column, as named before the
    /// plan (what the check reads): the old column it continues, then the merged ones.
    private func competingColumns(of column: String) -> [String] {
        (pairs[column].map { [$0] } ?? []) + (merges[column] ?? [])
    }

    /// The check that no row holds a value in two of the competing columns, or nil when
    /// there is only one.
    ///
    /// Links (a to-one's key column takes over other to-ones'): rows linked to two
    /// different objects, since two links to the same object are one.
    func mergeCheck(of column: String) -> StepCheck? {
        let competing = competingColumns(of: column)
        guard competing.count > 1 else { return nil }
        let names = competing.map(StandardSQL.quote).joined(separator: ", ")
        if newTable.foreignKeys.contains(where: { $0.columns == [column] }) {
            return StepCheck(
                .rows(oldRows, .differentValues(competing), shown: competing),
                description: "rows of \(StandardSQL.quote(oldTable.name)) linked to different rows by more than one of \(names) must be 0",
                hint: "merging keeps one link per row: clear the links to give up in those rows in a hand-written migration numbered before this one, or edit this migration's merge")
        }
        return StepCheck(
            .rows(oldRows, .moreThanOneNotNull(competing), shown: competing),
            description: "rows of \(StandardSQL.quote(oldTable.name)) holding a value in more than one of \(names) must be 0",
            hint: "merging keeps one value per row: clear the values to give up in those rows in a hand-written migration numbered before this one, or edit this migration's merge")
    }

    /// The merge step: `UPDATE … SET column = coalesce(…)`, before the drops. Its checks:
    /// no row holds two of the values, and the merged values pass the column's CHECKs
    /// (`rows` gives the old rows under the new names, merged as the step merges).
    func mergeStep(of column: Column, isNew: Bool, rows: CheckRows) -> Step {
        let checks = (mergeCheck(of: column.name).map { [$0] } ?? []) + conversionChecks(into: column)
            + column.checks.map { checkViolations($0, rows: rows) }
        let sources = (merges[column.name] ?? []).map(StandardSQL.quote).joined(separator: ", ")
        return Step(
            .mergeColumns(table: newTable.name, column: column.name, coalesce: mergeOrder(of: column.name, isNew: isNew)),
            safety: checks.isEmpty ? .safe : .dataDependent,
            reason: "merge hint: \(StandardSQL.quote(column.name)) takes over the values of \(sources)"
                + (isNew ? "" : ", where it holds none itself"),
            checks: checks)
    }

    /// For each merged column stored in another type: the rows whose value the cast
    /// into `column`'s type would change, which must be none (as a type change checks).
    private func conversionChecks(into column: Column) -> [StepCheck] {
        (merges[column.name] ?? []).compactMap { name in
            guard let before = oldTable.column(named: name), TypeConversion(from: before.type, to: column.type).needsCast else { return nil }
            return conversionCheck(of: name, from: before.type, to: column.type)
        }
    }

    /// The step that drops a merged column: safe, its values having been taken over.
    func mergedDropStep(of column: String) -> Step? {
        guard let target = merges.first(where: { $0.value.contains(column) })?.key else { return nil }
        return Step(.dropColumn(table: newTable.name, column: column), safety: .safe,
                    reason: "\(StandardSQL.quote(column)) is not in the new \(StandardSQL.quote(newTable.name)): its values are merged into \(StandardSQL.quote(target))")
    }

    /// The rebuild copy's expression for a merged column: `coalesce(kept, "a", "b")`
    /// over the table as the copy reads it, each merged column cast to the new type
    /// when its storage differs. `kept` is the column's own expression when it
    /// continues an old one; nil for a new column, whose default comes last.
    func mergeExpression(of column: Column, kept: String?) -> String? {
        guard let sources = merges[column.name] else { return nil }
        let merged = sources.map { name -> String in
            let quoted = StandardSQL.quote(name)
            guard let before = oldTable.column(named: name), TypeConversion(from: before.type, to: column.type).needsCast else { return quoted }
            return "CAST(\(quoted) AS \(column.type.rawValue))"
        }
        let values = (kept.map { [$0] } ?? []) + merged + (kept == nil ? column.defaultSQL.map { [$0] } ?? [] : [])
        return values.count == 1 ? values[0] : "coalesce(\(values.joined(separator: ", ")))"
    }
}
