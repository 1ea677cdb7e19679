import Migration

/// The text form of `modelc migrate` results, for people.
enum MigrationText {
    /// What a run applied, or for a dry run what it would apply and the SQL.
    static func describe(_ report: MigrationReport) -> String {
        var text = ""
        if let backup = report.backup { text += "backed up \(report.database) to \(backup)\n" }
        if report.dryRun {
            if report.planned.isEmpty { return text + "\(report.database) is up to date; nothing to apply\n" }
            for planned in report.planned {
                text += "-- would apply \(planned.name) (\(planned.safety.rawValue))\n"
                for step in planned.steps { text += "--   \(step.safety.rawValue): \(step.summary)\n" }
                for check in planned.preflight {
                    let count = check.count.map { "\($0) row\($0 == 1 ? "" : "s")" } ?? "not counted yet"
                    text += "--   preflight: \(check.message): \(count)\n"
                }
                let body = withoutHeader(planned.sql)
                text += body.hasSuffix("\n") ? body : body + "\n"
            }
            return text + "-- dry run: nothing was written\n"
        }
        for applied in report.applied {
            text += "applied \(applied.name) in \(applied.durationMilliseconds) ms\n"
        }
        for name in report.alreadyApplied {
            text += "skipped \(name): another process applied it while this one waited\n"
        }
        if report.applied.isEmpty && report.alreadyApplied.isEmpty {
            text += "\(report.database) is up to date; nothing to apply\n"
        }
        return text
    }

    /// The SQL after a generated file's header (which the lines above already show).
    private static func withoutHeader(_ sql: String) -> String {
        guard sql.hasPrefix("-- modelc migration") else { return sql }
        guard let blank = sql.range(of: "\n\n") else { return sql }
        return String(sql[blank.upperBound...])
    }
}
