import Migration
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

/// A named `check:` item (`{ name: positive_balance, sql: "balance >= 0" }`): read on an
/// entity and on an attribute, written back, compiled with its name, and refused when
/// it is malformed.
final class NamedCheckTests: XCTestCase {
    private func load(entityCheck: String, attributeCheck: String = "\"balance < 1000000\"", dialect: String? = nil) -> ModelLoader.Result {
        ModelLoader.inspect(text: """
            model: Bank
            version: 1
            \(dialect.map { "dialect: \($0)\n" } ?? "")entities:
              Account:
                check: \(entityCheck)
                attributes:
                  id: int
                  balance: { type: double, check: \(attributeCheck) }

            """, file: "1.yaml")
    }

    func testNamedChecksAreReadOnTheEntityAndTheAttributeAndWrittenBack() throws {
        let loaded = load(entityCheck: #"[{ name: positive_balance, sql: "balance >= 0" }, "id > 0"]"#,
                          attributeCheck: #"{ name: balance_cap, sql: "balance < 1000000" }"#)
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        let model = try XCTUnwrap(loaded.versions?.current)
        let account = try XCTUnwrap(model.entity(named: "Account"))
        XCTAssertEqual(account.checks, ["balance >= 0", "id > 0"])
        XCTAssertEqual(account.checkNames, ["balance >= 0": "positive_balance"])
        XCTAssertEqual(account.attribute(named: "balance")?.checks, ["balance < 1000000"])
        XCTAssertEqual(account.attribute(named: "balance")?.checkNames, ["balance < 1000000": "balance_cap"])

        var writer = ModelYAMLWriter()
        writer.write(model)
        XCTAssertTrue(writer.text.contains(#"check: [{ name: positive_balance, sql: "balance >= 0" }, "id > 0"]"#), writer.text)
        XCTAssertTrue(writer.text.contains(#"check: [{ name: balance_cap, sql: "balance < 1000000" }]"#), writer.text)
        let reread = try XCTUnwrap(ModelLoader.inspect(text: writer.text, file: "1.yaml").versions?.current)
        XCTAssertEqual(ModelHash.of(reread), ModelHash.of(model), "written back, the model is the same")
    }

    func testTheCompiledTableNamesItsChecksAndModelsWithoutNamesHashAsBefore() throws {
        let model = try XCTUnwrap(load(entityCheck: #"{ name: positive_balance, sql: "balance >= 0" }"#,
                                       attributeCheck: #"[{ name: balance_cap, sql: "balance < 1000000" }]"#).versions?.current)
        let table = try XCTUnwrap(SQLiteSchemaCompiler.compile(model).table(named: "account"))
        XCTAssertEqual(table.checkNames, ["balance >= 0": "positive_balance"])
        XCTAssertEqual(table.column(named: "balance")?.checkNames, ["balance < 1000000": "balance_cap"])
        let ddl = SQLiteDialect().createTable(table)
        XCTAssertTrue(ddl.contains(#""balance" REAL NOT NULL CONSTRAINT "balance_cap" CHECK (balance < 1000000)"#), ddl)
        XCTAssertTrue(ddl.contains(#"CONSTRAINT "positive_balance" CHECK (balance >= 0)"#), ddl)

        let plain = try XCTUnwrap(load(entityCheck: #""balance >= 0""#).versions?.current)
        XCTAssertFalse(String(decoding: ModelHash.canonicalJSON(plain), as: UTF8.self).contains("checkNames"), "models without names hash as before")
    }

    func testAMalformedNamedCheckIsReportedWhereItIsWritten() throws {
        let noSQL = load(entityCheck: "[{ name: positive_balance }]")
        XCTAssertEqual(noSQL.diagnostics.map(\.message), ["a named `check` has no `sql`"])
        XCTAssertEqual(noSQL.diagnostics.first?.location.line, 5)
        let noName = load(entityCheck: #"[{ sql: "balance >= 0" }]"#)
        XCTAssertEqual(noName.diagnostics.map(\.message), ["a `check` written as a mapping has no `name`"])
        let unknown = load(entityCheck: #"[{ name: a, sql: "balance >= 0", when: always }]"#)
        XCTAssertEqual(unknown.diagnostics.map(\.message), ["unknown key `when` in a named `check`"])
        let blank = load(entityCheck: #"[{ name: "", sql: "balance >= 0" }]"#)
        XCTAssertEqual(blank.diagnostics.map(\.message), ["a named `check` of `Account` has an empty `name`"])
    }

    /// SQLite lets two CHECKs of a table share a name (it gives a CHECK written after a
    /// named constraint without a comma that constraint's name): the model may say so.
    func testANameUsedTwiceInATableIsTheEnginesToJudge() throws {
        let loaded = load(entityCheck: #"[{ name: account_rule, sql: "balance >= 0" }]"#,
                          attributeCheck: #"{ name: account_rule, sql: "balance < 1000000" }"#)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
    }
}
