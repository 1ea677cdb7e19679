import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Runs the worked example of docs/cli.md, "Adopting an existing database", as written:
/// the SQL, the model `inspect --as-model` prints, the plan of the next version, and
/// what the guide says still holds after migrating.
final class AdoptionGuideTests: ModelcTestCase {
    private func guide() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    }

    /// The fenced block after `<!-- marker -->`.
    private func block(_ marker: String) throws -> String {
        let text = try guide()
        let start = try XCTUnwrap(text.range(of: "<!-- \(marker) -->\n```"), "no block \(marker)")
        let bodyStart = try XCTUnwrap(text.range(of: "\n", range: start.upperBound..<text.endIndex)).upperBound
        let end = try XCTUnwrap(text.range(of: "```", range: bodyStart..<text.endIndex))
        return String(text[bodyStart..<end.lowerBound])
    }

    private func run(_ arguments: [String], in root: URL, status: Int32 = 0) throws -> String {
        let outcome = try Modelc.run(arguments, in: root)
        XCTAssertEqual(outcome.status, status, "modelc \(arguments.joined(separator: " ")):\n\(outcome.stderr)")
        return outcome.stdout
    }

    func testTheWorkedAdoptionExampleRunsAsWritten() throws {
        let root = try makeTemporaryDirectory(self)
        let created = try Modelc.sqlite3(database: "legacy.sqlite", input: try block("adoption-sql"), in: root)
        XCTAssertEqual(created.status, 0, created.stderr)

        // The model printed is the one in the guide, byte for byte.
        let model = try run(["inspect", "--db", "legacy.sqlite", "--as-model", "--name", "Legacy"], in: root)
        XCTAssertEqual(model, try block("adoption-model"))
        let folder = root.appendingPathComponent("models/Legacy")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try model.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try run(["validate", "models/Legacy"], in: root), "models/Legacy: ok (Legacy, 1 version)\n")
        XCTAssertEqual(try run(["inspect", "--db", "legacy.sqlite", "--model", "models/Legacy"], in: root), "legacy.sqlite matches Legacy version 1\n")
        XCTAssertEqual(try run(["migrate", "make", "models/Legacy"], in: root), "wrote migrations/Legacy/0001_create_legacy.sql (nothing → 1, safe)\n")
        _ = try run(["migrate", "baseline", "--db", "legacy.sqlite", "--model", "models/Legacy", "--version", "1"], in: root)
        XCTAssertTrue(try guide().contains("modelc migrate baseline --db legacy.sqlite --model models/Legacy --version 1"))

        // Version 2: the guide's three changes.
        let before = try snapshot(root.appendingPathComponent("legacy.sqlite").path)
        var second = String(model[try XCTUnwrap(model.range(of: "model: Legacy")).lowerBound...])
        second = second.replacingOccurrences(of: "version: 1", with: "version: 2")
        let createdAt = #"      createdAt: { type: string, column: CreatedAt, sqlType: DATETIME, defaultSQL: "CURRENT_TIMESTAMP" }"# + "\n"
        XCTAssertTrue(second.contains(createdAt))
        second = second.replacingOccurrences(of: createdAt, with: createdAt + (try block("adoption-v2-attribute")))
        let total = #"      total: { type: double, column: Total, sqlType: "NUMERIC(10,2)", default: 0 }"# + "\n"
        XCTAssertTrue(second.contains(total))
        second = second.replacingOccurrences(of: total, with: try block("adoption-v2-change"))
        let lines = "      invoiceLines: { to: InvoiceLine, toMany: true, inverse: invoice, deleteRule: noAction }\n"
        let inverse = "      payments: { to: Payment, toMany: true, inverse: invoice, deleteRule: cascade }\n"
        XCTAssertTrue(try guide().contains("`" + inverse.trimmingCharacters(in: .whitespacesAndNewlines) + "`"))
        second = second.replacingOccurrences(of: lines, with: lines + inverse)
        second = second.replacingOccurrences(of: "views:\n", with: (try block("adoption-v2-entity")) + "views:\n")
        try second.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try run(["diff", "models/Legacy@1", "models/Legacy@2"], in: root), try block("adoption-plan"))
        XCTAssertEqual(try run(["migrate", "make", "models/Legacy"], in: root), "wrote migrations/Legacy/0002_legacy_v2.sql (version 1 → 2, safe)\n")
        _ = try run(["migrate", "--db", "legacy.sqlite", "models/Legacy"], in: root)
        XCTAssertEqual(try run(["inspect", "--db", "legacy.sqlite", "--model", "models/Legacy"], in: root), "legacy.sqlite matches Legacy version 2\n")

        // What the guide promises after the migration.
        let path = root.appendingPathComponent("legacy.sqlite").path
        XCTAssertEqual(try snapshot(path), before, "rows, storage classes and the view's answers are unchanged")
        let database = try DatabaseQueue(path: path)
        try database.write { db in
            XCTAssertThrowsError(try db.execute(sql: "UPDATE Invoice SET Total = -1 WHERE InvoiceId = 1"), "the trigger still refuses")
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT Name FROM customer_search WHERE customer_search MATCH 'grace'"), ["Grace"])
            XCTAssertEqual(try String.fetchAll(db, sql: "PRAGMA integrity_check"), ["ok"])
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, 0)
        }
    }

    /// Every row of the adopted tables with the storage class of each value, and the
    /// view's answer.
    private func snapshot(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            var lines: [String] = []
            for (table, columns) in [("Customer", ["CustomerId", "Name", "Country", "CreatedAt"]),
                                     ("Invoice", ["InvoiceId", "CustomerId", "Total"]),
                                     ("InvoiceLine", ["InvoiceId", "LineNo", "UnitPrice"]),
                                     ("CustomerTotal", ["Name", "Total"])] {
                let list = columns.map { "quote(\($0)) || ':' || typeof(\($0))" }.joined(separator: " || ' ' || ")
                lines += try String.fetchAll(db, sql: "SELECT '\(table) ' || \(list) FROM \(table) ORDER BY 1")
            }
            return lines
        }
    }
}
