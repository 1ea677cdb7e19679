import ArgumentParser
import Foundation
import ModelKit
import SQLiteSchema

/// The exit codes of DESIGN.md as ArgumentParser's `ExitCode`s, for a command that
/// ends without an error to report (a check that failed, differences found). The codes
/// themselves are `ErrorReport.Status`.
enum ExitStatus {
    /// A check failed, drift or differences were found.
    static let failed = ExitCode(ErrorReport.Status.failed.rawValue)
    /// The model or the arguments are invalid.
    static let invalidInput = ExitCode(ErrorReport.Status.invalidInput.rawValue)
}

/// Loads a model reference (`models/StarWars`, `models/StarWars@2`, a file); an invalid
/// model throws its `ModelError` (every diagnostic, exit 2).
func loadModel(_ reference: String) throws -> Model {
    try SchemaCheck.load(reference: reference)
}

/// Bad arguments: `message` as an error to throw (exit 2).
func invalidInput(_ message: String, hint: String? = nil) -> ErrorReport {
    .invalidArguments(message, hint: hint)
}

/// Output formats for commands whose output tools may read.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `value` as pretty-printed JSON with sorted keys, for `--format json`.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
