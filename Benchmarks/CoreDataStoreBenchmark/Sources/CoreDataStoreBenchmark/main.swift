// Two commands, driven by Benchmarks/coredata-store.sh:
//
//   CoreDataStoreBenchmark make-store <store.sqlite> <rows per entity>
//       writes a store in Core Data's layout: `rows` authors (a name, a date, a double) and
//       `rows` posts (a title, a date, an integer, a to-one to an author);
//   CoreDataStoreBenchmark migrate <store.sqlite> <model folder> <migrations folder> <database>
//       moves the store into <database> with CoreDataStoreMigration, as an app would, with
//       the layout `modelc import coredata` wrote into the model folder and a migrator of
//       the migration files; prints `seconds <wall> peak-rss-kb <max resident set>`.
import Foundation
import GRDB
import ModelRuntime

let arguments = CommandLine.arguments
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

switch arguments.dropFirst().first {
case "make-store":
    guard arguments.count == 4, let rows = Int(arguments[3]) else { fail("usage: make-store <store> <rows>") }
    let queue = try DatabaseQueue(path: arguments[2])
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
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            """)
        let metadata: [String: Any] = [
            "NSStoreType": "SQLite",
            "NSStoreModelVersionHashes": ["Author": Data(count: 32), "Post": Data(count: 32)],
            "NSStoreModelVersionIdentifiers": [""],
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: metadata, format: .binary, options: 0)
        try db.execute(sql: "INSERT INTO Z_METADATA VALUES (1, 'benchmark', ?)", arguments: [plist])
    }
    try queue.close()

case "migrate":
    guard arguments.count == 6 else { fail("usage: migrate <store> <model folder> <migrations folder> <database>") }
    let model = URL(fileURLWithPath: arguments[3])
    let json = try String(contentsOf: model.appendingPathComponent("coredata-store.json"), encoding: .utf8)
    let migrations = URL(fileURLWithPath: arguments[4])
    let files = try FileManager.default.contentsOfDirectory(atPath: migrations.path).filter { $0.hasSuffix(".sql") }.sorted()
    var migrator = DatabaseMigrator()
    var versions = try JSONDecoder().decode([CoreDataStoreVersion].self, from: Data(json.utf8))
    for file in files {
        let sql = try String(contentsOf: migrations.appendingPathComponent(file), encoding: .utf8)
        let name = String(file.dropLast(".sql".count))
        migrator.registerMigration(name) { db in try db.execute(sql: sql) }
        // `NNNN_…` leads to version NNNN, as `modelc migrate make` numbers them.
        if let number = Int(name.prefix(4)) {
            for index in versions.indices where versions[index].modelVersion == number { versions[index].migration = name }
        }
    }
    let migration = CoreDataStoreMigration(versions: versions, migrator: migrator, modelName: model.lastPathComponent)
    let started = Date()
    // MODELC_BENCH_STEPS=1: when each step ended, to stderr.
    let steps = ProcessInfo.processInfo.environment["MODELC_BENCH_STEPS"] == "1"
    let report = try migration.runSynchronously(store: URL(fileURLWithPath: arguments[2]), into: URL(fileURLWithPath: arguments[5])) { progress in
        guard steps else { return }
        FileHandle.standardError.write(Data(String(format: "%.3f s: %@\n", Date().timeIntervalSince(started), progress.step).utf8))
    }
    let seconds = Date().timeIntervalSince(started)
    var usage = rusage()
    // ru_maxrss is in kilobytes on Linux, in bytes on macOS.
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let peak = Int(usage.ru_maxrss)
    #else
    getrusage(RUSAGE_SELF, &usage)
    let peak = Int(usage.ru_maxrss) / 1024
    #endif
    print("seconds \(seconds) peak-rss-kb \(peak) rows \(report.counts.filter { $0.kind == "rows" }.map(\.written).reduce(0, +))")

default:
    fail("usage: CoreDataStoreBenchmark make-store <store> <rows> | migrate <store> <model folder> <migrations folder> <database>")
}
