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
    /// - Throws: `irreversible` for a migration without a down file, or whose down file
    ///   says it cannot restore the data; before anything runs, so a run either starts
    ///   with every file it needs or not at all.
    func revert(
        _ files: [MigrationFile], history: [MigrationHistory.Entry], to target: Int, sum: MigrationSum?, options: MigrateOptions,
        modelVersions: [Int: Int]
    ) throws(MigrationError) -> MigrationReport {
        var report = MigrationReport(database: databasePath, dryRun: options.dryRun)
        report.version = history.map(\.version).max().flatMap { modelVersions[$0] }
        let undone = history.filter { (modelVersions[$0.version] ?? 0) > target }.sorted { $0.version > $1.version }
        var units: [MigrationUnit] = []
        for entry in undone {
            guard let file = files.first(where: { $0.version == entry.version }) else {
                throw .appliedFileMissing(version: entry.version, name: entry.name)
            }
            guard file.matches(recorded: entry.checksum) else {
                throw .checksumMismatch(file: file.fileName, recorded: Checksum(parsing: entry.checksum) ?? Checksum(hex: entry.checksum), actual: file.checksum)
            }
            guard let down = downFiles[file.version] else {
                throw .irreversible(file: file.fileName, reasons: ["it has no down migration; write one with `modelc migrate make --down`"])
            }
            guard down.header.irreversible.isEmpty else { throw .irreversible(file: file.fileName, reasons: down.header.irreversible) }
            if let sum { try sum.requireListed(down) }
            if !options.allowDestructive, down.unapprovedDestructiveSteps.contains(where: { $0.rowsAtStake == nil }) {
                throw .destructiveNotApproved(file: down.fileName, steps: down.unapprovedDestructiveSteps.map(\.summary))
            }
            var unit = unit(for: down, options: options)
            unit.version = file.version
            unit.verificationScope = nil
            unit.isDown = true
            units.append(unit)
        }
        guard !units.isEmpty else { return report }
        if options.dryRun {
            throw .invalidFile(path: databasePath, reason: "a dry run of down migrations is not supported yet; run them on a copy of the database")
        }
        let queue = try lock.open(databasePath)
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
