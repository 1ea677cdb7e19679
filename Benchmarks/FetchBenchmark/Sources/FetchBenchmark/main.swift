// Reads the same rows as records two ways, alternating, five times each: GRDB's
// `Decodable` decoding (`FetchableRecordDecoder`, what a generated record did before it
// checked stored values) and the records' own `fetchCursor` (`init(row:)` of ModelRuntime),
// for a STRICT table, where the runtime checks nothing, and a table without STRICT, where
// it checks every number column. Prints the medians and their ratio.
import FetchRecords
import Foundation
import GRDB
import ModelRuntime

let rows = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let path = FileManager.default.temporaryDirectory.appendingPathComponent("fetch-benchmark-\(UUID().uuidString).sqlite").path
defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
let queue = try Readings.openDatabase(at: path)
for table in ["reading", "loose_reading"] {
    try queue.write { db in
        let statement = try db.makeStatement(sql: "INSERT INTO \(table) (id, sensor, a, b, c, d, e, f, g, h, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for i in 0..<rows {
            try statement.execute(arguments: [
                i, "sensor-\(i % 97)", i * 3, i % 1000, i % 100, Double(i) * 0.5, i % 2 == 0 ? nil : Double(i),
                Double(i % 50), i % 2, i % 3 == 0 ? nil : i, i % 5 == 0 ? "note" : nil,
            ])
        }
    }
}

/// Milliseconds `body` takes.
func milliseconds(_ body: () throws -> Int) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = try body()
    precondition(checksum != 0)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The medians of five alternating runs: GRDB's decoding, then the records'.
func compare<Record: FetchableRecord & Decodable & TableRecord>(_ type: Record.Type, sum: (Record) -> Int) throws -> (Double, Double) {
    var decoded: [Double] = []
    var fetched: [Double] = []
    for _ in 0..<5 {
        decoded.append(try milliseconds {
            try queue.read { db in
                var total = 0
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(Record.databaseTableName)")
                while let row = try cursor.next() { total &+= sum(try FetchableRecordDecoder().decode(Record.self, from: row)) }
                return total
            }
        })
        fetched.append(try milliseconds {
            try queue.read { db in
                var total = 0
                let cursor = try Record.fetchCursor(db)
                while let record = try cursor.next() { total &+= sum(record) }
                return total
            }
        })
    }
    return (decoded.sorted()[2], fetched.sorted()[2])
}

let strict = try compare(Reading.self) { Int($0.b) + 1 }
let loose = try compare(LooseReading.self) { Int($0.b) + 1 }
print("\(rows) rows of 11 fields (8 numbers), medians of 5, alternating:")
for (label, (decoded, fetched)) in [("STRICT table (not checked)", strict), ("table without STRICT (checked)", loose)] {
    print(String(format: "  %@: GRDB's Decodable decoding %.0f ms, the records' fetchCursor %.0f ms: %.2fx", label, decoded, fetched, fetched / decoded))
}
