import ModelcTestSupport
import PostgresDriver
import XCTest

/// A migration's statements sent without waiting for each answer
/// (`PostgresSession.executeInTransaction`): the first failure is the one reported, and
/// nothing after it takes effect, as when they are sent one at a time.
final class PostgresSessionTests: PostgresTestCase {
    private func tables(_ names: [String]) throws -> String {
        try cluster.query(database: database, """
            SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables
              WHERE schemaname = 'public' AND tablename IN (\(names.map { "'\($0)'" }.joined(separator: ", ")))
            """).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testStatementsThatOpenOrEndATransactionAreFoundPastTheirComments() {
        let controlling = ["COMMIT", "-- step 3\nbegin", "/* a /* nested */ note */ ROLLBACK TO SAVEPOINT a", "start transaction",
                           "END", "SAVEPOINT a", "release a", "PREPARE TRANSACTION 'x'", "abort"]
        let others = ["CREATE TABLE commit_log (x int)", "-- COMMIT\nSELECT 1", "PREPARE plan AS SELECT 1", "UPDATE t SET ended = true",
                      "SELECT 'BEGIN'", ""]
        XCTAssertEqual(controlling.filter { !PostgresScript.controlsTransaction($0) }, [])
        XCTAssertEqual(others.filter(PostgresScript.controlsTransaction), [])
    }

    func testTheFirstFailureIsReportedAndNothingAfterItTakesEffect() throws {
        let session = try PostgresSession(try PostgresConnectionSettings(url: url))
        defer { session.close() }
        try session.execute("BEGIN")
        XCTAssertThrowsError(try session.executeInTransaction([
            "CREATE TABLE first_one (x int)", "INSERT INTO first_one VALUES (1)", "INSERT INTO missing VALUES (1)", "CREATE TABLE after_it (x int)",
        ])) { error in
            guard case .statementFailed(_, _, let message)? = error as? PostgresDatabaseError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("\"missing\""), message)
        }
        try session.execute("ROLLBACK")
        XCTAssertEqual(try tables(["first_one", "after_it"]), "")
    }

    func testStatementsHoldingACommitRunOneAtATime() throws {
        let session = try PostgresSession(try PostgresConnectionSettings(url: url))
        defer { session.close() }
        try session.execute("BEGIN")
        XCTAssertThrowsError(try session.executeInTransaction([
            "CREATE TABLE kept (x int)", "COMMIT", "INSERT INTO missing VALUES (1)", "CREATE TABLE never_made (x int)",
        ]))
        XCTAssertEqual(try tables(["kept", "never_made"]), "kept", "the statements after the failure, outside a transaction, did not run")
    }

    /// A statement calling a function the database lacks is told to create it there, as
    /// one naming a missing type is told to declare it: neither is SQL to fix in the model.
    func testAFailureNamingAMissingFunctionOrTypeSaysToCreateItFirst() throws {
        let session = try PostgresSession(try PostgresConnectionSettings(url: url))
        defer { session.close() }
        for (statement, advice) in [("SELECT no_such_function()", "calls a function this database does not have"),
                                    ("CREATE TABLE t (x no_such_type)", "names a type this database does not have")] {
            XCTAssertThrowsError(try session.execute(statement)) { error in
                guard let error = error as? PostgresDatabaseError, case .statementFailed = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.report.hint?.contains(advice) == true, "\(statement): \(error.report.hint ?? "no hint")")
                XCTAssertTrue(error.report.hint?.hasPrefix("nothing of that migration was applied; ") == true, error.report.hint ?? "")
            }
        }
    }

    /// A role without a privilege (`inspect` by a reader without SELECT on a table, or
    /// without CREATE for the comparison's scratch schema) is told which privilege, not
    /// that a migration was rolled back or that the model holds SQL the server refuses.
    func testAMissingPrivilegeNamesThePrivilegeNotTheMigrationOrTheModel() throws {
        _ = try cluster.query(database: database, "CREATE TABLE album (id bigint PRIMARY KEY); CREATE ROLE modelc_reader LOGIN;")
        var settings = try PostgresConnectionSettings(url: url)
        settings.user = "modelc_reader"
        let session = try PostgresSession(settings)
        defer { session.close() }
        XCTAssertThrowsError(try session.execute("SELECT count(*) FROM album")) { error in
            guard let error = error as? PostgresDatabaseError, case .statementFailed = error else { return XCTFail("\(error)") }
            XCTAssertEqual(error.report.hint, "the role in the URL may not use table album: modelc needs SELECT on the tables it reads "
                + "(and, to migrate, ownership of the tables it changes); grant it, or connect as a role that has it; nothing was changed")
        }
        let built = PostgresDatabaseError.modelNotBuilt(database: "shop", message: "permission denied for database shop (in: CREATE SCHEMA \"modelc_expected\")")
        XCTAssertTrue(built.report.hint?.hasPrefix("the role in the URL may not use database shop: modelc needs CREATE on the database") == true, built.report.hint ?? "")
    }
}
