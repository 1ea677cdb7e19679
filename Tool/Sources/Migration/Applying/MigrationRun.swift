import Foundation
import ModelKit
import SchemaCore

/// One run of a model's versioned migrations on one database, for every engine: the
/// one migrator, over an engine's `MigrationConnection`.
///
/// `schedule(after:)` decides what runs, from the database's history, before anything
/// is opened for writing: the pending files up to `options.targetVersion` (after the
/// guards that need no transaction: changed or missing applied files, `modelc.sum`,
/// stale files, unapproved destructive steps without an `at-stake:` count), or, when a
/// run goes down (`options.goesDown` to a version below the database's), the down
/// migrations of the later versions, newest first (`reversals(to:…)`). `apply(_:history:on:into:)`
/// then runs them in order on the connection, telling the `observer` of each as it
/// commits and of the one that failed, and returns the one `MigrationReport`.
///
/// A failure stops the run; the migrations before it stay committed. The first
/// migration of a database with tables but no history that fails in its SQL or its
/// verification says the database may predate modelc (`predatingModelc()`).
public struct MigrationRun: Sendable {
    /// The model's migration files, in order.
    public var files: [MigrationFile]
    /// The folder's `modelc.sum`; when given, a pending file must match it.
    public var sum: MigrationSum?
    /// The model as it is on disk, for stale files and `--to` versions; nil skips both.
    public var model: ModelVersions?
    /// The down migrations, by the number of the file each undoes; read for a run that
    /// may go down.
    public var downs: [Int: MigrationFile]
    public var options: MigrateOptions
    /// The schema the database must have after `file` (in the engine's types), or nil
    /// for none to compare with (a hand-written file, no model at hand).
    public var targetSchema: @Sendable (MigrationFile) -> Schema?
    /// Told as each migration commits or fails.
    public var observer: MigrationObserver?

    public init(
        files: [MigrationFile], sum: MigrationSum?, model: ModelVersions?, downs: [Int: MigrationFile] = [:],
        options: MigrateOptions, targetSchema: @escaping @Sendable (MigrationFile) -> Schema?, observer: MigrationObserver? = nil
    ) {
        self.files = files
        self.sum = sum
        self.model = model
        self.downs = downs
        self.options = options
        self.targetSchema = targetSchema
        self.observer = observer
    }

    /// One migration a run applies: the unit the connection runs, the file it comes
    /// from (a down migration's own file), and the model version the database is at
    /// once it committed (a down migration's: the version it leads back to).
    public struct Scheduled: Sendable {
        public var unit: MigrationUnit
        public var file: MigrationFile
        public var modelVersion: Int?
    }

    /// What a run decided from the history.
    public struct Schedule: Sendable {
        /// The migrations to apply, in order.
        public var migrations: [Scheduled]
        /// The model version the database is at before the run (the newest applied
        /// file's).
        public var startVersion: Int?
        /// For a run down: the model version it goes to.
        public var downTo: Int?

        public var units: [MigrationUnit] { migrations.map(\.unit) }
    }

    /// The model version of each file, by file number.
    var modelVersions: [Int: Int] {
        Dictionary(zip(files.map(\.version), files.modelVersions)) { first, _ in first }
    }

    /// What the run applies to a database with `history`, refusing before anything runs
    /// what needs no transaction to refuse.
    public func schedule(after history: [MigrationHistory.Entry]) throws(MigrationError) -> Schedule {
        let modelVersions = modelVersions
        let current = history.map(\.version).max().flatMap { modelVersions[$0] }
        if options.goesDown, let target = options.targetVersion, let current, target < current {
            let reversals = try files.reversals(to: target, history: history, downs: downs, sum: sum, model: model,
                                                allowDestructive: options.allowDestructive)
            let migrations = reversals.map { reversal in
                // The down file's checks cover what its plan touches, as an up file's do
                // (its scope is trusted only while it runs exactly its plan): checking the
                // whole database refused the way down over foreign-key violations in
                // tables the model leaves unmanaged, which the way up had let be (Mixxx).
                var unit = unit(for: reversal.down)
                unit.version = reversal.file.version
                unit.isDown = true
                return Scheduled(unit: unit, file: reversal.down, modelVersion: reversal.down.header.toVersion ?? target)
            }
            return Schedule(migrations: migrations, startVersion: current, downTo: target)
        }
        let pending = try files.pending(after: history, upTo: options.targetVersion, sum: sum, model: model)
        if !options.allowDestructive {
            // Without `at-stake:` counts (a file made before them, or a hand-written
            // header) nothing says the data is empty: refused before anything runs.
            for file in pending where file.unapprovedDestructiveSteps.contains(where: { $0.rowsAtStake == nil }) {
                throw .destructiveNotApproved(file: file.fileName, steps: file.unapprovedDestructiveSteps.map(\.summary))
            }
        }
        // Each unit compiles its file's model version (the schema verification compares
        // with): independent work, side by side.
        let units = pending.concurrentMap { unit(for: $0) }
        return Schedule(migrations: zip(units, pending).map { Scheduled(unit: $0, file: $1, modelVersion: modelVersions[$1.version]) },
                        startVersion: current)
    }

    /// The unit that applies `file`: the header's preflight checks it runs and skips
    /// (`MigrationFile.preflightSelection`), and its unapproved destructive steps unless
    /// the options allow them.
    public func unit(for file: MigrationFile) -> MigrationUnit {
        let preflight = file.preflightSelection
        return MigrationUnit(
            name: file.fileName,
            version: file.version,
            summary: file.header.summaryLine,
            sql: file.sql,
            checksum: file.checksum,
            acceptedChecksums: [file.fullTextChecksum],
            preflight: preflight.run,
            targetSchema: targetSchema(file),
            modelHash: file.header.modelHash,
            verificationScope: file.verificationScope,
            atStake: options.allowDestructive ? [] : file.unapprovedDestructiveSteps,
            skippedPreflight: preflight.skipped
        )
    }

    /// The report of a run that has not applied anything yet.
    public func report(database: String, schedule: Schedule) -> MigrationReport {
        var report = MigrationReport(database: database, dryRun: options.dryRun)
        report.version = schedule.startVersion
        return report
    }

    /// Applies `schedule`'s migrations in order on `connection`, adding each to
    /// `report`; the first failure stops the run (the observer hears of it) and is
    /// thrown, said as predating modelc where `predatingModelc()` applies.
    public func apply<Connection: MigrationConnection>(
        _ schedule: Schedule, history: [MigrationHistory.Entry], on connection: Connection, into report: MigrationReport
    ) throws(Connection.Failure) -> MigrationReport {
        var report = report
        connection.willApply(schedule.units)
        for (position, scheduled) in schedule.migrations.enumerated() {
            let unit = scheduled.unit
            do {
                if let applied = try connection.apply(unit, position: position) {
                    report.applied.append(applied)
                    report.version = scheduled.modelVersion ?? report.version
                    observer?(.committed(applied))
                } else if !unit.isDown {
                    report.alreadyApplied.append(unit.name)
                    report.version = scheduled.modelVersion ?? report.version
                }
            } catch {
                observer?(.failed(name: unit.name, version: unit.version))
                throw explained(error, of: unit, database: report.database, history: history, appliedBefore: !report.applied.isEmpty, on: connection)
            }
        }
        if let target = schedule.downTo {
            let modelVersions = modelVersions
            let remaining = history.filter { (modelVersions[$0.version] ?? 0) <= target }.map(\.version).max()
            report.version = remaining.flatMap { modelVersions[$0] }
        }
        return report
    }

    /// `error`, which stopped `unit` on `database`, said with its likely cause:
    /// - the first migration of a run whose SQL or verification failed on a database
    ///   that has tables but no history: the database may predate modelc;
    /// - a migration whose SQL failed on a database whose schema is not the version its
    ///   history says it is at: the schema was changed outside modelc (a column added by
    ///   hand makes the migration that adds it fail on a duplicate column), which the
    ///   failed statement alone blamed on the migration's SQL
    ///   (`MigrationError.sqlFailedOnChangedSchema`);
    /// - a verification that failed after a version stopped listing patterns under
    ///   `unmanaged:`: what they matched is still there, and the plan could not drop it;
    /// - a verification that failed on a database changed outside modelc before the
    ///   migration ran (`MigrationError.verificationFailedOnChangedSchema`).
    package func explained<Connection: MigrationConnection>(
        _ error: Connection.Failure, of unit: MigrationUnit, database: String, history: [MigrationHistory.Entry], appliedBefore: Bool,
        on connection: Connection
    ) -> Connection.Failure {
        guard let failure = error as? MigrationError else { return error }
        if history.isEmpty, !appliedBefore {
            switch failure {
            case .sqlFailed, .verificationFailed: break
            default: return error
            }
            return connection.holdsTables() ? Connection.failure(failure.predatingModelc()) : error
        }
        guard !unit.isDown, let version = unit.version,
              let previous = files.filter({ $0.version < version }).max(by: { $0.version < $1.version }), let fromVersion = modelVersions[previous.version],
              let expected = targetSchema(previous) else { return error }
        switch failure {
        case let .sqlFailed(file, message, _):
            guard let differences = connection.schemaDifferences(from: expected), !differences.isEmpty else { return error }
            let alreadyMigrated = unit.targetSchema.flatMap { connection.schemaDifferences(from: $0) }?.isEmpty ?? false
            return Connection.failure(.sqlFailedOnChangedSchema(
                file: file, message: message, database: database, fromVersion: fromVersion, differences: differences, alreadyMigrated: alreadyMigrated))
        case let .verificationFailed(file, differences, predates, nil):
            // A version that stops listing a pattern under `unmanaged:` plans nothing for what it
            // matched (no model describes it), so the objects are still there and now drift.
            guard let target = unit.targetSchema, let toVersion = modelVersions[version] else { return error }
            let unlisted = expected.unmanaged.filter { !target.unmanaged.contains($0) }
            if !unlisted.isEmpty {
                return Connection.failure(.verificationFailed(file: file, differences: differences, predatesModelc: predates,
                                                              noLongerUnmanaged: .init(patterns: unlisted, fromVersion: fromVersion, toVersion: toVersion)))
            }
            // A change made outside modelc that the migration's SQL did not trip over (a column
            // a later version adds, added by hand) fails the verification instead.
            guard let before = connection.schemaDifferences(from: expected), !before.isEmpty else { return error }
            return Connection.failure(.verificationFailedOnChangedSchema(file: file, differences: differences, database: database, fromVersion: fromVersion, before: before))
        default:
            return error
        }
    }
}
