import Foundation

/// A one-paragraph description of the machine and tools, printed before the figures
/// so a pasted result says where it was measured.
enum Machine {
    static func description(sqlite3: String?) -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let memory = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal") }
            .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Double($0) } }
            .map { String(format: "%.1f GiB", $0 / 1_048_576) } ?? "unknown"
        let sqlite = sqlite3.flatMap { try? ShellCommand($0, ["--version"]).run().stdout.split(separator: " ").first.map(String.init) } ?? "unknown"
        let swift = ShellCommand.which("swift").flatMap { try? ShellCommand($0, ["--version"]).run() }
            .map { ($0.stdout + $0.stderr).split(separator: "\n").first.map(String.init) ?? "" } ?? "unknown"
        return "\(ProcessInfo.processInfo.activeProcessorCount) CPUs (\(model)), \(memory) RAM, sqlite3 \(sqlite), \(swift)"
    }
}
