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
    /// Time since the sync started.
    public var elapsed: Duration

    public init(written: Int, committed: Int, total: Int?, elapsed: Duration) {
        self.written = written
        self.committed = committed
        self.total = total
        self.elapsed = elapsed
    }

    /// Elements written per second so far; nil before any measurable time has passed.
    public var rate: Double? {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds > 0 ? Double(written) / seconds : nil
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
