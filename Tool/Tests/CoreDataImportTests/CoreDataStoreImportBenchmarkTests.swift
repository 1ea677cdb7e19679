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
final class CoreDataStoreImportBenchmarkTests: ModelcTestCase {
    /// Rows of each of the two entities (`MODELC_BENCH_STORE_ROWS`, default 500 000).
    private var rowsPerEntity: Int {
        ProcessInfo.processInfo.environment["MODELC_BENCH_STORE_ROWS"].flatMap(Int.init) ?? 500_000
    }

    /// The model, the store and the baseline's copy, shared with `Benchmarks/coredata-store.sh`:
    /// `Author` (a string, a date, a double) and `Post` (a string, a date, an integer, a
    /// to-one to `Author` with its to-many inverse).
    static let fixture = Repository.root.appendingPathComponent("Benchmarks/CoreDataStore")

    /// The store: Core Data's layout, `rows` authors and `rows` posts, each post by one of
    /// them (`store.sql`), and its metadata.
    private func makeStore(at path: String, rows: Int) throws {
        let sql = try String(contentsOf: Self.fixture.appendingPathComponent("store.sql"), encoding: .utf8)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: sql.replacingOccurrences(of: "{rows}", with: String(rows)))
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: ["Author", "Post"]))
        }
        try queue.close()
    }

    /// The `sqlite3` shell copying the same rows into the same schema: the baseline.
    private func copyWithSQLite3(store: String, schema: [String], into database: String, in root: URL) throws -> TimeInterval {
        let created = try Modelc.sqlite3(database: database, input: schema.map { $0 + ";" }.joined(separator: "\n") + "\n")
        XCTAssertEqual(created.status, 0, created.stderr)
        let started = Date()
        let copy = try String(contentsOf: Self.fixture.appendingPathComponent("copy.sql"), encoding: .utf8)
            .replacingOccurrences(of: "{store}", with: store)
        let copied = try Modelc.sqlite3(database: database, input: copy, in: root)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(copied.status, 0, copied.stderr)
        return seconds
    }

    func testImportingAMillionRowStore() throws {
        guard ProcessInfo.processInfo.environment["MODELC_BENCHMARK"] != nil else {
            throw XCTSkip("set MODELC_BENCHMARK=1 to run the Core Data store import benchmark")
        }
        let root = try makeTemporaryDirectory(self)
        let modelPath = Self.fixture.appendingPathComponent("Blog.xcdatamodeld").path
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
