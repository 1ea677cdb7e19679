import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
@testable import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// The composed expected side of a verification (`PostgresComposedFingerprint`) against
/// the scratch schema it stands in for, on the tests' server: for every model version
/// the tests know, random models, and the real databases people adopt, the lines
/// composed from the learned wording of the columns are the lines the server reads back
/// from the whole DDL, byte for byte. A composition that went wrong would only cost a
/// second comparison (the scratch schema is the authority), so these tests are what keep
/// the shortcut a shortcut.
final class PostgresComposedFingerprintTests: PostgresTestCase {
    private var session: PostgresSession!

    override func setUpWithError() throws {
        try super.setUpWithError()
        session = try PostgresSession(try PostgresConnectionSettings(url: url))
    }

    override func tearDown() {
        session?.close()
        super.tearDown()
    }

    /// What `PostgresComposedFingerprint` makes of `schema` (nil: nothing), the expected
    /// side a verification reads (`PostgresMigrator.expectedLines`: the composed lines and
    /// the tables left over, built), and the scratch schema's lines, read in one
    /// transaction that is rolled back.
    private func sides(of schema: Schema, only: [String]? = nil) throws
        -> (composition: PostgresComposedFingerprint.Composition?, expected: [String], scratch: [String]) {
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        let composition = try PostgresComposedFingerprint.lines(of: schema, only: only, in: session)
        try session.execute("SAVEPOINT sides")
        let expected = only == nil ? try PostgresMigrator.expectedLines(of: schema, in: session).lines : []
        try session.execute("ROLLBACK TO SAVEPOINT sides")
        let scratch = try PostgresMigrator.scratchFingerprint(of: schema, only: only, in: session)
        return (composition, expected, scratch)
    }

    /// `schema`'s tables are all composed (but those in `leftOver`), and the expected
    /// side is the scratch schema's, line for line.
    private func assertComposedAsBuilt(
        _ schema: Schema, _ label: String, leftOver: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let sides = try sides(of: schema)
        let composition = try XCTUnwrap(sides.composition, "\(label): not composed", file: file, line: line)
        XCTAssertEqual(composition.leftOver, leftOver, label, file: file, line: line)
        XCTAssertEqual(PostgresSchemaFingerprint.differences(expected: sides.scratch, live: sides.expected, limit: 10), [], label, file: file, line: line)
        XCTAssertEqual(sides.expected, sides.scratch, label, file: file, line: line)
    }

    func testEveryModelVersionComposesAsItsDDLBuilds() throws {
        let root = Repository.root
        let fixtures = try ["Models", "PostgresModels", "StorageModels"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Repository.fixture(folder).path).sorted().map {
                Repository.fixture(folder).appendingPathComponent($0)
            }
        }
        var checked = 0
        for folder in ["models/Library", "models/StarWars"].map({ root.appendingPathComponent($0) }) + fixtures {
            for model in try ModelLoader.load(folder.path).versions {
                // Models PostgreSQL refuses (triggers, collations) have no PostgreSQL DDL.
                guard let schema = try? PostgresTypeMapping.schema(for: model) else { continue }
                // A partial index's condition is the server's to word: its table is built.
                let partial = schema.tables.filter { $0.indexes.contains { $0.condition != nil } }.map(\.name).sorted()
                try assertComposedAsBuilt(Schema(tables: schema.tables), "\(folder.lastPathComponent) version \(model.version)", leftOver: partial)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 13)
    }

    /// Every attribute type, defaults, ranges, lengths, enumerations, keys of each kind,
    /// ordered and many-to-many relationships (`RandomModel`).
    func testRandomModelsComposeAsTheirDDLBuilds() throws {
        var generator = SplitMix64(seed: 29)
        for index in 0..<12 {
            let yaml = RandomModel(index: index, using: &generator).yaml
            let model = try XCTUnwrap(ModelLoader.inspect(text: yaml, file: "1.yaml").versions?.current, yaml)
            try assertComposedAsBuilt(try PostgresTypeMapping.schema(for: model), yaml)
        }
    }

    /// The sample databases people adopt (declared types, CHECK text, composite and
    /// text keys, foreign-key actions), adopted with `--as-model` and compiled for
    /// PostgreSQL; their views (which the composition leaves to the scratch schema) aside.
    func testAdoptedSampleDatabasesComposeAsTheirDDLBuilds() throws {
        let folder = try makeTemporaryDirectory(self)
        var composed: [String] = []
        // (`app.sql`, an app's SQLite schema with FTS tables and NOCASE columns, is not one
        // PostgreSQL takes.)
        for name in ["chinook", "northwind", "sakila", "tpch"] {
            let path = folder.appendingPathComponent("\(name).sqlite").path
            let sql = try String(contentsOf: Repository.fixture("RealSchemas/\(name).sql"), encoding: .utf8)
            try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: sql) }
            let yaml = try InferredModel(databaseAt: path, name: "Adopted").yaml
            var model = try XCTUnwrap(ModelLoader.inspect(text: yaml, file: "1.yaml").versions?.current, yaml)
            // SQLite's triggers have no PostgreSQL form, and some views call SQLite's
            // functions (the model is refused with them); the tables are what is composed.
            model.triggers = []
            model.views = []
            let schema = try PostgresTypeMapping.schema(for: model)
            try assertComposedAsBuilt(Schema(tables: schema.tables), name)
            composed.append(name)
        }
        XCTAssertEqual(composed, ["chinook", "northwind", "sakila", "tpch"])
    }

    func testATableCheckIsLearnedOnACopyOfItsTable() throws {
        var schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.inspect(text: """
            model: Checked
            version: 1
            entities:
              Period:
                attributes:
                  id: int
                  starts: int
                  ends: int
                  label: { type: string, maxLength: 20 }
            """, file: "1.yaml").versions?.current))
        schema.tables[0].checks = ["\"starts\" <= \"ends\""]
        schema.tables[0].columns[2].checks = ["\"ends\" > \"starts\" - 100"]
        XCTAssertTrue(PostgresComposedFingerprint.LearningPlan.needsItsOwnTable(schema.tables[0]))
        try assertComposedAsBuilt(schema, "table and cross-column checks")
    }

    func testOnlyTheNamedTablesAreComposed() throws {
        let schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.load(Repository.root.appendingPathComponent("models/Library").path).current))
        let name = schema.tables.map(\.name).sorted()[0]
        let sides = try sides(of: schema, only: [name])
        XCTAssertEqual(sides.composition, PostgresComposedFingerprint.Composition(lines: sides.scratch, leftOver: []))
        XCTAssertTrue(sides.scratch.allSatisfy { $0.contains(" \(name)") }, "\(sides.scratch)")
    }

    func testATableWithAPartialIndexIsBuiltWithStubsOfTheTablesItReferences() throws {
        var schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.load(Repository.root.appendingPathComponent("models/Library").path).current))
        let position = try XCTUnwrap(schema.tables.firstIndex { !$0.foreignKeys.isEmpty })
        let column = schema.tables[position].columns[1].name
        schema.tables[position].indexes.append(Index(name: "partial_one", columns: [column], condition: "\"\(column)\" IS NOT NULL"))
        let scratch = PostgresScratchTables([schema.tables[position].name], of: schema)
        XCTAssertEqual(scratch.tables, [schema.tables[position].name])
        XCTAssertEqual(Set(scratch.schema.tables.map(\.name)),
                       Set([schema.tables[position].name] + schema.tables[position].foreignKeys.map(\.referencedTable)))
        XCTAssertTrue(scratch.schema.tables.filter { $0.name != schema.tables[position].name }.allSatisfy { $0.foreignKeys.isEmpty && $0.checks.isEmpty },
                      "the referenced tables are stubs")
        try assertComposedAsBuilt(schema, "a partial index", leftOver: [schema.tables[position].name])
    }

    func testASchemaWithViewsIsLeftWhole() throws {
        var schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.load(Repository.root.appendingPathComponent("models/Library").path).current))
        schema.views = [View(name: "names", sql: "CREATE VIEW \"names\" AS SELECT 1 AS one")]
        let sides = try sides(of: schema)
        XCTAssertNil(sides.composition)
        XCTAssertEqual(sides.expected, sides.scratch)
    }

    func testAColumnTheServerRefusesLeavesItToTheScratchSchema() throws {
        var schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.load(Repository.root.appendingPathComponent("models/Library").path).current))
        schema.tables[0].columns[0].declaredType = "no_such_type"
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        XCTAssertNil(try PostgresComposedFingerprint.lines(of: schema, in: session))
        XCTAssertEqual(try session.rows("SELECT 1::text"), [["1"]], "the transaction is usable after the refusal")
    }
}
