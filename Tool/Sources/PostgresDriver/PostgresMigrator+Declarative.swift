import Foundation
import Migration
import ModelKit
import SchemaCore

extension PostgresMigrator {
    /// Declarative mode, `modelc migrate --db postgres://… --model models/X`: plans from
    /// the live schema straight to `model` compiled for PostgreSQL, as every PostgreSQL
    /// plan is made (`PostgresDialect.plan(from:to:)`: views bound to their columns,
    /// defaults and NOT NULLs altered and constraints renamed in place, counts in
    /// PostgreSQL's SQL), and applies the plan,
    /// under the versioned path's guards, recording no history (as on SQLite: the
    /// database is simply made to match).
    ///
    /// - Under the session-level advisory lock (`PostgresHistory.lockKey`), waiting up to
    ///   `lockTimeout` seconds, which also bounds each statement's wait for a table lock.
    /// - In one transaction: the live schema is read inside it, in the model's words
    ///   (`PostgresIntrospection.introspect(_:describedAs:…)`), so a concurrent run that
    ///   got there first leaves nothing to do; an empty plan changes nothing.
    /// - Guarded as every engine's migrations are (`MigrationGuards`): a destructive step
    ///   whose rows at stake are not 0 is refused unless `allowDestructive`, and so is a
    ///   plan whose preflight checks count rows that would make it fail (a new UNIQUE over
    ///   duplicates, a NOT NULL over NULLs), with the count and a few of the rows;
    ///   dropping a view or trigger the model does not describe is refused unless
    ///   `allowDestructive` (it stores no rows, but someone wrote it).
    /// - Verified before `COMMIT`: the schema read again must have no difference from
    ///   the compiled model (`Verification.comparison`), or everything is rolled back.
    /// - `dryRun` does all of it, refusals and verification included, and rolls back
    ///   instead of committing: it fails and refuses exactly as the real run would.
    public static func migrate(
        _ settings: PostgresConnectionSettings, to model: Model, lockTimeout: Double, allowDestructive: Bool, dryRun: Bool = false
    ) throws -> DeclarativeRun {
        let target = try PostgresTypeMapping.schema(for: model)
        let session = try PostgresSession(settings)
        defer { session.close() }
        let name = settings.displayName
        let label = "\(model.name) version \(model.version) (declarative)"
        try session.execute(sessionSettings)
        try session.takeMigrationLock(timeout: lockTimeout)
        defer { session.releaseMigrationLock() }
        try MigrationHistory.requireDeclarativeRun(over: PostgresHistory.entries(in: session), modelHash: ModelHash.of(model), database: name, plan: label)
        try session.execute("BEGIN")
        do {
            let started = Date()
            let live = try PostgresIntrospection.introspect(session, describedAs: target, inTransaction: true)
            let dialect = PostgresDialect()
            let plan = dialect.plan(from: DiffSide(schema: live, model: nil, label: name), to: DiffSide(schema: target, model: model, label: label))
            // As a migration file holds it: its SQL, and the lines the guards read.
            let draft = MigrationDraft.postgres(plan, options: PostgresPlanOptions(), dialect: dialect, named: .postgres)
            let sql = draft.sql
            var report = MigrationReport(database: name, dryRun: dryRun)
            report.version = model.version
            if dryRun && !plan.isEmpty { report.planned = [PlannedMigration(name: label, modelVersion: model.version, plan: plan, sql: sql)] }
            var run = DeclarativeRun(dryRun: dryRun, plan: plan, sql: sql, report: report)
            guard !plan.isEmpty else {
                try session.execute("ROLLBACK")
                return run
            }
            if !allowDestructive { try refuseUnmodelledDrops(plan, target: target, label: label) }
            let dependents = try refuseDroppingDependents(of: sql, named: label, target: target, allowDestructive: allowDestructive, in: session)
            // The guards every engine runs before a migration (`MigrationGuards`): the rows
            // at stake of its unapproved destructive steps, then its preflight checks.
            let unapproved = allowDestructive ? [] : draft.steps.filter { $0.safety == .destructive }
            let notes = try MigrationGuards(name: label, isPlan: true, atStake: unapproved, preflight: draft.preflight)
                .check(on: PostgresGuardQueries(session: session, inTransaction: true)) + dependents
            do {
                try session.execute(sql)
            } catch {
                guard case .statementFailed(_, _, let message) = error else { throw error }
                throw MigrationError.sqlFailed(file: label, message: message)
            }
            let after = try PostgresIntrospection.introspect(session, describedAs: target, inTransaction: true)
            let differences = target.differences(from: after, options: Verification.comparison).map(\.message)
            if !differences.isEmpty {
                throw MigrationError.verificationFailed(file: label, differences: Array(differences.prefix(5)))
            }
            try session.execute(dryRun ? "ROLLBACK" : "COMMIT")
            if !dryRun {
                run.report.applied = [AppliedMigration(version: nil, name: label, summary: plan.summaryLine,
                                              durationMilliseconds: Int(Date().timeIntervalSince(started) * 1000), notes: notes)]
            }
            return run
        } catch {
            try? session.execute("ROLLBACK")
            if case .lockTimedOut? = error as? PostgresDatabaseError { throw PostgresDatabaseError.locked(database: name, seconds: lockTimeout) }
            throw error
        }
    }

    /// What a declarative run did or, dry, would do.
    public struct DeclarativeRun: Sendable, Encodable {
        /// Whether it was rolled back rather than committed.
        public var dryRun: Bool
        /// The plan from the live database to the model, with lock impacts; empty when
        /// the database already matched.
        public var plan: Plan
        /// The plan as PostgreSQL statements.
        public var sql: String
        /// What was applied (nothing for a dry run or an empty plan) or, dry, planned.
        public var report: MigrationReport
    }

    /// Throws when `plan` would drop a view or trigger `target` does not have: it stores
    /// no rows, but it is behaviour someone wrote (a guard, a sync trigger).
    private static func refuseUnmodelledDrops(_ plan: Plan, target: Schema, label: String) throws {
        let dialect = PostgresDialect()
        let unmodelled = plan.steps.compactMap { step -> String? in
            switch step.operation {
            case .dropView(let view, _) where target.view(named: view) == nil: "view \(dialect.quote(view))"
            case .dropTrigger(let trigger, _, _) where target.trigger(named: trigger) == nil: "trigger \(dialect.quote(trigger))"
            default: nil
            }
        }
        if !unmodelled.isEmpty { throw MigrationError.unmodelledObjectsWouldBeDropped(plan: label, objects: unmodelled) }
    }
}
