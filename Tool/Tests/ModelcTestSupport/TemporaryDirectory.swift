// `swift build` builds this target too; a Mac with only the Command Line Tools has no
// XCTest, so the XCTest parts compile only where XCTest exists.
#if canImport(XCTest)
import Foundation
import XCTest

/// A fresh empty folder under the temporary directory, removed when `testCase` ends.
public func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
#endif
