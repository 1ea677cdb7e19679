// The XCTest part of the PostgreSQL support; see `Snapshot.swift` for why it is conditional.
#if canImport(XCTest)
import XCTest

/// A test case with the test process's PostgreSQL cluster (`PostgresCluster.shared()`)
/// and a new empty database of its own for each test.
open class PostgresTestCase: XCTestCase {
    public private(set) var cluster: PostgresCluster!
    public private(set) var database = ""

    /// The test's database as a URL whose socket folder is a query parameter, as libpq
    /// writes it.
    public var url: String { url(for: database) }

    /// The URL of another database of the cluster, written as `url` is.
    public func url(for database: String) -> String {
        "postgres:///\(database)?host=\(cluster.socketFolder.path)&user=\(cluster.user)"
    }

    open override func setUpWithError() throws {
        try super.setUpWithError()
        cluster = try PostgresCluster.shared()
        database = try cluster.makeDatabase()
    }
}
#endif
