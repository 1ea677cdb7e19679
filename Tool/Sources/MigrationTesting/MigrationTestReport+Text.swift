extension MigrationTestReport {
    /// The report as `modelc migrate test` prints it: a line per path, each failure
    /// under its path with the table, column and key it names, then the verdict.
    ///
    ///     migrate test Shop: 3 paths to version 4, 100 rows per table, seed 1
    ///     ok   from version 1: 3 migrations, 400 rows (212 ms)
    ///     FAIL from version 2: 2 migrations, 400 rows (98 ms)
    ///          refused: `order`.`total`: … (key: id = 17)
    ///     1 of 3 paths failed
    public var text: String {
        var lines: [String] = []
        let data = paths.first.map { $0.data == "generated" ? "\(rowsPerTable) rows per table, seed \(seed)" : "sample \($0.data)" } ?? ""
        lines.append("migrate test \(model): \(paths.count) path\(paths.count == 1 ? "" : "s") to version \(newestVersion)\(data.isEmpty ? "" : ", " + data)")
        if paths.isEmpty { lines.append("nothing to test: no migration leads to a version before \(newestVersion)") }
        for path in paths {
            let migrations = "\(path.applied.count) migration\(path.applied.count == 1 ? "" : "s")"
            let rows = path.rows.values.reduce(0, +)
            lines.append("\(path.passed ? "ok  " : "FAIL") from version \(path.from): \(migrations), \(rows) rows (\(path.durationMilliseconds) ms)")
            for failure in path.failures {
                var place = [failure.table, failure.column].compactMap { $0 }.map { "`\($0)`" }.joined(separator: ".")
                if !place.isEmpty { place += ": " }
                let key = failure.key.map { " (key: \($0))" } ?? ""
                // One line per failure: values with line breaks are shown escaped.
                lines.append("     \(failure.kind.rawValue): \(place)\(failure.message)\(key)".replacingOccurrences(of: "\n", with: "\\n"))
            }
            for note in path.notes { lines.append("     note: \(note)") }
            if let kept = path.kept { lines.append("     databases kept in \(kept).sqlite and \(kept).before.sqlite") }
        }
        let failed = paths.filter { !$0.passed }.count
        if !paths.isEmpty {
            lines.append(failed == 0 ? "all \(paths.count) paths passed" : "\(failed) of \(paths.count) paths failed")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
