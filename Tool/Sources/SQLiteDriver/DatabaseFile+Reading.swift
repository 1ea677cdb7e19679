import Foundation
import GRDB
import SQLiteSchema

extension DatabaseFile {
    /// Runs `body` in one read of the existing SQLite file at `path`, opened with
    /// `openForReading`; every failure (missing file, a directory, not a database,
    /// locked for longer than `busyTimeout` seconds, corrupt) becomes the matching
    /// `IntrospectionError`.
    public static func read<T>(
        _ path: String, busyTimeout: TimeInterval = DatabaseFile.defaultLockTimeout, label: String = "modelc.read",
        _ body: (Database) throws -> T
    ) throws(IntrospectionError) -> T {
        try requireFile(path)
        do {
            let queue = try openForReading(path, busyTimeout: busyTimeout, label: label)
            defer { try? queue.close() }
            return try queue.read(body)
        } catch {
            throw IntrospectionError.from(error, path: path, lockTimeout: busyTimeout)
        }
    }

    /// A connection for reading the SQLite file at `path`, which must exist.
    ///
    /// The connection is read-only, and reads at once so that a file that is not a
    /// database fails here ("file is not a database" only shows on the first read).
    /// One exception: a writer that crashed mid-transaction leaves a hot journal, and a
    /// read-only connection cannot roll it back ("attempt to write a readonly
    /// database"). Then a read-write connection is opened instead, whose first read
    /// rolls the journal back as SQLite's "Atomic Commit In SQLite" describes; nothing
    /// else is written through it.
    public static func openForReading(_ path: String, busyTimeout: TimeInterval = DatabaseFile.defaultLockTimeout, label: String = "modelc.read") throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = busyTimeout > 0 ? .timeout(busyTimeout) : .immediateError
        configuration.label = label
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in _ = try Row.fetchOne(db, sql: "SELECT 1 FROM sqlite_master LIMIT 1") }
            return queue
        } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_READONLY {
            configuration.readonly = false
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in _ = try Row.fetchOne(db, sql: "SELECT 1 FROM sqlite_master LIMIT 1") }
            return queue
        }
    }
}
