import Foundation
import ModelcTestSupport
import XCTest

/// Runs the steps of docs/getting-started.md with the model written there, so the guide
/// cannot drift from the tool.
final class GettingStartedTests: ModelcTestCase {
    private func guide() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/getting-started.md"), encoding: .utf8)
    }

    /// The YAML block that follows the `<!-- getting-started-model -->` marker.
    private func guideModel() throws -> String {
        let text = try guide()
        let marker = try XCTUnwrap(text.range(of: "<!-- getting-started-model -->\n```yaml\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    private func writeShopModel(_ yaml: String) throws -> URL {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    func testGuideModelValidatesAndCompilesIntoADatabase() throws {
        let root = try writeShopModel(try guideModel())
        let validated = try Modelc.run(["validate", "models/Shop"], in: root)
        XCTAssertEqual(validated.status, 0, validated.stderr)
        XCTAssertEqual(validated.stdout, "models/Shop: ok (Shop, 1 version)\n")
        XCTAssertTrue(try guide().contains("prints `models/Shop: ok (Shop, 1 version)`"))

        let compiled = try Modelc.run(["compile", "models/Shop"], in: root)
        XCTAssertEqual(compiled.status, 0, compiled.stderr)
        assertSnapshot(of: compiled.stdout, named: "GuideModelValidatesAndCompilesIntoADatabase.compiled.stdout")
        let json = try Modelc.run(["compile", "models/Shop", "--format", "json"], in: root)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))

        let shell = try Modelc.sqlite3(database: "shop.sqlite", input: compiled.stdout, in: root)
        XCTAssertEqual(shell.status, 0, shell.stderr)

        let inspected = try Modelc.run(["inspect", "--db", "shop.sqlite"], in: root)
        XCTAssertEqual(inspected.status, 0, inspected.stderr)
        assertSnapshot(of: normalizedOutput(inspected.stdout), named: "GuideModelValidatesAndCompilesIntoADatabase.inspected.stdout")
    }

    func testGuideTypoMessageIsWhatValidatePrints() throws {
        let typo = try guideModel().replacingOccurrences(of: "      name: string\n", with: "      name: strin\n")
        let root = try writeShopModel(typo)
        let outcome = try Modelc.run(["validate", "models/Shop"], in: root)
        XCTAssertEqual(outcome.status, 2)
        let line = outcome.stderr.trimmingCharacters(in: .newlines)
        XCTAssertEqual(line, "models/Shop/1.yaml:7:13: error: unknown type `strin` (did you mean `string`?)")
        XCTAssertTrue(try guide().contains(line), "docs/getting-started.md should show the message validate prints")
    }
}
