import Foundation
import ModelKit
import PostgresDatabase
import SQLiteSchema

/// `modelc migrate --db postgres://… --model models/X`: declarative mode on PostgreSQL
/// (`PostgresMigrator.migrate(_:to:…)`, docs/postgres.md, "Declarative mode").
extension MigrateApplyCommand {
    func runDeclarativeOnPostgres(_ reference: String) throws {
        let model = try SchemaCheck.load(reference: reference)
        let report = try PostgresMigrator.migrate(
            try PostgresConnectionSettings(url: db), to: model, lockTimeout: lock.lockTimeout, allowDestructive: allowDestructive)
        switch formatting.format {
        case .json:
            Swift.print(try jsonText(report))
        case .text:
            Swift.print(report.text(closing: "\(report.database) matches \(model.name) version \(model.version)"), terminator: "")
        }
    }
}
