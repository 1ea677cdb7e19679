import ArgumentParser
import ModelKit
import SQLiteSchema

/// `modelc validate`: load models and report every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check model folders or files and report every problem at once.",
        discussion: """
            Problems are printed as `file:line:column: error: message (hint)`, so editors
            and CI annotate them. Exits 0 when there are no errors (warnings allowed),
            2 otherwise.

            Example:
              modelc validate models/StarWars models/Library
            """
    )

    @Argument(help: "Model folders (models/<Name>) or model files.")
    var models: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        var failed = false
        for path in models {
            let result = SchemaCheck.inspect(path)
            report(result.diagnostics)
            let hasWarnings = result.diagnostics.contains { $0.severity == .warning }
            if result.hasErrors || (strict && hasWarnings) {
                failed = true
            } else if let versions = result.versions {
                let count = versions.versions.count
                print("\(path): ok (\(versions.name), \(count) version\(count == 1 ? "" : "s"))")
            }
        }
        if failed { throw ExitStatus.invalidInput }
    }
}
