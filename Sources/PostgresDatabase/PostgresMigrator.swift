import Foundation
import Migration
import ModelKit
import ModelRuntime
import SQLiteSchema

/// Brings a PostgreSQL database to a model version, one model version at a time.
///
/// Each pending version's plan is the diff from the previous version (nothing, for
/// version 1) to it, compiled for PostgreSQL and rendered by `PostgresDialect`; it is
/// checksummed and recorded in `modelc_migrations`, so a version that was applied and
/// whose plan changed since is refused. Under a session-level advisory lock (two
/// deployers: one applies, the other waits up to the lock timeout and then finds
/// nothing to do), each version runs in one transaction with `lock_timeout` set, is
/// verified (the live schema's catalog fingerprint must equal that of the version's DDL
/// run in a scratch schema, see `PostgresSchemaFingerprint`) and commits, or rolls back
/// entirely.
public enum PostgresMigrator {
    /// What one run applied.
    public struct Report: Sendable, Equatable, Encodable {
        /// The database, without its password.
        public var database: String
        /// The versions applied, in order.
        public var applied: [Applied]
        /// The version the database is at afterwards (0: none).
        public var version: Int
    }

    /// One applied model version.
    public struct Applied: Sendable, Equatable, Encodable {
        public var version: Int
        public var name: String
        /// `3 steps: 3 safe, 0 dataDependent, 0 destructive`.
        public var summary: String
        public var durationMilliseconds: Int
    }

    /// Applies the pending versions of `versions` (up to `target`, when given).
    ///
    /// `lockTimeout` (seconds) bounds both the wait for another deployer's advisory lock
    /// and each statement's wait for a table lock. A destructive step whose at-stake
    /// rows are not 0 is refused unless `allowDestructive`.
    public static func migrate(
        _ versions: ModelVersions, database settings: PostgresConnectionSettings, upTo target: Int? = nil,
        lockTimeout: Double, allowDestructive: Bool
    ) throws -> Report {
        let plans = try plannedVersions(versions, upTo: target)
        let session = try PostgresSession(settings)
        defer { session.close() }
        let name = settings.displayName
        let milliseconds = max(1, Int((lockTimeout * 1000).rounded()))
        try session.execute("SET lock_timeout = '\(milliseconds)ms'")
        do {
            try session.execute("SELECT pg_advisory_lock(\(PostgresHistory.lockKey))")
        } catch {
            throw PostgresDatabaseError.locked(database: name, seconds: lockTimeout)
        }
        defer { try? session.execute("SELECT pg_advisory_unlock(\(PostgresHistory.lockKey))") }
        try session.execute(PostgresHistory.createSQL)
        let applied = try PostgresHistory.applied(in: session)
        let appliedChecksums = Dictionary(applied.map { ($0.version, $0.checksum) }, uniquingKeysWith: { first, _ in first })
        for plan in plans where appliedChecksums[plan.version].map({ $0 != plan.checksum }) ?? false {
            throw PostgresDatabaseError.checksumMismatch(database: name, version: plan.version)
        }
        let liveSchema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
        var report = Report(database: name, applied: [], version: applied.map(\.version).max() ?? 0)
        for plan in plans where appliedChecksums[plan.version] == nil {
            let started = Date()
            do {
                try apply(plan, in: session, schema: liveSchema, allowDestructive: allowDestructive)
            } catch {
                if case .lockTimedOut? = error as? PostgresDatabaseError {
                    throw PostgresDatabaseError.locked(database: name, seconds: lockTimeout)
                }
                throw error
            }
            let duration = Int(Date().timeIntervalSince(started) * 1000)
            try session.execute("COMMIT")
            report.applied.append(Applied(version: plan.version, name: plan.name, summary: plan.plan.summaryLine, durationMilliseconds: duration))
            report.version = plan.version
        }
        return report
    }

    /// One model version's migration: its plan, SQL and checksum.
    struct PlannedVersion {
        var version: Int
        var name: String
        var plan: Plan
        var sql: String
        var target: Schema
        var checksum: String
        var modelHash: String
    }

    static func plannedVersions(_ versions: ModelVersions, upTo target: Int?) throws -> [PlannedVersion] {
        let dialect = PostgresDialect()
        var previous: DiffSide?
        var planned: [PlannedVersion] = []
        for model in versions.versions where target.map({ model.version <= $0 }) ?? true {
            let side = DiffSide(schema: try PostgresTypeMapping.schema(for: model), model: model, label: "\(model.name) version \(model.version)")
            let plan = dialect.annotated(Plan(from: previous ?? DiffSide(schema: Schema(), model: nil, label: "nothing"), to: side))
            let sql = dialect.render(plan)
            planned.append(PlannedVersion(
                version: model.version, name: "\(model.name) version \(model.version)", plan: plan, sql: sql, target: side.schema,
                checksum: Checksum(normalizing: sql).description, modelHash: ModelHash.of(model).description))
            previous = side
        }
        return planned
    }

    /// Runs one version's migration phase by phase (see `runPhases`), leaving the last
    /// phase's transaction, with the verification and the history row, open for the
    /// caller to commit; rolls back that transaction and throws on any failure.
    private static func apply(_ planned: PlannedVersion, in session: PostgresSession, schema: String, allowDestructive: Bool) throws {
        try runPhases(planned, in: session, schema: schema, allowDestructive: allowDestructive)
    }
}
