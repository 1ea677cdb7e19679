import MigrationPlanning

extension MigrationDraft {
    /// Why undoing the up plan `up` of version `version` cannot restore the data, step
    /// by step (whatever the dialect it was planned in); empty when it can.
    public static func irreversibility(of up: Plan, version: Int) -> [String] {
        up.steps.flatMap { irreversibility(of: $0, version: version) }
    }

    /// Why undoing `step` of version `version`'s plan cannot restore the data; empty
    /// when it can.
    private static func irreversibility(of step: Step, version: Int) -> [String] {
        switch step.operation {
        case .dropTable(let name, _):
            return ["version \(version) drops table \"\(name)\": its rows cannot be restored"]
        case .dropColumn(let table, let column):
            return ["version \(version) drops column \"\(column)\" of \"\(table)\": its values cannot be restored"]
        case .alterColumn(let table, let column, _, _) where step.safety == .destructive:
            return ["version \(version) changes \"\(table)\".\"\(column)\" in a way that can lose values (\(step.reason))"]
        case .alterColumn(let table, let column, let before, let after) where !before.isNotNull && after.isNotNull && after.defaultSQL != nil:
            // The rows' NULLs become the default (`coalesce` in a rebuild's copy): going
            // back, which rows held NULL is not known, so they would keep the default.
            return ["version \(version) fills the NULLs of \"\(table)\".\"\(column)\" with its default: which rows held NULL cannot be restored"]
        case .mergeColumns(let table, let column, let merged):
            return ["version \(version) merges \(merged.map { "\"\($0)\"" }.joined(separator: ", ")) into \"\(table)\".\"\(column)\": which column a value came from is lost"]
        case .renameValues(let table, let column, _):
            return ["version \(version) renames values of \"\(table)\".\"\(column)\", which a down migration does not rename back yet"]
        case .copyLinks(let link):
            return ["version \(version) turns the to-one \"\(link.foreignKey)\" of \"\(link.source)\" into the many-to-many \"\(link.table)\": a row's links cannot all go back into one key"]
        case .rebuildTable(let rebuild):
            return rebuild.changes.flatMap { irreversibility(of: $0, version: version) }
        case .sql(let text) where text.hasPrefix("-- modelc:moved-key"):
            return ["version \(version) moves a relationship's key to the other table, which a down migration does not move back yet"]
        case .sql:
            return ["version \(version) runs hand-written SQL that modelc cannot undo"]
        default:
            return []
        }
    }
}
