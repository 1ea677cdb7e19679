import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Every malformed model under `Tests/Fixtures/InvalidModels/`, loaded through the real
/// loader, must be reported with the expected message at the line and column of the
/// offending key (the key that names the broken option, else the element's name).
final class InvalidModelTests: ModelcTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InvalidModels")

    /// All diagnostics (errors and warnings) of a fixture file or folder.
    private func diagnostics(_ fixture: String) -> [Diagnostic] {
        ModelLoader.inspect(Self.fixtures.appendingPathComponent(fixture).path).diagnostics
    }

    /// Asserts that `fixture` reports the diagnostic `message` at `line:column`,
    /// and, unless `alone` is false, that it is the only diagnostic.
    private func assertReports(
        _ fixture: String, _ message: String, severity: Diagnostic.Severity = .error,
        line: Int, column: Int, hint: String? = nil, in file: String? = nil, alone: Bool = true,
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let all = diagnostics(fixture)
        let listing = all.map(\.description).joined(separator: "\n")
        guard let found = all.first(where: { $0.message == message }) else {
            XCTFail("no diagnostic \"\(message)\" in \(fixture):\n\(listing)", file: sourceFile, line: sourceLine)
            return
        }
        XCTAssertEqual(found.severity, severity, listing, file: sourceFile, line: sourceLine)
        XCTAssertEqual(found.location.line, line, "line of: \(found)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(found.location.column, column, "column of: \(found)", file: sourceFile, line: sourceLine)
        if let file {
            XCTAssertTrue(found.location.file.hasSuffix(file), "file of: \(found)", file: sourceFile, line: sourceLine)
        }
        if let hint {
            XCTAssertEqual(found.hint, hint, "hint of: \(found)", file: sourceFile, line: sourceLine)
        }
        if alone {
            XCTAssertEqual(all.count, 1, "expected one diagnostic:\n\(listing)", file: sourceFile, line: sourceLine)
        }
    }

    // MARK: - Loader: syntax, shape and keys

    func testInvalidYAMLSyntaxIsReportedAtTheParserPosition() {
        assertReports("invalid-yaml-syntax.yaml", "invalid YAML: did not find expected ',' or '}' while parsing a flow mapping", line: 7, column: 11)
    }

    func testInvalidJSONSyntaxIsReportedAtTheParserPosition() {
        assertReports("invalid-json-syntax.json", "invalid JSON: unexpected text here; look for a missing comma, quote or bracket just before it", line: 4, column: 3)
    }

    func testTrailingCommaInJSONIsRejectedThoughYAMLWouldAcceptIt() {
        assertReports("json-trailing-comma.json", "invalid JSON: trailing comma before `}`", line: 5, column: 47)
    }

    func testEmptyFileIsRejected() {
        assertReports("empty-file.yaml", "the file is empty", line: 1, column: 1)
    }

    func testUnknownKeySuggestsTheClosestKnownKey() {
        assertReports(
            "unknown-key-did-you-mean.yaml", "unknown key `deleteRul` in relationship `dogs`", line: 8, column: 54,
            hint: "did you mean `deleteRule`?")
    }

    func testUnknownTypeSuggestsTheClosestType() {
        assertReports("unknown-type.yaml", "unknown type `strng`", line: 7, column: 13, hint: "did you mean `string`?")
    }

    func testUnknownDeleteRuleSuggestsTheClosestRule() {
        assertReports("unknown-delete-rule.yaml", "unknown delete rule `cascad`", line: 8, column: 66, hint: "did you mean `cascade`?")
    }

    func testWrongValueKindIsReportedAtTheValue() {
        assertReports("wrong-value-kind.yaml", "`unique` must be `true` or `false`", line: 7, column: 38)
    }

    func testUnknownJSONKeyStyleIsRejected() {
        assertReports("unknown-json-keys-style.yaml", "unknown `jsonKeys` style `kebab-case`", line: 3, column: 11)
    }

    func testDuplicateKeyInOneMappingIsRejectedAtTheRepeatedKey() {
        assertReports("duplicate-yaml-key.yaml", "duplicate key `email`", line: 8, column: 7, hint: "it is already defined at line 7; remove or rename one")
    }

    func testVersionThatDisagreesWithTheFileNameIsRejected() {
        assertReports(
            "VersionMismatch", "`version: 2` disagrees with the file name, which says version 1", line: 2, column: 10,
            in: "VersionMismatch/1.yaml")
    }

    func testGapBetweenVersionsIsRejected() {
        assertReports("VersionGap", "version 3 follows version 1", line: 1, column: 1, hint: "number versions without gaps; rename this file to `2.yaml`", in: "VersionGap/3.yaml")
    }

    func testVersionsOfOneModelMustShareItsName() {
        assertReports("ModelNameChanged", "model name `Shop` differs from `Store` in the latest version", line: 1, column: 1, in: "ModelNameChanged/1.yaml")
    }

    func testFolderWithoutNumberedVersionFilesIsRejected() {
        assertReports("WrongShape", "no model versions in this folder", line: 1, column: 1, hint: "a model folder holds one file per version: `1.yaml`, `2.yaml`, …")
    }

    func testRenameHintNamingNothingInThePreviousVersionWarns() {
        assertReports(
            "RenameHintNamesNothing", "attribute `Customer.email` is `renamedFrom` `emial`, which version 1 does not have", severity: .warning,
            line: 7, column: 30, hint: "without a match the old attribute is dropped and this one added, losing its data; version 1 has `id`, `mail`", in: "RenameHintNamesNothing/2.yaml")
    }

    func testMergeHintNamingNothingInThePreviousVersionWarnsWithTheClosestName() {
        assertReports(
            "MergeHintNamesNothing", "attribute `Customer.phone` is `mergedFrom` `lanline`, which version 1 does not have", severity: .warning,
            line: 7, column: 46, hint: "did you mean `landline`?", in: "MergeHintNamesNothing/2.yaml")
    }

    func testMergingAnAttributeTheVersionStillHasIsRejected() {
        assertReports(
            "merged-from-kept-attribute.yaml", "attribute `Customer.phone` is `mergedFrom` `mobile`, which this version still has", line: 8, column: 46,
            hint: "an attribute named in `mergedFrom` is dropped once its values are carried over: remove `Customer.mobile` from this version, or remove it from `mergedFrom`")
    }

    func testMergingAnAttributeIntoItselfIsRejected() {
        assertReports("merged-from-own-name.yaml", "attribute `Customer.phone` is `mergedFrom` its own name", line: 7, column: 46)
    }

    // MARK: - Primary keys

    func testEntityWithoutPrimaryKeyIsRejectedWithTheFix() {
        assertReports(
            "no-primary-key.yaml", "entity `Customer` has no primary key", line: 4, column: 3,
            hint: "add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`")
    }

    func testEntityWithoutPrimaryKeyIsRejectedInJSON() {
        assertReports("no-primary-key.json", "entity `Customer` has no primary key", line: 5, column: 5)
    }

    func testTwoPrimaryKeysAreRejectedAtTheSecond() {
        assertReports("two-primary-keys.yaml", "entity `Customer` has two primary keys, `code` and `email`", line: 7, column: 30)
    }

    func testOptionalPrimaryKeyOfAStrictTableIsRejected() {
        assertReports("optional-primary-key.yaml", "primary key `Customer.id` is optional, but the key columns of a STRICT table are never NULL", line: 6, column: 7)
    }

    func testConstantDefaultOnAPrimaryKeyWarns() {
        assertReports(
            "primary-key-with-default.yaml", "primary key `Product.id` has a constant `default`: every row inserted without a key gets the same one, and the second insert fails", severity: .warning, line: 9, column: 9)
    }

    /// A text default on a number (Plex's `boolean DEFAULT 't'`, adopted as an `int`)
    /// gives rows the records cannot read; a numeral in quotes (`'5'`) is a number to
    /// SQLite's affinity and passes.
    func testATextDefaultSQLOnANumberWarns() {
        assertReports(
            "text-default-on-a-number.yaml", "`Account.autoSelectSubtitle` is int but its `defaultSQL` is the text 't': a row given the default cannot be read by the records",
            severity: .warning, line: 9, column: 74, hint: "give it a default of type int, or make the attribute a string if the column holds text")
    }

    /// A date defaulting to `CURRENT_TIMESTAMP` gets SQLite's text, which the records read
    /// (as UTC) but do not write: the column holds two forms, and its text order is not
    /// time order. The records' own form, by `strftime`, is not warned about.
    func testADateDefaultingToSQLitesTimestampTextWarns() {
        assertReports(
            "date-default-current-timestamp.yaml", "`Note.addedAt` is a date whose `defaultSQL` CURRENT_TIMESTAMP writes SQLite's `2024-05-31 12:00:00`, "
                + "not the records' `2024-05-31T12:00:00.000Z`: they read both, but the column's text then sorts and compares in two forms",
            severity: .warning, line: 9, column: 30, hint: "write `defaultSQL: \"(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))\"`, the records' own form")
    }

    func testJSONPrimaryKeyIsRejectedAtItsType() {
        assertReports("json-primary-key.yaml", "primary key `Customer.payload` has type `json`, which cannot identify a row", line: 7, column: 9)
    }

    // MARK: - Names

    func testEntityNamesDifferingOnlyByCaseCollide() {
        assertReports("entity-names-differ-by-case.yaml", "entity `customer` differs from entity `Customer` only by case", line: 7, column: 3)
    }

    func testAttributeNamesDifferingOnlyByCaseCollide() {
        assertReports("attribute-names-differ-by-case.yaml", "attribute `Customer.Name` differs from attribute `name` only by case", line: 8, column: 7)
    }

    func testAttributesCollidingAfterSnakeCasingAreRejected() {
        assertReports(
            "snake-case-column-collision.yaml", "attribute `Customer.first_name` maps to column `first_name`, already used by attribute `firstName`",
            line: 8, column: 7)
    }

    func testTablesCollidingAfterSnakeCasingAreRejected() {
        assertReports(
            "snake-case-table-collision.yaml", "table `order_line` of entity `Order_line` collides with table `order_line` of entity `OrderLine`",
            line: 7, column: 3, hint: "set `table:` on one of them")
    }

    func testForeignKeyColumnCollidingWithAnAttributeSuggestsAColumn() {
        assertReports(
            "foreign-key-column-collision.yaml",
            "foreign-key column `product_id` of relationship `OrderLine.product` collides with attribute `productID`",
            line: 14, column: 7, hint: "set `column:` on the relationship, e.g. `column: product_ref`")
    }

    func testJoinTableCollidingWithAnEntityTableIsRejected() {
        assertReports(
            "join-table-collision.yaml",
            "SQL name `film_characters` of the join table of many-to-many `Film.characters` is already used by the table of entity `FilmCharacters`",
            line: 8, column: 7)
    }

    func testAttributeAndRelationshipCannotShareAName() {
        assertReports(
            "attribute-and-relationship-share-a-name.yaml", "`Dog` declares `owner` both as an attribute and as a relationship",
            line: 12, column: 7)
    }

    func testJSONKeysMustBeDistinct() {
        assertReports(
            "json-key-collision.yaml", "JSON key `name` of `Customer.fullName` is also the JSON key of `name`", line: 8, column: 33,
            hint: "set `jsonKey:` on one of them")
    }

    func testOrderedPositionColumnCollidingWithAnAttributeIsRejected() {
        assertReports(
            "position-column-collision.yaml",
            "position column `playlist_position` that ordered `Playlist.tracks` adds to `Track` collides with attribute `playlistPosition`",
            line: 8, column: 61)
    }

    func testIndexNamesCollidingAcrossTablesAreRejected() {
        assertReports(
            "index-name-collision-across-tables.yaml",
            "SQL name `idx_a_b_c` of `indexed: true` on `A.b_c` is already used by `indexed: true` on `A_b.c`", line: 11, column: 25)
    }

    func testEmptyNameIsRejected() {
        assertReports("empty-attribute-name.yaml", "attribute name in entity `Customer` is empty", line: 7, column: 7)
    }

    func testControlCharacterInNameIsRejected() {
        assertReports(
            "control-character-in-name.yaml", "attribute name `full\\u{9}name` in entity `Customer` contains the control character U+0009",
            line: 7, column: 7)
    }

    /// A feed's `self` link: a record's property named `self` would hide the record.
    func testAMemberNamedSelfIsRejectedWithTheColumnToKeep() {
        assertReports(
            "member-named-self.yaml",
            "attribute `self` in entity `Link` cannot be a property of the generated record: Swift's `self` names the record itself",
            line: 7, column: 7)
        XCTAssertEqual(diagnostics("member-named-self.yaml").first?.hint, "rename the attribute (say `selfValue`) and keep its column with `column: self`")
    }

    func testTablesSQLiteOrModelcOwnAreReserved() {
        assertReports("reserved-table-name.yaml", "table name `sqlite_stats` is reserved: SQLite owns every name starting with `sqlite_`", line: 5, column: 5, alone: false)
        assertReports("reserved-table-name.yaml", "table name `modelc_migrations` is reserved for modelc's migration history", line: 9, column: 5, alone: false)
        XCTAssertEqual(diagnostics("reserved-table-name.yaml").count, 2)
    }

    func testColumnNamedRowIDWarns() {
        assertReports("rowid-column.yaml", "column `rowid` of `Customer.rowid` hides SQLite's built-in `rowid` of the table", severity: .warning, line: 7, column: 7)
    }

    /// A table that is not STRICT is one adopted from a database (Anki's `graves.oid`):
    /// its column is what it is, and the model written for it passes `--strict`.
    func testColumnNamedRowIDInAnAdoptedTableDoesNotWarn() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("1.yaml")
        try "model: Anki\nversion: 1\nentities:\n  Graves:\n    table: graves\n    strict: false\n    attributes:\n      id: int\n      oid: int\n"
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelLoader.inspect(file.path).diagnostics.map(\.description), [])
    }

    /// The iOS address book's `ABAccount (ROWID INTEGER PRIMARY KEY)`: the key of a rowid
    /// table named `ROWID` is the row id itself, which it hides nothing of (`validate
    /// --strict` refused the model `inspect --as-model` wrote).
    func testARowIDKeyNamedRowIDDoesNotWarn() throws {
        let result = ModelLoader.inspect(text: """
            model: Ab
            version: 1
            entities:
              ABAccount:
                strict: false
                attributes:
                  rowid: { type: int, primaryKey: true, column: ROWID }
                  name: string?
            """, file: "1.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
    }

    // MARK: - Relationships

    func testRelationshipWithoutToIsReportedOnce() {
        assertReports("relationship-without-to.yaml", "relationship `owner` has no `to`", line: 8, column: 7, hint: "add `to: <Entity>` naming the related entity")
    }

    func testUnknownTargetSuggestsTheClosestEntity() {
        assertReports(
            "unknown-relationship-target.yaml", "relationship `Dog.owner` points to unknown entity `Persn`", line: 11, column: 16,
            hint: "did you mean `Person`?")
    }

    func testUnknownTargetIsReportedInJSON() {
        assertReports(
            "unknown-relationship-target.json", "relationship `Dog.owner` points to unknown entity `Persn`", line: 9, column: 20,
            hint: "did you mean `Person`?")
    }

    func testUnknownInverseSuggestsTheClosestRelationship() {
        assertReports(
            "unknown-inverse.yaml", "inverse `ownr` of `Person.dogs` is not a relationship of `Dog`", line: 8, column: 38,
            hint: "did you mean `owner`?", alone: false)
    }

    func testInverseThatDoesNotPointBackIsRejected() {
        assertReports(
            "inverse-does-not-point-back.yaml", "`Person.cats` names `Dog.owner` as its inverse, but `Dog.owner` has inverse `dogs`",
            line: 9, column: 38)
    }

    func testToOneCannotBeItsOwnInverse() {
        assertReports("to-one-own-inverse.yaml", "to-one relationship `Person.spouse` cannot be its own inverse: its foreign key would have to point both ways", line: 11, column: 9)
    }

    func testToManyWithoutInverseIsRejected() {
        assertReports(
            "to-many-without-inverse.yaml", "to-many relationship `Person.dogs` has no inverse", line: 8, column: 7,
            hint: "the foreign key needs a to-one side: add `person: { to: Person, inverse: dogs }` to `Dog` and `inverse: person` here")
    }

    func testNullifyOnARequiredForeignKeyIsRejected() {
        assertReports(
            "nullify-on-required-foreign-key.yaml", "deleteRule nullify on `Person.dogs` cannot clear `Dog.owner`: its foreign key `owner_id` is required (NOT NULL), so SET NULL fails", line: 8, column: 7,
            hint: "make `owner` optional, or use deleteRule: cascade or deny")
    }

    func testManyToManyCascadingBothWaysWarns() {
        assertReports(
            "many-to-many-cascade-cycle.yaml", "many-to-many `Film.characters` and `Person.films` both cascade: deleting one object deletes everything reachable through the pair, back and forth", severity: .warning, line: 8, column: 63)
    }

    func testCascadeOnTheForeignKeySideWarnsThatOnlyTheRuntimeEnforcesIt() {
        assertReports(
            "cascade-on-foreign-key-side.yaml", "deleteRule cascade on `Dog.owner` is enforced by the runtime only: SQLite's foreign key acts when the referenced `Person` is deleted, not when `Dog` is", severity: .warning, line: 13, column: 43,
            hint: "its inverse `Person.dogs` has the same rule, which the foreign key carries out as its ON DELETE; this side's is the runtime's: keep it and delete through the modelc runtime, or remove it")
    }

    /// Both ends are rows of one entity (a tree, or the members of a Core Data hierarchy
    /// sharing a table, as Newsman's template and its top-level container): the warning
    /// says which row is which, and the inverse it names is the one-to-one's other side.
    func testCascadeOnAOneToOneWithinAnEntityNamesTheRowsAndTheToOneInverse() {
        assertReports(
            "cascade-on-one-to-one-within-entity.yaml",
            "deleteRule cascade on `Container.topLevelContainer` is enforced by the runtime only: SQLite's foreign key acts when the `Container` row it references is deleted, not when the row that holds it is",
            severity: .warning, line: 8, column: 110,
            hint: "put the rule on the inverse to-one relationship `Container.template`, where it becomes the foreign key's ON DELETE, or keep it and delete through the modelc runtime")
    }

    func testNullifyOnARequiredOneToOneKeyIsRejectedInJSON() {
        assertReports(
            "nullify-one-to-one.json", "deleteRule nullify on `Person.passport` cannot clear `Passport.holder`: its foreign key `person_id` is required (NOT NULL), so SET NULL fails", line: 8, column: 9,
            hint: "make `holder` optional, or use deleteRule: cascade or deny")
    }

    func testMaxCountOnAToOneIsRejected() {
        assertReports("max-count-on-to-one.yaml", "`maxCount` applies only to to-many relationships, and `Dog.owner` is to-one", line: 11, column: 44)
    }

    func testMinCountAboveMaxCountIsRejected() {
        assertReports("min-count-above-max-count.yaml", "`minCount` 3 of `Person.dogs` is greater than its `maxCount` 2", line: 13, column: 9)
    }

    func testOrderedOnAToOneIsRejected() {
        assertReports("ordered-to-one.yaml", "`ordered` applies only to to-many relationships, and `Dog.owner` is to-one", line: 14, column: 9)
    }

    func testColumnOnAToManyIsRejected() {
        assertReports("column-on-to-many.yaml", "`column:` on to-many relationship `Person.dogs` names no column: its foreign key lives on `Dog`", line: 12, column: 9)
    }

    // MARK: - Attributes

    func testDefaultOfTheWrongTypeIsRejected() {
        assertReports("default-of-wrong-type.yaml", "default \"none\" of `Product.stock` is not an integer", line: 9, column: 9)
    }

    func testDateDefaultMustBeISO8601() {
        assertReports("default-date-not-iso8601.yaml", "default \"12/31/2024\" of `Product.launchedAt` is not an ISO-8601 date", line: 7, column: 33)
    }

    func testUUIDDefaultMustParse() {
        assertReports("default-uuid-malformed.yaml", "default \"not-a-uuid\" of `Product.token` is not a UUID", line: 7, column: 28)
    }

    func testDefaultMustBeOneOfTheValues() {
        assertReports("default-not-in-values.yaml", "default \"closed\" of `Order.status` is not one of its values (open, paid, shipped)", line: 10, column: 9)
    }

    func testDefaultMustRespectMin() {
        assertReports("default-below-min.yaml", "default -5 of `Product.price` is below its `min` 0", line: 7, column: 49)
    }

    func testDefaultMustRespectMaxLength() {
        assertReports("default-longer-than-max-length.yaml", "default \"ABCDEF\" of `Product.code` is longer than its `maxLength` 4", line: 10, column: 9)
    }

    func testValuesOnANonStringTypeAreRejected() {
        assertReports("values-on-integer.yaml", "`values` applies only to string attributes, and `Product.size` is int", line: 9, column: 9)
    }

    func testDuplicateEnumerationValueIsRejected() {
        assertReports("duplicate-enumeration-value.yaml", "value `red` appears twice in `values` of `Product.color`", line: 7, column: 30)
    }

    func testDefaultMustFitTheIntegerWidth() {
        assertReports("default-out-of-int16-range.yaml", "default 40000 of `Product.rating` is out of range for int16 (-32768...32767)", line: 7, column: 30)
    }

    func testEmptyValuesAreRejected() {
        assertReports("empty-values.yaml", "`values` of `Product.color` is empty", line: 9, column: 9)
    }

    func testMaxLengthMustBePositive() {
        assertReports("max-length-zero.yaml", "`maxLength` of `Product.code` is 0", line: 7, column: 29)
    }

    func testPatternOnANonTextTypeIsRejected() {
        assertReports("pattern-on-integer.yaml", "`pattern` applies only to string and url attributes, and `Product.stock` is int", line: 9, column: 9)
    }

    func testMinOnANonNumericTypeIsRejected() {
        assertReports(
            "min-on-string.yaml", "`min` applies only to numeric attributes, and `Product.name` is string", line: 9, column: 9,
            hint: "use `maxLength` to limit the length of text")
    }

    func testMinAboveMaxIsRejected() {
        assertReports("min-above-max.yaml", "`min` 5 of `Product.rating` is greater than its `max` 1", line: 7, column: 30)
    }

    func testMaxLengthOnANonTextTypeIsRejected() {
        assertReports("max-length-on-integer.yaml", "`maxLength` applies only to string and url attributes, and `Product.stock` is int", line: 9, column: 9)
    }

    func testPatternMustBeAValidRegularExpression() {
        assertReports("invalid-pattern.yaml", "`pattern` `[A-Z` of `Product.sku` is not a valid regular expression", line: 9, column: 9)
    }

    func testUniqueOnAPrimaryKeyWarnsAsRedundant() {
        assertReports("unique-on-primary-key.yaml", "`unique: true` on primary key `Product.id` is redundant: a primary key is already unique and indexed", severity: .warning, line: 9, column: 9)
    }

    func testRenamedFromItsOwnNameWarns() {
        assertReports("renamed-from-own-name.yaml", "attribute `Product.title` is `renamedFrom` its own name", severity: .warning, line: 7, column: 30)
    }

    // MARK: - Indexes

    func testIndexNamingAnUnknownAttributeSuggestsTheClosest() {
        assertReports(
            "index-names-unknown-attribute.yaml", "`indexes` of `Person` names unknown attribute `lastNme`", line: 10, column: 9,
            hint: "did you mean `lastName`?")
    }

    func testIndexNamingAToManyRelationshipIsRejected() {
        assertReports(
            "index-on-to-many.yaml", "`indexes` of `Person` names to-many relationship `dogs`, which has no column here", line: 10, column: 9)
    }

    func testEmptyUniqueListIsRejected() {
        assertReports("empty-unique-list.yaml", "a list in `unique` of `Person` names no attributes", line: 9, column: 9)
    }

    func testSameIndexDeclaredTwiceWarns() {
        assertReports(
            "duplicate-index.yaml",
            "`indexes: [lastName]` of `Person` repeats `indexed: true` on `Person.lastName`: both define index `idx_person_last_name`",
            severity: .warning, line: 9, column: 9)
    }

    // MARK: - All at once

    func testEveryProblemOfAFileIsReportedInOneRunInSourceOrder() {
        let all = diagnostics("many-problems-at-once.yaml")
        XCTAssertEqual(all.map { [$0.location.line, $0.location.column] }, [[4, 3], [7, 25], [9, 17], [13, 53]])
        XCTAssertEqual(
            all.map(\.message),
            [
                "entity `Customer` has no primary key",
                "default \"old\" of `Customer.age` is not an integer",
                "relationship `Customer.orders` points to unknown entity `Ordr`",
                "default \"lost\" of `Order.status` is not one of its values (open, paid)",
            ])
    }

    func testLoadThrowsEveryErrorButAcceptsAModelWithOnlyWarnings() throws {
        let broken = Self.fixtures.appendingPathComponent("many-problems-at-once.yaml").path
        do {
            _ = try ModelLoader.load(broken)
            XCTFail("a model with errors must not load")
        } catch {
            XCTAssertEqual(error.errors.count, 4, error.description)
        }
        let warned = try ModelLoader.load(Self.fixtures.appendingPathComponent("rowid-column.yaml").path)
        XCTAssertEqual(warned.current?.entities.first?.attributes.map(\.column), ["id", "rowid"])
    }

    func testThereAreAtLeastThirtyDistinctMalformedModels() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
        XCTAssertGreaterThanOrEqual(entries.count, 30)
        for entry in entries {
            // As the CLI loads it: some fixtures are wrong only in SQL that SQLite checks.
            let all = ModelCheck.inspect(Self.fixtures.appendingPathComponent(entry).path).diagnostics
            XCTAssertFalse(all.isEmpty, "\(entry) reports nothing")
        }
    }
}
