@testable import CoreDataImport
import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// `CoreDataStoreImporter`: stores built from the fixtures in `Tests/Fixtures/CoreData/Stores`
/// (Core Data's SQLite layout) copied into new databases created from the migration files
/// of the imported model.
final class CoreDataStoreImporterTests: ModelcTestCase {
    private var root: URL!
    private let journal = Repository.fixture("CoreData/Journal.xcdatamodeld").path
    private let kinds = Repository.fixture("CoreData/Kinds.xcdatamodeld").path

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
    }

    private func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// A store at `relative` from fixture `fixture`, with `edit` (SQL) applied after it.
    @discardableResult
    private func makeStore(_ fixture: String, at relative: String = "Journal.sqlite", edit: String = "", identifier: String = "") throws -> String {
        let sql = try CoreDataStoreFixture.sql(fixture)
        let queue = try DatabaseQueue(path: path(relative))
        try queue.write { db in
            try db.execute(sql: sql)
            let names = try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT")
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: names, identifier: identifier))
            if !edit.isEmpty { try db.execute(sql: edit) }
        }
        try queue.close()
        return path(relative)
    }

    /// `models/<name>` imported from `source` and its migrations made, as a user would
    /// before importing a store.
    private func prepareModel(_ source: String, name: String, keys: [String] = []) throws -> CoreDataStoreImportOptions {
        let options = CoreDataImportOptions(name: name, keys: keys, fillDefaults: true)
        _ = try CoreDataImporter.importModel(at: source, output: path("models/\(name)"), options: options)
        _ = try MigrationTarget.resolve(modelFolder: path("models/\(name)"), dir: nil).make(regenerate: false, slug: nil)
        return CoreDataStoreImportOptions(model: options, migrations: path("migrations/\(name)"))
    }

    private func rows(_ database: String, _ sql: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database)
        defer { try? queue.close() }
        return try queue.read { db in try Row.fetchAll(db, sql: sql).map(\.description) }
    }

    private func writeExternalFile() throws {
        let folder = root.appendingPathComponent(".Journal_SUPPORT/_EXTERNAL_DATA")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
    }

    func testStoreOfTheNewestVersionKeepsEveryRowLinkOrderAndValue() throws {
        let store = try makeStore("Journal5")
        try writeExternalFile()
        let options = try prepareModel(journal, name: "Journal")
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let listing = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()

        let report = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("new.sqlite"), options: options)

        XCTAssertEqual(report.coreDataVersion, "Journal 5")
        XCTAssertEqual(report.version, 5)
        XCTAssertEqual(report.alsoMatching, [])
        XCTAssertEqual(report.counts.map { "\($0.kind) \($0.coreData) → \($0.destination): \($0.read)/\($0.written)" }, [
            "links Attachment.entry → attachment.entry_id: 3/3",
            "rows Link → attachment: 1/1",
            "rows Photo → attachment: 2/2",
            "rows Writer → writer: 2/2",
            "links Entry.author → entry.author_id: 3/3",
            "rows Entry → entry: 3/3",
            "rows Tag → tag: 2/2",
            "links Entry.tags ↔ Tag.entries → entry_tags: 3/3",
        ])
        XCTAssertEqual(report.migrations, ["0001_create_journal.sql", "0002_journal_v2.sql", "0003_journal_v3.sql", "0004_journal_v4.sql", "0005_journal_v5.sql"])
        let database = path("new.sqlite")
        XCTAssertEqual(try rows(database, "SELECT id, entity, added_at, url, caption, iif(image IS NULL, NULL, hex(image)) AS image, entry_id FROM attachment ORDER BY id"), [
            #"[id:1 entity:"Link" added_at:"2024-03-04T05:06:07.891Z" url:"https://example.com/diary" caption:NULL image:NULL entry_id:1]"#,
            #"[id:2 entity:"Photo" added_at:"2024-05-06T07:08:09.000Z" url:NULL caption:"Sunset" image:"FFD8FFE0" entry_id:1]"#,
            #"[id:3 entity:"Photo" added_at:"2000-12-31T23:59:59.750Z" url:NULL caption:NULL image:"89504E47" entry_id:3]"#,
        ])
        XCTAssertEqual(try rows(database, "SELECT id, bio, born, name FROM writer ORDER BY id"), [
            #"[id:1 bio:"Writes at night" born:"1970-05-04T00:00:00.000Z" name:"Ada"]"#,
            #"[id:2 bio:NULL born:NULL name:"Grace"]"#,
        ])
        XCTAssertEqual(try rows(database, "SELECT id, created_at, mood, text, title, word_count, author_id, author_position FROM entry ORDER BY id"), [
            #"[id:1 created_at:"2024-01-02T03:04:05.678Z" mood:3 text:"Dear diary" title:"First" word_count:2 author_id:1 author_position:1]"#,
            #"[id:2 created_at:"2024-02-03T00:00:00.000Z" mood:NULL text:NULL title:"Second" word_count:0 author_id:1 author_position:0]"#,
            #"[id:3 created_at:"+011507-08-17T05:20:00.250Z" mood:-2 text:"Far future" title:"Third" word_count:7 author_id:2 author_position:0]"#,
        ])
        XCTAssertEqual(try rows(database, "SELECT id, name FROM tag ORDER BY id"), [#"[id:1 name:"travel"]"#, #"[id:2 name:"work"]"#])
        XCTAssertEqual(try rows(database, "SELECT entry_id, tag_id FROM entry_tags ORDER BY entry_id, tag_id"),
                       ["[entry_id:1 tag_id:1]", "[entry_id:1 tag_id:2]", "[entry_id:3 tag_id:2]"])
        XCTAssertEqual(try rows(database, "SELECT version, name FROM modelc_migrations ORDER BY version").count, 5)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store)), before, "the store's bytes are unchanged")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), (listing + ["new.sqlite"]).sorted(),
                       "nothing is left beside the store or the new database")
    }

    func testAStoreInWALModeIsReadWithItsWALFileAndNeitherFileChanges() throws {
        let options = try prepareModel(journal, name: "Journal")
        let store = path("Wal.sqlite")
        let writer = try DatabaseQueue(path: store)
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try writer.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql("Journal2"))
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Author", "Entry", "Tag"]))
        }
        // The writer stays open, so the rows are still only in the -wal file, as in a store
        // copied from a device with its -wal.
        let files = [store, store + "-wal"]
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        XCTAssertEqual(try DatabaseQueue(path: store, configuration: { var c = Configuration(); c.readonly = true; return c }())
            .read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM ZENTRY") }, 3)
        let report = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("new.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.coreData): \($0.written)" },
                       ["Author: 2", "Entry.author: 3", "Entry: 3", "Tag: 2", "Entry.tags ↔ Tag.entries: 3"])
        XCTAssertEqual(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before, "neither the store nor its -wal changes")
        try writer.close()
    }

    /// A `-wal` copied while the app was writing ends part-way through a write: SQLite
    /// reads it up to its last commit, so the import succeeded short of that write's rows
    /// and said every count matched (FlickrSearcher's fixture store, its `-wal` cut). The
    /// report now warns, and says how much of the log is unfinished; a whole `-wal` gives
    /// no warning.
    func testAWALFileCutPartWayThroughAWriteIsReported() throws {
        let options = try prepareModel(journal, name: "Journal")
        let store = path("Live.sqlite")
        let writer = try DatabaseQueue(path: store)
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try writer.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql("Journal2"))
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Author", "Entry", "Tag"]))
        }
        try writer.write { db in
            try db.execute(sql: "INSERT INTO ZTAG VALUES (3, 3, 1, 'home'); UPDATE Z_PRIMARYKEY SET Z_MAX = 3 WHERE Z_NAME = 'Tag'")
        }
        let wal = try Data(contentsOf: URL(fileURLWithPath: store + "-wal"))
        let whole = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("whole.sqlite"), options: options)
        XCTAssertNil(whole.walUnfinishedBytes)
        XCTAssertTrue(whole.counts.contains { $0.coreData == "Tag" && $0.written == 3 }, "\(whole.counts)")
        XCTAssertFalse(whole.text.contains("part-way through a write"), whole.text)

        // The copy a backup made mid-save: the store, and its `-wal` short of its last bytes.
        let folder = path("Copied")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/Live.sqlite"
        try FileManager.default.copyItem(atPath: store, toPath: copy)
        XCTAssertTrue(FileManager.default.createFile(atPath: copy + "-wal", contents: wal.prefix(wal.count - 100)))
        try writer.close()
        let cut = try CoreDataStoreImporter.importStore(at: copy, model: journal, database: path("cut.sqlite"), options: options)
        XCTAssertTrue(cut.counts.contains { $0.coreData == "Tag" && $0.written == 2 }, "the last write is not there: \(cut.counts)")
        let unfinished = try XCTUnwrap(cut.walUnfinishedBytes)
        XCTAssertGreaterThan(unfinished, 0)
        XCTAssertTrue(cut.text.contains("Warning: the store's `-wal` file ends part-way through a write, or holds a damaged one (\(unfinished) bytes after its last complete one)"), cut.text)
        XCTAssertTrue(cut.hasWALFile)

        // One byte changed in the last frame's page, the file whole: SQLite stops reading
        // at that frame, and its write is lost (Mix-a-Drink's store, all its rows in its
        // `-wal`, imported none with a frame of its first write damaged, and said every
        // count matched).
        let damagedFolder = path("Damaged")
        try FileManager.default.createDirectory(atPath: damagedFolder, withIntermediateDirectories: true)
        let damaged = damagedFolder + "/Live.sqlite"
        try FileManager.default.copyItem(atPath: copy, toPath: damaged) // as it was before the writer closed and checkpointed
        var changed = wal
        changed[changed.count - 100] ^= 0xFF
        XCTAssertTrue(FileManager.default.createFile(atPath: damaged + "-wal", contents: changed))
        let lost = try CoreDataStoreImporter.importStore(at: damaged, model: journal, database: path("damaged.sqlite"), options: options)
        XCTAssertTrue(lost.counts.contains { $0.coreData == "Tag" && $0.written == 2 }, "SQLite reads no write from the damaged frame on: \(lost.counts)")
        XCTAssertGreaterThan(try XCTUnwrap(lost.walUnfinishedBytes), 0)
        XCTAssertTrue(lost.text.contains("or holds a damaged one"), lost.text)
    }

    /// Stores in the layout Apple's Core Data writes (the `Chat` fixtures; each point was
    /// learnt from real stores, see Stores/Chat1.sql): every row, link, position and value
    /// arrives, at the version the store's identifier names, and nothing is written beside
    /// a closed store in WAL mode (no `-wal`, no `-shm`).
    func testStoresInApplesLayoutKeepEveryRowLinkPositionAndValue() throws {
        let chat = Repository.fixture("CoreData/Chat.xcdatamodeld").path
        let options = try prepareModel(chat, name: "Chat")
        for (fixture, identifier, version) in [("Chat1", "1.0", 1), ("Chat2", "2.0", 2)] {
            let store = try makeStore(fixture, at: "\(fixture).sqlite", identifier: identifier)
            let queue = try DatabaseQueue(path: store)
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try queue.close()
            let external = root.appendingPathComponent(".\(fixture)_SUPPORT/_EXTERNAL_DATA")
            try FileManager.default.createDirectory(at: external, withIntermediateDirectories: true)
            try Data("photo-bytes".utf8).write(to: external.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
            let before = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(fixture) }.sorted()
            XCTAssertEqual(before, ["\(fixture).sqlite"])

            let database = path("\(fixture).modelc.sqlite")
            let report = try CoreDataStoreImporter.importStore(at: store, model: chat, database: database, options: options)
            XCTAssertEqual(report.version, version)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(fixture) }.sorted(),
                           ["\(fixture).modelc.sqlite", "\(fixture).sqlite"], "no -wal or -shm beside the store")
            XCTAssertEqual(try rows(database, """
                SELECT id, entity, timestamp, text, hex(attachment) AS attachment, text_message_text, conversation_id, conversation_position, quote_id
                FROM message ORDER BY id
                """), [
                #"[id:1 entity:"TextMessage" timestamp:"2023-03-08T20:26:40.500Z" text:NULL attachment:"CAFEBABE" text_message_text:"hello" conversation_id:1 conversation_position:1 quote_id:NULL]"#,
                #"[id:2 entity:"SystemMessage" timestamp:"2023-03-08T20:26:39.000Z" text:"Ada joined" attachment:"" text_message_text:NULL conversation_id:1 conversation_position:0 quote_id:NULL]"#,
                #"[id:3 entity:"TextMessage" timestamp:"2023-03-08T20:26:42.250Z" text:NULL attachment:"70686F746F2D6279746573" text_message_text:"reply, with a photo" conversation_id:1 conversation_position:2 quote_id:1]"#,
                #"[id:4 entity:"TextMessage" timestamp:"2023-03-08T20:26:43.000Z" text:NULL attachment:"" text_message_text:"random" conversation_id:2 conversation_position:0 quote_id:NULL]"#,
            ])
            // General's users in Core Data's order: Cy, Ada, Bob; Random's: Bob, Ada.
            XCTAssertEqual(try rows(database, "SELECT conversation_id, user_id FROM conversation_participants ORDER BY conversation_id, position"),
                           ["[conversation_id:1 user_id:3]", "[conversation_id:1 user_id:1]", "[conversation_id:1 user_id:2]",
                            "[conversation_id:2 user_id:2]", "[conversation_id:2 user_id:1]"])
            // …and each user's order of conversations, the other ordered side: Ada's are
            // Random, General; Bob's General, Random.
            XCTAssertEqual(try rows(database, "SELECT user_id, conversation_id FROM conversation_participants ORDER BY user_id, conversations_position"),
                           ["[user_id:1 conversation_id:2]", "[user_id:1 conversation_id:1]", "[user_id:2 conversation_id:1]",
                            "[user_id:2 conversation_id:2]", "[user_id:3 conversation_id:1]"])
            // Two many-to-manys named `users`, each from its own table.
            XCTAssertEqual(try rows(database, "SELECT message_id, user_id FROM message_users"), ["[message_id:2 user_id:1]"])
            XCTAssertEqual(try rows(database, "SELECT reaction_id, user_id FROM reaction_users ORDER BY 1, 2"),
                           ["[reaction_id:1 user_id:2]", "[reaction_id:1 user_id:3]", "[reaction_id:2 user_id:1]"])
            XCTAssertEqual(try rows(database, "SELECT id, unicode, message_id FROM reaction ORDER BY id"),
                           [#"[id:1 unicode:"👍" message_id:1]"#, #"[id:2 unicode:"❤️" message_id:3]"#])
            XCTAssertEqual(try rows(database, "SELECT id, name, muted FROM conversation ORDER BY id"),
                           [#"[id:1 name:"General" muted:0]"#, #"[id:2 name:"Random" muted:1]"#])
        }
        XCTAssertEqual(try rows(path("Chat2.modelc.sqlite"), "SELECT name, email FROM user ORDER BY id"),
                       [#"[name:"Ada" email:"ada@example.com"]"#, #"[name:"Bob" email:NULL]"#, #"[name:"Cy" email:"cy@example.com"]"#])
    }

    func testEveryAttributeTypeIsConvertedAndAKeyAttributeReplacesZPKInReferences() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        let report = try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.coreData) → \($0.destination): \($0.written)" },
                       ["Box → box: 2", "Item.box → item.box_id: 2", "Item → item: 3"])
        XCTAssertEqual(try rows(path("kinds.sqlite"), "SELECT * FROM box ORDER BY code"), [
            #"[code:"A-1" label:"Spare parts"]"#, #"[code:"B-2" label:NULL]"#,
        ])
        XCTAssertEqual(try rows(path("kinds.sqlite"), """
            SELECT id, big, iif(blob IS NULL, NULL, hex(blob)) AS blob, done, link, mid, iif(prefs IS NULL, NULL, hex(prefs)) AS prefs, price, ratio, seen, small, token, weight, box_id FROM item ORDER BY id
            """), [
            #"[id:1 big:5000000000 blob:"DEADBEEF" done:1 link:"https://example.com/a?b=c" mid:70000 prefs:"62706C6973743030" price:"12.5" ratio:0.5 seen:"2001-01-01T00:00:00.000Z" small:-3 token:"e621e1f8-c36c-495a-93fc-0c247a3e6e5f" weight:72.25 box_id:"B-2"]"#,
            #"[id:2 big:NULL blob:NULL done:0 link:NULL mid:NULL prefs:NULL price:"0.1" ratio:NULL seen:"2001-01-01T00:00:01.500Z" small:NULL token:NULL weight:NULL box_id:NULL]"#,
            #"[id:3 big:-1 blob:"" done:0 link:"" mid:0 prefs:NULL price:"7" ratio:-0.25 seen:"1999-12-31T23:59:59.999Z" small:32767 token:"e621e1f8-c36c-495a-93fc-0c247a3e6e5f" weight:1e+300 box_id:"A-1"]"#,
        ])
    }

    /// A key attribute (`--key Box.code`) that the store's rows repeat is said as the
    /// key's: Core Data keys rows by `Z_PK` and never checked it. SQLite's words alone
    /// (`UNIQUE constraint failed: box.code`) named neither the key nor what to do.
    func testAKeyAttributeTheStoresRowsRepeatIsSaidAsTheKeys() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZBOX SET ZCODE = 'A-1'")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)) { error in
            let message = (error as? any ReportableError)?.report.message ?? "\(error)"
            XCTAssertTrue(message.hasSuffix("UNIQUE constraint failed: box.code (`code` is the key of `box`, and the store's rows repeat a value of it ('A-1' in the rows of `Z_PK` 1, 2): "
                + "Core Data keys rows by `Z_PK` and never checked it; give every row a distinct value in the store, or key the entity by another attribute)"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("kinds.sqlite")), "nothing written")
    }

    /// A key attribute that a row of the store leaves empty is said with that row's `Z_PK`.
    func testAKeyAttributeARowLeavesEmptyIsSaidWithTheRow() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZBOX SET ZCODE = NULL WHERE Z_PK = 2")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)) { error in
            let message = (error as? any ReportableError)?.report.message ?? "\(error)"
            XCTAssertTrue(message.contains("(`code` is the key of `box`, and the store's rows leave it empty in a row (the row of `Z_PK` 2): "), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("kinds.sqlite")), "nothing written")
    }

    /// passepartout's CloudKit-mirrored store holds text in its Binary attributes (SQLite
    /// keeps the storage class a value was written with); Core Data reads them with
    /// `sqlite3_column_blob`, which gives the text's bytes, and the app opens the store.
    /// The import refused it whole ("cannot store TEXT value in BLOB column"); it copies
    /// the bytes, as Core Data reads them.
    func testTextOrNumbersInABinaryColumnAreCopiedAsTheirBytes() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZITEM SET ZBLOB = '{\"id\":1}', ZPREFS = 42 WHERE Z_PK = 2")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        _ = try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(try rows(path("kinds.sqlite"), "SELECT typeof(blob), CAST(blob AS TEXT), typeof(prefs), CAST(prefs AS TEXT) FROM item WHERE id = 2"), [
            #"[typeof(blob):"blob" CAST(blob AS TEXT):"{\"id\":1}" typeof(prefs):"blob" CAST(prefs AS TEXT):"42"]"#,
        ])
    }

    /// Core Data keeps a Transformable's transformed bytes in its column as they are,
    /// "Allows External Storage" or not: only Binary Data is stored with the `0x01`
    /// (inline) or `0x02` (a file in `_EXTERNAL_DATA`) marker, its SQL layer giving the
    /// option no meaning for a Transformable. Bytes that happen to start with a marker's
    /// value arrive whole.
    func testATransformableThatAllowsExternalStorageKeepsItsBytesAsTheyAre() throws {
        let model = root.appendingPathComponent("Kinds.xcdatamodeld/Kinds.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let contents = try String(contentsOfFile: kinds + "/Kinds.xcdatamodel/contents", encoding: .utf8)
        let external = contents.replacingOccurrences(of: #"attributeType="Transformable" "#, with: #"attributeType="Transformable" allowsExternalBinaryDataStorage="YES" "#)
        XCTAssertNotEqual(external, contents)
        try external.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZITEM SET ZPREFS = X'01CAFE' WHERE Z_PK = 1; UPDATE ZITEM SET ZPREFS = X'02' WHERE Z_PK = 3")

        let source = root.appendingPathComponent("Kinds.xcdatamodeld").path
        let options = try prepareModel(source, name: "Kinds", keys: ["Box.code"])
        _ = try CoreDataStoreImporter.importStore(at: store, model: source, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(try rows(path("kinds.sqlite"), "SELECT id, iif(prefs IS NULL, NULL, hex(prefs)) AS bytes FROM item ORDER BY id"), [
            #"[id:1 bytes:"01CAFE"]"#, "[id:2 bytes:NULL]", #"[id:3 bytes:"02"]"#,
        ])
    }

    /// A spatial fetch index (`type="rtree"`) is a virtual R-tree table Core Data names
    /// `Z_<Entity>_<Index>`, kept by triggers on the entity's table, with SQLite's shadow
    /// tables beside it. The store was refused as holding a table no version has; the
    /// index's tables are left out, and the rows arrive.
    func testASpatialFetchIndexsTablesAreNotTheModels() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: """
            CREATE VIRTUAL TABLE Z_Item_byWeight USING RTREE (Z_PK INTEGER PRIMARY KEY, ZWEIGHT_MIN, ZWEIGHT_MAX);
            CREATE TRIGGER Z_Item_byWeight_INSERT AFTER INSERT ON ZITEM FOR EACH ROW
              BEGIN INSERT OR REPLACE INTO Z_Item_byWeight (Z_PK, ZWEIGHT_MIN, ZWEIGHT_MAX) VALUES (NEW.Z_PK, NEW.ZWEIGHT, NEW.ZWEIGHT); END;
            INSERT OR REPLACE INTO Z_Item_byWeight SELECT Z_PK, ZWEIGHT, ZWEIGHT FROM ZITEM WHERE ZWEIGHT < 1000;
            """)
        XCTAssertEqual(try rows(store, "SELECT name FROM sqlite_master WHERE name LIKE 'Z_Item_byWeight%' AND type = 'table' ORDER BY name"), [
            #"[name:"Z_Item_byWeight"]"#, #"[name:"Z_Item_byWeight_node"]"#, #"[name:"Z_Item_byWeight_parent"]"#, #"[name:"Z_Item_byWeight_rowid"]"#,
        ])
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        let report = try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.coreData) → \($0.destination): \($0.written)" },
                       ["Box → box: 2", "Item.box → item.box_id: 2", "Item → item: 3"])
    }

    /// Artsy's `ArtsyPartner_1.6` store keeps `Album.documents`, a to-many without an
    /// inverse, in `ZDOCUMENT.Z1DOCUMENTS`, not in a table of its own: the import expected a
    /// join table, and the store matched no version. The inverse the import adds is a to-one,
    /// whose key the column fills.
    func testAToManyWithoutAnInverseIsReadFromTheColumnCoreDataKeepsItIn() throws {
        let albums = Repository.fixture("CoreData/Albums.xcdatamodeld").path
        let store = try makeStore("Albums", at: "Albums.sqlite")
        let options = try prepareModel(albums, name: "Albums")
        let model = try String(contentsOf: root.appendingPathComponent("models/Albums/1.yaml"), encoding: .utf8)
        XCTAssertTrue(model.contains("documentsOfAlbum: { to: Album, inverse: documents, optional: true }"), model)
        let report = try CoreDataStoreImporter.importStore(at: store, model: albums, database: path("albums.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.kind) \($0.coreData) → \($0.destination): \($0.read)/\($0.written)" }, [
            "rows Album → album: 2/2",
            "links Album.documents → document.documents_of_album_id: 2/2",
            "rows Document → document: 3/3",
        ])
        XCTAssertEqual(try rows(path("albums.sqlite"), "SELECT id, filename, documents_of_album_id FROM document ORDER BY id"), [
            #"[id:1 filename:"price-list.pdf" documents_of_album_id:1]"#,
            #"[id:2 filename:"press.pdf" documents_of_album_id:1]"#,
            #"[id:3 filename:"loose.pdf" documents_of_album_id:NULL]"#,
        ])
    }

    /// Cyface's committed test stores keep `Measurement.geoLocations`, an ordered to-many
    /// without an inverse, in `ZGEOLOCATION.Z2GEOLOCATIONS`, its positions in
    /// `Z_FOK_2GEOLOCATIONS` beside it: the import expected a join table, and refused every
    /// such store. The inverse it adds is a to-one, and the positions follow `Z_FOK_`, not
    /// `Z_PK`.
    func testAnOrderedToManyWithoutAnInverseIsReadFromItsColumnsInOrder() throws {
        let routes = Repository.fixture("CoreData/Routes.xcdatamodeld").path
        let store = try makeStore("Routes", at: "Routes.sqlite")
        let options = try prepareModel(routes, name: "Routes")
        let model = try String(contentsOf: root.appendingPathComponent("models/Routes/1.yaml"), encoding: .utf8)
        XCTAssertTrue(model.contains("pointsOfRoute: { to: Route, inverse: points, optional: true }"), model)
        let report = try CoreDataStoreImporter.importStore(at: store, model: routes, database: path("routes.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.kind) \($0.coreData) → \($0.destination): \($0.read)/\($0.written)" }, [
            "links Route.points → point.points_of_route_id: 4/4",
            "rows Point → point: 5/5",
            "rows Route → route: 2/2",
        ])
        XCTAssertEqual(try rows(path("routes.sqlite"), "SELECT id, points_of_route_id FROM point ORDER BY points_of_route_id, points_of_route_position, id"), [
            "[id:5 points_of_route_id:NULL]",
            "[id:2 points_of_route_id:1]",
            "[id:4 points_of_route_id:1]",
            "[id:1 points_of_route_id:1]",
            "[id:3 points_of_route_id:2]",
        ])
        XCTAssertEqual(try rows(path("routes.sqlite"), "SELECT points_of_route_position FROM point ORDER BY id"), [
            "[points_of_route_position:2]", "[points_of_route_position:0]", "[points_of_route_position:0]",
            "[points_of_route_position:1]", "[points_of_route_position:NULL]",
        ])
    }

    /// Artsy's stores hold `NaN` in `ZDIAMETER` and `ZDEPTH`, Decimal attributes: Core Data
    /// writes `NSDecimalNumber.notANumber` as that text. The import stopped on "is not a
    /// decimal number", which no user could fix on a device; it is NULL now, and counted.
    func testADecimalNaNIsStoredAsNullAndCounted() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZITEM SET ZPRICE = 'NaN' WHERE Z_PK IN (1, 2)")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        let report = try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(report.counts.filter { $0.kind == "notANumber" }.map { "\($0.destination): \($0.read)" }, ["item.price: 2"])
        XCTAssertTrue(report.text.contains("Stored as NULL: 2 decimal values of `item.price` were NaN (`NSDecimalNumber.notANumber`), which a decimal column does not hold."), report.text)
        XCTAssertEqual(try rows(path("kinds.sqlite"), "SELECT price FROM item ORDER BY rowid"), ["[price:NULL]", "[price:NULL]", #"[price:"7"]"#])
    }

    /// A Decimal stored as a real is written as the runtime writes a Decimal (`1e+20` was
    /// copied as that text, `100000000000000000000` where the runtime writes it), and one
    /// a Decimal cannot hold (CartKit's `1.5e300`, `5e-324`) stops the import with the row
    /// (it was copied, and no generated record could read its table).
    func testADecimalIsCopiedAsTheRuntimeWritesItAndOneItCannotHoldIsRefused() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite", edit: "UPDATE ZITEM SET ZPRICE = 1e20 WHERE Z_PK = 1; UPDATE ZITEM SET ZPRICE = '1e-3' WHERE Z_PK = 2")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        _ = try CoreDataStoreImporter.importStore(at: store, model: kinds, database: path("kinds.sqlite"), options: options)
        XCTAssertEqual(try rows(path("kinds.sqlite"), "SELECT price FROM item ORDER BY rowid"),
                       [#"[price:"100000000000000000000"]"#, #"[price:"0.001"]"#, #"[price:"7"]"#])
        for value in ["1.5e300", "5e-324"] {
            let bad = try makeStore("Kinds", at: "Bad-\(value).sqlite", edit: "UPDATE ZITEM SET ZPRICE = \(value) WHERE Z_PK = 1")
            XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: bad, model: kinds, database: path("bad-\(value).sqlite"), options: options), value) { error in
                XCTAssertTrue("\(error)".contains("is not a decimal number a Decimal holds"), "\(error)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad-\(value).sqlite")), "nothing written")
        }
    }

    /// A database in a folder that does not exist: said as such, where the first file made
    /// there failed naming itself (`cart.sqlite.modelc-lock`) and blamed permissions.
    func testADatabaseInAFolderThatDoesNotExistIsSaidAsSuch() throws {
        let store = try makeStore("Kinds", at: "Kinds.sqlite")
        let options = try prepareModel(kinds, name: "Kinds", keys: ["Box.code"])
        let database = path("no-such-folder/kinds.sqlite")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: kinds, database: database, options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.code, "write-failed")
            XCTAssertTrue(report?.message.contains("the folder does not exist, and the database is made there: create it first") == true, "\(String(describing: report))")
            XCTAssertFalse(report?.message.contains("modelc-lock") ?? true, "\(String(describing: report))")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("no-such-folder")))
    }

    func testAReferenceIntoAHierarchyAOneToOneKeptOnBothSidesAndAnOrderedSelfManyToManyKeepTheirLinks() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite")
        let options = try prepareModel(pets, name: "Pets")
        let report = try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)
        XCTAssertEqual(report.counts.map { "\($0.kind) \($0.coreData) → \($0.destination): \($0.read)/\($0.written)" }, [
            "links Animal.owner → animal.owner_id: 2/2",
            "rows Cat → animal: 2/2",
            "rows Dog → animal: 1/1",
            "rows Passport → passport: 1/1",
            "links Person.favorite → person.favorite_id: 2/2",
            "links Person.passport → person.passport_id: 1/1",
            "links Passport.person → person.passport_id: 1/1",
            "rows Person → person: 3/3",
            "links Person.friendOf ↔ Person.friends → person_friend_of: 3/3",
        ])
        let database = path("pets.sqlite")
        XCTAssertEqual(try rows(database, "SELECT id, entity, name, indoor, breed, owner_id FROM animal ORDER BY id"), [
            #"[id:1 entity:"Cat" name:"Tom" indoor:1 breed:NULL owner_id:1]"#,
            #"[id:2 entity:"Dog" name:"Rex" indoor:NULL breed:"Collie" owner_id:2]"#,
            #"[id:3 entity:"Cat" name:"Stray" indoor:0 breed:NULL owner_id:NULL]"#,
        ])
        XCTAssertEqual(try rows(database, "SELECT id, name, favorite_id, passport_id FROM person ORDER BY id"), [
            #"[id:1 name:"Ada" favorite_id:2 passport_id:1]"#,
            #"[id:2 name:"Bob" favorite_id:NULL passport_id:NULL]"#,
            #"[id:3 name:"Cy" favorite_id:3 passport_id:NULL]"#,
        ])
        XCTAssertEqual(try rows(database, "SELECT id, number FROM passport"), [#"[id:1 number:"X123"]"#])
        // Core Data's row (Z_5FRIENDOF 1, Z_5FRIENDS 2): Ada's friends hold Bob, so Bob's friendOf
        // holds Ada; the position is Bob's place in Ada's ordered friends (Cy, then Bob).
        XCTAssertEqual(try rows(database, "SELECT person_id, friend_of_id, position FROM person_friend_of ORDER BY person_id, friend_of_id"),
                       ["[person_id:1 friend_of_id:3 position:0]", "[person_id:2 friend_of_id:1 position:1]", "[person_id:3 friend_of_id:1 position:0]"])
    }

    /// CoreDataPlus's `SampleModel_V2` store: after Core Data migrated it across the rename
    /// of the sub-entity `ExpensiveSportCar` to `LuxuryCar` (renaming identifier
    /// `ExpensiveSportCar`), its `Z_PRIMARYKEY` still names `ExpensiveSportCar`. The store
    /// is that version's, and its rows are the renamed entity's.
    func testAStoreKeepingAnEntityUnderItsNameBeforeARenameIsTheRenamedVersions() throws {
        let copy = root.appendingPathComponent("Pets.xcdatamodeld")
        try FileManager.default.copyItem(at: Repository.fixture("CoreData/Pets.xcdatamodeld"), to: copy)
        let first = try String(contentsOf: copy.appendingPathComponent("Pets.xcdatamodel/contents"), encoding: .utf8)
        let renamed = first
            .replacingOccurrences(of: #"userDefinedModelVersionIdentifier="""#, with: #"userDefinedModelVersionIdentifier="2""#)
            .replacingOccurrences(of: #"<entity name="Cat" representedClassName="Cat" parentEntity="Animal""#,
                                  with: #"<entity name="Feline" representedClassName="Feline" parentEntity="Animal" elementID="Cat""#)
        XCTAssertNotEqual(renamed, first)
        let second = copy.appendingPathComponent("Pets 2.xcdatamodel")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try renamed.write(to: second.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Pets 2.xcdatamodel</string></dict></plist>
            """.write(to: copy.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        let options = try prepareModel(copy.path, name: "Pets")

        let migrated = try makeStore("Pets", at: "Migrated.sqlite", identifier: "2")
        let report = try CoreDataStoreImporter.importStore(at: migrated, model: copy.path, database: path("migrated.sqlite"), options: options)
        XCTAssertEqual(report.version, 2)
        XCTAssertTrue(report.counts.contains { $0.coreData == "Feline" && $0.read == 2 && $0.written == 2 }, "\(report.counts)")
        XCTAssertEqual(try rows(path("migrated.sqlite"), "SELECT id, entity FROM animal ORDER BY id"), [
            #"[id:1 entity:"Feline"]"#, #"[id:2 entity:"Dog"]"#, #"[id:3 entity:"Feline"]"#,
        ])

        // A store of the version before the rename is that version's: names match it exactly.
        let older = try makeStore("Pets", at: "Older.sqlite")
        XCTAssertEqual(try CoreDataStoreImporter.importStore(at: older, model: copy.path, database: path("older.sqlite"), options: options).version, 1)

        // Its `Cat` rows become `Feline` rows when the database is migrated to version 2:
        // the import gave the `entity` attribute `renamedValues`.
        let model = try String(contentsOf: root.appendingPathComponent("models/Pets/2.yaml"), encoding: .utf8)
        XCTAssertTrue(model.contains("renamedValues: { Feline: Cat }"), model)
        let target = try MigrationTarget.resolve(modelFolder: path("models/Pets"), dir: nil)
        XCTAssertEqual(try target.migrate(database: path("older.sqlite"), options: MigrateOptions()).version, 2)
        XCTAssertEqual(try rows(path("older.sqlite"), "SELECT id, entity FROM animal ORDER BY id"), [
            #"[id:1 entity:"Feline"]"#, #"[id:2 entity:"Dog"]"#, #"[id:3 entity:"Feline"]"#,
        ])
    }

    /// Wire's `store1-27` refers to users it no longer holds (4 `Connection.to` links,
    /// conversation participants): Core Data reads such a reference as a fault that fails
    /// to fire. `--clear-dangling-references` imports the rest, an optional reference to a
    /// missing row stored as NULL and a many-to-many link to one left out, each counted.
    func testReferencesToRowsTheStoreDoesNotHoldAreClearedAndCountedWhenAsked() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        // Bob (2) is gone: Rex still names him as owner, and Ada's friends still list him.
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "DELETE FROM ZPERSON WHERE Z_PK = 2")
        var options = try prepareModel(pets, name: "Pets")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)) { error in
            XCTAssertEqual((error as? CoreDataStoreError)?.report.code, "coredata-store-dangling-reference")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("pets.sqlite")))
        options.danglingReferences = .clear
        let report = try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)
        let cleared = report.counts.filter { $0.kind == "clearedReferences" }.map { "\($0.coreData) → \($0.destination): \($0.read)" }
        XCTAssertEqual(cleared, ["Animal.owner → animal.owner_id: 1", "Person.friendOf ↔ Person.friends → person_friend_of: 1"], report.text)
        XCTAssertTrue(report.text.contains("Cleared: 1 reference of `Animal.owner` named a row the store does not hold, and was left out of `animal.owner_id`."), report.text)
        XCTAssertEqual(try rows(path("pets.sqlite"), "SELECT id, owner_id FROM animal ORDER BY id"), [
            "[id:1 owner_id:1]", "[id:2 owner_id:NULL]", "[id:3 owner_id:NULL]",
        ])
        XCTAssertEqual(try rows(path("pets.sqlite"), "SELECT count(*) FROM person_friend_of WHERE person_id = 2 OR friend_of_id = 2"), ["[count(*):0]"])
    }

    /// Artsy's `ArtsyPartner_2.0` store: an artwork's one-to-one `notes` names note 0, and
    /// the store holds no note. Cleared, it was counted against the other side too (`Note.artwork`
    /// read no link, yet the cleared one was added to what it should have read), and the
    /// import stopped on "0 in the store, 0 copied".
    func testAClearedOneToOneReferenceIsNotCountedAgainstTheOtherSide() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "UPDATE ZPERSON SET ZPASSPORT = 9 WHERE Z_PK = 2")
        var options = try prepareModel(pets, name: "Pets")
        options.danglingReferences = .clear
        let report = try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)
        XCTAssertEqual(report.counts.filter { $0.destination == "person.passport_id" }.map { "\($0.kind) \($0.coreData): \($0.read)/\($0.written)" },
                       ["links Person.passport: 2/1", "links Passport.person: 1/1", "clearedReferences Person.passport: 1/0"])
        XCTAssertEqual(try rows(path("pets.sqlite"), "SELECT id, passport_id FROM person ORDER BY id"),
                       ["[id:1 passport_id:1]", "[id:2 passport_id:NULL]", "[id:3 passport_id:NULL]"])
    }

    /// Older stores keep some one-to-one links on one side only (a public app's store
    /// written in 2015: 9 `Connection.to` links, 5 of them also in `User.connection`): the
    /// link is read from the other side where the row's own column is empty.
    func testAOneToOneLinkKeptOnTheOtherSideOnlyIsKept() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "UPDATE ZPERSON SET ZPASSPORT = NULL")
        let options = try prepareModel(pets, name: "Pets")
        let report = try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)
        XCTAssertEqual(report.counts.filter { $0.destination == "person.passport_id" }.map { "\($0.coreData): \($0.read)/\($0.written)" },
                       ["Person.passport: 1/1", "Passport.person: 1/1"])
        XCTAssertEqual(try rows(path("pets.sqlite"), "SELECT id, passport_id FROM person ORDER BY id"),
                       ["[id:1 passport_id:1]", "[id:2 passport_id:NULL]", "[id:3 passport_id:NULL]"])
    }

    /// The mirror case: the link on the side whose key the copy writes, the other side's
    /// column empty. The other side's count is of its own links kept, not of the links
    /// copied (which refused such a store: "1 in the store, 2 copied", found on a real
    /// store with one `Image.recipe` cleared).
    func testAOneToOneLinkKeptOnTheKeysSideOnlyIsKept() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "UPDATE ZPASSPORT SET ZPERSON = NULL")
        let options = try prepareModel(pets, name: "Pets")
        let report = try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)
        XCTAssertEqual(report.counts.filter { $0.destination == "person.passport_id" }.map { "\($0.coreData): \($0.read)/\($0.written)" },
                       ["Person.passport: 1/1", "Passport.person: 0/0"])
        XCTAssertEqual(try rows(path("pets.sqlite"), "SELECT id, passport_id FROM person ORDER BY id"),
                       ["[id:1 passport_id:1]", "[id:2 passport_id:NULL]", "[id:3 passport_id:NULL]"])
    }

    /// A to-one that is its own inverse (a real history's `AircraftEntity.connectedAircraft`:
    /// a glider and its tow plane point at each other, in one column Core Data sets on
    /// both rows): the model import stopped at every version ("cannot be its own
    /// inverse"), so no store of it could be imported. It is a to-one without an inverse
    /// now, noted, and the store's pairs are copied as they are.
    func testAToOneThatIsItsOwnInverseIsImportedWithItsPairs() throws {
        let pairs = Repository.fixture("CoreData/Pairs.xcdatamodeld").path
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(pairs), options: CoreDataImportOptions(name: "Pairs"))
        XCTAssertEqual(converted.notes.filter { $0.kind == .inverseDropped }.map(\.element), ["Aircraft.connectedAircraft"])
        let model = try XCTUnwrap(converted.versions.first?.model)
        XCTAssertEqual(ModelKit.validate(model).filter { $0.severity == .error }.map(\.message), [])
        XCTAssertNil(model.entity(named: "Aircraft")?.relationship(named: "connectedAircraft")?.inverse)
        XCTAssertEqual(model.entity(named: "Aircraft")?.relationship(named: "towedBy")?.inverse, "tows", "an ordinary pair keeps its inverse")
        let options = try prepareModel(pairs, name: "Pairs")
        let store = try makeStore("Pairs", at: "Pairs.sqlite")
        let report = try CoreDataStoreImporter.importStore(at: store, model: pairs, database: path("pairs.sqlite"), options: options)
        XCTAssertEqual(report.counts.filter { $0.destination.hasSuffix("connected_aircraft_id") }.map { "\($0.coreData): \($0.read)/\($0.written)" },
                       ["Aircraft.connectedAircraft: 2/2"], "one relationship, counted once")
        XCTAssertEqual(try rows(path("pairs.sqlite"), "SELECT id, registration, connected_aircraft_id, towed_by_id FROM aircraft ORDER BY id"), [
            "[id:1 registration:\"D-KGLD\" connected_aircraft_id:2 towed_by_id:2]",
            "[id:2 registration:\"D-EFDR\" connected_aircraft_id:1 towed_by_id:NULL]",
            "[id:3 registration:\"D-EOBW\" connected_aircraft_id:NULL towed_by_id:NULL]",
        ])
    }

    /// A store in WAL mode copied without its `-wal` file has its recent rows there: the
    /// main file's tables are empty though `Z_PRIMARYKEY` numbered rows, and the import,
    /// which cannot see them, says so (it reported an empty copy and nothing else, found
    /// on a real store whose rows were all in its `-wal`). A store never written to says
    /// nothing.
    func testAnEmptyStoreWhoseRowsWereNumberedWarnsOfAMissingWALFile() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let options = try prepareModel(pets, name: "Pets")
        let tables = try DatabaseQueue(path: try makeStore("Pets", at: "Probe.sqlite")).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z%' AND name NOT IN ('Z_PRIMARYKEY', 'Z_METADATA')")
        }
        let emptied = try makeStore("Pets", at: "Emptied.sqlite", edit: tables.map { "DELETE FROM \($0);" }.joined())
        let report = try CoreDataStoreImporter.importStore(at: emptied, model: pets, database: path("emptied.sqlite"), options: options)
        XCTAssertEqual(report.numberedButEmpty, ["Animal", "Passport", "Person"])
        XCTAssertTrue(report.text.contains("Warning: the store holds no rows, though Core Data numbered rows of `Animal`, `Passport`, `Person` (Z_PRIMARYKEY)"), report.text)
        let fresh = try makeStore("Pets", at: "Fresh.sqlite", edit: tables.map { "DELETE FROM \($0);" }.joined() + "UPDATE Z_PRIMARYKEY SET Z_MAX = 0;")
        let untouched = try CoreDataStoreImporter.importStore(at: fresh, model: pets, database: path("fresh.sqlite"), options: options)
        XCTAssertEqual(untouched.numberedButEmpty, [])
        XCTAssertFalse(untouched.emptyInWALMode, "a store in rollback mode")
        XCTAssertFalse(untouched.text.contains("Warning"), untouched.text)
        // In WAL mode, a store copied without its `-wal` can have its numbers there too
        // (a real store of version 2 of an app's model, copied alone): the header says WAL.
        let walStore = try makeStore("Pets", at: "Wal.sqlite", edit: tables.map { "DELETE FROM \($0);" }.joined() + "UPDATE Z_PRIMARYKEY SET Z_MAX = 0;")
        try DatabaseQueue(path: walStore).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: walStore + "-wal"), "closed, its log is gone")
        let wal = try CoreDataStoreImporter.importStore(at: walStore, model: pets, database: path("wal.sqlite"), options: options)
        XCTAssertEqual(wal.numberedButEmpty, [])
        XCTAssertTrue(wal.emptyInWALMode)
        XCTAssertTrue(wal.text.contains("Warning: the store holds no rows, and it is in WAL mode with no `-wal` file beside it"), wal.text)
        // A `-wal` beside it that holds none of the numbered rows: cut short, as a copy made
        // while the app wrote leaves it (a real seed store's, cut to 150,000 bytes, imported
        // as empty with "Every count matches" and no word).
        let cut = try makeStore("Pets", at: "Cut.sqlite", edit: tables.map { "DELETE FROM \($0);" }.joined())
        try DatabaseQueue(path: cut).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        XCTAssertTrue(FileManager.default.createFile(atPath: cut + "-wal", contents: Data()))
        let shortened = try CoreDataStoreImporter.importStore(at: cut, model: pets, database: path("cut.sqlite"), options: options)
        XCTAssertEqual(shortened.numberedButEmpty, ["Animal", "Passport", "Person"])
        XCTAssertTrue(shortened.hasWALFile)
        XCTAssertTrue(shortened.text.contains("and the `-wal` file beside it holds none of them"), shortened.text)
    }

    /// Two rows naming one row through a one-to-one, which Core Data does not check and
    /// modelc's unique key refuses: the refusal says which relationship, where it gave
    /// SQLite's words alone (`UNIQUE constraint failed: person.passport_id`, found on a
    /// real store with two recipes naming one image).
    func testTwoRowsLinkingOneRowThroughAOneToOneAreRefusedNamingTheRelationship() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "UPDATE ZPERSON SET ZPASSPORT = 1 WHERE Z_PK = 2")
        let options = try prepareModel(pets, name: "Pets")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.code, "coredata-store-bad-value")
            XCTAssertEqual(report?.message, "a value of the store cannot be stored in `person`: UNIQUE constraint failed: person.passport_id (two rows of the store link to one row "
                + "through the one-to-one `Person.passport`, which Core Data does not check and modelc's unique key does: unlink all but one in the store, "
                + "or make the relationship's inverse a to-many)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("pets.sqlite")))
    }

    /// The other side of a one-to-one naming a row the store lacks (a real store holds four
    /// `Connection.to` links to deleted users) is refused as such, before anything is copied.
    func testAOneToOneWhoseOtherSideNamesAMissingRowIsRefused() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "INSERT INTO ZPASSPORT VALUES (2, 4, 1, 99, 'Y456')")
        let options = try prepareModel(pets, name: "Pets")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)) { error in
            XCTAssertEqual((error as? CoreDataStoreError)?.report.message,
                           "the store refers to rows it does not hold: row 2 of ZPASSPORT (`Passport.person`) names a missing `Person` row")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("pets.sqlite")))
    }

    func testACountThatDiffersStopsTheImportAndWritesNothing() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        // Two passports naming one person, who names one of them: a one-to-one holds one,
        // so the other side's link is lost, which its count finds.
        let store = try makeStore("Pets", at: "Pets.sqlite", edit: "INSERT INTO ZPASSPORT VALUES (2, 4, 1, 1, 'Y456')")
        let options = try prepareModel(pets, name: "Pets")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("pets.sqlite"), options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.message, "the copy does not hold what the store does: Passport.person → person.passport_id: 2 in the store, 1 copied")
            XCTAssertEqual(report?.status, .failed)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("pets.sqlite") }, [])
    }

    func testStoreVersionIsFoundByItsTablesAndColumns() throws {
        let versions = try CoreDataImporter.convert(CoreDataModelHistory.read(journal), options: CoreDataImportOptions(name: "Journal")).versions.map(\.source)
        let cases: [(String, String, Int)] = [
            ("Journal2", "", 2),
            ("Journal5", "", 5),
            ("Journal5", "ALTER TABLE ZENTRY DROP COLUMN Z_FOK_AUTHOR", 4),
        ]
        for (index, (fixture, edit, expected)) in cases.enumerated() {
            let store = try CoreDataStore.read(try makeStore(fixture, at: "\(index).sqlite", edit: edit))
            XCTAssertEqual(try CoreDataStoreLayout.identify(store, in: versions, modelName: "Journal.xcdatamodeld", forced: nil).index + 1, expected,
                           "\(fixture) \(edit)")
        }
    }

    func testOfVersionsWithOneLayoutTheNewestIsTakenUnlessAVersionIsNamed() throws {
        let contents = try String(contentsOf: URL(fileURLWithPath: kinds).appendingPathComponent("Kinds.xcdatamodel/contents"), encoding: .utf8)
        let source = root.appendingPathComponent("Ties.xcdatamodeld")
        for (folder, text) in [("Ties", contents),
                               ("Ties 2", contents.replacingOccurrences(of: #"name="label" optional="YES""#, with: #"name="label" optional="YES" maxValueString="40""#))] {
            let url = source.appendingPathComponent("\(folder).xcdatamodel")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url.appendingPathComponent("contents"))
        }
        let versions = try CoreDataImporter.convert(CoreDataModelHistory.read(source.path), options: CoreDataImportOptions(name: "Ties")).versions.map(\.source)
        XCTAssertNotEqual(versions[0], versions[1])
        let store = try CoreDataStore.read(try makeStore("Kinds", at: "Kinds.sqlite"))
        let found = try CoreDataStoreLayout.identify(store, in: versions, modelName: "Ties.xcdatamodeld", forced: nil)
        XCTAssertEqual(found.index + 1, 2)
        XCTAssertEqual(found.alsoMatching, [1])
        XCTAssertEqual(try CoreDataStoreLayout.identify(store, in: versions, modelName: "Ties.xcdatamodeld", forced: 1).index + 1, 1)
        let report = CoreDataStoreImportReport(store: "Kinds.sqlite", model: "Ties", database: "ties.sqlite", coreDataVersion: "Ties 2", version: 2,
                                               alsoMatching: found.alsoMatching, counts: [], migrations: ["0001_create_ties.sql", "0002_ties_v2.sql"],
                                               newestVersion: 2, directory: "migrations/Ties")
        XCTAssertEqual(report.text, """
            Read Kinds.sqlite as `Ties 2` (version 2 of Ties) and copied it into ties.sqlite:
              (version 1 stores the same tables and columns; the newest is taken; `--model <X.xcdatamodeld>@N` chooses another)
            Every count matches the store's.
            History: 0001_create_ties.sql … 0002_ties_v2.sql recorded as applied.

            """)
        XCTAssertThrowsError(try CoreDataStoreLayout.identify(store, in: versions, modelName: "Ties.xcdatamodeld", forced: 3)) { error in
            XCTAssertEqual((error as? CoreDataStoreError)?.report.message, "`@3` names no version of the model (it has versions 1–2)")
        }
    }

    /// Of versions with one layout, the store's version identifier names the one taken,
    /// and the report says so: it said "the newest is taken" where the identifier chose
    /// the oldest, and nothing of an identifier that names none of them.
    func testOfVersionsWithOneLayoutTheStoresIdentifierChoosesAndTheReportSaysSo() throws {
        let contents = try String(contentsOf: URL(fileURLWithPath: kinds).appendingPathComponent("Kinds.xcdatamodel/contents"), encoding: .utf8)
        let source = root.appendingPathComponent("Ties.xcdatamodeld")
        for (folder, identifier) in [("Ties", "1.1"), ("Ties 2", "1.2")] {
            let url = source.appendingPathComponent("\(folder).xcdatamodel")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let text = contents.replacingOccurrences(of: "userDefinedModelVersionIdentifier=\"\"", with: "userDefinedModelVersionIdentifier=\"\(identifier)\"")
            try Data((folder == "Ties" ? text : text.replacingOccurrences(of: #"name="label" optional="YES""#, with: #"name="label" optional="YES" maxValueString="40""#)).utf8)
                .write(to: url.appendingPathComponent("contents"))
        }
        let versions = try CoreDataImporter.convert(CoreDataModelHistory.read(source.path), options: CoreDataImportOptions(name: "Ties")).versions
        for (identifier, expected, identifiedBy) in [("1.1", 1, "1.1" as String?), ("0.1", 2, nil), ("1.2", 2, "1.2")] {
            let store = try CoreDataStore.read(try makeStore("Kinds", at: "Kinds-\(identifier).sqlite", identifier: identifier))
            let found = try CoreDataStoreLayout.identify(store, in: versions.map(\.source), modelName: "Ties.xcdatamodeld", forced: nil)
            XCTAssertEqual(found.index + 1, expected, identifier)
            XCTAssertEqual(found.alsoMatching, [3 - expected], identifier)
            XCTAssertEqual(versions[found.index].source.versionIdentifier.flatMap { store.versionIdentifiers.contains($0) ? $0 : nil }, identifiedBy, identifier)
        }
        var report = CoreDataStoreImportReport(store: "Kinds.sqlite", model: "Ties", database: "ties.sqlite", coreDataVersion: "Ties", version: 1,
                                               alsoMatching: [2], counts: [], migrations: [], newestVersion: 2, directory: "migrations/Ties")
        report.identifiedBy = "1.1"
        report.storeIdentifier = "1.1"
        XCTAssertTrue(report.text.contains("(version 2 stores the same tables and columns; the store's version identifier `1.1` names this one; "), report.text)
        report.identifiedBy = nil
        report.storeIdentifier = "0.1"
        XCTAssertTrue(report.text.contains("; the newest is taken, as the store's version identifier `0.1` names none of them; "), report.text)
    }

    /// CoreDataPlus's `SampleModel.xcdatamodeld` names its first version current, so its
    /// own version-2 fixture store was called newer than the history, which holds version 2.
    func testAStoreOfAVersionAfterTheCurrentOneNamesTheVersionsLeftOut() throws {
        let copy = root.appendingPathComponent("Journal.xcdatamodeld")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: journal), to: copy)
        let current = copy.appendingPathComponent(".xccurrentversion")
        let plist = try String(contentsOf: current, encoding: .utf8)
        XCTAssertTrue(plist.contains("<string>Journal 5.xcdatamodel</string>"), plist)
        try plist.replacingOccurrences(of: "Journal 5.xcdatamodel", with: "Journal 3.xcdatamodel").write(to: current, atomically: true, encoding: .utf8)
        let options = try prepareModel(copy.path, name: "Journal")
        let store = try makeStore("Journal5", at: "Newest.sqlite")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: copy.path, database: path("new.sqlite"), options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.code, "coredata-store-newer-than-history")
            // The versions left out have what the store has: the differences are the
            // imported versions' (MWKCoreData's stores were told no version had them).
            XCTAssertFalse(report?.diagnostics.isEmpty ?? true)
            XCTAssertTrue(report?.diagnostics.allSatisfy { $0.message.contains(", which no imported version of Journal.xcdatamodeld has") } ?? false,
                          "\(report?.diagnostics.map(\.message) ?? [])")
            XCTAssertTrue(report?.message.contains("which no imported version of") ?? false, report?.message ?? "")
            XCTAssertEqual(report?.hint, "the .xcdatamodeld also holds `Journal 4`, `Journal 5` after its current version `Journal 3` (`.xccurrentversion`), "
                           + "which the import leaves out: if one of them wrote the store, make the newest one current, or list the versions with `--version-order`; nothing was written")
        }
        var forced = options
        forced.version = 5
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: copy.path, database: path("new.sqlite"), options: forced)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.message, "`@5` names no version of the model (it has versions 1–3)")
            XCTAssertTrue(report?.hint?.hasPrefix("the .xcdatamodeld also holds `Journal 4`, `Journal 5` after its current version `Journal 3`") == true, report?.hint ?? "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
    }

    /// `--model X.xcdatamodeld/"X 2.xcdatamodel"`, a version's own folder, stands for that
    /// version of the history, as `X.xcdatamodeld@2` does: read alone it was version 1 of a
    /// history of one, and the import was refused for migrations that "create version 1
    /// without" the store's columns, blaming the `--key` options (DuckDuckGo's Bookmarks).
    func testAVersionFolderInsideTheHistoryStandsForThatVersion() throws {
        let store = try makeStore("Journal2")
        let options = try prepareModel(journal, name: "Journal")
        let report = try CoreDataStoreImporter.importStore(at: store, model: journal + "/Journal 2.xcdatamodel", database: path("new.sqlite"), options: options)
        XCTAssertEqual(report.coreDataVersion, "Journal 2")
        XCTAssertEqual(report.version, 2)
        XCTAssertEqual(try rows(path("new.sqlite"), "SELECT version FROM modelc_migrations ORDER BY version"), ["[version:1]", "[version:2]"])
    }

    /// A store in rollback-journal mode whose last save never committed (an app killed
    /// mid-save, or a writer still in its transaction) holds the new pages in its main
    /// file and the old ones in a hot `-journal`; Core Data rolls the journal back. Read
    /// with `immutable=1`, which ignores journals, the uncommitted values were imported
    /// as saved; now the store is copied with its journal and the copy rolled back.
    func testAStoreWithAHotJournalIsImportedAsLastCommitted() throws {
        let options = try prepareModel(journal, name: "Journal")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        let writerPath = try makeStore("Journal2", at: "Writer.sqlite", edit: """
            WITH RECURSIVE n(i) AS (SELECT 10 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO ZENTRY SELECT i, 2, 1, NULL, 1, 725857445.0, hex(randomblob(200)), 'Saved ' || i FROM n;
            """)
        let store = path("App/Journal.sqlite")
        let writer = try DatabaseQueue(path: writerPath)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA cache_size = 2; BEGIN IMMEDIATE; UPDATE ZENTRY SET ZTITLE = 'UNCOMMITTED'")
            // The files as a crash leaves them: the main file with spilled pages, the journal.
            try FileManager.default.copyItem(atPath: writerPath, toPath: store)
            try FileManager.default.copyItem(atPath: writerPath + "-journal", toPath: store + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        try writer.close()
        let immutable = try DatabaseQueue().inDatabase { db in
            try db.execute(sql: "ATTACH DATABASE ? AS store", arguments: ["file:\(store)?immutable=1"])
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM store.ZENTRY WHERE ZTITLE = 'UNCOMMITTED'") ?? 0
        }
        XCTAssertGreaterThan(immutable, 0, "the main file holds uncommitted pages, which only the journal undoes")
        var allowing = options
        allowing.missingExternalData = .clear
        _ = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("journal.sqlite"), options: allowing)
        XCTAssertEqual(try rows(path("journal.sqlite"), "SELECT count(*) AS n, sum(title = 'UNCOMMITTED') AS u FROM entry"), ["[n:1994 u:0]"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("App")).sorted(), ["Journal.sqlite", "Journal.sqlite-journal"], "the store's folder is as it was")
    }

    /// A store an app update wrote, with an entity and columns no version has (LoopKit's
    /// `CgmEvent`, imported with an older history): the refusal says first that a newer
    /// version may have added the entity, where it led with merged models, which
    /// `--other-models` could not import either.
    func testAStoreOfANewerVersionWithANewEntityIsSaidToBeNewerFirst() throws {
        let options = try prepareModel(journal, name: "Journal")
        let store = try makeStore("Journal5", at: "Update.sqlite", edit: """
            ALTER TABLE ZENTRY ADD COLUMN ZSUBTITLE VARCHAR;
            CREATE TABLE ZREMINDER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZENTRY INTEGER);
            INSERT INTO Z_PRIMARYKEY VALUES (9, 'Reminder', 0, 0);
            """)
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("update.sqlite"), options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.code, "coredata-store-newer-than-history")
            XCTAssertEqual(report?.message, "the store holds entities no version of the model has: `Reminder`, which a version newer than `Journal 5` may have added")
            let hint = report?.hint ?? ""
            XCTAssertTrue(hint.hasPrefix("import with the .xcdatamodeld of the app version that wrote the store; if the app merged several models"), hint)
            XCTAssertTrue(hint.contains("but even without them the store"), hint)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("update.sqlite")))
    }

    /// DuckDuckGo's app merges three models into one store: its `AppRatingPrompt` test
    /// store holds the `HTTPSUpgrade` and `RemoteMessaging` models' entities too, and was
    /// called older than the history. The refusal says what `--other-models` does, which
    /// imports this model's entities and leaves the others.
    func testAStoreOfAMergedModelIsImportedWithOtherModelsLeavingTheirEntitiesOut() throws {
        let options = try prepareModel(journal, name: "Journal")
        let store = try makeStore("Journal5", at: "Merged.sqlite", edit: """
            CREATE TABLE ZREMOTEMESSAGE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR);
            INSERT INTO ZREMOTEMESSAGE VALUES (1, 9, 1, 'Hello');
            INSERT INTO Z_PRIMARYKEY VALUES (9, 'RemoteMessage', 0, 1);
            """)
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("merged.sqlite"), options: options)) { error in
            let report = (error as? CoreDataStoreError)?.report
            XCTAssertEqual(report?.message, "the store holds entities no version of the model has: `RemoteMessage`", "said first, not what the store reads as without them")
            let hint = report?.hint ?? ""
            XCTAssertTrue(hint.hasPrefix("if the app merged several models into one store, import with `--other-models`"), hint)
            XCTAssertTrue(hint.contains("(without the others, the store reads as version 5 (`Journal 5`))"), "what `--other-models` would read it as: \(hint)")
        }
        var merged = options
        merged.otherModels = true
        merged.missingExternalData = .clear
        let report = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("merged.sqlite"), options: merged)
        XCTAssertEqual(report.version, 5)
        XCTAssertEqual(report.otherModelsEntities, ["RemoteMessage"])
        XCTAssertTrue(report.text.contains("Left out: `RemoteMessage`, entities of other models the store holds."), report.text)
        XCTAssertEqual(try rows(path("merged.sqlite"), "SELECT name FROM sqlite_master WHERE name LIKE '%remote%'"), [])
    }

    /// A derived attribute (`pages.@count`) is left out of the model, but Core Data stores
    /// it in a column of its own, kept up to date by triggers: the store is that version's,
    /// and everything else in it is copied.
    func testADerivedAttributesColumnIsReadPastAndTheRestIsCopied() throws {
        let books = Repository.fixture("CoreData/Books.xcdatamodeld").path
        let options = try prepareModel(books, name: "Books")
        let store = try makeStore("Books", at: "Books.sqlite")
        let report = try CoreDataStoreImporter.importStore(at: store, model: books, database: path("books.sqlite"), options: options)
        XCTAssertEqual(report.version, 1)
        XCTAssertEqual(report.counts.map { "\($0.destination): \($0.written)" }, ["book: 2", "page.book_id: 3", "page: 3"])
        XCTAssertEqual(try rows(path("books.sqlite"), "SELECT id, title FROM book ORDER BY id"), [#"[id:1 title:"Dune"]"#, #"[id:2 title:"Emma"]"#])
        XCTAssertEqual(try rows(path("books.sqlite"), "SELECT name FROM pragma_table_info('book') ORDER BY cid"), [#"[name:"id"]"#, #"[name:"title"]"#])
    }

    /// Persistent history tracking (on in every `NSPersistentCloudKitContainer`'s store)
    /// adds Core Data's own entities, numbered from 16000 up, and their `A…` tables, as
    /// Apple's Core Data writes them: never the model's, left out without a flag.
    func testPersistentHistoryEntitiesAreCoreDatasOwnAndLeftOut() throws {
        let options = try prepareModel(journal, name: "Journal")
        let store = try makeStore("Journal5", at: "History.sqlite", edit: """
            CREATE TABLE ACHANGE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCHANGETYPE INTEGER, ZENTITY INTEGER, ZENTITYPK INTEGER,
                ZTRANSACTIONID INTEGER, ZCOLUMNS BLOB);
            CREATE TABLE ATRANSACTION (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZAUTHORTS INTEGER, ZBUNDLEIDTS INTEGER,
                ZCONTEXTNAMETS INTEGER, ZPROCESSIDTS INTEGER, ZTIMESTAMP FLOAT, ZAUTHOR VARCHAR, ZBUNDLEID VARCHAR, ZCONTEXTNAME VARCHAR,
                ZPROCESSID VARCHAR, ZQUERYGEN BLOB);
            CREATE TABLE ATRANSACTIONSTRING (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
            CREATE INDEX ACHANGE_ZTRANSACTIONID_INDEX ON ACHANGE (ZTRANSACTIONID);
            CREATE UNIQUE INDEX Z_TRANSACTIONSTRING_UNIQUE_NAME ON ATRANSACTIONSTRING (ZNAME COLLATE BINARY ASC);
            INSERT INTO Z_PRIMARYKEY VALUES (16001, 'CHANGE', 0, 1), (16002, 'TRANSACTION', 0, 1), (16003, 'TRANSACTIONSTRING', 0, 1);
            INSERT INTO ATRANSACTIONSTRING VALUES (1, 16003, 1, 'com.example.journal');
            INSERT INTO ATRANSACTION VALUES (1, 16002, 1, NULL, 1, NULL, NULL, 700000000.0, NULL, NULL, NULL, NULL, NULL);
            INSERT INTO ACHANGE VALUES (1, 16001, 1, 0, 1, 1, 1, NULL);
            """)
        var history = options
        history.missingExternalData = .clear
        let report = try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("history.sqlite"), options: history)
        XCTAssertEqual(report.version, 5)
        XCTAssertEqual(report.coreDataEntities, ["CHANGE", "TRANSACTION", "TRANSACTIONSTRING"])
        XCTAssertEqual(report.otherModelsEntities, [])
        XCTAssertTrue(report.text.contains("Left out: `CHANGE`, `TRANSACTION`, `TRANSACTIONSTRING`, Core Data's own entities (persistent history, CloudKit mirroring)."),
                      report.text)
        XCTAssertEqual(try rows(path("history.sqlite"), "SELECT name FROM sqlite_master WHERE name LIKE '%change%' OR name LIKE '%transaction%'"), [])
    }

    /// A model of one version, edited in place since a store was written (CartKit's:
    /// the store lacks two attributes added since, and keeps a column the model lost):
    /// what only the store has says nothing of whether it is older or newer, so the
    /// refusal says it matches no version, not that an app update wrote it.
    func testAStoreNotMatchingTheOnlyVersionIsNotCalledNewer() throws {
        let pets = Repository.fixture("CoreData/Pets.xcdatamodeld").path
        let options = try prepareModel(pets, name: "Pets")
        let store = try makeStore("Pets", at: "Older.sqlite", edit: "ALTER TABLE ZPASSPORT DROP COLUMN ZNUMBER; ALTER TABLE ZPASSPORT ADD COLUMN Z2STAMPS INTEGER")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: pets, database: path("new.sqlite"), options: options)) { error in
            guard case CoreDataStoreError.noMatchingVersion(_, "Pets.xcdatamodeld", let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.message).sorted(), [
                "the store's table ZPASSPORT has column Z2STAMPS, which no version of Pets.xcdatamodeld has",
                "the store's table ZPASSPORT has no column ZNUMBER (attribute `Passport.number`)",
            ])
        }
    }

    /// A store written by a version the history leaves out, between two it holds: as far
    /// from the newest as from another version, it is of no version the history has, not
    /// one an app update wrote (a real history with its middle version removed was told
    /// "newer than the newest version").
    func testAStoreOfAVersionMissingFromTheMiddleOfTheHistoryIsNotCalledNewer() throws {
        // `Notes` has `title`, `Notes 3` has `body`; the store's `text` was `Notes 2`'s.
        let model = path("Notes.xcdatamodeld")
        for (version, attribute) in [("Notes", "title"), ("Notes 3", "body")] {
            let folder = model + "/\(version).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                    <entity name="Note" syncable="YES">
                        <attribute name="\(attribute)" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """.write(toFile: folder + "/contents", atomically: true, encoding: .utf8)
        }
        let options = try prepareModel(model, name: "Notes")
        let store = path("Middle.sqlite")
        let queue = try DatabaseQueue(path: store)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTEXT VARCHAR);
                CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
                INSERT INTO Z_PRIMARYKEY VALUES (1, 'Note', 0, 1);
                INSERT INTO ZNOTE VALUES (1, 1, 1, 'hello');
                """)
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Note"], identifier: ""))
        }
        try queue.close()
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: model, database: path("new.sqlite"), options: options)) { error in
            XCTAssertEqual((error as? CoreDataStoreError)?.report.code, "coredata-store-mismatch", "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
    }

    func testStoreOfAnotherVersionOrModelIsRefusedWithWhatDiffers() throws {
        let options = try prepareModel(journal, name: "Journal")
        let file = { (version: String) in Repository.fixture("CoreData/Journal.xcdatamodeld/\(version).xcdatamodel/contents").path }
        let subtitle = try makeStore("Journal5", at: "Subtitle.sqlite", edit: "ALTER TABLE ZENTRY ADD COLUMN ZSUBTITLE VARCHAR")
        // A column no version has, closest to the newest version: a store an app update wrote.
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: subtitle, model: journal, database: path("new.sqlite"), options: options)) { error in
            guard case CoreDataStoreError.newerThanHistory(_, let model, "`Journal 5`", nil, let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(model, "Journal.xcdatamodeld")
            XCTAssertEqual((error as? CoreDataStoreError)?.report.message,
                           "the store `\(subtitle)` was written by a version newer than the newest version of Journal.xcdatamodeld (`Journal 5`): "
                           + "the store's table ZENTRY has column ZSUBTITLE, which no version of Journal.xcdatamodeld has")
            XCTAssertEqual((error as? CoreDataStoreError)?.report.code, "coredata-store-newer-than-history")
            XCTAssertEqual(diagnostics.map(\.description), [
                "\(file("Journal 5")):20:5: error: the store's table ZENTRY has column ZSUBTITLE, which no version of Journal.xcdatamodeld has",
            ])
        }
        var forced = options
        forced.version = 4
        let newest = try makeStore("Journal5", at: "Newest.sqlite")
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: newest, model: journal, database: path("new.sqlite"), options: forced)) { error in
            guard case CoreDataStoreError.versionMismatch(_, 4, "Journal 4", let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.description), [
                "\(file("Journal 4")):20:5: error: the store's table ZENTRY has column Z_FOK_AUTHOR, which `Journal 4` lacks",
            ])
        }
        let harbors = Repository.fixture("CoreData/Harbors.xcdatamodeld").path
        XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: newest, model: harbors, database: path("new.sqlite"),
                                                                   options: CoreDataStoreImportOptions(model: CoreDataImportOptions(name: "Harbors")))) { error in
            guard case CoreDataStoreError.noMatchingVersion(_, "Harbors.xcdatamodeld", let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.first?.message, "the store has entity `Attachment` (Z_PRIMARYKEY), which no version of Harbors.xcdatamodeld has")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
    }

    func testBadValuesStopTheImportAndWriteNothing() throws {
        let options = try prepareModel(journal, name: "Journal")
        try writeExternalFile()
        let cases: [(edit: String, error: String)] = [
            ("UPDATE ZENTRY SET ZCREATEDAT = 'yesterday' WHERE Z_PK = 2",
             "a value of the store cannot be stored in `entry`: column `created_at`: \"yesterday\" is not a Core Data timestamp (seconds since 2001-01-01)"),
            // Microseconds saved as seconds, 54 million years away: no text of the date
            // reads back as it (it was stored as 1970-01-01, without a word).
            ("UPDATE ZENTRY SET ZCREATEDAT = 1.7e15 WHERE Z_PK = 2",
             "a value of the store cannot be stored in `entry`: column `created_at`: 1700000000000000 seconds since 2001-01-01 is a date no record can hold (beyond ±285,000 years)"),
            ("UPDATE ZATTACHMENT SET ZIMAGE = CAST(X'02' || '0000-GONE' AS BLOB) WHERE Z_PK = 3",
             "`attachment.image` refers to external data `\(root.path)/.Journal_SUPPORT/_EXTERNAL_DATA/0000-GONE`, which does not exist"),
            ("UPDATE ZENTRY SET ZAUTHOR = 99 WHERE Z_PK = 3",
             "the store refers to rows it does not hold: `entry` row 3 refers to a missing `writer` row"),
            ("UPDATE ZENTRY SET ZTITLE = NULL WHERE Z_PK = 1",
             "a value of the store cannot be stored in `entry`: NOT NULL constraint failed: entry.title"),
        ]
        for (index, (edit, message)) in cases.enumerated() {
            let store = try makeStore("Journal5", at: "Journal.sqlite", edit: edit)
            XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: store, model: journal, database: path("new.sqlite"), options: options)) { error in
                XCTAssertEqual((error as? CoreDataStoreError)?.report.message, message, "case \(index)")
                XCTAssertEqual((error as? CoreDataStoreError)?.report.status, .invalidInput, "case \(index)")
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("new.sqlite") }, [], "case \(index): nothing is written")
            try FileManager.default.removeItem(atPath: store)
        }
    }

    func testAFileThatIsNoCoreDataStoreIsRefused() throws {
        let options = try prepareModel(journal, name: "Journal")
        try Data("not a database, only text\n".utf8).write(to: root.appendingPathComponent("notes.sqlite"))
        let plain = try DatabaseQueue(path: path("plain.sqlite"))
        try plain.write { db in try db.execute(sql: "CREATE TABLE ZENTRY (Z_PK INTEGER PRIMARY KEY)") }
        try plain.close()
        let noMetadata = try makeStore("Journal5", at: "nometa.sqlite", edit: "DROP TABLE Z_METADATA")
        let cases = [
            ("missing.sqlite", "coredata-store-not-found", "no Core Data store at `\(path("missing.sqlite"))`"),
            ("notes.sqlite", "not-a-coredata-store", "`\(path("notes.sqlite"))` is not a Core Data SQLite store: it is not an SQLite database"),
            ("plain.sqlite", "not-a-coredata-store", "`\(path("plain.sqlite"))` is not a Core Data SQLite store: it has no table Z_PRIMARYKEY"),
            ("nometa.sqlite", "not-a-coredata-store", "`\(noMetadata)` is not a Core Data SQLite store: it has no table Z_METADATA"),
        ]
        for (name, code, message) in cases {
            XCTAssertThrowsError(try CoreDataStoreImporter.importStore(at: path(name), model: journal, database: path("new.sqlite"), options: options)) { error in
                let report = (error as? CoreDataStoreError)?.report
                XCTAssertEqual(report?.code, code, name)
                XCTAssertEqual(report?.message, message, name)
                XCTAssertEqual(report?.status, .invalidInput, name)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")), name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("missing.sqlite")), "reading a store never creates it")
    }
    func testAVersionIsNamedWithItsIdentifierWhenItsNameDoesNotHoldIt() {
        var wire = CoreDataModel(name: "zmessaging", file: "zmessaging.xcdatamodel/contents")
        wire.versionIdentifier = "1.25"
        XCTAssertEqual(CoreDataStoreLayout.label(wire), "`zmessaging`, version 1.25")
        var journal = CoreDataModel(name: "Journal 4", file: "Journal 4.xcdatamodel/contents")
        XCTAssertEqual(CoreDataStoreLayout.label(journal), "`Journal 4`")
        journal.versionIdentifier = "4"
        XCTAssertEqual(CoreDataStoreLayout.label(journal), "`Journal 4`")
    }
}
