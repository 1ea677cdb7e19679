import GRDB
import Migration
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// A `date` or `uuid` column's values, as the generated records read them, are told
/// apart by the same rule on both engines: SQLite's check (`SQLiteDialect.violation`)
/// and PostgreSQL's (`PostgresDialect.violation`, which the preflight of a `string`
/// made a `date` or `uuid` runs) find the same values wrong.
final class PostgresValueFormatTests: PostgresTestCase {
    private let dates = [
        "2024-01-02", "2024-01-02T03:04:05.678Z", "2024-01-02t03:04:05z", "2024-01-02 03:04:05+02:00",
        "2024-01-02T03:04:05+0200", "2024-01-02T03:04:05,5-11:30", "2024-02-29", "2000-02-29T00:00:00Z",
        "2023-02-29", "1900-02-29", "2024-02-30", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00",
        "2024-01-02T24:00:00Z", "2024-01-02T23:60:00Z", "2024-01-02T03:04:60Z", "2024-01-02T03:04:61Z",
        "2024-01-02T03:04:05", "2024-01-02T03:04:05.Z", "2024-01-02T03:04:05+24:00", "2024-01-02T03:04Z",
        "2024-1-2", "yesterday", "", " 2024-01-02", "2024-01-02 ", "20240102",
    ]
    private let uuids = [
        "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11",
        "{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}", "a0eebc999c0b4ef8bb6d6bb9bd380a11",
        "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1", "g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", "",
    ]

    /// The values of `values` that SQLite's check finds wrong.
    private func sqliteViolations(_ format: ValueFormat, _ values: [String]) throws -> [String] {
        let database = try DatabaseQueue()
        return try database.read { db in
            try values.filter { value in
                let dialect = SQLiteDialect()
                return try Bool.fetchOne(db, sql: "SELECT \(dialect.violation(of: format, dialect.literal(value)))") ?? false
            }
        }
    }

    /// The values of `values` that PostgreSQL's check finds wrong, asked of the server.
    private func postgresViolations(_ format: ValueFormat, _ values: [String]) throws -> [String] {
        let dialect = PostgresDialect()
        let rows = values.map { "(\(dialect.literal($0)))" }.joined(separator: ", ")
        let wrong = try cluster.query(database: database, """
            SELECT json_agg(v ORDER BY n) FROM (SELECT v, row_number() OVER () AS n FROM (VALUES \(rows)) AS t(v)) AS s
              WHERE \(dialect.violation(of: format, "v"));
            """)
        let text = wrong.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return [] }
        return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    func testBothEnginesFindTheSameValuesAreNotDates() throws {
        let sqlite = try sqliteViolations(.date, dates)
        XCTAssertEqual(try postgresViolations(.date, dates), sqlite)
        XCTAssertTrue(sqlite.contains("2024-02-30") && sqlite.contains("yesterday") && !sqlite.contains("2024-02-29"), "\(sqlite)")
    }

    func testBothEnginesFindTheSameValuesAreNotUUIDs() throws {
        let sqlite = try sqliteViolations(.uuid, uuids)
        XCTAssertEqual(try postgresViolations(.uuid, uuids), sqlite)
        XCTAssertEqual(sqlite.count, 5, "\(sqlite)")
    }

    func testYearZeroIsADateOnlyWhereTheCalendarHasIt() throws {
        XCTAssertEqual(try sqliteViolations(.date, ["0000-01-01"]), [])
        XCTAssertEqual(try postgresViolations(.date, ["0000-01-01"]), ["0000-01-01"], "PostgreSQL has no year 0")
    }
}
