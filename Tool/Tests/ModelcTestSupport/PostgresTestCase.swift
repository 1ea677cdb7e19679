// The XCTest part of the PostgreSQL support; see `Snapshot.swift` for why it is conditional.
#if canImport(XCTest)
import Foundation
import XCTest

/// A test case with the test process's PostgreSQL cluster (`PostgresCluster.shared()`)
/// and a new empty database of its own for each test.
open class PostgresTestCase: ModelcTestCase {
    public private(set) var cluster: PostgresCluster!
    public private(set) var database = ""

    /// The test's database as a URL whose socket folder is a query parameter, as libpq
    /// writes it.
    public var url: String { url(for: database) }

    /// The URL of another database of the cluster, written as `url` is.
    public func url(for database: String) -> String {
        "postgres:///\(database)?host=\(cluster.socketFolder.path)&user=\(cluster.user)"
    }

    /// `modelc` run with `arguments` in `folder`, each `$URL` among them standing for the
    /// test's database (`url`), which a test's literal arguments cannot spell.
    public func modelc(_ arguments: [String], in folder: URL) throws -> ProcessOutcome {
        try Modelc.run(arguments.map { $0 == "$URL" ? url : $0 }, in: folder)
    }

    /// Starts `psql` on `script` in another session, which ends with `SELECT pg_sleep(60);`
    /// holding what the script took (a table lock, the migration lock), and waits until
    /// `granted`, a count over `pg_locks`, is not 0. The session is ended with the test.
    public func holdInAnotherSession(_ script: String, untilGranted granted: String) throws {
        let holder = try cluster.startPsql(database: database, script + "\nSELECT pg_sleep(60);\n")
        let (cluster, database) = (cluster!, database)
        addTeardownBlock {
            _ = try? cluster.query(database: database, "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60);'")
            _ = try? holder.wait(timeout: 30)
        }
        var attempts = 0
        while try cluster.query(database: database, granted) == "0\n", attempts < 600 {
            attempts += 1
            usleep(50_000)
        }
    }

    open override func setUpWithError() throws {
        try super.setUpWithError()
        cluster = try PostgresCluster.shared()
        database = try cluster.makeDatabase()
    }
}
#endif
