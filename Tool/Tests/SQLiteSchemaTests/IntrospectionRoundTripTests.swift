import Foundation
import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// `introspect(execute(render(schema)))` gives `schema` back: exactly for schemas in
/// SQLite's own order, and after `normalized()` always.
final class IntrospectionRoundTripTests: ModelcTestCase {
    /// Names with spaces, quotes, unicode and keywords; every default kind; checks;
    /// composite keys; WITHOUT ROWID; partial indexes; every foreign-key action; a
    /// non-STRICT table with free-form types; a view and a trigger.
    static let awkwardSchema = Schema(
        tables: [
            Table(
                name: "order",
                columns: [
                    Column(name: "id", type: .integer),
                    Column(name: "group", type: .text, isNotNull: true, defaultSQL: "'it''s'"),
                    Column(name: "select", type: .real, defaultSQL: "-1.5"),
                    Column(name: "first name", type: .text, collation: "NOCASE"),
                    Column(name: "say \"hi\"", type: .text, checks: ["length(\"say \"\"hi\"\"\") <= 10"]),
                    Column(name: "it's", type: .integer, defaultSQL: "(1 + 2)"),
                    Column(name: "naïve 日本", type: .blob, defaultSQL: "X'00FF'"),
                    Column(name: "created", type: .text, defaultSQL: "CURRENT_TIMESTAMP"),
                    Column(name: "flag", type: .integer, isNotNull: true, defaultSQL: "0", checks: ["\"flag\" IN (0, 1)"]),
                    Column(name: "age", type: .integer, checks: ["\"age\" >= 0", "\"age\" <= 150"]),
                    Column(name: "anything", type: .any, defaultSQL: "NULL"),
                ],
                primaryKey: ["id"],
                checks: ["\"select\" > -100 OR \"select\" IS NULL"],
                indexes: [
                    Index(name: "idx order group", columns: ["group"]),
                    Index(name: "uq_first name", columns: ["first name", "say \"hi\""], isUnique: true, condition: "\"first name\" IS NOT NULL"),
                ]
            ),
            Table(
                name: "line \"item\"",
                columns: [
                    Column(name: "order id", type: .integer, isNotNull: true),
                    Column(name: "position", type: .integer, isNotNull: true),
                    Column(name: "note", type: .text),
                ],
                primaryKey: ["order id", "position"],
                foreignKeys: [
                    ForeignKey(columns: ["order id"], referencedTable: "order", referencedColumns: ["id"], onDelete: .cascade, onUpdate: .restrict),
                ],
                indexes: [Index(name: "idx \"note\"", columns: ["note"], condition: "\"note\" <> ''")],
                isWithoutRowID: true
            ),
            Table(
                name: "actions",
                columns: [
                    Column(name: "id", type: .integer),
                    Column(name: "a", type: .integer),
                    Column(name: "b", type: .integer),
                    Column(name: "c", type: .integer),
                    Column(name: "d", type: .integer, defaultSQL: "1"),
                    Column(name: "e", type: .integer),
                ],
                primaryKey: ["id"],
                foreignKeys: [
                    ForeignKey(columns: ["a"], referencedTable: "order", referencedColumns: ["id"]),
                    ForeignKey(columns: ["b"], referencedTable: "order", referencedColumns: ["id"], onDelete: .restrict, onUpdate: .cascade),
                    ForeignKey(columns: ["c"], referencedTable: "order", referencedColumns: ["id"], onDelete: .setNull, onUpdate: .setNull),
                    ForeignKey(columns: ["d"], referencedTable: "order", referencedColumns: ["id"], onDelete: .setDefault, onUpdate: .setDefault),
                    ForeignKey(columns: ["e"], referencedTable: "order", referencedColumns: ["id"], onDelete: .cascade, onUpdate: .restrict),
                ],
                indexes: [Index(name: "actions_a_b", columns: ["a", "b"], isUnique: true, condition: "\"a\" > 0 AND \"b\" IS NOT NULL")]
            ),
            Table(
                name: "legacy",
                columns: [
                    Column(name: "code", type: .text, declaredType: "VARCHAR(20)", isNotNull: true),
                    Column(name: "amount", type: .any, declaredType: "DECIMAL(10, 2)", defaultSQL: "0.0"),
                    Column(name: "blob", type: .any, declaredType: ""),
                    Column(name: "ratio", type: .real, declaredType: "DOUBLE PRECISION"),
                ],
                isStrict: false
            ),
        ],
        views: [
            View(name: "order summary", sql: "CREATE VIEW \"order summary\" AS SELECT \"id\", \"group\" FROM \"order\""),
        ],
        triggers: [
            Trigger(
                name: "order touch",
                table: "order",
                sql: "CREATE TRIGGER \"order touch\" AFTER UPDATE OF \"group\" ON \"order\" BEGIN UPDATE \"order\" SET \"created\" = CURRENT_TIMESTAMP WHERE \"id\" = NEW.\"id\"; END"
            ),
        ]
    )

    private func roundTrip(_ schema: Schema, file: StaticString = #filePath, line: UInt = #line) throws -> Schema {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: SQLiteDialect().render(schema))
        return try SchemaIntrospector.introspect(path: path)
    }

    func testRenderedSchemaWithAwkwardNamesReadsBackExactly() throws {
        let schema = Self.awkwardSchema
        let introspected = try roundTrip(schema)
        XCTAssertEqual(introspected.tables.map(\.name), schema.tables.map(\.name))
        for (expected, actual) in zip(schema.tables, introspected.tables) {
            XCTAssertEqual(actual, expected, "table \(expected.name)")
        }
        XCTAssertEqual(introspected, schema)
        XCTAssertEqual(introspected.normalized(), schema.normalized())
        XCTAssertEqual(schema.differences(from: introspected), [])
    }

    func testRenderedDDLIsIdenticalAfterARoundTrip() throws {
        let schema = Self.awkwardSchema
        XCTAssertEqual(SQLiteDialect().render(try roundTrip(schema)), SQLiteDialect().render(schema))
    }

    func testWithoutRowIDKeyColumnsCompareEqualWhetherOrNotTheyDeclareNotNull() throws {
        let schema = Schema(tables: [
            Table(
                name: "pair",
                columns: [Column(name: "a", type: .text), Column(name: "b", type: .text), Column(name: "c", type: .text)],
                primaryKey: ["a", "b"],
                isWithoutRowID: true
            ),
        ])
        let introspected = try roundTrip(schema)
        XCTAssertEqual(introspected.tables.first?.columns.map(\.isNotNull), [true, true, false], "SQLite reports key columns NOT NULL")
        XCTAssertEqual(introspected.normalized(), schema.normalized())
    }

    func testStrictKeyColumnsAndTheRowidAliasCompareEqualWhetherOrNotTheyDeclareNotNull() throws {
        let schema = Schema(tables: [
            Table(name: "s", columns: [Column(name: "code", type: .text), Column(name: "n", type: .integer)], primaryKey: ["code"]),
            Table(name: "r", columns: [Column(name: "id", type: .integer), Column(name: "n", type: .integer)], primaryKey: ["id"]),
            Table(name: "loose", columns: [Column(name: "code", type: .text)], primaryKey: ["code"], isStrict: false),
        ])
        let introspected = try roundTrip(schema)
        XCTAssertEqual(introspected.tables.map { $0.columns[0].isNotNull }, [true, false, false], "what SQLite reports")
        XCTAssertEqual(introspected.normalized(), schema.normalized())
        var declared = schema
        declared.tables[1].columns[0].isNotNull = true
        XCTAssertEqual(declared.normalized(), schema.normalized(), "NOT NULL on the rowid alias changes nothing")
        var nullableLooseKey = schema
        nullableLooseKey.tables[2].columns[0].isNotNull = true
        XCTAssertNotEqual(nullableLooseKey.normalized(), schema.normalized(), "a non-STRICT rowid table's key may hold NULL")
    }

    func testTableOrderFromAnotherSourceDoesNotMatterAfterNormalising() throws {
        var shuffled = Self.awkwardSchema
        shuffled.tables.reverse()
        // Reversed creation order needs the referenced tables first for nothing: SQLite
        // checks foreign keys at use, not at CREATE time.
        let introspected = try roundTrip(shuffled)
        XCTAssertNotEqual(introspected.tables.map(\.name), Self.awkwardSchema.tables.map(\.name))
        XCTAssertEqual(introspected.normalized(), Self.awkwardSchema.normalized())
    }

    func testRoundTripKeepsEveryForeignKeyActionAsDeclared() throws {
        let introspected = try roundTrip(Self.awkwardSchema)
        let actions = try XCTUnwrap(introspected.table(named: "actions")).foreignKeys
        XCTAssertEqual(actions.map(\.onDelete), [.noAction, .restrict, .setNull, .setDefault, .cascade])
        XCTAssertEqual(actions.map(\.onUpdate), [.noAction, .cascade, .setNull, .setDefault, .restrict])
    }
}
