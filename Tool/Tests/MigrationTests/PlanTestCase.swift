import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// A failure of the test applier, carrying what a user would be told.
struct PlanApplyFailure: Error, CustomStringConvertible {
    var description: String
}

/// Base class of the plan tests: temporary SQLite files, models from YAML, and an
/// applier that runs a plan exactly as the real one does (foreign keys off before
/// `BEGIN IMMEDIATE`, preflight counts, the rendered SQL, `foreign_key_check`, commit).
class PlanTestCase: ModelcTestCase {
    private(set) var directory: URL!
    let dialect = SQLiteDialect()

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(self)
    }

    // MARK: Models

    /// A validated model from the YAML of its `entities:` section.
    func model(version: Int, _ entities: String, file: StaticString = #filePath, line: UInt = #line) throws -> Model {
        let text = "model: Test\nversion: \(version)\nentities:\n" + entities
        let url = directory.appendingPathComponent("model-\(UUID().uuidString)-\(version).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let model = try ModelLoader.loadFile(url.path)
        let errors = ModelKit.validate(model).filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.description), [], "test model v\(version) must be valid", file: file, line: line)
        return model
    }

    /// One entity's YAML: `attributes` and `relationships` are `name: definition` lines,
    /// `extra` are entity-level lines (`indexes: [[name]]`, `renamedFrom: Old`).
    func entity(_ name: String, _ attributes: [String], relationships: [String] = [], extra: [String] = []) -> String {
        var lines = ["  \(name):"]
        lines += extra.map { "    " + $0 }
        lines.append("    attributes:")
        lines += attributes.map { "      " + $0 }
        if !relationships.isEmpty {
            lines.append("    relationships:")
            lines += relationships.map { "      " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The plan from model `v1` to model `v2`, with the rename hints of `v2`, its checks
    /// written in SQLite's SQL as SQLite's planner writes them.
    func plan(_ v1: Model, _ v2: Model) -> Plan {
        var plan = diff(
            from: SQLiteSchemaCompiler.compile(v1), to: SQLiteSchemaCompiler.compile(v2),
            hints: RenameHints(from: v1, to: v2)).writingChecks(dialect.written, remedies: SQLiteDialect.remedy)
        plan.fromVersion = v1.version
        plan.toVersion = v2.version
        return plan
    }

    // MARK: Databases

    /// A new database file holding `schema` (rendered by the DDL renderer) and running `sql`.
    func database(_ schema: Schema, _ sql: String = "", name: String = "test.sqlite") throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = OFF") }
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(name).path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: dialect.render(schema))
            if !sql.isEmpty { try db.execute(sql: sql) }
        }
        return queue
    }

    /// The preflight counts of `plan` on `queue`, in order.
    func preflightCounts(_ plan: Plan, on queue: DatabaseQueue) throws -> [Int] {
        try queue.read { db in
            try dialect.preflight(plan).map { try Int.fetchOne(db, sql: $0.sql) ?? -1 }
        }
    }

    /// Applies `plan` the way the applier does; throws (rolling back) when a preflight
    /// count is not 0, when SQLite rejects a statement, or when `foreign_key_check`
    /// finds a violation. Foreign keys are ON on the connection before and after. Given
    /// the `target` schema, it also checks that `Plan.foreignKeyCheckScope(in:)` sees
    /// every violation the full check sees.
    func migrate(_ queue: DatabaseQueue, with plan: Plan, target: Schema? = nil) throws {
        let sql = dialect.render(plan)
        let scope = target.flatMap { plan.foreignKeyCheckScope(in: $0) }
        let checks = dialect.preflight(plan)
        try queue.writeWithoutTransaction { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "PRAGMA foreign_keys"), 1, "GRDB connections enable foreign keys")
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            try db.inTransaction(.immediate) {
                for check in checks {
                    let count = try Int.fetchOne(db, sql: check.sql) ?? 0
                    if count != 0 {
                        throw PlanApplyFailure(description: "step \(check.step): \(check.description) (found \(count))")
                    }
                }
                try db.execute(sql: sql)
                let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
                if let scope {
                    let scoped = try scope.flatMap { try Row.fetchAll(db, sql: "PRAGMA foreign_key_check(\(dialect.quote($0)))") }
                    XCTAssertEqual(scoped.count, violations.count, "the scoped foreign-key check sees every violation")
                }
                if !violations.isEmpty {
                    throw PlanApplyFailure(description: "foreign_key_check: \(violations)")
                }
                return .commit
            }
        }
    }

    /// Asserts that the live schema of `queue` equals `schema` twice over: as SQLite's
    /// pragmas report it (tables, columns in order with types, NOT NULL, defaults and
    /// primary keys, foreign keys, indexes, CHECKs, STRICT/WITHOUT ROWID, views,
    /// triggers) against a fresh database created from `schema`, and as
    /// `SchemaIntrospector` reads it, normalised, against `schema` normalised.
    func assertSchema(_ queue: DatabaseQueue, equals schema: Schema, file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = try database(schema, name: "fresh-\(UUID().uuidString).sqlite")
        let expected = try fresh.read(Self.fingerprint)
        let actual = try queue.read(Self.fingerprint)
        XCTAssertEqual(actual, expected, "migrated schema differs from the compiled target", file: file, line: line)
        var introspected = try queue.read { db in try SchemaIntrospector.introspect(db) }
        // A database holds objects, not patterns: the schema's `unmanaged` list is no difference.
        introspected.unmanaged = schema.unmanaged
        XCTAssertEqual(introspected.normalized(Verification.comparison), schema.normalized(Verification.comparison),
                       "introspected schema differs: \(introspected.differences(from: schema, options: Verification.comparison).map(\.description))", file: file, line: line)
        XCTAssertEqual(diff(from: introspected, to: schema).steps.map(\.reason), [],
                       "planning from the migrated database to the target finds nothing to do", file: file, line: line)
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }, ["ok"], file: file, line: line)
    }

    /// Rows of a query, as values.
    func rows(_ queue: DatabaseQueue, _ sql: String) throws -> [[DatabaseValue]] {
        try queue.read { db in try Row.fetchAll(db, sql: sql).map { Array($0.databaseValues) } }
    }

    /// The schema as SQLite reports it, one line per fact. Columns are listed by name:
    /// column order does not count (see `Verification.comparison`).
    static func fingerprint(_ db: Database) throws -> String {
        var lines: [String] = []
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        for table in tables {
            let flags = try Row.fetchOne(db, sql: "SELECT wr, strict FROM pragma_table_list WHERE name = ?", arguments: [table])
            lines.append("table \(table) wr=\(flags?[0] as Int? ?? -1) strict=\(flags?[1] as Int? ?? -1)")
            for column in try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_xinfo(?) ORDER BY name", arguments: [table]) {
                lines.append("  column \(column[0] as String) \(column[1] as String) notnull=\(column[2] as Int) default=\(column[3] as String? ?? "-") pk=\(column[4] as Int)")
            }
            var keys: [Int: [Row]] = [:]
            for key in try Row.fetchAll(db, sql: "SELECT id, \"table\", \"from\", \"to\", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table]) {
                keys[key[0], default: []].append(key)
            }
            lines += keys.values.map { parts in
                "  foreignKey (\(parts.map { $0[2] as String }.joined(separator: ","))) -> \(parts[0][1] as String)(\(parts.map { $0[3] as String? ?? "" }.joined(separator: ","))) update=\(parts[0][4] as String) delete=\(parts[0][5] as String)"
            }.sorted()
            var indexes: [String] = []
            for index in try Row.fetchAll(db, sql: "SELECT name, \"unique\", origin, partial FROM pragma_index_list(?)", arguments: [table]) {
                let name: String = index[0]
                let columns = try String.fetchAll(db, sql: "SELECT coalesce(name, '') FROM pragma_index_info(?) ORDER BY seqno", arguments: [name])
                let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", arguments: [name]) ?? ""
                indexes.append("  index \(name.hasPrefix("sqlite_autoindex") ? "(auto)" : name) unique=\(index[1] as Int) origin=\(index[2] as String) columns=\(columns) sql=\(sql)")
            }
            lines += indexes.sorted()
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]) ?? ""
            lines += checkClauses(in: sql).map { "  check \($0)" }.sorted()
        }
        for row in try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('view', 'trigger') ORDER BY type, name") {
            lines.append("\(row[0] as String) \(row[1] as String) on \(row[2] as String): \(row[3] as String)")
        }
        return lines.joined(separator: "\n")
    }

    /// The `CHECK (…)` clauses of a CREATE TABLE statement, whitespace collapsed.
    static func checkClauses(in sql: String) -> [String] {
        var result: [String] = []
        let characters = Array(sql)
        var index = 0
        while index < characters.count {
            if index + 5 <= characters.count, String(characters[index..<(index + 5)]).uppercased() == "CHECK" {
                var start = index + 5
                while start < characters.count, characters[start] == " " { start += 1 }
                if start < characters.count, characters[start] == "(" {
                    var depth = 0
                    var end = start
                    var inString = false
                    repeat {
                        let character = characters[end]
                        if character == "'" { inString.toggle() }
                        if !inString && character == "(" { depth += 1 }
                        if !inString && character == ")" { depth -= 1 }
                        end += 1
                    } while end < characters.count && depth > 0
                    result.append(String(characters[start..<end]).split(whereSeparator: \.isWhitespace).joined(separator: " "))
                    index = end
                    continue
                }
            }
            index += 1
        }
        return result
    }

    // MARK: Plan queries

    func kinds(_ plan: Plan) -> [String] { plan.steps.map(\.kind) }

    func rebuilds(_ plan: Plan) -> [TableRebuild] {
        plan.steps.compactMap { if case .rebuildTable(let rebuild) = $0.operation { rebuild } else { nil } }
    }
}
