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
            let committed = phase == 2 ? "phase 1 is committed" : "phases 1–\(phase - 1) are committed"
            return ErrorReport(code: "sql-failed", message: "migration \(version) of \(database) failed in phase \(phase) of \(phases) (\(committed)): \(message)",
                               hint: "fix the cause and run again: the migration continues at phase \(phase)", path: database, status: .databaseError)
        }
    }

    public var description: String { report.description }
}
