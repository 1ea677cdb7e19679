import Foundation

/// One measured figure: modelc's median time, the same run's baseline median when there
/// is one, and the ratio between them.
struct Figure {
    var workload: String
    var name: String
    var modelc: Double
    var baseline: Double?
    var baselineName: String?
    var target: String
    var note: String = ""

    var ratio: Double? { baseline.map { modelc / $0 } }
}

/// Collects figures and prints them as they come (so a long run shows progress) and,
/// at the end, as a Markdown table for `docs/performance.md`.
struct Report {
    private(set) var figures: [Figure] = []

    mutating func add(_ figure: Figure) {
        figures.append(figure)
        var line = "\(figure.workload): \(figure.name): modelc \(Timing.text(figure.modelc))"
        if let baseline = figure.baseline, let ratio = figure.ratio {
            line += ", baseline (\(figure.baselineName ?? "")) \(Timing.text(baseline)), ratio \(String(format: "%.2f", ratio))"
        }
        if !figure.target.isEmpty { line += " [target \(figure.target)]" }
        if !figure.note.isEmpty { line += " — \(figure.note)" }
        print(line)
        fflush(stdout)
    }

    var markdown: String {
        var lines = [
            "| workload | measurement | modelc | baseline | baseline time | ratio | target |",
            "|---|---|---:|---|---:|---:|---|",
        ]
        for figure in figures {
            let ratio = figure.ratio.map { String(format: "%.2f", $0) } ?? "—"
            let name = figure.note.isEmpty ? figure.name : "\(figure.name) (\(figure.note))"
            lines.append("| \(figure.workload) | \(name) | \(Timing.text(figure.modelc)) | \(figure.baselineName ?? "—") | \(figure.baseline.map(Timing.text) ?? "—") | \(ratio) | \(figure.target) |")
        }
        return lines.joined(separator: "\n")
    }
}
