import Foundation
import ModelRuntime
import XCTest

/// The JSON mapping rules of generated records, checked on the `Catalog` test model's
/// generated `Product` (see `Generated/`): absent vs null vs wrong type vs lossy number
/// vs bad date, for required and optional fields, each with the error's key path.
final class JSONMappingTests: XCTestCase {
    let minimal: JSONValue = ["id": 7, "name": "Lamp", "sku": "ABC-1234", "created_at": "2024-01-02T03:04:05Z"]

    func product() throws -> Product {
        try Product(json: minimal)
    }

    func assertError(_ expected: String, entity: String = "Product", file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
            XCTAssertEqual((error as? JSONMappingError)?.entity, entity, file: file, line: line)
        }
    }

    // MARK: Creating records

    func testInitAppliesModelDefaultsForAbsentFields() throws {
        let product = try product()
        XCTAssertEqual(product.class, .standard)
        XCTAssertEqual(product.quantity, 0)
        XCTAssertEqual(product.price, Decimal(string: "0.00"))
        XCTAssertEqual(product.isActive, true)
        XCTAssertNil(product.weight)
        XCTAssertNil(product.shelfID)
        XCTAssertEqual(product.createdAt, Date(timeIntervalSince1970: 1_704_164_645))
    }

    func testInitRequiresRequiredFieldsWithoutDefault() {
        var payload = minimal
        if case .object(var members) = payload { members["sku"] = nil; payload = .object(members) }
        assertError("sku: expected a string, but the key is absent") { _ = try Product(json: payload) }
    }

    func testNullOnRequiredFieldIsAnError() {
        assertError("name: expected a string, got null (the field is required)") {
            _ = try Product(json: merged(["name": nil]))
        }
        assertError("is_active: expected a boolean, got null (the field is required)") {
            _ = try Product(json: merged(["is_active": nil]))
        }
    }

    func testNullOnOptionalFieldClearsIt() throws {
        var product = try Product(json: merged(["weight": 12, "website": "https://example.com"]))
        XCTAssertEqual(product.weight, 12)
        try product.update(with: ["weight": nil, "website": nil] as JSONValue)
        XCTAssertNil(product.weight)
        XCTAssertNil(product.website)
    }

    // MARK: Updating records

    func testAbsentKeysLeaveFieldsUntouched() throws {
        var product = try Product(json: merged(["ratio": 0.25, "quantity": 3]))
        try product.update(with: ["name": "Desk lamp"] as JSONValue)
        XCTAssertEqual(product.name, "Desk lamp")
        XCTAssertEqual(product.ratio, 0.25)
        XCTAssertEqual(product.quantity, 3)
    }

    func testWrongTypesAreErrorsForRequiredAndOptionalFields() throws {
        var product = try product()
        assertError("name: expected a string, got 12") { try product.update(with: ["name": 12] as JSONValue) }
        assertError("ratio: expected a number, got \"fast\"") { try product.update(with: ["ratio": "fast"] as JSONValue) }
        assertError("is_active: expected a boolean, got 1") { try product.update(with: ["is_active": 1] as JSONValue) }
        assertError("code: expected a UUID, got \"nope\"") { try product.update(with: ["code": "nope"] as JSONValue) }
        assertError("image: expected base64 data, got 3") { try product.update(with: ["image": 3] as JSONValue) }
        assertError("$: expected an object, got an array") { try product.update(with: [1, 2] as JSONValue) }
    }

    func testNumbersConvertOnlyLosslessly() throws {
        var product = try product()
        try product.update(with: ["quantity": 5.0, "ratio": 2] as JSONValue)
        XCTAssertEqual(product.quantity, 5)
        XCTAssertEqual(product.ratio, 2)
        assertError("quantity: expected a 32-bit integer, got 2.5, which would not convert exactly") {
            try product.update(with: ["quantity": 2.5] as JSONValue)
        }
        assertError("weight: expected a 16-bit integer, got 40000, which would not convert exactly") {
            try product.update(with: ["weight": 40000] as JSONValue)
        }
        assertError("ratio: expected a number, got 9007199254740993, which would not convert exactly") {
            try product.update(with: ["ratio": .int(9_007_199_254_740_993)] as JSONValue)
        }
        try product.update(with: ["big": .int(9_007_199_254_740_993)] as JSONValue)
        XCTAssertEqual(product.bigNumber, 9_007_199_254_740_993, "int attributes keep 64-bit values exactly")
    }

    func testDatesAcceptISO8601WithAndWithoutFractionsAndRejectOthers() throws {
        var product = try product()
        try product.update(with: ["released_at": "2024-01-02T03:04:05.678Z"] as JSONValue)
        XCTAssertEqual(product.releasedAt, Date(timeIntervalSince1970: 1_704_164_645.678))
        try product.update(with: ["released_at": "2024-01-02T03:04:05Z"] as JSONValue)
        XCTAssertEqual(product.releasedAt, Date(timeIntervalSince1970: 1_704_164_645))
        assertError("released_at: expected a date, got \"soon\"") { try product.update(with: ["released_at": "soon"] as JSONValue) }
        assertError("created_at: expected a date, got 1704164645") { try product.update(with: ["created_at": 1_704_164_645] as JSONValue) }
    }

    func testModelRulesAreCheckedOnUpdate() throws {
        var product = try product()
        assertError("quantity: 1001 is above the maximum 1000") { try product.update(with: ["quantity": 1001] as JSONValue) }
        assertError("quantity: -1 is below the minimum 0") { try product.update(with: ["quantity": -1] as JSONValue) }
        assertError("name: text of 21 characters is longer than the maximum 20") {
            try product.update(with: ["name": .string(String(repeating: "é", count: 21))] as JSONValue)
        }
        assertError("class: \"broken\" is not one of \"standard\", \"fragile\", \"n/a\"") { try product.update(with: ["class": "broken"] as JSONValue) }
        assertError("sku: \"abc-1234\" does not match the pattern ^[A-Z]{3}-[0-9]{4}$") { try product.update(with: ["sku": "abc-1234"] as JSONValue) }
        try product.update(with: ["class": "n/a"] as JSONValue)
        XCTAssertEqual(product.class, .nA)
    }

    func testFailedUpdateLeavesTheRecordUnchanged() throws {
        var product = try product()
        let before = product
        XCTAssertThrowsError(try product.update(with: ["name": "Changed", "quantity": -5] as JSONValue))
        XCTAssertEqual(product, before)
    }

    func testJSONKeyOverridesAndSnakeCaseKeysAreHonoured() throws {
        let product = try Product(json: merged(["big": 5, "is_active": false, "bigNumber": 9, "isActive": true]))
        XCTAssertEqual(product.bigNumber, 5)
        XCTAssertEqual(product.isActive, false)
    }

    func testToOneRelationshipAcceptsAKeyOrANestedObject() throws {
        let shelf = "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e"
        XCTAssertEqual(try Product(json: merged(["shelf": .string(shelf)])).shelfID, UUID(uuidString: shelf))
        XCTAssertEqual(try Product(json: merged(["shelf": ["id": .string(shelf), "title": "Top"]])).shelfID, UUID(uuidString: shelf))
        assertError("shelf.id: expected the referenced record's key, but the key is absent") {
            _ = try Product(json: merged(["shelf": ["title": "Top"]]))
        }
    }

    func testDictionaryAndDataOverloadsBehaveLikeJSONValue() throws {
        let data = Data(#"{"id": 1, "name": "Cup", "sku": "CUP-0001", "created_at": "2024-01-02T03:04:05Z", "ratio": null}"#.utf8)
        var product = try Product(json: data)
        XCTAssertEqual(product.name, "Cup")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(#"{"quantity": 4, "is_active": false}"#.utf8)) as? [String: Any])
        try product.update(with: object)
        XCTAssertEqual(product.quantity, 4)
        XCTAssertEqual(product.isActive, false)
    }

    func merged(_ extra: [String: JSONValue]) -> JSONValue {
        guard case .object(var members) = minimal else { return minimal }
        for (key, value) in extra { members[key] = value }
        return .object(members)
    }
}
