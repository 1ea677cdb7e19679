import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

// GRDB has its own `Table`, `Column` and `ForeignKey`; these tests mean modelc's.
private typealias Table = SchemaCore.Table
private typealias Column = SchemaCore.Column
private typealias ForeignKey = SchemaCore.ForeignKey

/// The storage rules of DESIGN.md "Compiling to SQLite", checked on small models written
/// as YAML and executed by a real SQLite.
final class SchemaCompilerTests: ModelcTestCase {
    private func model(_ yaml: String) throws -> Model {
        let url = try makeTemporaryDirectory(self).appendingPathComponent("model.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return try ModelLoader.load(reference: url.path)
    }

    private func table(_ name: String, in schema: Schema) throws -> Table {
        try XCTUnwrap(schema.table(named: name), "no table \(name)")
    }

    func testEntityAndAttributeNamesAreSnakeCasedUnlessOverridden() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              OrderLine:
                attributes:
                  id: int
                  unitPrice: double
                  productID: { type: int, column: product_ref }
              Customer:
                table: clients
                attributes:
                  id: int
            """))
        XCTAssertEqual(schema.tables.map(\.name), ["order_line", "clients"])
        XCTAssertEqual(try table("order_line", in: schema).columns.map(\.name), ["id", "unit_price", "product_ref"])
    }

    func testTypesMapToStrictStorageWithRangeAndValidityChecks() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Thing:
                attributes:
                  id: { type: uuid, primaryKey: true }
                  small: int16
                  medium: int32
                  flag: bool
                  payload: json?
                  amount: decimal
                  when: date
                  ratio: float
                  blob: data
                  link: url
            """))
        let thing = try table("thing", in: schema)
        XCTAssertTrue(thing.isStrict)
        XCTAssertEqual(thing.columns.map(\.type), [.text, .integer, .integer, .integer, .text, .text, .text, .real, .blob, .text])
        XCTAssertEqual(thing.column(named: "small")?.checks, ["\"small\" BETWEEN -32768 AND 32767"])
        XCTAssertEqual(thing.column(named: "flag")?.checks, ["\"flag\" IN (0, 1)"])
        XCTAssertEqual(thing.column(named: "payload")?.checks, ["\"payload\" IS NULL OR json_valid(\"payload\")"])
        XCTAssertEqual(thing.column(named: "payload")?.isNotNull, false)
        XCTAssertEqual(thing.primaryKey, ["id"])
    }

    /// The compiler writes the model's types and no engine's CHECK for them: SQLite's
    /// driver writes the CHECKs that stand in for the types it lacks, first among a
    /// column's checks, and clears the types, as a schema read from a file has none.
    func testTheCompilerKeepsTheModelsTypesAndSQLitesDriverStandsInForThem() throws {
        let model = try model("""
            model: M
            version: 1
            entities:
              Thing:
                attributes:
                  id: int
                  small: { type: int16, min: 0 }
                  flag: bool
                  payload: json
                  name: { type: string, maxLength: 10, check: "name <> ''" }
            """)
        let neutral = try table("thing", in: SchemaCompiler.compile(model))
        XCTAssertEqual(neutral.columns.map(\.logicalType), [.int, .int16, .bool, .json, .string])
        XCTAssertEqual(neutral.columns.map(\.checks), [[], ["\"small\" >= 0"], [], [], ["length(\"name\") <= 10", "name <> ''"]])
        let stored = try table("thing", in: SQLiteSchemaCompiler.compile(model))
        XCTAssertEqual(stored.columns.map(\.logicalType), [nil, nil, nil, nil, nil])
        XCTAssertEqual(stored.columns.map(\.checks), [
            [], ["\"small\" BETWEEN -32768 AND 32767", "\"small\" >= 0"], ["\"flag\" IN (0, 1)"], ["json_valid(\"payload\")"],
            ["length(\"name\") <= 10", "name <> ''"],
        ])
        let json = String(decoding: try JSONEncoder().encode(neutral.columns[2]), as: UTF8.self)
        XCTAssertFalse(json.contains("logicalType") || json.contains("bool"), "the model's type is not in the schema's JSON: \(json)")
    }

    func testChecksRejectOutOfRangeRowsInARealDatabase() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Person:
                attributes:
                  id: int
                  age: { type: int16, min: 0, max: 150, default: 0 }
                  status: { type: string, values: [active, banned], default: active }
                  nick: { type: string, maxLength: 3, optional: true }
                  extra: json?
                  data: json
            """))
        let db = try DatabaseQueue()
        try db.write { try $0.execute(sql: SQLiteDialect().render(schema)) }
        try db.write { try $0.execute(sql: #"INSERT INTO person (id, data) VALUES (1, '{"a": 1}')"#) }
        XCTAssertEqual(try db.read { try String.fetchOne($0, sql: "SELECT status FROM person") }, "active")
        let rejected = [
            "INSERT INTO person (id, data, age) VALUES (2, '1', -1)",
            "INSERT INTO person (id, data, age) VALUES (2, '1', 151)",
            "INSERT INTO person (id, data, age) VALUES (2, '1', 'old')",
            "INSERT INTO person (id, data, status) VALUES (2, '1', 'gone')",
            "INSERT INTO person (id, data, nick) VALUES (2, '1', 'long')",
            "INSERT INTO person (id, data) VALUES (2, '{oops')",
            "INSERT INTO person (id, data, extra) VALUES (2, '1', '[1,')",
        ]
        for sql in rejected {
            XCTAssertThrowsError(try db.write { try $0.execute(sql: sql) }, sql)
        }
        try db.write { try $0.execute(sql: "INSERT INTO person (id, data, age, nick) VALUES (2, '1', 150, 'abc')") }
        // An optional JSON column takes NULL (json_valid(NULL) is 0 before SQLite 3.45).
        try db.write { try $0.execute(sql: "INSERT INTO person (id, data, extra) VALUES (3, '[]', NULL)") }
    }

    func testToOneBecomesIndexedForeignKeyWithActionFromInverseDeleteRule() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Person:
                attributes:
                  id: int
                relationships:
                  dogs: { to: Dog, toMany: true, inverse: owner, deleteRule: cascade }
                  cats: { to: Cat, toMany: true, inverse: owner, deleteRule: deny }
              Dog:
                attributes:
                  id: int
                relationships:
                  owner: { to: Person, inverse: dogs }
              Cat:
                attributes:
                  id: int
                relationships:
                  owner: { to: Person, inverse: cats, optional: true }
            """))
        let dog = try table("dog", in: schema)
        XCTAssertEqual(dog.foreignKeys, [ForeignKey(columns: ["owner_id"], referencedTable: "person", referencedColumns: ["id"], onDelete: .cascade)])
        XCTAssertEqual(dog.column(named: "owner_id"), Column(name: "owner_id", type: .integer, isNotNull: true))
        XCTAssertEqual(dog.indexes, [Index(name: "idx_dog_owner_id", columns: ["owner_id"])])
        let cat = try table("cat", in: schema)
        XCTAssertEqual(cat.foreignKeys.first?.onDelete, .restrict)
        XCTAssertEqual(cat.column(named: "owner_id")?.isNotNull, false)
    }

    func testOneToOneKeyGoesOnTheOptionalSideWithAUniqueIndex() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Person:
                attributes:
                  id: int
                relationships:
                  passport: { to: Passport, inverse: holder, optional: true }
              Passport:
                attributes:
                  id: int
                relationships:
                  holder: { to: Person, inverse: passport, deleteRule: cascade }
            """))
        XCTAssertEqual(try table("person", in: schema).indexes, [Index(name: "uq_person_passport_id", columns: ["passport_id"], isUnique: true)])
        XCTAssertEqual(try table("person", in: schema).foreignKeys.first?.onDelete, .cascade)
        XCTAssertTrue(try table("passport", in: schema).foreignKeys.isEmpty)
    }

    func testManyToManyBecomesAJoinTableWithCascadingKeysAndPosition() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Person:
                attributes:
                  id: { type: uuid, primaryKey: true }
                relationships:
                  films: { to: Film, toMany: true, inverse: characters }
              Film:
                attributes:
                  id: int
                relationships:
                  characters: { to: Person, toMany: true, inverse: films, ordered: true }
            """))
        let join = try table("film_characters", in: schema)
        XCTAssertEqual(join.columns, [
            Column(name: "film_id", type: .integer, isNotNull: true),
            Column(name: "person_id", type: .text, isNotNull: true),
            Column(name: "position", type: .integer, isNotNull: true),
        ])
        XCTAssertEqual(join.primaryKey, ["film_id", "person_id"])
        XCTAssertTrue(join.isWithoutRowID)
        XCTAssertEqual(join.foreignKeys.map(\.onDelete), [.cascade, .cascade])
    }

    func testNamesWithSpacesQuotesKeywordsAndUnicodeAreQuotedEverywhere() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: M
            version: 1
            entities:
              Order:
                table: "select \\"order\\""
                attributes:
                  id: int
                  group: { type: string, column: "it's a group", values: ["o'clock", "b"], default: "o'clock" }
                  größe: { type: int, indexed: true }
            """))
        let sql = SQLiteDialect().render(schema)
        let db = try DatabaseQueue()
        try db.write { try $0.execute(sql: sql) }
        try db.write { try $0.execute(sql: #"INSERT INTO "select ""order""" ("id", "größe") VALUES (1, 2)"#) }
        let stored = try db.read { try String.fetchOne($0, sql: #"SELECT "it's a group" FROM "select ""order""""#) }
        XCTAssertEqual(stored, "o'clock")
    }

    func testSameModelCompilesToIdenticalSQLAndJSON() throws {
        let root = Repository.root
        for name in ["StarWars", "Library"] {
            let path = root.appendingPathComponent("models/\(name)").path
            let first = SQLiteSchemaCompiler.compile(try ModelLoader.load(reference: path))
            let second = SQLiteSchemaCompiler.compile(try ModelLoader.load(reference: path))
            XCTAssertEqual(SQLiteDialect().render(first), SQLiteDialect().render(second))
            XCTAssertEqual(try first.jsonText(), try second.jsonText())
        }
    }

    func testColumnOrderPlacesForeignKeysWhereAnAdoptedTableHasThem() throws {
        let schema = SQLiteSchemaCompiler.compile(try model("""
            model: Music
            version: 1
            entities:
              Artist:
                attributes: { id: int, name: string }
                relationships: { albums: { to: Album, toMany: true, inverse: artist } }
              Album:
                columnOrder: [id, artist, title]
                attributes: { id: int, title: string, year: int? }
                relationships: { artist: { to: Artist, inverse: albums, optional: true } }
            """))
        XCTAssertEqual(try table("album", in: schema).columns.map(\.name), ["id", "artist_id", "title", "year"],
                       "listed members first, in that order; the rest after")
    }

    func testColumnOrderNamingNoColumnIsAnError() {
        let result = ModelLoader.inspect(text: """
            model: Music
            version: 1
            entities:
              Album:
                columnOrder: [id, titl]
                attributes: { id: int, title: string }
            """, file: "music.yaml")
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "music.yaml:5:5: error: `columnOrder` of `Album` names `titl`, which has no column in `album` (did you mean `title`?)",
        ])
    }
}
