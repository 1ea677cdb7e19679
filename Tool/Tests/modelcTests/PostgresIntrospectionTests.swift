import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// `PostgresIntrospection` against the tests' throwaway server: a database migrated to a
/// model reads back as the model's compiled PostgreSQL schema, and a hand-written schema
/// reads as the catalogs describe it.
final class PostgresIntrospectionTests: PostgresTestCase {
    private func settings(_ database: String) throws -> PostgresConnectionSettings {
        try PostgresConnectionSettings(url: url(for: database))
    }

    /// Every model folder the key property is checked on: the bundled models and the
    /// test fixtures' models.
    private func modelFolders() throws -> [URL] {
        let root = Repository.root
        let fixtureFolders = try ["Models", "PostgresModels", "StorageModels"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Repository.fixture(folder).path).sorted().map {
                Repository.fixture(folder).appendingPathComponent($0)
            }
        }
        return ["models/Library", "models/StarWars"].map { root.appendingPathComponent($0) } + fixtureFolders
    }

    /// The key property: after `PostgresMigrator` applies each version, the live schema,
    /// read in the model's words, has no difference from `PostgresTypeMapping.schema(for:)`;
    /// and read in the server's own words it has the same tables, columns, nullability,
    /// keys, foreign keys and indexes (only types and expressions are translated).
    func testEveryModelVersionAppliedReadsBackAsItsCompiledSchema() throws {
        var refused: [String] = []
        var checked: [String] = []
        for folder in try modelFolders() {
            let versions = try ModelLoader.load(folder.path)
            guard (try? versions.versions.map(PostgresTypeMapping.schema(for:))) != nil else {
                refused.append(folder.lastPathComponent)
                continue
            }
            let settings = try settings(try cluster.makeDatabase())
            for model in versions.versions {
                let label = "\(folder.lastPathComponent) version \(model.version)"
                _ = try PostgresMigrator.migrate(settings, to: model, lockTimeout: 10, allowDestructive: true)
                let compiled = try PostgresTypeMapping.schema(for: model)
                let session = try PostgresSession(settings)
                defer { session.close() }
                let described = try PostgresIntrospection.introspect(session, describedAs: compiled)
                XCTAssertEqual(compiled.differences(from: described, options: Verification.comparison).map(\.message), [], label)
                let raw = try PostgresIntrospection.introspect(session)
                XCTAssertEqual(structure(of: raw), structure(of: compiled), label)
                checked.append(label)
            }
        }
        XCTAssertEqual(refused, ["Triggers", "Legacy"], "the models PostgreSQL refuses (triggers, collations)")
        XCTAssertEqual(checked, [
            "Library version 1", "Library version 2", "StarWars version 1", "StarWars version 2", "StarWars version 3",
            "Browser version 1", "Catalog version 1", "EventLog version 1", "Loose version 1", "Music version 1", "OrderLines version 1", "Settings version 1", "Shop version 1", "Shop version 2",
            "ShopRequiredName version 1", "ShopRequiredName version 2",
            "Storefront version 1", "Storefront version 2",
        ])
    }

    /// The key property on models nobody wrote by hand (`RandomModel`: every attribute
    /// type, defaults, ranges, lengths, enumerations, keys of each kind, ordered and
    /// many-to-many relationships): created from the compiled DDL, the database reads
    /// back with no difference, and `--as-model` adopts all of it (nothing unmanaged).
    /// `MODELC_RANDOM_MODELS` sets how many (default 12).
    func testRandomModelsReadBackAsTheirCompiledSchema() throws {
        let count = ProcessInfo.processInfo.environment["MODELC_RANDOM_MODELS"].flatMap(Int.init) ?? 12
        var generator = SplitMix64(seed: 15)
        for index in 0..<count {
            let yaml = RandomModel(index: index, using: &generator).yaml
            let loaded = ModelLoader.inspect(text: yaml, file: "1.yaml")
            let model = try XCTUnwrap(loaded.versions?.current, "\(loaded.diagnostics)\n\(yaml)")
            let compiled = try PostgresTypeMapping.schema(for: model)
            let database = try cluster.makeDatabase()
            _ = try cluster.query(database: database, PostgresDialect().render(compiled))
            let session = try PostgresSession(try settings(database))
            defer { session.close() }
            let described = try PostgresIntrospection.introspect(session, describedAs: compiled)
            XCTAssertEqual(compiled.differences(from: described, options: Verification.comparison).map(\.message), [], yaml)
            XCTAssertEqual(structure(of: try PostgresIntrospection.introspect(session)), structure(of: compiled), yaml)
            let adopted = try PostgresInferredModel.read(try settings(database), name: "Adopted")
            XCTAssertEqual(adopted.notes, [], yaml + "\n" + adopted.yaml)
        }
    }

    /// What introspection reads without translation: names, nullability, keys, foreign
    /// keys with their actions, the number of CHECKs (the server does not keep whether
    /// one was written on a column or the table), indexes with their columns and
    /// uniqueness, views' names.
    private func structure(of schema: Schema) -> [String] {
        let normalized = schema.normalized(Verification.comparison)
        var lines: [String] = []
        for table in normalized.tables {
            lines.append("table \(table.name) key \(table.primaryKey) autoincrement \(table.isAutoincrement)")
            for column in table.columns {
                let nullability = column.isNotNull ? "not null" : "null"
                lines.append("  \(column.name) \(nullability) default \(column.defaultSQL != nil)")
            }
            for key in table.foreignKeys {
                lines.append("  \(key.columns) → \(key.referencedTable) \(key.referencedColumns) \(key.onDelete) \(key.onUpdate) \(key.isDeferred)")
            }
            lines.append("  checks \(table.checks.count + table.columns.reduce(0) { $0 + $1.checks.count })")
            for index in table.indexes {
                lines.append("  index \(index.name) \(index.columns) unique \(index.isUnique) partial \(index.condition != nil)")
            }
        }
        return lines + normalized.views.map { "view \($0.name)" }
    }

    /// A schema nobody compiled, read in the server's words: types as `format_type`
    /// names them, defaults and CHECKs as the server rewrote them, identity and serial
    /// keys, composite keys, UNIQUE constraints, foreign-key actions, partial and
    /// expression indexes, views.
    func testAHandWrittenSchemaReadsAsTheCatalogsDescribeIt() throws {
        _ = try cluster.query(database: database, try String(contentsOf: Repository.fixture("PostgresSchemas/rental.sql"), encoding: .utf8))
        let session = try PostgresSession(try settings(database))
        defer { session.close() }
        let schema = try PostgresIntrospection.introspect(session)
        let text = String(decoding: try JSONEncoder.sorted.encode(schema), as: UTF8.self)
        assertSnapshot(of: text, named: "rental-schema")
    }
}

extension JSONEncoder {
    /// Pretty, sorted-key JSON, as `modelc --format json` writes it.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
