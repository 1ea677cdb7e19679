import Foundation

/// A growth curve's data file: `size,modelc,baseline` in CPU seconds, one row per
/// measured size, read by `Benchmarks/plot-growth.py`. Rows are appended, so a curve is
/// built by running a workload once per size; a file starts with its header.
struct GrowthCSV {
    var path: String

    func append(size: Int, modelc: Double?, baseline: Double?) throws {
        func seconds(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "" }
        let url = URL(fileURLWithPath: path)
        var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if text.isEmpty { text = "size,modelc,baseline\n" }
        text += "\(size),\(seconds(modelc)),\(seconds(baseline))\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
