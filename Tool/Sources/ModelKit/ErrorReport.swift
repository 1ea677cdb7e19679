/// One error as every `modelc` command reports it: a stable code, one sentence saying
/// what happened and where, what to do about it, and the exit status.
///
/// Each library error type says how it reads (`ModelError`, `IntrospectionError`,
/// `MigrationError` conform to `ReportableError`); the CLI prints the report and exits
/// with `status`, so a locked database reads the same in `inspect` as in `migrate`.
/// The text form is `error: <message>; <hint>.` on standard error; the JSON form, on
/// standard output with `--format json`, is `{"error": {"code", "message", "hint",
/// "path", "exitCode"}}` (see docs/cli.md, "Exit codes and errors").
public struct ErrorReport: Error, Hashable, Sendable, Encodable, CustomStringConvertible {
    /// Every exit status of `modelc`, in one place (the table in docs/cli.md, "Exit
    /// codes and errors", lists them).
    public enum Status: Int32, Hashable, Sendable, Encodable, CaseIterable {
        /// A check failed, drift or differences were found.
        case failed = 1
        /// The model or the arguments are invalid.
        case invalidInput = 2
        /// Refused: destructive without approval, checksum mismatch, lock timeout.
        case refused = 3
        /// The database could not be opened, read or written.
        case databaseError = 4
    }

    /// A stable kebab-case name for tools to match (`database-locked`, `invalid-model`).
    public var code: String
    /// What happened and where, as one sentence without the final period.
    public var message: String
    /// What to do about it, when there is something to do.
    public var hint: String?
    /// The file, folder or database the error is about, when there is one.
    public var path: String?
    /// The exit status the CLI ends with (`exitCode` in JSON).
    public var status: Status
    /// Model problems behind an `invalid-model` report, each with its position.
    public var diagnostics: [Diagnostic]
    /// Whether the sentence says more than the diagnostics do, so that text output ends
    /// with it after them (a store refused as older than the model's history, with the
    /// elements that show it). A model's own problems are their diagnostics and nothing
    /// more, so their reports print those alone.
    public var concludesDiagnostics = false

    /// A report with code `code` (`invalid-model`), sentence and exit status.
    public init(code: String, message: String, hint: String? = nil, path: String? = nil, status: Status, diagnostics: [Diagnostic] = []) {
        self.code = code
        self.message = message
        self.hint = hint
        self.path = path
        self.status = status
        self.diagnostics = diagnostics
    }

    /// `message; hint.`: the sentence libraries give as their errors' `description`.
    public var description: String {
        let sentence = hint.map { "\(message); \($0)" } ?? message
        return sentence.hasSuffix(".") ? sentence : sentence + "."
    }

    /// Bad command-line arguments (exit 2).
    public static func invalidArguments(_ message: String, hint: String? = nil, path: String? = nil) -> ErrorReport {
        ErrorReport(code: "invalid-arguments", message: message, hint: hint, path: path, status: .invalidInput)
    }

    private enum CodingKeys: String, CodingKey {
        case code, message, hint, path
        case status = "exitCode"
    }

    /// The `error` object of the JSON form (diagnostics go beside it, not inside).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(path, forKey: .path)
        try container.encode(status, forKey: .status)
    }
}

/// An error that knows how `modelc` reports it.
public protocol ReportableError: Error {
    /// The report: code, sentence, hint, path and exit status.
    var report: ErrorReport { get }
}

extension ReportableError {
    /// The process exit code for this error: its report's status, the one mapping from
    /// errors to exit codes.
    public var exitCode: Int32 { report.status.rawValue }
}

extension ErrorReport: ReportableError {
    /// The report itself: a library may throw a report directly.
    public var report: ErrorReport { self }
}

extension ModelError: ReportableError {
    /// `invalid-model` (exit 2), naming the first error; every diagnostic travels with it.
    public var report: ErrorReport {
        let errors = self.errors.isEmpty ? diagnostics : self.errors
        var report = ErrorReport(code: "invalid-model", message: "the model is invalid", hint: "fix the model and run again",
                                 status: .invalidInput, diagnostics: diagnostics)
        guard let first = errors.first else { return report }
        report.path = first.location.file
        if errors.count == 1 {
            report.message = "\(first.location): \(first.message)"
            report.hint = first.hint ?? report.hint
        } else {
            report.message = "the model has \(errors.count) errors, the first at \(first.location): \(first.message)"
            report.hint = "fix each problem listed and run again"
        }
        return report
    }
}
