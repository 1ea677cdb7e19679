import Migration

/// The text form of `modelc migrate` results, for people.
enum MigrationText {
    /// What a run applied, or for a dry run what it would apply and the SQL, with what a
    /// real run would refuse. With `committedShown`, the applied migrations were printed
    /// as they committed (``describe(_:)-(AppliedMigration)``) and are not repeated.
    static func describe(_ report: MigrationReport, committedShown: Bool = false) -> String {
        var text = ""
        if let backup = report.backup { text += "backed up \(report.database) to \(backup)\n" }
        if report.dryRun {
            if report.planned.isEmpty { return text + "\(report.database) is up to date; nothing to apply\n" }
            for planned in report.planned {
                text += describe(planned)
            }
            if !report.notReached.isEmpty {
                text += "-- not reached: \(report.notReached.joined(separator: ", ")) (the real run stops before \(report.notReached.count == 1 ? "it" : "them"))\n"
            }
            text += "-- dry run: ran on a private copy of the database; nothing was written"
            guard let refusal = report.planned.lazy.compactMap(\.refusal).first else { return text + "\n" }
            return text + "; the real run would \(refusal.exitCode == 3 ? "be refused" : "fail") (exit \(refusal.exitCode))\n"
        }
        if !committedShown {
            for applied in report.applied { text += describe(applied) }
        }
        for name in report.alreadyApplied {
            text += "skipped \(name): another process applied it while this one waited\n"
        }
        if report.applied.isEmpty && report.alreadyApplied.isEmpty {
            text += "\(report.database) is up to date; nothing to apply\n"
        }
        return text
    }

    /// `applied 0002_x.sql in 12 ms`, and a line per note on how it was let through.
    static func describe(_ applied: AppliedMigration) -> String {
        var text = "applied \(applied.name) in \(applied.durationMilliseconds) ms\n"
        for note in applied.notes { text += "  note: \(note)\n" }
        return text
    }

    /// `refuse` for a refusal (exit 3), `fail` for a failure the real run rolls back.
    static func verb(_ refusal: PlannedRefusal) -> String {
        refusal.exitCode == 3 ? "refuse" : "fail"
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
        let body = withoutHeader(planned.sql)
        text += body.hasSuffix("\n") ? body : body + "\n"
        return text
    }

    private static func count(_ check: PreflightCount) -> String {
        check.count.map { "\($0) row\($0 == 1 ? "" : "s")" } ?? "could not be counted"
    }

    /// The SQL after a generated file's header (which the lines above already show).
    private static func withoutHeader(_ sql: String) -> String {
        guard sql.hasPrefix("-- modelc migration") else { return sql }
        guard let blank = sql.range(of: "\n\n") else { return sql }
        return String(sql[blank.upperBound...])
    }
}
