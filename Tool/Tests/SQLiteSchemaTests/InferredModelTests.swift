import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// `modelc inspect --as-model`: the model written for a database compiles back to the
/// database's schema, and what the model language cannot say is listed, not lost silently.
final class InferredModelTests: ModelcTestCase {
    private static let repositoryRoot = Repository.root

    /// Writes `inferred` as version 1 of a model folder and loads it back.
    private func load(_ inferred: InferredModel, in files: TemporaryDatabase, file: StaticString = #filePath, line: UInt = #line) throws -> Model {
        let folder = files.folder.appendingPathComponent("models/Inferred-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        do {
            return try XCTUnwrap(try ModelLoader.load(folder.path).current, file: file, line: line)
        } catch {
            XCTFail("the inferred model does not load: \(error)\n\(inferred.yaml)", file: file, line: line)
            throw error
        }
    }

    private func assertCompilesBack(_ schema: Schema, label: String, file: StaticString = #filePath, line: UInt = #line) throws -> InferredModel {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: SQLiteDialect().render(schema))
        let live = try SchemaIntrospector.introspect(path: path)
        let inferred = InferredModel(schema: live, name: "Inferred")
        let model = try load(inferred, in: files, file: file, line: line)
        let differences = SQLiteSchemaCompiler.compile(model).differences(from: live, options: [.ignoreColumnOrder])
        XCTAssertEqual(differences.map(\.message), [], "\(label):\n\(inferred.yaml)", file: file, line: line)
        return inferred
    }

    func testEveryBundledAndRoundTripModelComesBackWithoutDrift() throws {
        let parents = ["models", "Tool/Tests/Fixtures/RoundTripModels", "Tool/Tests/Fixtures/Models"].map { Self.repositoryRoot.appendingPathComponent($0) }
        var checked = 0
        for parent in parents where FileManager.default.fileExists(atPath: parent.path) {
            for folder in try FileManager.default.contentsOfDirectory(at: parent, includingPropertiesForKeys: nil) where folder.hasDirectoryPath {
                let versions = try ModelLoader.load(folder.path)
                for model in versions.versions {
                    let inferred = try assertCompilesBack(SQLiteSchemaCompiler.compile(model), label: "\(folder.lastPathComponent)@\(model.version)")
                    XCTAssertEqual(inferred.notes, [], "\(folder.lastPathComponent)@\(model.version) needs no notes")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5, "the bundled models are found")
    }

    func testTypesChecksDefaultsAndRelationshipsAreReadBack() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE "person" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "nick_name" TEXT CHECK (length("nick_name") <= 20),
              "is_staff" INTEGER NOT NULL DEFAULT 1 CHECK ("is_staff" IN (0, 1)),
              "age" INTEGER NOT NULL DEFAULT 0 CHECK ("age" BETWEEN -32768 AND 32767) CHECK ("age" >= 0) CHECK ("age" <= 150),
              "mood" TEXT NOT NULL DEFAULT 'it''s fine' CHECK ("mood" IN ('it''s fine', 'n/a')),
              "settings" TEXT CHECK ("settings" IS NULL OR json_valid("settings")),
              "photo" BLOB,
              "score" REAL NOT NULL DEFAULT 2.5,
              "mentor_id" INTEGER REFERENCES "person" ("id") ON DELETE SET NULL
            ) STRICT;
            CREATE INDEX "idx_person_mentor_id" ON "person" ("mentor_id");
            CREATE TABLE "dog" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "owner_id" INTEGER NOT NULL REFERENCES "person" ("id") ON DELETE CASCADE,
              "owner_position" INTEGER
            ) STRICT;
            CREATE INDEX "idx_dog_owner_id" ON "dog" ("owner_id");
            """)
        let live = try SchemaIntrospector.introspect(path: path)
        let inferred = InferredModel(schema: live, name: "Pets")
        let model = try load(inferred, in: files)
        let person = try XCTUnwrap(model.entity(named: "Person"))
        XCTAssertEqual(person.attributes.map(\.type), [.int, .string, .bool, .int16, .string, .json, .data, .double])
        XCTAssertEqual(person.attribute(named: "mood")?.values, ["it's fine", "n/a"])
        XCTAssertEqual(person.attribute(named: "mood")?.defaultValue, .string("it's fine"))
        XCTAssertEqual(person.attribute(named: "isStaff")?.defaultValue, .bool(true))
        XCTAssertEqual(person.attribute(named: "nickName")?.maxLength, 20)
        let dogs = try XCTUnwrap(person.relationship(named: "dogs"))
        XCTAssertTrue(dogs.isToMany && dogs.isOrdered)
        XCTAssertEqual(dogs.deleteRule, .cascade)
        XCTAssertEqual(model.entity(named: "Dog")?.relationship(named: "owner")?.isOptional, false)
        XCTAssertNotNil(person.relationship(named: "mentor"), "a self-reference")
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).differences(from: live, options: [.ignoreColumnOrder]).map(\.message), [], inferred.yaml)
    }

    /// Writes `sql` to a database, infers its model, and asserts it validates and compiles
    /// back to the database's schema.
    private func adopt(_ sql: String, file: StaticString = #filePath, line: UInt = #line) throws -> (inferred: InferredModel, model: Model) {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: sql)
        let live = try SchemaIntrospector.introspect(path: path)
        let inferred = try InferredModel(databaseAt: path, name: "Adopted")
        let model = try load(inferred, in: files, file: file, line: line)
        XCTAssertEqual(ModelCheck.diagnostics(for: model).map(\.description), [], inferred.yaml, file: file, line: line)
        let differences = SQLiteSchemaCompiler.compile(model).differences(from: live, options: [.ignoreColumnOrder])
        XCTAssertEqual(differences.map(\.message), [], inferred.yaml, file: file, line: line)
        let noteLines = inferred.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("# Note: ") }
        XCTAssertEqual(noteLines, inferred.notes.map { "# Note: \($0)." }, "the YAML repeats each note", file: file, line: line)
        return (inferred, model)
    }

    func testCheckTextExpressionDefaultsAndViewsAreKeptAndAKeyThatAllowsNullIsOptional() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "item" (
              "id" INTEGER PRIMARY KEY,
              "code" TEXT NOT NULL CHECK ("code" GLOB 'C*'),
              "created" TEXT DEFAULT CURRENT_TIMESTAMP
            );
            CREATE TABLE "pair" ("a" INTEGER, "b" INTEGER, "c" TEXT, PRIMARY KEY ("a", "b"));
            CREATE VIEW "codes" AS SELECT "code" FROM "item";
            """)
        XCTAssertEqual(inferred.unmanaged, [])
        XCTAssertEqual(inferred.notes, [])
        let pair = try XCTUnwrap(model.entity(named: "Pair"))
        XCTAssertEqual(pair.compositeKey, ["a", "b"])
        XCTAssertEqual(pair.attributes.filter(\.isOptional).map(\.name), ["a", "b", "c"], "key columns without NOT NULL hold NULL in a table that is not STRICT")
        XCTAssertFalse(pair.isStrict)
        let item = try XCTUnwrap(model.entity(named: "Item"))
        XCTAssertFalse(item.isStrict)
        XCTAssertEqual(item.attribute(named: "code")?.checks, [#""code" GLOB 'C*'"#])
        XCTAssertEqual(item.attribute(named: "created")?.defaultSQL, "CURRENT_TIMESTAMP")
        XCTAssertEqual(model.views.map(\.sql), [#"SELECT "code" FROM "item""#])
    }

    /// Synapse's `partial_state_rooms_servers`: no primary key, and a foreign key
    /// `room_id` to `partial_state_rooms`, whose own key `room_id` (nullable) is a
    /// foreign key to `rooms`. The relationship names its column: the default for a
    /// target keyed by a relationship is `room_room_id`, which the database does not have.
    func testATableWithoutAKeyReferencingATableKeyedByAForeignKeyIsAdopted() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE rooms (room_id TEXT NOT NULL PRIMARY KEY, creator TEXT);
            CREATE TABLE partial_state_rooms (room_id TEXT PRIMARY KEY, FOREIGN KEY(room_id) REFERENCES rooms(room_id));
            CREATE TABLE partial_state_rooms_servers (
                room_id TEXT NOT NULL REFERENCES partial_state_rooms(room_id),
                server_name TEXT NOT NULL,
                UNIQUE(room_id, server_name)
            );
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let servers = try XCTUnwrap(model.entity(named: "PartialStateRoomsServers"))
        XCTAssertTrue(servers.isKeyedByRowID)
        XCTAssertEqual(servers.relationship(named: "room")?.column, "room_id")
        XCTAssertEqual(model.entity(named: "PartialStateRooms")?.relationship(named: "room")?.isOptional, true, "the key allows NULL")
    }

    /// SchemaSpy's Northwind holds 69 rows that break a foreign key, written while SQLite
    /// did not enforce them; the first migration that rebuilt their table was rolled back
    /// with nothing said at adoption. The note says it at once, counted by table.
    func testRowsThatAlreadyBreakAForeignKeyAreNoted() throws {
        let (inferred, _) = try adopt("""
            PRAGMA foreign_keys = OFF;
            CREATE TABLE cat (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE prod (id INTEGER PRIMARY KEY, name TEXT, cat_id INTEGER REFERENCES cat(id));
            CREATE TABLE tag (id INTEGER PRIMARY KEY, prod_id INTEGER REFERENCES prod(id));
            INSERT INTO cat VALUES (1, 'a');
            INSERT INTO prod VALUES (1, 'p', 1), (2, 'q', 9), (3, 'r', 8);
            INSERT INTO tag VALUES (1, 3), (2, 7);
            """)
        XCTAssertEqual(inferred.notes.filter { $0.contains("foreign key") }, [
            "3 rows already break a foreign key (2 in `prod`, 1 in `tag`; first: row 2 of \"tag\" references a missing row of \"prod\"), "
                + "written while foreign keys were not enforced: a migration that rebuilds those tables, and any hand-written one, "
                + "is rolled back until the rows are fixed or deleted (by hand, or in that migration's data step)",
        ])
        let (clean, _) = try adopt("CREATE TABLE cat (id INTEGER PRIMARY KEY); CREATE TABLE prod (id INTEGER PRIMARY KEY, cat_id INTEGER REFERENCES cat(id)); INSERT INTO prod VALUES (1, NULL);")
        XCTAssertEqual(clean.notes.filter { $0.contains("foreign key") }, [], "a NULL key breaks nothing")
    }

    /// A trigger writing a double-quoted string with an apostrophe: the note's fix is the
    /// literal as SQL writes it, the apostrophe doubled (it said `'That's it'`, which
    /// SQLite refuses).
    func testADoubleQuotedStringIsSuggestedAsAValidLiteral() throws {
        let (inferred, _) = try adopt("""
            CREATE TABLE s (user INTEGER, value TEXT);
            CREATE TRIGGER chk AFTER INSERT ON s WHEN new.user = 1 BEGIN INSERT INTO s VALUES (0, "That's it"); END;
            """)
        let note = try XCTUnwrap(inferred.notes.first { $0.contains("trigger chk") || $0.contains("trigger \"chk\"") }, inferred.notes.joined(separator: "\n"))
        XCTAssertTrue(note.contains("write `'That''s it'`"), note)
    }

    /// Brave's and Firefox's bookmark tables: foreign keys to `guid`, a unique column
    /// that is not the key. Each becomes a relationship with `references: guid`: from a
    /// table without a key, from a key that is itself the foreign key (with NULL
    /// allowed), and from a member of a composite key of a WITHOUT ROWID table.
    func testForeignKeysToAUniqueColumnOtherThanTheKeyReferenceIt() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE bookmarksBuffer (id INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT NOT NULL UNIQUE, title TEXT);
            CREATE TABLE bookmarksBufferStructure (parent TEXT NOT NULL REFERENCES bookmarksBuffer(guid) ON DELETE CASCADE,
                child TEXT NOT NULL, idx INTEGER NOT NULL);
            CREATE INDEX idx_bookmarksBufferStructure_parent_idx ON bookmarksBufferStructure (parent, idx);
            CREATE TABLE pending_deletions (id TEXT PRIMARY KEY REFERENCES bookmarksBuffer(guid) ON DELETE CASCADE);
            CREATE TABLE moz_bookmarks_synced_structure (guid TEXT, parentGuid TEXT REFERENCES bookmarksBuffer(guid) ON DELETE CASCADE,
                position INTEGER NOT NULL, PRIMARY KEY(parentGuid, guid)) WITHOUT ROWID;
            CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT REFERENCES bookmarksBuffer(title));
            """)
        XCTAssertEqual(inferred.unmanaged, ["notes"], inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(inferred.notes, [
            #"table "notes" is unmanaged: its foreign key ("title") references "bookmarksBuffer" ("title"), neither the primary key of "bookmarksBuffer" nor one unique column of it, which is all a relationship references; modelc leaves it, its indexes and its triggers as they are"#,
        ])
        let structure = try XCTUnwrap(model.entity(named: "BookmarksBufferStructure"))
        XCTAssertTrue(structure.isKeyedByRowID)
        XCTAssertEqual(structure.relationship(named: "parent")?.references, "guid")
        let pending = try XCTUnwrap(model.entity(named: "PendingDeletions"))
        XCTAssertEqual(pending.relationships.first?.references, "guid")
        XCTAssertEqual(pending.relationships.first?.isOptional, true)
        let synced = try XCTUnwrap(model.entity(named: "MozBookmarksSyncedStructure"))
        XCTAssertEqual(synced.relationships.first?.references, "guid")
        let keys = SQLiteSchemaCompiler.compile(model).table(named: "bookmarksBufferStructure")?.foreignKeys
        XCTAssertEqual(keys?.map(\.referencedColumns), [["guid"]])
    }

    /// A public Northwind file's keys reference `Orders (OrderID)` and `Products
    /// (ProductID)`, columns those tables do not have (their keys are `ID`): SQLite's
    /// "foreign key mismatch", which refuses every write to either table while foreign
    /// keys are on. The note says so, rather than that the column is not a key, and the
    /// tables it names can still be managed.
    func testAForeignKeyToAColumnItsTargetLacksIsNamedAsSQLitesMismatch() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE Orders (ID INTEGER PRIMARY KEY AUTOINCREMENT, OrderDate DATETIME);
            CREATE TABLE OrderDetails (ID INTEGER PRIMARY KEY AUTOINCREMENT, OrderID INTEGER, Quantity INTEGER,
                FOREIGN KEY (OrderID) REFERENCES Orders (OrderID));
            """)
        XCTAssertEqual(inferred.unmanaged, ["OrderDetails"])
        XCTAssertEqual(inferred.notes, [
            #"table "OrderDetails" is unmanaged: its foreign key ("OrderID") references "Orders" ("OrderID"), but "Orders" has no column "OrderID": SQLite refuses every write to either table ("foreign key mismatch") while foreign keys are on; modelc leaves it, its indexes and its triggers as they are"#,
        ])
        XCTAssertNotNil(model.entity(named: "Orders"))
    }

    /// Zotero's last two unmanaged tables: `itemCreators.creatorTypeID INT NOT NULL
    /// DEFAULT 1`, a foreign key with a default (`defaultSQL:` on the relationship), and
    /// `itemData.valueID`, a foreign-key column declared with no type (BLOB affinity,
    /// which converts nothing, so an `int` key fits it).
    func testAForeignKeyWithADefaultOrWithoutADeclaredTypeIsAdopted() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
            CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
            CREATE TABLE itemCreators (itemID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1, orderIndex INT NOT NULL DEFAULT 0,
                PRIMARY KEY (itemID, orderIndex), FOREIGN KEY (creatorTypeID) REFERENCES creatorTypes(creatorTypeID));
            CREATE TABLE itemData (itemID INT, valueID, PRIMARY KEY (itemID), FOREIGN KEY (valueID) REFERENCES itemDataValues(valueID));
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(model.entity(named: "ItemCreators")?.relationship(named: "creatorType")?.defaultSQL, "1")
        XCTAssertEqual(model.entity(named: "ItemData")?.relationship(named: "value")?.sqlType, "")
        let column = SQLiteSchemaCompiler.compile(model).table(named: "itemCreators")?.column(named: "creatorTypeID")
        XCTAssertEqual(column?.defaultSQL, "1")
    }

    /// A column declared with no type keeps values as given: one whose default is a
    /// number holds numbers (Android's `has_chat_notifications DEFAULT(0)`), which records
    /// reading a `string` would refuse, so it takes its default's type.
    func testAnUntypedColumnTakesTheTypeOfItsNumericDefault() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE conversations (id INTEGER PRIMARY KEY, flag DEFAULT(0), ratio DEFAULT 1.5, negative DEFAULT -2,
                label DEFAULT 'x', raw, stamp DEFAULT CURRENT_TIMESTAMP);
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let entity = try XCTUnwrap(model.entity(named: "Conversations"))
        XCTAssertEqual(["flag", "ratio", "negative", "label", "raw", "stamp"].map { entity.attribute(named: $0)?.type },
                       [.int, .double, .int, .string, .string, .string])
        XCTAssertEqual(entity.attributes.filter { $0.name != "id" }.map(\.sqlType), Array(repeating: "", count: 6), "the columns stay untyped")
    }

    /// A table without STRICT keeps what each column is given, whatever its declared type:
    /// a GeoPackage's geometry blobs in `POINT` (integer affinity), Core Data's seconds in
    /// `TIMESTAMP` (a `string` by its name), integers in an untyped column. Each is adopted
    /// as the type of what a sample of its rows holds, which records read, with the declared
    /// type kept (`sqlType:`) and a note. Text in an INTEGER column, and mixed values, keep
    /// the declared type (a `string` there would have its numerals turned into numbers),
    /// with a note that records cannot read those rows (Anki's `notes.sfld`).
    func testAColumnIsAdoptedAsTheTypeOfWhatItHoldsWhenItsDeclaredTypeWouldNotReadIt() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE features (id INTEGER PRIMARY KEY, geom POINT, taken TIMESTAMP, count, code INTEGER, mixed INTEGER, empty POINT, thumb TEXT);
            INSERT INTO features VALUES (1, x'47500001', 700000000.5, 3, 'A-1', 1, NULL, x'00ff'), (2, x'47500002', 700000001, 4, 'B-2', 'two', NULL, NULL);
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let entity = try XCTUnwrap(model.entity(named: "Features"))
        XCTAssertEqual(["geom", "taken", "count", "code", "mixed", "empty"].map { entity.attribute(named: $0)?.type }, [.data, .double, .int, .int, .int, .int])
        XCTAssertEqual(["geom", "taken", "count"].map { entity.attribute(named: $0)?.sqlType }, ["POINT", "TIMESTAMP", ""])
        XCTAssertEqual(inferred.notes.filter { $0.contains("but holds") }, [
            #"column "features"."geom" is declared `POINT` but holds blob values: adopted as `data`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "features"."taken" is declared `TIMESTAMP` but holds integer and real values: adopted as `double`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "features"."count" is declared without a type but holds integer values: adopted as `int`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "features"."code" is declared `INTEGER` but holds text values, which records of `int` cannot read, and no attribute type both keeps the declared type and reads them: read the column with SQL, and `migrate test --sample` names the rows"#,
            #"column "features"."mixed" is declared `INTEGER` but holds text values, which records of `int` cannot read, and no attribute type both keeps the declared type and reads them: read the column with SQL, and `migrate test --sample` names the rows"#,
            #"column "features"."thumb" is declared `TEXT` but holds blob values: adopted as `data`, which records read them as (the declared type is kept as `sqlType:`)"#,
        ])
    }

    /// A comment between `AS` and the query (Grocy's views open with one) is the view's
    /// text too: it was left out of `views:`, so a rebuild wrote the view back without it.
    func testAViewKeepsTheCommentBeforeItsQuery() throws {
        let (_, model) = try adopt("""
            CREATE TABLE stock (id INTEGER PRIMARY KEY, amount REAL NOT NULL);
            CREATE VIEW stock_total
            AS
            /* Helper view which sums the stock */
            SELECT SUM(amount) AS total -- the sum
            FROM stock;
            """)
        let view = try XCTUnwrap(model.views.first)
        XCTAssertEqual(view.sql, "/* Helper view which sums the stock */\nSELECT SUM(amount) AS total -- the sum\nFROM stock")
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).views.first?.sql,
                       "CREATE VIEW \"stock_total\" AS /* Helper view which sums the stock */\nSELECT SUM(amount) AS total -- the sum\nFROM stock")
    }

    /// A column of NUMERIC affinity by its declared type (`GUID`, `ENUM`, a `BOOLEAN` of
    /// Rails' 't' and 'f' without a default saying so) that holds only text is `string`:
    /// SQLite has turned every value that reads as a number into one, so the text left is
    /// text, which records of a number type would refuse on every row.
    func testTextAloneInANumericAffinityColumnIsAString() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE accounts (id INTEGER PRIMARY KEY, guid GUID, kind ENUM, active BOOLEAN, amount NUMERIC, mixed NUMERIC);
            INSERT INTO accounts VALUES (1, '6F9619FF-8B86-D011-B42D-00C04FC964FF', 'admin', 't', 12.5, 'n/a'),
                (2, '7A1B2C3D-8B86-D011-B42D-00C04FC964FF', 'user', 'f', 3, 4);
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let entity = try XCTUnwrap(model.entity(named: "Accounts"))
        XCTAssertEqual(["guid", "kind", "active", "amount", "mixed"].map { entity.attribute(named: $0)?.type }, [.string, .string, .string, .double, .double])
        XCTAssertEqual(["guid", "kind", "active"].map { entity.attribute(named: $0)?.sqlType }, ["GUID", "ENUM", "BOOLEAN"], "the declared types are kept")
        XCTAssertEqual(inferred.notes.filter { $0.contains("but holds") }, [
            #"column "accounts"."guid" is declared `GUID` but holds text values: adopted as `string`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "accounts"."kind" is declared `ENUM` but holds text values: adopted as `string`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "accounts"."active" is declared `BOOLEAN` but holds text values: adopted as `string`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "accounts"."mixed" is declared `NUMERIC` but holds text values, which records of `double` cannot read, and no attribute type both keeps the declared type and reads them: read the column with SQL, and `migrate test --sample` names the rows"#,
        ])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).table(named: "accounts")?.column(named: "guid")?.declaredType, "GUID", "the schema is the database's")
    }

    /// Vaultwarden's keys are UUIDs in columns named `<table>_uuid`: a to-one stored in
    /// `user_uuid` is `user`, as one in `user_id` is, not `userUuid` (whose key property
    /// the records would call `userUuidID`).
    func testAToOneStoredInAUUIDColumnIsNamedWithoutTheSuffix() throws {
        let (_, model) = try adopt("""
            CREATE TABLE users (uuid TEXT PRIMARY KEY NOT NULL, email TEXT NOT NULL);
            CREATE TABLE ciphers (uuid TEXT PRIMARY KEY NOT NULL, user_uuid TEXT REFERENCES users (uuid), ownerGuid TEXT REFERENCES users (uuid),
              editorUUID TEXT REFERENCES users (uuid), reviewer_GUID TEXT REFERENCES users (uuid));
            """)
        let cipher = try XCTUnwrap(model.entity(named: "Ciphers"))
        XCTAssertEqual(cipher.relationships.map(\.name).sorted(), ["editor", "owner", "reviewer", "user"], "`UUID` is left out whole, not as `ID`")
        XCTAssertEqual(cipher.relationships.first { $0.name == "user" }?.column, "user_uuid")
    }

    /// Zotero's typeless `itemDataValues.value` holds text and numbers (a year as 1985):
    /// records of `string` read a number as its numeral, so the note says that, and that a
    /// saved record writes it back as text, rather than that they cannot read it.
    func testNumbersBesideTextInAStringColumnAreNotedAsReadAndSavedAsText() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE item_data_values (value_id INTEGER PRIMARY KEY, value UNIQUE);
            INSERT INTO item_data_values VALUES (1, 'Lovelace'), (2, 1985), (3, 2.5);
            """)
        XCTAssertEqual(model.entity(named: "ItemDataValues")?.attribute(named: "value")?.type, .string)
        XCTAssertEqual(inferred.notes.filter { $0.contains("values") && $0.contains("\"value\"") }, [
            #"column "item_data_values"."value" is declared without a type and holds integer and real values beside text: records of `string` read them as their numerals and save them back as text"#,
        ])
    }

    /// MediaWiki's SQLite schema declares its text columns BLOB (`page_title BLOB`), and a
    /// BLOB column keeps each value as given: text alone there is `string`, which records
    /// read; text beside blobs is noted, since records of `data` read only the blobs.
    func testTextAloneInABLOBColumnIsAString() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE page (page_id INTEGER PRIMARY KEY, page_title BLOB NOT NULL, page_props BLOB, page_mixed BLOB);
            INSERT INTO page VALUES (1, 'Main_Page', X'00FF', 'text'), (2, 'Help:Contents', NULL, X'01');
            """)
        let entity = try XCTUnwrap(model.entity(named: "Page"))
        XCTAssertEqual(["pageTitle", "pageProps", "pageMixed"].map { entity.attribute(named: $0)?.type }, [.string, .data, .data])
        XCTAssertEqual(entity.attribute(named: "pageTitle")?.sqlType, "BLOB", "the declared type is kept")
        XCTAssertEqual(inferred.notes.filter { $0.contains("but holds") }, [
            #"column "page"."page_title" is declared `BLOB` but holds text values: adopted as `string`, which records read them as (the declared type is kept as `sqlType:`)"#,
            #"column "page"."page_mixed" is declared `BLOB` but holds text values, which records of `data` cannot read, and no attribute type both keeps the declared type and reads them: read the column with SQL, and `migrate test --sample` names the rows"#,
        ])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).table(named: "page")?.column(named: "page_title")?.declaredType, "BLOB", "the schema is the database's")
    }

    /// SQLite takes a trigger's table written as a string (`ON 'geometry_columns'`, as
    /// every SpatiaLite metadata trigger has it): such a trigger was read as firing on no
    /// table and left unmanaged with "no such table: ".
    func testATriggerOnATableNamedAsAStringIsAdopted() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE geometry_columns (id INTEGER PRIMARY KEY, coord_dimension INTEGER NOT NULL);
            CREATE TRIGGER gc_insert BEFORE INSERT ON 'geometry_columns'
            FOR EACH ROW BEGIN SELECT RAISE(ABORT, 'coord_dimension must be one of 2,3,4') WHERE NOT (NEW.coord_dimension IN (2, 3, 4)); END;
            CREATE TRIGGER gc_update BEFORE UPDATE OF 'coord_dimension' ON 'geometry_columns'
            FOR EACH ROW BEGIN SELECT RAISE(ABORT, 'coord_dimension must be one of 2,3,4') WHERE NOT (NEW.coord_dimension IN (2, 3, 4)); END;
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(model.triggers.map(\.name).sorted(), ["gc_insert", "gc_update"])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).triggers.map(\.table), ["geometry_columns", "geometry_columns"])
    }

    /// A Core Data store adopted as a plain database is pointed at the Core Data import,
    /// which knows its model's history and converts its values.
    func testACoreDataStoreIsPointedAtTheCoreDataImport() throws {
        let (inferred, _) = try adopt("""
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR);
            """)
        XCTAssertTrue(inferred.notes.contains { $0.hasPrefix("this is a Core Data store (it has Z_PRIMARYKEY and Z_METADATA): `modelc import coredata`") },
                      inferred.notes.joined(separator: "\n"))
        let (plain, _) = try adopt("CREATE TABLE note (id INTEGER PRIMARY KEY);")
        XCTAssertFalse(plain.notes.contains { $0.contains("Core Data") })
    }

    /// A column named `self` (a feed's link to itself) is the attribute `selfValue`,
    /// which keeps the column: a record's property named `self` would hide the record.
    func testAColumnNamedSelfIsAdoptedUnderAnotherName() throws {
        let (inferred, model) = try adopt("CREATE TABLE links (id INTEGER PRIMARY KEY, self TEXT NOT NULL);")
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let attribute = try XCTUnwrap(model.entity(named: "Links")?.attribute(named: "selfValue"), inferred.yaml)
        XCTAssertEqual(attribute.column, "self")
    }

    func testDefaultsAreValuesOnlyWhereTheCompilerWritesThemBackAsTheyAre() throws {
        let (_, model) = try adopt("""
            CREATE TABLE "price" (
              "id" INTEGER PRIMARY KEY,
              "amount" NUMERIC(10,2) NOT NULL DEFAULT 0.99,
              "ratio" REAL NOT NULL DEFAULT 0.0,
              "count" INTEGER NOT NULL DEFAULT -1,
              "text_count" INTEGER DEFAULT '5',
              "label" VARCHAR(20) DEFAULT 'it''s',
              "flag" BOOLEAN NOT NULL DEFAULT 0,
              "stamp" DATETIME DEFAULT (datetime('now')),
              "blob" BLOB DEFAULT x'00ff',
              "big" DECIMAL DEFAULT 1e3,
              "nothing" TEXT DEFAULT NULL,
              "fields" json NULL,
              "platform" string,
              "auto_select" boolean DEFAULT 't'
            );
            """)
        let price = try XCTUnwrap(model.entity(named: "Price"))
        func attribute(_ name: String) throws -> Attribute { try XCTUnwrap(price.attribute(named: name), name) }
        XCTAssertEqual(try attribute("amount").type, .double)
        XCTAssertEqual(try attribute("amount").defaultValue, .double(0.99))
        XCTAssertEqual(try attribute("ratio").defaultSQL, "0.0", "`default: 0` would write 0")
        XCTAssertEqual(try attribute("count").defaultValue, .int(-1))
        XCTAssertEqual(try attribute("textCount").defaultSQL, "'5'", "a text default on an integer column stays SQL")
        XCTAssertEqual(try attribute("label").defaultValue, .string("it's"))
        XCTAssertEqual(try attribute("flag").type, .int, "BOOLEAN without modelc's CHECK is an integer")
        XCTAssertEqual(try attribute("flag").sqlType, "BOOLEAN")
        XCTAssertEqual(try attribute("stamp").type, .string)
        XCTAssertEqual(try attribute("stamp").defaultSQL, "(datetime('now'))")
        XCTAssertEqual(try attribute("blob").type, .data)
        XCTAssertEqual(try attribute("blob").defaultSQL, "x'00ff'")
        XCTAssertEqual(try attribute("big").defaultSQL, "1e3")
        XCTAssertEqual(try attribute("fields").type, .string, "a `json` column (knex, PocketBase) holds a document's text")
        XCTAssertEqual(try attribute("fields").sqlType, "json")
        XCTAssertEqual(try attribute("platform").type, .string, "a `string` column (Plex's `devices.platform`) holds text")
        XCTAssertEqual(try attribute("autoSelect").type, .string, "Rails' booleans, 't' and 'f', are text")
    }

    /// Calibre's library calls functions the app registers (`title_sort` in triggers,
    /// `sortconcat` in a view): the model lists them under `functions:`, so `validate`
    /// checks that SQL whole with a stand-in for each, where it warned of every call in
    /// every version.
    func testFunctionsTheAppRegistersAreListedSoTheirSQLIsChecked() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL, sort TEXT);
            CREATE TRIGGER books_insert_trg AFTER INSERT ON books BEGIN UPDATE books SET sort = title_sort(NEW.title) WHERE id = NEW.id; END;
            CREATE TRIGGER books_update_trg AFTER UPDATE ON books BEGIN UPDATE books SET sort = Title_Sort(NEW.title) WHERE id = NEW.id; END;
            CREATE VIEW meta AS SELECT id, sortconcat(id, title) AS titles FROM books GROUP BY id;
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(model.functions, ["sortconcat", "title_sort"], inferred.yaml)
        XCTAssertEqual(model.triggers.map(\.name), ["books_insert_trg", "books_update_trg"])
        XCTAssertEqual(model.views.map(\.name), ["meta"])
        // `adopt` has checked the model's SQL: no diagnostic, not even a warning.
    }

    /// `DEFAULT NULL` (Sakila's 13 columns, Zotero's `parentCollectionID`) is what a
    /// column without a default gets, and comparisons leave it out; but it was dropped, so
    /// a database made from the model declared those columns otherwise (`PRAGMA
    /// table_info`'s `dflt_value` `'NULL'` against nothing). It is kept, on an attribute and
    /// on a to-one's column alike.
    func testADefaultOfNullIsKeptAsTheDatabaseWritesIt() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE t (id INTEGER PRIMARY KEY, note BLOB DEFAULT NULL, parent_id INT DEFAULT NULL REFERENCES parent(id));
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let table = try XCTUnwrap(SQLiteSchemaCompiler.compile(model).table(named: "t"))
        XCTAssertEqual(table.columns.map(\.defaultSQL), [nil, "NULL", "NULL"], inferred.yaml)
    }

    /// MySQL's `YEAR`, as Sakila's SQLite port keeps `film.release_year`, holds whole
    /// years: it was adopted as `double` (NUMERIC affinity), so records read 2006.0.
    func testAYearColumnIsAnInteger() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE film (film_id INTEGER PRIMARY KEY, release_year YEAR DEFAULT NULL, made YEAR(4) NOT NULL DEFAULT 2006, yearly NUMERIC);
            INSERT INTO film VALUES (1, 2006, 2006, 1.5);
            """)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let film = try XCTUnwrap(model.entity(named: "Film"))
        XCTAssertEqual(["releaseYear", "made", "yearly"].map { film.attribute(named: $0)?.type }, [.int, .int, .double])
        XCTAssertEqual(["releaseYear", "made"].map { film.attribute(named: $0)?.sqlType }, ["YEAR", "YEAR(4)"], "the declared types are kept")
        XCTAssertEqual(film.attribute(named: "made")?.defaultValue, .int(2006))
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).table(named: "film")?.column(named: "release_year")?.declaredType, "YEAR")
    }

    func testJoinTablesInModelcsShapeBecomeManyToManyWhateverTheirNames() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "author" ("id" INTEGER PRIMARY KEY NOT NULL, "name" TEXT NOT NULL) STRICT;
            CREATE TABLE "book" ("id" INTEGER PRIMARY KEY NOT NULL, "title" TEXT NOT NULL) STRICT;
            CREATE TABLE "writes" (
              "writer" INTEGER NOT NULL, "work" INTEGER NOT NULL,
              PRIMARY KEY ("writer", "work"),
              FOREIGN KEY ("writer") REFERENCES "author" ("id") ON DELETE CASCADE,
              FOREIGN KEY ("work") REFERENCES "book" ("id") ON DELETE CASCADE
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX "idx_writes_work" ON "writes" ("work");
            CREATE TABLE "reads" (
              "book_id" INTEGER NOT NULL, "author_id" INTEGER NOT NULL,
              PRIMARY KEY ("book_id", "author_id"),
              FOREIGN KEY ("book_id") REFERENCES "book" ("id") ON DELETE CASCADE,
              FOREIGN KEY ("author_id") REFERENCES "author" ("id") ON DELETE CASCADE
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX "idx_reads_author_id" ON "reads" ("author_id");
            """)
        XCTAssertEqual(inferred.notes, [])
        let writes = try XCTUnwrap(model.entity(named: "Author")?.relationship(named: "writes"))
        XCTAssertTrue(writes.isToMany)
        XCTAssertEqual(writes.joinTable, JoinTableSpec(name: "writes", joinColumn: "writer", inverseJoinColumn: "work"))
        XCTAssertEqual(model.entity(named: "Book")?.relationship(named: "authors")?.inverse, "writes")
        XCTAssertEqual(model.entity(named: "Reads")?.compositeKey, ["book", "author"],
                       "a join table whose first column is the later entity's is an entity: modelc puts the owner's column first")
    }

    /// SQLite finds a referenced column without regard to case (`REFERENCES "parent"
    /// ("ID")` is a key to `parent.id`, and enforced): it is read in the parent's
    /// spelling, so the model compiles to the same key and the table stays managed. (It
    /// was left out by the self-check, as a key that compiled differently.)
    func testAForeignKeyNamingItsParentColumnInAnotherCaseIsAdopted() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "parent" ("id" INTEGER PRIMARY KEY NOT NULL);
            CREATE TABLE "child" ("id" INTEGER PRIMARY KEY NOT NULL, "parent_id" INTEGER REFERENCES "parent" ("ID"));
            CREATE INDEX "idx_child_parent_id" ON "child" ("parent_id");
            """)
        XCTAssertEqual(inferred.unmanaged, [])
        XCTAssertEqual(inferred.notes, [])
        XCTAssertEqual(model.entities.map(\.name), ["Child", "Parent"])
        XCTAssertEqual(model.entity(named: "Child")?.relationship(named: "parent")?.target, "Parent")
    }

    func testExpressionAndDescendingIndexesAreLeftOutButNotTheirTable() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "person" ("id" INTEGER PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, "born" TEXT) STRICT;
            CREATE INDEX "person_lower_name" ON "person" (lower("name"));
            CREATE INDEX "person_newest" ON "person" ("born" DESC);
            CREATE INDEX "person_name" ON "person" ("name" COLLATE NOCASE);
            CREATE INDEX "idx_person_born" ON "person" ("born");
            """)
        XCTAssertEqual(inferred.unmanaged, ["person_lower_name", "person_name", "person_newest"])
        XCTAssertEqual(inferred.notes, [
            #"index "person_lower_name" on "person" is unmanaged: it indexes the expression lower("name"), which the model cannot say; modelc leaves it as it is"#,
            #"index "person_name" on "person" is unmanaged: it indexes "name" COLLATE NOCASE, which the model cannot say; modelc leaves it as it is"#,
            #"index "person_newest" on "person" is unmanaged: it indexes "born" DESC, which the model cannot say; modelc leaves it as it is"#,
        ])
        XCTAssertEqual(model.entity(named: "Person")?.attribute(named: "born")?.isIndexed, true)
    }

    /// A Django-style `DEFERRABLE INITIALLY DEFERRED` key (checked at commit) is
    /// `deferred: true` on its relationship, so a rebuild from the model keeps it
    /// deferred and drift compares it.
    func testDjangoStyleDeferredForeignKeysAreAdoptedAsDeferredRelationships() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "shop_artist" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "name" varchar(120) NULL);
            CREATE TABLE "shop_album" (
              "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "title" varchar(160) NOT NULL,
              "artist_id" integer NOT NULL REFERENCES "shop_artist" ("id") DEFERRABLE INITIALLY DEFERRED
            );
            CREATE INDEX "shop_album_artist_id_1ac0c0f9" ON "shop_album" ("artist_id");
            CREATE TABLE "shop_label" (
              "id" integer NOT NULL PRIMARY KEY, "artist_id" integer REFERENCES "shop_artist" ("id") DEFERRABLE INITIALLY IMMEDIATE
            );
            """)
        XCTAssertEqual(inferred.unmanaged, [])
        XCTAssertEqual(inferred.notes, [])
        XCTAssertEqual(model.entities.map(\.name), ["ShopAlbum", "ShopArtist", "ShopLabel"])
        XCTAssertEqual(model.entity(named: "ShopAlbum")?.relationship(named: "artist")?.isDeferred, true)
        XCTAssertEqual(model.entity(named: "ShopLabel")?.relationship(named: "artist")?.isDeferred, false,
                       "DEFERRABLE INITIALLY IMMEDIATE is what every key is")
        let key = try XCTUnwrap(SQLiteSchemaCompiler.compile(model).table(named: "shop_album")?.foreignKeys.first)
        XCTAssertTrue(key.isDeferred)
        XCTAssertTrue(SQLiteDialect().foreignKeyClause(key).hasSuffix(" DEFERRABLE INITIALLY DEFERRED"))
    }

    /// The reviewer's case: `ON CONFLICT REPLACE` on a UNIQUE column and `ON CONFLICT
    /// IGNORE` on a NOT NULL one change what an INSERT does; a rebuild from the model
    /// would write plain constraints, and drift compares no conflict clauses.
    func testConflictClausesLeaveTheirTableUnmanagedWithANote() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE contact(id INTEGER PRIMARY KEY, email TEXT UNIQUE ON CONFLICT REPLACE, name TEXT NOT NULL ON CONFLICT IGNORE, n INTEGER);
            CREATE TABLE tag(id INTEGER PRIMARY KEY, label TEXT NOT NULL, UNIQUE (label) ON CONFLICT IGNORE);
            CREATE TABLE plain(id INTEGER PRIMARY KEY ON CONFLICT ABORT, code TEXT NOT NULL ON CONFLICT ABORT);
            """)
        XCTAssertEqual(inferred.unmanaged, ["contact", "tag"])
        XCTAssertEqual(inferred.notes, [
            #"table "contact" is unmanaged: its constraints "email" UNIQUE ON CONFLICT REPLACE, "name" NOT NULL ON CONFLICT IGNORE resolve conflicts their own way, which the model language cannot say (a table rebuilt from the model would fail such statements instead); modelc leaves it, its indexes and its triggers as they are"#,
            #"table "tag" is unmanaged: its constraint UNIQUE ("label") ON CONFLICT IGNORE resolves conflicts its own way, which the model language cannot say (a table rebuilt from the model would fail such statements instead); modelc leaves it, its indexes and its triggers as they are"#,
        ])
        XCTAssertEqual(model.entities.map(\.name), ["Plain"], "ON CONFLICT ABORT is what a constraint does without the clause")
    }

    /// `INTEGER PRIMARY KEY DESC` is not an alias of the rowid, and a `UNIQUE (x COLLATE
    /// NOCASE)` constraint compares without case: a model writes both plain. `PRIMARY KEY
    /// (id DESC)` as a table constraint is the rowid all the same, and `PRIMARY KEY (id
    /// AUTOINCREMENT)` is `autoincrement: true`.
    func testKeyConstraintsWithDescendingOrCollatedTermsLeaveTheirTableUnmanaged() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE ledger(id INTEGER PRIMARY KEY DESC, amount REAL);
            CREATE TABLE member(id INTEGER NOT NULL PRIMARY KEY, email TEXT, UNIQUE (email COLLATE NOCASE));
            CREATE TABLE code(id TEXT NOT NULL, PRIMARY KEY (id DESC)) WITHOUT ROWID;
            CREATE TABLE counter(id INTEGER, hits INTEGER, PRIMARY KEY (id DESC));
            CREATE TABLE ticket(id INTEGER, title TEXT, PRIMARY KEY (id AUTOINCREMENT));
            CREATE TABLE word(id TEXT NOT NULL PRIMARY KEY COLLATE NOCASE, UNIQUE (id));
            """)
        XCTAssertEqual(inferred.unmanaged, ["code", "ledger", "member"])
        XCTAssertEqual(inferred.notes, [
            #"table "code" is unmanaged: its constraint PRIMARY KEY ("id" DESC) sorts or collates a term other than the plain column does, which the model language cannot say (a table rebuilt from the model would write the constraint plain); modelc leaves it, its indexes and its triggers as they are"#,
            #"table "ledger" is unmanaged: its constraint PRIMARY KEY ("id" DESC) sorts or collates a term other than the plain column does, which the model language cannot say (a table rebuilt from the model would write the constraint plain); modelc leaves it, its indexes and its triggers as they are"#,
            #"table "member" is unmanaged: its constraint UNIQUE ("email" COLLATE NOCASE) sorts or collates a term other than the plain column does, which the model language cannot say (a table rebuilt from the model would write the constraint plain); modelc leaves it, its indexes and its triggers as they are"#,
        ])
        XCTAssertEqual(model.entities.map(\.name).sorted(), ["Counter", "Ticket", "Word"])
        XCTAssertEqual(model.entity(named: "Ticket")?.attribute(named: "id")?.isAutoincrement, true)
    }

    /// A CHECK's name is the one the error a failing row raises quotes (Sakila's
    /// `film`): the model keeps it, a column's as a named `check:` rather than the
    /// `values:` its expression would otherwise read as, so a rebuild writes it again.
    func testNamedCheckConstraintsAreAdoptedWithTheirNames() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE film(id INTEGER, rating TEXT CONSTRAINT ck_rating CHECK (rating IN ('G', 'PG')), length INTEGER,
              CONSTRAINT pk_film PRIMARY KEY (id), CONSTRAINT ck_length CHECK (length > 0));
            """)
        XCTAssertEqual(inferred.unmanaged, [])
        XCTAssertEqual(inferred.notes, [])
        let film = try XCTUnwrap(model.entity(named: "Film"))
        XCTAssertEqual(film.checkNames, ["length > 0": "ck_length"])
        let rating = try XCTUnwrap(film.attribute(named: "rating"))
        XCTAssertNil(rating.values)
        XCTAssertEqual(rating.checkNames, ["rating IN ('G', 'PG')": "ck_rating"])
        XCTAssertTrue(inferred.yaml.contains("      - name: ck_length\n        sql: \"length > 0\"\n"), inferred.yaml)
        XCTAssertTrue(inferred.yaml.contains(#"check: { name: ck_rating, sql: "rating IN ('G', 'PG')" }"#), inferred.yaml)
    }

    /// A CHECK written after another table constraint without a comma between them
    /// (GeoPackage's tables), which SQLite enforces under the name of the constraint before
    /// it, is the model's: it was left out, so a baseline passed and a rebuild dropped it.
    func testACheckAfterAnotherTableConstraintWithoutACommaIsAdopted() throws {
        let (_, model) = try adopt("""
            CREATE TABLE parent (name TEXT PRIMARY KEY NOT NULL);
            CREATE TABLE scaling (name TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL,
              CONSTRAINT fk_scaling FOREIGN KEY (name) REFERENCES parent (name) CHECK (kind IN ('in', 'out')));
            """)
        XCTAssertEqual(model.entity(named: "Scaling")?.checks, ["kind IN ('in', 'out')"])
        XCTAssertEqual(model.entity(named: "Scaling")?.checkNames, ["kind IN ('in', 'out')": "fk_scaling"], "SQLite's name for it")
    }

    /// A to-many inverse is named in English's plural, irregular ones included
    /// (`person` → `people`, `child` → `children`: "childs" read as a typo).
    func testToManyInversesAreNamedInEnglishPlurals() throws {
        let (_, model) = try adopt("""
            CREATE TABLE "person" ("id" INTEGER PRIMARY KEY NOT NULL);
            CREATE TABLE "class" ("id" INTEGER PRIMARY KEY NOT NULL);
            CREATE TABLE "child" ("id" INTEGER PRIMARY KEY NOT NULL, "parent_id" INTEGER REFERENCES "person" ("id"), "class_id" INTEGER REFERENCES "class" ("id"));
            CREATE TABLE "grand_child" ("id" INTEGER PRIMARY KEY NOT NULL, "person_id" INTEGER REFERENCES "person" ("id"));
            CREATE TABLE "enrolment" ("id" INTEGER PRIMARY KEY NOT NULL, "person_id" INTEGER REFERENCES "person" ("id"));
            CREATE TABLE "ellipsoid" ("id" INTEGER PRIMARY KEY NOT NULL);
            CREATE TABLE "geodetic_datum" ("id" INTEGER PRIMARY KEY NOT NULL, "ellipsoid_id" INTEGER REFERENCES "ellipsoid" ("id"));
            """)
        XCTAssertEqual(model.entity(named: "Person")?.relationships.map(\.name).sorted(), ["children", "enrolments", "grandChildren"])
        XCTAssertEqual(model.entity(named: "Class")?.relationships.map(\.name), ["children"])
        // Geodesy's plural (PROJ's `geodetic_datum`), not "data".
        XCTAssertEqual(model.entity(named: "Ellipsoid")?.relationships.map(\.name), ["geodeticDatums"])
    }

    /// An unmanaged table named `log*` is written `log\*`, the pattern that matches it
    /// alone: `logbook` stays in the model (read as a glob, the name took it out too).
    func testANameThatReadsAsAPatternIsWrittenToMatchItselfAlone() throws {
        let (inferred, model) = try adopt("""
            CREATE TABLE "log*" ("at" TEXT, "message" TEXT, "rowid" INTEGER);
            CREATE TABLE "logbook" ("id" INTEGER PRIMARY KEY NOT NULL, "entry" TEXT NOT NULL);
            CREATE TABLE "person" ("id" INTEGER PRIMARY KEY NOT NULL, "name" TEXT NOT NULL);
            """)
        XCTAssertEqual(inferred.unmanaged, ["log\\*"])
        XCTAssertEqual(model.entities.map(\.name), ["Logbook", "Person"])
    }

    func testTheModelIsNamedAfterTheFile() {
        XCTAssertEqual(InferredModel.name(forFile: "legacy_app"), "LegacyApp")
        XCTAssertEqual(InferredModel.name(forFile: "2024-backup"), "T2024Backup")
        XCTAssertEqual(InferredModel.name(forFile: "--"), "Model")
    }

    func testAnEmptyDatabaseGivesAModelWithNoEntities() throws {
        let inferred = InferredModel(schema: Schema(), name: "Empty")
        XCTAssertEqual(inferred.yaml, """
            # Inferred by `modelc inspect --as-model`; it compiles to the database's schema as it is.
            # Review it before saving it as models/Empty/1.yaml: TEXT columns are `string` (make them date, uuid, url or
            # decimal where they hold those); NUMERIC columns are `double`, or `string` when their type names a date, a time, JSON or a string.
            model: Empty
            version: 1
            entities: {}

            """)
    }

    /// A name YAML would read as something else (`True`, `yes`, `y`) is quoted wherever
    /// it is written: as a key, and as the `to:` or `inverse:` of a relationship.
    func testNamesThatReadAsBooleansAreQuotedWhereverTheyAreWritten() throws {
        let (inferred, _) = try adopt("""
            CREATE TABLE "true" ("id" INTEGER PRIMARY KEY NOT NULL, "y" TEXT, "1st" TEXT);
            CREATE TABLE "yes" ("id" INTEGER PRIMARY KEY NOT NULL, "t" INTEGER NOT NULL REFERENCES "true" ("id"));
            """)
        XCTAssertEqual(inferred.unmanaged, [])
        XCTAssertEqual(inferred.yaml, """
            # Inferred by `modelc inspect --as-model` from test.sqlite; it compiles to the database's schema as it is.
            # Review it before saving it as models/Adopted/1.yaml: TEXT columns are `string` (make them date, uuid, url or
            # decimal where they hold those); NUMERIC columns are `double`, or `string` when their type names a date, a time, JSON or a string.
            model: Adopted
            version: 1
            entities:
              "True":
                strict: false
                attributes:
                  id: { type: int, primaryKey: true }
                  "y": string?
                  t1st: { type: string, optional: true, column: "1st" }
                relationships:
                  "yes": { to: "Yes", toMany: true, inverse: t, deleteRule: noAction }
              "Yes":
                strict: false
                attributes:
                  id: { type: int, primaryKey: true }
                relationships:
                  t: { to: "True", inverse: "yes", column: t, indexed: false }

            """)
    }
}
