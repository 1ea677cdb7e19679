import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// `mergedFrom`: a column takes over the values of old columns the new version drops
/// (a property Core Data moved from sub-entities up to their parent). The values are
/// carried over before the drop, which is then safe; a row holding values in two of
/// the merged columns is refused before anything runs, never resolved silently.
final class MergeColumnsTests: PlanTestCase {
    /// Wire's `Message` hierarchy in one table: `AssetClientMessage`'s `delivered` kept
    /// under the parent's name, `ClientMessage`'s in its own column.
    private var v1Message: String { entity("Message", [
        "id: int", "kind: { type: string, values: [text, asset] }", "delivered: bool?", "clientMessageDelivered: bool?", "body: string?",
    ]) }
    /// Version 2: `delivered` moved up, taking over `clientMessageDelivered`'s values.
    private var v2Message: String { entity("Message", [
        "id: int", "kind: { type: string, values: [text, asset] }",
        "delivered: { type: bool, optional: true, mergedFrom: [clientMessageDelivered] }", "body: string?",
    ]) }
    private let fill = """
        INSERT INTO message (id, kind, delivered, client_message_delivered, body) VALUES
          (1, 'asset', 1, NULL, 'a'), (2, 'text', NULL, 0, 'b'), (3, 'text', NULL, 1, 'c'), (4, 'text', NULL, NULL, 'd');
        """

    func testAKeptColumnTakesOverTheMergedColumnsValuesWithAnUpdateBeforeTheDrop() throws {
        let v1 = try model(version: 1, v1Message)
        let v2 = try model(version: 2, v2Message)
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["mergeColumns", "dropColumn"], "no rebuild: an UPDATE, then the native drop")
        XCTAssertEqual(plan.steps.map(\.safety), [.dataDependent, .safe], "the drop loses nothing once the values are merged")
        XCTAssertEqual(plan.safety, .dataDependent, "not destructive: migrate needs no --allow-destructive")
        XCTAssertNil(plan.steps[1].rowsAtStake)
        XCTAssertEqual(dialect.render(plan).components(separatedBy: "\n").filter { $0.hasPrefix("UPDATE") }, [
            #"UPDATE "message" SET "delivered" = coalesce("delivered", "client_message_delivered") WHERE "client_message_delivered" IS NOT NULL;"#,
        ])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [0, 0], "no row holds two values; the merged values are booleans")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, delivered FROM message ORDER BY id"), [
            [1.databaseValue, 1.databaseValue], [2.databaseValue, 0.databaseValue], [3.databaseValue, 1.databaseValue], [4.databaseValue, .null],
        ])
    }

    func testARowHoldingTwoOfTheMergedValuesIsRefusedBeforeAnythingRuns() throws {
        let v1 = try model(version: 1, v1Message)
        let v2 = try model(version: 2, v2Message)
        let plan = plan(v1, v2)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + "UPDATE message SET client_message_delivered = 0 WHERE id = 1;")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [1, 0])
        let check = try XCTUnwrap(plan.steps[0].checks.first)
        XCTAssertEqual(check.description, #"rows of "message" holding a value in more than one of "delivered", "client_message_delivered" must be 0"#)
        XCTAssertEqual(try queue.read { db in try Row.fetchAll(db, sql: XCTUnwrap(check.samples)).map { $0["id"] as Int64 } }, [1],
                       "the samples name the row")
        XCTAssertThrowsError(try migrate(queue, with: plan))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM message WHERE client_message_delivered IS NOT NULL"), [[3.databaseValue]],
                       "nothing ran: the column and its values are still there")
    }

    func testANewColumnTakesTheFirstValueOfSeveralColumnsInTheModelsOrder() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mobile: string?", "landline: string?", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "phone: { type: string, optional: true, mergedFrom: [mobile, landline] }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["addColumn", "mergeColumns", "dropColumn", "dropColumn"], "added, filled, then the merged columns dropped")
        XCTAssertEqual(plan.safety, .dataDependent)
        guard case .mergeColumns(_, _, let order) = plan.steps[1].operation else { return XCTFail("\(plan.steps[1])") }
        XCTAssertEqual(order, ["mobile", "landline", "phone"], "a new column's own value (its default) comes last")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO person VALUES (1, '+44 1', NULL, 'Ada'), (2, NULL, '020 2', 'Grace'), (3, NULL, NULL, 'Alan');
            """)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, phone FROM person ORDER BY id"), [
            [1.databaseValue, "+44 1".databaseValue], [2.databaseValue, "020 2".databaseValue], [3.databaseValue, .null],
        ])
    }

    func testMergedValuesThatBreakTheColumnsRulesAreRefusedBeforeAnythingRuns() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mobile: string?", "landline: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "phone: { type: string, optional: true, maxLength: 6, mergedFrom: [mobile, landline] }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["addColumn", "mergeColumns", "dropColumn", "dropColumn"])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, '+44 1', NULL), (2, NULL, '020 7946 0000');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [0, 1], "no row holds two values; one merged value is longer than 6")
        XCTAssertEqual(plan.steps[1].checks.last?.description, #"rows of "person" violating CHECK (length("phone") <= 6) must be 0"#)
        XCTAssertThrowsError(try migrate(queue, with: plan))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person WHERE landline IS NOT NULL"), [[1.databaseValue]])
    }

    func testAMergedColumnOfAnotherTypeIsCastInARebuildAndItsLossesRefused() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "count: int?", "legacyCount: string?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "count: { type: int, optional: true, mergedFrom: [legacyCount] }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"], "an UPDATE would store the text as it is; the copy casts it")
        XCTAssertEqual(rebuilds(plan).first?.mapping["count"], #"coalesce("count", CAST("legacy_count" AS INTEGER))"#)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 5, NULL), (2, NULL, '12'), (3, NULL, NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, count FROM item ORDER BY id"), [
            [1.databaseValue, 5.databaseValue], [2.databaseValue, 12.databaseValue], [3.databaseValue, .null],
        ])
        let lossy = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, NULL, 'twelve');", name: "lossy.sqlite")
        XCTAssertThrowsError(try migrate(lossy, with: plan)) { error in
            XCTAssertTrue("\(error)".contains(#"whose "legacy_count" does not survive conversion from TEXT to INTEGER"#), "\(error)")
        }
    }

    func testARebuildCarriesTheMergedValuesInItsCopy() throws {
        let v1 = try model(version: 1, entity("Message", [
            "id: int", "delivered: bool?", "clientMessageDelivered: bool?", "mobile: string?", "landline: string?",
        ]))
        let v2 = try model(version: 2, entity("Message", [
            "id: int", "delivered: { type: bool, default: false, mergedFrom: [clientMessageDelivered] }",
            "phone: { type: string, mergedFrom: [mobile, landline] }",
        ]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"], "`delivered` becomes NOT NULL and `phone` is NOT NULL without a default")
        let rebuild = try XCTUnwrap(rebuilds(plan).first)
        XCTAssertEqual(rebuild.mapping["delivered"], #"coalesce(coalesce("delivered", "client_message_delivered"), 0)"#,
                       "merged first, then NULLs filled with the default")
        XCTAssertEqual(rebuild.mapping["phone"], #"coalesce("mobile", "landline")"#)
        XCTAssertEqual(rebuild.changes.map(\.kind), ["addColumn", "mergeColumns", "mergeColumns", "dropColumn", "dropColumn", "dropColumn", "alterColumn"])
        XCTAssertFalse(rebuild.changes.contains { $0.safety == .destructive })
        XCTAssertNil(plan.steps[0].rowsAtStake, "no row's data is at stake")

        let rows = "INSERT INTO message VALUES (1, 1, NULL, '+44 1', NULL), (2, NULL, 0, NULL, '020 2'), (3, NULL, NULL, 'm3', NULL);"
        let queue = try database(SQLiteSchemaCompiler.compile(v1), rows)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try self.rows(queue, "SELECT id, delivered, phone FROM message ORDER BY id"), [
            [1.databaseValue, 1.databaseValue, "+44 1".databaseValue],
            [2.databaseValue, 0.databaseValue, "020 2".databaseValue],
            [3.databaseValue, 0.databaseValue, "m3".databaseValue],
        ])

        let empty = try database(SQLiteSchemaCompiler.compile(v1), rows + "INSERT INTO message VALUES (4, NULL, NULL, NULL, NULL);", name: "empty-phone.sqlite")
        XCTAssertThrowsError(try migrate(empty, with: plan)) { error in
            XCTAssertTrue("\(error)".contains(#"rows of "message" holding no value in any of "mobile", "landline" must be 0"#), "\(error)")
        }
    }

    func testAPlanFromALiveDatabaseResolvesTheMergedNamesByTheDefaultNaming() throws {
        let v1 = try model(version: 1, v1Message)
        let v2 = try model(version: 2, v2Message)
        let hints = RenameHints(from: nil, to: v2)
        XCTAssertEqual(hints.merges, ["message": ["delivered": ["client_message_delivered"]]])
        let plan = diff(from: SQLiteSchemaCompiler.compile(v1), to: SQLiteSchemaCompiler.compile(v2), hints: hints)
        XCTAssertEqual(kinds(plan), ["mergeColumns", "dropColumn"])
    }

    /// A to-one's `mergedFrom` takes over the links of to-ones the version drops (two
    /// one-way relationships Core Data paired as inverses: CartKit's `Modifier.item`, and
    /// the inverse the import gave `Item.modifiers`): each row keeps its own link, else the
    /// merged one. A row linked to the same row by both passes (the links are one); one
    /// linked to two different rows is refused before anything runs.
    func testAToOneTakesOverTheLinksOfTheToOnesItIsMergedFrom() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "name: string?"], relationships: ["modifiers: { to: Modifier, toMany: true, inverse: modifiersOfItem }"])
            + entity("Modifier", ["id: int", "name: string?"], relationships: [
                "item: { to: Item, optional: true }", "modifiersOfItem: { to: Item, inverse: modifiers, optional: true }",
            ]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "name: string?"], relationships: ["modifiers: { to: Modifier, toMany: true, inverse: item }"])
            + entity("Modifier", ["id: int", "name: string?"], relationships: ["item: { to: Item, inverse: modifiers, optional: true, mergedFrom: [modifiersOfItem] }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent, "not destructive: the dropped key's links are merged")
        let fill = """
            INSERT INTO item (id, name) VALUES (1, 'burger'), (2, 'pizza');
            INSERT INTO modifier (id, name, item_id, modifiers_of_item_id) VALUES (1, 'cheese', NULL, 1), (2, 'onion', 1, 1), (3, 'olive', 2, NULL);
            """
        let refused = try database(SQLiteSchemaCompiler.compile(v1), fill + "INSERT INTO modifier VALUES (4, 'basil', 1, 2);", name: "refused.sqlite")
        XCTAssertEqual(try preflightCounts(plan, on: refused).first, 1, "basil is linked to two different items")
        XCTAssertEqual(plan.checks.first?.check.description,
                       #"rows of "modifier" linked to different rows by more than one of "item_id", "modifiers_of_item_id" must be 0"#)
        XCTAssertThrowsError(try migrate(refused, with: plan))

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, item_id FROM modifier ORDER BY id"), [
            [1.databaseValue, 1.databaseValue], [2.databaseValue, 1.databaseValue], [3.databaseValue, 2.databaseValue],
        ], "cheese keeps the link it had only through `Item.modifiers`")
    }

    /// `mergedFrom` on a relationship: only on a to-one that holds its key, naming to-ones
    /// of the previous version this one no longer has.
    func testARelationshipsMergedFromIsOnlyOnAToOneHoldingItsKey() throws {
        func errors(_ entities: String) throws -> [String] {
            let url = directory.appendingPathComponent("model-\(UUID().uuidString).yaml")
            try ("model: Test\nversion: 2\nentities:\n" + entities).write(to: url, atomically: true, encoding: .utf8)
            return ModelKit.validate(try ModelLoader.loadFile(url.path)).filter { $0.severity == .error }.map(\.message)
        }
        XCTAssertEqual(try errors(entity("Item", ["id: int"], relationships: ["modifiers: { to: Modifier, toMany: true, inverse: item, mergedFrom: [old] }"])
            + entity("Modifier", ["id: int"], relationships: ["item: { to: Item, inverse: modifiers, optional: true }"])),
            ["`mergedFrom` on `Item.modifiers`, which holds no key column of its own to take over links in"])
        XCTAssertEqual(try errors(entity("Item", ["id: int"]) + entity("Modifier", ["id: int"], relationships: [
            "item: { to: Item, optional: true, mergedFrom: [owner] }", "owner: { to: Item, optional: true }",
        ])), ["relationship `Modifier.item` is `mergedFrom` `owner`, which this version still has"])
    }

    func testAMergeStepReadsBackFromItsJSON() throws {
        let v1 = try model(version: 1, v1Message)
        let v2 = try model(version: 2, v2Message)
        let plan = plan(v1, v2)
        let json = try JSONEncoder().encode(plan.steps[0])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["kind"] as? String, "mergeColumns")
        XCTAssertEqual(object["coalesce"] as? [String], ["delivered", "client_message_delivered"])
        XCTAssertEqual(try JSONDecoder().decode(Step.self, from: json), plan.steps[0])
    }
}
