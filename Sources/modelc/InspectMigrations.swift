import ArgumentParser
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// What `modelc inspect` shows from the migration engine: drift against a model, and
/// the applied migration history. `InspectCommand` calls these.
enum InspectMigrations {
    /// The applied history of `database`; empty when it has none.
    static func history(database: String, lockTimeout: Double) throws -> [MigrationHistory.Entry] {
        try MigrationHistory.read(databaseAt: database, lock: MigrationLock(timeout: lockTimeout))
    }

    /// The hand resolutions of the history (`modelc migrate resolve`); empty when
    /// there are none.
    static func resolutions(database: String, lockTimeout: Double) throws -> [MigrationHistory.Resolution] {
        try MigrationHistory.readResolutions(databaseAt: database, lock: MigrationLock(timeout: lockTimeout))
    }

    /// The history as text, one line per applied migration, then one per hand
    /// resolution, or "" when there is none.
    static func historyText(_ entries: [MigrationHistory.Entry], resolutions: [MigrationHistory.Resolution]) -> String {
        var text = ""
        if !entries.isEmpty {
            text += "migrations applied (modelc_migrations):\n" + entries.map {
                "  \($0.name)  \($0.appliedAt)  \($0.durationMilliseconds) ms\n"
            }.joined()
        }
        if !resolutions.isEmpty {
            text += "resolved by hand (modelc_resolutions):\n" + resolutions.map {
                "  \($0.name) as \($0.action.rawValue)  \($0.resolvedAt)\n"
            }.joined()
        }
        return text
    }

    /// `modelc inspect --db … --model …`: prints every difference between the database
    /// and the model (text: one line each; JSON: the `SchemaDifference` list) and throws
    /// exit status 1 when there is any; errors (an invalid model, an unreadable database)
    /// are thrown for `ErrorOutput` to report.
    static func reportDrift(database: String, model reference: String, format: OutputFormat, lockTimeout: Double) throws {
        let model = try SchemaCheck.load(reference: reference)
        let differences = try Drift.differences(databaseAt: database, model: model, lock: MigrationLock(timeout: lockTimeout))
        switch format {
        case .json:
            print(try jsonText(differences))
        case .text:
            if differences.isEmpty {
                print("\(database) matches \(model.name) version \(model.version)")
            } else {
                print("\(database) differs from \(model.name) version \(model.version):")
                for difference in differences { print("  \(difference.message)") }
            }
        }
        if !differences.isEmpty { throw ExitStatus.failed }
    }
}
