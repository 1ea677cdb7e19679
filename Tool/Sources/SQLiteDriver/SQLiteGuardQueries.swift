import GRDB
import Migration
import SchemaCore

/// The guards' queries on a SQLite database, in the migration's transaction: a query
/// that fails is the migration's failure, unless the file itself is the problem (locked,
/// corrupt, unreadable), which stops the run as it is.
struct SQLiteGuardQueries: GuardQueries {
    let db: Database
    let databasePath: String

    func count(_ sql: String) throws -> Int {
        do {
            return try Int.fetchOne(db, sql: sql) ?? 0
        } catch let error as DatabaseError where IntrospectionError.fileProblem(error, path: databasePath) == nil {
            throw GuardQueryFailure(message: MigrationLock.message(of: error))
        }
    }

    func samples(_ sql: String?) throws -> [String] {
        try CountedRows.samples(sql, in: db)
    }
}
