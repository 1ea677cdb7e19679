// The XCTest part of the PostgreSQL support; see `Snapshot.swift` for why it is conditional.
#if canImport(XCTest)
import Foundation
import XCTest

/// A PostgreSQL test of `modelc` as a user runs it in a project of their own, as
/// `ProjectTestCase` is for SQLite: a fresh temporary folder (`project`) where the
/// command runs, `$URL` among its arguments standing for the test's database.
open class PostgresProjectTestCase: PostgresTestCase {
    /// The test's own folder, removed when the test ends.
    public private(set) var project: URL!

    override open func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
    }

    /// Runs `modelc` with `arguments` in `project` (`modelc(_:in:)`).
    public func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try modelc(arguments, in: project)
    }

    /// Writes `text` as version `version` of the model `name`, `models/<name>/<version>.yaml`
    /// in `project`.
    public func writeModel(_ text: String, version: Int, name: String) throws {
        let folder = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }
}
#endif
