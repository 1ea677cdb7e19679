import ArgumentParser
import Foundation
import ModelKit
import SQLiteSchema

/// The exit codes of DESIGN.md, in one place.
enum ExitStatus {
    /// A check failed, drift or differences were found.
    static let failed = ExitCode(1)
    /// The model or the arguments are invalid.
    static let invalidInput = ExitCode(2)
    /// Refused: destructive without approval, checksum mismatch, lock timeout.
    static let refused = ExitCode(3)
    /// The database could not be opened, read or written.
    static let databaseError = ExitCode(4)
}

/// Writes a line to standard error; user errors are reported there, never as traces.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints every diagnostic to standard error in `file:line:column: severity: message` form.
func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
}

/// Loads a model reference (`models/StarWars`, `models/StarWars@2`, a file), printing
/// diagnostics and exiting with status 2 when it is invalid.
func loadModel(_ reference: String) throws -> Model {
    do {
        return try SchemaCheck.load(reference: reference)
    } catch {
        report(error.diagnostics)
        throw ExitStatus.invalidInput
    }
}

/// Output formats for commands whose output tools may read.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
