// `swift build` builds this target too; a Mac with only the Command Line Tools has no
// XCTest, so the XCTest parts compile only where XCTest exists.
#if canImport(XCTest)
import Foundation
import XCTest

/// Golden-file comparison for output that is long but deterministic.
///
/// A snapshot lives at `Tests/Snapshots/<TestClass>/<name>.txt` and is reviewed like code.
/// To record or refresh: `MODELC_RECORD_SNAPSHOTS=1 swift test --filter <TestClass>`,
/// then read `git diff Tests/Snapshots` and run the tests again without the variable.
/// Recording always fails the test, so a run that writes snapshots is never green. Only a
/// missing snapshot is recorded without the variable; one that exists but cannot be read
/// (not UTF-8, no permission) fails the test with the error and is left as it is.
extension XCTestCase {
    /// Asserts that `text` equals the committed snapshot `name` of this test class.
    public func assertSnapshot(of text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = Snapshot.url(testClass: String(describing: type(of: self)), name: name)
        let recording = ProcessInfo.processInfo.environment[Snapshot.recordVariable] == "1"
        let expected: String?
        do {
            expected = recording ? nil : try Snapshot.read(url)
        } catch {
            XCTFail("could not read snapshot \(url.path): \(error)", file: file, line: line)
            return
        }
        guard let expected else {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                XCTFail("recorded snapshot \(url.path); review it and run again without \(Snapshot.recordVariable)", file: file, line: line)
            } catch {
                XCTFail("could not record snapshot \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        if text != expected {
            XCTFail("""
                output differs from snapshot \(url.path) (\(Snapshot.firstDifference(text, expected))); \
                if the change is intended, refresh with \(Snapshot.recordVariable)=1
                --- actual:
                \(text)
                """, file: file, line: line)
        }
    }
}

/// Where snapshots live and how a difference is described.
public enum Snapshot {
    /// Set to `1` to write every asserted snapshot (the tests then fail).
    public static let recordVariable = "MODELC_RECORD_SNAPSHOTS"

    /// `Tests/Snapshots/<testClass>/<name>.txt`.
    public static func url(testClass: String, name: String) -> URL {
        Repository.tool.appendingPathComponent("Tests/Snapshots/\(testClass)/\(name).txt")
    }

    /// The committed text at `url`, nil when there is no file there (the one case that is
    /// recorded); any other read error (not UTF-8, no permission, a folder) is thrown.
    public static func read(_ url: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? actualLines[index] : "<end>"
            let want = index < expectedLines.count ? expectedLines[index] : "<end>"
            if got != want { return "line \(index + 1): expected \"\(want)\", got \"\(got)\"" }
        }
        return "no line differs"
    }
}
#endif
