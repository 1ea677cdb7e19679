import GRDB

/// Keeping a record's place in the ordered to-manys it belongs to.
///
/// An ordered one-to-many stores each element's place in a column of the element's table
/// (`album_position` beside `album_id`). A nested array in a payload sets the places in
/// its order (`writeChild`); a record written on its own — a new row, or one moved to
/// another parent — takes the last place, so the list stays a list without the caller
/// knowing the column. A record that stays with its parent keeps its place.
extension ModelWriter {
    /// The parents `record`'s row has now (its ordered-parent foreign keys, in
    /// `orderedParents` order), or nil when the row does not exist yet.
    func storedParents<Record: ModelRecord>(of record: Record) throws -> [DatabaseValue]? {
        guard let key = record.primaryKeyValue else { return nil }
        let table = Record.fieldTable
        let columns = table.orderedParents.map { ModelSQL.quote(table.fields[$0.field].column) }.joined(separator: ", ")
        let sql = "SELECT \(columns) FROM \(ModelSQL.quote(Record.databaseTableName)) WHERE \(ModelSQL.quote(Record.primaryKeyColumn)) = ?"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [Record.storageKey(key)]) else { return nil }
        return table.orderedParents.indices.map { row[$0] as DatabaseValue }
    }

    /// Gives the stored `record` the last place in each ordered parent it joined (or no
    /// place where it has no parent); `storedParents` are its parents before it was written.
    func placeInOrderedParents<Record: ModelRecord>(_ record: Record, storedParents: [DatabaseValue]?) throws {
        let table = Record.fieldTable
        let key = record.primaryKeyValue.map(Record.storageKey) ?? db.lastInsertedRowID.databaseValue
        let quotedTable = ModelSQL.quote(Record.databaseTableName)
        let quotedKey = ModelSQL.quote(Record.primaryKeyColumn)
        for index in table.orderedParents.indices {
            let parent = table.orderedParents[index]
            let foreignKey = table.fields[parent.field]
            let now = foreignKey.storageValue(of: record)
            if let storedParents, storedParents[index] == now { continue }
            let position = ModelSQL.quote(parent.position)
            if now.isNull {
                try db.cachedStatement(sql: "UPDATE \(quotedTable) SET \(position) = NULL WHERE \(quotedKey) = ?").execute(arguments: [key])
            } else {
                let column = ModelSQL.quote(foreignKey.column)
                let sql = "UPDATE \(quotedTable) SET \(position) = (SELECT coalesce(max(\(position)) + 1, 0) FROM \(quotedTable) "
                    + "WHERE \(column) = ? AND \(quotedKey) <> ?) WHERE \(quotedKey) = ?"
                try db.cachedStatement(sql: sql).execute(arguments: [now, key, key])
            }
        }
    }
}
