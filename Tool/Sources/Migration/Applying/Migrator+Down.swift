import Foundation
import ModelKit

extension Migrator {
    /// `migrate --to N` below the database's model version: undoes the applied
    /// migrations of later versions, newest first, each by its down migration
    /// (`NNNN_slug.down.sql`, from `downFiles`) in its own transaction, under the rules
    /// a migration runs under: its checksum must match `modelc.sum`, its destructive
    /// steps need approval (or `allowDestructive`), its preflight checks run, and the
    /// schema after it must be the compiled schema of the version it leads back to.
    /// Each one removes its migration's history row.
    ///
    /// With `options.dryRun`, the down migrations are rehearsed on a private copy, as
    /// the way up's are (`rehearse`): the report lists each one reached, with what its
    /// guards counted and the refusal that would stop the real run.
    ///
    /// - Throws: what `reversals(to:…)` refuses (`irreversible` for a migration without
    ///   a down file, or whose down file says it cannot restore the data), before
    ///   anything runs.
    func revert(
        _ files: [MigrationFile], history: [MigrationHistory.Entry], to target: Int, sum: MigrationSum?, options: MigrateOptions,
        modelVersions: [Int: Int]
    ) throws(MigrationError) -> MigrationReport {
        var report = MigrationReport(database: databasePath, dryRun: options.dryRun)
        report.version = history.map(\.version).max().flatMap { modelVersions[$0] }
        let reversals = try files.reversals(to: target, history: history, downs: downFiles, sum: sum, model: model,
                                            allowDestructive: options.allowDestructive)
        let units = reversals.map { reversal in
            var unit = unit(for: reversal.down, options: options)
            unit.version = reversal.file.version
            unit.verificationScope = nil
            unit.isDown = true
            return unit
        }
        guard !units.isEmpty else { return report }
        if options.dryRun {
            if let backupPath = options.backupPath, FileManager.default.fileExists(atPath: backupPath) {
                throw .backupExists(path: backupPath)
            }
            report.planned = try rehearse(zip(units, reversals).map { ($0, $1.down, $1.down.header.toVersion ?? target) }, history: history)
            report.notReached = reversals.dropFirst(report.planned.count).map(\.down.fileName)
            return report
        }
        let queue = try lock.open(databasePath)
        if let backupPath = options.backupPath {
            try backup(queue, to: backupPath)
            report.backup = backupPath
        }
        for unit in units {
            do {
                if let applied = try apply(unit, on: queue) {
                    report.applied.append(applied)
                    report.version = target
                    observer?(.committed(applied))
                }
            } catch {
                observer?(.failed(name: unit.name, version: unit.version))
                throw error
            }
        }
        let remaining = history.filter { (modelVersions[$0.version] ?? 0) <= target }.map(\.version).max()
        report.version = remaining.flatMap { modelVersions[$0] }
        return report
    }
}
