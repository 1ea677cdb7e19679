import Foundation
import ModelRuntime
import XCTest

final class JSONValueTests: XCTestCase {
    func testIntegersStayExactAndFractionsBecomeDoubles() throws {
        let value = try JSONValue(text: #"{"big": 9007199254740993, "neg": -9223372036854775808, "frac": 1.5, "exp": 1e3, "huge": 18446744073709551616}"#)
        XCTAssertEqual(value["big"], .int(9_007_199_254_740_993))
        XCTAssertEqual(value["neg"], .int(Int64.min))
        XCTAssertEqual(value["frac"], .double(1.5))
        XCTAssertEqual(value["exp"], .double(1000))
        XCTAssertEqual(value["huge"], .double(18_446_744_073_709_551_616))
    }

    /// Decimal numbers convert exactly as `Double(text)` converts them, whether the parser
    /// takes its fast path (significand below 2^53, power of ten up to 22) or not.
    func testFractionsConvertLikeDoubleParsingText() throws {
        var texts = ["0.1", "-0.0", "0.0", "1e22", "1e23", "-1E-22", "9007199254740993.0", "9007199254740992.5",
                     "123456789012345678.5", "2.2250738585072014e-308", "5e-324", "1.7976931348623157e308",
                     "0.30000000000000004", "124.875", "1.5e+3", "100e-2", "12345678901234567890e-5"]
        var state: UInt64 = 42
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 11) % bound
        }
        for _ in 0..<20_000 {
            let integer = String(next(1 << 40) >> next(40))
            let fraction = String(next(1 << 50) >> next(50))
            let exponent = next(3) == 0 ? "e\(Int(next(60)) - 30)" : ""
            texts.append((next(2) == 0 ? "-" : "") + integer + "." + fraction + exponent)
        }
        for text in texts {
            guard case .double(let value) = try JSONValue(text: text) else { return XCTFail(text) }
            let expected = try XCTUnwrap(Double(text), text)
            XCTAssertEqual(value.bitPattern, expected.bitPattern, text)
        }
    }

    func testStringEscapesAndSurrogatePairsDecode() throws {
        let value = try JSONValue(text: #"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00", "plain é"]"#)
        XCTAssertEqual(value, ["a\"b\\c/d\n", "é😀", "plain é"])
    }

    /// JSON text is UTF-8: a string holding bytes that are not (`FF FE`, a Latin-1 file)
    /// is refused where it starts, escaped or not, rather than stored with U+FFFD in their
    /// place (`modelc sync` exited 0 and wrote `EF BF BD EF BF BD`).
    func testAStringThatIsNotUTF8IsRefused() throws {
        for (prefix, suffix) in [("[\"a", "b\"]"), ("[\"\\n", "\"]"), ("{\"k\": \"é", "\"}")] {
            let data = Data(prefix.utf8) + Data([0xFF, 0xFE]) + Data(suffix.utf8)
            XCTAssertThrowsError(try JSONValue(data: data), prefix) { error in
                guard let error = error as? JSONMappingError, case .invalidJSON(_, let message) = error.reason else { return XCTFail("unexpected \(error)") }
                XCTAssertEqual(message, "a string that is not UTF-8")
            }
        }
        XCTAssertEqual(try JSONValue(data: Data(#"["é 😀"]"#.utf8)), ["é 😀"], "UTF-8 reads as it did")
    }

    /// A decimal sent as a JSON number is read as a `Double`, exact to 15 significant
    /// digits: one that needs more was stored rounded (`123456789.123456789` became
    /// `123456789.12345679`, exit 0). It is refused, pointing at a string, which keeps it.
    func testADecimalNumberOfMoreDigitsThanADoubleKeepsIsRefused() throws {
        for text in ["12.5", "-0.00125", "123456789012.345", "1e20", "100000.0"] {
            XCTAssertEqual(try JSONValue(text: text).decodeDecimal(at: .root), Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), text)
        }
        for text in ["123456789.123456789", "12345678901234567890123", "0.1234567890123456"] {
            XCTAssertThrowsError(try JSONValue(text: text).decodeDecimal(at: .root), text) { error in
                XCTAssertTrue("\(error)".contains("as a string"), "\(error)")
            }
        }
        XCTAssertEqual(try JSONValue(text: #""123456789.123456789""#).decodeDecimal(at: .root), Decimal(string: "123456789.123456789"), "a string is exact")
    }

    func testInvalidJSONReportsTheByteOffset() {
        XCTAssertThrowsError(try JSONValue(text: #"{"a": tru}"#)) { error in
            guard let error = error as? JSONMappingError, case .invalidJSON(let offset, _) = error.reason else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(offset, 6)
        }
        XCTAssertThrowsError(try JSONValue(text: "[1, 2"))
        XCTAssertThrowsError(try JSONValue(text: "01"))
        XCTAssertThrowsError(try JSONValue(text: "[1] x"))
        XCTAssertThrowsError(try JSONValue(text: String(repeating: "[", count: 600) + String(repeating: "]", count: 600)))
    }

    /// A number beyond `Double`'s range read as an infinity, which a `double` column then
    /// stored (`modelc sync` of `1e400`, exit 0); it is refused where it stands.
    func testANumberBeyondDoublesRangeIsRefused() {
        for text in [#"{"a": 1e400}"#, #"{"a": -1.5e999}"#] {
            XCTAssertThrowsError(try JSONValue(text: text)) { error in
                guard let error = error as? JSONMappingError, case .invalidJSON(let offset, let reason) = error.reason else {
                    return XCTFail("unexpected \(error)")
                }
                XCTAssertEqual(offset, text.utf8.count - 1, "after the number: \(text)")
                XCTAssertTrue("\(reason)".contains("number out of range"), "\(reason)")
            }
        }
        XCTAssertEqual(try JSONValue(text: "1.7976931348623157e308"), .double(.greatestFiniteMagnitude))
    }

    func testSerialisationSortsKeysAndRoundTrips() throws {
        let value: JSONValue = ["b": [1, 2.5, true, nil], "a": "x\"y", "c": ["z": 1]]
        XCTAssertEqual(value.jsonText, #"{"a":"x\"y","b":[1,2.5,true,null],"c":{"z":1}}"#)
        XCTAssertEqual(try JSONValue(text: value.jsonText), value)
    }

    func testFoundationObjectsConvertWithBooleansKeptApart() throws {
        let data = Data(#"{"flag": true, "count": 3, "ratio": 0.5, "none": null, "list": ["a"]}"#.utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let value = try JSONValue(any: object)
        XCTAssertEqual(value, ["flag": true, "count": 3, "ratio": 0.5, "none": nil, "list": ["a"]])
    }

    func testCodableRoundTripThroughFoundation() throws {
        let value: JSONValue = ["id": 12, "name": "Luke", "tags": ["a", nil], "mass": 77.5]
        let data = try JSONEncoder().encode(value)
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), value)
    }

    func testKeyPathsPrintLikeJavaScript() {
        let path = JSONPath("films").appending(index: 3).appending("release_date")
        XCTAssertEqual(path.description, "films[3].release_date")
        XCTAssertEqual(JSONPath.root.description, "$")
    }
}
