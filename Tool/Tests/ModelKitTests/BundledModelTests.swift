import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// The example models shipped in `models/` are what the README and the other tools use:
/// each must load and validate without a single error, and, being examples newcomers
/// run `modelc validate` on first, without warnings either.
final class BundledModelTests: XCTestCase {
    static let modelsFolder = Repository.root.appendingPathComponent("models")

    func testEveryBundledModelValidatesWithoutErrorsOrWarnings() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.modelsFolder.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(names, ["Library", "StarWars"])
        for name in names {
            let result = ModelLoader.inspect(Self.modelsFolder.appendingPathComponent(name).path)
            XCTAssertEqual(result.diagnostics, [], "\(name):\n" + result.diagnostics.map(\.description).joined(separator: "\n"))
            XCTAssertFalse(result.versions?.versions.isEmpty ?? true, name)
        }
    }
}
