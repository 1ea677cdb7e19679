import Foundation
import GRDB
import ModelRuntime
import XCTest

/// A record as a JSON payload (`jsonPayload()`) reads back through `init(json:)` as an equal
/// record: its `Codable` form is the row's (keyed by column, nil left out), which
/// `init(json:)` read with the keys dropped and nil fields given their defaults, without
/// an error (found round-tripping the records generated for six real schemas).
final class RecordPayloadTests: XCTestCase {
    private let created = Date(timeIntervalSince1970: 1_700_000_000.123)

    func testEveryFieldTypeReadsBackAsTheSameValue() throws {
        let full = Product(
            id: 7, name: "Lamp \"desk\"", sku: "LMP-0001", class: .nA, quantity: 1000, weight: -32768, price: Decimal(string: "12.345")!,
            ratio: 0.1, score: 0.1, isActive: false, releasedAt: Date(timeIntervalSince1970: -86_400.5), createdAt: created,
            code: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"), image: Data([0, 255, 10]), website: URL(string: "https://example.com/a?b=c"),
            extra: ["a": [1, 2.5, "x", nil, true]], bigNumber: Int64.max, shelfID: UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        let payload = full.jsonPayload()
        XCTAssertEqual(try Product(json: payload), full)
        XCTAssertEqual(payload["class"], "n/a", "an enumeration by its value")
        XCTAssertEqual(payload["is_active"], false, "a bool as a bool, not the 0 stored")
        XCTAssertEqual(payload["shelf"], .string("00000000-0000-0000-0000-000000000001"), "a to-one's key under the relationship's name")
        XCTAssertNil(payload["shelf_id"], "not under its column")
        XCTAssertEqual(payload["big"], .int(Int64.max), "under its jsonKey")
    }

    func testNilFieldsAreNullAndStayNilRatherThanTakingDefaults() throws {
        let sparse = Product(id: 8, name: "Box", sku: "BOX-0001", createdAt: created)
        let payload = sparse.jsonPayload()
        XCTAssertEqual(payload["weight"], .null)
        XCTAssertEqual(try Product(json: payload), sparse)
        var patched = try Product(json: full().jsonPayload())
        try patched.update(with: sparse.jsonPayload())
        XCTAssertEqual(patched, sparse, "a payload applied as an update makes the record equal to the one it came from")
    }

    private func full() -> Product {
        Product(id: 8, name: "Lamp", sku: "LMP-0002", weight: 3, ratio: 2, score: 1, releasedAt: created, createdAt: created, code: UUID(), image: Data([1]),
                website: URL(string: "https://example.com"), extra: 1, bigNumber: 5, shelfID: UUID())
    }
}
