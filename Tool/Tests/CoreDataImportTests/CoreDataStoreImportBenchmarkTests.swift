import CoreDataImport
import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// Importing a generated store of a million rows (issue 13's bar: under 3× the time the
/// `sqlite3` shell takes to copy the same rows with `INSERT INTO … SELECT` across an
/// attached database). Runs only with `MODELC_BENCHMARK=1`; with
/// `MODELC_BENCH_MODELC=<release modelc>` it times that binary and checks the bar (see
/// docs/performance.md, "Core Data store import").
final class CoreDataStoreImportBenchmarkTests: XCTestCase {
    /// Rows of each of the two entities (`MODELC_BENCH_STORE_ROWS`, default 500 000).
    private var rowsPerEntity: Int {
        ProcessInfo.processInfo.environment["MODELC_BENCH_STORE_ROWS"].flatMap(Int.init) ?? 500_000
    }

    /// `Author` (a string, a date, a double) and `Post` (a string, a date, an integer, a
    /// to-one to `Author` with its to-many inverse).
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Author" representedClassName="Author" syncable="YES">
                <attribute name="born" optional="YES" attributeType="Date"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="score" optional="YES" attributeType="Double"/>
                <relationship name="posts" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Post" inverseName="author" inverseEntity="Post"/>
            </entity>
            <entity name="Post" representedClassName="Post" syncable="YES">
                <attribute name="createdAt" attributeType="Date"/>
                <attribute name="title" attributeType="String"/>
                <attribute name="views" optional="YES" attributeType="Integer 64"/>
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="posts" inverseEntity="Author"/>
            </entity>
        </model>

        """

    /// The store: Core Data's layout, `rows` authors and `rows` posts, each post by one of them.
    private func makeStore(at path: String, rows: Int) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
                INSERT INTO Z_PRIMARYKEY VALUES (1, 'Author', 0, \(rows)), (2, 'Post', 0, \(rows));
                CREATE TABLE ZAUTHOR (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZBORN TIMESTAMP, ZSCORE FLOAT, ZNAME VARCHAR);
                CREATE TABLE ZPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZVIEWS INTEGER, ZAUTHOR INTEGER, ZCREATEDAT TIMESTAMP, ZTITLE VARCHAR);
                CREATE INDEX ZPOST_ZAUTHOR_INDEX ON ZPOST (ZAUTHOR);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
                INSERT INTO ZAUTHOR SELECT i, 1, 1, -1000000000.0 + i * 1234.567, i * 0.5, 'Author number ' || i FROM n;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
                INSERT INTO ZPOST SELECT i, 2, 1, i * 3, (i * 7919) % \(rows) + 1, 600000000.0 + i * 61.125, 'A post with a title of some length, number ' || i FROM n;
                """)
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Author", "Post"]))
        }
        try queue.close()
    }

    /// The `sqlite3` shell copying the same rows into the same schema: the baseline.
    private func copyWithSQLite3(store: String, schema: [String], into database: String, in root: URL) throws -> TimeInterval {
        let created = try Modelc.sqlite3(database: database, input: schema.map { $0 + ";" }.joined(separator: "\n") + "\n")
        XCTAssertEqual(created.status, 0, created.stderr)
        let started = Date()
        let copied = try Modelc.sqlite3(database: database, input: """
            ATTACH '\(store)' AS store;
            BEGIN;
            INSERT INTO author (id, born, name, score) SELECT Z_PK, ZBORN, ZNAME, ZSCORE FROM store.ZAUTHOR;
            INSERT INTO post (id, created_at, title, views, author_id) SELECT Z_PK, ZCREATEDAT, ZTITLE, ZVIEWS, ZAUTHOR FROM store.ZPOST;
            COMMIT;

            """, in: root)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(copied.status, 0, copied.stderr)
        return seconds
    }

    func testImportingAMillionRowStore() throws {
        guard ProcessInfo.processInfo.environment["MODELC_BENCHMARK"] != nil else {
            throw XCTSkip("set MODELC_BENCHMARK=1 to run the Core Data store import benchmark")
        }
        let root = try makeTemporaryDirectory(self)
        let source = root.appendingPathComponent("Blog.xcdatamodeld/Blog.xcdatamodel")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Data(Self.contents.utf8).write(to: source.appendingPathComponent("contents"))
        let modelPath = source.deletingLastPathComponent().path
        let options = CoreDataImportOptions(name: "Blog")
        _ = try CoreDataImporter.importModel(at: modelPath, output: root.appendingPathComponent("models/Blog").path, options: options)
        _ = try MigrationTarget.resolve(modelFolder: root.appendingPathComponent("models/Blog").path, dir: nil).make(regenerate: false, slug: nil)
        let store = root.appendingPathComponent("Blog.sqlite").path
        try makeStore(at: store, rows: rowsPerEntity)

        let binary = ProcessInfo.processInfo.environment["MODELC_BENCH_MODELC"]
        var imports: [TimeInterval] = []
        var copies: [TimeInterval] = []
        for run in 1...3 {
            let database = root.appendingPathComponent("imported-\(run).sqlite").path
            let started = Date()
            if let binary {
                let outcome = try RunningProcess.run(URL(fileURLWithPath: binary),
                                                     ["import", "coredata-store", store, "--model", modelPath, "--db", database, "--name", "Blog"], in: root)
                XCTAssertEqual(outcome.status, 0, outcome.stderr)
            } else {
                let report = try CoreDataStoreImporter.importStore(at: store, model: modelPath, database: database,
                                                                   options: CoreDataStoreImportOptions(model: options, migrations: root.appendingPathComponent("migrations/Blog").path))
                XCTAssertEqual(report.counts.map(\.written), [rowsPerEntity, rowsPerEntity, rowsPerEntity])
            }
            imports.append(Date().timeIntervalSince(started))
            let schema = try DatabaseQueue(path: database).read { db in
                try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name != 'modelc_migrations' ORDER BY rowid")
            }
            copies.append(try copyWithSQLite3(store: store, schema: schema, into: root.appendingPathComponent("copied-\(run).sqlite").path, in: root))
            try? FileManager.default.removeItem(atPath: database)
            try? FileManager.default.removeItem(atPath: root.appendingPathComponent("copied-\(run).sqlite").path)
        }
        let importSeconds = imports.sorted()[1]
        let copySeconds = copies.sorted()[1]
        let ratio = importSeconds / copySeconds
        print(String(format: "Core Data store import (%@): %d rows in %.2f s (runs %@); sqlite3 INSERT … SELECT of the same rows %.2f s (runs %@); ratio %.2f×",
                     binary ?? "in-process, this build", 2 * rowsPerEntity, importSeconds,
                     imports.map { String(format: "%.2f", $0) }.joined(separator: ", "), copySeconds,
                     copies.map { String(format: "%.2f", $0) }.joined(separator: ", "), ratio))
        if binary != nil {
            XCTAssertLessThan(ratio, 3, "issue 13's bar")
        }
    }
}
