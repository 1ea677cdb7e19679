import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// The on-device Core Data store migration, as an app runs it: a package that links only
/// ModelRuntime (with GRDB) and the code `modelc generate` wrote for a model imported from
/// Core Data (`Chat.xcdatamodeld`, two versions) moves stores of both versions into new
/// databases and migrates them to the newest version (see
/// `Tests/Fixtures/GeneratedPackage/Sources/CoreDataCheck/main.swift`). This test then reads
/// the new databases itself, not through the importer's report: counts per table against
/// the store's tables, and sampled values.
///
/// Slow (builds the fixture package); `MODELC_SKIP_PACKAGE_BUILD=1` skips it.
final class CoreDataStoreMigrationPackageTests: ModelcTestCase {
    private let chat = Repository.fixture("CoreData/Chat.xcdatamodeld").path

    func testAnAppLinkingOnlyTheRuntimeMovesStoresOfEveryVersionAndLeavesThemUntouched() throws {
        if ProcessInfo.processInfo.environment["MODELC_SKIP_PACKAGE_BUILD"] == "1" { throw XCTSkip("MODELC_SKIP_PACKAGE_BUILD=1") }
        guard let swift = RunningProcess.onPath("swift") else { throw XCTSkip("swift not on PATH") }
        let work = try makeTemporaryDirectory(self)
        let imported = try Modelc.run(["import", "coredata", chat, "--name", "Chat", "--output", work.appendingPathComponent("models/Chat").path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let made = try Modelc.run(["migrate", "make", work.appendingPathComponent("models/Chat").path])
        XCTAssertEqual(made.status, 0, made.stderr)

        let folder = try GeneratedPackageFolder.acquire()
        defer { folder.release() }
        let package = folder.package
        let scratch = folder.scratch
        let fixture = Repository.fixture("GeneratedPackage")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Sources"))
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Package.swift"))
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Package.resolved"))
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Package.swift"), to: package.appendingPathComponent("Package.swift"))
        let sources = package.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Sources/CoreDataCheck"), to: sources.appendingPathComponent("CoreDataCheck"))
        let generated = try Modelc.run(["generate", work.appendingPathComponent("models/Chat").path, "--output", sources.appendingPathComponent("ChatRecords").path])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sources.appendingPathComponent("ChatRecords/ChatCoreDataStore.swift").path))

        let environment = ["MODELC_ROOT": Repository.root.path, "MODELC_COREDATA_RECORDS": "1"]
        let resolve = try RunningProcess.run(swift, ["package", "resolve", "--package-path", package.path, "--scratch-path", scratch.path],
                                             in: package, environment: environment)
        XCTAssertEqual(resolve.status, 0, resolve.stdout + resolve.stderr)
        XCTAssertEqual(try GeneratedPackageTests.pinnedPackages(in: package), ["grdb.swift"], "the app resolves GRDB only")
        let build = try RunningProcess.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path],
                                           in: package, environment: environment)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        guard build.status == 0 else { return }

        // Three stores: version 1; version 2; version 2 in WAL mode whose rows are still only
        // in its -wal (the writer stays open), as a store copied from a device can be.
        let stores = work.appendingPathComponent("stores")
        try FileManager.default.createDirectory(at: stores, withIntermediateDirectories: true)
        let v1 = try makeStore("Chat1", identifier: "1.0", at: stores.appendingPathComponent("v1.sqlite"))
        let v2 = try makeStore("Chat2", identifier: "2.0", at: stores.appendingPathComponent("v2.sqlite"))
        let walStore = stores.appendingPathComponent("wal.sqlite")
        let writer = try DatabaseQueue(path: walStore.path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        }
        try writer.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql("Chat2"))
            let names = try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT")
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: names, identifier: "2.0"))
        }
        for name in ["v1", "v2", "wal"] {
            let external = stores.appendingPathComponent(".\(name)_SUPPORT/_EXTERNAL_DATA")
            try FileManager.default.createDirectory(at: external, withIntermediateDirectories: true)
            try Data("photo-bytes".utf8).write(to: external.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
        }
        let before = try fileSnapshot(of: stores)

        let databases = work.appendingPathComponent("databases")
        try FileManager.default.createDirectory(at: databases, withIntermediateDirectories: true)
        let pairs = [(v1, "v1"), (v2, "v2"), (walStore, "wal")].flatMap { [$0.0.path, databases.appendingPathComponent("\($0.1).sqlite").path] }
        let run = try RunningProcess.run(scratch.appendingPathComponent("debug/CoreDataCheck"), pairs, in: work)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let counts = "Conversation=2,Message.conversation=4,Message.quote=1,SystemMessage=1,TextMessage=3,Reaction.message=2,Reaction=2,User=3,"
            + "Conversation.participants ↔ User.conversations=5,SystemMessage.users ↔ User.systemMessages=1,Reaction.users ↔ User.reactions=3"
        XCTAssertEqual(run.stdout, """
            v1.sqlite: Chat v1 steps=11/11 messages=4 users=Ada+Bob+Cy general=Cy+Ada+Bob counts=\(counts)
            v2.sqlite: Chat 2 v2 steps=10/10 messages=4 users=Ada+Bob+Cy general=Cy+Ada+Bob counts=\(counts)
            wal.sqlite: Chat 2 v2 steps=10/10 messages=4 users=Ada+Bob+Cy general=Cy+Ada+Bob counts=\(counts)

            """)
        XCTAssertEqual(try fileSnapshot(of: stores), before, "the stores, their -wal and their external data are byte-identical, and nothing is added")
        try writer.close()

        // The databases, read here: every table against the store's, at the newest version.
        for name in ["v1", "v2", "wal"] {
            let database = try DatabaseQueue(path: databases.appendingPathComponent("\(name).sqlite").path)
            defer { try? database.close() }
            try database.read { db in
                XCTAssertEqual(try Int.fetchAll(db, sql: "SELECT version FROM modelc_migrations ORDER BY version"), [1, 2], name)
                XCTAssertEqual(try String.fetchAll(db, sql: "SELECT text_message_text FROM message WHERE entity = 'TextMessage' ORDER BY id"),
                               ["hello", "reply, with a photo", "random"], name)
                XCTAssertEqual(try String.fetchAll(db, sql: "SELECT hex(attachment) FROM message WHERE attachment IS NOT NULL ORDER BY id"),
                               ["CAFEBABE", "70686F746F2D6279746573"], name)
                XCTAssertEqual(try Int.fetchAll(db, sql: "SELECT user_id FROM conversation_participants WHERE conversation_id = 2 ORDER BY position"), [2, 1], name)
                XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [], name)
                for (table, rows) in [("conversation", 2), ("message", 4), ("reaction", 2), ("user", 3), ("conversation_participants", 5),
                                      ("message_users", 1), ("reaction_users", 3)] {
                    XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)"), rows, "\(name) \(table)")
                }
            }
        }
        let emails = try DatabaseQueue(path: databases.appendingPathComponent("v2.sqlite").path)
        XCTAssertEqual(try emails.read { db in try String?.fetchAll(db, sql: "SELECT email FROM user ORDER BY id") }, ["ada@example.com", nil, "cy@example.com"])
        try emails.close()
        let migrated = try DatabaseQueue(path: databases.appendingPathComponent("v1.sqlite").path)
        XCTAssertEqual(try migrated.read { db in try String?.fetchAll(db, sql: "SELECT email FROM user ORDER BY id") }, [nil, nil, nil],
                       "a version-1 store is migrated to version 2, which adds the column")
        try migrated.close()

        // A second run finds the databases in place and changes nothing.
        let again = try RunningProcess.run(scratch.appendingPathComponent("debug/CoreDataCheck"), Array(pairs.prefix(2)), in: work)
        XCTAssertTrue(again.stdout.contains("v1.sqlite: error: `\(databases.appendingPathComponent("v1.sqlite").path)` already exists"), again.stdout)
    }

    /// A store of fixture `Stores/<name>.sql` at `url`, with metadata naming `identifier`.
    private func makeStore(_ name: String, identifier: String, at url: URL) throws -> URL {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql(name))
            let names = try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT")
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: names, identifier: identifier))
        }
        try queue.close()
        return url
    }
}
