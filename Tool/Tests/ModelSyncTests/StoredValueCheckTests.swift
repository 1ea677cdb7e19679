import Foundation
import GRDB
import ModelKit
@testable import ModelSync
import ModelcTestSupport
import XCTest

/// What `migrate test` says a record can read must be what it reads: a string field of a
/// table without STRICT reads a stored number through SQLite's text of it, as GRDB does.
final class StoredValueCheckTests: ModelcTestCase {
    func testANumberInAStringColumnReadsAsSQLitesTextOfIt() throws {
        let queue = try DatabaseQueue()
        let numbers: [DatabaseValue] = [5.databaseValue, (-12).databaseValue, 1.5.databaseValue, 5.0.databaseValue, 1e20.databaseValue, 0.1.databaseValue, (-2.5e-7).databaseValue]
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (v)")  // no affinity: each value kept as given
            for number in numbers { try db.execute(sql: "INSERT INTO t (v) VALUES (?)", arguments: [number]) }
        }
        let check = StoredValueCheck(attribute: Attribute(name: "v", type: .string))
        let read = try queue.read { try String.fetchAll($0, sql: "SELECT v FROM t") }
        XCTAssertEqual(read, ["5", "-12", "1.5", "5.0", "1.0e+20", "0.1", "-2.5e-07"], "what a record's string field gets")
        for (number, text) in zip(numbers, read) {
            XCTAssertNil(check.problem(with: number), "\(number)")
            if case .double(let value) = number.storage { XCTAssertEqual(StoredValueCheck.sqliteText(of: value), text) }
        }
        var limited = Attribute(name: "v", type: .string)
        limited.maxLength = 2
        XCTAssertNotNil(StoredValueCheck(attribute: limited).problem(with: 1.5.databaseValue), "the rules judge the text the record reads")
    }
}
