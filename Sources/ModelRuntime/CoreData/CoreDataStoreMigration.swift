import Foundation
import GRDB

/// Moves an app's Core Data store into a new modelc database, on the device, at first
/// launch: what the generated `<Model>.coreDataStoreMigration` runs.
///
/// ```swift
/// let database = support.appendingPathComponent("Library.sqlite")
/// if !FileManager.default.fileExists(atPath: database.path),
///    CoreDataStoreMigration.storeExists(at: store) {
///     let report = try await Library.coreDataStoreMigration.run(store: store, into: database) { progress in
///         print(progress.completed, "of", progress.total)
///     }
///     // Later, once the app trusts the new database: try CoreDataStoreMigration.removeStore(at: store)
/// }
/// let queue = try Library.openDatabase(at: database.path)
/// ```
///
/// The steps, each of which can stop before anything is in place:
/// 1. read the store without writing a byte beside it (`CoreDataStoreAccess`), and find
///    the version that wrote it (`CoreDataStoreVersion.identify`);
/// 2. create `<database>.modelc-import` with the app's migrator, up to that version;
/// 3. copy every row and link in one transaction and check the counts on both sides and
///    the foreign keys (`CoreDataStoreCopier`, the code `modelc import coredata-store`
///    runs);
/// 4. migrate it to the newest version with the same migrator;
/// 5. link it to `database` (never replacing a file).
///
/// Run it before the app opens its Core Data stack: the store must not be open while it
/// is read (a store without pages in its `-wal` is read without locks, so that no file is
/// written beside it).
///
/// Safe to interrupt: until step 5 nothing is at `database`; a run killed at any point
/// leaves at most `<database>.modelc-import` (and a private copy of a store whose `-wal`
/// holds pages), which the next run removes before starting over. The Core Data store,
/// its `-wal`, `-shm` and external-data folder are never written. Removing the store is
/// the app's decision (`removeStore(at:)`), never automatic.
public struct CoreDataStoreMigration: Sendable {
    /// Where a run is.
    public struct Progress: Sendable, Hashable {
        /// Steps done, of `total`: one per copy statement, plus reading, creating and
        /// migrating.
        public var completed: Int
        public var total: Int
        /// What is being done, for a log (`copying \`entry\``).
        public var step: String
    }

    /// What a run did.
    public struct Report: Sendable {
        /// The Core Data version that wrote the store (`Library 3`).
        public var coreDataVersion: String
        /// Its modelc version: where the rows were copied before migrating.
        public var copiedAtVersion: Int
        /// Every count, taken in the store and in the new database.
        public var counts: [CoreDataStoreCopier.Count]
        public var database: URL
    }

    private let versionsJSON: String?
    private let givenVersions: [CoreDataStoreVersion]?
    /// The app's migrator: it creates the database at the store's version, then takes it
    /// to the newest.
    public let migrator: DatabaseMigrator
    /// The model's name, for messages.
    public let modelName: String
    /// What to do with an external binary value whose file is missing (by default the
    /// run stops, naming it; `.clear` stores NULL and counts it in the report).
    public var missingExternalData: CoreDataStoreCopier.MissingExternalData = .refuse
    /// Whether the store may hold other models' entities, which are left out: an app
    /// whose persistent store was written by a model merged from several `.xcdatamodeld`s
    /// (`NSManagedObjectModel(byMerging:)`). Off, an entity no version has makes the
    /// store another version's (a newer app's), and the run stops.
    public var storeHoldsOtherModels = false
    /// What to do with a reference to a row the store does not hold (by default the run
    /// stops, naming it; `.clear` stores NULL for an optional one, leaves out a
    /// many-to-many link to one, and counts them in the report).
    public var danglingReferences: CoreDataStoreCopier.DanglingReferences = .refuse

    /// A migration over `versions` (oldest first).
    public init(versions: [CoreDataStoreVersion], migrator: DatabaseMigrator, modelName: String) {
        givenVersions = versions
        versionsJSON = nil
        self.migrator = migrator
        self.modelName = modelName
    }

    /// A migration over the versions encoded in `versionsJSON` (what `modelc generate`
    /// embeds), decoded when it runs.
    public init(versionsJSON: String, migrator: DatabaseMigrator, modelName: String) {
        givenVersions = nil
        self.versionsJSON = versionsJSON
        self.migrator = migrator
        self.modelName = modelName
    }

    /// The versions this migration knows, oldest first.
    public func versions() throws(CoreDataStoreMigrationError) -> [CoreDataStoreVersion] {
        if let givenVersions { return givenVersions }
        do {
            return try JSONDecoder().decode([CoreDataStoreVersion].self, from: Data((versionsJSON ?? "[]").utf8))
        } catch {
            throw .invalidLayout(reason: "\(error)")
        }
    }

    /// Whether a store file is at `url`.
    public static func storeExists(at url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Removes the Core Data store at `url` with its `-wal`, `-shm` and external-data
    /// folder (`.<Store>_SUPPORT`): for the app to call once it no longer needs the store.
    public static func removeStore(at url: URL) throws {
        let manager = FileManager.default
        let support = url.deletingLastPathComponent().appendingPathComponent("." + url.deletingPathExtension().lastPathComponent + "_SUPPORT")
        for path in [url.path + "-wal", url.path + "-shm", support.path, url.path] where manager.fileExists(atPath: path) {
            try manager.removeItem(atPath: path)
        }
    }

    /// Runs the migration off the caller's thread. Cancelling the task stops it before
    /// the next statement, with nothing at `database`.
    ///
    /// - Throws: `CoreDataStoreMigrationError`, or `CancellationError`.
    public func run(store: URL, into database: URL, progress: @escaping @Sendable (Progress) -> Void = { _ in }) async throws -> Report {
        let task = Task.detached(priority: .utility) { () throws -> Report in
            try self.runSynchronously(store: store, into: database, progress: progress, isCancelled: { Task.isCancelled })
        }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Runs the migration on the calling thread: for scripts and tests.
    public func runSynchronously(store: URL, into database: URL, progress: (Progress) -> Void = { _ in },
                                 isCancelled: () -> Bool = { false }) throws -> Report {
        let staged = CoreDataStoreCopier.staging(for: database.path)
        let staging = staged.database
        // The new database, its staging file and a private copy of the store go in the
        // database's folder: one that cannot be written is said as such, not as a store
        // that cannot be read (which copying a store with pages in its `-wal` would say).
        if let problem = CoreDataStoreCopier.folderProblem(for: database.path) {
            throw CoreDataStoreMigrationError.writeFailed(path: problem.folder, reason: problem.reason)
        }
        // One move into a database at a time: an app and its extension starting together
        // would each remove the other's staging as a leftover.
        let lock = try CoreDataMoveLock(database: database.path)
        defer { lock.release() }
        CoreDataStoreCopier.removeLeftovers(of: staged)
        if FileManager.default.fileExists(atPath: database.path) { throw CoreDataStoreMigrationError.databaseExists(path: database.path) }
        guard FileManager.default.fileExists(atPath: store.path) else { throw CoreDataStoreMigrationError.storeNotFound(path: store.path) }
        let versions = try versions()

        let access: CoreDataStoreAccess
        do {
            access = try CoreDataStoreAccess(store: store.path, privateFolder: staged.storeFolder)
        } catch {
            throw CoreDataStoreContents.storeError(error, path: store.path)
        }
        defer { access.remove() }
        var placed = false
        defer { if !placed { DatabaseFiles.remove(at: staging) } }

        let contents = try CoreDataStoreContents.read(store.path, through: access)
        let found = try CoreDataStoreVersion.identify(contents, in: versions, modelName: modelName, otherModels: storeHoldsOtherModels)
        let version = versions[found.index]
        guard let migration = version.migration else {
            throw CoreDataStoreMigrationError.schemaMismatch(version: version.modelVersion, missing: ["a migration of the app's migrator after which the database is at that version"])
        }
        // The migrations after the store's version run one at a time, so progress says
        // which and a failure names it.
        let later = Array(migrator.migrations.drop { $0 != migration }.dropFirst())
        let total = version.statements.count + 3 + later.count
        progress(Progress(completed: 1, total: total, step: "read the store, written by `\(version.name)`"))
        if isCancelled() { throw CancellationError() }

        try migrate(staging, upTo: migration, step: "creating version \(version.modelVersion)")
        progress(Progress(completed: 2, total: total, step: "created version \(version.modelVersion)"))
        let counts = try CoreDataStoreCopier(version: version, store: contents, access: access, missingExternalData: missingExternalData,
                                             danglingReferences: danglingReferences).copy(
            into: staging,
            progress: { done, _ in
                progress(Progress(completed: 2 + done, total: total, step: "copied `\(version.statements[done - 1].table)`"))
            },
            isCancelled: isCancelled
        )
        if isCancelled() { throw CancellationError() }
        for (offset, identifier) in later.enumerated() {
            try migrate(staging, upTo: identifier, step: "migrating to the newest version", naming: identifier)
            progress(Progress(completed: 3 + version.statements.count + offset, total: total, step: "applied `\(identifier)`"))
            if isCancelled() { throw CancellationError() }
        }
        try migrate(staging, upTo: nil, step: "migrating to the newest version")
        progress(Progress(completed: total, total: total, step: "migrated to the newest version"))
        try CoreDataStoreCopier.place(staging, at: database.path)
        placed = true
        return Report(coreDataVersion: version.name, copiedAtVersion: version.modelVersion, counts: counts, database: database)
    }

    /// Applies the migrator to the database at `path` (created if missing), up to
    /// `identifier` (every migration when nil). With `naming`, an SQLite error of the
    /// migration's own SQL is `migrationFailed` naming it: the store's rows, not the disk.
    private func migrate(_ path: String, upTo identifier: String?, step: String, naming migration: String? = nil) throws {
        do {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            if let identifier {
                try migrator.migrate(queue, upTo: identifier)
            } else {
                try migrator.migrate(queue)
            }
        } catch let error as CoreDataStoreMigrationError {
            throw error
        } catch let error as DatabaseError where migration != nil && [.SQLITE_CONSTRAINT, .SQLITE_ERROR, .SQLITE_MISMATCH].contains(error.resultCode.primaryResultCode) {
            throw CoreDataStoreMigrationError.migrationFailed(migration: migration ?? "", message: error.message ?? "\(error)")
        } catch {
            throw CoreDataStoreMigrationError.writeFailed(path: path, reason: "\(step): \(error)")
        }
    }
}
