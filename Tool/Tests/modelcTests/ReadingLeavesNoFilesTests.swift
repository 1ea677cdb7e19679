import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// A command that only reads a WAL-mode database leaves nothing beside it, as the
/// `sqlite3` shell does not: a read-only connection creates the `-wal` and `-shm` files
/// and cannot remove them (`DatabaseFile.Sidecars`). A database committed to git (the
/// Things 3 test database is one) got two untracked files from `modelc inspect`.
final class ReadingLeavesNoFilesTests: ModelcTestCase {
    private var folder: URL!
    private var database: String { folder.appendingPathComponent("app.sqlite").path }

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(self)
        let pool = try DatabasePool(path: database)
        try pool.write { try $0.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO item VALUES (1, 'kept')") }
        try pool.close()
        XCTAssertEqual(files(), ["app.sqlite"], "a WAL-mode file whose last connection closed")
    }

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("app.sqlite") }.sorted()
    }

    func testInspectAndMigrateStatusLeaveNoWalOrShmFile() throws {
        let model = folder.appendingPathComponent("models/App")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "App"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertEqual(files(), ["app.sqlite"])
        try adopted.stdout.write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["inspect", "--db", database], ["inspect", "--db", database, "--format", "json"], ["inspect", "--db", database, "--model", model.path],
                          ["migrate", "status", "--db", database, model.path], ["diff", "--from-db", database, model.path]] {
            let outcome = try Modelc.run(arguments)
            XCTAssertTrue([0, 1].contains(outcome.status), "\(arguments): \(outcome.stderr)")
            XCTAssertEqual(files(), ["app.sqlite"], "\(arguments)")
        }
        XCTAssertEqual(try DatabaseQueue(path: database).read { try String.fetchOne($0, sql: "SELECT name FROM item") }, "kept")
    }

    /// A dry run writes nothing, beside the database either: its rehearsal copy and its
    /// counts read the file as the reading commands do (they left an empty `-wal` and a
    /// `-shm`).
    /// A database copied with its `-wal` but not its `-shm` (a store taken off a device):
    /// a read builds the missing index beside the log, and no connection removes it, so
    /// it is read from a private copy, and its logged rows are read all the same.
    func testALogWithoutItsIndexIsReadWithoutLeavingOne() throws {
        let pool = try DatabasePool(path: database)
        try pool.write { try $0.execute(sql: "INSERT INTO item VALUES (2, 'logged')") }
        let copy = folder.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        try FileManager.default.copyItem(atPath: database + "-wal", toPath: copy + "-wal")
        try pool.close()
        func copies() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("copy.sqlite") }.sorted() }
        XCTAssertEqual(copies(), ["copy.sqlite", "copy.sqlite-wal"])
        for arguments in [["inspect", "--db", copy], ["inspect", "--db", copy, "--as-model", "--name", "App"]] {
            let outcome = try Modelc.run(arguments)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.stderr)")
            XCTAssertEqual(copies(), ["copy.sqlite", "copy.sqlite-wal"], "\(arguments)")
        }
        let listing = try Modelc.run(["inspect", "--db", copy])
        XCTAssertTrue(listing.stdout.contains("2 rows"), "the logged row is read: \(listing.stdout)")
    }

    func testADryRunLeavesNoWalOrShmFile() throws {
        let model = folder.appendingPathComponent("models/App")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "App"])
        try adopted.stdout.write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", model.path], in: folder).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", model.path, "--version", "1"], in: folder).status, 0)
        XCTAssertEqual(files(), ["app.sqlite"])
        let two = adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2") + "      note: string?\n"
        try two.write(to: model.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", model.path], in: folder).status, 0)
        let versioned = try Modelc.run(["migrate", "--db", database, model.path, "--dry-run"], in: folder)
        XCTAssertEqual(versioned.status, 0, versioned.stderr)
        XCTAssertTrue(versioned.stdout.contains(#"ADD COLUMN "note""#), versioned.stdout)
        XCTAssertEqual(files(), ["app.sqlite"])
        // Declarative mode refuses this database, whose history leads to version 1; its
        // dry run reads the history and leaves no file either.
        let declarative = try Modelc.run(["migrate", "--db", database, "--model", model.path, "--dry-run"], in: folder)
        XCTAssertEqual(declarative.status, 3, declarative.stderr)
        XCTAssertEqual(files(), ["app.sqlite"])
        XCTAssertEqual(try DatabaseQueue(path: database).read { try String.fetchAll($0, sql: "SELECT name FROM pragma_table_info('item')") }, ["id", "name"])
    }

    /// Files another connection uses are not touched: they were there before the read.
    func testTheFilesOfAnOpenConnectionStay() throws {
        let pool = try DatabasePool(path: database)
        try pool.read { _ = try Int.fetchOne($0, sql: "SELECT count(*) FROM item") }
        XCTAssertEqual(files(), ["app.sqlite", "app.sqlite-shm", "app.sqlite-wal"])
        let outcome = try Modelc.run(["inspect", "--db", database])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(files(), ["app.sqlite", "app.sqlite-shm", "app.sqlite-wal"])
        try pool.read { XCTAssertEqual(try Int.fetchOne($0, sql: "SELECT count(*) FROM item"), 1) }
        try pool.close()
    }
}
