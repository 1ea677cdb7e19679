// Measures syncing N JSON records into SQLite three ways, each into a fresh file:
//   1. runtime: JSON bytes → JSONValue → generated `Item` mappers → ModelStore.sync
//      (one transaction, cached statements, existing keys read once);
//   2. runtime without parsing: the same, from an already parsed JSONValue;
//   3. C API: the same rows, already decoded into Swift arrays, through one prepared
//      INSERT with sqlite3_bind_* / sqlite3_step / sqlite3_reset in one transaction.
// Prints each duration, rows per second, and the ratio to the C API loop.
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

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func freshPath(_ name: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sync-benchmark-\(name).sqlite").path
    for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    return path
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

func rate(_ count: Int, _ duration: Double) -> String {
    String(format: "%8.3f s  %10.0f rows/s", duration, Double(count) / duration)
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for count in counts.isEmpty ? [100_000] : counts {
    let rows = makeRows(count)
    let json = makeJSON(rows)
    print("\(count) records, \(json.count / 1_000_000) MB of JSON")

    var parsed = JSONValue.null
    let parse = try seconds { parsed = try JSONValue(data: json) }
    let runtimePath = freshPath("runtime")
    let runtimeStore = ModelStore(try Bench.openDatabase(at: runtimePath))
    let runtimeSync = try seconds { try runtimeStore.sync(Item.self, json: parsed) }

    let updatePath = freshPath("runtime-update")
    let updateStore = ModelStore(try Bench.openDatabase(at: updatePath))
    try updateStore.sync(Item.self, json: parsed)
    let runtimeUpdate = try seconds { try updateStore.sync(Item.self, json: parsed) }

    guard case .array(let elements) = parsed else { fatalError("not an array") }
    var records: [Item] = []
    records.reserveCapacity(count)
    let mapOnly = try seconds { for element in elements { records.append(try Item(json: element)) } }
    let recordsPath = freshPath("records")
    let recordsStore = ModelStore(try Bench.openDatabase(at: recordsPath))
    let upsertRecords = try seconds { try recordsStore.upsert(records) }

    let cPath = freshPath("c")
    let cAPI = try seconds { try cLoop(rows, path: cPath) }

    let runtimeTotal = parse + runtimeSync
    print("  runtime, parse + sync (insert)   \(rate(count, runtimeTotal))  \(String(format: "%.2f", runtimeTotal / cAPI))x the C loop")
    print("    of which JSON parse            \(rate(count, parse))")
    print("    of which map + sync (insert)   \(rate(count, runtimeSync))  \(String(format: "%.2f", runtimeSync / cAPI))x the C loop")
    print("  runtime, map + sync (update all) \(rate(count, runtimeUpdate))  \(String(format: "%.2f", runtimeUpdate / cAPI))x the C loop")
    print("  breakdown: JSON → records only    \(rate(count, mapOnly))")
    print("  breakdown: records → SQLite only \(rate(count, upsertRecords))  \(String(format: "%.2f", upsertRecords / cAPI))x the C loop")
    print("  C API prepared-statement loop    \(rate(count, cAPI))")
    let stored = try DatabaseQueue(path: runtimePath).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0 }
    precondition(stored == count, "runtime stored \(stored) rows")
}
