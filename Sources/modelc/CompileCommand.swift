import ArgumentParser
import Foundation
import ModelKit
import SQLiteSchema

/// `modelc compile`: print the SQLite schema of a model version.
struct CompileCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Print the SQLite schema of a model, as SQL or JSON.",
        discussion: """
            The output is deterministic: the same model always gives byte-identical text.

            Examples:
              modelc compile models/StarWars
              modelc compile models/StarWars@1 --format json
              modelc compile models/StarWars@2 | sqlite3 new.sqlite
            """
    )

    @OptionGroup var model: ModelArgument

    @Option(help: "Output format: sql or json.")
    var format: SchemaFormat = .sql

    var printsJSON: Bool { format == .json }

    func run() throws {
        let schema = SchemaCompiler.compile(try model.load())
        switch format {
        case .sql:
            print(SQLiteDialect().render(schema), terminator: "")
        case .json:
            print(try schema.jsonText())
        }
    }
}
