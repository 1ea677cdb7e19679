import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
@testable import PostgresDriver
import SQLiteSchema
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

    /// The composed lines of `schema` (nil: not composed) and the scratch schema's, read
    /// in one transaction that is rolled back.
    private func bothSides(of schema: Schema, only: [String]? = nil) throws -> (composed: [String]?, scratch: [String]) {
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        let composed = try PostgresComposedFingerprint.lines(of: schema, only: only, in: session)
        try session.execute("SAVEPOINT scratch")
        let scratch = try PostgresMigrator.scratchFingerprint(of: schema, only: only, in: session)
        try session.execute("ROLLBACK TO SAVEPOINT scratch")
        return (composed, scratch)
    }

    private func assertComposedAsBuilt(_ schema: Schema, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let sides = try bothSides(of: schema)
        let composed = try XCTUnwrap(sides.composed, "\(label): not composed", file: file, line: line)
        XCTAssertEqual(PostgresSchemaFingerprint.differences(expected: sides.scratch, live: composed, limit: 10), [], label, file: file, line: line)
        XCTAssertEqual(composed.count, sides.scratch.count, label, file: file, line: line)
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
                guard var schema = try? PostgresTypeMapping.schema(for: model) else { continue }
                let label = "\(folder.lastPathComponent) version \(model.version)"
                if schema.tables.contains(where: { $0.indexes.contains { $0.condition != nil } }) {
                    XCTAssertNil(try bothSides(of: schema).composed, "\(label): a partial index is left to the scratch schema")
                    for table in schema.tables.indices { schema.tables[table].indexes.removeAll { $0.condition != nil } }
                }
                try assertComposedAsBuilt(Schema(tables: schema.tables), label)
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

    func testOnlyTheNamedTablesAreComposedAndAPartialIndexIsLeftToTheScratchSchema() throws {
        var schema = try PostgresTypeMapping.schema(for: XCTUnwrap(ModelLoader.load(Repository.root.appendingPathComponent("models/Library").path).current))
        let names = schema.tables.map(\.name).sorted()
        let sides = try bothSides(of: schema, only: [names[0]])
        XCTAssertEqual(sides.composed, sides.scratch)
        XCTAssertTrue(sides.scratch.allSatisfy { $0.contains(" \(names[0])") }, "\(sides.scratch)")

        schema.tables[0].indexes.append(Index(name: "partial_one", columns: [schema.tables[0].columns[0].name], condition: "\"\(schema.tables[0].columns[0].name)\" IS NOT NULL"))
        XCTAssertNil(try bothSides(of: schema).composed, "a partial index's condition is the server's to word")
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
