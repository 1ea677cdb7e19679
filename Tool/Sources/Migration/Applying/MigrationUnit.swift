import ModelKit
import SchemaCore

/// One transaction's worth of migration: a versioned file (up or down), or a declarative
/// plan; what a `MigrationConnection` applies.
public struct MigrationUnit: Sendable {
    public var name: String
    /// The history version to record; nil for a declarative plan, which records nothing.
    public var version: Int?
    /// Its steps counted by safety (`Safety.summaryLine(of:)`), for the report.
    public var summary: String
    public var sql: String
    public var checksum: Checksum
    /// Earlier forms of `checksum` a history row may hold for the same file (the
    /// full-text checksum recorded before approval lines were left out).
    public var acceptedChecksums: [Checksum] = []
    public var preflight: [MigrationFile.Header.PreflightLine]
    public var targetSchema: Schema?
    public var modelHash: Checksum?
    /// For a declarative plan: the schema it was planned from, checked again under the lock.
    public var startSchema: Schema?
    /// The tables the checks must cover, when known from a plan that no one edited (a
    /// declarative plan, or a file whose SQL is as planned); nil checks the whole
    /// database, as a file may hold anything.
    public var verificationScope: VerificationScope?
    /// Destructive steps that are not approved: their rows at stake must all count 0.
    public var atStake: [MigrationFile.Header.StepLine] = []
    /// The header's preflight checks left out of `preflight`, because an edit of the
    /// planned SQL changed what they are about.
    public var skippedPreflight: [MigrationFile.SkippedPreflight] = []
    /// Whether the unit is a down migration: it runs when `version` is applied, and
    /// removes that history row instead of recording one.
    public var isDown = false

    public init(
        name: String, version: Int? = nil, summary: String, sql: String, checksum: Checksum, acceptedChecksums: [Checksum] = [],
        preflight: [MigrationFile.Header.PreflightLine], targetSchema: Schema? = nil, modelHash: Checksum? = nil,
        startSchema: Schema? = nil, verificationScope: VerificationScope? = nil, atStake: [MigrationFile.Header.StepLine] = [],
        skippedPreflight: [MigrationFile.SkippedPreflight] = [], isDown: Bool = false
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.sql = sql
        self.checksum = checksum
        self.acceptedChecksums = acceptedChecksums
        self.preflight = preflight
        self.targetSchema = targetSchema
        self.modelHash = modelHash
        self.startSchema = startSchema
        self.verificationScope = verificationScope
        self.atStake = atStake
        self.skippedPreflight = skippedPreflight
        self.isDown = isDown
    }
}
