import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// A database with a foreign key SQLite cannot check ("foreign key mismatch": it names a
/// column its parent does not have, as raddevus's Northwind does), adopted as a user
/// would: the table goes under `unmanaged:`, and a hand-written migration and
/// `migrate test --sample` then work. Before, `PRAGMA foreign_key_check` over the whole
/// database stopped with that error after every such migration, and on every path.
final class ForeignKeyMismatchTests: ModelcTestCase {
    func testAHandWrittenMigrationAndMigrateTestRunOnADatabaseWithAForeignKeyMismatch() throws {
        let root = try makeTemporaryDirectory(self)
        let database = root.appendingPathComponent("app.sqlite").path
        XCTAssertEqual(try Modelc.sqlite3(database: database, input: """
            CREATE TABLE Shippers (ID INTEGER PRIMARY KEY AUTOINCREMENT, ShipperName TEXT);
            CREATE TABLE Orders (ID INTEGER PRIMARY KEY AUTOINCREMENT, ShipperID INTEGER, FOREIGN KEY (ShipperID) REFERENCES Shippers (ShipperID));
            CREATE TABLE Notes (ID INTEGER PRIMARY KEY, ShipperRef INTEGER REFERENCES Shippers (ID), Body TEXT);
            INSERT INTO Shippers (ShipperName) VALUES ('Speedy'), ('United');
            INSERT INTO Orders (ShipperID) VALUES (1), (2);
            INSERT INTO Notes VALUES (1, 1, 'first');
            """, in: root).status, 0)
        func modelc(_ arguments: [String]) throws -> ProcessOutcome { try Modelc.run(arguments, in: root) }
        let adopted = try modelc(["inspect", "--db", database, "--as-model", "--name", "App"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("unmanaged:"), adopted.stdout)
        let folder = root.appendingPathComponent("models/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/App"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "baseline", "--db", database, "--model", "models/App@1"]).status, 0)
        try FileManager.default.copyItem(atPath: database, toPath: root.appendingPathComponent("sample.sqlite").path)

        // A data fix, written by hand: it runs, and the keys SQLite can check are checked.
        try "UPDATE Shippers SET ShipperName = upper(ShipperName);\n"
            .write(to: root.appendingPathComponent("migrations/App/0002_fix.sql"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/App"]).status, 0)
        let migrated = try modelc(["migrate", "--db", database, "models/App"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { db in try String.fetchAll(db, sql: "SELECT ShipperName FROM Shippers ORDER BY ID") }, ["SPEEDY", "UNITED"])
        let tested = try modelc(["migrate", "test", "models/App", "--sample", "sample.sqlite"])
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)

        // A row breaking a key SQLite can check still fails the migration.
        try "UPDATE Shippers SET ShipperName = lower(ShipperName);\nUPDATE Notes SET ShipperRef = 99;\n"
            .write(to: root.appendingPathComponent("migrations/App/0003_break.sql"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/App"]).status, 0)
        let broken = try modelc(["migrate", "--db", database, "models/App"])
        XCTAssertNotEqual(broken.status, 0, broken.stdout)
        XCTAssertTrue(broken.stderr.contains("references a missing row of \"Shippers\""), broken.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { db in try Int.fetchOne(db, sql: "SELECT ShipperRef FROM Notes") }, 1, "rolled back")
    }
}
