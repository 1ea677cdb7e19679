extension MigrationTestReport {
    /// The report as `modelc migrate test` prints it: a line per path, each failure
    /// under its path with the table, column and key it names, then the verdict.
    ///
    ///     migrate test Shop: 3 paths to version 4, 100 rows per table, seed 1
    ///     ok   from version 1: 3 migrations applied, 400 rows (212 ms)
    ///     FAIL from version 2: 0 migrations applied, 400 rows (98 ms)
    ///          refused: `order`.`total`: … (key: "id" = 17)
    ///     1 of 3 paths failed
    public var text: String {
        var lines = [headline(paths: paths.count, data: paths.first?.data)]
        lines += paths.map(\.text)
        lines.append(verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first line, before any path has run.
    public func headline(paths count: Int, data: String?) -> String {
        let source = data.map { $0 == "generated" ? "\(rowsPerTable) rows per table, seed \(seed)" : "sample \($0)" }
            ?? "\(rowsPerTable) rows per table, seed \(seed)"
        return "migrate test \(model): \(Self.count(count, "path")) to version \(newestVersion), \(source)"
    }

    /// The last line.
    public var verdict: String {
        guard !paths.isEmpty else { return "nothing to test: no migration leads to a version before \(newestVersion)" }
        let failed = paths.filter { !$0.passed }.count
        if failed == 0 { return paths.count == 1 ? "the path passed" : "all \(paths.count) paths passed" }
        return "\(failed) of \(Self.count(paths.count, "path")) failed"
    }

    /// `1 path`, `3 paths`.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}

extension MigrationTestReport.Path {
    /// The path's lines: its verdict, then each failure and note, one line each (values
    /// with line breaks are shown escaped).
    public var text: String {
        let applied = MigrationTestReport.count(self.applied.count, "migration") + " applied"
        let rows = MigrationTestReport.count(self.rows.values.reduce(0, +), "row")
        var lines = ["\(passed ? "ok  " : "FAIL") from version \(from): \(applied), \(rows) (\(durationMilliseconds) ms)"]
        for failure in failures {
            var place = [failure.table, failure.column].compactMap { $0 }.map { "`\($0)`" }.joined(separator: ".")
            if !place.isEmpty { place += ": " }
            let key = failure.key.map { " (key: \($0))" } ?? ""
            lines.append("     \(failure.kind.rawValue): \(place)\(failure.message)\(key)")
        }
        lines += notes.map { "     note: \($0)" }
        if let kept, let keptBefore {
            lines.append("     database kept: \(kept), and its rows before migrating in \(keptBefore)")
        } else if let kept {
            lines.append("     databases kept in \(kept).sqlite and \(kept).before.sqlite")
        }
        return lines.map { $0.replacingOccurrences(of: "\n", with: "\\n") }.joined(separator: "\n")
    }
}
