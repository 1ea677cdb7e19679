import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// A `.json` model is held to strict JSON before it is read. The check for trailing
/// commas scans an ASCII text's bytes and walks a text by `Character` only when it has
/// non-ASCII text or a trailing comma; these pin the diagnostics both ways give.
final class JSONModelTests: XCTestCase {
    /// Every diagnostic of `text` saved as `1.json`, with the folder left out.
    private func diagnostics(_ text: String) throws -> [String] {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent("1.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return ModelLoader.inspect(path).diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    private static let trailingCommaHint = "(JSON model files must be strict JSON: no trailing commas or comments)"

    func testATrailingCommaIsReportedAtTheComma() throws {
        XCTAssertEqual(try diagnostics("{\"model\": \"J\", \"version\": 1,\n \"entities\": {\"A\": {\"attributes\": {\"id\": \"int\", \"n\": \"string\",}}}}\n"), [
            "1.json:2:62: error: invalid JSON: trailing comma before `}` \(Self.trailingCommaHint)",
        ])
    }

    func testATrailingCommaAfterNonASCIITextIsReportedAtTheComma() throws {
        XCTAssertEqual(try diagnostics("{\"model\": \"J\", \"version\": 1, \"doc\": \"café\",\n \"entities\": {\"A\": {\"attributes\": {\"id\": \"int\", \"n\": \"string\",}}}}\n"), [
            "1.json:2:62: error: invalid JSON: trailing comma before `}` \(Self.trailingCommaHint)",
        ])
    }

    func testATrailingCommaInACRLFFileIsCountedOnTheFirstLine() throws {
        // A CRLF pair is one `Character`, not a line feed, so the position counts every
        // character from the start of the file on line 1: as it always has.
        XCTAssertEqual(try diagnostics("{\"model\": \"J\",\r\n \"version\": 1,\r\n \"entities\": {\"A\": {\"attributes\": {\"id\": \"int\"}, \"relationships\": {},}}}\r\n"), [
            "1.json:1:99: error: invalid JSON: trailing comma before `}` \(Self.trailingCommaHint)",
        ])
    }

    func testACommaBeforeABracketInsideAStringIsText() throws {
        XCTAssertEqual(try diagnostics("{\"model\": \"J\", \"version\": 1, \"doc\": \"a,]\",\n \"entities\": {\"A\": {\"attributes\": {\"id\": \"int\"}}}}\n"), [])
    }
}
