import Foundation

/// A growth curve's data file: `size,modelc,baseline` in CPU seconds, one row per
/// measured size, read by `Benchmarks/plot-growth.py`. A workload that measures every
/// size in one run writes the file whole; one that measures a size per run (the
/// rebuild, whose large sizes take minutes each) appends its row.
struct GrowthCSV {
    var path: String

    static let header = "size,modelc,baseline\n"

    /// Replaces the file with these rows.
    func write(_ rows: [(size: Int, modelc: Double?, baseline: Double?)]) throws {
        try (Self.header + rows.map(Self.line).joined()).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Adds one row, starting the file with its header when it is new or empty.
    func append(size: Int, modelc: Double?, baseline: Double?) throws {
        var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if text.isEmpty { text = Self.header }
        text += Self.line((size, modelc, baseline))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private static func line(_ row: (size: Int, modelc: Double?, baseline: Double?)) -> String {
        func seconds(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "" }
        return "\(row.size),\(seconds(row.modelc)),\(seconds(row.baseline))\n"
    }
}
