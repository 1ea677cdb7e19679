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
            let plan = dialect.plan(from: previous ?? DiffSide(schema: Schema(), model: nil, label: "nothing"), to: side)
            let sql = dialect.render(plan)
            planned.append(PlannedVersion(
                version: model.version, name: "\(model.name) version \(model.version)", plan: plan, sql: sql, target: side.schema,
                checksum: Checksum(normalizing: sql).description, modelHash: ModelHash.of(model).description))
            previous = side
        }
        return planned
    }

    /// Runs one version's migration inside `BEGIN`, leaving the transaction open for
    /// the caller to commit; rolls back and throws on any failure.
    private static func apply(_ planned: PlannedVersion, in session: PostgresSession, schema: String, allowDestructive: Bool) throws {
        let name = session.settings.displayName
        let dialect = PostgresDialect()
        try session.execute("BEGIN")
        do {
            if !allowDestructive {
                let atStake = try planned.plan.steps.compactMap(\.rowsAtStake).reduce(0) { total, check in
                    total + (Int(try session.rows("SELECT (\(check.sql))::text").first?.first.flatMap { $0 } ?? "0") ?? 0)
                }
                if atStake > 0 { throw PostgresDatabaseError.destructiveNotApproved(database: name, version: planned.version, rows: atStake) }
            }
            let started = Date()
            do {
                try session.execute(planned.sql)
            } catch {
                guard case .statementFailed(_, _, let message) = error else { throw error }
                throw PostgresDatabaseError.statementFailed(database: name, version: planned.version, message: message)
            }
            // The expected schema in the live column order, which in-place changes let drift.
            let liveOrder = PostgresSchemaFingerprint.columnOrder(
                try session.rows(PostgresSchemaFingerprint.columnOrderQuery(schema: schema)).compactMap { $0.first ?? nil })
            let scratch = "modelc_expected"
            try session.execute("""
                CREATE SCHEMA \(dialect.quote(scratch));
                SET LOCAL search_path TO \(dialect.quote(scratch));
                \(dialect.render(planned.target.orderingColumns(like: liveOrder)))
                """)
            let expected = try session.rows(PostgresSchemaFingerprint.query(schema: scratch, excluding: [])).compactMap { $0.first ?? nil }
            try session.execute("SET LOCAL search_path TO \(dialect.quote(schema))")
            let live = try session.rows(PostgresSchemaFingerprint.query(schema: schema, excluding: [MigrationHistoryRecord.tableName]))
                .compactMap { $0.first ?? nil }
            try session.execute("DROP SCHEMA \(dialect.quote(scratch)) CASCADE")
            let differences = PostgresSchemaFingerprint.differences(expected: expected, live: live)
            if !differences.isEmpty {
                throw PostgresDatabaseError.verificationFailed(database: name, version: planned.version, differences: differences)
            }
            try session.execute(PostgresHistory.recordSQL(
                version: planned.version, name: planned.name, checksum: planned.checksum,
                durationMilliseconds: Int(Date().timeIntervalSince(started) * 1000), modelHash: planned.modelHash))
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
    }
}
