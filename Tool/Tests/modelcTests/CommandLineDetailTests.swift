import Foundation
import ModelcTestSupport
import XCTest

/// Issue 10, point 10: details of the command line (version arguments, JSON output and
/// errors in every command, model-file messages, the DOT diagram).
final class CommandLineDetailTests: ModelcTestCase {
    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testPoint10CompileVersionOptionNoLongerCollides() throws {
        let old = try Modelc.run(["compile", "models/StarWars", "--version", "1"])
        XCTAssertEqual(old.status, 2, "a model version given as --version is refused, not ignored: \(old.stdout)")
        XCTAssertEqual(old.stdout, "")
        XCTAssertEqual(old.stderr, "error: `--version 1` does not choose a model version: `--version` prints modelc's version; name the model version with `@`: `models/StarWars@1`.\n")
        let version = try Modelc.run(["compile", "--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, try Modelc.run(["--version"]).stdout, "--version is modelc's version everywhere")
        let help = try Modelc.run(["compile", "--help"]).stdout
        XCTAssertEqual(help.components(separatedBy: "--version").count - 1, 1, "one --version in the help: \(help)")
        let pinned = try Modelc.run(["compile", "models/StarWars@1"])
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        assertSnapshot(of: pinned.stdout, named: "Point10CompileVersionOptionNoLongerCollides.pinned.stdout")
    }

    func testPoint10ConflictingVersionArgumentsAreRefused() throws {
        let compile = try Modelc.run(["compile", "models/StarWars@2", "--version", "3"])
        XCTAssertEqual(compile.status, 2)
        XCTAssertEqual(compile.stdout, "")
        let root = try makeTemporaryDirectory(self)
        let migrate = try Modelc.run(["migrate", "--db", root.appendingPathComponent("app.sqlite").path, "models/StarWars@1", "--to", "2"])
        XCTAssertEqual(migrate.status, 2, migrate.stderr)
        XCTAssertEqual(migrate.stderr, "error: models/StarWars@1 pins version 1 but --to says 2; give one of them.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("app.sqlite").path))
    }

    func testPoint10EveryCommandPrintsTheJSONErrorShape() throws {
        let missing = try makeTemporaryDirectory(self).appendingPathComponent("missing.sqlite").path
        let commands: [[String]] = [
            ["inspect", "--db", missing],
            ["diff", "--from-db", missing, "models/StarWars"],
            ["compile", "models/NoSuchModel"],
            ["diagram", "models/NoSuchModel"],
            ["validate", "models/NoSuchModel"],
            ["generate", "models/NoSuchModel", "--output", "/tmp/never"],
            ["check", "models/NoSuchModel"],
            ["migrate", "status", "--db", missing, "models/NoSuchModel"],
        ]
        for command in commands {
            let outcome = try Modelc.run(command + ["--format", "json"])
            XCTAssertGreaterThanOrEqual(outcome.status, 2, "\(command)")
            let error = try XCTUnwrap(try json(outcome.stdout)["error"] as? [String: Any], "\(command): \(outcome.stdout)")
            for key in ["code", "message", "hint", "exitCode"] {
                XCTAssertNotNil(error[key], "\(command) has \(key): \(outcome.stdout)")
            }
            XCTAssertEqual(error["exitCode"] as? Int32, outcome.status, "\(command)")
        }
    }

    func testPoint10ValidateHasJSONOutput() throws {
        let good = try Modelc.run(["validate", "models/StarWars", "--format", "json"])
        XCTAssertEqual(good.status, 0, good.stderr)
        let report = try json(good.stdout)
        let models = try XCTUnwrap(report["models"] as? [[String: Any]])
        XCTAssertEqual(models.first?["name"] as? String, "StarWars")
        XCTAssertEqual(models.first?["versions"] as? Int, 3)
        XCTAssertEqual(models.first?["ok"] as? Bool, true)
        XCTAssertNil(report["error"])

        let file = try makeTemporaryDirectory(self).appendingPathComponent("1.yaml")
        try "model: Shop\nversion: 1\nentities:\n  Order:\n    attributes:\n      id: int\n      total: { type: decimel }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let bad = try Modelc.run(["validate", file.path, "--format", "json"])
        XCTAssertEqual(bad.status, 2)
        let failure = try json(bad.stdout)
        let diagnostics = try XCTUnwrap(failure["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["message"] as? String, "unknown type `decimel`")
        XCTAssertEqual((diagnostics.first?["location"] as? [String: Any])?["line"] as? Int, 7)
        XCTAssertEqual((failure["error"] as? [String: Any])?["code"] as? String, "invalid-model")
    }

    func testPoint10DeeplyNestedYAMLGetsACleanPositionedMessage() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("1.yaml")
        try ("model: Deep\nversion: 1\nentities:\n  A:\n    attributes:\n      id: int\n    doc: "
            + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let outcome = try Modelc.run(["validate", file.path])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(normalizedOutput(outcome.stderr), "$TMP/1.yaml:7:11: error: invalid YAML: the values are nested too deeply (a model file nests a few levels deep; look for unclosed brackets or runaway indentation here)\n")
        XCTAssertTrue(outcome.stderr.hasPrefix("\(file.path):7:"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }

    func testPoint10NonStringModelNameIsReportedOnce() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("shop.yaml")
        try "model: 5\nversion: 1\nentities:\n  Order:\n    attributes:\n      id: int\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try Modelc.run(["validate", file.path])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "\(file.path):1:8: error: `model` must be a string, got 5 (quote it if you mean the text \"5\")\n")
    }

    func testPoint10DOTDiagramKeepsUniqueMarkers() throws {
        let mermaid = try Modelc.run(["diagram", "models/Library"]).stdout
        let dot = try Modelc.run(["diagram", "models/Library", "--format", "dot"]).stdout
        assertSnapshot(of: mermaid, named: "Point10DOTDiagramKeepsUniqueMarkers.mermaid")
        assertSnapshot(of: dot, named: "Point10DOTDiagramKeepsUniqueMarkers.dot")
        let graph = try json(try Modelc.run(["diagram", "models/Library", "--format", "json"]).stdout)
        let person = try XCTUnwrap((graph["nodes"] as? [[String: Any]])?.first { $0["name"] as? String == "Person" })
        let email = try XCTUnwrap((person["fields"] as? [[String: Any]])?.first { $0["name"] as? String == "email" })
        XCTAssertEqual(email["keys"] as? [String], ["UK"])
    }
}
