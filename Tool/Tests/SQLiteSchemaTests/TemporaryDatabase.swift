import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Real SQLite files in a fresh temporary folder, removed when the test ends.
struct TemporaryDatabase {
    let folder: URL

    /// A new empty folder registered for removal after `testCase` finishes.
    init(_ testCase: XCTestCase) throws {
        folder = try makeTemporaryDirectory(testCase)
    }

    /// The path of `name` inside the folder (not created).
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// A database file named `name` created by running `sql` (any number of statements).
    @discardableResult
    func create(_ name: String = "test.sqlite", sql: String) throws -> String {
        let path = path(name)
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            // Test files need no durability; skipping fsync keeps the randomised runs fast.
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: sql)
        }
        try queue.close()
        return path
    }
}
