import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

/// Validation rules checked on models built in code, for the cases a fixture file
/// would only obscure (ordering, naming edge cases, storage-placement rules).
final class ValidationTests: XCTestCase {
    private func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: "m.yaml", line: line, column: column)
    }

    /// The design's Library example, built in code: it must be valid.
    private func library() -> Model {
        Model(
            name: "Library", version: 2,
            entities: [
                Entity(
                    name: "Person",
                    attributes: [
                        Attribute(name: "id", type: .uuid, isPrimaryKey: true, location: at(5)),
                        Attribute(name: "firstName", type: .string, location: at(6)),
                        Attribute(name: "lastName", type: .string, location: at(7)),
                        Attribute(name: "nickname", type: .string, isOptional: true, location: at(8)),
                        Attribute(name: "email", type: .string, isUnique: true, renamedFrom: "mail", location: at(9)),
                        Attribute(name: "age", type: .int, defaultValue: .int(0), min: .int(0), location: at(10)),
                        Attribute(name: "status", type: .string, defaultValue: .string("active"), values: ["active", "banned"], location: at(11)),
                        Attribute(name: "joinedAt", type: .date, location: at(12)),
                        Attribute(name: "settings", type: .json, isOptional: true, location: at(13)),
                    ],
                    relationships: [
                        Relationship(name: "dogs", target: "Dog", isToMany: true, inverse: "owner", deleteRule: .cascade, location: at(15))
                    ],
                    indexes: [IndexSpec(["lastName", "firstName"], location: at(17))],
                    uniques: [IndexSpec(["firstName", "lastName"], location: at(19))],
                    location: at(4)
                ),
                Entity(
                    name: "Dog",
                    attributes: [
                        Attribute(name: "id", type: .int, isPrimaryKey: true, location: at(22)),
                        Attribute(name: "name", type: .string, location: at(23)),
                    ],
                    relationships: [
                        Relationship(name: "owner", target: "Person", inverse: "dogs", isOptional: true, location: at(25))
                    ],
                    location: at(20)
                ),
            ],
            location: at(1)
        )
    }

    func testDesignExampleIsValid() {
        XCTAssertEqual(validate(library()), [])
    }

    func testDiagnosticsAreSortedByLineThenColumnThenMessage() {
        var model = library()
        model.entities[1].attributes[0].isPrimaryKey = false
        model.entities[1].attributes[0].name = "code"
        model.entities[0].attributes[5].defaultValue = .string("x")
        model.entities[0].relationships[0].target = "Dgo"
        let lines = validate(model).map(\.location.line)
        XCTAssertEqual(lines, lines.sorted())
        XCTAssertEqual(lines, [10, 15, 20, 25])
        XCTAssertEqual(validate(model), validate(model))
    }

    func testSQLKeywordsQuotesSpacesAndUnicodeAreLegalNames() {
        let model = Model(
            name: "Odd", version: 1,
            entities: [
                Entity(
                    name: "Order",
                    attributes: [
                        Attribute(name: "id", type: .int, isPrimaryKey: true),
                        Attribute(name: "select", type: .string),
                        Attribute(name: "it's \"quoted\"", type: .string),
                        Attribute(name: "with space", type: .string),
                        Attribute(name: "größe", type: .int),
                    ]
                ),
                Entity(name: "group by", attributes: [Attribute(name: "id", type: .uuid, isPrimaryKey: true)]),
            ]
        )
        XCTAssertEqual(validate(model), [])
    }

    func testControlCharacterInNameIsReportedEscaped() {
        let model = Model(
            name: "M", version: 1,
            entities: [Entity(name: "Bell\u{7}", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true)], location: at(3))]
        )
        let messages = validate(model).map(\.description)
        XCTAssertEqual(messages, ["m.yaml:3:1: error: entity name `Bell\\u{7}` contains the control character U+0007 (remove the control character)"])
    }

    func testColumnsCollideByASCIICaseOnlyAsInSQLite() {
        var model = library()
        model.entities[0].attributes += [
            Attribute(name: "upper", type: .string, column: "ÄRGER"),
            Attribute(name: "lower", type: .string, column: "ärger"),
        ]
        XCTAssertEqual(validate(model), [])
        model.entities[0].attributes.append(Attribute(name: "shouting", type: .string, column: "FIRST_NAME", location: at(14)))
        XCTAssertEqual(
            validate(model).map(\.message),
            ["attribute `Person.shouting` maps to column `FIRST_NAME`, already used by attribute `firstName`"])
    }

    func testEntityRenamedFromItsOwnNameWarns() {
        var model = library()
        model.entities[1].renamedFrom = "Dog"
        XCTAssertEqual(validate(model).map(\.severity), [.warning])
        XCTAssertEqual(validate(model).first?.message, "entity `Dog` is `renamedFrom` its own name")
    }

    func testInt16DefaultOutOfRangeIsRejected() {
        var model = library()
        model.entities[0].attributes[5] = Attribute(name: "age", type: .int16, defaultValue: .int(40_000), location: at(10))
        XCTAssertEqual(validate(model).map(\.message), ["default 40000 of `Person.age` is out of range for int16 (-32768...32767)"])
    }

    /// A whole number beyond 64 bits (`9223372036854775808`) is read as a double: it is
    /// out of range, where it was called "not an integer".
    func testAnIntegerDefaultBeyond64BitsIsOutOfRange() {
        var model = library()
        model.entities[0].attributes[5] = Attribute(name: "age", type: .int, defaultValue: .double(9_223_372_036_854_775_808), location: at(10))
        XCTAssertEqual(validate(model).map(\.message),
                       ["default 9.223372036854776e+18 of `Person.age` is out of range for int (-9223372036854775808...9223372036854775807)"])
    }

    func testDefaultMustMatchPattern() {
        var model = library()
        model.entities[0].attributes[2].pattern = "^[A-Z][a-z]+$"
        model.entities[0].attributes[2].defaultValue = .string("smith")
        XCTAssertEqual(validate(model).map(\.message), ["default \"smith\" of `Person.lastName` does not match its `pattern`"])
    }

    func testDecimalJSONAndDateDefaultsAcceptTheirTextForms() {
        var model = library()
        model.entities[0].attributes += [
            Attribute(name: "balance", type: .decimal, defaultValue: .string("12.50")),
            Attribute(name: "prefs", type: .json, defaultValue: .string("{\"a\": [1, 2]}")),
            Attribute(name: "since", type: .date, defaultValue: .string("2024-01-02T03:04:05.678Z")),
            Attribute(name: "day", type: .date, defaultValue: .string("2024-01-02")),
            Attribute(name: "token", type: .uuid, defaultValue: .string("6BA7B810-9DAD-11D1-80B4-00C04FD430C8")),
            Attribute(name: "ratio", type: .float, defaultValue: .int(1)),
        ]
        XCTAssertEqual(validate(model), [])
        model.entities[0].attributes[9].defaultValue = .string("12,50")
        model.entities[0].attributes[10].defaultValue = .string("{oops")
        XCTAssertEqual(
            validate(model).map(\.message),
            ["default \"12,50\" of `Person.balance` is not a decimal number", "default \"{oops\" of `Person.prefs` is not JSON text"])
    }

    /// A day its month does not have (`2024-02-30`, which the date parser carries into
    /// March) and a decimal beyond what a `Decimal` holds (`1e400`) passed, and no record
    /// could read a row holding them.
    func testADateOrDecimalDefaultTheRecordsCannotReadIsRejected() {
        var model = library()
        model.entities[0].attributes += [
            Attribute(name: "since", type: .date, defaultValue: .string("2024-02-29")),
            Attribute(name: "balance", type: .decimal, defaultValue: .string("1e127")),
        ]
        XCTAssertEqual(validate(model), [], "a leap day, and the largest exponent a Decimal holds")
        let since = model.entities[0].attributes.count - 2
        for (date, decimal) in [("2024-02-30", "1e400"), ("2023-02-29T10:00:00Z", "1e-130")] {
            model.entities[0].attributes[since].defaultValue = .string(date)
            model.entities[0].attributes[since + 1].defaultValue = .string(decimal)
            XCTAssertEqual(Set(validate(model).map(\.message)), [
                "default \"\(date)\" of `Person.since` is not an ISO-8601 date", "default \"\(decimal)\" of `Person.balance` is not a decimal number",
            ])
        }
    }

    func testDataAttributeCannotHaveADefault() {
        var model = library()
        model.entities[0].attributes.append(Attribute(name: "photo", type: .data, defaultValue: .string("AAAA"), location: at(14)))
        XCTAssertEqual(validate(model).first?.message, "default \"AAAA\" of `Person.photo` cannot be stored: `data` attributes have no default")
    }

    func testIndexOnToOneRelationshipMeansItsForeignKeyColumn() {
        var model = library()
        model.entities[1].attributes.append(Attribute(name: "born", type: .date))
        model.entities[1].indexes = [IndexSpec(["owner", "born"], location: at(26))]
        XCTAssertEqual(validate(model), [])
    }

    func testDeclaredIndexOnForeignKeyTakesThePlaceOfTheAutomaticOne() throws {
        var model = library()
        model.entities[1].indexes = [IndexSpec(["owner"], name: "ix_dog_owner", location: at(26))]
        XCTAssertEqual(validate(model), [])
        let table = try XCTUnwrap(SQLiteSchemaCompiler.compile(model).table(named: "dog"))
        XCTAssertEqual(table.indexes.filter { $0.columns == ["owner_id"] }.map(\.name), ["ix_dog_owner"])
    }

    /// `indexes:` and `unique:` left empty (their last item deleted with a dropped
    /// attribute) hold none, as `[]` would; a scalar in their place is still an error.
    func testAnEmptiedIndexesKeyHoldsNoIndexes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-indexes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("1.yaml")
        try "model: App\nversion: 1\nentities:\n  Domain:\n    indexes:\n    unique: ~\n    attributes:\n      id: int\n      name: string\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let model = try ModelLoader.loadFile(file.path)
        XCTAssertEqual(model.entities[0].indexes, [])
        XCTAssertEqual(model.entities[0].uniques, [])
        XCTAssertEqual(validate(model), [])
        try "model: App\nversion: 1\nentities:\n  Domain:\n    indexes: name\n    attributes:\n      id: int\n      name: string\n"
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ModelLoader.loadFile(file.path)) { error in
            XCTAssertTrue("\(error)".contains("`indexes` must be a list, got a scalar"), "\(error)")
        }
    }

    func testIndexNamingAToManyRelationshipIsRejected() {
        var model = library()
        model.entities[0].indexes = [IndexSpec(["dogs"], location: at(17))]
        XCTAssertEqual(
            validate(model).map(\.message),
            ["`indexes` of `Person` names to-many relationship `dogs`, which has no column here"])
    }

    func testRelationshipAndAttributeWithTheSameNameCollide() {
        var model = library()
        model.entities[1].attributes.append(Attribute(name: "owner", type: .string, location: at(24)))
        let messages = validate(model).map(\.message)
        XCTAssertEqual(messages, ["`Dog` declares `owner` both as an attribute and as a relationship"])
    }

    func testJSONKeysMustBeDistinctWithinAnEntity() {
        var model = library()
        model.entities[0].attributes[3].jsonKey = "firstName"
        XCTAssertEqual(
            validate(model).map(\.message),
            ["JSON key `firstName` of `Person.nickname` is also the JSON key of `firstName`"])
    }

    func testOneToOneNullifyIsAnErrorOnlyWhenTheOtherSideHoldsARequiredKey() {
        // Passport.holder is required and, being the only side with `column:`, holds the key.
        let model = Model(
            name: "Travel", version: 1,
            entities: [
                Entity(
                    name: "Person", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true)],
                    relationships: [Relationship(name: "passport", target: "Passport", inverse: "holder", isOptional: true, location: at(5))]),
                Entity(
                    name: "Passport", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true)],
                    relationships: [Relationship(name: "holder", target: "Person", inverse: "passport", column: "person_id", location: at(9))]),
            ])
        XCTAssertEqual(
            validate(model).map(\.message),
            ["deleteRule nullify on `Person.passport` cannot clear `Passport.holder`: its foreign key `person_id` is required (NOT NULL), so SET NULL fails"])
        var fixed = model
        fixed.entities[0].relationships[0].deleteRule = .cascade
        XCTAssertEqual(validate(fixed), [])
    }

    /// A key to a composite key is several columns, which the message names (it named
    /// `p_id`, a column the table does not have).
    func testTheNullifyErrorNamesTheColumnsOfAKeyToACompositeKey() throws {
        let model = try XCTUnwrap(ModelLoader.inspect(text: """
            model: M
            version: 1
            entities:
              P:
                primaryKey: [code, num]
                attributes:
                  code: string
                  num: int
                relationships:
                  qs: { to: Q, toMany: true, inverse: p }
              Q:
                attributes:
                  id: int
                relationships:
                  p: { to: P, inverse: qs }
            """, file: "1.yaml").versions?.current)
        XCTAssertEqual(validate(model).map(\.message).filter { $0.contains("cannot clear") },
                       [#"deleteRule nullify on `P.qs` cannot clear `Q.p`: its foreign key (`p_code`, `p_num`) is required (NOT NULL), so SET NULL fails"#])
    }

    func testIndexNamesMustBeUniqueAcrossTables() {
        // Table `a_b` indexing `c` and table `a` indexing `b_c` both derive `idx_a_b_c`.
        let model = Model(
            name: "M", version: 1,
            entities: [
                Entity(name: "A_b", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true), Attribute(name: "c", type: .int, isIndexed: true)]),
                Entity(
                    name: "A", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true), Attribute(name: "b_c", type: .int, isIndexed: true, location: at(9))]),
            ])
        let diagnostics = validate(model)
        XCTAssertEqual(diagnostics.map(\.severity), [.error])
        XCTAssertEqual(
            diagnostics.first?.message,
            "SQL name `idx_a_b_c` of `indexed: true` on `A.b_c` is already used by `indexed: true` on `A_b.c`")
    }

    func testOrderedPositionColumnMustNotCollideWithAnAttribute() {
        var model = library()
        model.entities[0].relationships[0].isOrdered = true
        model.entities[1].attributes.append(Attribute(name: "ownerPosition", type: .int))
        XCTAssertEqual(
            validate(model).map(\.message),
            ["position column `owner_position` that ordered `Person.dogs` adds to `Dog` collides with attribute `ownerPosition`"])
    }

    func testSelfReferentialManyToManyIsItsOwnInverse() {
        let model = Model(
            name: "Social", version: 1,
            entities: [
                Entity(
                    name: "User", attributes: [Attribute(name: "id", type: .int, isPrimaryKey: true)],
                    relationships: [Relationship(name: "friends", target: "User", isToMany: true, inverse: "friends")])
            ])
        XCTAssertEqual(validate(model), [])
    }

    func testNegativeAndZeroCountsAreRejected() {
        var model = library()
        model.entities[0].relationships[0].minCount = -1
        model.entities[0].relationships[0].maxCount = 0
        XCTAssertEqual(
            validate(model).map(\.message),
            ["`maxCount` of `Person.dogs` is 0", "`minCount` of `Person.dogs` is negative (-1)"])
    }

    func testRenameHintsAreCheckedAgainstThePreviousVersionOnly() {
        var first = library()
        first.version = 1
        first.entities[0].attributes[4].name = "mail"
        first.entities[0].attributes[4].renamedFrom = nil
        var second = library()
        // `email` renamedFrom `mail`: fine. A new `phone` renamedFrom `fone`: nothing to rename.
        second.entities[0].attributes.append(Attribute(name: "phone", type: .string, renamedFrom: "fone", location: at(14)))
        // An entity renamed from one that existed keeps its attributes' hints checked against the old entity.
        second.entities[1].name = "Hound"
        second.entities[1].renamedFrom = "Dog"
        second.entities[0].relationships[0].target = "Hound"
        let diagnostics = validate(ModelVersions(name: "Library", versions: [first, second], folder: "f"))
        XCTAssertEqual(diagnostics.map(\.message), ["attribute `Person.phone` is `renamedFrom` `fone`, which version 1 does not have"])
        XCTAssertEqual(diagnostics.first?.severity, .warning)
        // A hint that already did its job in an earlier version is not reported again.
        var third = second
        third.version = 3
        third.entities[0].attributes.removeLast()
        XCTAssertEqual(validate(ModelVersions(name: "Library", versions: [second, third], folder: "f")), [])
    }
}
