import ArgumentParser
import Foundation
import Migration
import SQLiteSchema

/// `modelc inspect`: describe a live database, or its drift from a model.
struct InspectCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a database's tables, columns, keys, indexes, row counts and migration history, or its drift from a model.",
        discussion: """
            Reads the database without changing it. With --model, lists every difference
            between the live schema and the model's compiled schema and exits 1 when
            there is any. Exits 4 when the file is missing, is not a SQLite database, or
            is damaged, and 3 when another connection keeps it locked for longer than
            --lock-timeout. With --as-model, prints a model version (YAML) for the
            database instead: the start of adopting a database that predates modelc
            (save it as models/<Name>/1.yaml, review it, then `modelc migrate baseline`).

            Examples:
              modelc inspect --db starwars.sqlite
              modelc inspect --db starwars.sqlite --format json
              modelc inspect --db starwars.sqlite --model models/StarWars
              modelc inspect --db legacy.sqlite --as-model --name Legacy > models/Legacy/1.yaml
            """
    )

    /// The JSON form: the summary and the applied history side by side, and the hand
    /// resolutions of the history when there are any.
    private struct Report: Encodable {
        var database: DatabaseSummary
        var history: [MigrationHistory.Entry]
        var resolutions: [MigrationHistory.Resolution]?
    }

    @OptionGroup var database: DatabaseOption

    @Option(help: "Report drift against this model (folder, file or `folder@version`).")
    var model: String?

    @OptionGroup var formatting: FormatOption

    @Flag(help: "Print a model version (YAML) that compiles to the database's schema.")
    var asModel = false

    @Option(help: "With --as-model: the model's name (default: the file's name in PascalCase).")
    var name: String?

    @OptionGroup var lock: ReadLockOptions

    func validate() throws {
        if asModel && model != nil {
            throw ValidationError("--as-model writes a model for the database; it cannot be combined with --model.")
        }
    }

    func run() throws {
        if asModel {
            try printModel()
            return
        }
        if let model {
            try InspectMigrations.reportDrift(database: database.db, model: model, format: formatting.format, lockTimeout: lock.lockTimeout)
            return
        }
        let summary = try DatabaseSummary.read(path: database.db, busyTimeout: lock.lockTimeout)
        let history = try InspectMigrations.history(database: database.db, lockTimeout: lock.lockTimeout)
        let resolutions = try InspectMigrations.resolutions(database: database.db, lockTimeout: lock.lockTimeout)
        switch formatting.format {
        case .text:
            print(summary.text, terminator: "")
            let text = InspectMigrations.historyText(history, resolutions: resolutions)
            if !text.isEmpty { print("\n" + text, terminator: "") }
        case .json:
            print(try jsonText(Report(database: summary, history: history, resolutions: resolutions.isEmpty ? nil : resolutions)))
        }
    }

    private func printModel() throws {
        let inferred = try InferredModel(databaseAt: database.db, name: name, busyTimeout: lock.lockTimeout)
        print(inferred.yaml, terminator: "")
    }
}
