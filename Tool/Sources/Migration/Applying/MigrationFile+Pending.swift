import Foundation
import ModelKit

extension Array where Element == MigrationFile {
    /// The files a run applies, after the guards that need no transaction, in the
    /// order every dialect's applier meets them:
    /// - every file in `history` is still in the folder, unchanged
    ///   (`appliedFileMissing`, `checksumMismatch`);
    /// - of the files up to model version `target` (all without one), those not applied
    ///   are pending; each must match `modelc.sum` (`sumMismatch`) and, given the model
    ///   as it is on disk, must still lead to its version (`staleMigration`).
    public func pending(
        after history: [MigrationHistory.Entry], upTo target: Int?, sum: MigrationSum?, model: ModelVersions?
    ) throws(MigrationError) -> [MigrationFile] {
        for entry in history {
            guard let file = first(where: { $0.version == entry.version }) else {
                throw .appliedFileMissing(version: entry.version, name: entry.name)
            }
            if !file.matches(recorded: entry.checksum) {
                if entry.name != file.fileName { throw .historyOfAnotherFile(version: entry.version, recorded: entry.name, file: file.fileName) }
                throw .checksumMismatch(file: file.fileName, recorded: Checksum(parsing: entry.checksum) ?? Checksum(hex: entry.checksum), actual: file.checksum)
            }
        }
        let applied = Set(history.map(\.version))
        let selected = try self.selected(throughModelVersion: target, model: model)
        let pending = selected.filter { !applied.contains($0.version) }
        if let sum {
            for file in pending { try sum.requireListed(file) }
        }
        if let model, let stale = pending.firstMissingItsVersion(in: model) {
            throw .staleMigration(file: stale.fileName, version: stale.header.toVersion ?? 0, model: model.folder)
        }
        return pending
    }

    /// The first of these files that would no longer lead to its version
    /// (`wouldMissItsVersion(in:)`), each judged on a processor of its own.
    ///
    /// Each judgement hashes its whole model version (and one of a stale file plans it
    /// again): on a 200-entity model that is 30 ms a file, most of what a run does before
    /// its first statement, while the database waits. The files are independent.
    func firstMissingItsVersion(in model: ModelVersions) -> MigrationFile? {
        zip(self, concurrentMap { $0.wouldMissItsVersion(in: model) }).first { $0.1 }?.0
    }
}
