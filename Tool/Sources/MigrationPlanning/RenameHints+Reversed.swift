extension RenameHints {
    /// The hints of the way back: each rename undone (`tables` and `columns` keyed by
    /// the old names, pointing at the new ones), for planning a down migration from the
    /// newer version to the older. Merges have no way back and are left out.
    public var reversed: RenameHints {
        var result = RenameHints()
        for (new, old) in tables { result.tables[old] = new }
        for (table, renames) in columns {
            let oldTable = tables[table] ?? table
            for (newColumn, oldColumn) in renames { result.columns[oldTable, default: [:]][oldColumn] = newColumn }
        }
        return result
    }
}
