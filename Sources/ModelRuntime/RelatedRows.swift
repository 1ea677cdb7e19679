import GRDB

/// Queries over relationship storage used by generated delete rules.
public enum RelatedRows {
    /// How many rows of `table` have `column = key`.
    public static func count(_ db: Database, table: String, column: String, key: DatabaseValue) throws -> Int {
        let sql = "SELECT count(*) FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?"
        return try Int.fetchOne(db, sql: sql, arguments: [key]) ?? 0
    }

    /// The values of `selecting` in the rows of `table` with `column = key`.
    public static func keys(_ db: Database, table: String, selecting: String, column: String, key: DatabaseValue) throws -> [DatabaseValue] {
        let sql = "SELECT \(ModelSQL.quote(selecting)) FROM \(ModelSQL.quote(table)) WHERE \(ModelSQL.quote(column)) = ?"
        return try DatabaseValue.fetchAll(db, sql: sql, arguments: [key])
    }
}
