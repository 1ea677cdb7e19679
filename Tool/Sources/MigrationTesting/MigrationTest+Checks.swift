import Foundation
import GRDB
import Migration
import ModelKit
import ModelSync
import SQLiteDriver
import SchemaCore

extension MigrationTest {
    /// The checks of one migrated database against its copy from before (`before`,
    /// attached) and the newest model. Comparisons run in SQL over both files, so a path
    /// of 30 tables of 10,000 rows is compared in SQLite's loops, not row by row in Swift.
    struct Checks {
        let database: String
        let before: String
        let newest: Model
        let expectation: PathExpectation
        /// Rows breaking a foreign key before any migration ran, by child table (a
        /// sample's own): only more than these fail the path.
        var knownViolations: [String: Int] = [:]

        init(database: String, before: String, newest: Model, expectation: PathExpectation) {
            self.database = database
            self.before = before
            self.newest = newest
            self.expectation = expectation
        }

        typealias Failure = MigrationTestReport.Failure

        /// The checks, given how the migrated database's schema differs from the newest
        /// version (`differences`, which its engine reads: `database` may be a server's
        /// rows read back into a file without its constraints).
        func run(differences: [SchemaDifference]) throws -> [Failure] {
            var failures: [Failure] = []
            if !differences.isEmpty {
                failures.append(.init(kind: .drift, count: differences.count, message: "the migrated schema is not version \(newest.version)'s: "
                    + differences.prefix(3).map(\.description).joined(separator: "; ")))
            }
            let queue = try DatabaseQueue(path: database)
            defer { try? queue.close() }
            try queue.writeWithoutTransaction { db in
                let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                if integrity != ["ok"] {
                    failures.append(.init(kind: .integrity, message: "integrity_check: " + integrity.prefix(3).joined(separator: "; ")))
                }
                let found = try Verification.foreignKeyCheckRows(db)
                let counts = found.reduce(into: [String: Int]()) { counts, row in counts[row["table"] ?? "?", default: 0] += 1 }
                let violations = found.filter { counts[$0["table"] ?? "?", default: 0] > knownViolations[$0["table"] ?? "?", default: 0] }
                if let first = violations.first {
                    let table: String = first["table"] ?? "?"
                    failures.append(.init(kind: .integrity, table: table, count: violations.count,
                                          message: "\(MigrationTest.rows(violations.count)) \(violations.count == 1 ? "breaks" : "break") a foreign key, the first in `\(table)` referring to `\(first["parent"] ?? "?")`"))
                }
                try db.execute(sql: "ATTACH DATABASE ? AS before", arguments: [before])
                defer { try? db.execute(sql: "DETACH DATABASE before") }
                failures += try rows(db)
                failures += try renames(db)
                failures += try readability(db)
            }
            return failures
        }

        /// Only the renames made as drop and add, which read the copy alone: for a path
        /// `migrate` refused.
        func renamesOnly() throws -> [Failure] {
            let queue = try DatabaseQueue(path: database)
            defer { try? queue.close() }
            return try queue.writeWithoutTransaction { db in
                try db.execute(sql: "ATTACH DATABASE ? AS before", arguments: [before])
                defer { try? db.execute(sql: "DETACH DATABASE before") }
                return try renames(db)
            }
        }

        // MARK: - Rows and values

        /// Rows the plans keep that are gone, and kept values that changed.
        private func rows(_ db: Database) throws -> [Failure] {
            var failures: [Failure] = []
            let afterTables = Set(try String.fetchAll(db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table'"))
            for (name, fate) in expectation.tables.sorted(by: { $0.key < $1.key }) where !ReservedNames.isReservedTable(name) {
                guard let after = fate.name, afterTables.contains(after) else { continue }
                let beforeKey = try db.primaryKeyColumns(of: name, in: "before")
                let mapped = beforeKey.map { column -> String? in
                    if case .kept(let kept, _)? = fate.columns[column] { kept } else { nil }
                }
                let source = "before.\(StandardSQL.quote(name))"
                let target = "main.\(StandardSQL.quote(after))"
                guard !beforeKey.isEmpty, mapped.allSatisfy({ $0 != nil }) else {
                    // No key to match rows by: only the counts can be compared.
                    let lost = (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source)") ?? 0) - (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(target)") ?? 0)
                    if lost > 0 {
                        failures.append(.init(kind: .rowsLost, table: name, count: lost,
                                              message: "\(MigrationTest.rows(lost)) of `\(name)` are gone, and no plan drops them"))
                    }
                    continue
                }
                let afterKey = mapped.map { $0! }
                // Rows are paired by key with `=`, so a key holding NULL (a key column of
                // a table that is not STRICT may: an adopted `key TEXT PRIMARY KEY`) pairs
                // with nothing and its values are not compared, since several rows may
                // share it; such a row is lost only when no row after holds its key, by `IS`.
                let join = zip(beforeKey, afterKey).map { "a.\(StandardSQL.quote($1)) = b.\(StandardSQL.quote($0))" }.joined(separator: " AND ")
                let kept = zip(beforeKey, afterKey).map { "a.\(StandardSQL.quote($1)) IS b.\(StandardSQL.quote($0))" }.joined(separator: " AND ")
                let keyText = Self.keyDescription(beforeKey, alias: "b")
                let lostSQL = "FROM \(source) b WHERE NOT EXISTS (SELECT 1 FROM \(target) a WHERE \(kept))"
                // Counted by the join first, which uses the key's index once per row; the
                // rows themselves are looked for only when some are missing.
                let joined = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source) b JOIN \(target) a ON \(join)") ?? 0
                let lost = joined < (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source)") ?? 0)
                    ? try Int.fetchOne(db, sql: "SELECT count(*) \(lostSQL)") ?? 0 : 0
                if lost > 0 {
                    let example = try String.fetchOne(db, sql: "SELECT \(keyText) \(lostSQL) LIMIT 1")
                    failures.append(.init(kind: .rowsLost, table: name, column: beforeKey.joined(separator: ", "), key: example, count: lost,
                                          message: "\(MigrationTest.rows(lost)) of `\(name)` are gone (for example \(example ?? "?")), and no plan drops them"))
                }
                var compared: [(before: String, after: String, fillsNulls: Bool)] = []
                for column in try db.columnNames(of: name, in: "before") where !beforeKey.contains(column) {
                    if case .kept(let kept, let fills)? = fate.columns[column] { compared.append((column, kept, fills)) }
                }
                let afterColumns = Set(try db.columnNames(of: after, in: "main"))
                compared = compared.filter { afterColumns.contains($0.after) }
                guard !compared.isEmpty else { continue }
                // Most rows are unchanged value for value: one pass proves it, and only a
                // table where some value differs is compared by the looser rules.
                let identical = compared.map { "a.\(StandardSQL.quote($0.after)) IS b.\(StandardSQL.quote($0.before))" }.joined(separator: " AND ")
                let differing = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source) b JOIN \(target) a ON \(join) WHERE NOT (\(identical))") ?? 0
                guard differing > 0 else { continue }
                let sums = compared.map { "coalesce(sum(NOT \(same($0, alias: ("a", "b")))), 0)" }.joined(separator: ", ")
                let changedCounts = try Row.fetchOne(db, sql: "SELECT \(sums) FROM \(source) b JOIN \(target) a ON \(join)")
                for (position, column) in compared.enumerated() {
                    let changed: Int = changedCounts?[position] ?? 0
                    guard changed > 0 else { continue }
                    let example = try Row.fetchOne(db, sql: """
                        SELECT \(keyText), quote(b.\(StandardSQL.quote(column.before))), quote(a.\(StandardSQL.quote(column.after))) \
                        FROM \(source) b JOIN \(target) a ON \(join) WHERE NOT \(same(column, alias: ("a", "b"))) LIMIT 1
                        """)
                    let key: String? = example?[0]
                    let was: String = example?[1] ?? "?"
                    let now: String = example?[2] ?? "?"
                    let renamed = column.before == column.after ? "" : " (now `\(column.after)`)"
                    failures.append(.init(kind: .valueChanged, table: name, column: column.before, key: key, count: changed,
                                          message: "\(changed) values of `\(name).\(column.before)`\(renamed) changed, which no plan says: \(key ?? "a row") held \(was) and now holds \(now)"))
                }
            }
            return failures
        }

        /// Whether a kept value reads back equal: the same value, the same number in
        /// another storage class, the same text, (after a type change) the old value
        /// cast to the new column's type, or the same instant in another date form (to
        /// the millisecond); a NULL may become the plan's fill.
        private func same(_ column: (before: String, after: String, fillsNulls: Bool), alias: (after: String, before: String)) -> String {
            let new = "\(alias.after).\(StandardSQL.quote(column.after))"
            let old = "\(alias.before).\(StandardSQL.quote(column.before))"
            var tests = [
                "\(new) IS \(old)",
                "(typeof(\(new)) IN ('integer', 'real') AND typeof(\(old)) IN ('integer', 'real') AND \(new) = \(old))",
                "(typeof(\(new)) = 'text' AND CAST(\(old) AS TEXT) IS \(new))",
                "(typeof(\(old)) = 'text' AND typeof(\(new)) IN ('integer', 'real') AND CAST(\(new) AS TEXT) IS \(old))",
                // The same instant in another date form: SQLite's `2023-11-14 22:13:20`
                // made a server's `timestamptz` reads back `2023-11-14T22:13:20.000Z`.
                "(typeof(\(old)) = 'text' AND typeof(\(new)) = 'text' AND \(old) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' "
                    + "AND \(new) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' AND abs(julianday(\(new)) - julianday(\(old))) < 0.000000006)",
            ]
            if column.fillsNulls { tests.append("\(old) IS NULL") }
            return "(" + tests.joined(separator: " OR ") + ")"
        }

        /// `"id" = 17`, or `"a" = 1, "b" = 'x'`, as SQL over the row `alias`: the form
        /// of `migrate`'s preflight samples.
        static func keyDescription(_ key: [String], alias: String) -> String {
            return key.map { "\(StandardSQL.literal(StandardSQL.quote($0) + " = ")) || quote(\(alias).\(StandardSQL.quote($0)))" }.joined(separator: " || ', ' || ")
        }

        // MARK: - Renames made as drop and add

        /// Values lost to a column (or table) dropped and another added in one version,
        /// and links lost to a relationship's key moved to the other table.
        private func renames(_ db: Database) throws -> [Failure] {
            var failures: [Failure] = []
            for moved in expectation.movedKeys {
                let source = "before.\(StandardSQL.quote(moved.table))"
                let column = StandardSQL.quote(moved.firstColumn)
                if moved.keptByPlan {
                    failures += try linksKept(db, moved)
                    continue
                }
                let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source) WHERE \(column) IS NOT NULL") ?? 0
                guard count > 0 else { continue }
                let key = try db.primaryKeyColumns(of: moved.table, in: "before")
                let example = key.isEmpty ? nil : try String.fetchOne(
                    db, sql: "SELECT \(Self.keyDescription(key, alias: "b")) FROM \(source) b WHERE b.\(column) IS NOT NULL LIMIT 1")
                failures.append(.init(kind: .linksLost, table: moved.table, column: moved.column, key: example, count: count, version: moved.version, message: """
                    version \(moved.version) moves the key of the relationship between `\(moved.table)` and `\(moved.otherTable)` from \
                    `\(moved.table).\(moved.column)` to `\(moved.otherTable).\(moved.otherColumn)` without copying it: the \(MigrationTest.rows(count)) \
                    linked (for example \(example ?? "a row")) lose their links; copy them in the migration's data section, or approve the loss \
                    (`-- approved: destructive`)
                    """))
            }
            for suspect in expectation.suspectedRenames {
                let source = "before.\(StandardSQL.quote(suspect.table))"
                if suspect.column.isEmpty {
                    let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source)") ?? 0
                    guard count > 0 else { continue }
                    let key = try db.primaryKeyColumns(of: suspect.table, in: "before")
                    let example = key.isEmpty ? nil : try String.fetchOne(db, sql: "SELECT \(Self.keyDescription(key, alias: "b")) FROM \(source) b LIMIT 1")
                    failures.append(.init(kind: .droppedAsRename, table: suspect.table, column: key.first, key: example, count: count, version: suspect.version, message: """
                        version \(suspect.version) drops table `\(suspect.table)` and creates `\(suspect.added)` with most of its columns: \
                        its migration loses the table's \(MigrationTest.rows(count)); if `\(suspect.droppedName)` was renamed, give `\(suspect.addedName)` \
                        `renamedFrom: \(suspect.droppedName)`, or if the drop is deliberate, approve it in the migration (`-- approved: destructive`)
                        """))
                    continue
                }
                let column = StandardSQL.quote(suspect.firstColumn)
                let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(source) WHERE \(column) IS NOT NULL") ?? 0
                guard count > 0 else { continue }
                let key = try db.primaryKeyColumns(of: suspect.table, in: "before")
                let example = key.isEmpty ? nil : try String.fetchOne(
                    db, sql: "SELECT \(Self.keyDescription(key, alias: "b")) FROM \(source) b WHERE b.\(column) IS NOT NULL LIMIT 1")
                failures.append(.init(kind: .droppedAsRename, table: suspect.table, column: suspect.column, key: example, count: count, version: suspect.version, message: """
                    version \(suspect.version) drops `\(suspect.table).\(suspect.column)` and adds `\(suspect.added)`: its migration loses the value of \
                    the \(MigrationTest.rows(count)) holding one (for example \(example ?? "a row")); if `\(suspect.droppedName)` was renamed, give \
                    `\(suspect.addedName)` `renamedFrom: \(suspect.droppedName)`, or if the drop is deliberate, approve it in the migration \
                    (`-- approved: destructive`)
                    """))
            }
            return failures
        }

        /// For a key the plan moves with its links: every link of the copy is in the
        /// migrated database, on the other side (a migration file whose key-moving steps
        /// were edited away loses them).
        private func linksKept(_ db: Database, _ moved: PathExpectation.MovedKey) throws -> [Failure] {
            guard let tableKey = moved.tableKey, let otherKey = moved.otherKey else { return [] }
            let missing = """
                FROM before.\(StandardSQL.quote(moved.table)) o WHERE o.\(StandardSQL.quote(moved.firstColumn)) IS NOT NULL AND NOT EXISTS \
                (SELECT 1 FROM main.\(StandardSQL.quote(moved.otherTable)) n WHERE n.\(StandardSQL.quote(otherKey)) = o.\(StandardSQL.quote(moved.firstColumn)) \
                AND n.\(StandardSQL.quote(moved.otherColumn)) = o.\(StandardSQL.quote(tableKey)))
                """
            // A later version may rename what the query names: then there is nothing to compare here.
            guard let count = try? Int.fetchOne(db, sql: "SELECT count(*) \(missing)"), count > 0 else { return [] }
            let example = try String.fetchOne(db, sql: "SELECT \(Self.keyDescription([tableKey], alias: "o")) \(missing) LIMIT 1")
            return [.init(kind: .linksLost, table: moved.table, column: moved.column, key: example, count: count, version: moved.version, message: """
                version \(moved.version) moves the key of the relationship between `\(moved.table)` and `\(moved.otherTable)` to \
                `\(moved.otherTable).\(moved.otherColumn)`, but \(MigrationTest.rows(count)) linked before (for example \(example ?? "a row")) \
                are not linked after: the migration does not run the steps the plan writes to carry the links
                """)]
        }

        // MARK: - Readable by the newest records

        /// Every distinct value of every attribute, through the newest model's decoders
        /// and rules (`StoredValueCheck`); each column's first refused value is reported
        /// with a row that holds it.
        private func readability(_ db: Database) throws -> [Failure] {
            try Self.readability(db, by: newest)
        }

        /// The values of `db` (`main`) that `model`'s records cannot read, as
        /// `readability(_:)` reports them: for the newest model after a migration, and for
        /// a sample's own version before it (what was unreadable from the start is not a
        /// migration's doing).
        static func readability(_ db: Database, by model: Model) throws -> [Failure] {
            let newest = model
            var failures: [Failure] = []
            for entity in newest.entities {
                let table = StandardSQL.quote(entity.table)
                let key = try db.primaryKeyColumns(of: entity.table, in: "main")
                let keyColumns = key.isEmpty ? ["rowid"] : key
                for check in StoredValueCheck.checks(for: entity) {
                    let column = StandardSQL.quote(check.column)
                    var refused: [(value: DatabaseValue, problem: String)] = []
                    // An attribute any text (or blob) is good for is checked by storage class:
                    // one value of each class stands for all.
                    let sql = check.acceptsEveryValueOfItsClass
                        ? "SELECT min(\(column)) FROM main.\(table) GROUP BY typeof(\(column))"
                        : "SELECT DISTINCT \(column) FROM main.\(table)"
                    let cursor = try DatabaseValue.fetchCursor(db, sql: sql)
                    while let value = try cursor.next() {
                        if let problem = check.problem(with: value) { refused.append((value, problem)) }
                    }
                    guard let first = refused.first else { continue }
                    let example = try String.fetchOne(
                        db, sql: "SELECT \(Self.keyDescription(keyColumns, alias: "r")) FROM main.\(table) r WHERE r.\(column) IS ? LIMIT 1", arguments: [first.value])
                    // Checked one per storage class, a refused value stands for every value
                    // of its class: they are counted, not the one that was read.
                    var count = refused.count
                    if check.acceptsEveryValueOfItsClass {
                        count = try refused.reduce(0) { total, refusal in
                            total + (try Int.fetchOne(db, sql: "SELECT count(DISTINCT \(column)) FROM main.\(table) WHERE typeof(\(column)) = typeof(?)",
                                                      arguments: [refusal.value]) ?? 1)
                        }
                    }
                    let values = count == 1 ? "a value" : "\(count) distinct values"
                    failures.append(.init(kind: .unreadable, table: entity.table, column: check.column, key: example, count: count, message: """
                        \(values) of `\(entity.table).\(check.column)` cannot be read by version \(newest.version)'s \
                        `\(entity.name).\(check.attribute)`, for example \(CountedRows.literal(first.value)) in the row \(example ?? "?"): \(first.problem)
                        """))
                }
            }
            return failures
        }
    }
}
