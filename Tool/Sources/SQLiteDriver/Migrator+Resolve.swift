import Foundation
import GRDB
import Migration
import ModelRuntime
import SchemaCore

extension Migrator {
    /// Reconciles the history by hand, as Prisma's `migrate resolve` does, and logs the
    /// resolution in `modelc_resolutions` (see `MigrationHistory.Resolution`).
    ///
    /// - `.applied`: records `migration` as applied without running it, with its file's
    ///   checksum, for a change made outside modelc. It must be the first pending file,
    ///   so the history stays a prefix of the folder; its file must match `sum` when one
    ///   is given; and when its model version's schema is known (`targetSchema`), the
    ///   live schema must already be that schema, or nothing is written.
    /// - `.rolledBack`: removes `migration`'s history row, so the next `migrate` runs it
    ///   again. Only the last applied migration can be rolled back, for the same prefix
    ///   rule. The schema is not touched: undoing what the migration did is the user's.
    ///
    /// - Parameter migration: the migration's number (`5`, `0005`) or file name
    ///   (`0005_add_view.sql`, with or without `.sql`).
    public func resolve(
        _ action: MigrationHistory.Resolution.Action,
        migration: String,
        in files: [MigrationFile],
        directory: String,
        sum: MigrationSum? = nil
    ) throws(MigrationError) -> MigrationHistory.Resolution {
        do {
            try DatabaseFile.requireFile(databasePath)
        } catch {
            throw .introspection(error.report)
        }
        let history = try readHistory()
        let file = MigrationHistory.file(named: migration, in: files)
        let expected: Schema?
        switch action {
        case .applied:
            guard let file else { throw .unknownMigration(name: migration, directory: directory) }
            try sum?.requireListed(file)
            expected = targetSchema(file)
        case .rolledBack:
            try MigrationHistory.requireKnown(migration, files: files, history: history, directory: directory)
            expected = nil
        }
        let queue = try lock.open(databasePath)
        do {
            return try queue.writeWithoutTransaction { db in
                var resolution: MigrationHistory.Resolution?
                try db.inTransaction(.immediate) {
                    let history = try MigrationHistory.entries(db)
                    switch action {
                    case .applied:
                        guard let file else { return .rollback }
                        resolution = try recordApplied(file, history: history, files: files, expected: expected, db)
                    case .rolledBack:
                        resolution = try removeLast(migration, history: history, db)
                    }
                    return .commit
                }
                guard let resolution else { throw MigrationError.unknownMigration(name: migration, directory: directory) }
                return resolution
            }
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }

    /// The resolutions, read without writing; empty when the database or the table
    /// does not exist.
    func readResolutions() throws(MigrationError) -> [MigrationHistory.Resolution] {
        guard FileManager.default.fileExists(atPath: databasePath) else { return [] }
        do {
            return try DatabaseFile.read(databasePath, busyTimeout: lock.timeout, label: "modelc.resolutions", MigrationHistory.resolutions)
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }

    private func recordApplied(
        _ file: MigrationFile, history: [MigrationHistory.Entry], files: [MigrationFile], expected: Schema?, _ db: Database
    ) throws -> MigrationHistory.Resolution {
        try MigrationHistory.checkRecordable(file, history: history, files: files)
        if let expected {
            try MigrationHistory.requireLeadsTo(file, differences: try Verification.schemaDifferences(db, expected: expected))
        }
        let now = MigrationHistoryRecord.timestamp()
        try MigrationHistory.record(
            MigrationHistory.Entry(
                version: file.version, name: file.fileName, checksum: file.checksum.description,
                appliedAt: now, durationMilliseconds: 0, modelHash: file.header.modelHash?.description),
            in: db)
        let resolution = MigrationHistory.Resolution(
            version: file.version, name: file.fileName, action: .applied, checksum: file.checksum.description, resolvedAt: now)
        try MigrationHistory.record(resolution, in: db)
        return resolution
    }

    private func removeLast(_ migration: String, history: [MigrationHistory.Entry], _ db: Database) throws -> MigrationHistory.Resolution {
        let entry = try MigrationHistory.entryToRollBack(migration, history: history)
        try MigrationHistory.remove(version: entry.version, in: db)
        let resolution = MigrationHistory.Resolution(
            version: entry.version, name: entry.name, action: .rolledBack, checksum: entry.checksum, resolvedAt: MigrationHistoryRecord.timestamp())
        try MigrationHistory.record(resolution, in: db)
        return resolution
    }
}
