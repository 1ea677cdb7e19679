import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// The guards before a migration's SQL (`MigrationGuards`) are one piece of code for
/// both engines: an unapproved destructive step that holds no data runs with the same
/// note, and one that holds data is refused in the same words, on SQLite and PostgreSQL.
final class MigrationGuardsParityTests: PostgresTestCase {
    private var project: URL!
    private var sqlitePath: String { project.appendingPathComponent("app.sqlite").path }

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        let product = { (note: String) in
            "model: Shop\nversion: \(note.isEmpty ? 2 : 1)\nentities:\n  Product:\n    attributes:\n      id: int\n      name: string\n\(note)"
        }
        try product("      note: string?\n").write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try product("").write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        for dialect in ["sqlite", "postgres"] {
            let made = try modelc(["migrate", "make", "models/Shop", "--dialect", dialect])
            XCTAssertEqual(made.status, 0, made.stderr)
            XCTAssertEqual(try modelc(["migrate", "models/Shop@1", "--db", database(dialect)]).status, 0)
        }
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    private func database(_ dialect: String) -> String {
        dialect == "sqlite" ? sqlitePath : url
    }

    /// The lines of `text` that are about the guards, not the engine or the timing.
    private func guardLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains("without approval") || $0.contains("destructive") }
            .map { $0.replacingOccurrences(of: #"\(\d+ ms\)"#, with: "(… ms)", options: .regularExpression) }
    }

    func testAnEmptyColumnDroppedWithoutApprovalRunsWithTheSameNoteOnBothEngines() throws {
        let sqlite = try modelc(["migrate", "models/Shop", "--db", sqlitePath])
        let postgres = try modelc(["migrate", "models/Shop", "--db", url])
        XCTAssertEqual(sqlite.status, 0, sqlite.stderr)
        XCTAssertEqual(postgres.status, 0, postgres.stderr)
        XCTAssertTrue(sqlite.stdout.contains("its destructive step ran without approval: it held no stored data (0 rows at stake)"), sqlite.stdout)
        XCTAssertEqual(guardLines(postgres.stdout), guardLines(sqlite.stdout))
    }

    func testAColumnHoldingDataIsRefusedInTheSameWordsOnBothEngines() throws {
        let sqlite = try DatabaseQueue(path: sqlitePath)
        try sqlite.write { try $0.execute(sql: "INSERT INTO product (id, name, note) VALUES (1, 'lamp', 'fragile'), (2, 'desk', NULL)") }
        try sqlite.close()
        _ = try cluster.query(database: database, "INSERT INTO product (id, name, note) VALUES (1, 'lamp', 'fragile'), (2, 'desk', NULL)")
        let refusedOnSQLite = try modelc(["migrate", "models/Shop", "--db", sqlitePath])
        let refusedOnPostgres = try modelc(["migrate", "models/Shop", "--db", url])
        XCTAssertEqual(refusedOnSQLite.status, 3, refusedOnSQLite.stderr)
        XCTAssertEqual(refusedOnPostgres.status, 3, refusedOnPostgres.stderr)
        XCTAssertTrue(refusedOnSQLite.stderr.contains("1 row of \"product\" holding a value in \"note\""), refusedOnSQLite.stderr)
        XCTAssertEqual(refusedOnPostgres.stderr, refusedOnSQLite.stderr)
    }
}
