import ArgumentParser
import ModelKit
import SQLiteSchema

/// `modelc validate`: load models and report every problem.
struct ValidateCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
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

    /// One model in the JSON form.
    private struct Checked: Encodable {
        var path: String
        var name: String?
        var versions: Int
        var ok: Bool
    }

    /// The JSON form.
    private struct Output: Encodable {
        var models: [Checked]
        var diagnostics: [Diagnostic]
        var error: ErrorReport?
    }

    @Argument(help: "Model folders (models/<Name>) or model files.")
    var models: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var formatting: FormatOption

    func run() throws {
        var checked: [Checked] = []
        var diagnostics: [Diagnostic] = []
        for path in models {
            let result = SchemaCheck.inspect(path)
            diagnostics += result.diagnostics
            let hasWarnings = result.diagnostics.contains { $0.severity == .warning }
            let ok = !result.hasErrors && !(strict && hasWarnings) && result.versions != nil
            checked.append(Checked(path: path, name: result.versions?.name, versions: result.versions?.versions.count ?? 0, ok: ok))
            guard formatting.format == .text else { continue }
            report(result.diagnostics)
            if ok, let versions = result.versions {
                let count = versions.versions.count
                print("\(path): ok (\(versions.name), \(count) version\(count == 1 ? "" : "s"))")
            }
        }
        let failed = checked.contains { !$0.ok }
        if formatting.format == .json {
            var error: ErrorReport?
            if failed {
                error = ModelError(diagnostics).report
                if strict && !diagnostics.contains(where: { $0.severity == .error }) {
                    error?.message = "\(diagnostics.count) warning\(diagnostics.count == 1 ? "" : "s"), which --strict treats as errors"
                    error?.hint = "fix each problem listed, or run without --strict"
                }
            }
            print(try jsonText(Output(models: checked, diagnostics: diagnostics, error: error)))
            report(diagnostics)
        }
        if failed { throw ExitStatus.invalidInput }
    }
}
