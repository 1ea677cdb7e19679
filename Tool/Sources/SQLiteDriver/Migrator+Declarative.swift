import Foundation
import GRDB
import Migration
import ModelKit
import SchemaCore

extension Migrator {
    /// Declarative mode: plans from the live schema straight to `model` and applies the
    /// plan under the same guards as a versioned migration (destructive steps refused
    /// unless allowed, preflight counts, foreign-key, quick and schema checks), in one
    /// transaction. Records no history row: the database is simply made to match.
    ///
    /// Inside the transaction the live schema is read again: if it already equals the
    /// model (a concurrent run got there first) nothing is done; if it changed in any
    /// other way since planning, the run is refused rather than applying a stale plan.
    public func migrate(to model: Model, options: MigrateOptions = MigrateOptions()) throws(MigrationError) -> MigrationReport {
        try creatingDatabase { migrator throws(MigrationError) in try migrator.apply(model, options: options) }
    }

    /// `modelc migrate --model`: loads the model `reference` names (a folder, file or
    /// `folder@N`) and plans `database` straight to it (`migrate(to:options:)`), as the
    /// versioned run does through `MigrationTarget.migrate`.
    ///
    /// - Throws: the model's `ModelError`; `invalid-arguments` for a model whose SQL is
    ///   another engine's (`SQLiteDialectDriver.requireSQLiteSQL`); `MigrationRunError`
    ///   for whatever the run meets.
    public static func migrate(
        database: String, toModelAt reference: String, options: MigrateOptions, lock: MigrationLock = MigrationLock(),
        progress: MigrationProgressHandler? = nil, observer: MigrationObserver? = nil
    ) throws -> MigrationReport {
        let model = try ModelCheck.load(reference: reference)
        try SQLiteDialectDriver.requireSQLiteSQL(model)
        return try MigrationRunError.recording(model: nil, directory: nil, observer: observer) { observer in
            var migrator = Migrator(databasePath: database, lock: lock)
            migrator.progress = progress
            migrator.observer = observer
            return try migrator.migrate(to: model, options: options)
        }
    }

    private func apply(_ model: Model, options: MigrateOptions) throws(MigrationError) -> MigrationReport {
        let target = SQLiteSchemaCompiler.compile(model)
        let live = try liveSchema()
        var plan = diff(from: live, to: target, hints: RenameHints(from: nil, to: model).resolved(against: live, target: target),
                        formats: ValueFormats(from: nil, to: model))
        plan.toVersion = model.version
        var report = MigrationReport(database: databasePath, dryRun: options.dryRun)
        report.version = model.version
        let draft = MigrationDraft(plan: plan, target: target)
        let name = "\(model.name) version \(model.version) (declarative)"
        // Destructive steps run without --allow-destructive only when their rows at
        // stake count 0, checked under the lock like the preflight counts.
        let unapproved = options.allowDestructive ? [] : draft.steps.indices.filter { draft.steps[$0].safety == .destructive }
        // A view or trigger the model does not know is dropped only when allowed: it
        // stores no rows, but it is behaviour someone wrote (a guard, a sync trigger).
        let unmodelled = plan.steps.compactMap { step -> String? in
            switch step.operation {
            case .dropView(let view, _) where target.view(named: view) == nil: "view \(SQLiteDialect().quote(view))"
            case .dropTrigger(let trigger, _, _) where target.trigger(named: trigger) == nil: "trigger \(SQLiteDialect().quote(trigger))"
            default: nil
            }
        }
        if !unmodelled.isEmpty && !options.allowDestructive {
            throw .unmodelledObjectsWouldBeDropped(plan: name, objects: unmodelled)
        }
        if options.dryRun {
            // Refused as the real run would be (`apply(_:on:)` judges it under the lock).
            if !plan.isEmpty, FileManager.default.fileExists(atPath: databasePath) {
                try MigrationHistory.requireDeclarativeRun(
                    over: try MigrationHistory.read(databaseAt: databasePath, lock: lock), modelHash: ModelHash.of(model), database: databasePath, plan: name)
            }
            if !plan.isEmpty {
                let counts = try preflightCounts(draft.preflight)
                let counted = try rowsAtStake(of: draft.steps, at: unapproved)
                var planned = PlannedMigration(name: name, draft: draft, safety: plan.safety, counts: counts, rowsAtStake: counted)
                planned.modelVersion = model.version
                planned.refusal = refusal(name: name, steps: unapproved.map { draft.steps[$0] }, rowsAtStake: counted, preflight: counts)
                report.planned = [planned]
            }
            return report
        }
        guard !plan.isEmpty else { return report }
        let queue = try lock.open(databasePath)
        if let backupPath = options.backupPath {
            try backup(queue, to: backupPath)
            report.backup = backupPath
        }
        let unit = MigrationUnit(
            name: name,
            version: nil,
            summary: plan.summaryLine,
            sql: draft.sql,
            checksum: Checksum(normalizing: draft.sql),
            preflight: draft.preflight,
            targetSchema: target,
            modelHash: ModelHash.of(model),
            startSchema: live,
            verificationScope: draft.verificationScope,
            atStake: unapproved.map { draft.steps[$0] }
        )
        do {
            if let applied = try apply(unit, on: queue) {
                report.applied.append(applied)
                observer?(.committed(applied))
            } else {
                report.alreadyApplied.append(name)
            }
        } catch {
            observer?(.failed(name: name, version: nil))
            throw error
        }
        return report
    }

    /// The live schema without the history table; empty when the file does not exist yet.
    func liveSchema() throws(MigrationError) -> Schema {
        guard FileManager.default.fileExists(atPath: databasePath) else { return Schema() }
        return try Drift.liveSchema(databaseAt: databasePath, lock: lock)
    }
}
