import Migration
import PostgresDatabase

/// The one place `--db` becomes an engine: a `postgres://` URL is PostgreSQL's, anything
/// else a SQLite file. Adding an engine is a line here and its target.
enum DatabaseEngines {
    static func open(_ db: String, lock: MigrationLock) throws -> any DatabaseEngine {
        if PostgresConnectionSettings.isURL(db) {
            return PostgresEngine(settings: try PostgresConnectionSettings(url: db), lockTimeout: lock.timeout)
        }
        return SQLiteEngine(path: db, lock: lock)
    }
}
