import ModelKit
import XCTest

/// `PathText.parent(of:)` answers as `NSString.deletingLastPathComponent` does, including
/// for the paths ending in a one-letter component on which Foundation stops the process
/// on Linux.
final class PathTextTests: XCTestCase {
    func testTheParentOfAPathIsItWithoutItsLastComponent() {
        let expected = [
            "app/models/Library": "app/models", "models/Library/": "models", "m/Foo": "m", "m": "", "m/": "",
            "a/b": "a", "/tmp": "/", "/tmp/": "/", "/": "/", "": "", "Library": "", "a//b": "a", "/a/b/2.yaml": "/a/b",
        ]
        for (path, parent) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(PathText.parent(of: path), parent, "the parent of `\(path)`")
        }
    }
}
