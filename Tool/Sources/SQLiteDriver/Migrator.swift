import Foundation
import GRDB
import Migration
import ModelKit
import ModelRuntime
import SchemaCore

/// Applies versioned migrations to one SQLite database file, safely.
///
/// For each pending migration, in order:
/// 1. `PRAGMA foreign_keys = OFF` *before* `BEGIN` — inside a transaction the pragma is
///    a no-op, and with foreign keys on, dropping the old table during a rebuild would
///    run `ON DELETE CASCADE` into child tables;
/// 2. `BEGIN IMMEDIATE` (the write lock; see `MigrationLock`), then the history is read
///    again, so a process that waited for the lock finds the migration done;
/// 3. the rows at stake of destructive steps that are not approved (any non-zero count
///    refuses, naming the rows; all zero: the steps lose nothing and run), then the
///    preflight counts of `dataDependent` steps (all of them, but for the few an edit
///    of the planned SQL satisfied: `MigrationFile.preflightSelection`): any non-zero
///    count refuses, with a few of the rows and a hint;
/// 4. the SQL, after which the views and triggers (and the indexes the target schema
///    disclaims) that the SQL made vanish with a table it rebuilt, without naming them,
///    are created again (see `UnmanagedObjects`);
///    then `PRAGMA foreign_key_check`, `PRAGMA quick_check` (over the whole
///    database, or only the tables an unedited plan touched: `VerificationScope`) and
///    the introspected schema compared with the compiled target schema;
/// 5. the history row, `COMMIT`, and foreign keys back on.
///
/// Any failure rolls back that migration; the migrations before it in the run stay
/// committed (``observer`` hears of each as it commits, and of the one that failed).
/// Refusals that need no data (a changed applied file, a stale sum, a stale planned
/// file, a `--to` version no file belongs to, an unapproved destructive step whose file
/// has no `at-stake:` count) are found before anything is opened for writing, so the
/// database file stays byte-identical.
///
/// A dry run makes the same refusals, then runs the pending migrations through this
/// same path on a private copy of the database (see `rehearse(_:history:options:)`).
public struct Migrator: Sendable {
    /// The database file; created by the first migration when it does not exist.
    public var databasePath: String
    public var lock: MigrationLock
    /// The schema a migration must produce, or nil to skip the schema comparison
    /// (a hand-written migration, or no model at hand).
    public var targetSchema: @Sendable (MigrationFile) -> Schema?
    /// Called while migrations run, statement by statement; nil runs each migration's
    /// SQL in one call with no reporting.
    public var progress: MigrationProgressHandler?
    /// Told when each migration commits and when one fails, as it happens, so a caller
    /// can show progress and, after a failure, what was applied before it.
    public var observer: MigrationObserver?
    /// The down migrations of `files`, by the number of the file each undoes: what
    /// `migrate --to N` below the database's version runs (`MigrationRun`).
    public var downFiles: [Int: MigrationFile] = [:]
    /// The model the files were made from, as it is on disk now, when there is one:
    /// a pending planned file made from an earlier text of its version is refused
    /// before anything runs (`MigrationFile.isStale(in:)`), and `--to N` is told apart
    /// from a version the model has but no migration leads to yet.
    public var model: ModelVersions?

    public init(
        databasePath: String,
        lock: MigrationLock = MigrationLock(),
        targetSchema: @escaping @Sendable (MigrationFile) -> Schema? = { _ in nil }
    ) {
        SQLiteDialectDriver.register()
        self.databasePath = databasePath
        self.lock = lock
        self.targetSchema = targetSchema
    }

    /// The applied history and the pending migrations, without writing anything.
    ///
    /// - Parameter modelVersion: list as pending only the files that belong to model
    ///   versions up to this one (`models/X@N`); nil lists every pending file.
    public func status(of files: [MigrationFile], throughModelVersion modelVersion: Int? = nil) throws(MigrationError) -> MigrationStatus {
        let selected = try files.selected(throughModelVersion: modelVersion, model: model)
        var status = MigrationStatus(database: databasePath, files: files, selected: selected, history: try readHistory(), resolutions: try readResolutions())
        status.databaseExists = FileManager.default.fileExists(atPath: databasePath)
        return status
    }

    /// Applies the pending migrations among `files` (all of them, or those of model
    /// versions up to `options.targetVersion`), or with `options.dryRun` reports what
    /// would run and what the real run would refuse.
    ///
    /// - Parameter sum: the folder's `modelc.sum`; when given, a pending file must match it.
    ///
    /// A database file that does not exist is created only when a migration commits
    /// (see `creatingDatabase(_:)`): a failed first run leaves no file behind, and a dry
    /// run never creates one.
    public func migrate(
        _ files: [MigrationFile],
        sum: MigrationSum? = nil,
        options: MigrateOptions = MigrateOptions()
    ) throws(MigrationError) -> MigrationReport {
        if options.dryRun { return try migrateFiles(files, sum: sum, options: options) }
        return try creatingDatabase { migrator throws(MigrationError) in
            try migrator.migrateFiles(files, sum: sum, options: options)
        }
    }

    private func migrateFiles(_ files: [MigrationFile], sum: MigrationSum?, options: MigrateOptions) throws(MigrationError) -> MigrationReport {
        let history = try readHistory()
        let run = run(files, sum: sum, options: options)
        let schedule = try run.schedule(after: history)
        var report = run.report(database: databasePath, schedule: schedule)
        guard !schedule.migrations.isEmpty else { return report }
        if options.dryRun {
            if let backupPath = options.backupPath { try Self.checkBackupPath(backupPath) }
            report.planned = try rehearse(schedule, history: history, run: run)
            report.notReached = schedule.migrations.dropFirst(report.planned.count).map(\.file.fileName)
            return report
        }
        let queue = try lock.open(databasePath)
        let connection = SQLiteMigrationConnection(migrator: self, queue: queue)
        guard let backupPath = options.backupPath else {
            return try run.apply(schedule, history: history, on: connection, into: report)
        }
        try backup(queue, to: backupPath)
        report.backup = backupPath
        // A run that commits nothing (the database read-only or locked, the first
        // migration refused or failed) leaves nothing behind: its backup goes again, so
        // that the same command can run again once the cause is fixed.
        let commits = CommitCount()
        var counted = run
        counted.observer = { [observer = run.observer] event in
            if case .committed = event { commits.add() }
            observer?(event)
        }
        do {
            return try counted.apply(schedule, history: history, on: connection, into: report)
        } catch {
            if commits.isZero { try? FileManager.default.removeItem(atPath: backupPath) }
            throw error
        }
    }

    /// The run of `files` on this database: the one migrator (`MigrationRun`), with this
    /// migrator's target schemas, down files, model and observer.
    func run(_ files: [MigrationFile], sum: MigrationSum?, options: MigrateOptions) -> MigrationRun {
        MigrationRun(files: files, sum: sum, model: model, downs: downFiles, options: options, targetSchema: targetSchema, observer: observer)
    }

    /// Runs `unit` in its own transaction with all the guards; nil when its version
    /// turned out to be applied already (another process got there first).
    func apply(_ unit: MigrationUnit, on queue: DatabaseQueue) throws(MigrationError) -> AppliedMigration? {
        var counts = GuardCounts()
        return try apply(unit, on: queue, counted: &counts)
    }

    /// `apply(_:on:)`, telling `counts` what the guards counted before the SQL ran (also
    /// when they refuse): what a dry run shows.
    func apply(_ unit: MigrationUnit, on queue: DatabaseQueue, counted counts: inout GuardCounts) throws(MigrationError) -> AppliedMigration? {
        // Timed from the moment the write lock is held, so waiting for another
        // process does not count as the migration's duration.
        var start = DispatchTime.now()
        var recorded: Int?
        var notes: [String] = []
        do {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                try db.inTransaction(.immediate) {
                    start = DispatchTime.now()
                    let entry = try unit.version.flatMap { version in try MigrationHistory.entries(db).first(where: { $0.version == version }) }
                    if unit.isDown {
                        // Undone already (another process got there first).
                        if entry == nil { return .rollback }
                    } else if let entry {
                        guard ([unit.checksum] + unit.acceptedChecksums).contains(where: { $0.description == entry.checksum }) else {
                            throw MigrationError.checksumMismatch(file: unit.name, recorded: Checksum(parsing: entry.checksum) ?? Checksum(hex: entry.checksum), actual: unit.checksum)
                        }
                        return .rollback
                    }
                    // A declarative plan (no version) is judged against the history under
                    // the write lock, as every guard is.
                    if unit.version == nil {
                        try MigrationHistory.requireDeclarativeRun(over: MigrationHistory.entries(db), modelHash: unit.modelHash, database: databasePath, plan: unit.name)
                    }
                    if let planned = unit.startSchema, let target = unit.targetSchema {
                        let now = try SchemaIntrospector.introspect(db)
                        if target.differences(from: now, options: Verification.comparison).isEmpty { return .rollback }
                        if !planned.differences(from: now, options: Verification.comparison).isEmpty {
                            throw MigrationError.schemaChangedWhilePlanning(database: databasePath)
                        }
                    }
                    notes = try runGuarded(unit, db, counts: &counts)
                    // Measured once: the duration reported is the one recorded.
                    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
                    if let version = unit.version, unit.isDown {
                        try MigrationHistory.remove(version: version, in: db)
                    } else if let version = unit.version {
                        try MigrationHistory.record(
                            MigrationHistory.Entry(
                                version: version,
                                name: unit.name,
                                checksum: unit.checksum.description,
                                appliedAt: MigrationHistoryRecord.timestamp(),
                                durationMilliseconds: elapsed,
                                modelHash: unit.modelHash?.description
                            ),
                            in: db
                        )
                    }
                    recorded = elapsed
                    return .commit
                }
            }
        } catch let MigrationError.foreignKeyViolations(file, count, sample) {
            // Rolled back: the database is as it was before, and its own violations (foreign
            // keys are off by default in SQLite, so old files often hold some) are not this
            // migration's. Counted only on this path, so a migration that passes pays nothing.
            let scope = unit.verificationScope?.foreignKeyTables
            if let before = try? queue.read({ db in try Verification.foreignKeyViolations(db, tables: scope) }) {
                throw MigrationError.foreignKeyViolationsBefore(file: file, count: before.count, sample: before.first, tables: scope)
            }
            throw MigrationError.foreignKeyViolations(file: file, count: count, sample: sample)
        } catch {
            throw lock.map(error, path: databasePath)
        }
        guard let elapsed = recorded else { return nil }
        return AppliedMigration(version: unit.version, name: unit.name, summary: unit.summary, durationMilliseconds: elapsed, notes: notes)
    }

    /// The guards (`MigrationGuards`: rows at stake, preflight), SQL (keeping the objects
    /// it does not name) and the three checks; throws (so the caller rolls back) on any
    /// failure. Returns what the report should say about how the migration was let through.
    private func runGuarded(_ unit: MigrationUnit, _ db: Database, counts: inout GuardCounts) throws -> [String] {
        let guards = MigrationGuards(name: unit.name, isPlan: unit.version == nil, atStake: unit.atStake,
                                     preflight: unit.preflight, skippedPreflight: unit.skippedPreflight)
        let notes = try guards.check(on: SQLiteGuardQueries(db: db, databasePath: databasePath), counts: &counts)
        var unmanaged = try UnmanagedObjects.saved(in: db, before: unit.sql, target: unit.targetSchema)
        let fullTextBefore = try ExternalContentTables(db).problems
        let compiledBefore = try ObjectCompilation(db)
        let statistics = try PlannerStatistics.saved(in: db)
        do {
            if let progress {
                try ProgressReporter(migration: unit.name, handler: progress).execute(unit.sql, in: db, keeping: &unmanaged)
            } else {
                try unmanaged.run(unit.sql, in: db) { try $0.execute() }
            }
        } catch let error as DatabaseError where IntrospectionError.fileProblem(error, path: databasePath) == nil {
            let message = MigrationLock.message(of: error)
            if let broken = compiledBefore.failedAlready(message) {
                throw MigrationError.sqlFailed(file: unit.name, message: message, hint: SQLiteFailureHint.brokenBefore(view: broken.view, reason: broken.reason))
            }
            throw MigrationError.sqlFailed(file: unit.name, message: message, hint: SQLiteFailureHint.hint(for: message))
        }
        try unmanaged.restore(in: db, migration: unit.name)
        try statistics.restore(in: db)
        // A full-text table reading a column the migration renamed or dropped (which
        // `ALTER TABLE` does not rewrite in it) fails every query and every write after.
        if let broken = try ExternalContentTables(db).problems.first(where: { !fullTextBefore.contains($0) }) {
            throw MigrationError.sqlFailed(file: unit.name, message: broken, hint: SQLiteFailureHint.hint(for: broken))
        }
        // A kept view or trigger that reads what the migration dropped or renamed.
        if let broken = try ObjectCompilation(db).newFailure(since: compiledBefore) {
            throw MigrationError.sqlFailed(file: unit.name, message: broken, hint: SQLiteFailureHint.hint(for: broken))
        }
        if let (count, first) = try Verification.foreignKeyViolations(db, tables: unit.verificationScope?.foreignKeyTables) {
            throw MigrationError.foreignKeyViolations(file: unit.name, count: count, sample: first)
        }
        if let problems = try Verification.quickCheckProblems(db, tables: unit.verificationScope?.integrityTables) {
            throw MigrationError.integrityCheckFailed(file: unit.name, report: problems)
        }
        if let target = unit.targetSchema {
            let differences = try Verification.schemaDifferences(db, expected: target)
            if !differences.isEmpty {
                throw MigrationError.verificationFailed(file: unit.name, differences: differences)
            }
        }
        return notes
    }

    /// The history, read without writing; empty when the database or table does not exist.
    func readHistory() throws(MigrationError) -> [MigrationHistory.Entry] {
        guard FileManager.default.fileExists(atPath: databasePath) else { return [] }
        do {
            return try DatabaseFile.read(databasePath, busyTimeout: lock.timeout, label: "modelc.history", MigrationHistory.entries)
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }

    /// Refuses a backup path that names a file (never overwritten) or whose folder is
    /// missing or cannot be written: said as the backup's, where SQLite's error named the
    /// database as the file it could not open.
    static func checkBackupPath(_ path: String) throws(MigrationError) {
        guard !FileManager.default.fileExists(atPath: path) else { throw .backupExists(path: path) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        guard exists, FileManager.default.isWritableFile(atPath: folder) else {
            throw .backupFolderUnwritable(path: path, folder: folder, isMissing: !exists)
        }
    }

    /// A consistent copy in a new file (`Database.copy(into:)`), taken before anything is
    /// applied. A copy that fails leaves no file behind, so the same command can run again.
    func backup(_ queue: DatabaseQueue, to path: String) throws(MigrationError) {
        try Self.checkBackupPath(path)
        do {
            try queue.writeWithoutTransaction { db in
                try db.copy(into: path)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw lock.map(error, path: databasePath)
        }
    }
}

/// How many migrations a run has committed, as its observer hears them (possibly on the
/// migrator's own thread).
private final class CommitCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var isZero: Bool { lock.withLock { count == 0 } }
}
