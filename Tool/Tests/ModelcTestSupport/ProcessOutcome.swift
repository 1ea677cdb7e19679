import Foundation

/// What a finished program left behind: its exit status and everything it wrote.
///
/// Tests compare these as a user reads them, so `stdout` and `stderr` are kept apart and
/// whole (decoded as UTF-8).
public struct ProcessOutcome: Equatable, Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}
