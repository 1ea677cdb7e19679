/// What an engine can do that others cannot, which commands ask rather than naming the
/// engine (`DatabaseEngine.capabilities`).
public struct EngineCapabilities: Hashable, Sendable {
    /// Copies the database before applying (`migrate --backup`).
    public var backsUp: Bool
    /// When it cannot: what to do instead, for the refusal.
    public var backupInstead: String?
    /// Limits how long one statement of a migration may run (`migrate --statement-timeout`).
    public var limitsStatementTime: Bool

    public init(backsUp: Bool, backupInstead: String? = nil, limitsStatementTime: Bool) {
        self.backsUp = backsUp
        self.backupInstead = backupInstead
        self.limitsStatementTime = limitsStatementTime
    }
}
