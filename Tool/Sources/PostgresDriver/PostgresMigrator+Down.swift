import Foundation
import Migration
import ModelKit

extension PostgresMigrator {
    /// `migrate --to N` below the database's model version, on PostgreSQL: undoes the
    /// applied migrations of later versions, newest first, each by its down migration,
    /// under the guards SQLite's applier uses (`reversals(to:…)`, before anything runs)
    /// and the rules a migration runs under here: phase by phase, its rows at stake and
    /// preflight checks counted first, the schema after it verified against the model
    /// version it leads back to, and its migration's history row removed in the same
    /// transaction. Runs inside the caller's session, which holds the advisory lock.
    static func revert(
        _ files: [MigrationFile], history: [MigrationHistory.Entry], downs: [Int: MigrationFile], sum: MigrationSum?,
        model: ModelVersions?, to target: Int, in session: PostgresSession, options: Options
    ) throws -> MigrationReport {
        let name = session.settings.displayName
        let reversals = try files.reversals(to: target, history: history, downs: downs, sum: sum, model: model,
                                            allowDestructive: options.allowDestructive)
        let liveSchema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
        var report = MigrationReport(database: name, dryRun: false)
        report.version = history.last.flatMap { files.modelVersion(ofFileNumbered: $0.version) }
        for reversal in reversals {
            let planned = plannedDown(reversal, to: target, model: model, allowDestructive: options.allowDestructive)
            report.applied.append(try apply(planned, in: session, schema: liveSchema, options: options))
        }
        let remaining = history.map(\.version).filter { number in !reversals.contains { $0.file.version == number } }.max()
        report.version = remaining.flatMap { files.modelVersion(ofFileNumbered: $0) }
        return report
    }

    /// The down migration of `reversal` as the applier runs it: verified against the
    /// model version it leads back to (`target` when its header does not say), removing
    /// the history row of the migration it undoes.
    static func plannedDown(_ reversal: Reversal, to target: Int, model: ModelVersions?, allowDestructive: Bool) -> PlannedVersion {
        let down = reversal.down
        let leadsTo = down.header.toVersion ?? target
        let selection = down.preflightSelection
        return PlannedVersion(
            version: reversal.file.version, name: down.fileName, modelVersion: leadsTo, sql: down.sql,
            target: model?.version(leadsTo).flatMap { try? PostgresTypeMapping.schema(for: $0) },
            checksum: down.checksum.description, modelHash: down.header.modelHash?.description,
            atStake: allowDestructive ? [] : down.unapprovedDestructiveSteps, preflight: selection.run,
            skippedPreflight: selection.skipped, summary: down.header.summaryLine, isDown: true)
    }
}
