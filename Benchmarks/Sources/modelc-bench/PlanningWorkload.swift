import Foundation
import ModelKit
import SQLiteSchema

/// Planning: load + validate + compile + render of a generated model, at several
/// sizes, to show the cost per entity and that it grows linearly.
struct PlanningWorkload {
    var sizes: [Int]
    var scratch: URL

    func run(into report: inout Report) throws {
        var perEntity: [(size: Int, seconds: Double)] = []
        for size in sizes {
            let model = GeneratedModel(entities: size)
            let folder = try model.write(under: scratch.appendingPathComponent("planning-\(size)"))
            let current = folder.appendingPathComponent("2.yaml").path
            let repetitions = size <= 100 ? 15 : size <= 1000 ? 5 : 3

            var schemaSQL = ""
            let compileTime = try Timing.median((0..<repetitions).map { _ in
                try Timing.seconds {
                    let versions = try ModelLoader.load(current)
                    guard let model = versions.current else { return }
                    schemaSQL = SQLiteDialect().render(SchemaCompiler.compile(model))
                }
            })
            report.add(Figure(workload: "planning", name: "N=\(size): load + validate + compile + render",
                              modelc: compileTime, target: size == 1000 ? "< 0.5 s (with diff)" : "",
                              note: "\(schemaSQL.count / 1024) KiB of SQL"))
            perEntity.append((size, compileTime))
        }
        if let first = perEntity.first, let last = perEntity.last, last.size > first.size {
            let growth = (last.seconds / first.seconds) / (Double(last.size) / Double(first.size))
            report.add(Figure(workload: "planning", name: "growth N=\(first.size)→\(last.size), per entity",
                              modelc: last.seconds / Double(last.size), target: "linear (≈ 1.0)",
                              note: String(format: "time per entity grows ×%.2f", growth)))
        }
    }
}
