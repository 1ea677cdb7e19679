import ArgumentParser
import Foundation
import Migration
import SQLiteSchema

/// `modelc inspect`: describe a live database, or its drift from a model.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a database's tables, columns, keys, indexes, row counts and migration history, or its drift from a model.",
        discussion: """
            Reads the database without changing it. With --model, lists every difference
            between the live schema and the model's compiled schema and exits 1 when
            there is any. Exits 4 when the file is missing, is not a SQLite database, or
            is locked or damaged. With --as-model, prints a model version (YAML) for the
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

    @Option(help: "The SQLite database file.")
    var db: String

    @Option(help: "Report drift against this model (folder, file or `folder@version`).")
    var model: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Print a model version (YAML) that compiles to the database's schema.")
    var asModel = false

    @Option(help: "With --as-model: the model's name (default: the file's name in PascalCase).")
    var name: String?

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
            try InspectMigrations.reportDrift(database: db, model: model, format: format)
            return
        }
        let summary = try readingDatabase { () throws(IntrospectionError) in try DatabaseSummary.read(path: db) }
        switch format {
        case .text:
            print(summary.text, terminator: "")
            let history = InspectMigrations.historyText(database: db)
            if !history.isEmpty { print("\n" + history, terminator: "") }
        case .json:
            let resolutions = InspectMigrations.resolutions(database: db)
            print(try jsonText(Report(database: summary, history: InspectMigrations.history(database: db),
                                      resolutions: resolutions.isEmpty ? nil : resolutions)))
        }
    }

    private func printModel() throws {
        let inferred = try readingDatabase { () throws(IntrospectionError) in try InferredModel(databaseAt: db, name: name) }
        print(inferred.yaml, terminator: "")
    }

    /// The result of `body`, which reads the database; a file that is missing, not a
    /// database, locked or damaged is reported in one sentence and exits 4.
    private func readingDatabase<T>(_ body: () throws(IntrospectionError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError("error: \(error.description)")
            throw ExitStatus.databaseError
        }
    }
}
