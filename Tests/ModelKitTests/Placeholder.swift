import XCTest
final class PlaceholderModelKitTests: XCTestCase { func testNothing() {} }
