import Foundation
import ModelcTestSupport
import XCTest

/// Named CHECK constraints on PostgreSQL: a schema whose CHECKs have names of their own
/// (Philomena's `user_ban_duration_must_be_valid`, a rental schema's
/// `film_cost_covers_rate`) is adopted with them and the names the server chose are
/// left out, a database made from that model has the same constraints by the same
/// names, a version that renames one renames it in place of the old, and drift names a
/// database whose constraint is called otherwise.
final class PostgresNamedCheckTests: PostgresProjectTestCase {
    /// `name: definition` of each CHECK of `table` in `database`, by name.
    private func checks(of table: String, in database: String) throws -> [String] {
        try cluster.query(database: database, """
            SELECT conname || ': ' || pg_get_constraintdef(oid) FROM pg_constraint
              WHERE conrelid = '\(table)'::regclass AND contype = 'c' ORDER BY conname
            """).split(separator: "\n").map(String.init)
    }

    func testNamedChecksAreAdoptedRecreatedRenamedAndShownInDrift() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE ban (
              id bigint PRIMARY KEY,
              reason text NOT NULL CHECK (length(reason) > 0),
              days integer NOT NULL CONSTRAINT ban_duration_must_be_valid CHECK (days BETWEEN 1 AND 365),
              starts date NOT NULL, ends date NOT NULL,
              CONSTRAINT ends_after_start CHECK (ends > starts)
            );
            INSERT INTO ban VALUES (1, 'spam', 7, '2026-01-01', '2026-01-08');
            """)
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "Moderation"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("name: ban_duration_must_be_valid"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("name: ends_after_start"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("ban_reason_check"), "the server's own name is left to the server: \(adopted.stdout)")
        let models = project.appendingPathComponent("models/Moderation")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let clean = try modelc(["inspect", "--db", "$URL", "--model", "models/Moderation"])
        XCTAssertEqual(clean.status, 0, clean.stdout)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Moderation", "--dialect", "postgres"]).status, 0)
        let fresh = try cluster.makeDatabase()
        let made = try modelc(["migrate", "--db", url(for: fresh), "models/Moderation"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try checks(of: "ban", in: fresh), try checks(of: "ban", in: database), "the same constraints by the same names")

        // Version 2 renames the table's check; the row and every other name stay.
        let second = try String(contentsOf: models.appendingPathComponent("1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "name: ends_after_start", with: "name: ban_ends_after_it_starts")
        try second.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Moderation", "--dialect", "postgres"]).status, 0)
        _ = try cluster.query(database: fresh, "INSERT INTO ban VALUES (2, 'abuse', 30, '2026-02-01', '2026-03-03')")
        let migrated = try modelc(["migrate", "--db", url(for: fresh), "models/Moderation"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        let renamed = try checks(of: "ban", in: fresh)
        XCTAssertTrue(renamed.contains("ban_ends_after_it_starts: CHECK ((ends > starts))"), "\(renamed)")
        XCTAssertFalse(renamed.contains { $0.hasPrefix("ends_after_start:") }, "\(renamed)")
        XCTAssertTrue(renamed.contains { $0.hasPrefix("ban_duration_must_be_valid:") }, "\(renamed)")
        XCTAssertEqual(try cluster.query(database: fresh, "SELECT count(*) FROM ban"), "1\n")

        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Moderation"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("is named `ban_ends_after_it_starts` in the model but `ends_after_start` in the database"), drift.stdout)
    }

    /// PostgreSQL keeps the name it gave a check when its column is renamed
    /// (`item_code_check` on `label`): a model that leaves the check unnamed is still
    /// the database's, and adopting the database keeps that name as it is.
    func testANameARenameLeftBehindIsNotDrift() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE item (id bigint PRIMARY KEY, code text NOT NULL CHECK (length(code) < 10));
            ALTER TABLE item RENAME COLUMN code TO label;
            """)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            dialect: postgres
            entities:
              Item:
                attributes:
                  id: int
                  label: { type: string, check: "length(label) < 10" }

            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "Shop"])
        XCTAssertTrue(adopted.stdout.contains("name: item_code_check"), adopted.stdout)
    }

    private func writeModel(_ name: String, version: Int, _ attributes: String) throws {
        let folder = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: \(name)
            version: \(version)
            dialect: postgres
            entities:
              Acct:
                attributes:
                  id: int
            \(attributes)

            """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// A name the model gives is the check's, even one shaped as the server's own
    /// (`acct_c_check`), and names are compared as PostgreSQL compares them: with their
    /// case (drift lower-cased them, and a rename of `Ck_Mixed` to `ck_mixed` planned
    /// nothing).
    func testANameIsTheModelsWhateverItsShapeAndItsCaseCounts() throws {
        try writeModel("Acct", version: 1, """
                  c: { type: int, check: { name: acct_c_check, sql: "c >= 0" } }
                  d: { type: int, check: { name: Ck_Mixed, sql: "d >= 0" } }
            """)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Acct", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Acct"]).status, 0)
        let clean = try modelc(["inspect", "--db", "$URL", "--model", "models/Acct"])
        XCTAssertEqual(clean.status, 0, clean.stdout)

        try writeModel("Acct", version: 2, """
                  c: { type: int, check: { name: acct_c_check, sql: "c >= 0" } }
                  d: { type: int, check: { name: ck_mixed, sql: "d >= 0" } }
            """)
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Acct@2"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("named `ck_mixed` in the model but `Ck_Mixed` in the database"), drift.stdout)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Acct", "--dialect", "postgres"]).status, 0)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Acct"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        let renamed = try checks(of: "acct", in: database)
        XCTAssertTrue(renamed.contains("ck_mixed: CHECK ((d >= 0))"), "\(renamed)")
        XCTAssertTrue(renamed.contains("acct_c_check: CHECK ((c >= 0))"), "\(renamed)")
    }

    /// A `NO INHERIT` check is one the model cannot state: its table is left unmanaged
    /// with that reason (modelc wrote `CHECK (CHECK (…) NO INHERIT)` for it, which the
    /// server refused, and the note blamed the SQL).
    func testANoInheritCheckLeavesItsTableUnmanagedWithTheReason() throws {
        _ = try cluster.query(database: database, "CREATE TABLE noinh (id bigint PRIMARY KEY, n integer NOT NULL, CONSTRAINT ck CHECK (n > 0) NO INHERIT);")
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "N"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("a NO INHERIT check, which the model cannot state"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("syntax error"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("  - noinh"), adopted.stdout)
    }
}
