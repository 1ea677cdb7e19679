import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// `modelc migrate --db … --model …` plans from a database that has no model, so what
/// its columns hold is not known: a column whose type the model changes to one with a
/// format (`date`, `uuid`, `decimal`) has its values checked, as a versioned file's
/// `checkValues` step checks them; a column the model leaves as it is is not, so a
/// database at the model stays up to date.
final class DeclarativeValueFormatTests: ProjectTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Customer:
                table: customer
                strict: false
                attributes:
                  id: int
                  token: uuid?
                  born: date?
                  name: { type: string, optional: true, sqlType: VARCHAR(40) }
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
    }

    private func database(_ rows: String) throws -> String {
        let path = project.appendingPathComponent("shop.sqlite").path
        try? FileManager.default.removeItem(atPath: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE customer (id INTEGER PRIMARY KEY, token NVARCHAR(60), born DATETIME, name VARCHAR(40)); \(rows)")
        }
        return path
    }

    func testValuesOfAColumnMadeADateOrUUIDAreCheckedBeforeTheRebuild() throws {
        let path = try database("INSERT INTO customer VALUES (1, 'luisg@embraer.com.br', '18/02/1962', 'Luis')")
        let refused = try modelc(["migrate", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"whose "token" is not a UUID must be 0"#), refused.stderr)
        XCTAssertEqual(try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "SELECT token FROM customer") }, "luisg@embraer.com.br")

        try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE customer SET token = '5f0c6b1e-8d7a-4c1b-9e2f-3a4b5c6d7e8f'") }
        let dates = try modelc(["migrate", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(dates.status, 3, dates.stdout + dates.stderr)
        XCTAssertTrue(dates.stderr.contains(#"whose "born" is not an ISO-8601 date must be 0"#) && dates.stderr.contains("'18/02/1962'"), dates.stderr)

        // SQLite's own date text, without a zone (Chinook's `BirthDate`), is a date the
        // records read, as UTC.
        try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE customer SET born = '1962-02-18 00:00:00'") }
        let migrated = try modelc(["migrate", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
    }

    func testConformingValuesMigrateAndTheDatabaseIsThenUpToDate() throws {
        let path = try database("INSERT INTO customer VALUES (1, '5f0c6b1e-8d7a-4c1b-9e2f-3a4b5c6d7e8f', '1962-02-18', 'Luis')")
        let migrated = try modelc(["migrate", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let again = try modelc(["migrate", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("up to date"), "a column left as it is is not checked again: " + again.stdout)
        let drift = try modelc(["inspect", "--db", path, "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }
}
