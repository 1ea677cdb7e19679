// Two commands, driven by Benchmarks/coredata-store.sh:
//
//   CoreDataStoreBenchmark make-store <store.sqlite> <rows per entity> <Benchmarks/CoreDataStore/store.sql>
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
    guard arguments.count == 5, let rows = Int(arguments[3]) else { fail("usage: make-store <store> <rows> <store.sql>") }
    // Benchmarks/CoreDataStore/store.sql, shared with the import benchmark test.
    let storeSQL = try String(contentsOfFile: arguments[4], encoding: .utf8)
    let queue = try DatabaseQueue(path: arguments[2])
    try queue.write { db in
        try db.execute(sql: storeSQL.replacingOccurrences(of: "{rows}", with: String(rows)))
        try db.execute(sql: "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
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
