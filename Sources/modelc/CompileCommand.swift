import ArgumentParser
import Foundation
import ModelKit
import SQLiteSchema

/// `modelc compile`: print the SQLite schema of a model version.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Print the SQLite schema of a model, as SQL or JSON.",
        discussion: """
            The output is deterministic: the same model always gives byte-identical text.

            Examples:
              modelc compile models/StarWars
              modelc compile models/StarWars --version 1 --format json
              modelc compile models/StarWars@2 | sqlite3 new.sqlite
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case sql
        case json
    }

    @Argument(help: "A model folder, file, or `folder@version`.")
    var model: String

    @Option(help: "The model version to compile (default: the current one).")
    var version: Int?

    @Option(help: "Output format: sql or json.")
    var format: Format = .sql

    func run() throws {
        let reference = version.map { "\(ModelReference(model).path)@\($0)" } ?? model
        let schema = SchemaCompiler.compile(try loadModel(reference))
        switch format {
        case .sql:
            print(SQLiteDialect().render(schema), terminator: "")
        case .json:
            print(try schema.jsonText())
        }
    }
}
