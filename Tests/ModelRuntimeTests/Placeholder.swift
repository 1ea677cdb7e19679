import XCTest
final class PlaceholderModelRuntimeTests: XCTestCase { func testNothing() {} }
