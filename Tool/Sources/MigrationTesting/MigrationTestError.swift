import ModelKit
import Migration
import SchemaCore

/// Why `modelc migrate test` could not run at all (a path that fails is a finding in the
/// report, not an error).
public enum MigrationTestError: Error, Hashable, Sendable {
    /// No model versions were found for the migrations folder.
    case noModel(String)
    /// `--from N` names a version no migration leads to.
    case unknownStart(version: Int, known: [Int])
    /// `--sample` cannot be read, or has no history to tell its version.
    case sampleUnreadable(path: String, reason: String)
    case invalidOption(String)
    /// The newest model version has no migration (of `dialect`'s) yet, so no path can reach it.
    case missingMigration(version: Int, model: String, dialect: DatabaseDialect)
}

extension MigrationTestError: ReportableError {
    public var report: ErrorReport {
        switch self {
        case .noModel(let directory):
            ErrorReport(code: "no-model", message: "migrate test needs the model: no model versions were found for \(directory)",
                        hint: "name the model folder: modelc migrate test models/<Name>", status: .invalidInput)
        case .unknownStart(let version, let known):
            ErrorReport(code: "unknown-version", message: "no migration leads to version \(version), so no user can be on it",
                        hint: known.isEmpty ? "the model has one version; there is no path to test" : "versions to start from: \(known.map(String.init).joined(separator: ", "))",
                        status: .invalidInput)
        case .sampleUnreadable(let path, let reason):
            ErrorReport(code: "invalid-sample", message: "cannot use \(path) as a sample: \(reason)", path: path, status: .invalidInput)
        case .missingMigration(let version, let model, let dialect):
            ErrorReport(code: "no-migration", message: "no migration leads to version \(version) of \(model) yet, so there is no release to test",
                        hint: "write it with `modelc migrate make \(ShellWord.quoted(model))\(dialect.commandOption)`, then test again", status: .invalidInput)
        case .invalidOption(let message):
            ErrorReport(code: "invalid-arguments", message: message, status: .invalidInput)
        }
    }
}
