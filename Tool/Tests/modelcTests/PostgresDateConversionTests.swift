import Foundation
import ModelcTestSupport
import XCTest

/// A `string` made a `date` or a `uuid` on PostgreSQL: the values the records would not
/// read are counted before the column's type changes and refuse the migration with the
/// rows, as on SQLite (before, the cast met them: `yesterday` became a date, other text
/// failed with the cast's error), and a date without an offset is midnight UTC, whatever
/// the database's time zone.
final class PostgresDateConversionTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/People")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        let person = { (version: Int, born: String, token: String) in
            "model: People\nversion: \(version)\nentities:\n  Person:\n    attributes:\n      id: int\n      born: \(born)\n      token: \(token)\n"
        }
        try person(1, "string", "string?").write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try person(2, "date", "uuid?").write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/People", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "models/People@1", "--db", url]).status, 0)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    func testTextThatIsNotADateIsRefusedWithItsRowsBeforeTheTypeChanges() throws {
        _ = try cluster.query(database: database, """
            INSERT INTO person VALUES (1, '2024-01-02T03:04:05.678Z', NULL), (2, 'yesterday', NULL), (3, '2024-02-30', NULL);
            """)
        let refused = try modelc(["migrate", "models/People", "--db", url])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"2 rows would fail: rows of "person" whose "born" is not an ISO-8601 date must be 0 (e.g. "id" = 2, "born" = 'yesterday'; "id" = 3, "born" = '2024-02-30')"#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT data_type FROM information_schema.columns WHERE table_name = 'person' AND column_name = 'born'"), "text\n")
    }

    func testTextThatIsNotAUUIDIsRefusedWithItsRows() throws {
        _ = try cluster.query(database: database, """
            INSERT INTO person VALUES (1, '2024-01-02', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'), (2, '2024-01-02', '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}');
            """)
        let refused = try modelc(["migrate", "models/People", "--db", url])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"1 row would fail: rows of "person" whose "token" is not a UUID must be 0 (e.g. "id" = 2, "token" = '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}')"#), refused.stderr)
    }

    /// `born` of each row, in UTC, after `values` were inserted into a database whose
    /// time zone is Europe/Berlin and version 2 was applied, which must succeed.
    private func bornAfterMigratingInBerlin(inserting values: String) throws -> String {
        _ = try cluster.query(database: database, "ALTER DATABASE \"\(database)\" SET timezone = 'Europe/Berlin'")
        _ = try cluster.query(database: database, "INSERT INTO person VALUES \(values);")
        let migrated = try modelc(["migrate", "models/People", "--db", url])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        return try cluster.query(database: database, "SET timezone = 'UTC'; SELECT id || ' ' || born FROM person ORDER BY id")
    }

    func testADateWithoutAnOffsetIsMidnightUTCWhateverTheDatabaseTimeZone() throws {
        XCTAssertEqual(try bornAfterMigratingInBerlin(inserting: "(1, '1977-05-25', NULL), (2, '2024-01-02T03:04:05+02:00', NULL)"),
                       "1 1977-05-25 00:00:00+00\n2 2024-01-02 01:04:05+00\n")
    }

    /// SQLite's own date text has no zone (`CURRENT_TIMESTAMP`: `2024-01-02 03:04:05`),
    /// which the records read as UTC: the preflight lets it through, and the server, in
    /// the migration's UTC session, reads it so too, whatever the database's time zone.
    func testADateTimeWithoutAZoneIsUTCWhateverTheDatabaseTimeZone() throws {
        XCTAssertEqual(try bornAfterMigratingInBerlin(inserting: "(1, '2024-01-02 03:04:05', NULL), (2, '2024-01-02T03:04:05.250', NULL)"),
                       "1 2024-01-02 03:04:05+00\n2 2024-01-02 03:04:05.25+00\n")
    }

    func testThePostgreSQLFileSaysTheColumnsTypeChanges() throws {
        let file = try String(contentsOf: project.appendingPathComponent("migrations/People/postgres/0002_people_v2.sql"), encoding: .utf8)
        XCTAssertTrue(file.contains(#"-- step: dataDependent: checkValues person: "born" now holds ISO-8601 dates: its values are checked before its type changes"#), file)
        XCTAssertFalse(file.contains("storage stays TEXT"), "SQLite's wording, where the storage does not change")
        XCTAssertTrue(file.contains(#"ALTER COLUMN "born" TYPE timestamptz"#), file)
    }
}
