import ArgumentParser
import Foundation
import ModelKit

/// The `modelc` command: a data model as data, compiled to SQLite, migrated and
/// turned into Swift.
@main
struct Modelc: ParsableCommand {
    /// The tool's name; also each subcommand's `_superCommandName`, so a subcommand
    /// parsed on its own (see `parse(_:)`) still calls itself `modelc validate`.
    static let name = "modelc"

    static let configuration = CommandConfiguration(
        commandName: name,
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
            ImportCommand.self,
            SyncCommand.self,
        ]
    )

    /// Parses and runs the command; every error it meets is printed by `ErrorOutput`
    /// (one sentence or the model's diagnostics on standard error, and with
    /// `--format json` the JSON form on standard output) and exits with the report's
    /// status. A usage error (unknown option, missing argument, a failed `validate()`)
    /// exits 2, the code modelc gives all invalid input, instead of ArgumentParser's 64.
    static func main() {
        DatabaseEngines.dialects
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: (any ParsableCommand)?
        do {
            try rejectVersionWithAValue(arguments)
            command = try parse(arguments)
            try command?.run()
        } catch {
            let json = (command as? any FormattedCommand)?.printsJSON ?? ErrorOutput.asksForJSON(arguments)
            if let error = error as? any ReportableError {
                ErrorOutput.print(error, json: json)
                Foundation.exit(error.exitCode)
            }
            switch exitCode(for: error) {
            case .validationFailure:
                let usage = ErrorReport.invalidArguments(message(for: error), hint: "see `\(helpCommand(arguments))`")
                // ArgumentParser's `Error:` in the form every other error takes (`error:`),
                // with its usage lines after it.
                let text = fullMessage(for: error)
                printError(text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : text)
                if json { ErrorOutput.printJSON(usage) }
                Foundation.exit(usage.exitCode)
            case .success:
                exit(withError: error)
            default:
                // An `ExitCode` says the command reported what it had to (a failed check).
                if error is ExitCode { exit(withError: error) }
                let unexpected = ErrorOutput.unexpected(error)
                ErrorOutput.print(unexpected, json: json)
                Foundation.exit(unexpected.exitCode)
            }
        }
    }

    /// The command `arguments` name. A plain `modelc <subcommand> …` is parsed by that
    /// subcommand as the root, which leaves out what only the root does: looking for
    /// `--generate-completion-script` (ArgumentParser parses the arguments twice more
    /// for it) and reflecting `Modelc` itself. That is a quarter of the instructions of
    /// `modelc validate` (docs/performance.md, start-up), and each of those dynamic casts
    /// scans every protocol conformance in the binary, of which the PostgreSQL client
    /// brought thousands. Help, `--version` and completion requests take the full path,
    /// which handles them, and so do arguments the subcommand rejects: the full path
    /// parses them again, so usage errors read exactly as they always did.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        let rootOnly: Set<String> = ["-h", "--help", "help", "--version", "--experimental-dump-help"]
        guard let first = arguments.first,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == first }),
              !arguments.contains(where: { rootOnly.contains($0) || $0.hasPrefix("--generate-completion-script") }),
              let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())) else {
            return try parseAsRoot(arguments)
        }
        return command
    }

    /// `--version` is ArgumentParser's flag for modelc's own version, on every command;
    /// given a number after a subcommand (`compile models/Blog --version 2`, as older
    /// modelc spelled a model version), it would print modelc's version and exit 0
    /// without compiling anything. That is refused with the spelling that works.
    /// (`migrate baseline --version N` names the version the database is at, as the
    /// adoption guide writes it: that command declares the option itself.)
    private static func rejectVersionWithAValue(_ arguments: [String]) throws {
        guard arguments.prefix(2) != ["migrate", "baseline"] else { return }
        guard let index = arguments.firstIndex(of: "--version"), index > 0, index + 1 < arguments.count,
              let number = Int(arguments[index + 1]) else { return }
        let model = arguments[..<index].last { !$0.hasPrefix("-") && $0.contains("/") }.map { ModelReference($0).path } ?? "models/<Name>"
        throw ErrorReport.invalidArguments(
            "`--version \(number)` does not choose a model version: `--version` prints modelc's version",
            hint: "name the model version with `@`: `\(model)@\(number)`")
    }

    /// `modelc migrate status --help` for the subcommand words at the start of `arguments`.
    private static func helpCommand(_ arguments: [String]) -> String {
        var path = [name]
        var commands: [any ParsableCommand.Type] = configuration.subcommands
        for word in arguments {
            guard let next = commands.first(where: { $0.configuration.commandName == word }) else { break }
            path.append(word)
            commands = next.configuration.subcommands
        }
        return (path + ["--help"]).joined(separator: " ")
    }
}
