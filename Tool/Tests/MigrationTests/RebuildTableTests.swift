import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// The traps of the 12-step table rebuild: cascades, views, triggers, row ids, renames.
final class RebuildTableTests: PlanTestCase {
    func parentAndChildren(weight: String) -> String {
        entity("Person", ["id: int", "name: string", "weight: \(weight)"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner, deleteRule: cascade }"])
            + entity("Dog", ["id: int", "name: string"], relationships: ["owner: { to: Person, inverse: dogs }"])
    }
    let fill = """
        INSERT INTO person (id, name, weight) VALUES (1, 'Ada', 60), (2, 'Zoë 🐘', 9223372036854775807);
        INSERT INTO dog (id, name, owner_id) VALUES (1, 'Rex', 1), (2, 'Fido', 1), (3, 'Ghost', 2);
        """

    func testDroppingParentTableKeepsChildRowsDuringRebuild() throws {
        let v1 = try model(version: 1, parentAndChildren(weight: "int"))
        let v2 = try model(version: 2, parentAndChildren(weight: "string"))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.steps[0].table, "person")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, owner_id FROM dog ORDER BY id"),
                       [[1, 1], [2, 1], [3, 2]].map { $0.map(\.databaseValue) }, "ON DELETE CASCADE did not fire")
        XCTAssertEqual(try rows(queue, "SELECT weight FROM person ORDER BY id"), [["60".databaseValue], ["9223372036854775807".databaseValue]])
        try queue.write { try $0.execute(sql: "DELETE FROM person WHERE id = 1") }
        XCTAssertEqual(try rows(queue, "SELECT id FROM dog"), [[3.databaseValue]], "the cascade still works afterwards")
    }

    func testTheSameRebuildWithForeignKeysOnWouldDeleteChildRows() throws {
        let v1 = try model(version: 1, parentAndChildren(weight: "int"))
        let v2 = try model(version: 2, parentAndChildren(weight: "string"))
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try queue.write { db in try db.execute(sql: dialect.render(plan(v1, v2))) }
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM dog"), [[0.databaseValue]],
                       "why the applier must switch foreign keys off before BEGIN")
    }

    let extras = Schema(
        views: [View(name: "heavy", sql: "CREATE VIEW \"heavy\" AS SELECT \"name\" FROM \"person\" WHERE length(\"weight\") > 5")],
        triggers: [Trigger(name: "person_audit", table: "person", sql: """
            CREATE TRIGGER "person_audit" AFTER UPDATE ON "person" BEGIN UPDATE "dog" SET "name" = "name" || '!' WHERE "owner_id" = NEW."id"; END
            """)])

    /// The schemas before and after `weight` becomes a string; the old one holds the view and
    /// the trigger of `extras`, the new one neither.
    func weightBecomesAString() throws -> (old: Schema, new: Schema) {
        var old = SQLiteSchemaCompiler.compile(try model(version: 1, parentAndChildren(weight: "int")))
        old.views = extras.views
        old.triggers = extras.triggers
        return (old, SQLiteSchemaCompiler.compile(try model(version: 2, parentAndChildren(weight: "string"))))
    }

    /// Applies `plan` to a filled database and checks that the view of `extras` reads the
    /// rebuilt table and its trigger fires on it.
    func assertViewAndTriggerWork(after plan: Plan, from old: Schema, to new: Schema, file: StaticString = #filePath, line: UInt = #line) throws {
        let queue = try database(old, fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT name FROM heavy"), [["Zoë 🐘".databaseValue]], file: file, line: line)
        try queue.write { try $0.execute(sql: "UPDATE person SET name = 'Ada L.' WHERE id = 1") }
        XCTAssertEqual(try rows(queue, "SELECT name FROM dog WHERE owner_id = 1 ORDER BY id"), [["Rex!".databaseValue], ["Fido!".databaseValue]], file: file, line: line)
    }

    func testManagedViewsAndTriggersAreDroppedBeforeARebuildAndCreatedAfterIt() throws {
        var (old, new) = try weightBecomesAString()
        new.views = extras.views
        new.triggers = extras.triggers
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "rebuildTable", "createView", "createTrigger"])
        let rebuild = try XCTUnwrap(rebuilds(plan).first)
        XCTAssertEqual(rebuild.views, [], "the plan manages the view itself")
        XCTAssertEqual(rebuild.triggers, [])
        XCTAssertFalse(rebuild.usesLegacyAlterTable, "nothing names the table while it is renamed")
        try assertViewAndTriggerWork(after: plan, from: old, to: new)
    }

    func testUnmanagedViewsAndTriggersSurviveARebuildFromTheirSavedSQL() throws {
        var (old, new) = try weightBecomesAString()
        new.unmanaged = ["heavy", "person_*"]
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        let rebuild = try XCTUnwrap(rebuilds(plan).first)
        XCTAssertEqual(rebuild.views.map(\.name), ["heavy"])
        XCTAssertEqual(rebuild.triggers.map(\.name), ["person_audit"])
        XCTAssertTrue(rebuild.usesLegacyAlterTable)
        XCTAssertEqual(dialect.render(plan), """
            -- step 1: rebuildTable person [safe]
            -- "person" is rebuilt because column "weight" changes definition, which ALTER TABLE cannot do
            DROP VIEW IF EXISTS "heavy";
            CREATE TABLE "_modelc_new_person" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "name" TEXT NOT NULL,
              "weight" TEXT NOT NULL
            ) STRICT;
            INSERT INTO "_modelc_new_person" ("id", "name", "weight") SELECT "id", "name", CAST("weight" AS TEXT) FROM "person";
            DROP TABLE "person";
            PRAGMA legacy_alter_table=ON;
            ALTER TABLE "_modelc_new_person" RENAME TO "person";
            PRAGMA legacy_alter_table=OFF;
            CREATE TRIGGER "person_audit" AFTER UPDATE ON "person" BEGIN UPDATE "dog" SET "name" = "name" || '!' WHERE "owner_id" = NEW."id"; END;
            CREATE VIEW "heavy" AS SELECT "name" FROM "person" WHERE length("weight") > 5;

            """)
        new.views = extras.views
        new.triggers = extras.triggers
        try assertViewAndTriggerWork(after: plan, from: old, to: new)
    }

    func testRebuildKeepsRowIDsOfTablesWithoutAnIntegerKey() throws {
        let v1 = try model(version: 1, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: int"]))
        let v2 = try model(version: 2, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(rebuilds(plan).first?.keepsRowID, true)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO tag (rowid, id, label) VALUES (17, 'b7e1c3a2-0000-4000-8000-000000000001', 1), (3, 'a7e1c3a2-0000-4000-8000-000000000002', 2);
            """)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT rowid, label FROM tag ORDER BY rowid"), [[3.databaseValue, "2".databaseValue], [17.databaseValue, "1".databaseValue]])
    }

    /// Firefox's `moz_bookmarks_roots`, adopted as `primaryKey: rowid`, given an
    /// `INTEGER PRIMARY KEY`: the new key is the rowid's alias, so each row keeps its rowid
    /// as its value. The plan had filled it with NULL and refused a table with rows.
    func testANewIntegerKeyOfATableKeyedByItsRowIDTakesTheRowIDs() throws {
        let v1 = try model(version: 1, "  Root:\n    primaryKey: rowid\n    attributes:\n      name: { type: string, unique: true }\n      folder: int\n")
        let v2 = try model(version: 2, entity("Root", ["id: { type: int, primaryKey: true }", "name: { type: string, unique: true }", "folder: int"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .safe, plan.text(from: "1", to: "2"))
        XCTAssertEqual(rebuilds(plan).first?.mapping["id"], "rowid")
        XCTAssertEqual(plan.steps.flatMap(\.checks).map(\.description), [], "nothing to count: rowids are there and never repeat")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO root (rowid, name, folder) VALUES (7, 'places', 1), (2, 'menu', 2);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, name FROM root ORDER BY id"), [[2.databaseValue, "menu".databaseValue], [7.databaseValue, "places".databaseValue]])

        // A column named rowid leaves the next name that reads it; a table of an engine
        // without rowids (its schema has no SQLite options) has none.
        var named = SchemaCore.Table(name: "root", columns: [Column(name: "RowID", type: .text)], isStrict: false)
        XCTAssertEqual(named.rowIDName, "_rowid_")
        named.sqlite = nil
        XCTAssertNil(named.rowIDName)
    }

    func testRenamedAndRebuiltTableChecksTheOldNameBeforeTheRename() throws {
        let v1 = try model(version: 1, entity("Human", ["id: int", "status: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "status: string"], extra: ["renamedFrom: Human"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["renameTable", "rebuildTable"])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO human VALUES (1, 'ok'), (2, NULL);")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [1], "preflight runs before the rename, on the old name")
        try queue.write { try $0.execute(sql: "DELETE FROM human WHERE status IS NULL") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, status FROM person"), [[1.databaseValue, "ok".databaseValue]])
    }

    func testRebuildOfASelfReferencingTableKeepsTheLinks() throws {
        func person(_ type: String) -> String {
            entity("Person", ["id: int", "rank: \(type)"], relationships: [
                "parent: { to: Person, inverse: children, optional: true }",
                "children: { to: Person, toMany: true, inverse: parent, deleteRule: cascade }",
            ])
        }
        let v1 = try model(version: 1, person("int"))
        let v2 = try model(version: 2, person("double"))
        let plan = plan(v1, v2)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, 1, NULL), (2, 2, 1), (3, 3, 2);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, rank, parent_id FROM person ORDER BY id"),
                       [[1.databaseValue, 1.0.databaseValue, .null], [2.databaseValue, 2.0.databaseValue, 1.databaseValue], [3.databaseValue, 3.0.databaseValue, 2.databaseValue]])
        try queue.write { try $0.execute(sql: "DELETE FROM person WHERE id = 1") }
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[0.databaseValue]], "the self-reference still cascades")
    }

    func testRenamingATableUsedByAViewKeepsTheViewWorking() throws {
        let v1 = try model(version: 1, entity("Human", ["id: int", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"], extra: ["renamedFrom: Human"]))
        var old = SQLiteSchemaCompiler.compile(v1)
        old.views = [View(name: "names", sql: "CREATE VIEW \"names\" AS SELECT \"name\" FROM \"human\"")]
        var new = SQLiteSchemaCompiler.compile(v2)
        new.unmanaged = ["names"]
        let plan = diff(from: old, to: new, hints: RenameHints(from: v1, to: v2))
        XCTAssertEqual(kinds(plan), ["renameTable"], "an unmanaged view is left to SQLite, which carries the rename into it")
        let queue = try database(old, "INSERT INTO human VALUES (1, 'Ada');")
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, "SELECT name FROM names"), [["Ada".databaseValue]])
    }

    func testRenamingAReferencedKeyDuringARebuildKeepsChildForeignKeysPointingAtIt() throws {
        func models(_ key: String, weight: String) -> String {
            entity("Person", [key, "weight: \(weight)"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner }"])
                + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"])
        }
        let v1 = try model(version: 1, models("id: int", weight: "int"))
        let v2 = try model(version: 2, models("key: { type: int, primaryKey: true, renamedFrom: id }", weight: "string"))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["renameColumn", "rebuildTable"], "the rename runs natively first so the child's REFERENCES follows")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, 10), (2, 20); INSERT INTO dog VALUES (1, 2), (2, NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT key, weight FROM person ORDER BY key"),
                       [[1.databaseValue, "10".databaseValue], [2.databaseValue, "20".databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT owner_id FROM dog ORDER BY id"), [[2.databaseValue], [.null]])
    }

    func testATriggerOnAnotherTableNamingTheRebuiltTableNeedsLegacyAlterTable() throws {
        let v1 = try model(version: 1, parentAndChildren(weight: "int"))
        let v2 = try model(version: 2, parentAndChildren(weight: "string"))
        let trigger = Trigger(name: "dog_touch", table: "dog", sql: """
            CREATE TRIGGER "dog_touch" AFTER INSERT ON "dog" BEGIN UPDATE "person" SET "name" = "name" || '+' WHERE "id" = NEW."owner_id"; END
            """)
        var old = SQLiteSchemaCompiler.compile(v1)
        old.triggers = [trigger]
        var new = SQLiteSchemaCompiler.compile(v2)
        new.triggers = [trigger]
        new.unmanaged = ["dog_touch"]
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["rebuildTable"], "the trigger is unmanaged: it stays in place through the rebuild")
        XCTAssertEqual(rebuilds(plan).first?.usesLegacyAlterTable, true)
        XCTAssertEqual(rebuilds(plan).first?.triggers, [], "the trigger is on another table: DROP TABLE keeps it")

        let queue = try database(old, fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: new)
        try queue.write { try $0.execute(sql: "INSERT INTO dog VALUES (9, 'Pup', 2)") }
        XCTAssertEqual(try rows(queue, "SELECT name FROM person WHERE id = 2"), [["Zoë 🐘++".databaseValue]], "once for the filled dog, once for the new one")

        var withoutLegacy = plan
        withoutLegacy.steps = [Step(.sql(dialect.render(plan).replacingOccurrences(of: "PRAGMA legacy_alter_table=ON;\n", with: "")
            .replacingOccurrences(of: "PRAGMA legacy_alter_table=OFF;\n", with: "")), safety: .safe, reason: "control")]
        let control = try database(old, fill, name: "control.sqlite")
        XCTAssertThrowsError(try migrate(control, with: withoutLegacy), "without legacy_alter_table the rename trips over the trigger")
    }

    /// A rebuild carries out what would have been steps of their own: a column dropped
    /// with its data and an index created are said in its reason, which the migration
    /// file's header lists, not only in its SQL (WhatsApp's `messages` rebuilt for a type
    /// change dropped `send_timestamp`, and the header blamed only the type).
    func testARebuildsReasonSaysTheColumnsItDropsAndTheIndexesItCreates() throws {
        let old = Schema(tables: [SchemaCore.Table(name: "message", columns: [
            Column(name: "id", type: .integer, isNotNull: true), Column(name: "duration", type: .integer), Column(name: "sent", type: .integer),
        ], primaryKey: ["id"])])
        var new = old
        new.tables[0].columns = [Column(name: "id", type: .integer, isNotNull: true), Column(name: "duration", type: .real)]
        new.tables[0].indexes = [SchemaCore.Index(name: "idx_message_duration", columns: ["duration"])]
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.steps[0].safety, .destructive)
        XCTAssertEqual(plan.steps[0].reason, #""message" is rebuilt because column "duration" changes definition, which ALTER TABLE cannot do; "#
            + #"it drops column "sent" and its data; it creates index "idx_message_duration""#)
    }

    func testAnAutoincrementChangeRebuildsAndARebuildKeepsTheSequence() throws {
        func ticket(autoincrement: Bool, label: ColumnType = .text) -> Schema {
            Schema(tables: [SchemaCore.Table(name: "ticket", columns: [
                Column(name: "id", type: .integer, isNotNull: true), Column(name: "label", type: label),
            ], primaryKey: ["id"], isAutoincrement: autoincrement)])
        }
        let plain = ticket(autoincrement: false)
        let counted = ticket(autoincrement: true)
        let plan = diff(from: plain, to: counted)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.steps[0].reason, #""ticket" is rebuilt because AUTOINCREMENT changes"#)
        let queue = try database(plain, "INSERT INTO ticket VALUES (1, 'a'), (2, 'b'), (3, 'c');")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: counted)
        XCTAssertEqual(try rows(queue, "SELECT seq FROM sqlite_sequence WHERE name = 'ticket'"), [[3.databaseValue]])

        try queue.write { try $0.execute(sql: "INSERT INTO ticket (label) VALUES ('d'); DELETE FROM ticket WHERE id >= 3;") }
        let relabelled = ticket(autoincrement: true, label: .any)
        try migrate(queue, with: diff(from: counted, to: relabelled))
        try assertSchema(queue, equals: relabelled)
        try queue.write { try $0.execute(sql: "INSERT INTO ticket (label) VALUES ('e')") }
        XCTAssertEqual(try rows(queue, "SELECT id FROM ticket WHERE label = 'e'"), [[5.databaseValue]],
                       "ids of deleted rows are never handed out again, rebuild or not")

        try queue.write { try $0.execute(sql: "DELETE FROM ticket") }
        try migrate(queue, with: diff(from: relabelled, to: counted))
        try queue.write { try $0.execute(sql: "INSERT INTO ticket (label) VALUES ('f')") }
        XCTAssertEqual(try rows(queue, "SELECT id FROM ticket"), [[6.databaseValue]], "an empty table keeps its sequence too")
    }
}
