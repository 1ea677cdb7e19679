import ModelKit
import SQLiteSchema

/// One transaction's worth of migration: a versioned file, or a declarative plan.
struct MigrationUnit: Sendable {
    var name: String
    /// The history version to record; nil for a declarative plan, which records nothing.
    var version: Int?
    /// Its steps counted by safety (`Safety.summaryLine(of:)`), for the report.
    var summary: String
    var sql: String
    var checksum: Checksum
    /// Earlier forms of `checksum` a history row may hold for the same file (the
    /// full-text checksum recorded before approval lines were left out).
    var acceptedChecksums: [Checksum] = []
    var preflight: [MigrationFile.Header.PreflightLine]
    var targetSchema: Schema?
    var modelHash: Checksum?
    /// For a declarative plan: the schema it was planned from, checked again under the lock.
    var startSchema: Schema?
    /// The tables the checks must cover, when known from a plan that no one edited (a
    /// declarative plan, or a file whose SQL is as planned); nil checks the whole
    /// database, as a file may hold anything.
    var verificationScope: VerificationScope?
    /// Destructive steps that are not approved: their rows at stake must all count 0.
    var atStake: [MigrationFile.Header.StepLine] = []
    /// The header's preflight checks left out of `preflight`, because an edit of the
    /// planned SQL changed what they are about.
    var skippedPreflight: [MigrationFile.SkippedPreflight] = []
    /// Whether the unit is a down migration: it runs when `version` is applied, and
    /// removes that history row instead of recording one.
    var isDown = false
}
