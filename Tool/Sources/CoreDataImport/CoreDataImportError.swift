import ModelKit

/// Why a Core Data import stopped; each case says how `modelc` reports it.
public enum CoreDataImportError: Error, Sendable {
    /// No `.xcdatamodeld` (or `.xcdatamodel`) folder at the path.
    case notFound(path: String)
    /// The folder holds no `.xcdatamodel` version.
    case noVersions(path: String)
    /// Problems in the `contents` files (missing, malformed, an unknown attribute type,
    /// a dangling destination entity), each positioned at its file and XML line.
    case invalidSource([Diagnostic])
    /// `--key Entity.attribute` that names nothing, or an attribute that cannot be a key.
    case invalidKey(String, reason: String)
    /// The output folder already holds files.
    case outputExists(path: String)
    /// The imported model did not validate: a mapping the importer got wrong.
    case invalidImport(ModelError)
    /// The output could not be written.
    case writeFailed(path: String, reason: String)
    /// A `--version-order` file that cannot be read, or names what the model does not hold.
    case invalidVersionOrder(path: String, reason: String)
}

extension CoreDataImportError: ReportableError {
    public var report: ErrorReport {
        switch self {
        case .notFound(let path):
            ErrorReport(code: "coredata-model-not-found", message: "no Core Data model at `\(path)`",
                        hint: "name an `.xcdatamodeld` folder (or one `.xcdatamodel` version)", path: path, status: .invalidInput)
        case .noVersions(let path):
            ErrorReport(code: "coredata-model-not-found", message: "`\(path)` holds no `.xcdatamodel` version",
                        hint: "name the `.xcdatamodeld` folder Xcode keeps the model versions in", path: path, status: .invalidInput)
        case .invalidSource(let diagnostics):
            Self.sourceReport(diagnostics)
        case .invalidKey(let key, let reason):
            ErrorReport.invalidArguments("`--key \(key)` \(reason)", hint: "write `--key Entity.attribute` naming a required attribute of a concrete entity")
        case .outputExists(let path):
            ErrorReport(code: "output-exists", message: "`\(path)` already holds files", hint: "import into a new folder, or remove this one first",
                        path: path, status: .invalidInput)
        case .invalidImport(let error):
            // After the diagnostics, the verdict: what they mean and that nothing was written.
            {
                var report = ErrorReport(code: "invalid-import", message: "the imported model would be invalid: \(error.report.message)",
                                         hint: "please report this with the Core Data model; nothing was written", status: .invalidInput,
                                         diagnostics: error.diagnostics)
                report.concludesDiagnostics = true
                return report
            }()
        case .writeFailed(let path, let reason):
            ErrorReport(code: "write-failed", message: "could not write `\(path)`: \(reason)", hint: "check the folder's permissions and free space",
                        path: path, status: .invalidInput)
        case .invalidVersionOrder(let path, let reason):
            ErrorReport(code: "invalid-version-order", message: "the version order cannot be used: \(reason)",
                        hint: "list the `.xcdatamodel` versions to import, oldest first, one name per line; nothing was written",
                        path: path, status: .invalidInput)
        }
    }

    /// `invalid-coredata-model`, naming the first problem; every diagnostic travels with it.
    private static func sourceReport(_ diagnostics: [Diagnostic]) -> ErrorReport {
        var report = ErrorReport(code: "invalid-coredata-model", message: "the Core Data model cannot be imported",
                                 hint: "fix the `contents` file and run again", status: .invalidInput, diagnostics: diagnostics)
        guard let first = diagnostics.first else { return report }
        report.path = first.location.file
        report.message = diagnostics.count == 1
            ? "\(first.location): \(first.message)"
            : "the Core Data model has \(diagnostics.count) errors, the first at \(first.location): \(first.message)"
        return report
    }
}
