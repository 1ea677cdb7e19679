import Foundation

extension TerminalProgress {
    /// The progress line of a long `modelc sync` on standard error: shown once the sync
    /// has run for a moment, rewritten in place, cleared at the end.
    final class SyncLine: @unchecked Sendable {
        private let start = ContinuousClock.now
        private let lock = NSLock()
        private var shown = false

        /// `written records (n%), rate`: called after each batch or interval, with the
        /// fraction of the payload done (of the elements, or of the bytes read when the
        /// elements are not counted first).
        func show(written: Int, fraction: Double) {
            let elapsed = ContinuousClock.now - start
            guard elapsed >= .milliseconds(200) else { return }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = Double(written) / seconds
            let text = "\r\u{1B}[K\(written) records (\(Int(fraction * 100))%), " + (rate >= 10_000 ? "\(Int(rate / 1000))k records/s" : "\(Int(rate)) records/s")
            lock.withLock { shown = true }
            writeToStandardError(text)
        }

        /// Clears the line, if one was shown.
        func finish() {
            if lock.withLock({ shown }) { writeToStandardError("\r\u{1B}[K") }
        }
    }
}
