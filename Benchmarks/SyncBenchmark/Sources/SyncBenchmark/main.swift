// Measures syncing N JSON records into SQLite, each into a fresh file, in one process:
//   1. runtime, end to end: JSON bytes → ModelStore.sync(jsonData:) (the payload-layout
//      fast path reads each field from the bytes straight into the cached upsert);
//   2. JSON decoding alone: JSON bytes → JSONValue (the general API's parser);
//   3. runtime without JSON decoding: an already parsed JSONValue → ModelStore.sync(json:)
//      (the same fast path fed from the JSONValue tree);
//   4. the same sync again over the stored rows (every element an existing row);
//   5. breakdowns: JSONValue → generated `Item(json:)` records, and records → store.upsert;
//   6. C API: the same rows, already decoded into Swift arrays, through one prepared
//      INSERT with sqlite3_bind_* / sqlite3_step / sqlite3_reset in one transaction.
// (1 is also run with each row's statement executed by GRDB, `reportsEachRow`, as before
// `DirectSteps`: the paired before/after.)
// Prints each duration, rows per second, and the ratio to the C API loop, and checks
// that the runtime stored exactly the rows the C loop stored.
import Foundation
import GRDB
import GRDBSQLite
import ModelRuntime

struct Rows {
    var ids: [Int64] = []
    var names: [String] = []
    var emails: [String?] = []
    var scores: [Double] = []
    var quantities: [Int64] = []
    var actives: [Int64] = []
    var createdAt: [String] = []
}

func makeRows(_ count: Int) -> Rows {
    var rows = Rows()
    var generator = SystemRandomNumberGenerator()
    for index in 0..<count {
        rows.ids.append(Int64(index + 1))
        rows.names.append("name-\(UInt32.random(in: 0...UInt32.max, using: &generator))")
        rows.emails.append(index % 3 == 0 ? nil : "user\(index)@example.com")
        rows.scores.append(Double(index % 1000) / 8)
        rows.quantities.append(Int64(index % 500))
        rows.actives.append(Int64(index % 2))
        rows.createdAt.append(StorageFormat.string(from: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) / 1000)))
    }
    return rows
}

func makeJSON(_ rows: Rows) -> Data {
    var text = "["
    for index in rows.ids.indices {
        if index > 0 { text += ",\n" }
        text += "{\"id\":\(rows.ids[index]),\"name\":\"\(rows.names[index])\","
        text += "\"email\":" + (rows.emails[index].map { "\"\($0)\"" } ?? "null") + ","
        text += "\"score\":\(rows.scores[index]),\"quantity\":\(rows.quantities[index]),"
        text += "\"is_active\":\(rows.actives[index] == 1),\"created_at\":\"\(rows.createdAt[index])\"}"
    }
    return Data((text + "]").utf8)
}

/// Wall-clock and CPU time (user + system, every thread of the process) of one run.
struct Duration {
    var wall: Double
    var cpu: Double
}

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ body: () throws -> Void) rethrows -> Duration {
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = cpuSeconds()
    try body()
    return Duration(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpuSeconds() - startCPU)
}

func freshPath(_ name: String) -> String {
    let path = freshPathKeeping(name)
    for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return path
}

/// The path `freshPath(name)` gives, without removing the file.
func freshPathKeeping(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("sync-benchmark-\(name).sqlite").path
}

func check(_ code: Int32, _ db: OpaquePointer?, _ what: String) {
    if code != SQLITE_OK && code != SQLITE_DONE {
        fatalError("\(what): \(String(cString: sqlite3_errmsg(db)))")
    }
}

func cLoop(_ rows: Rows, path: String) throws {
    // The schema comes from the same generated migrator, so both sides write identical tables.
    try Bench.migrator.migrate(try DatabaseQueue(path: path))
    var db: OpaquePointer?
    check(sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil), db, "open")
    defer { sqlite3_close_v2(db) }
    let sql = """
        INSERT INTO "item" ("id", "name", "email", "score", "quantity", "is_active", "created_at") VALUES (?, ?, ?, ?, ?, ?, ?) \
        ON CONFLICT("id") DO UPDATE SET "name" = excluded."name", "email" = excluded."email", "score" = excluded."score", \
        "quantity" = excluded."quantity", "is_active" = excluded."is_active", "created_at" = excluded."created_at"
        """
    var statement: OpaquePointer?
    check(sqlite3_prepare_v2(db, sql, -1, &statement, nil), db, "prepare")
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    check(sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil), db, "begin")
    for index in rows.ids.indices {
        sqlite3_bind_int64(statement, 1, rows.ids[index])
        sqlite3_bind_text(statement, 2, rows.names[index], -1, transient)
        if let email = rows.emails[index] {
            sqlite3_bind_text(statement, 3, email, -1, transient)
        } else {
            sqlite3_bind_null(statement, 3)
        }
        sqlite3_bind_double(statement, 4, rows.scores[index])
        sqlite3_bind_int64(statement, 5, rows.quantities[index])
        sqlite3_bind_int64(statement, 6, rows.actives[index])
        sqlite3_bind_text(statement, 7, rows.createdAt[index], -1, transient)
        check(sqlite3_step(statement), db, "step")
        sqlite3_reset(statement)
    }
    check(sqlite3_exec(db, "COMMIT", nil, nil, nil), db, "commit")
}

/// Fails unless the two files hold the same `item` rows, value for value.
func checkSameRows(_ path: String, as reference: String, count: Int) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
        try db.execute(sql: "ATTACH DATABASE ? AS reference", arguments: [reference])
        let stored = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0
        let differing = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM item AS a LEFT JOIN reference.item AS b USING (id)
            WHERE b.id IS NULL OR a.name IS NOT b.name OR a.email IS NOT b.email OR a.score IS NOT b.score
               OR a.quantity IS NOT b.quantity OR a.is_active IS NOT b.is_active OR a.created_at IS NOT b.created_at
            """) ?? -1
        precondition(stored == count && differing == 0, "\(path): \(stored) rows, \(differing) differ from the C loop's")
        try db.execute(sql: "DETACH DATABASE reference")
    }
}

func line(_ label: String, _ count: Int, _ duration: Duration, against baseline: Duration? = nil) {
    var text = "  " + label.padding(toLength: 42, withPad: " ", startingAt: 0)
    text += String(format: "%8.3f s wall %8.3f s CPU %8.0f rows/s", duration.wall, duration.cpu, Double(count) / duration.wall)
    if let baseline {
        text += String(format: "  %.2fx the C loop (CPU %.2fx)", duration.wall / baseline.wall, duration.cpu / baseline.cpu)
    }
    print(text)
}

let arguments = CommandLine.arguments.dropFirst()

/// The median wall-clock and the median CPU time of several runs (each taken separately).
func median(_ runs: [Duration]) -> Duration {
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return Duration(wall: middle(runs.map(\.wall)), cpu: middle(runs.map(\.cpu)))
}

/// The JSON payload of `count` rows, kept in the temporary folder so a second run spends
/// its time syncing.
func cachedJSON(_ count: Int) throws -> Data {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("sync-benchmark-\(count).json")
    if let json = try? Data(contentsOf: file) { return json }
    let json = makeJSON(makeRows(count))
    try json.write(to: file)
    return json
}

/// `--repetitions N` (default 3) and `--csv path` among the arguments, and the counts.
func options(_ words: [String]) -> (repetitions: Int, csv: String?, counts: [Int]) {
    var repetitions = 3
    var csv: String?
    var counts: [Int] = []
    var position = 0
    while position < words.count {
        if words[position] == "--repetitions", position + 1 < words.count, let value = Int(words[position + 1]) {
            repetitions = max(1, value)
            position += 2
            continue
        }
        if words[position] == "--csv", position + 1 < words.count {
            csv = words[position + 1]
            position += 2
            continue
        }
        if let count = Int(words[position]) { counts.append(count) }
        position += 1
    }
    return (repetitions, csv, counts)
}

/// One sync of `json` into a fresh file store (a `DatabasePool`, as apps open it), with or
/// without an observer of the first 50 items by name (a list's first screen) running
/// through it, and with the fast path's rows stepped directly (the default) or each run
/// through GRDB (`reportsEachRow`, the behaviour before `DirectSteps`).
func observedSync(_ json: Data, observing: Bool, reportsEachRow: Bool) async throws -> Duration {
    var store = try ModelStore.open(at: freshPath("observed"), migrator: Bench.migrator)
    store.reportsEachRow = reportsEachRow
    let ready = AsyncStream<Void>.makeStream()
    let observer = Task {
        guard observing else { return 0 }
        var values = 0
        for try await _ in store.observe(Item.order(Item.Columns.name).limit(50)) {
            values += 1
            ready.continuation.yield()
        }
        return values
    }
    if observing {
        var signals = ready.stream.makeAsyncIterator()
        await signals.next()
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = cpuSeconds()
    try await store.sync(Item.self, jsonData: json)
    let duration = Duration(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpuSeconds() - startCPU)
    // The observer must see the synced table before it stops: wait for its second value.
    if observing {
        var signals = ready.stream.makeAsyncIterator()
        await signals.next()
    }
    observer.cancel()
    _ = try? await observer.value
    return duration
}

// `SyncBenchmark observe 200000`: what one active observer costs a sync (issue #14), the
// runs alternating: no observer and one observer, with the rows stepped directly (now)
// and each run through GRDB (before).
if arguments.first == "observe" {
    let (repetitions, _, counts) = options(Array(arguments.dropFirst()))
    for count in counts.isEmpty ? [200_000] : counts {
        let json = try cachedJSON(count)
        print("\(count) records, one transaction (jsonData fast path), medians of \(repetitions) runs")
        for reportsEachRow in [false, true] {
            var plain: [Duration] = [], observed: [Duration] = []
            for _ in 0..<repetitions {
                plain.append(try await observedSync(json, observing: false, reportsEachRow: reportsEachRow))
                observed.append(try await observedSync(json, observing: true, reportsEachRow: reportsEachRow))
            }
            let (none, one) = (median(plain), median(observed))
            print(String(
                format: "  %@: no observer %.3f s wall %.3f s CPU; one observer %.3f s wall %.3f s CPU; ratio %.3f wall, %.3f CPU",
                reportsEachRow ? "each row through GRDB (before)" : "rows stepped directly (now)   ",
                none.wall, none.cpu, one.wall, one.cpu, one.wall / none.wall, one.cpu / none.cpu))
        }
    }
    exit(0)
}

// `SyncBenchmark growth 100000 500000 … --csv Benchmarks/growth/sync.csv`: end-to-end sync
// (JSON bytes → SQLite) and the C loop at each size, CPU seconds, medians, alternating;
// the CSV has the header `size,modelc,baseline`.
if arguments.first == "growth" {
    let (repetitions, csv, counts) = options(Array(arguments.dropFirst()))
    var table = "size,modelc,baseline\n"
    for count in counts {
        let rows = makeRows(count)
        let json = makeJSON(rows)
        var cAPI: [Duration] = [], runtime: [Duration] = []
        for _ in 0..<repetitions {
            cAPI.append(try seconds { try cLoop(rows, path: freshPath("growth-c")) })
            let store = ModelStore(try Bench.openDatabase(at: freshPath("growth-runtime")))
            runtime.append(try seconds { try store.sync(Item.self, jsonData: json) })
        }
        let (modelc, baseline) = (median(runtime), median(cAPI))
        line("runtime, JSON bytes → sync (end to end)", count, modelc, against: baseline)
        line("C API prepared-statement loop", count, baseline)
        table += String(format: "%d,%.3f,%.3f\n", count, modelc.cpu, baseline.cpu)
    }
    if let csv { try table.write(toFile: csv, atomically: true, encoding: .utf8) }
    print(table, terminator: "")
    exit(0)
}

/// Runs a program to its end with its output discarded; its wall-clock time and CPU time
/// (user + system of the child, from `getrusage`).
func runProcess(_ arguments: [String]) -> (status: Int32, duration: Duration) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    func childCPU() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let startCPU = childCPU()
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(arguments[0])") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (status, Duration(wall: wall, cpu: childCPU() - startCPU))
}

// `SyncBenchmark cli 1000000 --modelc path/to/release/modelc`: `modelc sync` of the same
// payload end to end (the whole process: load the model, read the history, sync) into a
// database `modelc migrate` created, against the C loop, alternating, medians; both
// files must then hold the same rows.
if arguments.first == "cli" {
    let words = Array(arguments.dropFirst())
    guard let flag = words.firstIndex(of: "--modelc"), flag + 1 < words.count else { fatalError("pass --modelc path/to/modelc") }
    let modelcPath = words[flag + 1]
    let (repetitions, _, counts) = options(words.enumerated().filter { $0.offset != flag + 1 }.map(\.element))
    // The model and its migration, in a scratch folder (models/Bench, migrations/Bench).
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("sync-benchmark-cli")
    try? FileManager.default.removeItem(at: project)
    let modelFolder = project.appendingPathComponent("models/Bench")
    try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("models/Bench/1.yaml")
    try FileManager.default.copyItem(at: source, to: modelFolder.appendingPathComponent("1.yaml"))
    guard runProcess([modelcPath, "migrate", "make", modelFolder.path]).status == 0 else { fatalError("modelc migrate make failed") }
    for count in counts.isEmpty ? [1_000_000] : counts {
        let rows = makeRows(count)
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("sync-benchmark-cli-\(count).json")
        try makeJSON(rows).write(to: input)
        print("\(count) records, medians of \(repetitions) runs")
        var cAPI: [Duration] = [], cli: [Duration] = []
        let cliPath = freshPath("cli")
        for _ in 0..<repetitions {
            cAPI.append(try seconds { try cLoop(rows, path: freshPath("cli-c")) })
            _ = freshPath("cli")
            guard runProcess([modelcPath, "migrate", "--db", cliPath, modelFolder.path]).status == 0 else { fatalError("modelc migrate failed") }
            let run = runProcess([modelcPath, "sync", "--db", cliPath, modelFolder.path, "Item", "--input", input.path])
            guard run.status == 0 else { fatalError("modelc sync failed: \(run.status)") }
            cli.append(run.duration)
        }
        line("modelc sync (whole process)", count, median(cli), against: median(cAPI))
        line("C API prepared-statement loop", count, median(cAPI))
        try checkSameRows(cliPath, as: freshPathKeeping("cli-c"), count: count)
    }
    exit(0)
}

// `SyncBenchmark bytes 1000000` runs only the end-to-end sync, `values 1000000` only the sync
// from a parsed JSONValue and `c 1000000` only the C loop, for a profiler (`each-row` runs
// the runtime's rows through GRDB, as before `DirectSteps`); the JSON is kept in the
// temporary folder so a second run spends its time syncing.
if arguments.contains("c") {
    for count in arguments.compactMap({ Int($0) }) {
        let rows = makeRows(count)
        line("C API prepared-statement loop", count, try seconds { try cLoop(rows, path: freshPath("profile-c")) })
    }
    exit(0)
}
if arguments.contains("bytes") || arguments.contains("values") {
    for count in arguments.compactMap({ Int($0) }) {
        let json = try cachedJSON(count)
        var store = ModelStore(try Bench.openDatabase(at: freshPath("profile")))
        // `each-row`: every row's statement run by GRDB, as before `DirectSteps`.
        store.reportsEachRow = arguments.contains("each-row")
        // `SYNC_CACHE_KIB=131072`: the page cache of the sync's connection, in KiB (the
        // lever docs/performance.md tried and dropped).
        if let cache = ProcessInfo.processInfo.environment["SYNC_CACHE_KIB"] {
            try store.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -\(cache)") }
        }
        if arguments.contains("bytes") {
            line("runtime, JSON bytes → sync (end to end)", count, try seconds { try store.sync(Item.self, jsonData: json) })
        } else {
            let parsed = try JSONValue(data: json)
            line("runtime, JSONValue → sync (no decoding)", count, try seconds { try store.sync(Item.self, json: parsed) })
        }
    }
    exit(0)
}


// `--repetitions N` (default 3): each measurement N times, the C loop and the runtime
// alternating, medians reported.
let (repetitions, _, counts) = options(Array(arguments))
for count in counts.isEmpty ? [100_000] : counts {
    let rows = makeRows(count)
    let json = makeJSON(rows)
    print("\(count) records, \(json.count / 1_000_000) MB of JSON, medians of \(repetitions) runs")

    var cAPI: [Duration] = [], endToEnd: [Duration] = [], resync: [Duration] = [], parse: [Duration] = []
    var fromValues: [Duration] = [], mapOnly: [Duration] = [], upsertRecords: [Duration] = [], eachRow: [Duration] = []
    var paths: [String] = []
    let cPath = freshPath("c")
    for _ in 0..<repetitions {
        cAPI.append(try seconds { try cLoop(rows, path: freshPath("c")) })

        let bytesPath = freshPath("runtime-bytes")
        let bytesStore = ModelStore(try Bench.openDatabase(at: bytesPath))
        endToEnd.append(try seconds { try bytesStore.sync(Item.self, jsonData: json) })
        resync.append(try seconds { try bytesStore.sync(Item.self, jsonData: json) })

        let eachRowPath = freshPath("runtime-each-row")
        var eachRowStore = ModelStore(try Bench.openDatabase(at: eachRowPath))
        eachRowStore.reportsEachRow = true
        eachRow.append(try seconds { try eachRowStore.sync(Item.self, jsonData: json) })

        var parsed = JSONValue.null
        parse.append(try seconds { parsed = try JSONValue(data: json) })
        let valuesPath = freshPath("runtime-values")
        let valuesStore = ModelStore(try Bench.openDatabase(at: valuesPath))
        fromValues.append(try seconds { try valuesStore.sync(Item.self, json: parsed) })

        guard case .array(let elements) = parsed else { fatalError("not an array") }
        var records: [Item] = []
        records.reserveCapacity(count)
        mapOnly.append(try seconds { for element in elements { records.append(try Item(json: element)) } })
        let recordsPath = freshPath("records")
        let recordsStore = ModelStore(try Bench.openDatabase(at: recordsPath))
        upsertRecords.append(try seconds { try recordsStore.upsert(records) })
        paths = [bytesPath, eachRowPath, valuesPath, recordsPath]
    }
    let baseline = median(cAPI)
    line("runtime, JSON bytes → sync (end to end)", count, median(endToEnd), against: baseline)
    line("runtime, JSON bytes → re-sync (all exist)", count, median(resync), against: baseline)
    line("  the same, each row through GRDB (before)", count, median(eachRow), against: baseline)
    line("JSON decoding alone (bytes → JSONValue)", count, median(parse))
    line("runtime, JSONValue → sync (no decoding)", count, median(fromValues), against: baseline)
    line("breakdown: JSONValue → records only", count, median(mapOnly))
    line("breakdown: records → SQLite only", count, median(upsertRecords), against: baseline)
    line("C API prepared-statement loop", count, baseline)
    for path in paths { try checkSameRows(path, as: cPath, count: count) }
}
