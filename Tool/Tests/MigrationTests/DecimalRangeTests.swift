import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// A `decimal` is stored as text, which SQLite orders above every number, so its
/// `min:`/`max:` CHECKs compare the number the text spells; a database made when they
/// compared the text (every value above any `max:`, none below any `min:`) is not
/// drift, and migrates on.
final class DecimalRangeTests: ModelcTestCase {
    private let v1 = """
          Item:
            attributes:
              id: int
              price: { type: decimal, min: 0, max: 100 }

        """

    func testTheRangeIsEnforcedOnTheNumberTheTextSpells() throws {
        let project = try ModelProject(self)
        try project.writeVersion(1, v1)
        _ = try project.make()
        _ = try project.migrate()
        try project.execute("INSERT INTO item VALUES (1, '5.50'), (2, '100'), (3, '0.00')")
        for value in ["100.01", "-0.5"] {
            XCTAssertThrowsError(try project.execute("INSERT INTO item VALUES (9, '\(value)')"), value)
        }
        XCTAssertEqual(try project.rows("SELECT price FROM item ORDER BY id"), [["\"5.50\""], ["\"100\""], ["\"0.00\""]])
    }

    func testADatabaseWithTheEarlierTextComparisonIsNotDriftAndMigratesOn() throws {
        let project = try ModelProject(self)
        try project.writeVersion(1, v1)
        _ = try project.make()
        _ = try project.migrate()
        // The table as modelc wrote it before: the CHECKs compare the text.
        try project.execute("""
            DROP TABLE item;
            CREATE TABLE "item" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "price" TEXT NOT NULL CHECK ("price" >= 0) CHECK ("price" <= 100)
            ) STRICT;
            """)
        let drift = try Drift.report(databaseAt: project.databasePath, modelAt: project.modelFolder)
        XCTAssertEqual(drift.differences, [])

        try project.writeVersion(2, v1.replacingOccurrences(of: "min: 0, max: 100 }\n", with: "min: 0, max: 100 }\n      note: string?\n"))
        _ = try project.make()
        let report = try project.migrate()
        XCTAssertEqual(report.applied.map(\.name), ["0002_app_v2.sql"], "verification reads the earlier CHECKs as the model's")
    }
}
