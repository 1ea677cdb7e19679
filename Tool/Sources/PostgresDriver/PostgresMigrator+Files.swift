import Foundation
import Migration
import ModelKit
import ModelRuntime
import SchemaCore

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

    /// The one migrator's run (`MigrationRun`) of `files` on PostgreSQL: each file
    /// verified against its model version's PostgreSQL schema (compiled for the files
    /// the run applies only), down to `target` by `downs` when they are given.
    static func run(
        _ files: [MigrationFile], sum: MigrationSum?, model: ModelVersions?, upTo target: Int?, downs: [Int: MigrationFile]?,
        allowDestructive: Bool, dryRun: Bool = false, observer: MigrationObserver? = nil
    ) -> MigrationRun {
        MigrationRun(
            files: files, sum: sum, model: model, downs: downs ?? [:],
            options: MigrateOptions(allowDestructive: allowDestructive, dryRun: dryRun, targetVersion: target, goesDown: downs != nil),
            targetSchema: { file in
                file.header.toVersion.flatMap { model?.version($0) }.flatMap { try? PostgresTypeMapping.schema(for: $0) }
            },
            observer: observer)
    }

    /// Applies the pending files of `files` (those of model versions up to `target`,
    /// when given) to the database, or with `downs` and a `target` below the database's
    /// version, undoes the later files by their down migrations: the one migrator
    /// (`MigrationRun`) over a session that holds the deployers' advisory lock
    /// (`PostgresMigrationConnection`).
    ///
    /// - Parameters:
    ///   - sum: the folder's `modelc.sum`; a pending file must match it.
    ///   - model: the model's versions, for the schema each file must lead to and for
    ///     stale files; nil skips both.
    ///   - downs: the down migrations, when a `target` below the database's version
    ///     may take it down (`migrate --to N`).
    /// - Throws: `MigrationError` for what is wrong with the files (the words and exit
    ///   codes of SQLite's applier), `PostgresDatabaseError` for the server.
    public static func migrate(
        _ files: [MigrationFile], sum: MigrationSum?, model: ModelVersions?, directory: String,
        database settings: PostgresConnectionSettings, upTo target: Int? = nil, downs: [Int: MigrationFile]? = nil, options: Options
    ) throws -> MigrationReport {
        guard !files.isEmpty else { throw MigrationError.noMigrations(directory: directory) }
        let run = run(files, sum: sum, model: model, upTo: target, downs: downs, allowDestructive: options.allowDestructive, observer: options.observer)
        return try withMigrationLock(settings, lockTimeout: options.lockTimeout) { session in
            let history = try PostgresHistory.entries(in: session)
            let schedule = try run.schedule(after: history)
            // Only once something will run: a run refused before anything runs, or one
            // with nothing to do, leaves the database as it found it.
            if !schedule.migrations.isEmpty { try session.execute(PostgresHistory.createSQL) }
            let liveSchema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
            let connection = PostgresMigrationConnection(session: session, schema: liveSchema, options: options)
            return try run.apply(schedule, history: history, on: connection, into: run.report(database: settings.displayName, schedule: schedule))
        }
    }

    /// Runs `unit` phase by phase and commits it; a statement that ran out of time is
    /// reported with the migration's number.
    static func apply(
        _ unit: MigrationUnit, in session: PostgresSession, schema: String, options: Options, expected: (() -> ExpectedLines?)? = nil
    ) throws -> AppliedMigration {
        let started = Date()
        let notes: [String]
        do {
            notes = try runPhases(unit, in: session, schema: schema, options: options, expected: expected)
        } catch PostgresDatabaseError.statementTimedOut {
            throw PostgresDatabaseError.statementTimedOut(database: session.settings.displayName, version: unit.version ?? 0, seconds: options.statementTimeout)
        }
        try session.execute("COMMIT")
        return AppliedMigration(version: unit.version, name: unit.name, summary: unit.summary,
                                durationMilliseconds: Int(Date().timeIntervalSince(started) * 1000), notes: notes)
    }

    /// The guards every engine runs before a migration's SQL (`MigrationGuards`: rows at
    /// stake, preflight), in `unit`'s transaction when its first phase has one;
    /// returns the notes of a migration let through.
    @discardableResult
    static func refuseUnsafe(_ unit: MigrationUnit, in session: PostgresSession, inTransaction: Bool = true) throws -> [String] {
        try MigrationGuards(name: unit.name, atStake: unit.atStake, preflight: unit.preflight, skippedPreflight: unit.skippedPreflight)
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
