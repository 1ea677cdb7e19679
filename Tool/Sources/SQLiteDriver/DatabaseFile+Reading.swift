import Foundation
import GRDB
import Migration
import SchemaCore

extension DatabaseFile {
    /// Runs `body` in one read of the existing SQLite file at `path`, opened with
    /// `openForReading`; every failure (missing file, a directory, not a database,
    /// locked for longer than `busyTimeout` seconds, corrupt) becomes the matching
    /// `IntrospectionError`.
    public static func read<T>(
        _ path: String, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout, label: String = "modelc.read",
        _ body: (Database) throws -> T
    ) throws(IntrospectionError) -> T {
        try reading(path, busyTimeout: busyTimeout, label: label) { try $0.read(body) }
    }

    /// Runs `body` on the existing SQLite file at `path`, opened as `read` opens it but
    /// outside a transaction, for a statement that refuses to run inside one
    /// (`VACUUM INTO`, which copies the file). Its errors are `read`'s, and it leaves no
    /// `-wal` or `-shm` file it created.
    public static func readWithoutTransaction<T>(
        _ path: String, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout, label: String = "modelc.read",
        _ body: (Database) throws -> T
    ) throws(IntrospectionError) -> T {
        try reading(path, busyTimeout: busyTimeout, label: label) { try $0.writeWithoutTransaction(body) }
    }

    /// The damage `PRAGMA quick_check` finds in the file at `path`, as the error
    /// `inspect` reports (`database-corrupt`), or nil when it finds none. Every command
    /// that reads a file's schema or history asks: SQLite reads those from their own
    /// pages, so a file with a damaged table still gives a plan or a status until a
    /// migration reaches the page.
    public static func damage(at path: String, busyTimeout: TimeInterval) throws(IntrospectionError) -> IntrospectionError? {
        // Outside a transaction: a check that stops at a damaged page would fail the read
        // that holds it, rather than say what it found.
        try readWithoutTransaction(path, busyTimeout: busyTimeout, label: "modelc.check") { db in try Verification.damage(db) }
            .map { IntrospectionError.corrupt(path: path, reason: $0) }
    }

    /// `use` of the connection `openForReading` opens on the existing file at `path`,
    /// closed after; no `-wal` or `-shm` this read created is left, and every failure is
    /// the matching `IntrospectionError`.
    static func reading<T>(
        _ path: String, busyTimeout: TimeInterval, label: String, _ use: (DatabaseQueue) throws -> T
    ) throws(IntrospectionError) -> T {
        try requireFile(path)
        let sidecars = Sidecars(of: path)
        defer { sidecars.removeIfLeftByThisRead() }
        var copy: PrivateCopy?
        defer { copy?.remove() }
        do {
            if sidecars.needsIndex { copy = try PrivateCopy(of: path) }
            let queue = try openForReading(copy?.path ?? path, busyTimeout: busyTimeout, label: label)
            defer { try? queue.close() }
            return try use(queue)
        } catch {
            throw IntrospectionError.from(error, path: path, lockTimeout: busyTimeout)
        }
    }

    /// The database and its `-wal` copied into a folder of their own, for reading a
    /// log without its `-shm` index: SQLite builds the index beside the log it reads,
    /// and no connection removes one it did not find (a store copied off a device with
    /// its `-wal` alone had a 32 KB `-shm` left beside it by `inspect`). The copy's
    /// index goes with the folder.
    struct PrivateCopy {
        let path: String

        init(of original: String) throws {
            let folder = NSTemporaryDirectory() + "modelc-read-" + UUID().uuidString.prefix(8).lowercased()
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = (folder as NSString).appendingPathComponent((original as NSString).lastPathComponent)
            do {
                try FileManager.default.copyItem(atPath: original, toPath: path)
                try FileManager.default.copyItem(atPath: original + "-wal", toPath: path + "-wal")
            } catch {
                remove()
                throw error
            }
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
        }
    }

    /// The `-wal` and `-shm` files beside a WAL-mode database, which a read-only
    /// connection creates when they are missing and cannot remove when it closes (only a
    /// read-write connection that finds itself the last one does, as SQLite's
    /// "Write-Ahead Logging" page says). A command that only reads must not leave them
    /// in another app's folder or a git work tree, as the `sqlite3` shell does not.
    struct Sidecars {
        let path: String
        /// Whether the files were there before the read: then they are someone else's.
        let existed: Bool
        /// Whether the `-wal` holds pages but has no `-shm` index beside it, which a read
        /// would create there (`PrivateCopy`).
        let needsIndex: Bool

        init(of path: String) {
            self.path = path
            let (wal, shm) = (FileManager.default.fileExists(atPath: path + "-wal"), FileManager.default.fileExists(atPath: path + "-shm"))
            existed = wal || shm
            needsIndex = wal && !shm && ((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0) > 0
        }

        /// Opens the file read-write for one read and closes it, so that SQLite removes
        /// the files it finds empty when no other connection has the database open; it
        /// checkpoints nothing (the log is empty) and writes nothing else. Skipped when
        /// the files were there before, or when the log holds anything.
        func removeIfLeftByThisRead() {
            guard !existed, FileManager.default.fileExists(atPath: path + "-wal"),
                  (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) == 0,
                  FileManager.default.isWritableFile(atPath: path) else { return }
            var configuration = Configuration()
            configuration.busyMode = .immediateError
            configuration.label = "modelc.tidy"
            guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else { return }
            _ = try? queue.read { db in try Row.fetchOne(db, sql: "SELECT 1 FROM sqlite_master LIMIT 1") }
            try? queue.close()
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
    public static func openForReading(_ path: String, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout, label: String = "modelc.read") throws -> DatabaseQueue {
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
