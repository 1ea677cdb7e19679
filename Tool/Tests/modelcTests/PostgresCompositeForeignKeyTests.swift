import Foundation
import ModelcTestSupport
import XCTest

/// A to-one to an entity with a composite key on PostgreSQL: the migration creates a
/// foreign key of two columns, a real server enforces it, and `inspect --model` reads it
/// back as the model says.
final class PostgresCompositeForeignKeyTests: PostgresTestCase {
    func testACompositeForeignKeyIsAppliedEnforcedAndReadBackWithoutDrift() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Billing")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Billing
            version: 1
            entities:
              Invoice:
                attributes:
                  id: int
                relationships:
                  lines: { to: InvoiceLine, toMany: true, inverse: invoice, deleteRule: cascade }
              InvoiceLine:
                primaryKey: [invoice, lineNumber]
                attributes:
                  lineNumber: int
                relationships:
                  invoice: { to: Invoice, inverse: lines }
                  shipments: { to: Shipment, toMany: true, inverse: line, deleteRule: cascade }
              Shipment:
                attributes:
                  id: int
                relationships:
                  line: { to: InvoiceLine, inverse: shipments, columns: [invoice_ref, line_no] }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Billing", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Billing"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        _ = try cluster.query(database: database, "INSERT INTO invoice VALUES (1); INSERT INTO invoice_line (invoice_id, line_number) VALUES (1, 1), (1, 2); INSERT INTO shipment (id, invoice_ref, line_no) VALUES (10, 1, 2);")
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO shipment (id, invoice_ref, line_no) VALUES (11, 1, 3);"), "no line 3 on invoice 1")
        _ = try cluster.query(database: database, "DELETE FROM invoice_line WHERE line_number = 2;")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM shipment;").trimmingCharacters(in: .whitespacesAndNewlines), "0",
                       "cascade: the line's shipments went with it")
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Billing"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        // Adopted back, the key is a relationship with `columns:`, not an unmanaged table.
        let adopted = try adoptAndReadBack(named: "Adopted", in: project)
        XCTAssertFalse(adopted.contains("unmanaged:"), adopted)
        XCTAssertTrue(adopted.contains("columns: [invoice_ref, line_no]"), adopted)
    }

    /// Each column of a key of several columns has the type of the column it references:
    /// the second was `bigint` whatever it referenced, so a table whose key to `integer`
    /// columns was adopted read back as differing, and was left unmanaged.
    func testEachColumnOfACompositeKeyHasTheTypeItReferences() throws {
        let project = try makeTemporaryDirectory(self)
        _ = try cluster.query(database: database, """
            CREATE TABLE line (order_no int NOT NULL, line_no int NOT NULL, qty int NOT NULL DEFAULT 1, PRIMARY KEY (order_no, line_no));
            CREATE TABLE line_note (id serial PRIMARY KEY, order_no int NOT NULL, line_no int NOT NULL, body text,
                FOREIGN KEY (order_no, line_no) REFERENCES line (order_no, line_no) ON DELETE CASCADE);
            """)
        let adopted = try adoptAndReadBack(named: "Orders", in: project)
        XCTAssertFalse(adopted.contains("unmanaged:"), adopted)
        XCTAssertTrue(adopted.contains("line: { to: Line, inverse: lineNotes, columns: [order_no, line_no], indexed: false }"), adopted)
    }
}
