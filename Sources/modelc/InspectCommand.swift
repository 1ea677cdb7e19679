import ArgumentParser
import Foundation
import SQLiteSchema

/// `modelc inspect`: describe a live database.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a database's tables, columns, keys, indexes and row counts.",
        discussion: """
            Reads the database without changing it. Exits 4 when the file is missing,
            is not a SQLite database, or is locked or damaged.

            Examples:
              modelc inspect --db starwars.sqlite
              modelc inspect --db starwars.sqlite --format json
            """
    )

    @Option(help: "The SQLite database file.")
    var db: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let summary: DatabaseSummary
        do {
            summary = try DatabaseSummary.read(path: db)
        } catch {
            printError("error: \(error.description)")
            throw ExitStatus.databaseError
        }
        switch format {
        case .text:
            print(summary.text, terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(summary), as: UTF8.self))
        }
    }
}
