import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// The table rebuild (the headline) and the native ALTER path, on a database of `rows`
/// parent rows with two indexes and `rows` child rows with a cascading foreign key.
///
/// modelc side: `modelc migrate --db … --model … --allow-destructive` (declarative mode,
/// release build, as a whole process: planning, the rebuild, verification).
/// Baseline: the same change as hand-written SQL following SQLite's documented 12-step
/// procedure ("Making Other Kinds Of Table Schema Changes" in the ALTER TABLE page), run
/// by the `sqlite3` shell. Every repetition starts from a fresh copy of one template
/// database; modelc and the baseline alternate.
struct RebuildWorkload {
    var rows: Int
    var repetitions: Int
    var modelc: String
    var sqlite3: String
    var scratch: URL
    /// Where to append the headline rebuild's CPU seconds (modelc and the minimal
    /// baseline) as one growth-curve row, when given.
    var growthCSV: String? = nil

    func run(into report: inout Report) throws {
        let folder = scratch.appendingPathComponent("rebuild-\(rows)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let template = folder.appendingPathComponent("template.sqlite")
        let seconds = try Timing.seconds { try makeTemplate(at: template, in: folder) }
        let size = ((try? FileManager.default.attributesOfItem(atPath: template.path)[.size] as? Int) ?? 0) / 1_048_576
        say("rebuild: template of \(rows) + \(rows) rows (\(size) MiB) built in \(Timing.text(seconds))")

        let rebuildModel = try writeModel(RebuildModels.rebuild, in: folder.appendingPathComponent("rebuild"))
        let twelveStep = folder.appendingPathComponent("rebuild-baseline.sql")
        try baselineRebuildSQL(settings: "").write(to: twelveStep, atomically: true, encoding: .utf8)
        let minimal = folder.appendingPathComponent("rebuild-minimal.sql")
        try baselineRebuildSQL(settings: Self.migrationSettings).write(to: minimal, atomically: true, encoding: .utf8)
        let figures = try compare(name: "rebuild \(rows)+\(rows) rows (type change + dropped column)", model: rebuildModel,
                                  baselines: [
                                    Baseline(name: "12-step SQL in sqlite3", script: twelveStep, target: "ratio ≤ 0.60 (issue #16)"),
                                    Baseline(name: "minimal rebuild in sqlite3 with modelc's settings", script: minimal,
                                             target: "ratio ≤ 1.00 (issue #16)"),
                                  ],
                                  template: template, in: folder, into: &report) { database in
            try expect(database, "SELECT typeof(quantity) FROM item LIMIT 1", "real")
        }
        if let csv = growthCSV, let headline = figures.last {
            try GrowthCSV(path: csv).append(size: rows, modelc: headline.modelcCPU, baseline: headline.baselineCPU)
        }
        try compareProgress(model: rebuildModel, template: template, in: folder, into: &report)

        let alterModel = try writeModel(RebuildModels.alter, in: folder.appendingPathComponent("alter"))
        let alterSQL = folder.appendingPathComponent("alter-baseline.sql")
        try """
            BEGIN;
            ALTER TABLE "item" ADD COLUMN "color" TEXT;
            ALTER TABLE "item" RENAME COLUMN "quantity" TO "amount";
            COMMIT;

            """.write(to: alterSQL, atomically: true, encoding: .utf8)
        _ = try compare(name: "native ALTER on \(rows) rows (add optional column + rename column)", model: alterModel,
                        baselines: [Baseline(name: "2 ALTER TABLE in sqlite3", script: alterSQL, target: "milliseconds")],
                        template: template, in: folder, into: &report) { database in
            try expect(database, "SELECT count(*) FROM pragma_table_info('item') WHERE name IN ('amount', 'color')", "2")
        }
    }

    // MARK: - One comparison

    /// A hand-written script the same change is timed with, and the ratio it is held to.
    struct Baseline {
        var name: String
        var script: URL
        var target: String
    }

    /// The connection settings `modelc migrate` uses (`MigrationLock.open`): the
    /// "minimal" baseline gets them too, so that it differs from modelc only in the
    /// procedure and in modelc's checks.
    static let migrationSettings = "PRAGMA secure_delete = OFF;\nPRAGMA cache_size = -262144;\n"

    /// Times `modelc migrate` against each baseline, alternating on fresh copies of the
    /// template, and adds one figure per baseline (returned in order) plus the planner's
    /// SQL run in-process without verification, against the first baseline.
    @discardableResult
    private func compare(name: String, model: URL, baselines: [Baseline],
                         template: URL, in folder: URL, into report: inout Report,
                         verify: (URL) throws -> Void) throws -> [Figure] {
        var modelcTimes: [ShellCommand.Outcome] = []
        var baselineTimes = Array(repeating: [ShellCommand.Outcome](), count: baselines.count)
        var plannedTimes: [Double] = [], plannedCPU: [Double] = []
        let planned = try PlannedSQL(modelFolder: model)
        let database = folder.appendingPathComponent("work.sqlite")
        for _ in 0..<repetitions {
            try fresh(database, from: template)
            let migrate = ShellCommand(modelc, ["migrate", "--db", database.path, "--model", model.path, "--allow-destructive"])
            modelcTimes.append(try migrate.run())
            try verify(database)
            try expectIntact(database)

            for (index, baseline) in baselines.enumerated() {
                try fresh(database, from: template)
                baselineTimes[index].append(try ShellCommand(sqlite3, [database.path], standardInput: baseline.script).run())
                try verify(database)
                try expectIntact(database)
            }

            try fresh(database, from: template)
            var wall = 0.0
            plannedCPU.append(try Timing.cpuSeconds { wall = try planned.apply(to: database) })
            plannedTimes.append(wall)
            try verify(database)
            try expectIntact(database)
        }
        try? FileManager.default.removeItem(at: database)
        var figures: [Figure] = []
        for (index, baseline) in baselines.enumerated() {
            let figure = Figure(workload: "rebuild", name: name,
                                modelc: Timing.median(modelcTimes.map(\.seconds)), modelcCPU: Timing.median(modelcTimes.map(\.cpuSeconds)),
                                baseline: Timing.median(baselineTimes[index].map(\.seconds)),
                                baselineCPU: Timing.median(baselineTimes[index].map(\.cpuSeconds)),
                                baselineName: baseline.name, target: baseline.target,
                                note: "median of \(repetitions)")
            report.add(figure)
            figures.append(figure)
        }
        report.add(Figure(workload: "rebuild", name: "\(name): planner SQL through GRDB, no verification",
                          modelc: Timing.median(plannedTimes), modelcCPU: Timing.median(plannedCPU),
                          baseline: figures[0].baseline, baselineCPU: figures[0].baselineCPU,
                          baselineName: baselines[0].name, target: "", note: "in-process, median of \(repetitions)"))
        return figures
    }

    // MARK: - Progress reporting

    /// The rebuild through `Migrator` in-process, with a progress handler that formats
    /// every report (as the terminal display does) against the same run without one:
    /// what reporting costs. Target: at most 2% slower.
    private func compareProgress(model: URL, template: URL, in folder: URL, into report: inout Report) throws {
        guard let target = try ModelLoader.load(model.path).current else { throw BenchError("the rebuild model did not load") }
        let database = folder.appendingPathComponent("progress.sqlite")
        var with: [(wall: Double, cpu: Double)] = [], without: [(wall: Double, cpu: Double)] = []
        let reports = ReportCounter()
        for repetition in 0..<repetitions {
            // Alternate which goes first, so neither always runs right after the other's writes.
            for reporting in repetition % 2 == 0 ? [false, true] : [true, false] {
                try fresh(database, from: template)
                var migrator = Migrator(databasePath: database.path)
                if reporting {
                    migrator.progress = { progress in reports.add("\(progress.statement) \(progress.rows?.done ?? 0) \(progress.elapsed)") }
                }
                var wall = 0.0
                let cpu = try Timing.cpuSeconds {
                    wall = try Timing.seconds { _ = try migrator.migrate(to: target, options: MigrateOptions(allowDestructive: true)) }
                }
                if reporting { with.append((wall, cpu)) } else { without.append((wall, cpu)) }
                try expectIntact(database)
            }
        }
        try? FileManager.default.removeItem(at: database)
        say("rebuild: progress handler called \(reports.count) times over \(repetitions) run(s)")
        report.add(Figure(workload: "rebuild", name: "rebuild \(rows)+\(rows) rows with progress reporting",
                          modelc: Timing.median(with.map(\.wall)), modelcCPU: Timing.median(with.map(\.cpu)),
                          baseline: Timing.median(without.map(\.wall)), baselineCPU: Timing.median(without.map(\.cpu)),
                          baselineName: "same, no progress", target: "ratio ≤ 1.02",
                          note: "in-process Migrator, median of \(repetitions)"))
    }

    // MARK: - Databases

    private func makeTemplate(at template: URL, in folder: URL) throws {
        try? FileManager.default.removeItem(at: template)
        let model = try ModelLoader.load(writeModel(RebuildModels.version1, in: folder.appendingPathComponent("v1")).path)
        guard let version1 = model.current else { throw BenchError("the rebuild model did not load") }
        let ddl = SQLiteDialect().render(SchemaCompiler.compile(version1))
        let fill = """
            \(ddl)
            BEGIN;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
            INSERT INTO "item" ("id", "code", "name", "quantity", "price", "note")
            SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
                   || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2)
                   || '-' || lower(hex(randomblob(6))),
                   'C' || (i * 7919 % \(rows)), 'name ' || i, i % 1000, printf('%d.%02d', i % 500, i % 100),
                   CASE WHEN i % 3 = 0 THEN NULL ELSE 'note ' || i END
            FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
            INSERT INTO "part" ("id", "label", "item_id")
            SELECT i, 'part ' || i, (SELECT "id" FROM "item" WHERE rowid = (i * 7 % \(rows)) + 1) FROM n;
            COMMIT;

            """
        let script = folder.appendingPathComponent("template.sql")
        try fill.write(to: script, atomically: true, encoding: .utf8)
        try ShellCommand(sqlite3, [template.path], standardInput: script).run()
    }

    /// SQLite's 12-step procedure written by hand for this change, as a user who knows
    /// the documentation would: foreign keys off outside the transaction, new table,
    /// copy with a CAST, drop, rename, indexes, `foreign_key_check` (of the whole
    /// database, which here is the child table), commit. `settings` go first: none for
    /// the 12-step baseline as users run it, modelc's connection settings for the
    /// minimal one.
    private func baselineRebuildSQL(settings: String) throws -> String {
        let model = try ModelLoader.load(writeModel(RebuildModels.rebuild, in: scratch.appendingPathComponent("rebuild-sql")).path)
        guard let version2 = model.current, let item = SchemaCompiler.compile(version2).tables.first(where: { $0.name == "item" }) else {
            throw BenchError("the rebuild model did not load")
        }
        let dialect = SQLiteDialect()
        return settings + """
            PRAGMA foreign_keys = OFF;
            BEGIN TRANSACTION;
            \(dialect.createTable(item, named: "new_item"));
            INSERT INTO "new_item" ("id", "code", "name", "quantity", "price")
              SELECT "id", "code", "name", CAST("quantity" AS REAL), "price" FROM "item";
            DROP TABLE "item";
            ALTER TABLE "new_item" RENAME TO "item";
            \(item.indexes.map { dialect.createIndex($0, on: "item") + ";" }.joined(separator: "\n"))
            PRAGMA foreign_key_check;
            COMMIT;
            PRAGMA foreign_keys = ON;

            """
    }

    private func writeModel(_ text: String, in folder: URL) throws -> URL {
        let modelFolder = folder.appendingPathComponent("models/Bench")
        try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
        try RebuildModels.version1.write(to: modelFolder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        if text != RebuildModels.version1 {
            try text.write(to: modelFolder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        }
        return modelFolder
    }

    private func fresh(_ database: URL, from template: URL) throws {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: database.path + suffix)
        }
        try FileManager.default.copyItem(at: template, to: database)
    }

    /// Both tables still hold every row and no foreign key dangles.
    private func expectIntact(_ database: URL) throws {
        try expect(database, "SELECT (SELECT count(*) FROM item) || ' ' || (SELECT count(*) FROM part)", "\(rows) \(rows)")
        try expect(database, "SELECT count(*) FROM pragma_foreign_key_check", "0")
    }

    private func expect(_ database: URL, _ query: String, _ expected: String) throws {
        let got = try ShellCommand(sqlite3, [database.path, query]).run().stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard got == expected else { throw BenchError("\(database.lastPathComponent): `\(query)` gave `\(got)`, expected `\(expected)`") }
    }
}

/// Counts progress reports (and keeps the last line, so formatting is not optimised away).
private final class ReportCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var lines = 0
    private var last = ""

    func add(_ line: String) {
        lock.withLock {
            lines += 1
            last = line
        }
    }

    var count: Int { lock.withLock { lines } }
}
