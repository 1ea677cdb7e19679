import GRDB
import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// Whether a database that went up and down again holds exactly the rows of its copy
/// from before: every table of the copy, row for row and value for value (`EXCEPT`
/// both ways, so a changed value counts as one row missing and one added).
struct Restoration {
    let database: String
    let before: String

    init(database: String, before: String) {
        self.database = database
        self.before = before
    }

    func differences() throws -> [MigrationTestReport.Failure] {
        let queue = try DatabaseQueue(path: database)
        defer { try? queue.close() }
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS before", arguments: [before])
            defer { try? db.execute(sql: "DETACH DATABASE before") }
            var failures: [MigrationTestReport.Failure] = []
            let tables = try String.fetchAll(db, sql: "SELECT name FROM before.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            let present = Set(try String.fetchAll(db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table'"))
            for table in tables where !ReservedNames.isReservedTable(table) {
                guard present.contains(table) else {
                    failures.append(.init(kind: .notReversible, table: table, message: "`\(table)` is gone after the way down"))
                    continue
                }
                failures += try compare(db, table: table)
            }
            return failures
        }
    }

    private func compare(_ db: Database, table: String) throws -> [MigrationTestReport.Failure] {
        let columns = try db.columnNames(of: table, in: "before")
        let key = try db.primaryKeyColumns(of: table, in: "before")
        let list = StandardSQL.quoteList(columns)
        let name = StandardSQL.quote(table)
        let missing = "SELECT \(list) FROM before.\(name) EXCEPT SELECT \(list) FROM main.\(name)"
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM (\(missing))") ?? 0
        let extra = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT \(list) FROM main.\(name) EXCEPT SELECT \(list) FROM before.\(name))") ?? 0
        guard count > 0 || extra > 0 else { return [] }
        guard !key.isEmpty, let row = try Row.fetchOne(db, sql: missing + " LIMIT 1") else {
            return [.init(kind: .notReversible, table: table, count: max(count, extra),
                          message: "`\(table)` differs after the way down: \(count) rows of before are not there, \(extra) rows are new")]
        }
        let keyText = key.map { column -> String in "\(StandardSQL.quote(column)) = \(CountedRows.literal(row[column] as DatabaseValue))" }.joined(separator: ", ")
        let match = key.map { "\(StandardSQL.quote($0)) IS ?" }.joined(separator: " AND ")
        let now = try Row.fetchOne(db, sql: "SELECT \(list) FROM main.\(name) WHERE \(match)", arguments: StatementArguments(key.map { row[$0] as DatabaseValue }))
        guard let now else {
            return [.init(kind: .notReversible, table: table, column: key.joined(separator: ", "), key: keyText, count: count,
                          message: "\(MigrationTest.rows(count)) of `\(table)` are gone after the way down (for example \(keyText))")]
        }
        let column = columns.first { (row[$0] as DatabaseValue) != (now[$0] as DatabaseValue) }
        let was = column.map { CountedRows.literal(row[$0] as DatabaseValue) } ?? "?"
        let is_ = column.map { CountedRows.literal(now[$0] as DatabaseValue) } ?? "?"
        return [.init(kind: .notReversible, table: table, column: column, key: keyText, count: count, message: """
            \(MigrationTest.rows(count)) of `\(table)` differ after the way down: \(keyText) held \(was) in `\(column ?? "?")` and now holds \(is_)
            """)]
    }
}
