import CoreDataImport
import Foundation
import GRDB
import Migration
import ModelRuntime
import ModelcTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `CoreDataStoreMigration`, the on-device store migration, run in process with the
/// versions `modelc generate` embeds (`coredata-store.json`, migrations filled in) and a
/// migrator registering the migration files: bad input gets a typed error, and nothing is
/// left behind; cancelling stops it with nothing at the destination.
final class CoreDataStoreMigrationTests: ModelcTestCase {
    private var root: URL!
    private let chat = Repository.fixture("CoreData/Chat.xcdatamodeld").path
    private var migration: CoreDataStoreMigration!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        let models = root.appendingPathComponent("models/Chat").path
        _ = try CoreDataImporter.importModel(at: chat, output: models, options: CoreDataImportOptions(name: "Chat"))
        _ = try MigrationTarget.resolve(modelFolder: models, dir: nil).make(regenerate: false, slug: nil)
        let files = try MigrationDirectory(path: root.appendingPathComponent("migrations/Chat").path).files()
        var migrator = DatabaseMigrator()
        for file in files {
            migrator.registerMigration(String(file.fileName.dropLast(".sql".count))) { db in try db.execute(sql: file.sql) }
        }
        let json = try XCTUnwrap(try CoreDataImporter.storeLayout(
            inModelFolder: models, migrations: files.map { (String($0.fileName.dropLast(".sql".count)), $0.version) }))
        migration = CoreDataStoreMigration(versionsJSON: json, migrator: migrator, modelName: "Chat")
    }

    private func makeStore(_ fixture: String, identifier: String, named name: String, edit: String = "", externalData: Bool = true) throws -> URL {
        let url = root.appendingPathComponent("stores/\(name).sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql(fixture))
            let names = try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT")
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: names, identifier: identifier))
            if !edit.isEmpty { try db.execute(sql: edit) }
        }
        try queue.close()
        if externalData {
            let folder = root.appendingPathComponent("stores/.\(name)_SUPPORT/_EXTERNAL_DATA")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("photo-bytes".utf8).write(to: folder.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
        }
        return url
    }

    /// Runs the migration of `store` into `databases/<name>.sqlite` and returns its error,
    /// after checking that nothing is at the destination, no staging is left, and the
    /// stores' folder is as it was.
    private func failure(of store: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (any Error)? {
        let databases = root.appendingPathComponent("databases")
        try FileManager.default.createDirectory(at: databases, withIntermediateDirectories: true)
        let before = try FileManager.default.contentsOfDirectory(atPath: store.deletingLastPathComponent().path).sorted()
        var caught: (any Error)?
        do {
            _ = try migration.runSynchronously(store: store, into: databases.appendingPathComponent("app.sqlite"))
        } catch {
            caught = error
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: databases.path), [], "nothing left behind", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.deletingLastPathComponent().path).sorted(), before, file: file, line: line)
        return caught
    }

    func testStoresOfEachVersionAreMovedAndMigratedToTheNewest() throws {
        for (fixture, identifier, version) in [("Chat1", "1.0", 1), ("Chat2", "2.0", 2)] {
            let store = try makeStore(fixture, identifier: identifier, named: fixture)
            let database = root.appendingPathComponent("\(fixture).db")
            var steps: [Int] = []
            let report = try migration.runSynchronously(store: store, into: database) { steps.append($0.completed) }
            XCTAssertEqual(report.copiedAtVersion, version)
            XCTAssertEqual(steps, Array(1...(version == 1 ? 11 : 10)), "a step per migration after the store's version")
            let queue = try DatabaseQueue(path: database.path)
            XCTAssertEqual(try queue.read { db in try String?.fetchAll(db, sql: "SELECT email FROM user ORDER BY id") },
                           version == 1 ? [nil, nil, nil] : ["ada@example.com", nil, "cy@example.com"])
            try queue.close()
        }
    }

    /// A store with persistent history tracking on (every `NSPersistentCloudKitContainer`'s)
    /// holds Core Data's own entities, numbered from 16000 up: the app's migration moves it
    /// without being told about them.
    func testAStoreWithPersistentHistoryIsMovedLeavingTheHistoryOut() throws {
        let store = try makeStore("Chat2", identifier: "2.0", named: "History", edit: """
            CREATE TABLE ACHANGE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCHANGETYPE INTEGER, ZENTITY INTEGER, ZENTITYPK INTEGER,
                ZTRANSACTIONID INTEGER, ZCOLUMNS BLOB);
            CREATE TABLE ATRANSACTION (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTIMESTAMP FLOAT, ZAUTHOR VARCHAR);
            CREATE TABLE ATRANSACTIONSTRING (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
            INSERT INTO Z_PRIMARYKEY VALUES (16001, 'CHANGE', 0, 1), (16002, 'TRANSACTION', 0, 1), (16003, 'TRANSACTIONSTRING', 0, 0);
            INSERT INTO ACHANGE VALUES (1, 16001, 1, 0, 1, 1, 1, NULL);
            INSERT INTO ATRANSACTION VALUES (1, 16002, 1, 700000000.0, NULL);
            """)
        let database = root.appendingPathComponent("History.db")
        let report = try migration.runSynchronously(store: store, into: database) { _ in }
        XCTAssertEqual(report.copiedAtVersion, 2)
        let queue = try DatabaseQueue(path: database.path)
        XCTAssertEqual(try queue.read { db in try String?.fetchAll(db, sql: "SELECT email FROM user ORDER BY id") }, ["ada@example.com", nil, "cy@example.com"])
        try queue.close()
    }

    func testAStoreOfAnotherAppIsRefusedWithWhatDiffers() throws {
        let url = root.appendingPathComponent("stores/Journal.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql("Journal5"))
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Attachment", "Entry", "Link", "Photo", "Tag", "Writer"]))
        }
        try queue.close()
        let error = try failure(of: url)
        guard case .noMatchingVersion(_, _, let differences)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(differences.first?.message, "the store has entity `Attachment` (Z_PRIMARYKEY), which no version of Chat has")
    }

    func testATruncatedStoreIsRefused() throws {
        let store = try makeStore("Chat1", identifier: "1.0", named: "Truncated")
        let bytes = try Data(contentsOf: store)
        try bytes.prefix(bytes.count / 2).write(to: store)
        let error = try failure(of: store)
        guard case .unreadable(let path, _, let message)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(path, store.path)
        XCTAssertTrue(message.contains("malformed") || message.contains("corrupt"), message)
    }

    /// A store whose first page is damaged cannot be attached, and SQLite's message then
    /// names the URI modelc attached it by (`file:…?immutable=1`), which the user never
    /// wrote (Embrace's `db_corrupted.sqlite`): the error gives SQLite's words for it.
    func testAStoreThatCannotBeAttachedIsNamedByItsPathNotItsURI() throws {
        let store = try makeStore("Chat1", identifier: "1.0", named: "Damaged")
        var bytes = try Data(contentsOf: store)
        bytes.replaceSubrange(100..<200, with: Data(count: 100))
        try bytes.write(to: store)
        let error = try failure(of: store)
        guard case .unreadable(let path, _, let message)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(path, store.path)
        XCTAssertEqual(message, "database disk image is malformed")
        XCTAssertEqual((error as? CoreDataStoreMigrationError)?.description, "cannot read the store `\(store.path)`: database disk image is malformed")
    }

    /// SQLite reads what a damaged page holds without a word: a store cut short inside
    /// its last page, or with a table's root page zeroed, was copied with rows that were
    /// never saved, or without rows that were, and every count matched. The store is
    /// checked whole first, and its damage is the store's, not the new database's.
    func testAStoreWithADamagedPageIsRefusedBeforeARowIsCopied() throws {
        let cut = try makeStore("Chat1", identifier: "1.0", named: "Cut")
        let bytes = try Data(contentsOf: cut)
        try bytes.prefix(bytes.count - 700).write(to: cut)
        let zeroed = try makeStore("Chat1", identifier: "1.0", named: "Zeroed")
        let (root, size) = try DatabaseQueue(path: zeroed.path).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'ZMESSAGE'")!, try Int.fetchOne(db, sql: "PRAGMA page_size")!)
        }
        var pages = try Data(contentsOf: zeroed)
        pages.replaceSubrange((root - 1) * size..<root * size, with: Data(count: size))
        try pages.write(to: zeroed)
        for store in [cut, zeroed] {
            let error = try failure(of: store)
            guard case .unreadable(let path, let code, let message)? = error as? CoreDataStoreMigrationError else {
                XCTFail("\(store.lastPathComponent): \(String(describing: error))")
                continue
            }
            XCTAssertEqual(path, store.path)
            XCTAssertEqual(code, ResultCode.SQLITE_CORRUPT.rawValue, message)
        }
    }

    func testAFileThatIsNoSQLiteIsNoStore() throws {
        let url = root.appendingPathComponent("stores/Notes.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(String(repeating: "not a database ", count: 200).utf8).write(to: url)
        XCTAssertEqual(try failure(of: url) as? CoreDataStoreMigrationError, .notAStore(path: url.path, reason: "it is not an SQLite database"))
    }

    /// The database goes in a folder that cannot be written (here: one that is not
    /// there): a write failure naming the folder, not a store that cannot be read (which
    /// copying a store with pages in its `-wal` beside the database said).
    func testADatabaseFolderThatCannotBeWrittenIsAWriteFailureNotAnUnreadableStore() throws {
        let store = try makeStore("Chat1", identifier: "1.0", named: "Pending")
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: store.path + "-wal"))
        let folder = root.appendingPathComponent("nowhere/databases")
        XCTAssertThrowsError(try migration.runSynchronously(store: store, into: folder.appendingPathComponent("app.sqlite"))) { error in
            guard case .writeFailed(let path, _)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, folder.path)
        }
    }

    /// A store without a version identifier whose layout has what no version has is
    /// called older or newer in one sentence: "written by a version older than every
    /// version the app knows".
    func testTheSentenceOfAStoreWithoutAnIdentifierReadsWhole() {
        let error = CoreDataStoreMigrationError.olderThanHistory(store: "s.sqlite", storeVersion: nil, differences: [])
        XCTAssertEqual(error.description, "the store `s.sqlite` was written by a version older than every version the app knows")
    }

    /// A migration of the app that fails on the store's rows (MWKCoreData's 0003: a
    /// required column without a default) is `migrationFailed` naming it, not a write
    /// failure that reads like a disk problem; nothing is left at the destination.
    func testAMigrationFailingOnTheStoresRowsIsNamed() throws {
        let files = try MigrationDirectory(path: root.appendingPathComponent("migrations/Chat").path).files()
        var migrator = DatabaseMigrator()
        for file in files {
            migrator.registerMigration(String(file.fileName.dropLast(".sql".count))) { db in try db.execute(sql: file.sql) }
        }
        migrator.registerMigration("0003_nickname") { db in try db.execute(sql: "ALTER TABLE user ADD COLUMN nickname TEXT; UPDATE user SET nickname = NULL; CREATE UNIQUE INDEX one_nickname ON user (coalesce(nickname, ''))") }
        let json = try XCTUnwrap(try CoreDataImporter.storeLayout(
            inModelFolder: root.appendingPathComponent("models/Chat").path, migrations: files.map { (String($0.fileName.dropLast(".sql".count)), $0.version) }))
        migration = CoreDataStoreMigration(versionsJSON: json, migrator: migrator, modelName: "Chat")
        let store = try makeStore("Chat2", identifier: "2.0", named: "Chat2")
        let error = try failure(of: store)
        guard case .migrationFailed(let name, let message)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(name, "0003_nickname")
        XCTAssertTrue(message.contains("UNIQUE constraint failed"), message)
    }

    /// The app and an extension starting the move together: the second stops at once
    /// with `moveInProgress`, leaving the first's staging alone (each removed the other's
    /// as a leftover); once the first has ended, a move runs and leaves no lock file.
    func testASecondMoveIntoTheSameDatabaseStopsWhileTheFirstRuns() throws {
        let store = try makeStore("Chat2", identifier: "2.0", named: "Chat2")
        let databases = root.appendingPathComponent("databases")
        try FileManager.default.createDirectory(at: databases, withIntermediateDirectories: true)
        let database = databases.appendingPathComponent("app.sqlite")
        let staging = database.path + ".modelc-import"
        try Data("the first move's staging".utf8).write(to: URL(fileURLWithPath: staging))
        let first = open(database.path + ".modelc-lock", O_RDWR | O_CREAT, 0o644)
        XCTAssertEqual(flock(first, LOCK_EX | LOCK_NB), 0)
        XCTAssertThrowsError(try migration.runSynchronously(store: store, into: database)) { error in
            XCTAssertEqual(error as? CoreDataStoreMigrationError, .moveInProgress(database: database.path))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: staging), "the first move's staging is left alone")
        flock(first, LOCK_UN)
        close(first)
        try FileManager.default.removeItem(atPath: database.path + ".modelc-lock")
        _ = try migration.runSynchronously(store: store, into: database)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: databases.path).sorted(), ["app.sqlite"], "no staging, no lock file")
    }

    func testAStoreNewerThanEveryKnownVersionIsNamedSo() throws {
        let store = try makeStore("Chat2", identifier: "3.0", named: "Newer", edit: "ALTER TABLE ZUSER ADD COLUMN ZAVATAR BLOB")
        let error = try failure(of: store)
        guard case .newerThanHistory(_, "3.0", let differences)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(differences.map(\.message), ["the store's table ZUSER has column ZAVATAR, which no version of Chat has"])
        XCTAssertEqual((error as? CoreDataStoreMigrationError)?.description,
                       "the store `\(store.path)` was written by version `3.0`, newer than every version the app knows: the store's table ZUSER has column ZAVATAR, which no version of Chat has")
    }

    func testAStoreOlderThanEveryKnownVersionIsNamedSo() throws {
        let store = try makeStore("Chat1", identifier: "0.9", named: "Older", edit: "DROP TABLE Z_5USERS")
        let error = try failure(of: store)
        guard case .olderThanHistory(_, "0.9", _)? = error as? CoreDataStoreMigrationError else { return XCTFail("\(String(describing: error))") }
    }

    func testAMissingExternalDataFileIsNamed() throws {
        let store = try makeStore("Chat1", identifier: "1.0", named: "NoPhoto", externalData: false)
        let expected = root.appendingPathComponent("stores/.NoPhoto_SUPPORT/_EXTERNAL_DATA/3E2D52AB-770E-4174-A265-666388850C51").path
        XCTAssertEqual(try failure(of: store) as? CoreDataStoreMigrationError,
                       .externalDataMissing(table: "message", column: "attachment", file: expected))
    }

    func testAMissingExternalDataFileIsNullWhenTheAppSaysToClearIt() throws {
        let store = try makeStore("Chat1", identifier: "1.0", named: "NoPhotoCleared", externalData: false)
        var clearing = migration!
        clearing.missingExternalData = .clear
        let database = root.appendingPathComponent("cleared.sqlite")
        let report = try clearing.runSynchronously(store: store, into: database)
        XCTAssertEqual(report.counts.filter { $0.kind == "clearedExternalData" }.map { "\($0.destination) \($0.read)" }, ["message.attachment 1"])
        // The same store with its external file: one attachment more, the rest alike.
        let whole = try makeStore("Chat1", identifier: "1.0", named: "WithPhoto")
        let wholeDatabase = root.appendingPathComponent("whole.sqlite")
        XCTAssertEqual(try migration.runSynchronously(store: whole, into: wholeDatabase).counts.filter { $0.kind == "clearedExternalData" }, [])
        let attachments = { (url: URL) in
            try DatabaseQueue(path: url.path).read { try Int.fetchOne($0, sql: "SELECT count(*) - count(attachment) FROM message") ?? -1 }
        }
        XCTAssertEqual(try attachments(database), try attachments(wholeDatabase) + 1)
    }

    func testCancellingStopsWithNothingAtTheDestination() async throws {
        let store = try makeStore("Chat2", identifier: "2.0", named: "Cancelled")
        let database = root.appendingPathComponent("cancelled.db")
        let migration = self.migration!
        let task = Task {
            try await migration.run(store: store, into: database)
        }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("a cancelled run completed")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: database.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("cancelled.db") }, [])
    }
}
