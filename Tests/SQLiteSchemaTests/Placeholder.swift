import XCTest
final class PlaceholderSQLiteSchemaTests: XCTestCase { func testNothing() {} }
