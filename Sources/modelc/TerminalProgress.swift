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
            write(clear + "\(progress.migration): statement \(progress.statement), \(format(progress.elapsed)): \(progress.summary)")
        }
    }

    private static func format(_ seconds: TimeInterval) -> String {
        String(format: "%.1f s", seconds)
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
