import Foundation

/// Core Data SQLite stores for tests, in the layout Core Data writes: the tables come from
/// a fixture file (`Tests/Fixtures/CoreData/Stores/<name>.sql`, read as the specification
/// of what a store of that model version holds), the `Z_METADATA` row from here, since its
/// property list is binary.
public enum CoreDataStoreFixture {
    /// The SQL of the fixture `Stores/<name>.sql`.
    public static func sql(_ name: String) throws -> String {
        try String(contentsOf: Repository.fixture("CoreData/Stores/\(name).sql"), encoding: .utf8)
    }

    /// `Z_METADATA` and its one row: a binary property list (written by
    /// `PropertyListSerialization`, as Core Data writes it) whose `NSStoreModelVersionHashes`
    /// gives each of `entities` a 32-byte hash, with the keys Core Data also writes.
    /// `identifier` is the version's "Core Data Model Identifier", which Core Data writes in
    /// `NSStoreModelVersionIdentifiers` (empty when the model has none).
    public static func metadataSQL(entities: [String], identifier: String = "") throws -> String {
        var hashes: [String: Data] = [:]
        for name in entities {
            let seed = name.utf8.reduce(UInt8(17)) { $0 &* 31 &+ $1 }
            hashes[name] = Data((0..<32).map { UInt8(truncatingIfNeeded: Int(seed) &+ $0 &* 7) })
        }
        let metadata: [String: Any] = [
            "NSStoreType": "SQLite",
            "NSStoreUUID": "8A2D3F4E-1B2C-4D5E-8F90-A1B2C3D4E5F6",
            "NSPersistenceFrameworkVersion": 1_244,
            "NSStoreModelVersionHashes": hashes,
            "NSStoreModelVersionHashesVersion": 3,
            "NSStoreModelVersionIdentifiers": [identifier],
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: metadata, format: .binary, options: 0)
        let hex = plist.map { String(format: "%02X", $0) }.joined()
        return """
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_METADATA VALUES (1, '8A2D3F4E-1B2C-4D5E-8F90-A1B2C3D4E5F6', X'\(hex)');
            """
    }
}
