import Migration
import SchemaCore

extension Step {
    /// How the rebuild's copy fills the column `check` is about, when `check` is one that
    /// an edit of that copy can satisfy; nil for every other check.
    ///
    /// Two checks count NULLs that only the planned copy would put into a NOT NULL
    /// column: a new NOT NULL column without a default (the table must be empty, since
    /// the copy fills the column with `NULL`), and a column that becomes required
    /// without a default (its NULL rows, copied as they are). Backfilling in the copy's
    /// `INSERT … SELECT` is what their hints offer, and SQLite's NOT NULL constraint still
    /// rejects every NULL an edited copy leaves, so skipping them for such an edit loses
    /// nothing. Every other check is about values already stored (a conversion that
    /// would lose them, a value format, a CHECK, a duplicate, an orphan): no edit of the
    /// copy stands in for it, and it always runs.
    public func plannedFill(of check: StepCheck) -> MigrationFile.Header.PlannedFill? {
        guard case .rebuildTable(let rebuild) = operation else { return nil }
        let dialect = SQLiteDialect()
        for change in rebuild.changes {
            let column: String
            switch change.operation {
            case .addColumn(_, let added, _) where added.isNotNull && added.defaultSQL == nil:
                // Its checks are the emptiness check, then one per CHECK of the column.
                guard change.checks.count > added.checks.count, change.checks.first == check else { continue }
                column = added.name
            case .alterColumn(_, let name, let before, let after) where after.isNotNull && !before.isNotNull && after.defaultSQL == nil:
                guard change.checks.contains(check), case .rows(_, .allNull([name]), _)? = check.condition else { continue }
                column = name
            default:
                continue
            }
            guard let expression = rebuild.mapping[column] else { return nil }
            return MigrationFile.Header.PlannedFill(table: dialect.rebuildName(for: rebuild.table.name), column: column, expression: expression)
        }
        return nil
    }
}
