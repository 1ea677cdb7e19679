import Foundation
import Migration
import ModelKit
import ModelRuntime
import SQLiteSchema

/// Where the PostgreSQL applier's SQL comes from: the model's PostgreSQL migration files
/// (`migrations/<Model>/postgres/NNNN_<slug>.sql`, written by
/// `modelc migrate make --dialect postgres`), read, checksummed and guarded by the same
/// code as SQLite's (`MigrationDirectory`, `MigrationFile`, `MigrationSum`).
///
/// The rules are SQLite's, with its errors and exit codes: a folder without migrations
/// (a model never made for PostgreSQL) is `no-migrations` (exit 2) with the `make`
/// command to run, rather than a plan made at deploy time that nobody reviewed; an
/// applied file that changed is `checksum-mismatch` and a missing one
/// `applied-file-missing` (exit 3, nothing applied); a pending file that does not match
/// `modelc.sum` or was made from an earlier model text is refused before anything runs;
/// checksums are over LF text, so a CRLF checkout applies as the LF one did.
extension PostgresMigrator {
    /// How a run applies.
    public struct Options: Sendable {
        /// Seconds to wait for another deployer's advisory lock and, per migration, for
        /// each table lock (`SET LOCAL lock_timeout`).
        public var lockTimeout: Double
        /// Seconds one statement may run (`SET LOCAL statement_timeout`, per migration);
        /// nil: the server's setting.
        public var statementTimeout: Double?
        /// Apply unapproved destructive steps even when they hold data.
        public var allowDestructive: Bool
        /// Hears each migration as it commits, and the one that failed or was refused,
        /// as SQLite's `Migrator.observer` does.
        public var observer: MigrationObserver?

        public init(lockTimeout: Double, statementTimeout: Double? = nil, allowDestructive: Bool = false, observer: MigrationObserver? = nil) {
            self.lockTimeout = lockTimeout
            self.statementTimeout = statementTimeout
            self.allowDestructive = allowDestructive
            self.observer = observer
        }

        /// The `SET LOCAL` statements that open each migration's transaction.
        var transactionSettings: String {
            var text = "SET LOCAL lock_timeout = '\(Self.milliseconds(lockTimeout))ms';"
            if let statementTimeout { text += "\nSET LOCAL statement_timeout = '\(Self.milliseconds(statementTimeout))ms';" }
            return text
        }

        /// At least 1: PostgreSQL reads 0 as "no timeout".
        static func milliseconds(_ seconds: Double) -> Int {
            max(1, Int((seconds * 1000).rounded()))
        }
    }

    /// One migration file as the applier runs it.
    struct PlannedVersion {
        /// The file's number: the history's `version`.
        var version: Int
        /// The file's name.
        var name: String
        /// The model version the file belongs to (`Array<MigrationFile>.modelVersions`).
        var modelVersion: Int
        /// The text to run (LF line endings; the header is comments).
        var sql: String
        /// The schema the live database must have afterwards: the PostgreSQL schema of
        /// the model version the header's `to:` names; nil for a hand-written file or
        /// when the model is not at hand (nothing to compare with).
        var target: Schema?
        var checksum: String
        var modelHash: String?
        /// The unapproved destructive steps, whose rows at stake must count 0.
        var atStake: [MigrationFile.Header.StepLine]
        /// The header's preflight checks to run.
        var preflight: [MigrationFile.Header.PreflightLine]
        /// The header's preflight checks an edit made moot, each with why (for the notes).
        var skippedPreflight: [MigrationFile.SkippedPreflight] = []
        /// `3 steps: 3 safe, 0 dataDependent, 0 destructive`, from the header.
        var summary: String
        /// Whether this is a down migration, which removes the history row of the
        /// migration it undoes (`version`) instead of recording one.
        var isDown = false
    }

    /// The files as the applier runs them, in order.
    static func plannedVersions(_ files: [MigrationFile], model: ModelVersions?, allowDestructive: Bool) throws -> [PlannedVersion] {
        // Each model version's schema compiled once: a version may be the target of
        // several files (a hand-written one after a planned one).
        var compiled: [Int: Schema?] = [:]
        func schema(_ version: Int?) -> Schema? {
            guard let version else { return nil }
            if let known = compiled[version] { return known }
            let schema = model?.version(version).flatMap { try? PostgresTypeMapping.schema(for: $0) }
            compiled[version] = schema
            return schema
        }
        return zip(files, files.modelVersions).map { file, modelVersion in
            let target = schema(file.header.toVersion)
            let selection = file.preflightSelection
            return PlannedVersion(
                version: file.version, name: file.fileName, modelVersion: modelVersion, sql: file.sql, target: target,
                checksum: file.checksum.description, modelHash: file.header.modelHash?.description,
                atStake: allowDestructive ? [] : file.unapprovedDestructiveSteps, preflight: selection.run,
                skippedPreflight: selection.skipped, summary: file.header.summaryLine)
        }
    }

    /// Applies the pending files of `files` (those of model versions up to `target`,
    /// when given) to the database.
    ///
    /// - Parameters:
    ///   - sum: the folder's `modelc.sum`; a pending file must match it.
    ///   - model: the model's versions, for the schema each file must lead to and for
    ///     stale files; nil skips both.
    ///   - downs: the down migrations, when a `target` below the database's version
    ///     may take it down (`migrate --to N`; see `revert`).
    /// - Throws: `MigrationError` for what is wrong with the files (the words and exit
    ///   codes of SQLite's applier), `PostgresDatabaseError` for the server.
    public static func migrate(
        _ files: [MigrationFile], sum: MigrationSum?, model: ModelVersions?, directory: String,
        database settings: PostgresConnectionSettings, upTo target: Int? = nil, downs: [Int: MigrationFile]? = nil, options: Options
    ) throws -> MigrationReport {
        guard !files.isEmpty else { throw MigrationError.noMigrations(directory: directory) }
        let planned = try plannedVersions(files, model: model, allowDestructive: options.allowDestructive)
        return try withMigrationLock(settings, lockTimeout: options.lockTimeout) { session in
            let name = settings.displayName
            try session.execute(PostgresHistory.createSQL)
            let history = try PostgresHistory.entries(in: session)
            if let downs, let target, let current = history.last.flatMap({ files.modelVersion(ofFileNumbered: $0.version) }), target < current {
                return try revert(files, history: history, downs: downs, sum: sum, model: model, to: target, in: session, options: options)
            }
            let pending = try files.pending(after: history, upTo: target, sum: sum, model: model)
            let liveSchema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
            let lastApplied = history.last.map(\.version)
            var report = MigrationReport(database: name, dryRun: false)
            report.version = lastApplied.flatMap { files.modelVersion(ofFileNumbered: $0) }
            let versions = pending.compactMap { file in planned.first { $0.version == file.version } }
            // The expected sides of the files after the first are read in order on a
            // second connection while the earlier files run (the first one's, if it needs
            // one, while it runs: `runPhases`).
            let reader = versions.count > 1 ? PostgresExpectedFingerprint(versions.indices.map { $0 == 0 ? nil : versions[$0].target }, settings: settings) : nil
            for (index, version) in versions.enumerated() {
                let expected: (() -> ExpectedLines?)? = index == 0 ? nil : reader.map { reader in { reader.fingerprint(at: index) } }
                do {
                    report.applied.append(try apply(version, in: session, schema: liveSchema, options: options, expected: expected))
                } catch let error as MigrationError where history.isEmpty && report.applied.isEmpty {
                    // The first migration of a database without history failed: if it
                    // holds tables, it may predate modelc (SQLite's applier says the same).
                    throw try holdsObjects(in: session, schema: liveSchema) ? error.predatingModelc() : error
                }
                report.version = version.modelVersion
            }
            return report
        }
    }

    /// Runs `planned` phase by phase and commits it, telling the observer; a statement
    /// that ran out of time is reported with the migration's number.
    static func apply(
        _ planned: PlannedVersion, in session: PostgresSession, schema: String, options: Options, expected: (() -> ExpectedLines?)? = nil
    ) throws -> AppliedMigration {
        let started = Date()
        let notes: [String]
        do {
            do {
                notes = try runPhases(planned, in: session, schema: schema, options: options, expected: expected)
            } catch PostgresDatabaseError.statementTimedOut {
                throw PostgresDatabaseError.statementTimedOut(database: session.settings.displayName, version: planned.version, seconds: options.statementTimeout)
            }
            try session.execute("COMMIT")
        } catch {
            options.observer?(.failed(name: planned.name, version: planned.version))
            throw error
        }
        let applied = AppliedMigration(version: planned.version, name: planned.name, summary: planned.summary,
                                       durationMilliseconds: Int(Date().timeIntervalSince(started) * 1000), notes: notes)
        options.observer?(.committed(applied))
        return applied
    }

    /// The guards every engine runs before a migration's SQL (`MigrationGuards`: rows at
    /// stake, preflight), in `planned`'s transaction when its first phase has one;
    /// returns the notes of a migration let through.
    @discardableResult
    static func refuseUnsafe(_ planned: PlannedVersion, in session: PostgresSession, inTransaction: Bool = true) throws -> [String] {
        try MigrationGuards(name: planned.name, atStake: planned.atStake, preflight: planned.preflight, skippedPreflight: planned.skippedPreflight)
            .check(on: PostgresGuardQueries(session: session, inTransaction: inTransaction))
    }

    /// The number a `SELECT count(*) …` returns.
    static func count(_ sql: String, in session: PostgresSession) throws -> Int {
        Int(try session.rows("SELECT (\(sql))::text").first?.first.flatMap { $0 } ?? "0") ?? 0
    }

    /// What a migrating session sets first: its time zone is UTC, whatever the server's
    /// or the database's. A migration that turns text into a `timestamptz` (a `string`
    /// made a `date`) reads a value without an offset (`1977-05-25`, which the records
    /// read as midnight UTC, as SQLite's do) in the session's zone, which elsewhere would
    /// move it (to `1977-05-24 22:00` UTC from Berlin), and so would a data step's date
    /// literal.
    static let sessionSettings = "SET TimeZone = 'UTC'"

    /// Runs `body` on a new session holding the migration advisory lock (waiting up to
    /// `lockTimeout` seconds for it: `database-locked`, exit 3), and closes the session.
    ///
    /// The session runs in UTC (`sessionSettings`).
    static func withMigrationLock<T>(
        _ settings: PostgresConnectionSettings, lockTimeout: Double, _ body: (PostgresSession) throws -> T
    ) throws -> T {
        let session = try PostgresSession(settings)
        defer { session.close() }
        try session.execute(sessionSettings)
        try session.takeMigrationLock(timeout: lockTimeout)
        defer { session.releaseMigrationLock() }
        return try body(session)
    }
}
