import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The model-level `extensions:` (the server extensions its types need: `citext`,
/// `cube`): read, written back, hashed only when present, refused when a name could not
/// be one, and left aside by SQLite, which has no such extensions.
final class ModelExtensionsTests: ModelcTestCase {
    private func load(_ extensions: String?) -> ModelLoader.Result {
        ModelLoader.inspect(text: """
            model: Geo
            version: 1
            \(extensions.map { "extensions: \($0)\n" } ?? "")entities:
              Place:
                strict: false
                attributes:
                  id: int
                  name: { type: string, sqlType: citext }

            """, file: "1.yaml")
    }

    func testExtensionsAreReadWrittenBackAndHashedOnlyWhenPresent() throws {
        let loaded = load("[citext, uuid-ossp]")
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        let model = try XCTUnwrap(loaded.versions?.current)
        XCTAssertEqual(model.extensions, ["citext", "uuid-ossp"])
        var writer = ModelYAMLWriter()
        writer.write(model)
        XCTAssertTrue(writer.text.contains("version: 1\nextensions: [citext, \"uuid-ossp\"]\nentities:\n"), writer.text)
        XCTAssertEqual(ModelLoader.inspect(text: writer.text, file: "1.yaml").versions?.current?.extensions, ["citext", "uuid-ossp"])
        XCTAssertTrue(String(decoding: ModelHash.canonicalJSON(model), as: UTF8.self).contains(#""extensions":["citext","uuid-ossp"]"#))
        let plain = try XCTUnwrap(load(nil).versions?.current)
        XCTAssertFalse(String(decoding: ModelHash.canonicalJSON(plain), as: UTF8.self).contains("extensions"), "models without it hash as before")
        XCTAssertNotEqual(ModelHash.of(model), ModelHash.of(plain))
    }

    func testANameThatCannotBeAnExtensionAndARepeatedOneAreErrorsAtTheKey() {
        let errors = load("[citext, \"drop table\", CITEXT]").diagnostics.filter { $0.severity == .error }
        // Both at the key's line, in the order diagnostics sort (by message there).
        XCTAssertEqual(errors.map(\.message), [
            "extension `CITEXT` is listed twice",
            "extension `drop table` is not an extension's name",
        ])
        XCTAssertEqual(errors.map(\.location.line), [3, 3])
        XCTAssertEqual(errors.last?.hint, "write the name `CREATE EXTENSION` takes, as `pg_extension` lists it: `citext`, `cube`, `uuid-ossp`")
    }

    /// SQLite has no extensions of that kind: its schema of the model leaves them out,
    /// and the model passes SQLite's check of its SQL.
    func testSQLiteCompilesTheModelWithoutItsExtensions() throws {
        let model = try XCTUnwrap(load("[citext]").versions?.current)
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).extensions, [])
        XCTAssertEqual(ModelCheck.diagnostics(for: model).filter { $0.severity == .error }.map(\.message), [])
    }
}
