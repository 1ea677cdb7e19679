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
        // A version the files do not know is refused as the way up refuses it.
        if target > 0 { _ = try files.through(modelVersion: target, model: model) }
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
                let written = file.header.isGenerated && file.header.fromVersion != nil
                throw .irreversible(file: file.fileName, reasons: [written
                    ? "it has no down migration; write one with `modelc migrate make --down`"
                    : "it has no down migration, and `modelc migrate make --down` writes none for \(file.header.fromVersion == nil ? "the first migration" : "a hand-written one"): write \(down(of: file)) by hand"])
            }
            guard down.header.irreversible.isEmpty else { throw .irreversible(file: file.fileName, reasons: down.header.irreversible) }
            if let undoes = down.header.undoes, !file.matches(recorded: undoes.description) {
                throw .irreversible(file: file.fileName, reasons: ["its down migration \(down.fileName) was written for another text of it; write it again with `modelc migrate make --down --regenerate`"])
            }
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

    /// `NNNN_slug.down.sql`, the down file of `file`.
    private func down(of file: MigrationFile) -> String {
        MigrationFile(version: file.version, slug: file.slug, text: "", isDown: true).fileName
    }
}
