import Foundation

/// One measured figure: modelc's median time, the same run's baseline median when there
/// is one, and the ratio between them — in wall-clock time and in CPU time (user +
/// system), because on a shared machine the CPU time is the steadier of the two.
struct Figure {
    var workload: String
    var name: String
    var modelc: Double
    var modelcCPU: Double?
    var baseline: Double?
    var baselineCPU: Double?
    var baselineName: String?
    var target: String
    var note: String = ""

    var ratio: Double? { baseline.map { modelc / $0 } }
    var cpuRatio: Double? {
        guard let modelcCPU, let baselineCPU, baselineCPU > 0 else { return nil }
        return modelcCPU / baselineCPU
    }
}

/// Collects figures and prints them as they come (so a long run shows progress) and,
/// at the end, as a Markdown table for `docs/performance.md`.
struct Report {
    private(set) var figures: [Figure] = []

    mutating func add(_ figure: Figure) {
        figures.append(figure)
        var line = "\(figure.workload): \(figure.name): modelc \(Timing.text(figure.modelc))"
        if let cpu = figure.modelcCPU { line += " (cpu \(Timing.text(cpu)))" }
        if let baseline = figure.baseline, let ratio = figure.ratio {
            line += ", baseline [\(figure.baselineName ?? "")] \(Timing.text(baseline))"
            if let cpu = figure.baselineCPU { line += " (cpu \(Timing.text(cpu)))" }
            line += ", ratio \(String(format: "%.2f", ratio))"
            if let cpuRatio = figure.cpuRatio { line += " (cpu \(String(format: "%.2f", cpuRatio)))" }
        }
        if !figure.target.isEmpty { line += " — target \(figure.target)" }
        if !figure.note.isEmpty { line += " — \(figure.note)" }
        say(line)
    }

    var markdown: String {
        func ratio(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "—" }
        func time(_ value: Double?) -> String { value.map(Timing.text) ?? "—" }
        var lines = [
            "| workload | measurement | modelc | baseline | baseline time | ratio | CPU: modelc / baseline | CPU ratio | target |",
            "|---|---|---:|---|---:|---:|---:|---:|---|",
        ]
        for figure in figures {
            let name = figure.note.isEmpty ? figure.name : "\(figure.name) (\(figure.note))"
            let cpu = figure.modelcCPU == nil ? "—" : "\(time(figure.modelcCPU)) / \(time(figure.baselineCPU))"
            lines.append("| \(figure.workload) | \(name) | \(Timing.text(figure.modelc)) | \(figure.baselineName ?? "—") | \(time(figure.baseline)) | \(ratio(figure.ratio)) | \(cpu) | \(ratio(figure.cpuRatio)) | \(figure.target) |")
        }
        return lines.joined(separator: "\n")
    }
}

/// Writes a line to standard output at once (unbuffered), so progress shows while a
/// long workload runs and the order of lines is kept when the output is piped.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
