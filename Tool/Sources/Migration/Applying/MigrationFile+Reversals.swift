import ModelKit

/// An applied migration and the down migration that undoes it.
public struct Reversal: Sendable {
    public var file: MigrationFile
    public var down: MigrationFile
}

extension Array where Element == MigrationFile {
    /// The applied migrations a run down to model version `target` undoes, newest
    /// first, each with its down migration (`NNNN_slug.down.sql`, from `downs`), after
    /// the guards every engine's applier meets before anything runs, so a run either
    /// starts with every file it needs or not at all:
    /// - the version is one the files know (as the way up checks it);
    /// - each applied file is still in the folder, unchanged (`appliedFileMissing`,
    ///   `checksumMismatch`);
    /// - it has a down migration that does not say it cannot restore the data, and that
    ///   was written for this text of it (`irreversible`);
    /// - the down file matches `modelc.sum` (`sumMismatch`);
    /// - without `allowDestructive`, it has no destructive step it cannot count the rows
    ///   of (`destructiveNotApproved`; the counted ones are refused when they run).
    public func reversals(
        to target: Int, history: [MigrationHistory.Entry], downs: [Int: MigrationFile], sum: MigrationSum?,
        model: ModelVersions?, allowDestructive: Bool
    ) throws(MigrationError) -> [Reversal] {
        if target > 0 { _ = try through(modelVersion: target, model: model) }
        let modelVersionOf = Dictionary(zip(map(\.version), modelVersions), uniquingKeysWith: { first, _ in first })
        let undone = history.filter { (modelVersionOf[$0.version] ?? 0) > target }.sorted { $0.version > $1.version }
        var reversals: [Reversal] = []
        for entry in undone {
            guard let file = first(where: { $0.version == entry.version }) else {
                throw .appliedFileMissing(version: entry.version, name: entry.name)
            }
            guard file.matches(recorded: entry.checksum) else {
                if entry.name != file.fileName { throw .historyOfAnotherFile(version: entry.version, recorded: entry.name, file: file.fileName) }
                throw .checksumMismatch(file: file.fileName, recorded: Checksum(parsing: entry.checksum) ?? Checksum(hex: entry.checksum), actual: file.checksum)
            }
            guard let down = downs[file.version] else {
                let written = file.header.isGenerated && file.header.fromVersion != nil
                let name = MigrationFile(version: file.version, slug: file.slug, text: "", isDown: true).fileName
                // A hand-written file has no header, and so no `from` version either: it is
                // named as what it is, not as the first migration. The report's hint says
                // to write the down file by hand.
                throw .irreversible(file: file.fileName, reasons: [written
                    ? "it has no down migration; write one with `modelc migrate make --down`"
                    : "it has no down migration (\(name)), which `modelc migrate make --down` does not write for \(file.header.isGenerated ? "the first migration" : "a hand-written one")"])
            }
            // A down file written for another text of its migration says nothing true of
            // this one, its `irreversible:` lines neither (a drop that a `renamedFrom` since
            // made a rename): it is stale first.
            if let undoes = down.header.undoes, !file.matches(recorded: undoes.description) {
                throw .irreversible(file: file.fileName, reasons: ["its down migration \(down.fileName) was written for another text of it; write it again with `modelc migrate make --down --regenerate`"])
            }
            guard down.header.irreversible.isEmpty else { throw .irreversible(file: file.fileName, reasons: down.header.irreversible) }
            if let sum { try sum.requireListed(down) }
            if !allowDestructive, down.unapprovedDestructiveSteps.contains(where: { $0.rowsAtStake == nil }) {
                throw .destructiveNotApproved(file: down.fileName, steps: down.unapprovedDestructiveSteps.map(\.summary))
            }
            reversals.append(Reversal(file: file, down: down))
        }
        return reversals
    }
}
