import XCTest
final class PlaceholderCodeGenTests: XCTestCase { func testNothing() {} }
