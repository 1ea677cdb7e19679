import XCTest
final class PlaceholdermodelcTests: XCTestCase { func testNothing() {} }
