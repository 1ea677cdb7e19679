import Foundation

/// `modelc migrate test` on a 20-version history of a 30-entity model, 10,000 rows per
/// table, against the plain `migrate` of the same paths in the same run: the baseline
/// is the sum of each path's `migrate` time (`migrate_ms` in the report), so the ratio
/// is what filling, copying and checking cost on top of migrating.
///
/// With `server` (a `postgres://` URL naming a database that does not exist), the same
/// history's PostgreSQL migrations are tested on that server (`migrate test --db`):
/// `migrate-test-postgres`, run under `scripts/with-postgres`.
struct MigrateTestWorkload {
    var modelc: String
    var scratch: URL
    var server: String?
    var rows = 10_000
    var entities = 30
    var versions = 20

    func run(into report: inout Report) throws {
        let root = scratch.appendingPathComponent("migrate-test")
        let folder = root.appendingPathComponent("models/History")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (version, text) in HistoryModel(entities: entities, versions: versions).texts() {
            try text.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let dialect = server == nil ? [] : ["--dialect", "postgres"]
        try ShellCommand(modelc, ["migrate", "make", "models/History"] + dialect, in: root).run()
        let on = server.map { ["--db", $0] } ?? []
        let outcome = try ShellCommand(modelc, ["migrate", "test", "models/History", "--rows", String(rows), "--format", "json"] + on, in: root)
            .runAllowingFailure()
        guard let data = outcome.stdout.data(using: .utf8),
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = json["paths"] as? [[String: Any]] else {
            throw BenchError("migrate test printed no report: \(outcome.stderr)")
        }
        let migrateSeconds = Double(paths.compactMap { $0["migrate_ms"] as? Int }.reduce(0, +)) / 1000
        let failed = paths.filter { ($0["passed"] as? Bool) != true }.count
        report.add(Figure(
            workload: server == nil ? "migrate-test" : "migrate-test-postgres",
            name: "modelc migrate test\(server == nil ? "" : " --db postgres://…"): \(versions) versions × \(entities) entities, \(rows) rows per table (\(paths.count) paths)",
            modelc: outcome.seconds, modelcCPU: outcome.cpuSeconds, baseline: migrateSeconds, baselineCPU: nil,
            baselineName: "the paths' own migrate (sum of migrate_ms)", target: "< 60 s",
            note: failed == 0 ? "" : "\(failed) paths failed"))
    }
}
