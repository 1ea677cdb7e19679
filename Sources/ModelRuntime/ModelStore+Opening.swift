import Foundation
import GRDB

extension ModelStore {
    /// Opens (creating if needed) the SQLite file at `path` as a `DatabasePool` and
    /// migrates it with `migrator` (a generated `<Model>.migrator`).
    ///
    /// A pool puts the file in WAL mode: readers work on their own connections and see the
    /// last committed state while a sync writes, so a list observing the database is never
    /// blocked by a long write and never sees half of one
    /// ([Write-Ahead Logging](https://sqlite.org/wal.html)). The generated
    /// `<Model>.openDatabase(at:)` keeps returning a `DatabaseQueue` (one connection,
    /// reads wait for writes), which scripts and tests may prefer.
    public static func open(at path: String, migrator: DatabaseMigrator, configuration: Configuration = Configuration()) throws -> ModelStore {
        let pool = try DatabasePool(path: path, configuration: configuration)
        try migrator.migrate(pool)
        return ModelStore(pool)
    }

    /// A store on a new in-memory database (a `DatabaseQueue`: an in-memory database has
    /// one connection, so WAL does not apply), migrated with `migrator`.
    public static func inMemory(migrator: DatabaseMigrator, configuration: Configuration = Configuration()) throws -> ModelStore {
        let queue = try DatabaseQueue(configuration: configuration)
        try migrator.migrate(queue)
        return ModelStore(queue)
    }
}
