import Foundation
import ModelcTestSupport
import XCTest

/// `Snapshot.read`, which decides whether `assertSnapshot` compares or records: only a
/// snapshot that does not exist is recorded; one that cannot be read is an error, and
/// the file is never written over.
final class SnapshotReadTests: ModelcTestCase {
    func testACommittedSnapshotReadsAsItsText() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("output.txt")
        try "applied 0001_create_blog.sql in <duration>\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Snapshot.read(file), "applied 0001_create_blog.sql in <duration>\n")
    }

    func testAMissingSnapshotReadsAsNothingSoItIsRecorded() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("missing.txt")
        XCTAssertEqual(try Snapshot.read(file), nil)
    }

    func testASnapshotThatIsNotUTF8IsAnErrorAndIsLeftAsItIs() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("latin1.txt")
        let bytes = Data([0x63, 0x61, 0x66, 0xE9, 0x0A])  // "café\n" in Latin-1
        try bytes.write(to: file)
        XCTAssertThrowsError(try Snapshot.read(file))
        XCTAssertEqual(try Data(contentsOf: file), bytes)
    }

    func testAFolderWhereTheSnapshotBelongsIsAnError() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("output.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        XCTAssertThrowsError(try Snapshot.read(folder))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }
}
