import Foundation
import GRDB
import ModelRuntime
import XCTest

final class PatchTests: XCTestCase {
    func testPatchDecodesAbsentNullAndValuesDistinctly() throws {
        let data = Data(#"{"name": "Lamp", "ratio": null, "weight": 3}"#.utf8)
        let patch = try JSONDecoder().decode(Product.Patch.self, from: data)
        XCTAssertEqual(patch.name, "Lamp")
        XCTAssertEqual(patch.ratio, .null)
        XCTAssertEqual(patch.weight, .value(3))
        XCTAssertEqual(patch.score, .absent)
        XCTAssertNil(patch.quantity)
    }

    func testPatchRejectsNullForRequiredFields() {
        XCTAssertThrowsError(try JSONDecoder().decode(Product.Patch.self, from: Data(#"{"name": null}"#.utf8)))
        XCTAssertThrowsError(try Product.Patch(json: ["name": nil])) { error in
            XCTAssertEqual("\(error)", "name: expected a string, got null (the field is required)")
        }
    }

    func testPatchEncodesOnlyWhatItSets() throws {
        let patch = Product.Patch(name: "Lamp", ratio: .null)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(patch), as: UTF8.self), #"{"name":"Lamp","ratio":null}"#)
        XCTAssertTrue(Product.Patch().isEmpty)
        XCTAssertFalse(patch.isEmpty)
    }

    func testUpdateWithPatchSetsClearsAndKeeps() throws {
        var product = try Product(json: ["id": 1, "name": "Cup", "sku": "CUP-0001", "created_at": "2024-01-02T03:04:05Z", "ratio": 0.5, "score": 2])
        product.update(with: Product.Patch(quantity: 9, weight: .value(4), ratio: .null))
        XCTAssertEqual(product.quantity, 9)
        XCTAssertNil(product.ratio)
        XCTAssertEqual(product.weight, 4)
        XCTAssertEqual(product.score, 2)
        XCTAssertEqual(product.name, "Cup")
    }

    func testPatchFromJSONChecksRulesAndGivesStorageAssignments() throws {
        let patch = try Product.Patch(json: ["quantity": 3, "released_at": "2024-01-02T03:04:05.5Z", "code": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "ratio": nil])
        let assignments = Dictionary(uniqueKeysWithValues: patch.storageAssignments().map { ($0.column, $0.value) })
        XCTAssertEqual(assignments["quantity"], 3.databaseValue)
        XCTAssertEqual(assignments["released_at"], "2024-01-02T03:04:05.500Z".databaseValue)
        XCTAssertEqual(assignments["code"], "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue)
        XCTAssertEqual(assignments["ratio"], .null)
        XCTAssertEqual(assignments.count, 4)
        XCTAssertThrowsError(try Product.Patch(json: ["quantity": 5000])) { error in
            XCTAssertEqual("\(error)", "quantity: 5000 is above the maximum 1000")
        }
    }

    /// The example of docs/codegen.md, "Patches", as written there.
    func testTheDocumentedPatchExample() throws {
        var product = try Product(json: ["id": 1, "name": "Cup", "sku": "CUP-0001", "created_at": "2024-01-02T03:04:05Z", "weight": 2])
        var patch = Product.Patch(name: "Lamp", weight: .null)        // the generated initializer
        patch.quantity = 3                                            // a required field: nil means absent
        patch.website = .value(URL(string: "https://example.com")!)  // an optional one: .absent, .null or .value
        product.update(with: patch)                                   // absent fields untouched, .null clears
        let fromJSON = try Product.Patch(json: ["quantity": 3])      // with the model's checks

        XCTAssertEqual(product.name, "Lamp")
        XCTAssertNil(product.weight)
        XCTAssertEqual(product.quantity, 3)
        XCTAssertEqual(product.website, URL(string: "https://example.com"))
        XCTAssertEqual(product.sku, "CUP-0001")
        XCTAssertEqual(fromJSON, Product.Patch(quantity: 3), "patches are Equatable")
        XCTAssertEqual(patch.quantity, 3)
        XCTAssertEqual(patch.weight, .null)
        XCTAssertEqual(patch.ratio, .absent)
    }

    /// A patch names fields by key path; every field of the table has its own slot.
    func testEveryFieldIsReachableByItsKeyPathAndNoOtherIsSet() {
        var patch = Product.Patch()
        patch[field: \.name] = "Lamp"
        patch[field: \.shelfID] = .null
        XCTAssertEqual(patch, Product.Patch(name: "Lamp", shelfID: .null))
        XCTAssertEqual(patch.storageAssignments().map(\.column), ["name", "shelf_id"])
        XCTAssertEqual(patch.storageAssignments().map(\.value), ["Lamp".databaseValue, .null])
    }
}
