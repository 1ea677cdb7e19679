import Foundation
import GRDB
import ModelKit
import SchemaCore
import XCTest

@testable import Migration
@testable import SQLiteDriver

/// Views and triggers in plans: created, dropped and replaced like tables, kept working
/// through rebuilds and renames, and left alone when the schema does not manage them.
final class ViewTriggerPlanTests: PlanTestCase {
    func post(title: String = "title", score: ColumnType = .integer) -> SchemaCore.Table {
        SchemaCore.Table(name: "post", columns: [
            Column(name: "id", type: .integer, isNotNull: true),
            Column(name: title, type: .text, isNotNull: true),
            Column(name: "published", type: .integer, isNotNull: true, defaultSQL: "0"),
            Column(name: "score", type: score),
        ], primaryKey: ["id"])
    }

    let audit = SchemaCore.Table(name: "audit", columns: [
        Column(name: "id", type: .integer, isNotNull: true),
        Column(name: "post_id", type: .integer),
        Column(name: "what", type: .text),
    ], primaryKey: ["id"])

    func view(_ name: String, _ select: String) -> View {
        View(name: name, sql: "CREATE VIEW \"\(name)\" AS \(select)")
    }

    var published: View { view("published_posts", "SELECT \"id\", \"title\" FROM \"post\" WHERE \"published\" = 1") }

    func touch(_ what: String = "update") -> Trigger {
        Trigger(name: "post_touch", table: "post", sql: """
            CREATE TRIGGER "post_touch" AFTER UPDATE ON "post" BEGIN INSERT INTO "audit" ("post_id", "what") VALUES (NEW."id", '\(what)'); END
            """)
    }

    let fill = "INSERT INTO post (id, title, published, score) VALUES (1, 'Hello', 1, 10), (2, 'Draft', 0, NULL), (3, 'Zoë 🐘', 1, 9223372036854775807);"

    func ids(_ queue: DatabaseQueue, _ sql: String) throws -> [Int64] {
        try queue.read { try Int64.fetchAll($0, sql: sql) }
    }

    // MARK: Create, drop, replace

    func testViewsAndTriggersOnlyInTheNewSchemaAreCreatedAfterEveryTableStep() throws {
        let old = Schema(tables: [post()])
        let new = Schema(tables: [post(), audit], views: [published], triggers: [touch()])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["createTable", "createView", "createTrigger"])
        XCTAssertEqual(plan.safety, .safe)
        XCTAssertEqual(plan.steps[2].table, "post", "a trigger step names the table it fires on")
        let sql = dialect.render(plan)
        XCTAssertEqual(sql, """
            -- step 1: createTable audit [safe]
            -- "audit" is new
            CREATE TABLE "audit" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "post_id" INTEGER,
              "what" TEXT
            ) STRICT;
            -- step 2: createView "published_posts" [safe]
            -- view "published_posts" is new
            CREATE VIEW "published_posts" AS SELECT "id", "title" FROM "post" WHERE "published" = 1;
            -- step 3: createTrigger "post_touch" on "post" [safe]
            -- trigger "post_touch" is new
            CREATE TRIGGER "post_touch" AFTER UPDATE ON "post" BEGIN INSERT INTO "audit" ("post_id", "what") VALUES (NEW."id", 'update'); END;

            """, "a trigger's statement ends once, after END")

        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try ids(queue, "SELECT id FROM published_posts ORDER BY id"), [1, 3])
        try queue.write { try $0.execute(sql: "UPDATE post SET score = 1 WHERE id = 2") }
        XCTAssertEqual(try rows(queue, "SELECT post_id, what FROM audit"), [[2.databaseValue, "update".databaseValue]])
    }

    func testViewsAndTriggersOnlyInTheOldSchemaAreDroppedFirstAndSafely() throws {
        let old = Schema(tables: [post(), audit], views: [published], triggers: [touch()])
        let new = Schema(tables: [post()])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "dropTable"])
        XCTAssertEqual(plan.steps.map(\.safety), [.safe, .safe, .destructive])
        XCTAssertEqual(plan.steps[0].reason, #"trigger "post_touch" is not in the new schema: dropped, so it stops firing (no stored data is lost)"#)
        XCTAssertEqual(plan.steps[1].reason, #"view "published_posts" is not in the new schema: dropped (a view stores no rows)"#)
        XCTAssertEqual(plan.steps[2].operation, .dropTable(name: "audit", views: []), "the view is a step of its own")

        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM sqlite_master WHERE type IN ('view', 'trigger')"), [[0.databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM post"), [[3.databaseValue]])
    }

    func testChangedTextIsAReplacementButSpacingQuotingAndCaseAreNot() throws {
        let old = Schema(tables: [post(), audit], views: [published], triggers: [touch()])
        let reformatted = Schema(tables: [post(), audit], views: [
            View(name: "published_posts", sql: "create view published_posts as\n  select id, \"title\"\n  from [post] where published == 1;"),
        ], triggers: [
            Trigger(name: "post_touch", table: "post", sql: "create trigger post_touch after update on post begin\n  insert into audit (post_id, what) values (NEW.id, 'update');\nend;"),
        ])
        XCTAssertEqual(kinds(diff(from: old, to: reformatted)), [], "only the text SQLite sees counts")

        let new = Schema(tables: [post(), audit], views: [
            view("published_posts", "SELECT \"id\", \"title\" FROM \"post\" WHERE \"published\" = 1 AND \"score\" > 0"),
        ], triggers: [touch("edit")])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "createView", "createTrigger"])
        XCTAssertEqual(plan.steps[1].reason, #"view "published_posts" changes: dropped here and created again with its new text after the table steps"#)
        XCTAssertEqual(plan.steps[2].operation, .createView(new.views[0]))
        XCTAssertEqual(plan.steps[2].reason, "view \"published_posts\" is created with its new text")

        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try ids(queue, "SELECT id FROM published_posts ORDER BY id"), [1, 3])
        try queue.write { try $0.execute(sql: "UPDATE post SET score = 0 WHERE id = 3") }
        XCTAssertEqual(try ids(queue, "SELECT id FROM published_posts ORDER BY id"), [1])
        XCTAssertEqual(try rows(queue, "SELECT what FROM audit"), [["edit".databaseValue]])
    }

    func testAViewNamingAnotherViewIsCreatedAfterItAndReplacedWithIt() throws {
        let top = view("top_published", "SELECT \"title\" FROM \"published_posts\" ORDER BY \"id\" DESC LIMIT 1")
        let base = Schema(tables: [post()])
        let v1 = Schema(tables: [post()], views: [top, published])
        let create = diff(from: base, to: v1)
        XCTAssertEqual(create.steps.map(\.operation), [.createView(published), .createView(top)], "dependency order, not declaration order")

        let queue = try database(base, fill)
        try migrate(queue, with: create, target: v1)
        XCTAssertEqual(try rows(queue, "SELECT title FROM top_published"), [["Zoë 🐘".databaseValue]])

        let changed = view("published_posts", "SELECT \"id\", \"title\" FROM \"post\" WHERE \"published\" = 1 AND \"score\" < 100")
        let v2 = Schema(tables: [post()], views: [top, changed])
        let replace = diff(from: v1, to: v2)
        XCTAssertEqual(replace.steps.map(\.operation), [
            .dropView(name: "top_published"), .dropView(name: "published_posts"), .createView(changed), .createView(top),
        ], "the unchanged view that names the replaced one goes and comes back with it")
        XCTAssertEqual(replace.steps[0].reason, #"view "top_published" names the view "published_posts", which is dropped: dropped here and created again after the table steps"#)
        try migrate(queue, with: replace, target: v2)
        try assertSchema(queue, equals: v2)
        XCTAssertEqual(try rows(queue, "SELECT title FROM top_published"), [["Hello".databaseValue]])
    }

    func testAnInsteadOfTriggerOnAReplacedViewIsDroppedBeforeItAndCreatedAfterIt() throws {
        let retitle = Trigger(name: "published_retitle", table: "published_posts", sql: """
            CREATE TRIGGER "published_retitle" INSTEAD OF UPDATE OF "title" ON "published_posts" BEGIN UPDATE "post" SET "title" = NEW."title" WHERE "id" = OLD."id"; END
            """)
        let old = Schema(tables: [post()], views: [published], triggers: [retitle])
        let narrower = view("published_posts", "SELECT \"id\", \"title\" FROM \"post\" WHERE \"published\" = 1 AND \"id\" > 1")
        let new = Schema(tables: [post()], views: [narrower], triggers: [retitle])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "createView", "createTrigger"])
        XCTAssertEqual(plan.steps[0].reason, #"trigger "published_retitle" names the view "published_posts", which is dropped: dropped here and created again after the table steps"#)
        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        try queue.write { try $0.execute(sql: "UPDATE published_posts SET title = 'Elephant' WHERE id = 3") }
        XCTAssertEqual(try rows(queue, "SELECT title FROM post WHERE id = 3"), [["Elephant".databaseValue]])
    }

    // MARK: Table changes under managed views and triggers

    func testADroppedColumnNamedOnlyByAManagedViewIsANativeDropNotARebuild() throws {
        var slim = post()
        slim.columns.removeLast()
        let withScore = view("published_posts", "SELECT \"id\", \"title\", \"score\" FROM \"post\" WHERE \"published\" = 1")
        let old = Schema(tables: [post()], views: [withScore])
        let new = Schema(tables: [slim], views: [published])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropView", "dropColumn", "createView"], "the view is out of the way while SQLite drops the column")
        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try ids(queue, "SELECT id FROM published_posts ORDER BY id"), [1, 3])
    }

    func testRebuildOfATableNamedByAManagedViewAndTriggerKeepsBothWorking() throws {
        let withScore = view("published_posts", "SELECT \"id\", \"title\", \"score\" FROM \"post\" WHERE \"published\" = 1")
        let old = Schema(tables: [post(), audit], views: [published], triggers: [touch()])
        let new = Schema(tables: [post(score: .text), audit], views: [withScore], triggers: [touch()])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "rebuildTable", "createView", "createTrigger"])
        XCTAssertEqual(plan.steps[0].reason, #"trigger "post_touch" names "post", which is rebuilt: dropped here and created again after the table steps"#)
        let rebuild = try XCTUnwrap(rebuilds(plan).first)
        XCTAssertEqual(rebuild.views, [], "the rebuild does not bring back the old view text")
        XCTAssertEqual(rebuild.triggers, [])
        XCTAssertFalse(rebuild.usesLegacyAlterTable)
        XCTAssertEqual(plan.steps[3].operation, .createView(withScore), "created from the new schema's text")

        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT id, title, score FROM published_posts ORDER BY id"), [
            [1.databaseValue, "Hello".databaseValue, "10".databaseValue],
            [3.databaseValue, "Zoë 🐘".databaseValue, "9223372036854775807".databaseValue],
        ])
        try queue.write { try $0.execute(sql: "UPDATE post SET published = 1 WHERE id = 2") }
        XCTAssertEqual(try rows(queue, "SELECT post_id, what FROM audit"), [[2.databaseValue, "update".databaseValue]], "the trigger fires")
    }

    /// A table whose name holds a double quote is named by a view as `"odd""q"`: the
    /// view was not seen to name it, stayed through the rebuild, and SQLite refused the
    /// rename ("error in view v: no such table: main.odd"q").
    func testAViewNamingATableWithAQuoteInItsNameIsDroppedAroundItsRebuild() throws {
        var odd = post()
        odd.name = #"odd"q"#
        var changed = post(score: .text)
        changed.name = odd.name
        let titles = view("titles", #"SELECT "title" FROM "odd""q""#)
        let old = Schema(tables: [odd], views: [titles])
        let new = Schema(tables: [changed], views: [titles])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropView", "rebuildTable", "createView"])
        let queue = try database(old, #"INSERT INTO "odd""q" VALUES (1, 'Hello', 1, 10)"#)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT title FROM titles"), [["Hello".databaseValue]])
    }

    func testARenamedColumnNamedByAViewAndATriggerDropsThemFirstAndCreatesTheNewText() throws {
        func retitle(_ column: String) -> Trigger {
            Trigger(name: "post_retitle", table: "post", sql: """
                CREATE TRIGGER "post_retitle" AFTER UPDATE OF "\(column)" ON "post" BEGIN INSERT INTO "audit" ("post_id", "what") VALUES (NEW."id", NEW."\(column)"); END
                """)
        }
        let old = Schema(tables: [post(), audit], views: [published], triggers: [touch(), retitle("title")])
        let headlines = view("published_posts", "SELECT \"id\", \"headline\" FROM \"post\" WHERE \"published\" = 1")
        let new = Schema(tables: [post(title: "headline"), audit], views: [headlines], triggers: [touch(), retitle("headline")])
        let plan = diff(from: old, to: new, hints: RenameHints(columns: ["post": ["headline": "title"]]))
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "renameColumn", "createView", "createTrigger"],
                       "post_touch names neither the column nor anything else that changes: it stays")

        let queue = try database(old, fill)
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT headline FROM published_posts ORDER BY id"), [["Hello".databaseValue], ["Zoë 🐘".databaseValue]])
        try queue.write { try $0.execute(sql: "UPDATE post SET headline = 'Hi' WHERE id = 1") }
        XCTAssertEqual(try rows(queue, "SELECT what FROM audit ORDER BY what"), [["Hi".databaseValue], ["update".databaseValue]], "both fire")
    }

    func testARenamedTableNamedByAManagedViewGetsTheViewsNewText() throws {
        var human = post()
        human.name = "human"
        let old = Schema(tables: [human], views: [view("names", "SELECT \"title\" FROM \"human\"")])
        let new = Schema(tables: [post()], views: [view("names", "SELECT \"title\" FROM \"post\"")])
        let plan = diff(from: old, to: new, hints: RenameHints(tables: ["post": "human"]))
        XCTAssertEqual(kinds(plan), ["dropView", "renameTable", "createView"])
        let queue = try database(old, "INSERT INTO human (id, title) VALUES (1, 'Ada');")
        try migrate(queue, with: plan, target: new)
        try assertSchema(queue, equals: new)
        XCTAssertEqual(try rows(queue, "SELECT title FROM names"), [["Ada".databaseValue]])
    }

    // MARK: Objects the schema does not manage

    func testAnUnmanagedFTSTableAndItsTriggersSurviveAFileBasedMigrationThatRebuildsTheirTable() throws {
        let sandbox = try ApplySandbox(self)
        let v1 = Schema(tables: [post()])
        let v2 = Schema(tables: [post(score: .text)], unmanaged: ["post_fts*"])
        let first = MigrationDraft(plan: diff(from: Schema(), to: v1), target: v1)
        let second = MigrationDraft(plan: diff(from: v1, to: v2), target: v2)
        XCTAssertEqual(second.sql, """
            -- step 1: rebuildTable post [safe]
            -- "post" is rebuilt because column "score" changes definition, which ALTER TABLE cannot do
            CREATE TABLE "_modelc_new_post" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "title" TEXT NOT NULL,
              "published" INTEGER NOT NULL DEFAULT 0,
              "score" TEXT
            ) STRICT;
            INSERT INTO "_modelc_new_post" ("id", "title", "published", "score") SELECT "id", "title", "published", CAST("score" AS TEXT) FROM "post";
            DROP TABLE "post";
            PRAGMA legacy_alter_table=ON;
            ALTER TABLE "_modelc_new_post" RENAME TO "post";
            PRAGMA legacy_alter_table=OFF;

            """, "the plan is made from two schemas and knows nothing of the FTS table; objects it cannot see may name the table, so legacy_alter_table is on")
        try sandbox.write("0001_create.sql", generatedText(first, from: nil, to: 1))
        try sandbox.write("0002_score_text.sql", generatedText(second, from: 1, to: 2))
        let migrator = Migrator(databasePath: sandbox.databasePath, lock: MigrationLock(timeout: 5)) { $0.version == 1 ? v1 : v2 }
        let files = try sandbox.directory.files()
        _ = try migrator.migrate(files, sum: try sandbox.directory.readSum(), options: MigrateOptions(targetVersion: 1))

        let queue = try sandbox.queue()
        guard try queue.read({ try Bool.fetchOne($0, sql: "SELECT sqlite_compileoption_used('ENABLE_FTS5')") }) == true else {
            throw XCTSkip("this SQLite has no FTS5")
        }
        try queue.write { db in
            try db.execute(sql: fill)
            try db.execute(sql: """
                CREATE VIRTUAL TABLE post_fts USING fts5(title, content='post', content_rowid='id');
                INSERT INTO post_fts (post_fts) VALUES ('rebuild');
                CREATE TRIGGER post_fts_ai AFTER INSERT ON post BEGIN
                  INSERT INTO post_fts (rowid, title) VALUES (new.id, new.title);
                END;
                CREATE TRIGGER post_fts_ad AFTER DELETE ON post BEGIN
                  INSERT INTO post_fts (post_fts, rowid, title) VALUES ('delete', old.id, old.title);
                END;
                CREATE TRIGGER post_fts_au AFTER UPDATE ON post BEGIN
                  INSERT INTO post_fts (post_fts, rowid, title) VALUES ('delete', old.id, old.title);
                  INSERT INTO post_fts (rowid, title) VALUES (new.id, new.title);
                END;
                """)
        }
        let triggers = "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
        let before = try queue.read { try String.fetchAll($0, sql: triggers) }
        XCTAssertEqual(before, ["post_fts_ad", "post_fts_ai", "post_fts_au"])

        let report = try migrator.migrate(files, sum: try sandbox.directory.readSum())
        XCTAssertEqual(report.applied.map(\.name), ["0002_score_text.sql"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: triggers) }, before, "the rebuild's DROP TABLE took them; the applier put them back")
        XCTAssertEqual(try ids(queue, "SELECT rowid FROM post_fts WHERE post_fts MATCH 'hello'"), [1])
        try queue.write { db in
            try db.execute(sql: "INSERT INTO post (id, title, published) VALUES (4, 'hello again', 1)")
            try db.execute(sql: "UPDATE post SET title = 'Goodbye' WHERE id = 1")
        }
        XCTAssertEqual(try ids(queue, "SELECT rowid FROM post_fts WHERE post_fts MATCH 'hello' ORDER BY rowid"), [4], "the triggers fire")
        try queue.write { try $0.execute(sql: "INSERT INTO post_fts (post_fts, rank) VALUES ('integrity-check', 1)") }
        XCTAssertEqual(try rows(queue, "SELECT score FROM post WHERE id = 3"), [["9223372036854775807".databaseValue]])
        XCTAssertEqual(try Drift.differences(databaseAt: sandbox.databasePath, expected: v2), [])
    }

    func testDeclarativePlanFromALiveSchemaWithUnmanagedObjectsDropsNothingAndKeepsThem() throws {
        let created = Schema(tables: [post(), audit])
        let queue = try database(created, fill + """
            CREATE VIEW report_published AS SELECT id, title FROM post WHERE published = 1;
            CREATE TRIGGER report_touch AFTER UPDATE ON post BEGIN INSERT INTO audit (post_id, what) VALUES (NEW.id, 'report'); END;
            CREATE INDEX report_post_score ON post (score);
            """)
        let live = try queue.read { try SchemaIntrospector.introspect($0) }
        var same = created
        same.unmanaged = ["report_*"]
        XCTAssertEqual(kinds(diff(from: live, to: same)), [], "nothing to do: the extra objects are not the model's")
        XCTAssertEqual(Set(kinds(diff(from: live, to: created))), ["dropTrigger", "dropView", "dropIndex"],
                       "without the patterns the declarative plan removes what the model does not have")

        var target = Schema(tables: [post(score: .text), audit])
        target.unmanaged = ["report_*"]
        let plan = diff(from: live, to: target)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        let rebuild = try XCTUnwrap(rebuilds(plan).first)
        XCTAssertEqual(rebuild.views.map(\.name), ["report_published"], "kept by the rebuild from the live schema's SQL")
        XCTAssertEqual(rebuild.triggers.map(\.name), ["report_touch"])
        XCTAssertTrue(rebuild.usesLegacyAlterTable)

        let draft = MigrationDraft(plan: plan, target: target)
        let path = directory.appendingPathComponent("test.sqlite").path
        let migrator = Migrator(databasePath: path)
        let unit = MigrationUnit(name: "declarative", version: nil, summary: plan.summaryLine, sql: draft.sql, checksum: Checksum(normalizing: draft.sql),
                                 preflight: draft.preflight, targetSchema: target, startSchema: live, verificationScope: draft.verificationScope)
        XCTAssertNotNil(try migrator.apply(unit, on: try migrator.lock.open(path)), "applied and verified against the target")
        XCTAssertEqual(try ids(queue, "SELECT id FROM report_published ORDER BY id"), [1, 3])
        try queue.write { try $0.execute(sql: "UPDATE post SET score = 'x' WHERE id = 2") }
        XCTAssertEqual(try rows(queue, "SELECT what FROM audit"), [["report".databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT sql FROM sqlite_master WHERE name = 'report_post_score'"),
                       [["CREATE INDEX report_post_score ON post (score)".databaseValue]], "the applier put back the index the rebuild took")
    }

    /// Regression: an unmanaged table that sorts before managed ones used to shift the
    /// diff's table positions, so a declarative plan rebuilt a matching table from
    /// another table's columns (wiping its values) or crashed.
    func testAnUnmanagedTableThatComesFirstDoesNotShiftTheMatchingOfTheOthers() throws {
        let log = SchemaCore.Table(name: "a_log", columns: [Column(name: "x", type: .text)], isStrict: false)
        let other = SchemaCore.Table(name: "c", columns: [
            Column(name: "id", type: .integer, isNotNull: true), Column(name: "other", type: .text),
        ], primaryKey: ["id"])
        let live = Schema(tables: [log, post(), other])
        var target = Schema(tables: [post()])
        target.unmanaged = ["a_*"]
        let plan = diff(from: live, to: target)
        XCTAssertEqual(kinds(plan), ["dropTable"], "post matches; only c goes")
        XCTAssertEqual(plan.steps.first?.table, "c")
        XCTAssertEqual(kinds(diff(from: Schema(tables: [log, post()]), to: target)), [], "nothing to do at all")
    }

    func testVerificationAndDriftLeaveOutObjectsMatchingTheTargetsUnmanagedPatterns() throws {
        let queue = try database(Schema(tables: [post()]), """
            CREATE TABLE legacy_notes (body);
            CREATE VIEW legacy_titles AS SELECT title FROM post;
            CREATE TRIGGER legacy_touch AFTER INSERT ON post BEGIN INSERT INTO legacy_notes VALUES (NEW.title); END;
            CREATE INDEX legacy_post_score ON post (score);
            """)
        let path = directory.appendingPathComponent("test.sqlite").path
        var expected = Schema(tables: [post()])
        XCTAssertEqual(Set(try Drift.differences(databaseAt: path, expected: expected).map(\.kind)),
                       [.extraTable, .extraView, .extraTrigger, .extraIndex])
        expected.unmanaged = ["LEGACY_*"]
        XCTAssertEqual(try queue.read { try Verification.schemaDifferences($0, expected: expected) }, [])
        XCTAssertEqual(try Drift.differences(databaseAt: path, expected: expected), [])
    }

    /// Adoption leaves a view that no longer compiles under `unmanaged:` and advises
    /// fixing it; the fix is the next version's `views:` entry. Planned from version to
    /// version, the old schema cannot say whether the database holds it: the plan drops
    /// it if it exists, before a rebuild could trip over it, and creates the new text
    /// (bla.db's `Product Details`, which failed "already exists", or at the rebuild).
    func testAViewOrTriggerTheOldVersionLeftUnmanagedIsDroppedIfItExistsBeforeTheNewOneIsCreated() throws {
        var old = Schema(tables: [post(), audit])
        old.unmanaged = ["published_posts", "post_touch"]
        var changed = post()
        changed.columns[1].checks = ["length(\"title\") <= 80"]
        let new = Schema(tables: [changed, audit], views: [published], triggers: [touch()])
        let plan = diff(from: old, to: new)
        XCTAssertEqual(kinds(plan), ["dropTrigger", "dropView", "rebuildTable", "createView", "createTrigger"])
        XCTAssertEqual(plan.steps[1].operation, .dropView(name: "published_posts", ifExists: true))
        XCTAssertEqual(plan.steps[1].reason, #"view "published_posts" was unmanaged: the database may hold one of that name, dropped here if it does (a view stores no rows)"#)
        XCTAssertEqual(plan.steps[3].reason, #"view "published_posts" was unmanaged: created with the model's text"#)
        let sql = dialect.render(plan)
        XCTAssertTrue(sql.contains("DROP TRIGGER IF EXISTS \"post_touch\";") && sql.contains("DROP VIEW IF EXISTS \"published_posts\";"), sql)
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan, "ifExists is in the plan's JSON")

        // On a database holding the broken view (and an old trigger), and on one holding neither.
        let broken = try database(old, """
            \(fill)
            CREATE VIEW published_posts AS SELECT id, title FROM post WHERE published = 1;
            CREATE TRIGGER post_touch AFTER UPDATE ON post BEGIN SELECT 1; END;
            """)
        try broken.writeWithoutTransaction { db in
            // The view's column goes from under it, as in a file another tool changed.
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_master SET sql = 'CREATE VIEW published_posts AS SELECT id, nme FROM post' WHERE name = 'published_posts'")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        try migrate(broken, with: plan)
        try assertSchema(broken, equals: new)
        XCTAssertEqual(try ids(broken, "SELECT id FROM published_posts ORDER BY id"), [1, 3])
        let empty = try database(old, fill, name: "without.sqlite")
        try migrate(empty, with: plan)
        try assertSchema(empty, equals: new)
    }

    // MARK: JSON

    func testViewAndTriggerStepsRoundTripThroughJSON() throws {
        let plan = Plan(steps: [
            Step(.dropTrigger(name: "post_touch", table: "post"), safety: .safe, reason: "r"),
            Step(.dropView(name: "published_posts"), safety: .safe, reason: "r"),
            Step(.createView(published), safety: .safe, reason: "r"),
            Step(.createTrigger(touch()), safety: .safe, reason: "r"),
        ])
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: plan.jsonData()) as? [String: Any])
        let steps = try XCTUnwrap(object["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["kind"] as? String }, ["dropTrigger", "dropView", "createView", "createTrigger"])
        XCTAssertEqual(steps.map { $0["trigger"] as? String }, ["post_touch", nil, nil, "post_touch"])
        XCTAssertEqual(steps.map { $0["view"] as? String }, [nil, "published_posts", "published_posts", nil])
    }

    /// The text `modelc migrate make` would write for `draft`, without a model.
    func generatedText(_ draft: MigrationDraft, from: Int?, to: Int) -> String {
        let header = MigrationFile.Header(
            model: "App", fromVersion: from, toVersion: to, steps: draft.steps, preflight: draft.preflight,
            verificationScope: draft.verificationScope,
            plannedSQL: draft.verificationScope.map { _ in MigrationFile.Header.plannedSQLChecksum(of: draft.sql) })
        return header.rendered() + "\n" + draft.sql
    }
}
