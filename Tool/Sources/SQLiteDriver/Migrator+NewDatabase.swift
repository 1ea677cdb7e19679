import Foundation
import Migration
import ModelKit
import ModelRuntime
import SchemaCore

extension Migrator {
    /// Runs `body` (a migrate run) so that a database file that does not exist yet is
    /// only created once a migration commits.
    ///
    /// SQLite creates the file as soon as it is opened, so a first migration that fails
    /// would leave an empty database behind, which the next run (or an app) would take
    /// for a real one. Instead the run goes to a new file beside it, which is linked
    /// into place (`link(2)`, which never replaces an existing file) when at least one
    /// migration committed, and removed otherwise. If another process created the
    /// database in the meantime, the staged file is discarded and the run is repeated
    /// against that database, where the lock and the history make it apply nothing twice.
    ///
    /// The ``observer`` hears of the staged file's commits once it is in place (they
    /// are held back until then, and dropped with a discarded copy).
    func creatingDatabase(_ body: (Migrator) throws(MigrationError) -> MigrationReport) throws(MigrationError) -> MigrationReport {
        guard !FileManager.default.fileExists(atPath: databasePath) else { return try body(self) }
        var staged = self
        staged.databasePath = databasePath + ".modelc-new-\(UUID().uuidString.prefix(8))"
        let held = HeldEvents()
        if observer != nil { staged.observer = { held.append($0) } }
        defer { DatabaseFiles.remove(at: staged.databasePath) }
        var report: MigrationReport
        do {
            report = try body(staged)
        } catch {
            let failure = error.replacingDatabasePath(staged.databasePath, with: databasePath)
            // Migrations that committed before the failure stay, as with an existing file.
            if try placeStaged(staged.databasePath) == false { return try body(self) }
            held.replay(to: observer)
            throw failure
        }
        report.database = databasePath
        switch try placeStaged(staged.databasePath) {
        case false: return try body(self)
        case true, nil:
            held.replay(to: observer)
            return report
        }
    }

    /// Links the staged file into place when it holds at least one committed migration:
    /// true when linked, false when the database appeared meanwhile, nil when there was
    /// nothing to place.
    private func placeStaged(_ path: String) throws(MigrationError) -> Bool? {
        guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > 0 else { return nil }
        if link(path, databasePath) == 0 { return true }
        if errno == EEXIST { return false }
        // A file system without hard links: rename, which is only safe while no other
        // process created the file first (checked just before, a narrow window).
        if errno == EPERM || errno == EOPNOTSUPP || errno == ENOTSUP {
            if FileManager.default.fileExists(atPath: databasePath) { return false }
            if rename(path, databasePath) == 0 { return true }
        }
        throw .io(path: databasePath, reason: "could not create the database file: \(String(cString: strerror(errno)))")
    }
}

extension MigrationError {
    /// The same error, naming `path` instead of `staged` where it names the database
    /// (a run on a staged new file reports the file the user asked for).
    public func replacingDatabasePath(_ staged: String, with path: String) -> MigrationError {
        switch self {
        case .lockTimeout(let database, let seconds) where database == staged:
            .lockTimeout(database: path, seconds: seconds)
        case .io(let database, let reason) where database == staged:
            .io(path: path, reason: reason)
        case .schemaChangedWhilePlanning(let database) where database == staged:
            .schemaChangedWhilePlanning(database: path)
        case .introspection(let report):
            .introspection(report.replacingPath(staged, with: path))
        default:
            self
        }
    }
}

extension ErrorReport {
    /// The same report, naming `path` wherever it named `staged`: its path, sentence
    /// and hint (which quote the path, as in "database `…` is damaged").
    func replacingPath(_ staged: String, with path: String) -> ErrorReport {
        var report = self
        if report.path == staged { report.path = path }
        report.message = message.replacingOccurrences(of: staged, with: path)
        report.hint = hint?.replacingOccurrences(of: staged, with: path)
        return report
    }
}

/// Events of a run on a staged new database file, held until the file is in place.
private final class HeldEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [MigrationEvent] = []

    func append(_ event: MigrationEvent) {
        lock.withLock { events.append(event) }
    }

    func replay(to observer: MigrationObserver?) {
        guard let observer else { return }
        for event in lock.withLock({ events }) { observer(event) }
    }
}
