import Foundation
import ModelcTestSupport
import PostgresDriver
import XCTest

/// Connecting to PostgreSQL: a refused login and a server that is too old are database
/// errors (exit 4) that say what to fix, and nothing is written.
final class PostgresLoginTests: PostgresTestCase {
    private func url(user: String, password: String?) -> String {
        let login = password.map { "\(user):\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0)" } ?? user
        return "postgres://\(login)@/\(database)?host=\(cluster.socketFolder.path)"
    }

    private func normalized(_ text: String) -> String {
        normalizedOutput(text.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"))
    }

    private func historyTables() throws -> String {
        try cluster.query(database: database, "SELECT count(*) FROM pg_class WHERE relname = 'modelc_migrations'")
    }

    func testAWrongPasswordIsRefusedWithExitFourAndNothingWritten() throws {
        let outcome = try Modelc.run(["migrate", "--db", url(user: cluster.passwordUser, password: "battery staple"), "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalized(outcome.stderr), """
            error: the server refused the login for postgres:///\(database)?host=$SOCKET&user=modelc_password (password authentication failed for user "modelc_password"); check the user and password (or PGUSER/PGPASSWORD).

            """)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(try historyTables(), "0\n")
    }

    func testNoPasswordWhereTheServerAsksForOneIsRefusedWithExitFour() throws {
        let outcome = try Modelc.run(["migrate", "--db", url(user: cluster.passwordUser, password: nil), "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalized(outcome.stderr), """
            error: the server refused the login for postgres:///\(database)?host=$SOCKET&user=modelc_password (the server asks for a password and none was given); check the user and password (or PGUSER/PGPASSWORD).

            """)
    }

    func testTheRightPasswordLogsInAndMigrates() throws {
        // What a deploying role needs: CREATE on the schema, and on the database for the
        // scratch schema that verification builds the expected schema in.
        _ = try cluster.query(database: database, "GRANT CREATE ON SCHEMA public TO \(cluster.passwordUser); GRANT CREATE ON DATABASE \(database) TO \(cluster.passwordUser)")
        let outcome = try Modelc.run(["migrate", "--db", url(user: cluster.passwordUser, password: cluster.password), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT version, tableowner FROM modelc_migrations, pg_tables WHERE tablename = 'modelc_migrations'"),
                       "1|modelc_password\n")
    }

    func testAServerOlderThanFifteenIsRefusedWithExitFour() throws {
        let server = try OldPostgresServer()
        defer { server.stop() }
        let outcome = try Modelc.run(["migrate", "--db", "postgres://app@127.0.0.1:\(server.port)/shop", "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(outcome.stderr, """
            error: postgres://app@127.0.0.1:\(server.port)/shop runs PostgreSQL 14.11; modelc needs 15 or later; upgrade the server.

            """)
    }
}
