import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest
import Yams

/// Misuse of views, triggers, `unmanaged:` and the storage options (composite keys,
/// `sqlType`, `autoincrement`, `defaultSQL`, `constraint`, `joinTable`, `onUpdate`):
/// each malformed model under `Tests/Fixtures/InvalidModels/` is reported with the
/// expected message and hint at the line and column a user has to change.
///
/// Fixtures are loaded as the CLI loads them (`ModelCheck.inspect`): validation first,
/// then, for a model without errors, its SQL built in an in-memory SQLite database.
final class StorageOptionsValidationTests: ModelcTestCase {
    private func diagnostics(_ fixture: String) -> [Diagnostic] {
        ModelCheck.inspect(InvalidModelTests.fixtures.appendingPathComponent(fixture).path).diagnostics
    }

    /// Asserts that `fixture` reports the diagnostic `message` at `line:column`
    /// with the hint `hint`, and, unless `count` says otherwise, nothing else.
    private func assertReports(
        _ fixture: String, _ message: String, line: Int, column: Int, hint: String, count: Int = 1,
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let all = diagnostics(fixture)
        let listing = all.map(\.description).joined(separator: "\n")
        guard let found = all.first(where: { $0.message == message }) else {
            XCTFail("no diagnostic \"\(message)\" in \(fixture):\n\(listing)", file: sourceFile, line: sourceLine)
            return
        }
        XCTAssertEqual(found.severity, .error, listing, file: sourceFile, line: sourceLine)
        XCTAssertEqual(found.location.line, line, "line of: \(found)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(found.location.column, column, "column of: \(found)", file: sourceFile, line: sourceLine)
        XCTAssertTrue(found.location.file.hasSuffix(fixture), "file of: \(found)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(found.hint, hint, "hint of: \(found)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(all.count, count, "diagnostics of \(fixture):\n\(listing)", file: sourceFile, line: sourceLine)
    }

    // MARK: - Views

    func testViewWhoseSQLIsNotAQueryIsRejectedAtTheSQL() {
        assertReports(
            "view-sql-not-a-query.yaml", "the SQL of view `purge_posts` starts with `DELETE`, not a query", line: 9, column: 16,
            hint: "a view's SQL is a `SELECT`, `WITH … SELECT` or `VALUES` query")
    }

    func testViewWhoseSQLDoesNotParseIsReportedBySQLiteAtTheSQL() {
        assertReports(
            "view-sql-does-not-parse.yaml", "view `recent_posts` does not compile: near \"FROM\": syntax error", line: 9, column: 17,
            hint: "write one query (`SELECT …`, `WITH … SELECT …`, `VALUES …`) or a whole `CREATE VIEW recent_posts AS SELECT …`")
    }

    func testViewNamingAMissingColumnIsReportedAtItsSQLKeyWithTheClosestColumn() {
        assertReports(
            "view-names-missing-column.yaml", "view `post_titles` does not compile: no such column: titles", line: 11, column: 5,
            hint: "did you mean `title`?")
    }

    /// Android's `babel.db` joins with `"#SEP#"`, a string only where SQLite accepts
    /// double-quoted strings: the message says so and how to write it.
    func testViewWithADoubleQuotedStringSaysToWriteItInSingleQuotes() {
        assertReports(
            "view-double-quoted-string.yaml",
            "view `contact_lines` does not compile: no such column: #SEP# (`\"#SEP#\"` is a string only where SQLite accepts double-quoted strings, which modelc's connections do not: write `'#SEP#'`)",
            line: 11, column: 5,
            hint: "a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first)")
    }

    func testViewReadingABrokenViewIsNotReportedAgain() {
        assertReports(
            "view-reads-broken-view.yaml", "view `published_posts` does not compile: no such column: publishd", line: 10, column: 20,
            hint: "a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first)")
    }

    func testDependsOnNamingNothingSuggestsTheClosestEntity() {
        assertReports(
            "view-depends-on-nothing.yaml", "`dependsOn` of view `post_words` names `Posts`, which is no entity or view of the model",
            line: 11, column: 5, hint: "did you mean `Post`?")
    }

    /// The planner creates, drops and verifies the view its key names; a statement that
    /// creates another would validate and then fail every migration's check.
    /// `types:` hold one `CREATE TYPE` or `CREATE DOMAIN` statement each, creating the
    /// type its key names (a schema prefix allowed); the long form takes `sql` and `doc`.
    func testTypeStatementsMustCreateTheTypeTheirKeyNames() {
        let all = diagnostics("type-statements.yaml")
        XCTAssertEqual(all.map(\.description), [
            "\(InvalidModelTests.fixtures.path)/type-statements.yaml:4:9: error: the `CREATE TYPE` of type `mood` creates `feeling` (name the type as its key does: `CREATE TYPE mood …`)",
            "\(InvalidModelTests.fixtures.path)/type-statements.yaml:5:9: error: the SQL of type `year` is not a `CREATE TYPE` or `CREATE DOMAIN` statement (write the whole statement: `CREATE TYPE year AS ENUM ('a', 'b')` or `CREATE DOMAIN year AS integer CHECK (VALUE > 0)`)",
            "\(InvalidModelTests.fixtures.path)/type-statements.yaml:9:5: error: unknown key `color` in type `rating` (allowed keys: doc, sql)",
        ])
    }

    func testViewStatementCreatingAnotherViewIsRejectedAtTheSQL() {
        assertReports(
            "view-creates-another-view.yaml", "the SQL of view `post_titles` creates view `titles`, not view `post_titles`", line: 9, column: 16,
            hint: #"a view's statement creates the view its key names: write `CREATE VIEW "post_titles" AS SELECT …`, or only the query"#)
    }

    func testTemporaryViewIsRejectedAtTheSQL() {
        assertReports(
            "view-temp.yaml", "view `post_titles` is a `TEMP` view, which lives only as long as the connection that creates it", line: 10, column: 5,
            hint: "remove `TEMP`: a model's views are stored in the database (`CREATE VIEW post_titles AS SELECT …`), so every migration can check them")
    }

    /// `CREATE VIEW temp.name` is a TEMP view too, which only the build in SQLite sees.
    func testViewCreatedInTheTempSchemaIsRejectedBySQLiteAtTheSQL() {
        assertReports(
            "view-in-temp-schema.yaml", "the SQL of view `post_titles` creates no view in the main database (a TEMP view, or one in another schema, is gone with its connection)", line: 9, column: 16,
            hint: #"a view's statement creates the view its key names: write `CREATE VIEW "post_titles" AS SELECT …`, or only the query"#)
    }

    /// Short-form SQL is wrapped in `CREATE VIEW name AS …`, so a second statement would
    /// run on every migration that creates the view.
    func testViewSQLWithASecondStatementIsRejectedAtTheSQL() {
        assertReports(
            "view-runs-two-statements.yaml", "the SQL of view `post_titles` runs more than one statement (it creates view `post_titles` and drops table `post`)",
            line: 9, column: 16, hint: #"a view's statement creates the view its key names: write `CREATE VIEW "post_titles" AS SELECT …`, or only the query"#)
    }

    // MARK: - Triggers

    func testTriggerStatementCreatingAnotherTriggerIsRejectedAtTheSQL() {
        assertReports(
            "trigger-creates-another-trigger.yaml", "the SQL of trigger `post_touch` creates trigger `post_retitle`, not trigger `post_touch`",
            line: 9, column: 15, hint: #"a trigger's statement creates the trigger its key names: write `CREATE TRIGGER "post_touch" … ON <table> BEGIN …; END`"#)
    }

    func testTemporaryTriggerIsRejectedAtTheSQL() {
        assertReports(
            "trigger-temp.yaml", "trigger `post_touch` is a `TEMPORARY` trigger, which lives only as long as the connection that creates it",
            line: 9, column: 15, hint: "remove `TEMPORARY`: a model's triggers are stored in the database (`CREATE TRIGGER post_touch …`), so every migration can check them")
    }


    func testTriggerStatementOnAMissingTableIsReportedBySQLiteWithTheClosestTable() {
        assertReports(
            "trigger-on-missing-table.yaml", "trigger `post_audit` does not compile: no such table: main.posts", line: 9, column: 15,
            hint: "did you mean `post`?")
    }

    func testTriggerInPartsOnAMissingEntityIsRejectedAtOn() {
        assertReports(
            "trigger-on-missing-entity.yaml", "trigger `post_audit` is on `Posts`, which is no entity, table or view of the model",
            line: 10, column: 5, hint: "did you mean `Post`?")
    }

    func testTriggerInPartsWithoutBodyOrEventReportsBoth() {
        assertReports(
            "trigger-without-body-or-event.yaml", "trigger `post_audit` has no `body`", line: 9, column: 3,
            hint: "add `body:` with the statements to run between BEGIN and END", count: 2)
        assertReports(
            "trigger-without-body-or-event.yaml", "trigger `post_audit` has no `event`", line: 9, column: 3,
            hint: "add `event: insert`, `update` or `delete`", count: 2)
    }

    /// SQLite resolves a trigger's body only when a statement that fires it is
    /// compiled, so without this check the app's first delete would fail.
    func testTriggerBodyNamingAMissingTableIsReportedAtTheBody() {
        assertReports(
            "trigger-body-names-missing-table.yaml", "trigger `post_audit` fails when it fires: no such table: main.audit",
            line: 12, column: 5, hint: "its `WHEN` and body may name only the model's tables, columns and views, and `NEW`/`OLD` columns of its table")
    }

    func testTriggerConditionNamingAMissingColumnIsReportedAtWhen() {
        assertReports(
            "trigger-when-names-missing-column.yaml", "trigger `post_edited` fails when it fires: no such column: NEW.titles",
            line: 15, column: 5, hint: "did you mean `title`?")
    }

    /// SQLite takes any name after `UPDATE OF`, and never compiles a trigger that never
    /// fires: Zotero's `fku_tags` after `Tags.name` became `label` checked nothing, silently.
    func testATriggerOnUpdateOfARenamedColumnIsReportedWithTheNewName() {
        assertReports(
            "trigger-update-of-renamed-column.yaml", "trigger `fku_tags` fires on `UPDATE OF name`, a column `tag` does not have, so it never fires",
            line: 9, column: 13,
            hint: "`label` was `name` (its `renamedFrom`), and a rename does not edit a trigger's SQL: write `label` where the trigger says `name`")
    }

    /// `message._id` is looked for among `message`'s columns only: the suggestion was
    /// another table's `id` (WhatsApp's views).
    func testAQualifiedColumnIsSuggestedFromItsOwnTableOnly() {
        assertReports(
            "view-names-a-column-of-its-own-table.yaml", "view `v` does not compile: no such column: message._id", line: 16, column: 6,
            hint: "a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first)")
    }

    /// A view or a trigger's body naming a column by its name before a rename (Kodi's
    /// `movie_view`, a Samsung SMS trigger) gets the rename hint too.
    func testAViewAndATriggerBodyNamingARenamedColumnGetTheRenameHint() {
        assertReports(
            "view-and-trigger-name-renamed-column.yaml", "view `recent` does not compile: no such column: files.lastPlayed", line: 17, column: 11,
            hint: "`last_watched` was `lastPlayed` (its `renamedFrom`), and a rename does not edit a view's SQL: write `last_watched` where the view says `lastPlayed`",
            count: 2)
        assertReports(
            "view-and-trigger-name-renamed-column.yaml", "trigger `sms_audit` fails when it fires: no such column: new.sim_imsi", line: 19, column: 14,
            hint: "`imsi` was `sim_imsi` (its `renamedFrom`), and a rename does not edit a trigger's SQL: write `imsi` where the trigger says `sim_imsi`",
            count: 2)
    }

    /// A view naming a table by the name its entity's `renamedFrom` gives (Sakila's
    /// `Category` made `Genre`) gets the rename hint too, where it got only the general one.
    func testAViewNamingARenamedTableGetsTheRenameHint() {
        assertReports(
            "view-names-a-renamed-table.yaml", "view `genre_names` does not compile: no such table: main.category", line: 12, column: 16,
            hint: "`genre` was `category` (the table of `Genre`, `renamedFrom: Category`), and a rename does not edit a view's SQL: write `genre` where the view says `category`")
    }

    func testRenamedValuesMustRenameToAListedValueFromOneNoLongerListed() {
        assertReports(
            "renamed-values-still-listed.yaml", "`renamedValues` of `Car.entity` says `LuxuryCar` was `SportCar`, which is still in its `values`",
            line: 7, column: 81, hint: "a value renamed is no longer listed; remove it from `values`, or the rename", count: 2)
        assertReports(
            "renamed-values-still-listed.yaml", "`renamedValues` of `Car.entity` names `Van`, which is not in its `values`",
            line: 7, column: 81, hint: "map a value of `values` to the one it was", count: 2)
    }

    // MARK: - Primary keys

    func testCompositeKeyNamingAMissingAttributeSuggestsTheClosestMember() {
        assertReports(
            "composite-key-names-missing-attribute.yaml", "the primary key of `PlaylistTrack` names unknown attribute `trak`",
            line: 8, column: 5, hint: "did you mean `track`?")
    }

    func testOptionalKeyMemberOfAWithoutRowIDTableIsRejected() {
        assertReports(
            "optional-key-member-without-rowid.yaml",
            "primary-key member `PlaylistTrack.playlistId` is optional, but the key columns of a WITHOUT ROWID table are never NULL",
            line: 12, column: 7,
            hint: "remove `optional: true` (or the `?`): a key always has a value (an optional key describes an existing table that is neither STRICT nor WITHOUT ROWID, with `strict: false`)")
    }

    /// `key TEXT PRIMARY KEY` without NOT NULL, in a table that is not STRICT, holds NULL
    /// (an adopted database's); the row id's alias never does, which a warning says.
    func testOptionalKeyOfANonStrictRowIDTableIsAllowedAndTheRowIDAliasWarns() throws {
        let nullable = try XCTUnwrap(ModelLoader.inspect(text: """
            model: Settings
            version: 1
            entities:
              Setting:
                strict: false
                attributes:
                  key: { type: string, primaryKey: true, optional: true }
              Pair:
                strict: false
                primaryKey: [a, b]
                attributes:
                  a: int?
                  b: string?
            """, file: "1.yaml").versions?.current)
        XCTAssertEqual(validate(nullable).map(\.description), [])
        let schema = SQLiteSchemaCompiler.compile(nullable)
        XCTAssertEqual(schema.tables.map { $0.columns.map(\.isNotNull) }, [[false], [false, false]], "no NOT NULL on the key columns")

        let all = diagnostics("optional-row-id-key.yaml")
        XCTAssertEqual(all.map(\.message), ["primary key `Setting.id` is optional, but it is the table's row id, which is never NULL (SQLite stores the next row id instead)"])
        XCTAssertEqual(all.first?.severity, .warning)
        XCTAssertEqual(all.first?.location.line, 7)
    }

    /// `primaryKey: rowid`: a table whose rows only the hidden rowid tells apart. It must
    /// have one (not WITHOUT ROWID), and no foreign key can reference it: a relationship
    /// that would put one in another table is refused there; one it holds is fine.
    func testAnEntityKeyedByTheRowIDHasARowIDAndIsReferencedByNoForeignKey() throws {
        let all = diagnostics("rowid-key-without-rowid.yaml")
        XCTAssertEqual(all.map { "\($0.location.line):\($0.location.column): \($0.message)" }, [
            "9:7: relationship `Device.lastEntry` needs a foreign key to `Entry`, whose rows only the hidden rowid tells apart, which a foreign key cannot reference",
            "12:5: entity `Entry` is keyed by the rowid but is `withoutRowID`, which has none",
        ])
        XCTAssertEqual(all.map(\.hint), [
            "give `Entry` a primary key, or let `Entry` hold the foreign key (a to-one from it)",
            "remove `withoutRowID: true`, or name the key's attributes in `primaryKey:`",
        ])

        let log = try XCTUnwrap(ModelLoader.inspect(text: """
            model: Log
            version: 1
            entities:
              Device:
                attributes:
                  id: int
                relationships:
                  entries: { to: Entry, toMany: true, inverse: device, deleteRule: cascade }
              Entry:
                primaryKey: rowid
                attributes:
                  id: int?
                  message: string
                relationships:
                  device: { to: Device, inverse: entries }
            """, file: "1.yaml").versions?.current)
        XCTAssertEqual(validate(log).map(\.description), [])
        let entry = try XCTUnwrap(log.entity(named: "Entry"))
        XCTAssertTrue(entry.isKeyedByRowID)
        XCTAssertNil(entry.primaryKey, "an `id` attribute is no key here")
        let table = try XCTUnwrap(SQLiteSchemaCompiler.compile(log).table(named: "entry"))
        XCTAssertEqual(table.primaryKey, [])
        XCTAssertEqual(table.foreignKeys.map(\.referencedTable), ["device"])
    }

    /// `references:` names a unique attribute of the target, on the side that holds the
    /// foreign key.
    func testReferencesNamesAUniqueAttributeOnTheSideHoldingTheKey() {
        let all = diagnostics("references-not-unique.yaml")
        XCTAssertEqual(all.map { "\($0.location.line):\($0.location.column): \($0.message)" }, [
            "10:61: `references` on `Bookmark.children`, which has no foreign-key column in `bookmark`",
            "15:66: `references` on `Child.parent` names `Bookmark.guid`, which is not unique, and a foreign key references a unique column",
            "16:59: `references` on `Child.other` names `titl`, which is not an attribute of `Other`",
        ])
        XCTAssertEqual(all.map(\.hint), [
            "put it on the to-one side that stores the key (the inverse on `Child`)",
            "mark `Bookmark.guid` `unique: true`, or reference the key (remove `references`)",
            "did you mean `title`?",
        ])
    }

    /// `defaultSQL:` on a to-one gives its foreign-key column a DEFAULT: on the side that
    /// holds the key, and not blank.
    func testARelationshipsDefaultSQLIsOnTheSideHoldingTheKeyAndNotBlank() {
        let all = diagnostics("relationship-default-sql.yaml")
        XCTAssertEqual(all.map { "\($0.location.line): \($0.message)" }, [
            "8: `defaultSQL` on `Shelf.books`, which has no foreign-key column in `shelf`",
            "13: `Book.shelf` has an empty `defaultSQL`",
        ])
    }

    func testOneColumnForACompositeKeyIsRejectedWithTheColumnsToWrite() {
        assertReports(
            "relationship-to-composite-key.yaml", "`column` on `Play.entry`, whose target `PlaylistTrack` has a key of 2 columns",
            line: 13, column: 35, hint: "name one foreign-key column per key column with `columns: [entry_playlist_id, entry_track_id]`")
    }

    func testColumnsMustNameOneColumnPerKeyColumn() {
        assertReports(
            "composite-foreign-key-column-count.yaml", "`columns` on `Play.entry` names 1 column, but the key of `PlaylistTrack` has 2",
            line: 13, column: 35, hint: "name one column per key column, in key order (playlist_id, track_id)")
    }

    // MARK: - Columns

    func testDeclaredTypeOutsideSTRICTsListIsRejectedWithStrictFalseAsTheFix() {
        assertReports(
            "sql-type-in-strict-table.yaml", "`sqlType: NVARCHAR(120)` on `Artist.name` is not allowed in a STRICT table",
            line: 7, column: 29, hint: "a STRICT table accepts INT, INTEGER, REAL, TEXT, BLOB or ANY; add `strict: false` to `Artist` to keep this type")
    }

    func testDeclaredTypeWhoseAffinityConvertsTheValuesIsRejected() {
        assertReports(
            "sql-type-affinity-clash.yaml", "`sqlType: VARCHAR(10)` on `Track.milliseconds` has TEXT affinity, which converts `int` values",
            line: 8, column: 34, hint: #"pick a declared type whose affinity fits `int` (see "Datatypes In SQLite"), or change the type"#)
    }

    /// A server's types whose text is never a number (arrays, intervals, points, ranges,
    /// an enum of `types:` whose labels are words, though its name holds `INT`:
    /// `appointment_status`) store a string as the string, whatever their names say to
    /// SQLite; a plain `integer` still converts one. Their columns are created in SQLite
    /// too (the ones its grammar cannot read, quoted), as `validate` checks.
    func testServerTypesWhoseTextIsNeverANumberDoNotClashWithStrings() {
        assertReports(
            "sql-type-server-types.yaml", "`sqlType: integer` on `Account.count` has INTEGER affinity, which converts `string` values",
            line: 18, column: 46, hint: #"pick a declared type whose affinity fits `string` (see "Datatypes In SQLite"), or change the type"#)
    }

    func testAutoincrementOnAnAttributeThatIsNotTheKeyIsRejected() {
        assertReports(
            "autoincrement-on-non-key.yaml", "`autoincrement` on `Track.number`, which is not the primary key", line: 7, column: 28,
            hint: "only an integer primary key can be AUTOINCREMENT; remove `autoincrement: true`")
    }

    func testAutoincrementOnATextKeyIsRejected() {
        assertReports(
            "autoincrement-on-text-key.yaml", "`autoincrement` on `Track.code`, which is not an `int` stored as INTEGER", line: 6, column: 47,
            hint: "SQLite allows AUTOINCREMENT only on an `INTEGER PRIMARY KEY`; use `type: int` without another `sqlType`")
    }

    /// A table keyed by its foreign key may be AUTOINCREMENT (`autoincrement: true` on the
    /// to-one that is the whole key), a to-one that is not the key may not.
    func testAutoincrementOnARelationshipThatIsNotTheKeyIsRejected() {
        assertReports(
            "autoincrement-on-relationship-not-the-key.yaml", "`autoincrement` on `Product.category`, which is not its entity's key", line: 13, column: 68,
            hint: "only a to-one that is the whole key (`primaryKey: [category]`) can be AUTOINCREMENT; remove `autoincrement: true`")
    }

    func testDefaultAndDefaultSQLTogetherAreRejectedAtDefaultSQL() {
        assertReports(
            "default-and-default-sql.yaml", "`Post.createdAt` has both `default` and `defaultSQL`", line: 7, column: 65,
            hint: "keep `default` for a constant, or `defaultSQL` for an SQL expression")
    }

    func testCheckNamingAMissingColumnIsReportedAtTheCheck() {
        assertReports(
            "check-names-missing-column.yaml", "the table of entity `Track` cannot be created: no such column: duration_ms", line: 6, column: 5,
            hint: "check the SQL in its `check:`, `defaultSQL:`, `sqlType:` and `collate:` options")
    }

    func testUnknownCollationIsReportedAtCollate() {
        assertReports(
            "unknown-collation.yaml", "the table of entity `Track` cannot be created: no such collation sequence: NOCAS", line: 7, column: 29,
            hint: "check the SQL in its `check:`, `defaultSQL:`, `sqlType:` and `collate:` options")
    }

    // MARK: - Indexes and relationships

    func testConstraintUnderIndexesIsRejected() {
        assertReports(
            "constraint-under-indexes.yaml", "`constraint` is only for items of `unique`", line: 9, column: 28,
            hint: "a UNIQUE constraint belongs under `unique:`; remove `constraint` here")
    }

    func testJoinTableOnAOneToManyIsRejected() {
        assertReports(
            "join-table-on-one-to-many.yaml", "`joinTable` on `Post.comments`, which is not one side of a many-to-many", line: 8, column: 82,
            hint: "only a to-many whose inverse is to-many has a join table")
    }

    func testUnknownOnUpdateRuleListsTheRules() {
        assertReports(
            "unknown-on-update.yaml", "unknown `onUpdate` `bogus`", line: 13, column: 70,
            hint: "use one of noAction, cascade, setNull, setDefault, restrict")
    }

    func testUnknownKeysInTheNewMappingsSuggestTheClosestKey() {
        let fixture = "unknown-storage-keys.yaml"
        let expected: [(String, Int, Int, String)] = [
            ("unknown key `joinColum` in `joinTable`", 9, 97, "did you mean `joinColumn`?"),
            ("unknown key `were` in an item of `indexes`", 11, 52, "did you mean `where`?"),
            ("unknown key `dependOn` in view `playlist_names`", 20, 5, "did you mean `dependsOn`?"),
            ("trigger `playlist_touch` has no `body`", 22, 3, "add `body:` with the statements to run between BEGIN and END"),
            ("unknown key `bdy` in trigger `playlist_touch`", 25, 5, "did you mean `body`?"),
        ]
        for (message, line, column, hint) in expected {
            assertReports(fixture, message, line: line, column: column, hint: hint, count: expected.count)
        }
    }

    // MARK: - Unmanaged objects

    func testUnmanagedPatternMatchingAModelledTableIsRejected() {
        assertReports(
            "unmanaged-matches-modelled-table.yaml", "`unmanaged` pattern `fts_*` matches the table of entity `FtsSettings`, which the model manages",
            line: 10, column: 1, hint: "narrow the pattern to objects the model does not describe; as written it hides `fts_settings` from drift checks")
    }

    func testUnmanagedPatternMatchingAModelledIndexIsRejected() {
        assertReports(
            "unmanaged-matches-modelled-index.yaml", "`unmanaged` pattern `ix_*` matches index `ix_post_slug`, defined by `indexes: [slug]` of `Post`, which the model manages",
            line: 10, column: 1, hint: "narrow the pattern to objects the model does not describe; as written it hides `ix_post_slug` from drift checks")
    }

    func testUnmanagedPatternMatchingAModelledViewIsRejected() {
        assertReports(
            "unmanaged-matches-modelled-view.yaml", "`unmanaged` pattern `legacy_*` matches view `legacy_titles`, which the model manages",
            line: 10, column: 1, hint: "narrow the pattern to objects the model does not describe; as written it hides `legacy_titles` from drift checks")
    }

    /// `unmanaged:` left empty once its last item is deleted is an empty list: it was two
    /// errors that contradicted each other ("must be a list, got a scalar" and "must be a
    /// string, got null"). A number there is one error.
    func testAnEmptyUnmanagedIsAnEmptyList() throws {
        let empty = ModelLoader.inspect(text: "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\nunmanaged:\n", file: "1.yaml")
        XCTAssertEqual(empty.diagnostics, [])
        XCTAssertEqual(empty.versions?.current?.unmanaged, [])
        let number = ModelLoader.inspect(text: "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\nunmanaged: 5\n", file: "1.yaml")
        XCTAssertEqual(number.diagnostics.map(\.message), ["`unmanaged` must be a string, got 5"])
    }

    /// Migrations and their checks leave every trigger on an unmanaged table to the
    /// database, so a model trigger there would silently never be created.
    func testTriggerOnAnUnmanagedTableIsRejectedWhicheverWayItIsWritten() {
        let hint = "move `log_trim` from `triggers:` to `unmanaged:` (the database keeps it as it is), or narrow `fts_*` so that it does not match `fts_log`"
        assertReports(
            "trigger-on-unmanaged-table.yaml", "trigger `log_trim` fires on `fts_log`, which `unmanaged: fts_*` leaves alone, so it would never be created",
            line: 9, column: 13, hint: hint, count: 2)
        assertReports(
            "trigger-on-unmanaged-table.yaml", "trigger `log_touch` fires on `fts_log`, which `unmanaged: fts_*` leaves alone, so it would never be created",
            line: 11, column: 5, hint: "move `log_touch` from `triggers:` to `unmanaged:` (the database keeps it as it is), or narrow `fts_*` so that it does not match `fts_log`", count: 2)
    }

    /// A view or trigger may read a table the model leaves `unmanaged:` (the usual way
    /// to keep a full-text index in step), which the in-memory build cannot have.
    func testViewsAndTriggersMayNameUnmanagedTables() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = """
            model: Notes
            version: 1
            entities:
              Doc:
                table: docs
                attributes:
                  id: int
                  body: string
            views:
              doc_hits: SELECT d.id FROM docs d JOIN fts_docs f ON f.rowid = d.id
            triggers:
              docs_ai: CREATE TRIGGER docs_ai AFTER INSERT ON docs BEGIN INSERT INTO fts_docs (rowid, body) VALUES (NEW.id, NEW.body); END
              docs_ad:
                on: Doc
                event: delete
                body: INSERT INTO fts_docs (fts_docs, rowid, body) VALUES ('delete', OLD.id, OLD.body)

            """
        let file = folder.appendingPathComponent("1.yaml")
        try (model + "unmanaged: [fts_*]\n").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelCheck.inspect(file.path).diagnostics.map(\.description), [])

        try model.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelCheck.inspect(file.path).diagnostics.map(\.message), [
            "view `doc_hits` does not compile: no such table: main.fts_docs",
            "trigger `docs_ai` fails when it fires: no such table: main.fts_docs",
            "trigger `docs_ad` fails when it fires: no such table: main.fts_docs",
        ])
    }

    /// A trigger's `NEW.title` after `title` was renamed on its table is looked for among
    /// its table's columns: another table's `title` is no answer (Sakila's `film_text`).
    func testATriggersUnknownRowColumnIsNotMatchedToAnotherTablesColumn() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("1.yaml")
        try """
            model: Films
            version: 1
            entities:
              Film:
                attributes:
                  id: int
                  name: string
              FilmText:
                attributes:
                  id: int
                  title: string
            triggers:
              ins_film: CREATE TRIGGER ins_film AFTER INSERT ON film BEGIN INSERT INTO film_text (id, title) VALUES (new.id, new.title); END

            """.write(to: file, atomically: true, encoding: .utf8)
        let diagnostics = ModelCheck.inspect(file.path).diagnostics
        XCTAssertEqual(diagnostics.map(\.message), ["trigger `ins_film` fails when it fires: no such column: new.title"])
        XCTAssertFalse(diagnostics.first?.hint?.contains("did you mean") ?? true, "\(diagnostics)")
    }

    /// SQLite resolves functions when it compiles a statement, and an app may register
    /// its own on every connection: an unknown function is a warning, not an error.
    /// A blog whose view and trigger call `slugify`, a function of the app's; with
    /// `functions`, the model's `functions:` list.
    private func slugModel(functions: String?) -> String {
        """
        model: Blog
        version: 1
        \(functions.map { "functions: \($0)\n" } ?? "")entities:
          Post:
            attributes:
              id: int
              title: string
        views:
          post_slugs: SELECT id, slugify(title) AS slug FROM post
        triggers:
          post_slug_check:
            on: Post
            event: insert
            body: SELECT RAISE(ABORT, 'bad slug') WHERE slugify(NEW.title) = ''

        """
    }

    func testUnknownSQLFunctionIsAWarningSoAppFunctionsCanBeUsed() throws {
        let folder = try makeTemporaryDirectory(self)
        let file = folder.appendingPathComponent("1.yaml")
        try slugModel(functions: nil).write(to: file, atomically: true, encoding: .utf8)
        let diagnostics = ModelCheck.inspect(file.path).diagnostics
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning], "\(diagnostics)")
        XCTAssertEqual(diagnostics.map(\.message), [
            "view `post_slugs` does not compile: no such function: slugify",
            "trigger `post_slug_check` fails when it fires: no such function: slugify",
        ])
        XCTAssertEqual(diagnostics.map(\.location.line), [9, 14])
        XCTAssertEqual(diagnostics.map(\.hint), Array(repeating: "SQLite has no such built-in function; if the app registers it on every connection, list it under `functions: [slugify]`, otherwise check the name", count: 2))
        XCTAssertNoThrow(try ModelCheck.load(file.path), "warnings do not stop a model from loading")
    }

    /// The functions the app registers (`functions:`, as an adopted Calibre library lists
    /// `title_sort`) get a stand-in in the check: no warning, and the rest of the SQL
    /// calling them is checked whole (a missing column beside the call is an error,
    /// where the missing function had hidden it).
    func testFunctionsTheAppRegistersAreCheckedWithAStandIn() throws {
        let folder = try makeTemporaryDirectory(self)
        let file = folder.appendingPathComponent("1.yaml")
        let model = slugModel(functions: "[slugify]")
        try model.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelCheck.inspect(file.path).diagnostics.map(\.description), [])
        XCTAssertEqual(try ModelCheck.load(file.path).current?.functions, ["slugify"])
        try model.replacingOccurrences(of: "slugify(title) AS slug", with: "slugify(titel) AS slug").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelCheck.inspect(file.path).diagnostics.map { "\($0.severity): \($0.message)" },
                       ["error: view `post_slugs` does not compile: no such column: titel"])
        try model.replacingOccurrences(of: "[slugify]", with: "[slugify, Slugify, \"no-name\"]").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelLoader.inspect(file.path).diagnostics.map(\.message), [
            "function `Slugify` is listed twice", "function `no-name` is not a name SQL can call",
        ])
    }

    // MARK: - Loading

    func testInvalidSQLMakesLoadThrowButPlainValidationAcceptsIt() throws {
        let path = InvalidModelTests.fixtures.appendingPathComponent("view-names-missing-column.yaml").path
        XCTAssertEqual(ModelLoader.inspect(path).diagnostics.map(\.description), [], "only SQLite can tell the column is missing")
        XCTAssertThrowsError(try ModelCheck.load(path)) { error in
            XCTAssertEqual((error as? ModelError)?.errors.count, 1, "\(error)")
        }
        XCTAssertThrowsError(try ModelCheck.load(reference: path))
    }

    /// The editor schema flags the same structural mistakes the loader reports.
    func testJSONSchemaRejectsUnknownKeysAndRulesInTheNewMappings() throws {
        let schema = try JSONSchemaSubset(contentsOf: DocumentationTests.schemaFile)
        let expectations = [
            "unknown-storage-keys.yaml": [
                "$.entities.Playlist.indexes[0]: matches 0 of the `oneOf` alternatives, not exactly one",
                "$.entities.Playlist.relationships.tracks.joinTable.joinColum: `joinColum` is not allowed",
                "$.triggers.playlist_touch: matches 0 of the `oneOf` alternatives, not exactly one",
                "$.views.playlist_names: matches 0 of the `oneOf` alternatives, not exactly one",
            ],
            "unknown-on-update.yaml": [
                #"$.entities.Track.relationships.album.onUpdate: `bogus` is not one of ["noAction", "cascade", "setNull", "setDefault", "restrict"]"#,
            ],
        ]
        for (fixture, expected) in expectations.sorted(by: { $0.key < $1.key }) {
            let url = InvalidModelTests.fixtures.appendingPathComponent(fixture)
            let errors = schema.errors(of: try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)))
            XCTAssertEqual(errors, expected, fixture)
        }
    }

    func testJSONSchemaAcceptsTheModelUsingEveryStorageOption() throws {
        let schema = try JSONSchemaSubset(contentsOf: DocumentationTests.schemaFile)
        let url = DocumentationTests.root.appendingPathComponent("Tool/Tests/Fixtures/StorageModels/Legacy/1.yaml")
        XCTAssertEqual(schema.errors(of: try Yams.load(yaml: String(contentsOf: url, encoding: .utf8))), [])
    }
}
