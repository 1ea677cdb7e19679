import Foundation
import Migration

/// The text form of `modelc migrate` results, for people: the same lines for every
/// engine (`applied <name>: <summary> (<n> ms)`, then where the database is).
enum MigrationText {
    /// What a run applied, or for a dry run what it would apply and the SQL, with what a
    /// real run would refuse. With `committedShown`, the applied migrations were printed
    /// as they committed (``describe(_:)-(AppliedMigration)``) and are not repeated.
    static func describe(_ report: MigrationReport, committedShown: Bool = false) -> String {
        var text = ""
        // Applied migrations may have been printed as they committed, before this line:
        // it says when the copy was taken.
        if let backup = report.backup { text += "backed up \(report.database) to \(backup) before the first migration ran\n" }
        let version = report.version.map { " at model version \($0)" } ?? ""
        if report.dryRun {
            if report.planned.isEmpty { return text + "\(report.database) is up to date\(version); nothing to apply\n" }
            for planned in report.planned {
                text += describe(planned)
            }
            if !report.notReached.isEmpty {
                text += "-- not reached: \(report.notReached.joined(separator: ", ")) (the real run stops before \(report.notReached.count == 1 ? "it" : "them"))\n"
            }
            text += "-- dry run: ran on a private copy of the database; nothing was written"
            guard let refusal = report.expectedRefusal else { return text + "\n" }
            return text + "; the real run would \(refusal.isRefusal ? "be refused" : "fail") (exit \(refusal.exitCode))\n"
        }
        if !committedShown {
            for applied in report.applied { text += describe(applied) }
        }
        for name in report.alreadyApplied {
            text += "skipped \(name): another process applied it while this one waited\n"
        }
        if report.applied.isEmpty && report.alreadyApplied.isEmpty {
            text += "\(report.database) is up to date\(version); nothing to apply\n"
        } else if let reached = report.version {
            text += "\(report.database) is at model version \(reached)\n"
        }
        return text
    }

    /// The applied migrations (with how each was let through and whether its file
    /// changed since), the pending ones, the model version the database is at and the
    /// hand resolutions, one line each.
    static func describe(_ status: MigrationStatus) -> String {
        var text = ""
        if !status.databaseExists {
            text += "\(status.database) does not exist yet: `modelc migrate` creates it and applies every migration\n"
        }
        let resolved = Dictionary(status.resolutions.map { ($0.version, $0) }, uniquingKeysWith: { _, last in last })
        for entry in status.applied {
            // Each file of the folder has a model version there: an applied one without is gone.
            let missing = status.modelVersions[entry.name] == nil
            let warning = !status.changed.contains(entry.name) ? ""
                : missing ? "  (the file is missing from the folder: `modelc migrate` will refuse until it is restored)"
                : "  (the file changed since it was applied: `modelc migrate` will refuse)"
            let how = resolved[entry.version].map { $0.action == .applied ? "  (marked applied by `modelc migrate resolve` at \($0.resolvedAt))" : "" } ?? ""
            text += "applied  \(entry.name)  \(entry.appliedAt)  \(entry.durationMilliseconds) ms\(version(of: entry.name, in: status))\(how)\(warning)\n"
        }
        for name in status.pending {
            text += "pending  \(name)\(version(of: name, in: status))\(partly(name, in: status))\n"
        }
        if status.applied.isEmpty && status.pending.isEmpty { text += "no migrations\n" }
        if let version = status.databaseModelVersion { text += "database at model version \(version)\n" }
        for resolution in status.resolutions {
            text += "resolved \(resolution.name) as \(resolution.action.rawValue) at \(resolution.resolvedAt)\n"
        }
        return text
    }

    /// `  (partly applied: phase 1 of 3 committed; …)` for a pending file a stopped run
    /// began, "" for any other.
    private static func partly(_ name: String, in status: MigrationStatus) -> String {
        guard let partly = status.partlyApplied?.first(where: { $0.name == name }) else { return "" }
        let committed = partly.committedPhases == 1 ? "phase 1" : "phases 1–\(partly.committedPhases)"
        let next = partly.changedSince
            ? "the file changed since, which `modelc migrate` refuses: undo those phases by hand, then `modelc migrate resolve --rolled-back \(name)`"
            : "`modelc migrate` continues at phase \(partly.committedPhases + 1)"
        return "  (partly applied: \(committed) of \(partly.phases) committed; \(next))"
    }

    /// `  (model version 3)` for a file the folder holds, "" for one it does not.
    private static func version(of name: String, in status: MigrationStatus) -> String {
        status.modelVersions[name].map { "  (model version \($0))" } ?? ""
    }

    /// After a failed run: which migration stopped it, whether it was rolled back or
    /// refused before its SQL ran, and what stays applied; nil when the run stopped
    /// before any migration (a refusal up front).
    static func stoppedLine(_ error: MigrationRunError) -> String? {
        guard let failed = error.failed else { return nil }
        let outcome = error.error.rolledBackItsSQL ? "it was rolled back" : "it was not applied"
        let applied = error.applied
        let before = switch applied.count {
        case 0: "nothing was applied before it in this run"
        case 1: "the migration applied before it in this run stays applied (\(applied[0].name))"
        default: "the \(applied.count) migrations applied before it in this run stay applied (\(applied[0].name) to \(applied[applied.count - 1].name))"
        }
        return "stopped at \(failed.name): \(outcome); \(before)\n"
    }

    /// `applied 0002_x.sql: 3 steps: 2 safe, 1 dataDependent, 0 destructive (12 ms)`, and
    /// a line per note on how it was let through.
    static func describe(_ applied: AppliedMigration) -> String {
        var text = "applied \(applied.name)\(applied.summary.map { ": " + $0 } ?? "") (\(applied.durationMilliseconds) ms)\n"
        for note in applied.notes { text += "  note: \(note)\n" }
        return text
    }

    /// `refuse` for a refusal (exit 3), `fail` for a failure the real run rolls back.
    static func verb(_ refusal: PlannedRefusal) -> String {
        refusal.isRefusal ? "refuse" : "fail"
    }

    /// One pending migration of a dry run: its steps with their rows at stake, its
    /// preflight counts with sample rows, the checks it skips, what the real run would
    /// refuse, and the SQL.
    private static func describe(_ planned: PlannedMigration) -> String {
        var text = "-- would apply \(planned.name) (\(planned.safety.rawValue))\n"
        for step in planned.steps {
            text += "--   \(step.safety.rawValue): \(step.summary)\n"
            if let stake = step.rowsAtStake {
                text += "--     at stake: \(stake.message): \(count(stake))\n"
            }
        }
        for check in planned.preflight {
            text += "--   preflight: \(check.message): \(count(check))\n"
            for sample in check.samples ?? [] { text += "--     e.g. \(sample)\n" }
        }
        for note in planned.notes { text += "--   note: \(note)\n" }
        if let refusal = planned.refusal {
            text += "--   would \(verb(refusal)): \(refusal.message)\n"
        }
        let body = planned.sqlWithoutHeader
        text += body.hasSuffix("\n") ? body : body + "\n"
        return text
    }

    private static func count(_ check: PreflightCount) -> String {
        check.count.map { "\($0) row\($0 == 1 ? "" : "s")" } ?? "could not be counted"
    }
}
