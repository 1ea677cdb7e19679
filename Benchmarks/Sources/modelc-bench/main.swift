import Foundation

// modelc-bench: times modelc against the physical limit and what users would otherwise
// run, in the same run, and prints modelc's time, the baseline's and their ratio.
//
//     swift run -c release --package-path Benchmarks modelc-bench [planning] [startup] [rebuild] [migrate-test]
//         [migrate-test-postgres, under scripts/with-postgres]
//         [--rows N | --full] [--sizes 100,1000,5000] [--repetitions N]
//
// `plan-once` plans v1→v2 once per size and prints no figures: the program to run under
// `valgrind --tool=callgrind`, whose per-function counts give each stage's instructions.
// MODELC_BENCH_KEEP=1 keeps the generated model files (to profile `modelc validate` on them).
//
// `--growth-csv FILE` also writes a growth curve's data as `size,modelc,baseline` (CPU
// seconds), the input of `Benchmarks/plot-growth.py`: planning writes plan v1→v2 per size
// (no baseline); the rebuild appends its headline figure at `--rows` (modelc, minimal
// baseline), one row per run, which `Benchmarks/rebuild-growth.sh` repeats per size:
//
//     swift run -c release --package-path Benchmarks modelc-bench planning \
//         --sizes 100,1000,5000,10000 --growth-csv Benchmarks/growth/planning.csv
//
// `--full` (or MODELC_BENCH_ROWS=1000000) runs the rebuild on 1,000,000 + 1,000,000 rows;
// the default is 200,000 so the whole run takes a few minutes.

let usage = """
    usage: modelc-bench [planning] [startup] [rebuild] [plan-once] [migrate-test] [migrate-test-postgres] [--rows N | --full] [--sizes 100,1000,5000] [--repetitions N]
                        [--growth-csv FILE]
    """

var workloads: [String] = []
var rows = ProcessInfo.processInfo.environment["MODELC_BENCH_ROWS"].flatMap(Int.init) ?? 200_000
var sizes = [100, 1000, 5000]
var repetitions = 3
var growthCSV: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "planning", "startup", "rebuild", "plan-once", "migrate-test", "migrate-test-postgres": workloads.append(argument)
    case "--full": rows = 1_000_000
    case "--rows": rows = arguments.popFirst().flatMap(Int.init) ?? rows
    case "--repetitions": repetitions = arguments.popFirst().flatMap(Int.init) ?? repetitions
    case "--sizes": sizes = arguments.popFirst().map { $0.split(separator: ",").compactMap { Int($0) } } ?? sizes
    case "--growth-csv": growthCSV = arguments.popFirst()
    case "-h", "--help": say(usage); exit(0)
    default: FileHandle.standardError.write(Data("unknown argument `\(argument)`\n\(usage)\n".utf8)); exit(2)
    }
}
if workloads.isEmpty { workloads = ["planning", "startup", "rebuild"] }

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

var report = Report()
say("machine: " + Machine.description(sqlite3: ShellCommand.which("sqlite3")))
say("rebuild rows: \(rows); planning sizes: \(sizes.map(String.init).joined(separator: ", "))")
do {
    guard let sqlite3 = ShellCommand.which("sqlite3") else { throw BenchError("the `sqlite3` shell is not on PATH") }
    var modelc: String?
    func releaseModelc() throws -> String {
        if let modelc { return modelc }
        let path = try ReleaseModelc(repositoryRoot: repositoryRoot).path()
        modelc = path
        return path
    }
    for workload in workloads {
        switch workload {
        case "planning":
            try PlanningWorkload(sizes: sizes, scratch: scratch, growthCSV: growthCSV).run(into: &report)
        case "plan-once":
            try PlanningWorkload(sizes: sizes, scratch: scratch).planOnce()
        case "migrate-test":
            try MigrateTestWorkload(modelc: releaseModelc(), scratch: scratch).run(into: &report)
        case "migrate-test-postgres":
            // The server scripts/with-postgres starts, whose variables name it.
            let environment = ProcessInfo.processInfo.environment
            guard let host = environment["PGHOST"], let user = environment["PGUSER"] else {
                throw BenchError("migrate-test-postgres needs a server: run it under scripts/with-postgres")
            }
            try MigrateTestWorkload(modelc: releaseModelc(), scratch: scratch, server: "postgres:///modelc_bench_history?host=\(host)&user=\(user)")
                .run(into: &report)
        case "startup":
            try StartupWorkload(modelc: releaseModelc(), sqlite3: sqlite3, repositoryRoot: repositoryRoot).run(into: &report)
        default:
            try RebuildWorkload(rows: rows, repetitions: repetitions, modelc: releaseModelc(), sqlite3: sqlite3, scratch: scratch,
                                growthCSV: growthCSV)
                .run(into: &report)
        }
    }
} catch {
    FileHandle.standardError.write(Data("modelc-bench: \(error)\n".utf8))
    say("\n" + report.markdown)
    try? FileManager.default.removeItem(at: scratch)
    exit(1)
}
say("\n" + report.markdown)
if ProcessInfo.processInfo.environment["MODELC_BENCH_KEEP"] != nil {
    say("kept the generated files in \(scratch.path)")
} else {
    try? FileManager.default.removeItem(at: scratch)
}
