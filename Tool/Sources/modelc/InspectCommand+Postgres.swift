import Foundation
import Migration
import PostgresDatabase

/// `modelc inspect --db postgres://…` (docs/postgres.md, "Inspecting").
extension InspectCommand {
    /// Whether `--db` names a PostgreSQL database.
    var inspectsPostgres: Bool { PostgresConnectionSettings.isURL(database.db) }

    func runOnPostgres() throws {
        let settings = try PostgresConnectionSettings(url: database.db)
        if asModel {
            print(try PostgresInferredModel.read(settings, name: name).yaml, terminator: "")
            return
        }
        if let model {
            try printDrift(PostgresDrift.report(settings, modelAt: model))
            return
        }
        let inspection = try PostgresInspection.read(settings)
        switch formatting.format {
        case .text:
            print(PostgresInspection.text(of: inspection.database), terminator: "")
            let history = historyText(history: inspection.history, resolutions: inspection.resolutions)
            if !history.isEmpty { print("\n" + history, terminator: "") }
        case .json:
            print(try jsonText(inspection))
        }
    }
}
