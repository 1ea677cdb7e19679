import Foundation
import GRDB
import Migration
import SchemaCore

/// SQLite's side of the lock: its own write lock. Each migration runs in `BEGIN
/// IMMEDIATE`, which takes the write lock up front, and the connection's busy timeout
/// bounds how long a second process waits for it. The waiting process then re-reads the
/// history inside its own transaction and finds the migration already applied, so
/// nothing is applied twice, across processes and machines sharing the file, with no
/// lock file to go stale after a crash. When the wait runs out, SQLite answers
/// `SQLITE_BUSY`, reported as `MigrationError.lockTimeout` (exit 3), in the same words
/// as every other command that waited for a lock (`IntrospectionError.locked`).
/// See SQLite's "File Locking And Concurrency In SQLite Version 3" and "BEGIN TRANSACTION".
extension MigrationLock {
    /// Opens the database at `path` for migrating: the busy timeout set, `secure_delete`
    /// off so a table rebuild does not spend time zeroing freed pages (Debian's SQLite
    /// turns it on), and a page cache of up to 256 MiB, which makes a rebuild of a
    /// million rows into a random-key index about 1.5× faster (memory is only taken as
    /// pages are touched, and only by this connection).
    ///
    /// Double-quoted strings are read as SQLite's own shell reads them: a view or
    /// trigger written with one (GeoPackage's `st_geometry_columns` says `"ST_"`) is
    /// parsed again whenever a table is renamed or loses a column, and with GRDB's
    /// default, which refuses them ("Double-quoted String Literals Are Accepted" in
    /// SQLite's quirks), every such migration failed at a view it never touched.
    public func open(_ path: String) throws(MigrationError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.acceptsDoubleQuotedStringLiterals = true
        configuration.busyMode = .timeout(timeout)
        configuration.label = "modelc.migrate"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA secure_delete = OFF")
            try db.execute(sql: "PRAGMA cache_size = -262144")
        }
        do {
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw map(error, path: path)
        }
    }

    /// `error` as a `MigrationError`: a busy database becomes `lockTimeout`, a problem
    /// with the file itself (not a database, damaged, read-only, cannot be opened) the
    /// `IntrospectionError` every command reports it as.
    public func map(_ error: any Error, path: String) -> MigrationError {
        if let error = error as? MigrationError { return error }
        if let error = error as? IntrospectionError {
            if case .locked = error { return .lockTimeout(database: path, seconds: timeout) }
            return .introspection(error.report)
        }
        if let error = error as? DatabaseError, let problem = IntrospectionError.fileProblem(error, path: path, lockTimeout: timeout) {
            if case .locked = problem { return .lockTimeout(database: path, seconds: timeout) }
            return .introspection(problem.report)
        }
        return .introspection(IntrospectionError.databaseError(path: path, reason: Self.message(of: error)).report)
    }

    /// The message of an SQLite error without GRDB's decorations.
    static func message(of error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return "\(error)"
    }
}
