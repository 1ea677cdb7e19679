import Foundation
import ModelKit
import PostgresDatabase
import SQLiteSchema

/// `modelc migrate --db postgres://… --model models/X [--dry-run]`: declarative mode on
/// PostgreSQL (`PostgresMigrator.migrate(_:to:…)`, docs/postgres.md, "Declarative mode").
extension MigrateApplyCommand {
    func runDeclarativeOnPostgres(_ reference: String) throws {
        let model = try SchemaCheck.load(reference: reference)
        let run = try PostgresMigrator.migrate(
            try PostgresConnectionSettings(url: db), to: model, lockTimeout: lock.lockTimeout, allowDestructive: allowDestructive, dryRun: dryRun)
        let report = run.report
        switch formatting.format {
        case .json:
            Swift.print(try jsonText(report))
        case .text where dryRun:
            Swift.print(run.plan.text(from: report.database, to: "\(model.name) version \(model.version)") + run.sql, terminator: "")
            Swift.print("dry run: \(report.database) was not changed")
        case .text:
            Swift.print(MigrationText.describe(report), terminator: "")
        }
    }
}
