import SchemaCore

/// A to-one's links carried into the join table of the many-to-many that replaces it:
/// a relationship made to-many with `renamedFrom` naming the to-one it was (Core Data's
/// `favoriteFolder` → `favoriteFolders`, whose lightweight migration keeps the links, as
/// modelc's plan does). Each row of `source` holding a key in `foreignKey` becomes one
/// row of `table`.
public struct LinkCopy: Hashable, Sendable, Codable {
    /// The new join table.
    public var table: String
    /// The table holding the to-one's key: in `RenameHints`, as the old model names it;
    /// in a plan's step, as it is named when the step runs (after the plan's table renames).
    public var source: String
    /// The to-one's foreign-key column in `source`, as the old model names it.
    public var foreignKey: String
    /// Join column → SQL expression over a row of `source` (its old column names): the
    /// two keys, and the position of an ordered side (the old ordered inverse's position,
    /// else the row's place among those holding the same key).
    public var values: [String: String]
    /// The old columns the links take over (the foreign key, and the position an ordered
    /// inverse kept beside it): dropping them afterwards loses nothing.
    public var carried: [String]

    public init(table: String, source: String, foreignKey: String, values: [String: String], carried: [String]) {
        self.table = table
        self.source = source
        self.foreignKey = foreignKey
        self.values = values
        self.carried = carried
    }

    /// `INSERT INTO table (…) SELECT … FROM source WHERE foreignKey IS NOT NULL`, the
    /// columns in name order; the same text in every dialect that quotes with `"`.
    public var statement: String {
        let columns = values.keys.sorted()
        return "INSERT INTO \(StandardSQL.quote(table)) (\(StandardSQL.quoteList(columns))) SELECT "
            + columns.compactMap { values[$0] }.joined(separator: ", ")
            + " FROM \(StandardSQL.quote(source)) WHERE \(StandardSQL.quote(foreignKey)) IS NOT NULL"
    }
}
