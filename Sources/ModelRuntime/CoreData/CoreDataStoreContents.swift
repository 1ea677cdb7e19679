import Foundation
import GRDB
import GRDBSQLite

/// What a Core Data SQLite store holds, read without changing it or writing beside it
/// (`CoreDataStoreAccess`): its entities (`Z_PRIMARYKEY`), its `Z…` tables with their
/// columns, and the version identifiers and entity hashes of `Z_METADATA`'s property list.
///
/// Tables whose names do not start with `Z` (persistent history's `ATRANSACTION`,
/// `ACHANGE`, CloudKit's `ANSCK…`) are not the model's and are not read, and the entities
/// Core Data numbers from 16000 up in `Z_PRIMARYKEY` for itself (persistent history's
/// `CHANGE`, `TRANSACTION`, `TRANSACTIONSTRING`, CloudKit mirroring's `NSCK…`) are kept
/// apart in `ownEntities`: a store of an app with history tracking on (every
/// `NSPersistentCloudKitContainer`'s) holds them whatever its model.
public struct CoreDataStoreContents: Sendable {
    /// One row of `Z_PRIMARYKEY`.
    public struct Entity: Hashable, Sendable {
        /// `Z_ENT`: the number in every row's `Z_ENT` column and in join tables' names.
        public var number: Int
        public var name: String
        /// `Z_SUPER`: the parent entity's number, 0 for a root.
        public var parent: Int
        /// `Z_MAX`: the last `Z_PK` Core Data gave a row of the entity (0 for none ever),
        /// which says rows were written even when the tables hold none.
        public var lastKey: Int = 0
    }

    /// The tables Core Data keeps for itself rather than for the model's entities.
    static let bookkeepingTables: Set<String> = ["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"]
    /// The first `Z_ENT` of the entities Core Data keeps for itself.
    static let firstOwnEntityNumber = 16000

    public var path: String
    /// Every entity of the model, by number.
    public var entities: [Entity]
    /// Core Data's own entities (`Z_ENT` 16000 and up: persistent history, CloudKit
    /// mirroring), by number: not the model's, never copied.
    public var ownEntities: [Entity]
    /// Each `Z…` table of the model (upper-cased name) → its columns (upper-cased), in order.
    public var tables: [String: [String]]
    /// `NSStoreModelVersionHashes`: entity name → the 32-byte version hash Core Data wrote.
    public var versionHashes: [String: Data]
    /// `NSStoreModelVersionIdentifiers`: the identifiers of the version that wrote the
    /// store, as Xcode's "Core Data Model Identifier" gave them (`2.100.0`); often empty.
    public var versionIdentifiers: [String]

    public init(path: String, entities: [Entity], ownEntities: [Entity] = [], tables: [String: [String]], versionHashes: [String: Data] = [:],
                versionIdentifiers: [String] = []) {
        self.path = path
        self.entities = entities
        self.ownEntities = ownEntities
        self.tables = tables
        self.versionHashes = versionHashes
        self.versionIdentifiers = versionIdentifiers
    }

    /// The entity named `name`.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// Reads the store at `path` through `access`, attached to an in-memory connection.
    public static func read(_ path: String, through access: CoreDataStoreAccess) throws(CoreDataStoreMigrationError) -> CoreDataStoreContents {
        do {
            var configuration = Configuration()
            configuration.label = "modelc.coredata-store"
            let queue = try DatabaseQueue(configuration: configuration)
            return try queue.inDatabase { db throws -> CoreDataStoreContents in
                try db.execute(sql: "ATTACH DATABASE ? AS store", arguments: [access.attachName])
                defer { try? db.execute(sql: "DETACH DATABASE store") }
                let names = try String.fetchAll(db, sql: "SELECT name FROM store.sqlite_master WHERE type = 'table' ORDER BY name")
                let upper = Set(names.map { $0.uppercased() })
                // An empty file (a copy that failed, a cloud placeholder not downloaded) opens
                // as an empty database: said as such, so the reader looks at the copy.
                if names.isEmpty, let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == 0 {
                    throw CoreDataStoreMigrationError.notAStore(path: path, reason: "the file is empty (0 bytes): copy the store again")
                }
                for required in ["Z_PRIMARYKEY", "Z_METADATA"] where !upper.contains(required) {
                    throw CoreDataStoreMigrationError.notAStore(path: path, reason: "it has no table \(required)")
                }
                try requireUndamaged(db, path: path)
                let all = try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM store.Z_PRIMARYKEY ORDER BY Z_ENT").map { row in
                    Entity(number: row[0], name: row[1], parent: row[2] ?? 0, lastKey: row[3] ?? 0)
                }
                let entities = all.filter { $0.number < firstOwnEntityNumber }
                let ownEntities = all.filter { $0.number >= firstOwnEntityNumber }
                // A spatial fetch index is a virtual R-tree table (`Z_<Entity>_<Index>`),
                // kept by triggers on its entity's table, with SQLite's shadow tables
                // beside it (`…_node`, `…_parent`, `…_rowid`): an index, not the model's.
                let virtual = try String.fetchAll(db, sql: "SELECT upper(name) FROM store.sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
                func isIndexTable(_ upper: String) -> Bool {
                    virtual.contains { upper == $0 || upper.hasPrefix($0 + "_") }
                }
                var tables: [String: [String]] = [:]
                for name in names where name.uppercased().hasPrefix("Z") && !bookkeepingTables.contains(name.uppercased()) && !isIndexTable(name.uppercased()) {
                    tables[name.uppercased()] = try db.columns(in: name, in: "store").map { $0.name.uppercased() }
                }
                let plist = try Data.fetchOne(db, sql: "SELECT Z_PLIST FROM store.Z_METADATA ORDER BY Z_VERSION DESC LIMIT 1")
                let metadata = try metadata(in: plist, path: path)
                return CoreDataStoreContents(path: path, entities: entities, ownEntities: ownEntities, tables: tables, versionHashes: metadata.hashes,
                                             versionIdentifiers: metadata.identifiers)
            }
        } catch let error as CoreDataStoreMigrationError {
            throw error
        } catch {
            throw storeError(error, path: path)
        }
    }

    /// Throws when `PRAGMA quick_check` finds the attached store damaged. SQLite reads
    /// what a damaged page holds without a word (a store cut short by an interrupted
    /// copy gave an `image` row 0 that was never written and lost the real one), so a
    /// copy from it would report every count matching: the store is checked whole
    /// first, one read of every page, before a row is copied.
    private static func requireUndamaged(_ db: Database, path: String) throws {
        var problems: [String] = []
        let cursor = try String.fetchCursor(db, sql: "PRAGMA store.quick_check(3)")
        while let text = try cursor.next() {
            // An attached database's report opens with a line naming it.
            problems += text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("*** in database") }
        }
        guard problems != ["ok"] else { return }
        throw CoreDataStoreMigrationError.unreadable(path: path, code: ResultCode.SQLITE_CORRUPT.rawValue,
                                                     message: "PRAGMA quick_check found damage: " + problems.joined(separator: "; "))
    }

    /// A failure reading the store: a file that is not SQLite is not a store.
    static func storeError(_ error: any Error, path: String) -> CoreDataStoreMigrationError {
        guard let error = error as? DatabaseError else { return .unreadable(path: path, code: 0, message: "\(error)") }
        if error.resultCode == .SQLITE_NOTADB { return .notAStore(path: path, reason: "it is not an SQLite database") }
        var message = error.message ?? "\(error)"
        // A failed ATTACH names the URI the store was attached by (`file:…?immutable=1`),
        // which the user never wrote; SQLite's own words for the result code say what is
        // wrong ("database disk image is malformed").
        if message.hasPrefix("unable to open database: file:"), let words = sqlite3_errstr(error.extendedResultCode.rawValue) {
            message = String(cString: words)
        }
        return .unreadable(path: path, code: error.extendedResultCode.rawValue, message: message)
    }

    /// `NSStoreModelVersionHashes` and `NSStoreModelVersionIdentifiers` of the binary
    /// property list in `Z_METADATA.Z_PLIST`.
    private static func metadata(in plist: Data?, path: String) throws(CoreDataStoreMigrationError) -> (hashes: [String: Data], identifiers: [String]) {
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
