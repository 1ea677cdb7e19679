import Foundation
import ModelcTestSupport
import SchemaCore
import XCTest

final class SchemaNormalizationTests: ModelcTestCase {
    private func table(_ columns: [Column], checks: [String] = [], indexes: [Index] = [], foreignKeys: [ForeignKey] = []) -> Table {
        Table(name: "t", columns: columns, primaryKey: [], foreignKeys: foreignKeys, checks: checks, indexes: indexes)
    }

    func testChecksWrittenWithDifferentSpacingQuotingAndCaseAreEqual() {
        let ours = table([Column(name: "age", type: .integer, checks: ["\"age\" >= 0 AND \"age\" <= 150"])])
        let theirs = table([Column(name: "age", type: .integer, checks: ["(  [age]>=0   and\n`age` <=150 )"])])
        XCTAssertEqual(ours.normalized(), theirs.normalized())
        XCTAssertEqual(ours.normalized().columns[0].checks, ["age >= 0 AND age <= 150"])
    }

    func testQuotingIsKeptWhereANameNeedsIt() {
        let column = Column(name: "x", type: .text, checks: ["length([first name]) > 0 AND `order` <> 'It''s  \"x\"'"]).normalized()
        XCTAssertEqual(column.checks, ["length(\"first name\") > 0 AND \"order\" != 'It''s  \"x\"'"], "string literals keep their spaces")
    }

    func testFunctionCallsListsAndUnarySignsAreSpacedCanonically() {
        let a = Column(name: "x", type: .integer, checks: ["x IN(0,1) and json_valid (x) and x > - 1 and x==2"]).normalized()
        let b = Column(name: "x", type: .integer, checks: ["x in (0, 1) AND json_valid(x) AND x > -1 AND x = 2"]).normalized()
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.checks, ["x IN (0, 1) AND json_valid(x) AND x > -1 AND x = 2"])
    }

    func testTriggerRowPrefixesCompareWithoutCase() {
        let ours = Schema(triggers: [Trigger(name: "t", table: "post", sql: "CREATE TRIGGER t AFTER UPDATE ON post BEGIN UPDATE post SET n = NEW.n WHERE id = OLD.id; END")])
        let theirs = Schema(triggers: [Trigger(name: "t", table: "post", sql: "create trigger t after update on post begin update post set n = new.n where id = old.id; end;")])
        XCTAssertEqual(ours.differences(from: theirs), [])
        let other = Schema(triggers: [Trigger(name: "t", table: "post", sql: "CREATE TRIGGER t AFTER UPDATE ON post BEGIN UPDATE post SET n = NEW.m WHERE id = OLD.id; END")])
        XCTAssertEqual(ours.differences(from: other).map(\.kind), [.triggerDefinition], "another column is another trigger")
    }

    func testCommentsInsideChecksDoNotMatter() {
        let a = Column(name: "x", type: .integer, checks: ["x > 0 /* positive */ -- really\n"]).normalized()
        XCTAssertEqual(a.checks, ["x > 0"])
    }

    func testDefaultsLoseParenthesesOnlyAroundASingleLiteral() {
        let defaults = ["(0)", "( 'x' )", "(-1)", "(1 + 2)", "current_timestamp", "x'0a'", "((NULL))"]
        let normalized = defaults.map { Column(name: "c", type: .any, defaultSQL: $0).normalized().defaultSQL }
        XCTAssertEqual(normalized, ["0", "'x'", "-1", "(1 + 2)", "CURRENT_TIMESTAMP", "X'0A'", nil], "DEFAULT NULL is no default")
    }

    func testDeclaredTypesCompareCaseAndSpaceInsensitivelyAndCanonicalNamesDisappear() {
        XCTAssertNil(Column(name: "c", type: .integer, declaredType: "integer").normalized().declaredType)
        XCTAssertEqual(Column(name: "c", type: .any, declaredType: "decimal( 10 ,2 )").normalized().declaredType, "DECIMAL(10, 2)")
        XCTAssertEqual(Column(name: "c", type: .integer, declaredType: "int").normalized().declaredType, "INT")
        XCTAssertEqual(Column(name: "c", type: .any, declaredType: "").normalized().declaredType, "", "no type is not ANY")
    }

    func testBinaryCollationIsTheDefaultAndCollationNamesIgnoreCase() {
        XCTAssertNil(Column(name: "c", type: .text, collation: "binary").normalized().collation)
        XCTAssertEqual(Column(name: "c", type: .text, collation: "nocase").normalized().collation, "NOCASE")
    }

    func testOrderOfTablesIndexesForeignKeysAndChecksDoesNotMatter() {
        let keys = [
            ForeignKey(columns: ["b"], referencedTable: "p", referencedColumns: ["id"]),
            ForeignKey(columns: ["a"], referencedTable: "p", referencedColumns: ["id"], onDelete: .cascade),
        ]
        let indexes = [Index(name: "i2", columns: ["b"]), Index(name: "i1", columns: ["a"])]
        let one = Schema(tables: [
            Table(name: "z"),
            table([Column(name: "a", type: .integer), Column(name: "b", type: .integer)], checks: ["a > 0", "b > 0"], indexes: indexes, foreignKeys: keys),
        ])
        let two = Schema(tables: [
            table([Column(name: "a", type: .integer), Column(name: "b", type: .integer)], checks: ["b > 0", "a > 0"], indexes: indexes.reversed(), foreignKeys: keys.reversed()),
            Table(name: "z"),
        ])
        XCTAssertNotEqual(one, two)
        XCTAssertEqual(one.normalized(), two.normalized())
        XCTAssertEqual(one.normalized().tables.map(\.name), ["t", "z"])
        XCTAssertEqual(one.normalized().tables[0].indexes.map(\.name), ["i1", "i2"])
    }

    func testColumnOrderMattersUnlessIgnored() {
        let ab = Schema(tables: [table([Column(name: "a", type: .integer), Column(name: "b", type: .text)])])
        let ba = Schema(tables: [table([Column(name: "b", type: .text), Column(name: "a", type: .integer)])])
        XCTAssertNotEqual(ab.normalized(), ba.normalized())
        XCTAssertEqual(ab.normalized(.ignoreColumnOrder), ba.normalized(.ignoreColumnOrder))
        XCTAssertEqual(ab.differences(from: ba).map(\.message), [
            "table `t`: columns are in the order `a`, `b` in the model but `b`, `a` in the database",
        ])
        XCTAssertEqual(ab.differences(from: ba, options: .ignoreColumnOrder), [])
    }

    func testViewAndTriggerTextIsComparedAfterNormalising() {
        let a = Schema(views: [View(name: "v", sql: "CREATE VIEW v AS SELECT a,b FROM t;")])
        let b = Schema(views: [View(name: "v", sql: "create view \"v\" as\n  select [a], b from t")])
        XCTAssertEqual(a.normalized(), b.normalized())
    }

    func testNormalizingTwiceChangesNothing() {
        let schema = IntrospectionRoundTripTests.awkwardSchema.normalized()
        XCTAssertEqual(schema.normalized(), schema)
    }

    // MARK: - Differences

    func testEqualSchemasHaveNoDifferences() {
        let schema = IntrospectionRoundTripTests.awkwardSchema
        XCTAssertEqual(schema.differences(from: schema), [])
    }

    func testEveryColumnDifferenceIsOneSentenceNamingTableAndColumn() {
        let model = Schema(tables: [Table(name: "dog", columns: [
            Column(name: "id", type: .integer),
            Column(name: "name", type: .text, isNotNull: true, defaultSQL: "'Rex'", checks: ["length(name) <= 60"], collation: "NOCASE"),
            Column(name: "age", type: .integer),
        ], primaryKey: ["id"])])
        let database = Schema(tables: [Table(name: "dog", columns: [
            Column(name: "id", type: .integer, isNotNull: true),
            Column(name: "name", type: .blob),
            Column(name: "breed", type: .text),
        ], primaryKey: [])])
        XCTAssertEqual(model.differences(from: database).map(\.message), [
            "table `dog`: column `name` has type TEXT in the model but BLOB in the database",
            "table `dog`: column `name` is NOT NULL in the model but nullable in the database",
            "table `dog`: column `name` has default `'Rex'` in the model but no default in the database",
            "table `dog`: column `name` has CHECK (length(name) <= 60) in the model but not in the database",
            "table `dog`: column `name` has collation NOCASE in the model but BINARY in the database",
            "table `dog`: column `age` is in the model but not in the database",
            "table `dog`: column `breed` is in the database but not in the model",
            "table `dog`: the primary key is (`id`) in the model but the implicit rowid in the database",
        ])
        XCTAssertEqual(model.differences(from: database).map(\.kind), [
            .columnType, .columnNullability, .columnDefault, .columnCheck, .columnCollation, .missingColumn, .extraColumn, .primaryKey,
        ])
        XCTAssertEqual(model.differences(from: database).first?.column, "name")
    }

    func testTableKeyIndexAndObjectDifferencesAreReportedInAFixedOrder() {
        let model = Schema(
            tables: [
                Table(name: "a"),
                Table(
                    name: "dog",
                    columns: [Column(name: "owner_id", type: .integer)],
                    foreignKeys: [ForeignKey(columns: ["owner_id"], referencedTable: "person", referencedColumns: ["id"], onDelete: .cascade)],
                    checks: ["owner_id > 0"],
                    indexes: [Index(name: "idx_dog_owner_id", columns: ["owner_id"]), Index(name: "uq", columns: ["owner_id"], isUnique: true)],
                    isStrict: true
                ),
            ],
            views: [View(name: "v", sql: "CREATE VIEW v AS SELECT 1")],
            triggers: [Trigger(name: "tr", table: "dog", sql: "CREATE TRIGGER tr AFTER INSERT ON dog BEGIN SELECT 1; END")]
        )
        let database = Schema(
            tables: [
                Table(
                    name: "dog",
                    columns: [Column(name: "owner_id", type: .integer)],
                    foreignKeys: [
                        ForeignKey(columns: ["owner_id"], referencedTable: "person", referencedColumns: ["id"], onDelete: .setNull),
                        ForeignKey(columns: ["owner_id"], referencedTable: "kennel", referencedColumns: ["id"]),
                    ],
                    indexes: [Index(name: "uq", columns: ["owner_id"], isUnique: true, condition: "owner_id IS NOT NULL"), Index(name: "zzz", columns: ["owner_id"])],
                    isStrict: false,
                    isWithoutRowID: false
                ),
                Table(name: "extra"),
            ],
            views: [View(name: "v", sql: "CREATE VIEW v AS SELECT 2")]
        )
        XCTAssertEqual(model.differences(from: database).map(\.message), [
            "table `a` is in the model but not in the database",
            "table `dog`: foreign key (`owner_id`) → `person` (`id`) has ON DELETE CASCADE in the model but ON DELETE SET NULL in the database",
            "table `dog`: foreign key (`owner_id`) → `kennel` (`id`) is in the database but not in the model",
            "table `dog`: CHECK (owner_id > 0) is in the model but not in the database",
            "table `dog` is STRICT in the model but not STRICT in the database",
            "table `dog`: index `idx_dog_owner_id` is in the model but not in the database",
            "table `dog`: index `uq` is UNIQUE (`owner_id`) in the model but UNIQUE (`owner_id`) WHERE owner_id IS NOT NULL in the database",
            "table `dog`: index `zzz` is in the database but not in the model",
            "table `extra` is in the database but not in the model; add an entity with `table: extra` to the model, or list `extra` under `unmanaged:`",
            "view `v` is defined as `CREATE VIEW v AS SELECT 1` in the model but `CREATE VIEW v AS SELECT 2` in the database",
            "trigger `tr` on `dog` is in the model but not in the database",
        ])
    }

    func testSidesCanBeNamedForOtherComparisons() {
        let a = Schema(tables: [Table(name: "t")])
        let differences = a.differences(from: Schema(), sides: .init(expected: "version 2", actual: "version 1"))
        XCTAssertEqual(differences.map(\.description), ["table `t` is in version 2 but not in version 1"])
    }

    /// A table's UNIQUE constraint is named by its columns, not by SQLite's name for its
    /// index (`sqlite_autoindex_…`), which a PostgreSQL database's drift showed too.
    func testAUniqueConstraintIsNamedByItsColumns() {
        let constraint = Index(name: SchemaCompiler.uniqueConstraintName(table: "place", number: 1), columns: ["name", "city"], isUnique: true)
        let model = Schema(tables: [Table(name: "place", columns: [Column(name: "name", type: .text), Column(name: "city", type: .text)], indexes: [constraint])])
        var database = model
        database.tables[0].indexes = []
        XCTAssertEqual(model.differences(from: database).map(\.message), ["table `place`: UNIQUE constraint (`name`, `city`) is in the model but not in the database"])
        XCTAssertEqual(database.differences(from: model).map(\.message), ["table `place`: UNIQUE constraint (`name`, `city`) is in the database but not in the model"])
    }

    func testDifferencesAreCodableForJSONReports() throws {
        let difference = Schema(tables: [Table(name: "t")]).differences(from: Schema())[0]
        let data = try JSONEncoder().encode(difference)
        XCTAssertEqual(try JSONDecoder().decode(SchemaDifference.self, from: data), difference)
    }
}
