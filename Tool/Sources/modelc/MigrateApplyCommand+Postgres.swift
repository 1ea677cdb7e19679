import ArgumentParser
import Foundation
import Migration
import ModelKit
import PostgresDatabase
import SQLiteSchema

/// `modelc migrate --db postgres://…`: the PostgreSQL applier (docs/postgres.md), over
/// the model's PostgreSQL files (`migrations/<Model>/postgres/`).
extension MigrateApplyCommand {
    /// Whether `--db` names a PostgreSQL database.
    var targetsPostgres: Bool { PostgresConnectionSettings.isURL(db) }

    /// The options the PostgreSQL applier does not take yet, and those only it takes.
    func validatePostgres() throws {
        guard targetsPostgres else {
            if statementTimeout != nil { throw ValidationError("--statement-timeout applies to postgres:// databases only.") }
            return
        }
        if backup != nil {
            throw ValidationError("--backup is not supported with a postgres:// database yet; take a pg_dump first.")
        }
        if let statementTimeout, statementTimeout <= 0 || !statementTimeout.isFinite {
            throw ValidationError("--statement-timeout must be more than 0 seconds.")
        }
    }

    func runOnPostgres() throws {
        let target = try MigrationTarget.resolve(model: modelFolder, dir: migrations.dir, dialect: .postgres)
        let settings = try PostgresConnectionSettings(url: db)
        let stop = try target.reporting { try target.stopVersion(option: targetVersion, named: "--to") }
        let files = try target.reporting { try target.directory.files() }
        let sum = try target.reporting { try target.directory.readSum() }
        if !files.isEmpty, let missing = try target.missingMigration(runningTo: targetVersion) {
            ErrorOutput.note(missing, stopping: "the database")
        }
        if dryRun {
            let report: MigrationReport
            do {
                report = try target.reporting {
                    try PostgresMigrator.dryRun(files, sum: sum, model: target.versions, directory: target.directory.path,
                                                database: settings, upTo: stop, allowDestructive: allowDestructive)
                }
            } catch var refusal as ErrorReport where refusal.status == .refused {
                // In SQLite's words for a dry run that meets a refusal; the exit code is the real run's.
                refusal.message = "dry run: the real run would refuse: " + refusal.message
                throw refusal
            }
            switch formatting.format {
            case .json:
                Swift.print(try jsonText(report))
            case .text:
                for pending in report.planned {
                    Swift.print("would apply \(pending.name) (model version \(pending.modelVersion ?? 0)): \(pending.summaryLine)")
                    Swift.print(pending.sqlWithoutHeader, terminator: pending.sqlWithoutHeader.hasSuffix("\n") ? "" : "\n")
                }
                let count = report.planned.count
                Swift.print("dry run: nothing was written to \(report.database) (at model version \(report.version ?? 0)); "
                            + (count == 0 ? "nothing to apply" : "\(count) migration\(count == 1 ? "" : "s") would be applied"))
            }
            return
        }
        let options = PostgresMigrator.Options(lockTimeout: lock.lockTimeout, statementTimeout: statementTimeout, allowDestructive: allowDestructive)
        let report = try target.reporting {
            try PostgresMigrator.migrate(files, sum: sum, model: target.versions, directory: target.directory.path,
                                         database: settings, upTo: stop, options: options)
        }
        switch formatting.format {
        case .json:
            Swift.print(try jsonText(report))
        case .text:
            Swift.print(MigrationText.describe(report), terminator: "")
        }
    }
}
