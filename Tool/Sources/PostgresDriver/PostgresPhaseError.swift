import Migration
import ModelKit

/// What went wrong with a migration of several phases (see `PostgresPhase`), where a
/// failure may come after some phases committed.
public enum PostgresPhaseError: Error, Hashable, Sendable, ReportableError, CustomStringConvertible {
    /// The migration's phase markers do not read.
    case invalidPhases(database: String, version: Int, PostgresPhaseSyntaxError)
    /// Some phases of the version were committed under another checksum: the migration
    /// changed after it was started.
    case changedWhilePartlyApplied(database: String, version: Int, committed: Int)
    /// Phase `phase` of `phases` failed after phases 1…`phase - 1` committed; that
    /// phase's own work was rolled back (a transactional phase) or stopped at the
    /// failing statement (a phase outside a transaction).
    case phaseFailed(database: String, version: Int, phase: Int, phases: Int, message: String)
    /// Phase `phase` of `phases` stopped for a limit (`reason`: a lock not granted in
    /// time, a statement cancelled at the statement timeout) after phases 1…`phase - 1`
    /// committed: reported with the code and status the same limit has in a first
    /// phase, where nothing is changed, and `advice` on what to do before running again.
    case phaseStopped(database: String, version: Int, phase: Int, phases: Int, code: String, reason: String, advice: String, status: ErrorReport.Status)

    public var report: ErrorReport {
        switch self {
        case .invalidPhases(let database, let version, let error):
            return ErrorReport(code: "invalid-migration-file", message: "migration \(version) for \(database) has a bad phase marker `\(error.line)`: \(error.reason)",
                               hint: "nothing was applied; fix the marker (see docs/postgres.md, Phases)", path: database, status: .invalidInput)
        case .changedWhilePartlyApplied(let database, let version, let committed):
            return ErrorReport(code: "checksum-mismatch", message: "migration \(version) of \(database) was partly applied (\(committed == 1 ? "phase 1" : "phases 1–\(committed)") committed) and has changed since",
                               hint: "finish it with the migration as it was, or undo its committed phases by hand and run `modelc migrate resolve --rolled-back \(version)`, "
                                   + "after which the next run starts it at phase 1", path: database, status: .refused)
        case .phaseFailed(let database, let version, let phase, let phases, let message):
            return ErrorReport(code: "sql-failed", message: "migration \(version) of \(database) failed in phase \(phase) of \(phases) (\(Self.committed(before: phase))): \(message)",
                               hint: "fix the cause and run again: the migration continues at phase \(phase)", path: database, status: .databaseError)
        case .phaseStopped(let database, let version, let phase, let phases, let code, let reason, let advice, let status):
            return ErrorReport(code: code, message: "migration \(version) of \(database) stopped in phase \(phase) of \(phases) (\(Self.committed(before: phase))): \(reason)",
                               hint: "\(advice): the migration continues at phase \(phase)", path: database, status: status)
        }
    }

    /// What is committed before `phase`: "phase 1 is committed", "phases 1–3 are committed".
    private static func committed(before phase: Int) -> String {
        phase == 2 ? "phase 1 is committed" : "phases 1–\(phase - 1) are committed"
    }

    public var description: String { report.description }
}
