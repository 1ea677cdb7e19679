import Foundation
import GRDB
import Migration
import ModelRuntime
import SchemaCore

extension Migrator {
    /// Records migrations `files` up to and including number `version` as applied,
    /// without running them, for a database that predates modelc; `modelVersion` is the
    /// model version they lead to, which a refusal names (the number of its last file,
    /// when not given, as files and versions usually match).
    ///
    /// The live schema must first equal `expected` (the compiled model version the
    /// database claims to be at); otherwise nothing is written and the differences are
    /// reported. A database that already has history is refused: baselining is for
    /// adopting a database once, not for skipping migrations. So is a damaged one
    /// (`PRAGMA quick_check` over the whole file, `database-corrupt`): the history a
    /// baseline records vouches for the database, and a page SQLite cannot read shows
    /// in neither its schema nor a row count served by an index.
    public func baseline(
        _ files: [MigrationFile], through version: Int, modelVersion: Int? = nil, expected: Schema
    ) throws(MigrationError) -> [MigrationHistory.Entry] {
        let recorded = files.filter { $0.version <= version }
        do {
            try DatabaseFile.requireFile(databasePath)
        } catch {
            throw .introspection(error.report)
        }
        let queue = try lock.open(databasePath)
        do {
            return try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let existing = try MigrationHistory.entries(db)
                    if let last = existing.last {
                        throw MigrationError.baselineOverHistory(database: databasePath, last: last.name)
                    }
                    let differences = try Verification.schemaDifferences(db, expected: expected)
                        + SchemaExtras.read(db, sampling: false).unsaidDifferences(managedBy: expected).map(\.message)
                    guard differences.isEmpty else {
                        throw MigrationError.baselineMismatch(database: databasePath, version: modelVersion ?? version, differences: differences)
                    }
                    if let damage = try Verification.damage(db) {
                        throw IntrospectionError.corrupt(path: databasePath, reason: damage)
                    }
                    for file in recorded {
                        try MigrationHistory.record(
                            MigrationHistory.Entry(
                                version: file.version,
                                name: file.fileName,
                                checksum: file.checksum.description,
                                appliedAt: MigrationHistoryRecord.timestamp(),
                                durationMilliseconds: 0,
                                modelHash: file.header.modelHash?.description
                            ),
                            in: db
                        )
                    }
                    return .commit
                }
                return try MigrationHistory.entries(db)
            }
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }
}
