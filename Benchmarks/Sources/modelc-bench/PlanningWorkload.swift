import CodeGen
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// Planning: load + validate + compile + render of a generated model, and the whole
/// migration planning between its two versions (load and validate both, compile both,
/// diff with rename hints, render the plan), at several sizes, to show the cost per
/// entity and whether it grows linearly; and `generate`'s work (Swift sources for every
/// entity, kept in memory).
struct PlanningWorkload {
    var sizes: [Int]
    var scratch: URL
    /// Where to write plan v1→v2's CPU seconds per size (`size,modelc,baseline`), if anywhere.
    var growthCSV: String? = nil

    func run(into report: inout Report) throws {
        var perEntity: [(size: Int, seconds: Double)] = []
        var curve: [(size: Int, modelc: Double?, baseline: Double?)] = []
        for size in sizes {
            let model = GeneratedModel(entities: size)
            let folder = try model.write(under: scratch.appendingPathComponent("planning-\(size)"))
            let current = folder.appendingPathComponent("2.yaml").path
            let repetitions = size <= 100 ? 15 : size <= 1000 ? 5 : 1

            var schemaSQL = ""
            let compile = try measure(repetitions) {
                let versions = try ModelLoader.load(current)
                guard let model = versions.current else { return }
                schemaSQL = SQLiteDialect().render(SchemaCompiler.compile(model))
            }
            let compileTime = compile.wall
            report.add(Figure(workload: "planning", name: "N=\(size): load + validate + compile + render",
                              modelc: compileTime, modelcCPU: compile.cpu, target: "",
                              note: "\(schemaSQL.count / 1024) KiB of SQL"))
            var planSQL = ""
            let planning = try measure(repetitions) {
                let versions = try ModelLoader.load(folder.path)
                guard let old = versions.version(1), let new = versions.current else { return }
                let plan = diff(from: SchemaCompiler.compile(old), to: SchemaCompiler.compile(new), hints: RenameHints(from: old, to: new))
                planSQL = SQLiteDialect().render(plan)
            }
            report.add(Figure(workload: "planning", name: "N=\(size): plan v1→v2 (load + validate both, compile both, diff, render)",
                              modelc: planning.wall, modelcCPU: planning.cpu, target: size == 1000 ? "< 0.5 s" : "",
                              note: "\(planSQL.count / 1024) KiB of migration SQL"))
            var swiftBytes = 0
            let generate = try measure(repetitions) {
                let versions = try ModelLoader.load(current)
                guard let model = versions.current else { return }
                let sql = SQLiteDialect().render(SchemaCompiler.compile(model))
                swiftBytes = SwiftGenerator(model: model, schemaSQL: sql).files().reduce(0) { $0 + $1.contents.utf8.count }
            }
            report.add(Figure(workload: "planning", name: "N=\(size): generate (load + validate + compile + Swift sources, not written)",
                              modelc: generate.wall, modelcCPU: generate.cpu, target: size == 1000 ? "< 1 s" : "",
                              note: "\(swiftBytes / 1024) KiB of Swift"))
            perEntity.append((size, planning.wall))
            curve.append((size, planning.cpu, nil))
            try breakdown(size: size, file: current, into: &report)
        }
        if let growthCSV {
            try GrowthCSV(path: growthCSV).write(curve)
            say("wrote \(growthCSV)")
        }
        if let first = perEntity.first, let last = perEntity.last, last.size > first.size {
            let growth = (last.seconds / first.seconds) / (Double(last.size) / Double(first.size))
            report.add(Figure(workload: "planning", name: "growth N=\(first.size)→\(last.size), per entity",
                              modelc: last.seconds / Double(last.size), target: "linear (≈ 1.0)",
                              note: String(format: "time per entity grows ×%.2f", growth)))
        }
    }

    /// Plans v1→v2 once per size (load and validate both files, compile both, diff,
    /// render), for a profiler: `valgrind --tool=callgrind` counts each stage's
    /// instructions (`ModelFileParser.parse`, `validate`, `SchemaCompiler.compile`, `diff`).
    func planOnce() throws {
        for size in sizes {
            let folder = try GeneratedModel(entities: size).write(under: scratch.appendingPathComponent("plan-once-\(size)"))
            let versions = try ModelLoader.load(folder.path)
            guard let old = versions.version(1), let new = versions.current else { continue }
            let plan = diff(from: SchemaCompiler.compile(old), to: SchemaCompiler.compile(new), hints: RenameHints(from: old, to: new))
            say("N=\(size): \(SQLiteDialect().render(plan).utf8.count) bytes of migration SQL")
        }
    }

    /// Where the time goes, stage by stage (one run each): parsing, validation,
    /// compiling, rendering.
    private func breakdown(size: Int, file: String, into report: inout Report) throws {
        var model: Model?
        let parse = try measure(1) { model = try ModelLoader.loadFile(file) }
        guard let model else { return }
        let validation = try measure(1) { _ = validate(model) }
        var schema: Schema?
        let compile = try measure(1) { schema = SchemaCompiler.compile(model) }
        guard let schema else { return }
        let render = try measure(1) { _ = SQLiteDialect().render(schema) }
        for (stage, time) in [("parse", parse), ("validate", validation), ("compile", compile), ("render", render)] {
            report.add(Figure(workload: "planning", name: "N=\(size): \(stage)", modelc: time.wall, modelcCPU: time.cpu, target: ""))
        }
    }

    /// Median wall-clock and CPU seconds of `repetitions` runs of `body`.
    private func measure(_ repetitions: Int, _ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<repetitions {
            var wall = 0.0
            let cpu = try Timing.cpuSeconds { wall = try Timing.seconds(body) }
            walls.append(wall)
            cpus.append(cpu)
        }
        return (Timing.median(walls), Timing.median(cpus))
    }
}
