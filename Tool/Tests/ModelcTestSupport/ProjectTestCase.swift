import Foundation
import XCTest

/// A test of `modelc` as a user runs it in a project of their own: each test gets a
/// fresh temporary folder (`project`), where the command runs and its files go.
open class ProjectTestCase: ModelcTestCase {
    /// The test's own folder, removed when the test ends.
    public private(set) var project: URL!

    override open func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
    }

    /// Runs `modelc` with `arguments` in `project`.
    public func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    /// The path of `name` inside `project`.
    public func path(_ name: String) -> String {
        project.appendingPathComponent(name).path
    }
}
