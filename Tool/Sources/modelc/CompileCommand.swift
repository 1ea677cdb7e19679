import ArgumentParser
import Foundation
import Migration
import ModelKit
import SchemaCore

/// `modelc compile`: print the SQLite (or PostgreSQL) schema of a model version.
struct CompileCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        _superCommandName: Modelc.name,
        abstract: "Print the SQLite or PostgreSQL schema of a model, as SQL or JSON.",
        discussion: """
            The output is deterministic: the same model always gives byte-identical text.

            Examples:
              modelc compile models/StarWars
              modelc compile models/StarWars@1 --format json
              modelc compile models/StarWars@2 | sqlite3 new.sqlite
              modelc compile models/Library --dialect postgres | psql -v ON_ERROR_STOP=1 app
            """
    )

    @OptionGroup var model: ModelArgument

    @Option(help: "Output format: sql or json.")
    var format: SchemaFormat = .sql

    @Option(help: "SQL dialect: sqlite or postgres (see docs/postgres.md).")
    var dialect: DatabaseDialect = .sqlite

    var printsJSON: Bool { format == .json }

    func run() throws {
        let driver = dialect.driver
        let schema = try driver.schema(for: try model.load())
        switch format {
        case .sql:
            print(driver.render(schema), terminator: "")
        case .json:
            print(try schema.jsonText())
        }
    }
}

/// `--dialect`: the name of a registered dialect (`DialectDrivers`).
extension DatabaseDialect: ExpressibleByArgument {
    public init?(argument: String) {
        DatabaseEngines.dialects
        guard DialectDrivers.knows(argument) else { return nil }
        self.init(argument)
    }

    public static var allValueStrings: [String] {
        DatabaseEngines.dialects
        return DialectDrivers.names
    }
}
