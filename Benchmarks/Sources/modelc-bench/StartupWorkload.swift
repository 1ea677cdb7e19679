import Foundation

/// Start-up: `modelc validate models/Library` as a whole process, against starting the
/// `sqlite3` shell for `select 1` in the same run.
struct StartupWorkload {
    var modelc: String
    var sqlite3: String
    var repositoryRoot: URL
    var repetitions = 20

    func run(into report: inout Report) throws {
        let validate = ShellCommand(modelc, ["validate", "models/Library"], in: repositoryRoot)
        let baseline = ShellCommand(sqlite3, [":memory:", "select 1"], in: repositoryRoot)
        for _ in 0..<3 {
            try validate.run()
            try baseline.run()
        }
        var modelcTimes: [ShellCommand.Outcome] = [], baselineTimes: [ShellCommand.Outcome] = []
        for _ in 0..<repetitions {
            modelcTimes.append(try validate.run())
            baselineTimes.append(try baseline.run())
        }
        report.add(Figure(workload: "startup", name: "modelc validate models/Library (process, median of \(repetitions))",
                          modelc: Timing.median(modelcTimes.map(\.seconds)), modelcCPU: Timing.median(modelcTimes.map(\.cpuSeconds)),
                          baseline: Timing.median(baselineTimes.map(\.seconds)), baselineCPU: Timing.median(baselineTimes.map(\.cpuSeconds)),
                          baselineName: "sqlite3 :memory: 'select 1'", target: "< 50 ms"))
    }
}
