import ArgumentParser
import Foundation
import Migration
import ModelKit

/// A command whose output tools may read: with `--format json` its errors are printed
/// on standard output too, as `{"error": …}`.
protocol FormattedCommand {
    var printsJSON: Bool { get }
}

/// How every command prints an error: one place, so the words, the JSON shape and the
/// exit code are the same whichever command met it.
enum ErrorOutput {
    /// The report for an error no library describes (a file the system refused, say).
    static func unexpected(_ error: any Error) -> ErrorReport {
        ErrorReport(code: "unexpected-error", message: String(describing: error),
                    hint: "please report this with the command that failed", status: .invalidInput)
    }

    /// Prints `report`: its diagnostics (model problems, `file:line:column: error: …`,
    /// followed by the sentence when it `concludesDiagnostics`) or `error: <sentence>` on
    /// standard error, and with `json` the JSON form on standard output as well.
    static func print(_ error: any ReportableError, json: Bool) {
        let report = error.report
        if report.diagnostics.isEmpty {
            printError("error: \(report.description)")
        } else {
            print(report.diagnostics)
            if report.concludesDiagnostics { printError("error: \(report.description)") }
        }
        // A `migrate` run that had reached a migration says what it had done.
        if json { printJSON(report, progress: (error as? MigrationRunError).flatMap { $0.madeProgress ? $0 : nil }) }
    }

    /// Prints every diagnostic to standard error in `file:line:column: severity: message` form.
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    /// `note: Blog version 6 has no migration yet, so <subject> stops short of it; run …`
    /// on standard error: `migrate` and `generate` go on, short of that version.
    static func note(_ missing: MissingMigration, stopping subject: String) {
        printError("note: \(missing.message), so \(subject) stops short of it; \(missing.hint).")
    }

    /// After a dry run's report: when the real run would be refused or fail, says so on
    /// standard error and ends with the exit code the real run would
    /// (`MigrationReport.expectedExitCode`, the refusal's own code).
    ///
    /// A refusal of unapproved destructive steps comes first in a real run, before the
    /// preflight's counts refuse; when those counted rows too, a note says so, so that
    /// approving the steps is not followed by a second refusal the dry run had seen.
    static func endDryRun(_ report: MigrationReport) throws {
        guard let refusal = report.expectedRefusal else { return }
        printError("error: \(refusal.dryRunError.description)")
        if refusal.code == "destructive-not-approved", let refused = report.planned.last,
           let failing = refused.preflight.first(where: { ($0.count ?? 0) > 0 }), let count = failing.count {
            let next = MigrationError.preflightFailed(file: refused.name, message: failing.message, count: count, samples: failing.samples ?? [], hint: failing.hint)
            printError("note: with its destructive steps approved, the real run would still refuse: \(next.description)")
        }
        throw ExitCode(report.expectedExitCode)
    }

    /// A `migrate` report's JSON form; a dry run that ends as its real run would be
    /// refused, or would fail, also has the `error` every failing command's JSON has
    /// (`refusal.dryRunError`), beside what it planned.
    static func migrationJSON(_ report: MigrationReport) throws -> String {
        try jsonText(DryRunJSON(report: report, error: report.dryRun ? report.expectedRefusal?.dryRunError : nil))
    }

    private struct DryRunJSON: Encodable {
        var report: MigrationReport
        var error: ErrorReport?

        private enum CodingKeys: String, CodingKey { case error }

        func encode(to encoder: any Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(error, forKey: .error)
        }
    }

    /// The JSON form on standard output:
    /// `{"error": {"code", "message", "hint", "path", "exitCode"}, "diagnostics": […]}`,
    /// with what a `migrate` run had done (`applied`, `failed`) when it is known.
    static func printJSON(_ report: ErrorReport, progress: MigrationRunError? = nil) {
        let diagnostics = report.diagnostics.isEmpty ? nil : report.diagnostics
        if let text = try? jsonText(ErrorJSON(error: report, diagnostics: diagnostics, progress: progress)) {
            Swift.print(text)
        }
    }

    /// Whether raw arguments ask for JSON (`--format json` or `--format=json`), for
    /// errors found before a command could be parsed.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" } || arguments.contains("--format=json")
    }

    /// The JSON form of a failure.
    private struct ErrorJSON: Encodable {
        var error: ErrorReport
        var diagnostics: [Diagnostic]?
        var progress: MigrationRunError?

        private enum CodingKeys: String, CodingKey { case error, diagnostics, applied, failed }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error, forKey: .error)
            try container.encodeIfPresent(diagnostics, forKey: .diagnostics)
            if let progress {
                try container.encode(progress.applied, forKey: .applied)
                try container.encodeIfPresent(progress.failed, forKey: .failed)
            }
        }
    }
}

/// Writes a line to standard error; user errors are reported there, never as traces.
func printError(_ message: String) {
    writeToStandardError(message + "\n")
}

/// Writes `text` to standard error once what was printed to standard output so far is
/// out: with both sent to one file (`> log 2>&1`, as CI runs commands) standard output is
/// written in blocks, and a progress line written between two of them landed in the
/// middle of a result line.
func writeToStandardError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
}
