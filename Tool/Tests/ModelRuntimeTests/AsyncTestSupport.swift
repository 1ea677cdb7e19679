import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

extension XCTestCase {
    /// A store on a new `Catalog` database file in a temporary folder (a `DatabasePool`), and the file's path.
    func makeCatalogStore() throws -> (store: ModelStore, path: String) {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("catalog.sqlite").path
        return (try ModelStore.open(at: path, migrator: Catalog.migrator), path)
    }

    /// Waits for `task` and fails unless it ended with `CancellationError`.
    func assertCancelled<Success>(_ task: Task<Success, Error>, file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await task.value
            XCTFail("the task ended without being cancelled", file: file, line: line)
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)", file: file, line: line)
        }
    }
}
