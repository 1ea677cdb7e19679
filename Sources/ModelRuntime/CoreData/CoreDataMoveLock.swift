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
/// and its file is removed when the move ends.
struct CoreDataMoveLock {
    private let path: String
    private let descriptor: Int32

    init(database: String) throws(CoreDataStoreMigrationError) {
        path = database + ".modelc-lock"
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .moveInProgress(database: database)
        }
    }

    /// Removes the lock's file, then gives the lock up.
    func release() {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
