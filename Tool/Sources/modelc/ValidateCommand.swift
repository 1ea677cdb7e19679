import ArgumentParser
import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// `modelc validate`: load models and report every problem.
struct ValidateCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        _superCommandName: Modelc.name,
        abstract: "Check model folders or files and report every problem at once.",
        discussion: """
            Problems are printed as `file:line:column: error: message (hint)`, so editors
            and CI annotate them. Exits 0 when there are no errors (warnings allowed),
            2 otherwise. With --format json, prints
            {"models": [{"path", "name", "versions", "ok"}], "diagnostics": [...]} and,
            when a model is invalid, "error" as every command reports one.

            Examples:
              modelc validate models/StarWars models/Library
              modelc validate models/StarWars --format json
            """
    )

    @Argument(help: "Model folders (models/<Name>) or model files.")
    var models: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var formatting: FormatOption

    func run() throws {
        let validation = ModelCheck.validate(models, strict: strict)
        switch formatting.format {
        case .text:
            for checked in validation.models {
                ErrorOutput.print(checked.diagnostics)
                if checked.ok, let name = checked.name {
                    print("\(checked.path): ok (\(name), \(checked.versions) version\(checked.versions == 1 ? "" : "s"))")
                }
            }
        case .json:
            print(try jsonText(validation))
            ErrorOutput.print(validation.diagnostics)
        }
        if validation.failed { throw ExitStatus.invalidInput }
    }
}
