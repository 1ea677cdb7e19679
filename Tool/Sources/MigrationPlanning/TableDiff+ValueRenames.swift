/// `renamedValues`: stored enumeration values renamed (a Core Data sub-entity renamed,
/// whose rows modelc's `entity` column names). The rebuild's copy rewrites them
/// (`SQLiteDialect.valueRenameExpression`), so the new CHECK finds only values it lists,
/// and a `renameValues` change says so (an engine changing the table in place runs it
/// as an `UPDATE`).
extension TableDiff {
    /// New column name → (old value → new value): the stored enumeration values the
    /// model's `renamedValues` renames in this table (`RenameHints.values`).
    var valueRenames: [String: [String: String]] { diff.hints.values[newTable.name] ?? [:] }
}
