import Foundation
import GRDB

/// How a Core Data store is read without a byte written beside it.
///
/// Core Data's stores are in WAL mode. SQLite opening one, even read-only, creates a
/// `-shm` index and an empty `-wal` in the store's folder, and an app must not find new
/// files in its Core Data folder. So:
/// - a store whose `-wal` is missing or empty holds all its data in the main file, and is
///   attached as `file:…?immutable=1`, with which SQLite creates no file at all;
/// - a store whose `-wal` holds pages (changes not yet checkpointed, as an app killed
///   mid-session leaves them) is copied with its `-wal` into a private folder, and the
///   copy is read: the pages are read, and the store's folder stays untouched;
/// - a store with a `-journal` that holds pages (a store in rollback-journal mode whose
///   last save never committed: an app killed mid-save, or a writer still in its
///   transaction) is copied with its journal, and the copy is opened for writing, so that
///   SQLite rolls the journal back on the copy as Core Data would on the store: read with
///   `immutable=1`, which ignores journals and locks, the uncommitted pages in the main
///   file were imported as if saved;
/// - where this SQLite does not read URI file names, the store is always read from a copy.
/// `remove()` deletes the private folder.
public struct CoreDataStoreAccess: Sendable {
    /// The store as given.
    public var storePath: String
    /// The private copy read in place of the store, when one is needed.
    public private(set) var copyPath: String?
    /// Whether `ATTACH` takes a `file:` URI here.
    private var usesURI: Bool
    /// Whether the copy holds a journal to roll back, so it is attached for writing.
    private var rollsBack = false

    /// Decides how to read the store at `storePath`, copying it under `privateFolder`
    /// (created, and removed by `remove()`) when it must be copied.
    public init(store storePath: String, privateFolder: String) throws {
        self.storePath = storePath
        let queue = try DatabaseQueue()
        usesURI = try queue.read { db in try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')") == true }
        func holdsPages(_ path: String) -> Bool {
            ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 0
        }
        let wal = storePath + "-wal", journal = storePath + "-journal"
        let hasWAL = holdsPages(wal), hasJournal = holdsPages(journal)
        guard hasWAL || hasJournal || !usesURI else { return }
        try FileManager.default.createDirectory(atPath: privateFolder, withIntermediateDirectories: true)
        let copy = URL(fileURLWithPath: privateFolder).appendingPathComponent(URL(fileURLWithPath: storePath).lastPathComponent).path
        try FileManager.default.copyItem(atPath: storePath, toPath: copy)
        if hasWAL { try FileManager.default.copyItem(atPath: wal, toPath: copy + "-wal") }
        if hasJournal { try FileManager.default.copyItem(atPath: journal, toPath: copy + "-journal") }
        rollsBack = hasJournal
        copyPath = copy
    }

    /// The name to `ATTACH` the store by.
    public var attachName: String {
        let path = URL(fileURLWithPath: copyPath ?? storePath).standardizedFileURL.path
        guard usesURI else { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
        return uri + (copyPath == nil ? "?immutable=1" : rollsBack ? "?mode=rw" : "?mode=ro")
    }

    /// Removes the private copy, if one was made.
    public func remove() {
        guard let copyPath else { return }
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: copyPath).deletingLastPathComponent().path)
    }
}
