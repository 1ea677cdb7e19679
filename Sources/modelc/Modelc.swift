import ArgumentParser
import Foundation

/// The `modelc` command: a data model as data, compiled to SQLite, migrated and
/// turned into Swift.
@main
struct Modelc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modelc",
        abstract: "Validate data models, compile them to SQLite, migrate databases and generate Swift records.",
        discussion: """
            A model is a folder `models/<Name>/` with one YAML or JSON file per version.

            Examples:
              modelc validate models/Library
              modelc compile models/StarWars --format sql
              modelc inspect --db app.sqlite
            """,
        version: "0.1.0",
        subcommands: [
            ValidateCommand.self,
            CompileCommand.self,
            InspectCommand.self,
            DiagramCommand.self,
            MigrateCommand.self,
            CheckCommand.self,
            DiffCommand.self,
            GenerateCommand.self,
        ]
    )

    /// Runs the command, with one change to ArgumentParser's handling: a usage error
    /// (unknown option, missing argument, a failed `validate()`) exits 2, the code
    /// modelc gives all invalid input, instead of ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.invalidInput.rawValue)
            }
            exit(withError: error)
        }
    }
}
