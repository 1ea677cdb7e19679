import Migration
@testable import modelc
import XCTest

/// The progress line a terminal shows while a migration runs.
final class TerminalProgressTests: XCTestCase {
    func testACopyShowsRowsPercentRateAndTimeLeft() {
        let progress = MigrationProgress(migration: "0002_x.sql", statement: 2, summary: "INSERT INTO …", elapsed: 2, isFinished: false,
                                         rows: .init(done: 400_000, total: 1_000_000))
        XCTAssertEqual(TerminalProgress.line(progress), "0002_x.sql: statement 2, 2.0 s: 400000/1000000 rows (40%), 200k rows/s, ETA 3.0 s")
    }

    func testACopyBeforeItsFirstRowShowsNoRateYet() {
        let progress = MigrationProgress(migration: "m", statement: 1, summary: "INSERT INTO …", elapsed: 0.3, isFinished: false,
                                         rows: .init(done: 0, total: 10))
        XCTAssertEqual(TerminalProgress.line(progress), "m: statement 1, 0.3 s: 0/10 rows (0%)")
    }

    func testOtherStatementsShowTheirSummary() {
        let progress = MigrationProgress(migration: "m", statement: 3, summary: #"CREATE INDEX "i" ON "t" ("a")"#, elapsed: 1.25, isFinished: false)
        XCTAssertEqual(TerminalProgress.line(progress), #"m: statement 3, 1.2 s: CREATE INDEX "i" ON "t" ("a")"#)
    }
}
