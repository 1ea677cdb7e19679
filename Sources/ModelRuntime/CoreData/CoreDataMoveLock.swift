#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The lock that lets one move of a Core Data store into a database run at a time: an
/// exclusive `flock` on `<database>.modelc-lock`, taken without waiting.
///
/// An app and its extension (a widget, a share extension) may both start the move at
/// first launch; each would remove the other's staging files as what a killed run left,
/// and both fail with misleading errors. With the lock, the second stops at once with
/// `moveInProgress` and can try again; the lock goes with the process if it is killed,
/// and its file is removed when the move ends. `modelc import coredata-store` takes the
/// same lock, so a command and an app moving into one file do not collide either.
///
/// Removing the file when the move ends races with a second mover that opened it just
/// before: that one would hold a lock on a file no longer in the folder while a third
/// created a new one. So a lock counts only when the file locked is still the one at the
/// path; otherwise it is taken again on the new file.
public struct CoreDataMoveLock: Sendable {
    private let path: String
    private let descriptor: Int32

    /// Takes the lock of `database` (a path), or throws `moveInProgress` when another
    /// process holds it, `writeFailed` when its file cannot be made.
    public init(database: String) throws(CoreDataStoreMigrationError) {
        path = database + ".modelc-lock"
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
            guard descriptor >= 0 else {
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw .moveInProgress(database: database)
            }
            if Self.isStillAtPath(descriptor, path) {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
    }

    /// Removes the lock's file, then gives the lock up.
    public func release() {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Whether the file open as `descriptor` is the one `path` names now.
    private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
