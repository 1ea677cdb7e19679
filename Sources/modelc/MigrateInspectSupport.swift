import ArgumentParser
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// What `modelc inspect` shows from the migration engine: drift against a model, and
/// the applied migration history. `InspectCommand` calls these.
enum InspectMigrations {
    /// The applied history of `database`; empty when it has none (or cannot be read,
    /// which the schema part of `inspect` reports already).
    static func history(database: String) -> [MigrationHistory.Entry] {
        (try? MigrationHistory.read(databaseAt: database)) ?? []
    }

    /// The hand resolutions of the history (`modelc migrate resolve`); empty when
    /// there are none.
    static func resolutions(database: String) -> [MigrationHistory.Resolution] {
        (try? MigrationHistory.readResolutions(databaseAt: database)) ?? []
    }

    /// The history as text, one line per applied migration, then one per hand
    /// resolution, or "" when there is none.
    static func historyText(database: String) -> String {
        let entries = history(database: database)
        let resolutions = resolutions(database: database)
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
    /// exit status 1 when there is any, 2 for an invalid model, 4 for an unreadable database.
    static func reportDrift(database: String, model reference: String, format: OutputFormat) throws {
        let model = try loadModel(reference)
        let differences = try reportingMigrationErrors(format: format) {
            try Drift.differences(databaseAt: database, model: model)
        }
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
