import Foundation
import Migration

/// A one-line progress display on standard error, rewritten in place.
enum TerminalProgress {
    /// Shows statements that run for more than a moment; clears the line when each ends.
    @Sendable static func show(_ progress: MigrationProgress) {
        let clear = "\r\u{1B}[K"
        if progress.isFinished {
            if progress.elapsed >= 0.5 {
                write(clear + "\(progress.migration): statement \(progress.statement) took \(format(progress.elapsed)): \(progress.summary)\n")
            } else {
                write(clear)
            }
        } else if progress.elapsed >= 0.2 {
            write(clear + line(progress))
        }
    }

    /// `0002_x.sql: statement 2, 1.4 s: 412000/1000000 rows (41%), 294k rows/s, ETA 2.0 s`
    /// for a copy; the statement's summary otherwise.
    static func line(_ progress: MigrationProgress) -> String {
        let head = "\(progress.migration): statement \(progress.statement), \(format(progress.elapsed)): "
        guard let rows = progress.rows, rows.total > 0 else { return head + progress.summary }
        var parts = ["\(rows.done)/\(rows.total) rows (\(rows.done * 100 / rows.total)%)"]
        if let rate = rows.rate(after: progress.elapsed) { parts.append(rate >= 10_000 ? "\(Int(rate / 1000))k rows/s" : "\(Int(rate)) rows/s") }
        if let remaining = rows.remaining(after: progress.elapsed) { parts.append("ETA \(format(remaining))") }
        return head + parts.joined(separator: ", ")
    }

    private static func format(_ seconds: TimeInterval) -> String {
        String(format: "%.1f s", seconds)
    }

    private static func write(_ text: String) {
        writeToStandardError(text)
    }
}
