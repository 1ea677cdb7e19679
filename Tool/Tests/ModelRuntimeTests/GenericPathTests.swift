import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// Today's generated path (`init(json:)` as key + `Patch` + defaults, `update(with:)` and
/// `storageAssignments(from:at:)` from ModelRuntime through the `Patch`, `storageValues()`
/// from `forEachStorageValue`) against the records generated before issue #12
/// (`PreviousProduct`), on random payloads over every construct of `Product`: each type,
/// optional, default, range, length, pattern, enumeration, a to-one key given bare or as
/// an object, null, absent, wrong types.
///
/// One deliberate difference: when a payload has several errors, the previous `init(json:)`
/// reported the first field in model order, a "missing" one included; now the key is
/// checked first, then every given value (as the `Patch` does), then the missing ones. So
/// payloads with one error must give the same error, and payloads with more must fail both ways.
final class GenericPathTests: XCTestCase {
    /// How a payload states one field.
    enum Choice: CaseIterable {
        case absent, null, valid, invalid
    }

    /// One field of `Product`: its JSON key, whether it is required without a default,
    /// whether it is optional, and its valid and invalid values.
    struct FieldCase {
        var key: String
        var required: Bool
        var optional: Bool
        var valid: [JSONValue]
        var invalid: [JSONValue]
    }

    static let shelfKey = "0f1e2d3c-4b5a-4987-8654-3210fedcba98"

    static let fields: [FieldCase] = [
        FieldCase(key: "name", required: true, optional: false, valid: ["Lamp", "", "ñ"], invalid: [1, .string(String(repeating: "x", count: 21))]),
        FieldCase(key: "sku", required: true, optional: false, valid: ["ABC-1234"], invalid: ["abc-1234", true]),
        FieldCase(key: "class", required: false, optional: false, valid: ["standard", "fragile", "n/a"], invalid: ["gone", 3]),
        FieldCase(key: "quantity", required: false, optional: false, valid: [0, 1000, 3.0], invalid: [1001, -1, 2.5, "3"]),
        FieldCase(key: "weight", required: false, optional: true, valid: [-32768, 7], invalid: [40000, "x"]),
        FieldCase(key: "price", required: false, optional: false, valid: ["12.50", 3], invalid: ["twelve", true]),
        FieldCase(key: "ratio", required: false, optional: true, valid: [0.25, 2], invalid: ["0.5", .int(9_007_199_254_740_993)]),
        FieldCase(key: "score", required: false, optional: true, valid: [1.5, 0], invalid: [.double(1e300), "1"]),
        FieldCase(key: "is_active", required: false, optional: false, valid: [true, false], invalid: [1, "true"]),
        FieldCase(key: "released_at", required: false, optional: true, valid: ["1977-05-25", "2024-01-02T03:04:05.678+02:00"], invalid: ["2023-02-29", 5]),
        FieldCase(key: "created_at", required: true, optional: false, valid: ["2024-01-02T03:04:05Z"], invalid: ["soon", false]),
        FieldCase(key: "code", required: false, optional: true, valid: ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"], invalid: ["not-a-uuid", 1]),
        FieldCase(key: "image", required: false, optional: true, valid: ["AAEC"], invalid: ["***", 2]),
        FieldCase(key: "website", required: false, optional: true, valid: ["https://example.com/a"], invalid: [4, ["x"]]),
        FieldCase(key: "extra", required: false, optional: true, valid: [["a": [true]], 3, "text"], invalid: []),
        FieldCase(key: "big", required: false, optional: true, valid: [.int(Int64.max), -1], invalid: [1.5, "1"]),
        FieldCase(key: "shelf", required: false, optional: true, valid: [.string(shelfKey), ["id": .string(shelfKey), "title": "Top"]], invalid: [3, ["title": "no key"]]),
    ]

    /// A random payload and how many errors it holds.
    func payload(using generator: inout SplitMix64, withID: Bool) -> (json: JSONValue, errors: Int) {
        var object: [String: JSONValue] = [:]
        var errors = 0
        if withID {
            switch generator.next() % 16 {
            case 0: errors += 1
            case 1:
                object["id"] = "one"
                errors += 1
            default: object["id"] = .int(Int64(generator.next() % 1000))
            }
        }
        for field in Self.fields {
            // Mostly valid values, so that many payloads hold no error or one.
            var choice = generator.next() % 10 == 0 ? Choice.allCases[Int(generator.next() % 4)] : .valid
            if choice == .invalid, field.invalid.isEmpty { choice = .valid }
            switch choice {
            case .absent:
                if field.required && withID { errors += 1 }
            case .null:
                object[field.key] = .null
                if !field.optional { errors += 1 }
            case .valid:
                object[field.key] = field.valid[Int(generator.next() % UInt64(field.valid.count))]
            case .invalid:
                object[field.key] = field.invalid[Int(generator.next() % UInt64(field.invalid.count))]
                errors += 1
            }
        }
        return (.object(object), errors)
    }

    /// The outcome of one call: the stored values, or the error as printed with its entity.
    func outcome<T>(_ body: () throws -> T, _ describe: (T) -> String) -> String {
        do {
            return describe(try body())
        } catch let error as JSONMappingError {
            return "error [\(error.entity ?? "-")] \(error)"
        } catch {
            return "unexpected \(error)"
        }
    }

    func assertSame(_ current: String, _ previous: String, errors: Int, _ what: String, _ payload: JSONValue) {
        if errors <= 1 {
            XCTAssertEqual(current, previous, "\(what): \(payload)")
        } else {
            XCTAssertEqual(current.hasPrefix("error ["), previous.hasPrefix("error ["), "\(what): \(payload)")
        }
    }

    func testRandomPayloadsGiveThePreviousRecordsPatchesAndErrors() throws {
        var generator = SplitMix64(seed: 12)
        let base = try JSONValue(data: Data(#"{"id": 5, "name": "Cup", "sku": "CUP-0001", "created_at": "2024-01-02T03:04:05Z", "ratio": 0.5, "weight": 2, "shelf": "\#(Self.shelfKey)"}"#.utf8))
        let current = try Product(json: base)
        let previous = try PreviousProduct(json: base)
        XCTAssertEqual(current.storageValues(), previous.storageValues())
        var failures = 0
        for _ in 0..<3000 {
            let (json, errors) = payload(using: &generator, withID: true)
            let created = outcome({ try Product(json: json, at: JSONPath.root.appending("items").appending(index: 3)) }) { "\($0.storageValues())" }
            let createdBefore = outcome({ try PreviousProduct(json: json, at: JSONPath.root.appending("items").appending(index: 3)) }) { "\($0.storageValues())" }
            assertSame(created, createdBefore, errors: errors, "init(json:)", json)
            if created.hasPrefix("error") { failures += 1 }

            let (changes, changeErrors) = payload(using: &generator, withID: false)
            let updated = outcome({ () throws -> Product in
                var record = current
                try record.update(with: changes, at: .root)
                return record
            }) { "\($0.storageValues())" }
            let updatedBefore = outcome({ () throws -> PreviousProduct in
                var record = previous
                try record.update(with: changes, at: .root)
                return record
            }) { "\($0.storageValues())" }
            assertSame(updated, updatedBefore, errors: changeErrors, "update(with:)", changes)

            let assigned = outcome({ try Product.storageAssignments(from: changes, at: .root) }) { "\($0.map { "\($0.column)=\($0.value)" })" }
            let assignedBefore = outcome({ try PreviousProduct.Patch(json: changes).storageAssignments() }) { "\($0.map { "\($0.column)=\($0.value)" })" }
            assertSame(assigned, assignedBefore, errors: changeErrors, "storageAssignments", changes)
        }
        // The payloads reach both outcomes often enough to compare something.
        XCTAssertGreaterThan(failures, 300)
        XCTAssertLessThan(failures, 2700)
    }

    func testOneErrorPerConstructNamesTheSameKeyPathAsBefore() throws {
        let valid: [String: JSONValue] = ["id": 1, "name": "Cup", "sku": "CUP-0001", "created_at": "2024-01-02T03:04:05Z"]
        let path = JSONPath.root.appending("films").appending(index: 3)
        var described: [String] = []
        for field in Self.fields {
            for value in field.invalid + (field.optional ? [] : [JSONValue.null]) {
                var object = valid
                object[field.key] = value
                let current = outcome({ try Product(json: .object(object), at: path) }) { _ in "ok" }
                XCTAssertEqual(current, outcome({ try PreviousProduct(json: .object(object), at: path) }) { _ in "ok" })
                described.append(current)
            }
            if field.required {
                var object = valid
                object[field.key] = nil
                XCTAssertEqual(outcome({ try Product(json: .object(object), at: path) }) { _ in "ok" },
                               outcome({ try PreviousProduct(json: .object(object), at: path) }) { _ in "ok" })
            }
        }
        XCTAssertEqual(described.first, "error [Product] films[3].name: expected a string, got 1")
        XCTAssertEqual(described.filter { !$0.hasPrefix("error [Product] films[3].") }, [])
    }

    func testSeveralErrorsNowReportAGivenValueBeforeAMissingField() throws {
        let json: JSONValue = ["id": 1, "sku": "CUP-0001", "created_at": "soon"]
        XCTAssertEqual(outcome({ try PreviousProduct(json: json) }) { _ in "ok" }, "error [Product] name: expected a string, but the key is absent")
        XCTAssertEqual(outcome({ try Product(json: json) }) { _ in "ok" }, #"error [Product] created_at: expected a date, got "soon""#)
    }
}
