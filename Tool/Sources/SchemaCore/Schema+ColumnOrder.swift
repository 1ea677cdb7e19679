extension Schema {
    /// The schema with each table's columns in the order `order` gives for that table
    /// (table name → column names, as a live database holds them); columns it does not
    /// list follow, in their own order.
    ///
    /// A database migrated in place has its columns in the order they were added, not
    /// in the model's (neither SQLite nor PostgreSQL inserts a column between others),
    /// and modelc lets that order drift rather than copy a table to fix it. Comparing a
    /// live PostgreSQL schema with a fresh one therefore builds the fresh one in the live
    /// order: a view over `*` lists the columns in table order, and would otherwise
    /// differ for no reason a user could act on.
    public func orderingColumns(like order: [String: [String]]) -> Schema {
        var schema = self
        schema.tables = tables.map { table in
            guard let live = order[table.name] else { return table }
            let rank = Dictionary(live.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            var table = table
            table.columns = table.columns.enumerated().sorted { left, right in
                (rank[left.element.name] ?? live.count + left.offset, left.offset) < (rank[right.element.name] ?? live.count + right.offset, right.offset)
            }.map(\.element)
            return table
        }
        return schema
    }
}
