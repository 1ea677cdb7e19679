import Foundation

/// How far a running sync has come: what `ModelStore.sync(…, progress:)` reports after
/// each slice of the payload.
///
/// In one transaction (the default) nothing is committed until the end, so `committed`
/// stays 0 while `written` grows; with `batchSize:` each report follows a commit and the
/// two are equal.
public struct SyncProgress: Hashable, Sendable {
    /// Elements written so far, committed or not.
    public var written: Int
    /// Elements committed: what other connections can see.
    public var committed: Int
    /// Elements in the payload, when known before the end.
    public var total: Int?
    /// Seconds since the sync started, measured on a monotonic clock. A `TimeInterval`
    /// (as `MigrationProgress.elapsed` is) rather than a `Duration`, which needs iOS 16
    /// and macOS 13: the runtime supports GRDB's oldest platforms.
    public var elapsed: TimeInterval

    public init(written: Int, committed: Int, total: Int?, elapsed: TimeInterval) {
        self.written = written
        self.committed = committed
        self.total = total
        self.elapsed = elapsed
    }

    /// Elements written per second so far; nil before any measurable time has passed.
    public var rate: Double? {
        elapsed > 0 ? Double(written) / elapsed : nil
    }

    /// `written / total`, when the total is known and not zero.
    public var fractionCompleted: Double? {
        guard let total, total > 0 else { return nil }
        return Double(written) / Double(total)
    }

    /// Elements written between two reports when a sync reports progress in one
    /// transaction (with `batchSize:`, a report follows every batch).
    public static let reportingInterval = 10_000
}
