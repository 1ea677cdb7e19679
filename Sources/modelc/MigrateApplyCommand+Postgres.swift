import ArgumentParser
import Foundation
import ModelKit
import PostgresDatabase
import SQLiteSchema

/// `modelc migrate --db postgres://…`: the PostgreSQL applier (docs/postgres.md).
extension MigrateApplyCommand {
    /// Whether `--db` names a PostgreSQL database.
    var targetsPostgres: Bool { PostgresConnectionSettings.isURL(db) }

    /// The options the PostgreSQL applier does not take yet.
    func validatePostgres() throws {
        guard targetsPostgres else { return }
        if migrations.dir != nil || (dryRun && declarativeModel == nil) || backup != nil {
            throw ValidationError("--dir, --backup and --dry-run (but with --model) are not supported with a postgres:// database yet; give the model folder.")
        }
        if modelFolder == nil && declarativeModel == nil {
            throw ValidationError("Give the model folder (models/<Name>) to migrate a postgres:// database to.")
        }
    }

    func runOnPostgres() throws {
        let reference = ModelReference(modelFolder ?? "")
        let versions = try SchemaCheck.load(reference.path)
        let report = try PostgresMigrator.migrate(
            versions, database: try PostgresConnectionSettings(url: db), upTo: targetVersion ?? reference.version,
            lockTimeout: lock.lockTimeout, allowDestructive: allowDestructive)
        switch formatting.format {
        case .json:
            Swift.print(try jsonText(report))
        case .text:
            for applied in report.applied {
                Swift.print("applied \(applied.name): \(applied.summary) (\(applied.durationMilliseconds) ms)")
            }
            Swift.print("\(report.database) is at version \(report.version)")
        }
    }
}
