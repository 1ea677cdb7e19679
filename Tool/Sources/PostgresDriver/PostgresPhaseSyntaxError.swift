import Migration

/// A migration's phase markers do not read: a malformed marker, numbers out of order,
/// a marker inside a statement, a phase without statements.
public struct PostgresPhaseSyntaxError: Error, Hashable, Sendable {
    /// The offending line (or the marker of the offending phase).
    public var line: String
    /// What is wrong with it.
    public var reason: String

    public init(line: String, reason: String) {
        self.line = line
        self.reason = reason
    }
}
