import Foundation
import ModelRuntime
import XCTest

/// The runtime's per-type decoders (`JSONValue.decode…`) on the edges the randomized record
/// test found: each value either converts exactly as the JSON mapping rules say or is an
/// error at the given path, never a quietly different value.
final class FieldDecodingTests: XCTestCase {
    private let path = JSONPath.root.appending("price")

    func testADecimalTextMustBeOneNumeral() throws {
        XCTAssertEqual(try JSONValue.string("12.50").decodeDecimal(at: path), Decimal(string: "12.50"))
        XCTAssertEqual(try JSONValue.string("-0.5").decodeDecimal(at: path), Decimal(string: "-0.5"))
        XCTAssertEqual(try JSONValue.string(".5").decodeDecimal(at: path), Decimal(string: "0.5"))
        XCTAssertEqual(try JSONValue.string("1e-3").decodeDecimal(at: path), Decimal(string: "0.001"))
        for text in ["1.2.3", "12-3", "", "-", ".", "1e", "1e+", "12a", " 12", "12 ", "--1", "1..2"] {
            XCTAssertThrowsError(try JSONValue.string(text).decodeDecimal(at: path), text) { error in
                XCTAssertEqual("\(error)", "price: expected a decimal number, got \(JSONValue.string(text).errorDescription)", text)
            }
        }
    }

    func testAFloatRoundsAnyIntegerInItsRange() throws {
        XCTAssertEqual(try JSONValue.int(9_007_199_254_740_993).decodeFloat(at: path), Float(9_007_199_254_740_993))
        XCTAssertEqual(try JSONValue.int(Int64.max).decodeFloat(at: path), Float(Int64.max))
        XCTAssertEqual(try JSONValue.double(0.1).decodeFloat(at: path), Float(0.1))
        XCTAssertThrowsError(try JSONValue.double(1e39).decodeFloat(at: path)) { error in
            XCTAssertEqual("\(error)", "price: expected a 32-bit float, got \(JSONValue.double(1e39).errorDescription), which would not convert exactly")
        }
    }

    func testANullWhereAnObjectOrArrayBelongsIsAWrongType() {
        XCTAssertThrowsError(try JSONValue.null.decodeObject(at: .root)) { error in
            XCTAssertEqual("\(error)", "$: expected an object, got null")
        }
        XCTAssertThrowsError(try JSONValue.null.decodeArray(at: path)) { error in
            XCTAssertEqual("\(error)", "price: expected an array, got null")
        }
    }
}
