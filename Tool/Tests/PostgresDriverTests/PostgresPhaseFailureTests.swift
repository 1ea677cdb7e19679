import Migration
import ModelcTestSupport
@testable import PostgresDriver
import XCTest

/// How a failure in a migration of several phases is reported: what is committed, and
/// where the next run goes on.
final class PostgresPhaseFailureTests: ModelcTestCase {
    /// The check after the last phase fails: the phases before it are committed, the
    /// last one rolled back with the check. It was reported as the whole file rolled back,
    /// and the reader was sent looking for changes made outside modelc.
    func testAFailedCheckAfterTheLastPhaseSaysWhatIsCommitted() throws {
        let failed = MigrationError.verificationFailed(file: "0002_c_v2.sql", differences: ["unexpected constraint genre UNIQUE (name)"])
        let error = PostgresMigrator.failure(failed, version: 2, file: "0002_c_v2.sql", phase: 3, phases: 2, database: "db")
        let report = try XCTUnwrap(error as? PostgresPhaseError).report
        XCTAssertEqual(report.message, "migration 2 of db failed in phase 2 of 2 (phase 1 is committed): the resulting schema differs from the model, "
                       + "so phase 2 was rolled back: unexpected constraint genre UNIQUE (name)")
        XCTAssertEqual(report.hint, "fix the cause and run again: the migration continues at phase 2")
        // A migration of one phase rolled back whole, and says so as before.
        let whole = PostgresMigrator.failure(failed, version: 2, file: "0002_c_v2.sql", phase: 2, phases: 1, database: "db")
        XCTAssertTrue((whole as? MigrationError)?.report.message.hasPrefix("0002_c_v2.sql was rolled back") ?? false, "\(whole)")
    }
}
