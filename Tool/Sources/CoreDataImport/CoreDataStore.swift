import Foundation
import Migration
import ModelRuntime
import SQLiteDriver
import SchemaCore

/// Reading a Core Data SQLite store for `modelc import coredata-store`: the runtime's
/// `CoreDataStoreContents` (an app reads stores with the same code), its errors in the
/// words the CLI uses.
///
/// The layout Core Data writes: each entity hierarchy is one table `Z<ROOT>` (`Z_PK`, the
/// row's key; `Z_ENT`, its entity's number; `Z_OPT`, its optimistic-lock version; then a
/// column per attribute and to-one), a many-to-many is a table `Z_<number><RELATIONSHIP>`,
/// and an ordered to-many adds `Z_FOK_` columns; `CoreDataStoreNames` has the rules.
public enum CoreDataStore {
    /// Reads the store at `path` without writing a file beside it (`CoreDataStoreAccess`).
    public static func read(_ path: String) throws(CoreDataStoreError) -> CoreDataStoreContents {
        let access = try access(path, privateFolder: NSTemporaryDirectory() + "modelc-store-" + UUID().uuidString.prefix(8).lowercased())
        defer { access.remove() }
        return try read(path, through: access)
    }

    /// How to read the store at `path`, copied under `privateFolder` when it must be;
    /// fails at once when the file is missing.
    static func access(_ path: String, privateFolder: String) throws(CoreDataStoreError) -> CoreDataStoreAccess {
        do {
            try DatabaseFile.requireFile(path)
        } catch .fileNotFound {
            throw .storeNotFound(path: path)
        } catch {
            throw .database(error)
        }
        do {
            return try CoreDataStoreAccess(store: path, privateFolder: privateFolder)
        } catch {
            throw .database(IntrospectionError.from(error, path: path, lockTimeout: MigrationLock.defaultReadTimeout))
        }
    }

    /// Reads the store at `path` through `access`.
    static func read(_ path: String, through access: CoreDataStoreAccess) throws(CoreDataStoreError) -> CoreDataStoreContents {
        do {
            return try CoreDataStoreContents.read(path, through: access)
        } catch {
            throw CoreDataStoreError(error)
        }
    }
}
