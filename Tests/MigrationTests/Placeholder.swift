import XCTest
final class PlaceholderMigrationTests: XCTestCase { func testNothing() {} }
