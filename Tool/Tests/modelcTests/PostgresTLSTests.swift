import Foundation
import ModelcTestSupport
import PostgresDriver
import XCTest

/// TLS to PostgreSQL, read from libpq's `sslmode` and `sslrootcert`, against a cluster
/// on a loopback TCP port with TLS on (`PostgresCluster.sharedTLS()`), whose
/// `modelc_tls` role may only log in over TLS.
final class PostgresTLSTests: ModelcTestCase {
    private var cluster: PostgresCluster!
    private var database = ""

    override func setUpWithError() throws {
        cluster = try PostgresCluster.sharedTLS()
        database = try cluster.makeDatabase()
    }

    private func url(host: String = "127.0.0.1", _ parameters: String) -> String {
        "postgres://\(cluster.tlsUser)@\(host):\(cluster.port)/\(database)?\(parameters)"
    }

    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: ":\(cluster.port)/", with: ":$PORT/")
    }

    func testRequireConnectsOverTLSAndMigrates() throws {
        let outcome = try Modelc.run(["migrate", "--db", url("sslmode=require"), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations"), "1\n")
    }

    func testTheDefaultPrefersTLS() throws {
        let outcome = try Modelc.run(["migrate", "--db", url(""), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
    }

    func testDisableIsPlainTextWhichThisRoleMayNotUse() throws {
        let outcome = try Modelc.run(["migrate", "--db", url("sslmode=disable"), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalized(outcome.stderr), """
            error: the server refused the login for postgres://modelc_tls@127.0.0.1:$PORT/\(database) (pg_hba.conf rejects connection for host "127.0.0.1", user "modelc_tls", database "\(database)", no encryption); check the user and password (or PGUSER/PGPASSWORD).

            """)
    }

    func testVerifyFullTrustsTheGivenAuthorityForTheNameOnTheCertificate() throws {
        let certificate = try XCTUnwrap(cluster.certificate).path
        let trusted = try Modelc.run(["migrate", "--db", url(host: "localhost", "sslmode=verify-full&sslrootcert=\(certificate)"), "models/StarWars@1"])
        XCTAssertEqual(trusted.status, 0, trusted.stderr)
        let environment = ["PGSSLMODE": "verify-ca", "PGSSLROOTCERT": certificate]
        let fromEnvironment = try Modelc.run(["migrate", "--db", url(""), "models/StarWars@2"], environment: environment)
        XCTAssertEqual(fromEnvironment.status, 0, fromEnvironment.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations ORDER BY 1"), "1\n2\n")
    }

    func testVerifyFullRefusesACertificateNoTrustedAuthoritySigned() throws {
        // The system's authorities, which did not sign the cluster's certificate.
        let outcome = try Modelc.run(["migrate", "--db", url(host: "localhost", "sslmode=verify-full"), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalized(outcome.stderr).components(separatedBy: " (").first,
                       "error: no TLS connection to postgres://modelc_tls@localhost:$PORT/\(database)")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_class WHERE relname = 'modelc_migrations'"), "0\n")
    }

    func testAnUnknownTLSModeIsInvalidInput() throws {
        let outcome = try Modelc.run(["migrate", "--db", url("sslmode=always"), "models/StarWars@1"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, """
            error: `sslmode=always` is not a TLS mode modelc knows; use one of disable, allow, prefer, require, verify-ca, verify-full, as with libpq.

            """)
    }
}
