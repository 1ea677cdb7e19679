import Foundation
import GRDB
import Migration
import ModelKit
import SchemaCore

extension Drift {
    /// The drift of the database at `path` from the model version `reference` names (a
    /// folder, file or `folder@N`).
    ///
    /// - Throws: the model's `ModelError`; `MigrationError` when the database cannot be read.
    public static func report(databaseAt path: String, modelAt reference: String, lock: MigrationLock = .forReading) throws -> Report {
        let model = try ModelCheck.load(reference: reference)
        return Report(database: path, model: model.name, version: model.version,
                      differences: try differences(databaseAt: path, model: model, lock: lock))
    }

    /// Every difference between the compiled `model` and the database at `path`; empty
    /// when the database is exactly at that model version.
    ///
    /// Compared like the verification after a migration: normalised, without the
    /// history table (see `Verification.schemaDifferences`).
    public static func differences(databaseAt path: String, model: Model, lock: MigrationLock = .forReading) throws(MigrationError) -> [SchemaDifference] {
        try differences(databaseAt: path, expected: SQLiteSchemaCompiler.compile(model), lock: lock)
    }

    /// Every difference between `expected` (a compiled model) and the database at
    /// `path`. `expected` is used as it is, so its `unmanaged` patterns leave the
    /// objects they match out of the comparison on both sides.
    public static func differences(databaseAt path: String, expected: Schema, lock: MigrationLock = .forReading) throws(MigrationError) -> [SchemaDifference] {
        let (live, extras) = try liveSchemaAndExtras(databaseAt: path, lock: lock)
        return expected.differences(from: live, options: Verification.comparison) + extras.unsaidDifferences(managedBy: expected)
    }

    /// The introspected schema of the database at `path`, and what it holds besides that
    /// a comparison must see (`SchemaExtras.unsaidDifferences(managedBy:)`), in one read.
    static func liveSchemaAndExtras(databaseAt path: String, lock: MigrationLock) throws(MigrationError) -> (Schema, SchemaExtras) {
        do {
            return try DatabaseFile.read(path, busyTimeout: lock.timeout) { db in
                (try SchemaIntrospector.introspect(db), try SchemaExtras.read(db, sampling: false))
            }
        } catch {
            throw lock.map(error, path: path)
        }
    }

    /// The introspected schema of the database at `path` (without the history table),
    /// read even when a crashed writer left a hot journal (see `MigrationLock.openForReading`).
    public static func liveSchema(databaseAt path: String, lock: MigrationLock = .forReading) throws(MigrationError) -> Schema {
        do {
            return try DatabaseFile.read(path, busyTimeout: lock.timeout) { db in try SchemaIntrospector.introspect(db) }
        } catch {
            throw lock.map(error, path: path)
        }
    }
}
