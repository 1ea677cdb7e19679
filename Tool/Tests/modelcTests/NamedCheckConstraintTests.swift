import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Named CHECK constraints on SQLite, as a user meets them with the CLI: a database
/// whose CHECKs are named (Sakila's `film`) is adopted with the names, a database made
/// from that model has them again (the error a failing row raises quotes the name), a
/// version that renames one rebuilds the table under the new name, and drift names a
/// database whose constraint is called otherwise than the model says.
final class NamedCheckConstraintTests: ProjectTestCase {
    /// The error SQLite raises for `sql` on the database at `name`.
    private func failure(of sql: String, in name: String) throws -> String {
        let queue = try DatabaseQueue(path: path(name))
        defer { try? queue.close() }
        do {
            try queue.write { try $0.execute(sql: sql) }
        } catch let error as DatabaseError {
            return error.message ?? "\(error)"
        }
        XCTFail("\(sql) was accepted")
        return ""
    }

    func testNamedChecksSurviveAdoptionAFreshDatabaseARenameAndShowInDrift() throws {
        let original = try DatabaseQueue(path: path("legacy.sqlite"))
        try original.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE account (
                  id INTEGER PRIMARY KEY,
                  email TEXT NOT NULL CONSTRAINT email_has_at CHECK (instr(email, '@') > 0),
                  balance REAL NOT NULL DEFAULT 0,
                  CONSTRAINT balance_not_negative CHECK (balance >= 0),
                  CHECK (length(email) < 200)
                );
                INSERT INTO account VALUES (1, 'a@example.com', 10);
                """)
        }
        try original.close()

        let adopted = try modelc(["inspect", "--db", path("legacy.sqlite"), "--as-model", "--name", "Bank"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains(#"- name: balance_not_negative"#), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"check: { name: email_has_at, sql: "instr(email, '@') > 0" }"#), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("Note:"), "nothing is left unsaid: \(adopted.stdout)")
        let models = project.appendingPathComponent("models/Bank")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["inspect", "--db", path("legacy.sqlite"), "--model", "models/Bank"]).status, 0)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Bank"]).status, 0)
        let fresh = try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Bank"])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertEqual(try failure(of: "INSERT INTO account VALUES (2, 'nobody', 1)", in: "fresh.sqlite"), "CHECK constraint failed: email_has_at")
        XCTAssertEqual(try failure(of: "INSERT INTO account VALUES (2, 'b@example.com', -1)", in: "fresh.sqlite"), "CHECK constraint failed: balance_not_negative")
        try DatabaseQueue(path: path("fresh.sqlite")).write { try $0.execute(sql: "INSERT INTO account VALUES (2, 'b@example.com', 5)") }

        // Version 2 renames the table's check: only a rebuild can, and it keeps the row.
        let second = try String(contentsOf: models.appendingPathComponent("1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "name: balance_not_negative", with: "name: balance_at_least_zero")
        try second.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let plan = try modelc(["diff", "models/Bank@1", "models/Bank@2"])
        XCTAssertTrue(plan.stdout.contains("the table's CHECK constraint names change"), plan.stdout)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Bank"]).status, 0)
        let migrated = try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Bank"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try failure(of: "INSERT INTO account VALUES (3, 'c@example.com', -1)", in: "fresh.sqlite"), "CHECK constraint failed: balance_at_least_zero")
        let rows = try DatabaseQueue(path: path("fresh.sqlite")).read { try String.fetchAll($0, sql: "SELECT email FROM account") }
        XCTAssertEqual(rows, ["b@example.com"])

        // The adopted database still has the old name: drift says so, naming both.
        let drift = try modelc(["inspect", "--db", path("legacy.sqlite"), "--model", "models/Bank"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("CHECK (balance >= 0) is named `balance_at_least_zero` in the model but `balance_not_negative` in the database"), drift.stdout)
    }

    /// A check the model leaves unnamed may have any name in the database: modelc does
    /// not rebuild a table, nor report drift, to take a name away.
    func testAnUnnamedCheckOfTheModelAcceptsANamedOneInTheDatabase() throws {
        let models = project.appendingPathComponent("models/Bank")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Bank
            version: 1
            entities:
              Account:
                strict: false
                check: "balance >= 0"
                attributes:
                  id: { type: int, primaryKey: true }
                  balance: double

            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let queue = try DatabaseQueue(path: path("named.sqlite"))
        try queue.write { try $0.execute(sql: #"CREATE TABLE "account" ("id" INTEGER PRIMARY KEY NOT NULL, "balance" REAL NOT NULL, CONSTRAINT "ck_balance" CHECK (balance >= 0))"#) }
        try queue.close()
        let drift = try modelc(["inspect", "--db", path("named.sqlite"), "--model", "models/Bank"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
        let plan = try modelc(["diff", "--from-db", path("named.sqlite"), "models/Bank", "--exit-code"])
        XCTAssertEqual(plan.status, 0, plan.stdout)
    }
}
