import Migration
import ModelKit
import SchemaCore

/// A PostgreSQL database (the session's current schema) as a `DatabaseEngine`; writes
/// wait up to `lockTimeout` seconds for another deployer's advisory lock.
public struct PostgresEngine: DatabaseEngine {
    public var settings: PostgresConnectionSettings
    public var lockTimeout: Double

    public init(settings: PostgresConnectionSettings, lockTimeout: Double = MigrationLock.defaultTimeout) {
        self.settings = settings
        self.lockTimeout = lockTimeout
    }

    public var displayName: String { settings.displayName }
    public var dialect: DatabaseDialect { .postgres }
    /// `SET LOCAL statement_timeout`; no backup of its own (a server's are `pg_dump`'s).
    public var capabilities: EngineCapabilities {
        EngineCapabilities(backsUp: false, backupInstead: "take a pg_dump first", limitsStatementTime: true)
    }

    /// `settings` for a session that only reads: each statement waits for a table lock
    /// up to `lockTimeout` seconds, as `--lock-timeout` promises (`database-locked`, exit 3).
    private var reading: PostgresConnectionSettings {
        var settings = settings
        settings.lockTimeout = lockTimeout
        return settings
    }

    public func inspection() throws -> DatabaseInspection {
        try PostgresInspection.read(reading)
    }

    public func text(of summary: DatabaseSummary) -> String {
        PostgresInspection.text(of: summary)
    }

    public func drift(from model: Model) throws -> Drift.Report {
        try PostgresDrift.report(reading, model: model)
    }

    public func diffSide(describedAs other: DiffSide) throws -> DiffSide {
        try DiffSide.postgres(reading, describedAs: other)
    }

    public func inferredModelYAML(name: String?) throws -> String {
        try PostgresInferredModel.read(reading, name: name).yaml
    }

    /// Versioned: the model's PostgreSQL files (`migrations/<Name>/postgres`), phase by
    /// phase, throwing `MigrationRunError` as SQLite's engine does; a dry run prints
    /// each pending file's SQL and writes nothing, not even the history table. Declarative: the plan from the live schema, in one transaction,
    /// rolled back for a dry run. A refusal a dry run meets is said as SQLite's dry run
    /// says it; the exit code is the real run's.
    public func migrate(_ request: MigrationRequest) throws -> MigrationOutcome {
        let options = request.options
        if let reference = request.declarativeModel {
            let model = try ModelCheck.load(reference: reference)
            let run = try PostgresMigrator.migrate(settings, to: model, lockTimeout: lockTimeout, allowDestructive: options.allowDestructive, dryRun: options.dryRun)
            let text = options.dryRun
                ? run.plan.text(from: run.report.database, to: "\(model.name) version \(model.version)") + run.sql + "dry run: \(run.report.database) was not changed\n"
                : nil
            return MigrationOutcome(report: run.report, text: text, committedShown: false)
        }
        guard let target = request.target else { throw ErrorReport.invalidArguments("give a model folder, or --model for declarative mode") }
        let stop = try target.reporting { try target.stopVersion(option: options.targetVersion, named: "--to") }
        let files = try target.reporting { try target.directory.files() }
        let sum = try target.reporting { try target.directory.readSum() }
        let downs = options.goesDown && stop != nil ? try target.reporting { try target.directory.downFiles() } : nil
        guard options.dryRun else {
            let report = try MigrationRunError.recording(
                model: target.modelPath, directory: target.explicitDirectory, dialect: target.dialect, database: settings.displayName, observer: request.observer
            ) { observer in
                try PostgresMigrator.migrate(
                    files, sum: sum, model: target.versions, directory: target.directory.path, database: settings, upTo: stop, downs: downs,
                    options: PostgresMigrator.Options(lockTimeout: lockTimeout, statementTimeout: request.statementTimeout,
                                                      allowDestructive: options.allowDestructive, observer: observer))
            }
            return MigrationOutcome(report: report, committedShown: request.observer != nil)
        }
        let report: MigrationReport
        do {
            report = try target.reporting {
                try PostgresMigrator.dryRun(files, sum: sum, model: target.versions, database: settings, upTo: stop, downs: downs,
                                            allowDestructive: options.allowDestructive)
            }
        } catch var refusal as ErrorReport where refusal.status == .refused {
            refusal.message = "dry run: the real run would refuse: " + refusal.message
            throw refusal
        }
        var text = ""
        for pending in report.planned {
            text += "would apply \(pending.name) (model version \(pending.modelVersion ?? 0)): \(pending.summaryLine)\n"
            for note in pending.notes { text += "  note: \(note)\n" }
            text += pending.sqlWithoutHeader + (pending.sqlWithoutHeader.hasSuffix("\n") ? "" : "\n")
        }
        let count = report.planned.count
        text += "dry run: nothing was written to \(report.database) (at model version \(report.version ?? 0)); "
            + (count == 0 ? "nothing to apply" : "\(count) migration\(count == 1 ? "" : "s") would be applied") + "\n"
        return MigrationOutcome(report: report, text: text, committedShown: false)
    }

    public func status(of target: MigrationTarget) throws -> MigrationStatus {
        try target.reporting {
            try PostgresMigrator.status(try target.directory.files(), model: target.versions, throughModelVersion: target.pinnedVersion, database: settings)
        }
    }

    public func baseline(_ target: MigrationTarget, version: Int?) throws -> [MigrationHistory.Entry] {
        let (files, last, model) = try target.baselined(version: version)
        return try target.reporting {
            try PostgresMigrator.baseline(files, through: last.version, modelVersion: model.version,
                                          expected: try PostgresTypeMapping.schema(for: model), database: settings, lockTimeout: lockTimeout)
        }
    }

    public func resolve(_ action: MigrationHistory.Resolution.Action, migration: String, in target: MigrationTarget) throws -> MigrationHistory.Resolution {
        let versions = target.versions
        return try target.reporting {
            try PostgresMigrator.resolve(
                action, migration: migration, in: try target.directory.files(), directory: target.directory.path,
                sum: try target.directory.readSum(),
                expected: { file in file.header.toVersion.flatMap { versions?.version($0) }.flatMap { try? PostgresTypeMapping.schema(for: $0) } },
                database: settings, lockTimeout: lockTimeout)
        }
    }
}
