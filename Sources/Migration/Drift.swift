import Foundation
import GRDB
import ModelKit
import SQLiteSchema

/// How a live database differs from a model: what `modelc inspect --db … --model …` reports.
public enum Drift {
    /// Every difference between the compiled `model` and the database at `path`; empty
    /// when the database is exactly at that model version.
    ///
    /// Compared like the verification after a migration: normalised, without the
    /// history table (see `Verification.schemaDifferences`).
    public static func differences(databaseAt path: String, model: Model) throws(MigrationError) -> [SchemaDifference] {
        SchemaCompiler.compile(model).differences(from: try liveSchema(databaseAt: path, lock: MigrationLock(timeout: 5)), options: Verification.comparison)
    }

    /// The introspected schema of the database at `path` (without the history table),
    /// read even when a crashed writer left a hot journal (see `MigrationLock.openForReading`).
    public static func liveSchema(databaseAt path: String, lock: MigrationLock = MigrationLock(timeout: 5)) throws(MigrationError) -> Schema {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .introspection(.fileNotFound(path: path))
        }
        guard !isDirectory.boolValue else { throw .introspection(.isDirectory(path: path)) }
        let queue: DatabaseQueue
        do {
            queue = try lock.openForReading(path)
        } catch {
            throw lock.map(error, path: path)
        }
        do {
            return try queue.read { db in try SchemaIntrospector.introspect(db) }
        } catch let error as IntrospectionError {
            throw .introspection(error)
        } catch {
            throw lock.map(error, path: path)
        }
    }
}
