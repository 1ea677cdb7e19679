import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

/// `deferrable:` and `nullsDistinct:` on a UNIQUE constraint (PostgreSQL's `DEFERRABLE
/// [INITIALLY DEFERRED]` and `NULLS NOT DISTINCT`): read, written back, and refused where
/// no engine the model is for could keep them.
final class UniqueConstraintOptionsTests: XCTestCase {
    private func load(_ unique: String, dialect: String? = "postgres") -> ModelLoader.Result {
        ModelLoader.inspect(text: """
            model: Music
            version: 1
            \(dialect.map { "dialect: \($0)\n" } ?? "")entities:
              Medium:
                attributes:
                  id: int32
                  release: int32
                  position: int32
                unique:
                  - \(unique)

            """, file: "1.yaml")
    }

    func testADeferrableConstraintIsReadAndWrittenBack() throws {
        for deferral in ConstraintDeferral.allCases {
            let loaded = load("{ columns: [release, position], constraint: true, deferrable: \(deferral.rawValue) }")
            XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
            let model = try XCTUnwrap(loaded.versions?.current)
            XCTAssertEqual(model.entities[0].uniques.first?.deferral, deferral)
            var writer = ModelYAMLWriter()
            writer.write(model)
            XCTAssertTrue(writer.text.contains("- { columns: [release, position], constraint: true, deferrable: \(deferral.rawValue) }"), writer.text)
        }
        let plain = try XCTUnwrap(load("{ columns: [release, position], constraint: true }").versions?.current)
        XCTAssertFalse(String(decoding: ModelHash.canonicalJSON(plain), as: UTF8.self).contains("deferral"), "models without it hash as before")
    }

    func testNullsNotDistinctIsReadWrittenBackAndPostgresOnly() throws {
        let loaded = load("{ columns: [release, position], constraint: true, nullsDistinct: false }")
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        let model = try XCTUnwrap(loaded.versions?.current)
        XCTAssertEqual(model.entities[0].uniques.first?.areNullsDistinct, false)
        var writer = ModelYAMLWriter()
        writer.write(model)
        XCTAssertTrue(writer.text.contains("- { columns: [release, position], constraint: true, nullsDistinct: false }"), writer.text)
        let sqlite = load("{ columns: [release, position], constraint: true, nullsDistinct: false }", dialect: nil).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(sqlite.map(\.message), ["`nullsDistinct: false` on a UNIQUE constraint of `Medium`, which SQLite does not have (its NULLs are always distinct)"])
        // A unique index says it too, in PostgreSQL's words alone.
        let index = try XCTUnwrap(load("{ columns: [release, position], nullsDistinct: false }").versions?.current)
        XCTAssertEqual(index.entities[0].uniques.first?.areNullsDistinct, false)
        XCTAssertEqual(SQLiteSchemaCompiler.compile(index).tables[0].indexes.first { $0.isUnique }?.areNullsDistinct, false)
        let sqliteIndex = load("{ columns: [release, position], nullsDistinct: false }", dialect: nil).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(sqliteIndex.map(\.message), ["`nullsDistinct: false` on a unique index of `Medium`, which SQLite does not have (its NULLs are always distinct)"])
    }

    func testDeferrableIsAnErrorOffAConstraintOutsidePostgresOrWithAnotherValue() throws {
        let cases: [(String, String?, String)] = [
            ("{ columns: [release, position], deferrable: immediate }", "postgres",
             "`deferrable: immediate` on a unique index of `Medium`, which only a constraint can be"),
            ("{ columns: [release, position], constraint: true, deferrable: deferred }", nil,
             "`deferrable: deferred` on a UNIQUE constraint of `Medium`, which SQLite does not have (it defers foreign keys only)"),
            ("{ columns: [release, position], constraint: true, deferrable: later }", "postgres",
             "`deferrable: later` is neither `immediate` nor `deferred`"),
        ]
        for (unique, dialect, message) in cases {
            let errors = load(unique, dialect: dialect).diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), [message], unique)
            XCTAssertEqual(errors.first?.location.line, dialect == nil ? 10 : 11, unique)
        }
    }
}
