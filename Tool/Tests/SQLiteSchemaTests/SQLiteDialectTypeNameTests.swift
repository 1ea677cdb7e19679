import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// A declared type is written as declared when SQLite's grammar reads it as a type name,
/// else quoted as one identifier; either way SQLite gives the declared text back, with
/// the affinity that text has. Checked against SQLite itself, type by type.
final class SQLiteDialectTypeNameTests: ModelcTestCase {
    private let dialect = SQLiteDialect()

    /// What SQLite reports for a column declared with `typeName(declared)`, and the type
    /// of a number-looking text stored in it (its affinity at work).
    private func created(_ declared: String) throws -> (type: String, stored: String) {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (c \(dialect.typeName(declared)))")
            try db.execute(sql: "INSERT INTO t VALUES ('12')")
            let type = try String.fetchOne(db, sql: "SELECT type FROM pragma_table_info('t')") ?? ""
            let stored = try String.fetchOne(db, sql: "SELECT typeof(c) FROM t") ?? ""
            return (type, stored)
        }
    }

    func testTypesSQLiteReadsAreWrittenAsDeclared() throws {
        for declared in ["INTEGER", "VARCHAR(255)", "NUMERIC(10, 5)", "UNSIGNED BIG INT", "DOUBLE PRECISION", "INT(11)",
                         "timestamp with time zone", "timestamp without time zone", "character varying", "DECIMAL(-3,+2)", "bit varying(16)"] {
            XCTAssertEqual(dialect.typeName(declared), declared)
            XCTAssertEqual(try created(declared).type, declared)
        }
    }

    /// A column declared without a type stores values as given (BLOB affinity); written
    /// as `""` it had NUMERIC affinity, and `'007'` became 7 (128 columns of seven real
    /// databases, Firefox's `cert9.db` among them).
    func testNoDeclaredTypeStaysNone() throws {
        XCTAssertEqual(dialect.typeName(""), "")
        let none = try created("")
        XCTAssertEqual(none.type, "")
        XCTAssertEqual(none.stored, "text", "'12' stays text: no affinity converts it")
    }

    func testTypesSQLiteCannotReadAreQuotedAndReadBackAsDeclared() throws {
        let expected: [(declared: String, stored: String)] = [
            ("timestamp(6) without time zone", "integer"),
            ("timestamp(3) with time zone", "integer"),
            ("interval day to second", "integer"),
            ("character varying(3)[]", "text"),
            ("integer[]", "integer"),
            ("double precision[]", "real"),
            (#"my "odd" type"#, "integer"),
        ]
        for (declared, stored) in expected {
            XCTAssertEqual(dialect.typeName(declared), dialect.quote(declared))
            let found = try created(declared)
            XCTAssertEqual(found.type, declared)
            XCTAssertEqual(found.stored, stored, "the affinity of \(declared)'s text")
        }
    }
}
