import Foundation

/// The files a SQLite database is on disk: the file itself and its rollback journal or
/// write-ahead log with its index. What is removed together when a database that was
/// being built is given up (a staged new database, a copy that failed).
public enum DatabaseFiles {
    /// The database file's companions, as suffixes of its path.
    public static let companionSuffixes = ["-journal", "-wal", "-shm"]

    /// Removes the database file at `path` and its companions, those that exist.
    public static func remove(at path: String) {
        for suffix in [""] + companionSuffixes {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
