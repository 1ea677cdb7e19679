import Foundation
import GRDB
@testable import ModelRuntime
import XCTest

/// The sync fast path (`PayloadLayout`, from JSON bytes and from `JSONValue`s) against the
/// general path (generated `init(json:)`, `Patch`, one element at a time) on the same
/// payloads, each into its own real SQLite file: the same rows, the same results, the same
/// errors, and nothing written when a sync fails.
final class PayloadLayoutTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("PayloadLayoutTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let shelfID = "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e"

    /// Every stored field of a product, in storage order, as JSON text.
    static let productFields: [(key: String, value: String)] = [
        ("id", "1"), ("name", #""Lamp""#), ("sku", #""ABC-0001""#), ("class", #""fragile""#), ("quantity", "3"),
        ("weight", "-2"), ("price", #""12.50""#), ("ratio", "0.25"), ("score", "1.5"), ("is_active", "false"),
        ("released_at", "null"), ("created_at", #""2024-01-02T03:04:05.678Z""#), ("code", #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#),
        ("image", #""AQI=""#), ("website", #""https://example.com/a""#), ("extra", #"{"b": [1, 2.5], "a": null}"#),
        ("big", "9007199254740993"), ("shelf", "\"\(shelfID)\""),
    ]

    /// A product naming every stored field, `values` replacing the defaults in place and
    /// `extra` appended (more members, starting with a comma).
    static func fullProduct(_ id: Int, _ values: [String: String] = [:], extra: String = "") -> String {
        var values = values
        values["id"] = values["id"] ?? String(id)
        let members = productFields.map { "\"\($0.key)\": \(values[$0.key] ?? $0.value)" }
        return "{" + members.joined(separator: ", ") + extra + "}"
    }

    /// How one way of syncing ends: its result or its error, and every table's rows.
    struct Outcome: Equatable {
        var result: String
        var tables: [String: [[DatabaseValue]]]
    }

    enum Way: CaseIterable {
        case general, bytes, values
    }

    /// Runs `payload` through every way, each on a fresh database seeded by `seed`, and
    /// asserts the outcomes are the general path's; returns it.
    @discardableResult
    func assertSameOutcome<Record: ModelRecord>(
        _ type: Record.Type, _ payload: String, deleteMissing: Bool = false,
        seed: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        var outcomes: [Way: Outcome] = [:]
        for way in Way.allCases {
            let queue = try Catalog.openDatabase(at: folder.appendingPathComponent("\(UUID().uuidString).sqlite").path)
            var store = ModelStore(queue)
            store.usesPayloadLayouts = way != .general
            try store.sync(Shelf.self, jsonData: Data(#"[{"id": "\#(Self.shelfID)", "title": "Top"}]"#.utf8))
            if !seed.isEmpty { try store.sync(Record.self, jsonData: Data(seed.utf8)) }
            let result: String
            do {
                let outcome: ModelStore.SyncResult
                switch way {
                case .general, .bytes: outcome = try store.sync(Record.self, jsonData: Data(payload.utf8), deleteMissing: deleteMissing, root: "items")
                case .values: outcome = try store.sync(Record.self, json: JSONValue(data: Data(payload.utf8)), deleteMissing: deleteMissing, root: "items")
                }
                result = "written \(outcome.written), deleted \(outcome.deleted)"
            } catch let error as JSONMappingError {
                result = "\(error) [\(error.entity ?? "-")]"
            } catch {
                result = "\(Swift.type(of: error)): \(error)"
            }
            outcomes[way] = Outcome(result: result, tables: try dump(queue))
        }
        let general = try XCTUnwrap(outcomes[.general])
        for way in [Way.bytes, .values] {
            XCTAssertEqual(outcomes[way]?.result, general.result, "\(way)", file: file, line: line)
            XCTAssertEqual(outcomes[way]?.tables, general.tables, "\(way)", file: file, line: line)
        }
        return general
    }

    /// Every row of every table of the model, ordered by value, with their storage classes.
    func dump(_ queue: DatabaseQueue) throws -> [String: [[DatabaseValue]]] {
        try queue.read { db in
            var tables: [String: [[DatabaseValue]]] = [:]
            for table in ["product", "shelf", "plate", "label", "label_products"] {
                let order = table == "label" ? "1" : "1, 2"
                tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)").map { Array($0.databaseValues) }
            }
            return tables
        }
    }

    func testFlatElementsStoreWhatTheGeneratedMappersStore() throws {
        let outcome = try assertSameOutcome(Product.self, "[" + (1...20).map { Self.fullProduct($0) }.joined(separator: ",") + "]")
        XCTAssertEqual(outcome.result, "written 20, deleted 0")
        let row = try XCTUnwrap(outcome.tables["product"]?.first)
        XCTAssertEqual(row[12], "e621e1f8-c36c-495a-93fc-0c247a3e6e5f".databaseValue, "UUIDs are stored lowercase")
    }

    func testDatesAndUUIDsAreCanonicalisedAlike() throws {
        let dates = ["2024-01-02T03:04:05Z", "2024-01-02T05:04:05.5+02:00", "1977-05-25", "2024-01-02 03:04:05.123456z",
                     "2016-12-31T23:59:60Z", "2024-02-29T00:00:00.9996Z", "0001-01-01T00:00:00Z",
                     "2016-12-31T23:59:60.500Z", "0000-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2024-02-29T12:00:00.000Z"]
        let uuids = ["e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-c36c-495A-93FC-0C247A3E6E5F"]
        var elements: [String] = []
        for (index, date) in dates.enumerated() {
            elements.append(Self.fullProduct(index + 1, ["created_at": "\"\(date)\"", "code": "\"\(uuids[index % 2])\""]))
        }
        try assertSameOutcome(Product.self, "[" + elements.joined(separator: ",") + "]")
    }

    func testNumbersConvertOnlyWithoutLoss() throws {
        let variants = [["quantity": "3.0"], ["quantity": "1e2"], ["weight": "-32768"], ["ratio": "7"], ["ratio": "-0.0"],
                        ["big": "-9223372036854775808"], ["ratio": "1e400"], ["score": "1e-50"], ["quantity": "0", "weight": "32767"]]
        let elements = variants.enumerated().map { Self.fullProduct($0.offset + 1, $0.element) }
        try assertSameOutcome(Product.self, "[" + elements.joined(separator: ",") + "]")
    }

    func testStringsWithEscapesAndUnicodeStoreTheDecodedText() throws {
        let names = [#"Caf\u00e9"#, "Café", #"a\"b\\c\/d\n"#, "日本語のランプ", #"\ud83d\ude00 lamp"#, ""]
        let elements = names.enumerated().map { Self.fullProduct($0.offset + 1, ["name": "\"\($0.element)\""]) }
        try assertSameOutcome(Product.self, "[" + elements.joined(separator: ",") + "]")
    }

    /// The fast path refuses a string that is not UTF-8 as the general path does, and
    /// writes nothing.
    func testAStringThatIsNotUTF8IsRefusedOnEveryPath() throws {
        let text = "[" + Self.fullProduct(1, ["name": "\"a@@b\""]) + "]"
        let parts = text.components(separatedBy: "@@")
        let data = Data(parts[0].utf8) + Data([0xFF, 0xFE]) + Data(parts[1].utf8)
        for layouts in [true, false] {
            let queue = try Catalog.openDatabase(at: folder.appendingPathComponent("\(UUID().uuidString).sqlite").path)
            var store = ModelStore(queue)
            store.usesPayloadLayouts = layouts
            XCTAssertThrowsError(try store.sync(Product.self, jsonData: data), "layouts \(layouts)") { error in
                XCTAssertTrue("\(error)".contains("a string that is not UTF-8"), "\(error)")
            }
            XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM product") }, 0)
        }
    }

    func testElementsTheFastPathLeavesGoThroughTheGeneralPathInOrder() throws {
        let elements = [
            Self.fullProduct(1),
            #"{"id": 2, "name": "Partial", "sku": "ABC-0002", "created_at": "2024-01-02T03:04:05Z"}"#,
            Self.fullProduct(3, extra: #", "tags": [{"id": "sale"}, {"id": "new"}]"#),
            Self.fullProduct(4, ["shelf": #"{"id": "\#(Self.shelfID)", "title": "Renamed"}"#]),
            Self.fullProduct(5, extra: #", "unknown": {"deep": [1, {"x": null}]}, "note": "ignored""#),
            Self.fullProduct(6, extra: #", "name": "Repeated""#),
            Self.fullProduct(7).replacingOccurrences(of: #""name""#, with: #""n\u0061me""#),
            Self.fullProduct(8, extra: #", "nämé": 1"#),
            Self.fullProduct(1, ["name": #""Again""#]),
            #"{"id": 2, "ratio": null, "name": "Patched"}"#,
        ]
        let outcome = try assertSameOutcome(Product.self, "[" + elements.joined(separator: ",\n") + "]")
        XCTAssertEqual(outcome.result, "written 10, deleted 0")
        XCTAssertEqual(outcome.tables["label_products"]?.count, 2)
        XCTAssertEqual(outcome.tables["shelf"]?.first?[1], "Renamed".databaseValue)
    }

    func testElementsAcrossSeveralRowStatementsKeepPayloadOrder() throws {
        // 16 elements make one statement (`LayoutTarget.rowsPerBatch`): a key repeated
        // within a batch and across batches ends with its last element, an element the
        // fast path leaves in the middle of a batch is written after the ones before it,
        // and the last, shorter batch is written too.
        var elements = (1...40).map { Self.fullProduct($0, ["name": "\"P\($0)\""]) }
        elements[5] = Self.fullProduct(3, ["name": #""again 3""#])
        elements[20] = #"{"id": 3, "name": "partial 3"}"#
        elements[33] = Self.fullProduct(21, ["name": #""again 21""#])
        elements[39] = Self.fullProduct(3, ["name": #""last 3""#, "quantity": "7"])
        let outcome = try assertSameOutcome(Product.self, "[" + elements.joined(separator: ",") + "]", deleteMissing: true)
        XCTAssertEqual(outcome.result, "written 40, deleted 0")
        let names = outcome.tables["product"]?.compactMap { row in row.count > 1 ? String.fromDatabaseValue(row[1]) : nil }
        XCTAssertEqual(names?.count, 37)
        XCTAssertEqual(names?.filter { $0.hasSuffix(" 3") || $0.hasSuffix(" 21") }, ["last 3", "again 21"])
    }

    func testResyncOverStoredRowsAndDeleteMissing() throws {
        let seed = "[" + (1...5).map { Self.fullProduct($0) }.joined(separator: ",") + "]"
        let payload = "[" + [Self.fullProduct(2, ["name": #""Two""#]), #"{"id": 4, "name": "Four"}"#, Self.fullProduct(6)].joined(separator: ",") + "]"
        let outcome = try assertSameOutcome(Product.self, payload, deleteMissing: true, seed: seed)
        XCTAssertEqual(outcome.result, "written 3, deleted 3")
        try assertSameOutcome(Product.self, payload, deleteMissing: false, seed: seed)
    }

    func testOtherEntitiesKeysAndReferences() throws {
        try assertSameOutcome(Plate.self, #"[{"id": 1, "text": "A", "shelf": "\#(Self.shelfID.uppercased())"}, {"id": 2, "text": "B", "shelf": {"id": "\#(Self.shelfID)", "title": "T"}}]"#)
        try assertSameOutcome(Label.self, #"[{"id": "sale"}, {"id": "new", "products": []}, {"id": "x", "extra": 1}]"#, deleteMissing: true, seed: #"[{"id": "old"}]"#)
        try assertSameOutcome(Shelf.self, #"[{"id": "\#(Self.shelfID.uppercased())", "title": "Upper"}, {"id": "7d3c5a4e-0000-4000-8000-000000000001", "title": "New"}]"#)
    }

    func testErrorsAreTheGeneralPathsAndNothingIsWritten() throws {
        let seed = "[" + Self.fullProduct(1) + "]"
        let broken: [[String: String]] = [
            ["quantity": #""3""#], ["quantity": "5000"], ["quantity": "-1"], ["quantity": "3.5"], ["weight": "40000"],
            ["is_active": "1"], ["class": #""other""#], ["name": #""A name that is much too long""#], ["sku": #""abc""#],
            ["created_at": #""soon""#], ["created_at": #""2023-02-29""#], ["created_at": #""2023-02-29T00:00:00.000Z""#],
            ["created_at": #""2024-01-02T24:00:00.000Z""#], ["created_at": #""2024-01-02T03:04:05.67xZ""#], ["code": #""not-a-uuid""#],
            ["ratio": "9007199254740993"], ["created_at": "null"], ["name": "null"], ["id": "null"], ["price": #""1,5""#],
            ["shelf": "3"], ["name": #"["x"]"#], ["extra": #"{"a": tru}"#], ["score": "1e300"], ["image": #""%%""#],
            ["website": #""""#], ["big": "1.5"], ["id": #""9""#], ["shelf": #""7d3c5a4e-0000-4000-8000-000000000001""#],
        ]
        for values in broken {
            let payload = "[" + Self.fullProduct(2, ["name": #""Changed""#]) + "," + Self.fullProduct(9, values) + "]"
            let outcome = try assertSameOutcome(Product.self, payload, seed: seed)
            XCTAssertFalse(outcome.result.hasPrefix("written"), "\(values): \(outcome.result)")
            XCTAssertEqual(outcome.tables["product"]?.count, 1, "\(values): nothing is written when a sync fails")
        }
    }

    func testMalformedPayloadsFailAlike() throws {
        for payload in ["", "{}", "[1]", "[{\"id\": 1}", "[" + Self.fullProduct(1) + ",]", "[" + Self.fullProduct(1) + "] x",
                        "[" + Self.fullProduct(1) + " " + Self.fullProduct(2) + "]", "[{\"id\": 1, \"name\": \"a\nb\"}]", "[null]", "[[]]"] {
            let outcome = try assertSameOutcome(Product.self, payload)
            XCTAssertFalse(outcome.result.hasPrefix("written"), payload)
        }
    }

    func testAFailedFastSyncInsideATransactionLeavesEarlierWritesAlone() throws {
        var outcomes: [[String: [[DatabaseValue]]]] = []
        for usesLayouts in [false, true] {
            let queue = try Catalog.openDatabase(at: folder.appendingPathComponent("\(UUID().uuidString).sqlite").path)
            var store = ModelStore(queue)
            store.usesPayloadLayouts = usesLayouts
            try store.transaction { writer in
                try writer.sync(Shelf.self, jsonData: Data(#"[{"id": "\#(Self.shelfID)", "title": "Top"}]"#.utf8))
                try writer.sync(Label.self, jsonData: Data(#"[{"id": "kept"}]"#.utf8))
                XCTAssertThrowsError(try writer.sync(Product.self, jsonData: Data(("[" + Self.fullProduct(1) + #", {"id": "two"}]"#).utf8)))
                try writer.sync(Label.self, jsonData: Data(#"[{"id": "after"}]"#.utf8))
            }
            outcomes.append(try dump(queue))
        }
        XCTAssertEqual(outcomes[0], outcomes[1])
        XCTAssertEqual(outcomes[1]["label"]?.count, 2)
    }

    func testFullElementsTakeTheFastPathWithoutReadingKeysOrFallingBack() throws {
        let queue = try Catalog.openDatabase(at: folder.appendingPathComponent("trace.sqlite").path)
        let store = ModelStore(queue)
        try store.sync(Shelf.self, jsonData: Data(#"[{"id": "\#(Self.shelfID)", "title": "Top"}]"#.utf8))
        let payload = "[" + (1...10).map { Self.fullProduct($0) }.joined(separator: ",") + "]"
        let statements = StatementLog()
        try queue.write { db in db.trace { statements.append($0.description) } }
        try store.sync(Product.self, jsonData: Data(payload.utf8))
        try store.sync(Product.self, json: JSONValue(data: Data(payload.utf8)), deleteMissing: true)
        try queue.write { db in db.trace(options: [], nil) }
        let kinds = statements.all.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        let upserts = Array(repeating: "INSERT", count: 10)
        // After the rows: whether the table has triggers (`DirectSteps` tells observers of
        // the table, or of the whole database), and GRDB reading the table's columns once,
        // the first time it is told of changes to it.
        let notified = ["SELECT", "PRAGMA", "PRAGMA"]
        XCTAssertEqual(kinds.filter { $0 != "BEGIN" && $0 != "COMMIT" }, ["SAVEPOINT"] + upserts + notified + ["RELEASE", "SAVEPOINT"] + upserts + ["SELECT", "SELECT", "RELEASE"],
                       "every element is upserted, new or not, with no UPDATE and no ROLLBACK; only deleteMissing reads the keys: \(statements.all)")
    }
}
