import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Named UNIQUE constraints on SQLite (`CONSTRAINT uq_email UNIQUE`, on a column or the
/// table): adopted with their names (`unique: - { name:, columns:, constraint: true }`),
/// made again by that name in a fresh database, renamed by a rebuild, and named by
/// drift when the database calls one otherwise; one the model leaves unnamed may have
/// any name.
final class NamedUniqueConstraintTests: ProjectTestCase {
    private func statement(in name: String) throws -> String {
        let queue = try DatabaseQueue(path: path(name))
        defer { try? queue.close() }
        return try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'acct'") } ?? ""
    }

    func testNamedUniqueConstraintsSurviveAdoptionAFreshDatabaseARenameAndShowInDrift() throws {
        let original = try DatabaseQueue(path: path("legacy.sqlite"))
        try original.write { db in
            try db.execute(sql: """
                CREATE TABLE acct (id INTEGER PRIMARY KEY, email TEXT NOT NULL CONSTRAINT uq_email UNIQUE, code TEXT, a TEXT, b TEXT,
                  CONSTRAINT uq_ab UNIQUE (a, b), UNIQUE (code));
                INSERT INTO acct VALUES (1, 'x@example.com', NULL, '1', '2');
                """)
        }
        try original.close()
        let adopted = try modelc(["inspect", "--db", path("legacy.sqlite"), "--as-model", "--name", "Bank"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("- { name: uq_email, columns: [email], constraint: true }"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("- { name: uq_ab, columns: [a, b], constraint: true }"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("- { columns: [code], constraint: true }"), adopted.stdout)
        let models = project.appendingPathComponent("models/Bank")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["inspect", "--db", path("legacy.sqlite"), "--model", "models/Bank"]).status, 0)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Bank"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Bank"]).status, 0)
        let fresh = try statement(in: "fresh.sqlite")
        XCTAssertTrue(fresh.contains(#"CONSTRAINT "uq_email" UNIQUE ("email")"#), fresh)
        XCTAssertTrue(fresh.contains(#"CONSTRAINT "uq_ab" UNIQUE ("a", "b")"#), fresh)
        XCTAssertEqual(try modelc(["inspect", "--db", path("fresh.sqlite"), "--model", "models/Bank"]).status, 0)

        try String(contentsOf: models.appendingPathComponent("1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "name: uq_ab", with: "name: uq_acct_ab")
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let plan = try modelc(["diff", "models/Bank@1", "models/Bank@2"])
        XCTAssertTrue(plan.stdout.contains(#"rebuildTable acct: "acct" is rebuilt because a UNIQUE constraint's name changes"#), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("1 step: 1 safe"), "no row is checked again: \(plan.stdout)")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Bank"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Bank"]).status, 0)
        XCTAssertTrue(try statement(in: "fresh.sqlite").contains(#"CONSTRAINT "uq_acct_ab" UNIQUE ("a", "b")"#))

        let drift = try modelc(["inspect", "--db", path("legacy.sqlite"), "--model", "models/Bank"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("table `acct`: UNIQUE constraint (`a`, `b`) is named `uq_acct_ab` in the model but `uq_ab` in the database"), drift.stdout)

        // A model that leaves them unnamed matches the named database.
        try """
            model: Plain
            version: 1
            entities:
              Acct:
                strict: false
                attributes:
                  id: { type: int, primaryKey: true }
                  email: string
                  code: string?
                  a: string?
                  b: string?
                unique:
                  - { columns: [email], constraint: true }
                  - { columns: [a, b], constraint: true }
                  - { columns: [code], constraint: true }

            """.write(to: project.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["inspect", "--db", path("legacy.sqlite"), "--model", "plain.yaml"]).status, 0)
    }
}
