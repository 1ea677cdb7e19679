import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// A full-text table with `content=` (SQLite's external-content FTS, Joplin's
/// `notes_fts`) names its content table's columns in its own definition, which `ALTER
/// TABLE … RENAME COLUMN` does not rewrite: a rename the model plans as safe left every
/// query of the index and every write of its triggers failing, while `migrate`, drift
/// and `migrate test` passed. The migration is now rolled back, saying what to do.
final class FullTextContentTests: ModelcTestCase {
    func testARenameOfAColumnAnExternalContentFullTextTableReadsIsRolledBack() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("app.sqlite").path
        let queue = try DatabaseQueue(path: database)
        guard try queue.read({ try Bool.fetchOne($0, sql: "SELECT sqlite_compileoption_used('ENABLE_FTS5')") }) == true else {
            throw XCTSkip("this SQLite has no FTS5")
        }
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE docs (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL);
                CREATE VIRTUAL TABLE docs_fts USING fts5(body, content='docs', content_rowid='id');
                CREATE TRIGGER docs_ai AFTER INSERT ON docs BEGIN INSERT INTO docs_fts(rowid, body) VALUES (new.id, new.body); END;
                INSERT INTO docs (title, body) VALUES ('a', 'hello world');
                """)
        }
        try queue.close()
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Docs"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let folder = project.appendingPathComponent("models/Docs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Docs"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Docs"], in: project).status, 0)
        let renamed = adopted.stdout.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
            .replacingOccurrences(of: "      body: string\n", with: "      text: { type: string, renamedFrom: body }\n")
        XCTAssertNotEqual(renamed, adopted.stdout)
        try renamed.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Docs"], in: project).status, 0)

        let migrated = try Modelc.run(["migrate", "--db", database, "models/Docs"], in: project)
        XCTAssertEqual(migrated.status, 4, migrated.stdout)
        XCTAssertTrue(migrated.stderr.contains("failed and was rolled back: the full-text table `docs_fts` reads `body` of `docs` (content='docs'), which `docs` no longer has"),
                      migrated.stderr)
        XCTAssertTrue(migrated.stderr.contains("INSERT INTO docs_fts(docs_fts) VALUES('rebuild')"), migrated.stderr)
        let after = try DatabaseQueue(path: database)
        try after.write { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('docs')"), ["id", "title", "body"], "rolled back")
            try db.execute(sql: "INSERT INTO docs (title, body) VALUES ('b', 'goodbye moon')")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM docs_fts WHERE docs_fts MATCH 'goodbye'"), 1, "the index still works")
        }
    }
}
