import Foundation
import XCTest

final class ValidateCommandTests: XCTestCase {
    func testEveryBundledModelValidates() throws {
        let outcome = try ModelcProcess.run(["validate", "models/StarWars", "models/Library"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("models/StarWars: ok (StarWars, 3 versions)"))
        XCTAssertTrue(outcome.stdout.contains("models/Library: ok (Library, 2 versions)"))
    }

    func testBrokenModelExitsTwoWithOneLinePerProblemAtTheOffendingKey() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("1.yaml")
        try """
            model: Shop
            version: 1
            entities:
              Order:
                attributes:
                  id: int
                  total: { type: decimel }
                  note: { type: string, optinal: true }
            """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try ModelcProcess.run(["validate", file.path])
        XCTAssertEqual(outcome.status, 2)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, outcome.stderr)
        XCTAssertEqual(lines.first, "\(file.path):7:22: error: unknown type `decimel` (did you mean `decimal`?)")
        XCTAssertTrue(lines.last?.hasPrefix("\(file.path):8:29: error: unknown key `optinal`") ?? false, outcome.stderr)
        XCTAssertTrue(lines.last?.contains("did you mean `optional`?") ?? false)
    }

    func testMissingPathIsOneClearSentence() throws {
        let outcome = try ModelcProcess.run(["validate", "models/NoSuchModel"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "models/NoSuchModel:1:1: error: no such file or folder (pass a model folder such as `models/Library` or a model file)\n")
    }

    func testFolderOfModelsIsRejectedWithAHintNamingOne() throws {
        let outcome = try ModelcProcess.run(["validate", "models"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("no model versions in this folder"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("this looks like a folder of models; pass one of them, e.g. `models/Library`"), outcome.stderr)
    }
}
