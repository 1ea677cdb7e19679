import ModelKit

/// What `modelc migrate baseline` recorded: the history rows, and the model version the
/// database was found at when that was not the version it was asked for.
public struct BaselineOutcome: Sendable {
    /// The migrations recorded as applied, in order.
    public var entries: [MigrationHistory.Entry]
    /// The earlier model version whose schema the database has, when no version was
    /// named and the database does not have the current one's; nil otherwise.
    public var foundVersion: Int?
    /// The model's current version, which `foundVersion` stands instead of.
    public var currentVersion: Int?
}

extension DatabaseEngine {
    /// `baseline(_:version:)`, at the version the database is at when the command names
    /// none: the current version when the database has its schema; else the newest
    /// earlier version whose schema it has exactly (`drift(from:)` finds no difference),
    /// since a database that predates modelc is often at the version the model was
    /// adopted from it as, with later versions made since. A version named (`--version`,
    /// `@N`) is recorded or refused as it is; so is the current one when no earlier
    /// version matches, with the refusal that lists what differs from it.
    ///
    /// The hint of a first migration that failed on tables already there names this
    /// command without a version, and it runs as written.
    public func baselineAtItsVersion(_ target: MigrationTarget, version: Int?) throws -> BaselineOutcome {
        guard version == nil, target.pinnedVersion == nil, let versions = target.versions, let current = versions.current else {
            return BaselineOutcome(entries: try baseline(target, version: version))
        }
        do {
            return BaselineOutcome(entries: try baseline(target, version: nil))
        } catch let refusal as ErrorReport where refusal.code == Self.baselineMismatchCode {
            guard let found = newestVersion(withTheSchemaOf: versions, before: current.version) else { throw refusal }
            return BaselineOutcome(entries: try baseline(target, version: found), foundVersion: found, currentVersion: current.version)
        }
    }

    /// The code of `MigrationError.baselineMismatch`'s report.
    static var baselineMismatchCode: String { "baseline-mismatch" }
}
