import Foundation
import GRDB
import SQLiteSchema

/// What a Core Data SQLite store holds, read without changing it: its entities and their
/// numbers (`Z_PRIMARYKEY`), its `Z…` tables with their columns, and the entity version
/// hashes of `Z_METADATA`'s property list.
///
/// The layout Core Data writes: each entity hierarchy is one table `Z<ROOT>` (`Z_PK`, the
/// row's key; `Z_ENT`, its entity's number; `Z_OPT`, its optimistic-lock version; then
/// `Z<PROPERTY>` per attribute and to-one), a many-to-many is a table
/// `Z_<number><RELATIONSHIP>`, and an ordered to-many adds `Z_FOK_<INVERSE>`. Tables whose
/// names do not start with `Z` (persistent history's `ATRANSACTION`, `ACHANGE`, CloudKit's
/// `ANSCK…`) are not the model's and are not read.
public struct CoreDataStore: Sendable {
    /// One row of `Z_PRIMARYKEY`.
    public struct Entity: Hashable, Sendable {
        /// `Z_ENT`: the number in every row's `Z_ENT` column and in join tables' column names.
        public var number: Int
        public var name: String
        /// `Z_SUPER`: the parent entity's number, 0 for a root.
        public var parent: Int
    }

    /// The tables Core Data keeps for itself rather than for the model's entities.
    static let bookkeepingTables: Set<String> = ["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"]

    public var path: String
    /// Every entity, by number.
    public var entities: [Entity]
    /// Each `Z…` table of the model (upper-cased name) → its columns (upper-cased), in order.
    public var tables: [String: [String]]
    /// `NSStoreModelVersionHashes`: entity name → the 32-byte version hash Core Data wrote.
    public var versionHashes: [String: Data]
    /// `NSStoreModelVersionIdentifiers`: the identifiers of the version that wrote the
    /// store, as Xcode's "Core Data Model Identifier" gave them (`2.100.0`); often empty.
    public var versionIdentifiers: [String] = []

    /// The entity named `name`.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// Reads the store at `path` without writing a file beside it (`CoreDataStoreAccess`).
    public static func read(_ path: String) throws(CoreDataStoreError) -> CoreDataStore {
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
            throw storeError(error, path: path)
        }
    }

    /// Reads the store at `path`, attached to an in-memory connection through `access`.
    static func read(_ path: String, through access: CoreDataStoreAccess) throws(CoreDataStoreError) -> CoreDataStore {
        do {
            let queue = try DatabaseQueue(configuration: {
                var configuration = Configuration()
                configuration.busyMode = .timeout(DatabaseFile.defaultLockTimeout)
                configuration.label = "modelc.coredata-store"
                return configuration
            }())
            return try queue.inDatabase { db throws -> CoreDataStore in
                try db.execute(sql: "ATTACH DATABASE ? AS store", arguments: [access.attachName])
                defer { try? db.execute(sql: "DETACH DATABASE store") }
                let names = try String.fetchAll(db, sql: "SELECT name FROM store.sqlite_master WHERE type = 'table' ORDER BY name")
                let upper = Set(names.map { $0.uppercased() })
                for required in ["Z_PRIMARYKEY", "Z_METADATA"] where !upper.contains(required) {
                    throw CoreDataStoreError.notAStore(path: path, reason: "it has no table \(required)")
                }
                let entities = try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME, Z_SUPER FROM store.Z_PRIMARYKEY ORDER BY Z_ENT").map { row in
                    Entity(number: row[0], name: row[1], parent: row[2] ?? 0)
                }
                var tables: [String: [String]] = [:]
                for name in names where name.uppercased().hasPrefix("Z") && !bookkeepingTables.contains(name.uppercased()) {
                    tables[name.uppercased()] = try db.columns(in: name, in: "store").map { $0.name.uppercased() }
                }
                let plist = try Data.fetchOne(db, sql: "SELECT Z_PLIST FROM store.Z_METADATA ORDER BY Z_VERSION DESC LIMIT 1")
                let metadata = try metadata(in: plist, path: path)
                return CoreDataStore(path: path, entities: entities, tables: tables, versionHashes: metadata.hashes, versionIdentifiers: metadata.identifiers)
            }
        } catch let error as CoreDataStoreError {
            throw error
        } catch {
            throw storeError(error, path: path)
        }
    }

    /// A failure reading the store, in the words the CLI uses for databases; a file
    /// that is not SQLite is not a store.
    private static func storeError(_ error: any Error, path: String) -> CoreDataStoreError {
        let introspection = IntrospectionError.from(error, path: path, lockTimeout: DatabaseFile.defaultLockTimeout)
        if case .notADatabase = introspection { return .notAStore(path: path, reason: "it is not an SQLite database") }
        return .database(introspection)
    }

    /// `NSStoreModelVersionHashes` and `NSStoreModelVersionIdentifiers` of the binary
    /// property list in `Z_METADATA.Z_PLIST`.
    private static func metadata(in plist: Data?, path: String) throws(CoreDataStoreError) -> (hashes: [String: Data], identifiers: [String]) {
        guard let plist else { throw .notAStore(path: path, reason: "its Z_METADATA table holds no metadata") }
        guard let object = try? PropertyListSerialization.propertyList(from: plist, options: [], format: nil),
              let metadata = object as? [String: Any] else {
            throw .notAStore(path: path, reason: "its Z_METADATA property list cannot be read")
        }
        guard let hashes = metadata["NSStoreModelVersionHashes"] as? [String: Any] else {
            throw .notAStore(path: path, reason: "its metadata has no NSStoreModelVersionHashes")
        }
        let identifiers = (metadata["NSStoreModelVersionIdentifiers"] as? [Any] ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }
        return (hashes.compactMapValues { $0 as? Data }, identifiers)
    }
}
