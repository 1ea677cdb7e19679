import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// `modelc import coredata-store` through the real binary: a Core Data store (built from
/// `Tests/Fixtures/CoreData/Stores`) copied into a new database at its version, then
/// `modelc migrate` to the newest version; and the inputs it refuses.
final class ImportCoreDataStoreCommandTests: ModelcTestCase {
    private var root: URL!
    private let journal = Repository.fixture("CoreData/Journal.xcdatamodeld").path

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: root)
    }

    private func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// A store at `relative` from fixture `fixture`.
    private func makeStore(_ fixture: String, at relative: String) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        let sql = try CoreDataStoreFixture.sql(fixture)
        let queue = try DatabaseQueue(path: path(relative))
        try queue.write { db in
            try db.execute(sql: sql)
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY")))
        }
        try queue.close()
    }

    /// `models/Journal` and `migrations/Journal`, as a user has them before moving stores.
    private func prepareJournal() throws {
        let imported = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Journal", "--fill-defaults"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let made = try modelc(["migrate", "make", "models/Journal"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    private func rows(_ relative: String, _ sql: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path(relative))
        defer { try? queue.close() }
        return try queue.read { db in try Row.fetchAll(db, sql: sql).map(\.description) }
    }

    /// A later file that drops data without approval stops the `migrate` the report's
    /// last line gives: the line says so, and how to let it through.
    func testTheNextCommandNamesALaterFileThatDropsDataUnapproved() throws {
        try prepareJournal()
        let newest = try String(contentsOf: root.appendingPathComponent("models/Journal/5.yaml"), encoding: .utf8)
        try newest.replacingOccurrences(of: "version: 5", with: "version: 6").replacingOccurrences(of: "      bio: string?\n", with: "")
            .write(to: root.appendingPathComponent("models/Journal/6.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Journal"]).status, 0)
        try makeStore("Journal2", at: "App/Journal.sqlite")
        let imported = try modelc(["import", "coredata-store", "App/Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.hasSuffix("""
            Next: `modelc migrate --db journal.sqlite --dir migrations/Journal` takes it to version 6; 0006_journal_v6.sql drops data without \
            `-- approved: destructive`, and `modelc migrate` stops at it if it would lose a stored value: review it, then approve it in the file \
            or pass `--allow-destructive`.

            """), imported.stdout)
        let stopped = try modelc(["migrate", "--db", "journal.sqlite", "--dir", "migrations/Journal"])
        XCTAssertEqual(stopped.status, 3, "the command as given stops there: " + stopped.stderr)
        let migrated = try modelc(["migrate", "--db", "journal.sqlite", "--dir", "migrations/Journal", "--allow-destructive"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
    }

    /// Migrations made before the model had the store's version: the folder is what is
    /// behind, and the message says so (it said "model Journal has no version 2 (its
    /// migrations lead to version 1)", blaming a model that has it).
    func testMigrationsMadeBeforeTheStoresVersionAreNamedAsBehind() throws {
        let imported = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Journal", "--fill-defaults"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Journal@1"]).status, 0)
        try makeStore("Journal2", at: "App/Journal.sqlite")
        let outcome = try modelc(["import", "coredata-store", "App/Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(outcome.status, 2, outcome.stdout)
        XCTAssertEqual(outcome.stderr, "error: the store is model version 2, but the migrations in migrations/Journal lead to version 1 only; "
                       + "run `modelc migrate make models/Journal --dir migrations/Journal` first, so the migrations create version 2 "
                       + "(a file made from another text of an earlier version is refused then too).\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("journal.sqlite")))
    }

    func testAnOlderStoreIsImportedAtItsVersionAndMigratesToTheNewestWithEveryValue() throws {
        try prepareJournal()
        try makeStore("Journal2", at: "App/Journal.sqlite")
        let imported = try modelc(["import", "coredata-store", "App/Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "")
        XCTAssertEqual(imported.stdout, """
            Read App/Journal.sqlite as `Journal 2` (version 2 of Journal) and copied it into journal.sqlite:
              Author → author: 2 rows
              Entry.author → entry.author_id: 3 links
              Entry → entry: 3 rows
              Tag → tag: 2 rows
              Entry.tags ↔ Tag.entries → entry_tags: 3 links
            Every count matches the store's.
            Dates (`Author.born`, `Entry.createdAt`) are kept to the millisecond, modelc's date format: finer fractions the store holds are rounded, so values less than a millisecond apart become equal.
            History: 0001_create_journal.sql … 0002_journal_v2.sql recorded as applied.
            Next: `modelc migrate --db journal.sqlite --dir migrations/Journal` takes it to version 5.

            """)
        let migrated = try modelc(["migrate", "--db", "journal.sqlite", "--dir", "migrations/Journal"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr + migrated.stdout)
        XCTAssertEqual(try rows("journal.sqlite", "SELECT version FROM modelc_migrations ORDER BY version"), ["[version:1]", "[version:2]", "[version:3]", "[version:4]", "[version:5]"])
        XCTAssertEqual(try rows("journal.sqlite", "SELECT id, bio, born, name FROM writer ORDER BY id"), [
            #"[id:1 bio:"Writes at night" born:"1970-05-04T00:00:00.000Z" name:"Ada"]"#,
            #"[id:2 bio:NULL born:NULL name:"Grace"]"#,
        ])
        XCTAssertEqual(try rows("journal.sqlite", "SELECT id, created_at, mood, text, title, word_count, author_id FROM entry ORDER BY id"), [
            #"[id:1 created_at:"2024-01-02T03:04:05.678Z" mood:3 text:"Dear diary" title:"First" word_count:0 author_id:1]"#,
            #"[id:2 created_at:"2024-02-03T00:00:00.000Z" mood:NULL text:NULL title:"Second" word_count:0 author_id:2]"#,
            #"[id:3 created_at:"2024-03-04T05:06:07.891Z" mood:5000000000 text:"Much later" title:"Third" word_count:0 author_id:1]"#,
        ])
        XCTAssertEqual(try rows("journal.sqlite", "SELECT id, name FROM tag ORDER BY id"), [#"[id:1 name:"travel"]"#, #"[id:2 name:"work"]"#])
        XCTAssertEqual(try rows("journal.sqlite", "SELECT entry_id, tag_id FROM entry_tags ORDER BY entry_id, tag_id"),
                       ["[entry_id:1 tag_id:1]", "[entry_id:1 tag_id:2]", "[entry_id:3 tag_id:2]"])
        let status = try modelc(["migrate", "status", "--db", "journal.sqlite", "models/Journal"])
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(normalizedOutput(status.stdout, folders: ["$TMP": root]), """
            applied  0001_create_journal.sql  <timestamp>  <duration>  (model version 1)
            applied  0002_journal_v2.sql  <timestamp>  <duration>  (model version 2)
            applied  0003_journal_v3.sql  <timestamp>  <duration>  (model version 3)
            applied  0004_journal_v4.sql  <timestamp>  <duration>  (model version 4)
            applied  0005_journal_v5.sql  <timestamp>  <duration>  (model version 5)
            database at model version 5

            """)
    }

    /// A store with no rows of an entity rounds none of its dates: the report's note on
    /// dates names only the entities the store holds rows of (an empty Bookmarks store
    /// of DuckDuckGo's still printed it).
    func testTheNoteOnDatesNamesOnlyEntitiesWithRows() throws {
        try prepareJournal()
        try makeStore("Journal2", at: "Journal.sqlite")
        let queue = try DatabaseQueue(path: path("Journal.sqlite"))
        try queue.write { try $0.execute(sql: "DELETE FROM Z_2TAGS; DELETE FROM ZENTRY; UPDATE Z_PRIMARYKEY SET Z_MAX = 0 WHERE Z_NAME = 'Entry'") }
        try queue.close()
        let imported = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Dates (`Author.born`) are kept to the millisecond"), imported.stdout)

        let again = try DatabaseQueue(path: path("Journal.sqlite"))
        try again.write { try $0.execute(sql: "DELETE FROM ZAUTHOR; DELETE FROM ZTAG") }
        try again.close()
        let empty = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "empty.sqlite", "--name", "Journal"])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertFalse(empty.stdout.contains("Dates"), empty.stdout)
    }

    func testReportAsJSON() throws {
        try prepareJournal()
        try makeStore("Journal5", at: "Journal.sqlite")
        let folder = root.appendingPathComponent(".Journal_SUPPORT/_EXTERNAL_DATA")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
        let outcome = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "new.sqlite", "--name", "Journal", "--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["coreDataVersion"] as? String, "Journal 5")
        XCTAssertEqual(report["version"] as? Int, 5)
        XCTAssertEqual(report["newestVersion"] as? Int, 5)
        XCTAssertEqual(report["database"] as? String, "new.sqlite")
        XCTAssertEqual((report["migrations"] as? [String])?.count, 5)
        let counts = try XCTUnwrap(report["counts"] as? [[String: Any]])
        XCTAssertEqual(counts.map { "\($0["kind"] ?? "") \($0["coreData"] ?? "") \($0["destination"] ?? "") \($0["read"] ?? "") \($0["written"] ?? "")" }, [
            "links Attachment.entry attachment.entry_id 3 3",
            "rows Link attachment 1 1",
            "rows Photo attachment 2 2",
            "rows Writer writer 2 2",
            "links Entry.author entry.author_id 3 3",
            "rows Entry entry 3 3",
            "rows Tag tag 2 2",
            "links Entry.tags ↔ Tag.entries entry_tags 3 3",
        ])
    }

    func testAStoreCopiedWithoutItsExternalDataIsRefusedUnlessToldToClearIt() throws {
        try prepareJournal()
        try makeStore("Journal5", at: "Journal.sqlite")
        let refused = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "new.sqlite", "--name", "Journal"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("or import with --clear-missing-external-data to store NULL where a file is missing"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))

        let cleared = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "new.sqlite", "--name", "Journal",
                                  "--clear-missing-external-data"])
        XCTAssertEqual(cleared.status, 0, cleared.stderr)
        XCTAssertTrue(cleared.stdout.contains("Cleared: 1 value of `attachment.image` named an external file that is not there, and is NULL."), cleared.stdout)
        // The same store with its external file: one image more, the rest alike.
        let folder = root.appendingPathComponent(".Journal_SUPPORT/_EXTERNAL_DATA")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("3E2D52AB-770E-4174-A265-666388850C51"))
        XCTAssertEqual(try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "whole.sqlite", "--name", "Journal"]).status, 0)
        let images = { (name: String) in
            try DatabaseQueue(path: self.path(name)).read { try String.fetchOne($0, sql: "SELECT count(image) || ' of ' || count(*) FROM attachment") ?? "" }
        }
        XCTAssertEqual(try images("new.sqlite"), "1 of 3")
        XCTAssertEqual(try images("whole.sqlite"), "2 of 3")
    }

    func testAServerDatabaseIsRefusedAsAnArgument() throws {
        let outcome = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "postgres://app@localhost/journal", "--name", "Journal"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.hasPrefix("error: --db names a postgres database; import coredata-store writes a new SQLite database (give it a file path)\n"), outcome.stderr)
    }

    /// The app's on-device move (or a second import) into the same database holds its
    /// lock: the import stops at once, exit 3, leaving the other's staging alone; once the
    /// lock is free it runs, and leaves no lock file.
    func testAnImportIntoADatabaseAnotherMoveIsMakingIsRefused() throws {
        try prepareJournal()
        try makeStore("Journal2", at: "App/Journal.sqlite")
        let staging = path("journal.sqlite.modelc-import")
        try Data("the other move's staging".utf8).write(to: URL(fileURLWithPath: staging))
        let other = open(path("journal.sqlite.modelc-lock"), O_RDWR | O_CREAT, 0o644)
        XCTAssertEqual(flock(other, LOCK_EX | LOCK_NB), 0)
        let refused = try modelc(["import", "coredata-store", "App/Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: another move into `journal.sqlite` is running (the app and an extension at once?): try again when it has ended; nothing was written.\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: staging), "the other move's staging is left alone")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("journal.sqlite")))
        flock(other, LOCK_UN)
        close(other)
        let imported = try modelc(["import", "coredata-store", "App/Journal.sqlite", "--model", journal, "--db", "journal.sqlite", "--name", "Journal"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("journal.sqlite.modelc-lock")), "removed when the import ends")
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging), "a leftover once no move holds the lock")
    }

    /// A store with a table's root page zeroed: refused as damaged (exit 4) in the store's
    /// name, with or without `--clear-dangling-references`, before anything is written;
    /// the copy had read what the zeroed page gave and blamed the new database.
    func testADamagedStoreIsRefusedInItsOwnName() throws {
        try prepareJournal()
        try makeStore("Journal5", at: "Journal.sqlite")
        let (rootPage, size) = try DatabaseQueue(path: path("Journal.sqlite")).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'ZENTRY'")!, try Int.fetchOne(db, sql: "PRAGMA page_size")!)
        }
        var pages = try Data(contentsOf: root.appendingPathComponent("Journal.sqlite"))
        pages.replaceSubrange((rootPage - 1) * size..<rootPage * size, with: Data(count: size))
        try pages.write(to: root.appendingPathComponent("Journal.sqlite"))
        for extra in [[], ["--clear-dangling-references"]] {
            let outcome = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "new.sqlite", "--name", "Journal"] + extra)
            XCTAssertEqual(outcome.status, 4, outcome.stderr)
            XCTAssertTrue(outcome.stderr.hasPrefix("error: database `Journal.sqlite` is damaged"), outcome.stderr)
            XCTAssertFalse(outcome.stderr.contains("new.sqlite"), outcome.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
        }
    }

    /// A version's own folder as `--model` pins that version as `@N` does; when the
    /// store is another version's, the hint speaks of the folder given (it said "leave
    /// out `@N`", which the command did not have).
    func testAStoreOfAnotherVersionThanTheFolderGivenSaysSo() throws {
        try prepareJournal()
        try makeStore("Journal5", at: "Journal.sqlite")
        let outcome = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal + "/Journal 4.xcdatamodel", "--db", "new.sqlite", "--name", "Journal"])
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        let verdict = try XCTUnwrap(outcome.stderr.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(verdict.hasPrefix("error: the store `Journal.sqlite` is not version 4 (`Journal 4`)"), verdict)
        XCTAssertTrue(verdict.hasSuffix("; the store was not written by `Journal 4.xcdatamodel`, the version folder `--model` names: name \(journal) itself to find the version that wrote it, or that version's folder; nothing was written."), verdict)
        XCTAssertFalse(outcome.stderr.contains("@N"), outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
    }

    func testBadInputExitsTwoAndWritesNothing() throws {
        try prepareJournal()
        try makeStore("Journal5", at: "Journal.sqlite")
        try Data("only text\n".utf8).write(to: root.appendingPathComponent("notes.sqlite"))
        let plain = try DatabaseQueue(path: path("plain.sqlite"))
        try plain.write { db in try db.execute(sql: "CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY)") }
        try plain.close()
        // A copy that failed, or a cloud placeholder never downloaded.
        XCTAssertTrue(FileManager.default.createFile(atPath: path("empty.sqlite"), contents: Data()))
        let harbors = Repository.fixture("CoreData/Harbors.xcdatamodeld").path
        let harborsFile = Repository.fixture("CoreData/Harbors.xcdatamodeld/Harbors 2.5.xcdatamodel/contents").path
        let cases: [(store: String, model: String, stderr: String)] = [
            ("missing.sqlite", journal,
             "error: no Core Data store at `missing.sqlite`; name the store's `.sqlite` file (its `-wal` and `-shm` files beside it, if any).\n"),
            ("notes.sqlite", journal,
             "error: `notes.sqlite` is not a Core Data SQLite store: it is not an SQLite database; name the `.sqlite` file an NSPersistentContainer wrote (an SQLite store, not a binary or XML one).\n"),
            ("plain.sqlite", journal,
             "error: `plain.sqlite` is not a Core Data SQLite store: it has no table Z_PRIMARYKEY; name the `.sqlite` file an NSPersistentContainer wrote (an SQLite store, not a binary or XML one).\n"),
            ("empty.sqlite", journal,
             "error: `empty.sqlite` is not a Core Data SQLite store: the file is empty (0 bytes): copy the store again; name the `.sqlite` file an NSPersistentContainer wrote (an SQLite store, not a binary or XML one).\n"),
            ("Journal.sqlite", journal + "@4",
             "\(journal)/Journal 4.xcdatamodel/contents:20:5: error: the store's table ZENTRY has column Z_FOK_AUTHOR, which `Journal 4` lacks\n"
                + "error: the store `Journal.sqlite` is not version 4 (`Journal 4`): the store's table ZENTRY has column Z_FOK_AUTHOR, which `Journal 4` lacks; "
                + "leave out `@N` to find the store's version, or name the version it was written with; nothing was written.\n"),
            ("Journal.sqlite", journal + "@9",
             "error: `@9` names no version of the model (it has versions 1–5); give a version between 1 and 5, as `modelc import coredata` numbered them.\n"),
            ("Journal.sqlite", harbors, ""),
        ]
        for (store, model, stderr) in cases {
            let outcome = try modelc(["import", "coredata-store", store, "--model", model, "--db", "new.sqlite", "--name", "Journal"])
            XCTAssertEqual(outcome.status, 2, store)
            XCTAssertEqual(outcome.stdout, "", store)
            if stderr.isEmpty {
                let lines = outcome.stderr.split(separator: "\n").map(String.init)
                XCTAssertEqual(lines.first, "\(harborsFile):1:1: error: the store has entity `Attachment` (Z_PRIMARYKEY), which no version of Harbors.xcdatamodeld has",
                               outcome.stderr)
                XCTAssertEqual(lines.count, Set(lines).count, "each difference once")
                XCTAssertTrue(lines.last?.hasPrefix("error: the store `Journal.sqlite` matches no version of Harbors.xcdatamodeld") ?? false,
                              "the verdict comes last: \(lines.last ?? "")")
            } else {
                XCTAssertEqual(outcome.stderr, stderr, store)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")), store)
        }
        try Data().write(to: root.appendingPathComponent("taken.sqlite"))
        let taken = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "taken.sqlite", "--name", "Journal"])
        XCTAssertEqual(taken.status, 2)
        XCTAssertEqual(taken.stderr, "error: `taken.sqlite` already exists; import into a new database file; the import never writes into an existing one.\n")
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("taken.sqlite")), Data())
        try FileManager.default.removeItem(at: root.appendingPathComponent("migrations"))
        let unplanned = try modelc(["import", "coredata-store", "Journal.sqlite", "--model", journal, "--db", "new.sqlite", "--name", "Journal", "--format", "json"])
        XCTAssertEqual(unplanned.status, 2)
        XCTAssertEqual(unplanned.stderr,
                       "error: migrations/Journal holds no migrations to create the store's version with; run `modelc migrate make models/Journal --dir migrations/Journal` first, so the new database's history matches what `modelc migrate` checks.\n")
        let json = try JSONSerialization.jsonObject(with: Data(unplanned.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((json?["error"] as? [String: Any])?["code"] as? String, "no-migrations")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.sqlite")))
    }
}
