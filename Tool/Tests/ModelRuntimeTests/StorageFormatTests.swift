import Foundation
import ModelRuntime
import XCTest

final class StorageFormatTests: XCTestCase {
    func testDatesAreWrittenAsUTCWithMilliseconds() {
        XCTAssertEqual(StorageFormat.string(from: Date(timeIntervalSince1970: 1_704_164_645.678)), "2024-01-02T03:04:05.678Z")
        XCTAssertEqual(StorageFormat.string(from: Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(StorageFormat.string(from: Date(timeIntervalSince1970: -0.001)), "1969-12-31T23:59:59.999Z")
    }

    func testDatesParseWithAndWithoutFractionsAndOffsets() throws {
        let reference = Date(timeIntervalSince1970: 1_704_164_645)
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02T03:04:05Z"), reference)
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02T03:04:05.678Z"), reference.addingTimeInterval(0.678))
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02T03:04:05.678123Z"), reference.addingTimeInterval(0.678))
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02T05:04:05+02:00"), reference)
        XCTAssertEqual(StorageFormat.date(from: "2024-01-01T22:34:05-0430"), reference)
        XCTAssertEqual(StorageFormat.date(from: "1977-05-25"), Date(timeIntervalSince1970: 233_366_400))
    }

    /// SQLite's own date text has no zone (`CURRENT_TIMESTAMP`, `datetime('now')`:
    /// `2024-01-02 03:04:05`), and SQLite's functions read it as UTC; so do the records:
    /// a `date` column defaulting to `CURRENT_TIMESTAMP` (the model language's own
    /// example) gave rows no record could read.
    func testADateTimeWithoutAZoneIsUTCAsSQLiteReadsIt() {
        let reference = Date(timeIntervalSince1970: 1_704_164_645)
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02 03:04:05"), reference)
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02T03:04:05.678"), reference.addingTimeInterval(0.678))
        XCTAssertEqual(StorageFormat.date(from: "2024-01-02 03:04:05.000000"), reference)
    }

    /// A year beyond 9999 (or before 0) is written in ISO-8601's expanded form, and read
    /// back from it: such a date was stored and could not be read.
    func testAnExpandedYearReadsBackAsWritten() throws {
        for seconds in [253_402_300_800.0, 1e12, -62_167_219_201.5, -1e12] {
            let date = Date(timeIntervalSince1970: seconds)
            let text = StorageFormat.string(from: date)
            XCTAssertTrue(text.hasPrefix("+") || text.hasPrefix("-"), text)
            XCTAssertEqual(try XCTUnwrap(StorageFormat.date(from: text), text).timeIntervalSince1970, seconds, accuracy: 0.0005, text)
        }
    }

    func testImpossibleOrMalformedDatesAreRejected() {
        for text in ["soon", "2024-02-30", "2023-02-29T00:00:00Z", "2024-01-02T03:04", "2024-13-01", "2024-01-02T25:00:00Z", "2024-01-02T03:04:05.Z", "",
                     "+12345-01-02T03:04:05Z", "-2024-01-02"] {
            XCTAssertNil(StorageFormat.date(from: text), text)
        }
        XCTAssertNotNil(StorageFormat.date(from: "2024-02-29T00:00:00Z"))
    }

    func testStoredTextRoundTripsEveryMillisecond() throws {
        for milliseconds in stride(from: Int64(-5_000_000_000_000), to: 5_000_000_000_000, by: 123_456_789_013) {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let text = StorageFormat.string(from: date)
            XCTAssertEqual(StorageFormat.date(from: text).map(StorageFormat.string(from:)), text)
        }
    }

    /// The sync fast path binds a date already in the stored form as it is; that is right
    /// only if formatting the parsed date gives the same text back, for every year.
    func testStoredFormIsAFixedPointOfParsingAndFormatting() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: width - text.count) + text
        }
        for _ in 0..<20_000 {
            let text = "\(digits(next(10_000), 4))-\(digits(1 + next(12), 2))-\(digits(1 + next(28), 2))T"
                + "\(digits(next(24), 2)):\(digits(next(60), 2)):\(digits(next(60), 2)).\(digits(next(1000), 3))Z"
            XCTAssertEqual(StorageFormat.date(from: text).map(StorageFormat.string(from:)), text)
        }
    }

    func testUUIDsAreLowercase() throws {
        let uuid = try XCTUnwrap(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(StorageFormat.string(from: uuid), "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    }
}
