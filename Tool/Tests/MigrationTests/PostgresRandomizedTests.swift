import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// The randomized model pairs of `RandomizedMigrationTests`, on a real PostgreSQL server.
///
/// Each pair's version 1 is created from its PostgreSQL DDL and filled with the same
/// random rows the SQLite test uses; the plan to version 2, rendered for PostgreSQL, runs
/// in one transaction after its preflight checks, in PostgreSQL's SQL, are counted.
/// SQLite is the oracle for what must happen: when the SQLite preflight counts rows
/// that version 2 would reject, the PostgreSQL preflight must refuse too, or the
/// migration fail and leave the schema and every row as they were (a check without a
/// PostgreSQL form, such as a conversion, is left to the statement's own failure); and
/// PostgreSQL's preflight must refuse nothing that SQLite's accepts. Otherwise the
/// migration must commit, the live schema must equal a fresh database created from
/// version 2 (as PostgreSQL's catalogs describe both, `PostgresSchemaFingerprint`), and
/// every surviving value must read back as `GeneratedRows.migrated(from:to:)` says.
///
/// `MODELC_POSTGRES_RANDOM_ITERATIONS` pairs (default 30; `MODELC_LONG_TESTS=1`: 120) from `MODELC_RANDOM_SEED`.
final class PostgresRandomizedTests: PostgresTestCase {
    func testEveryGeneratedPlanCommitsKeepingEveryValueOrFailsWhereSQLiteRefuses() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["MODELC_POSTGRES_RANDOM_ITERATIONS"].flatMap(Int.init) ?? (environment["MODELC_LONG_TESTS"] == "1" ? 120 : 30)
        let seed = environment["MODELC_RANDOM_SEED"].flatMap(UInt64.init) ?? 20_261_122
        let folder = try makeTemporaryDirectory(self)
        let dialect = PostgresDialect()
        var applied = 0
        var refused = 0
        var refusedByPreflight = 0
        // Two databases for every pair, emptied between pairs: a CREATE DATABASE costs
        // about ten times as much as emptying the schema.
        let (working, freshDatabase) = (try cluster.makeDatabase(), try cluster.makeDatabase())
        for iteration in 0..<iterations {
            let pair = GeneratedPair(seed: seed, iteration: iteration)
            let (v1, v2, context) = (pair.v1, pair.v2, pair.context)
            var random = pair.random
            let m1 = v1.model(version: 1, previous: nil)
            let m2 = v2.model(version: 2, previous: v1)
            if !(ModelKit.validate(m1) + ModelKit.validate(m2)).filter({ $0.severity == .error }).isEmpty { continue }

            var old = try PostgresTypeMapping.schema(for: m1)
            var new = try PostgresTypeMapping.schema(for: m2)
            if Int.random(in: 0..<3, using: &random) == 0, let kind = v1.kinds.randomElement(using: &random),
               let before = v1.kinds.firstIndex(where: { $0.lineage == kind.lineage }) {
                func view(over table: String) -> View {
                    View(name: "v\(kind.lineage)", sql: "CREATE VIEW \(dialect.quote("v\(kind.lineage)")) AS SELECT * FROM \(dialect.quote(table))")
                }
                old.views = [view(over: m1.entities[before].table)]
                if let after = v2.kinds.firstIndex(where: { $0.lineage == kind.lineage }) {
                    new.views = [view(over: m2.entities[after].table)]
                }
            }
            let plan = dialect.plan(from: DiffSide(schema: old, model: m1, label: "version 1"),
                                    to: DiffSide(schema: new, model: m2, label: "version 2"))
            let sql = dialect.render(plan)
            let data = v1.randomRows(using: &random)
            let mustRefuse = try sqliteRefuses(m1, m2, rows: data, model: v1, in: folder.appendingPathComponent("\(iteration).sqlite"))

            let database = try emptied(working)
            try run(dialect.render(old) + ";\n" + data.postgresInserts(model: v1), in: database, context)
            let before = try snapshot(database, model: v1)
            // The plan's checks in PostgreSQL's SQL, as the applier counts them first.
            let counted = try plan.steps.flatMap(\.checks).filter { check in
                let outcome = try cluster.psql(database: database, "SELECT (\(check.sql));")
                XCTAssertEqual(outcome.stderr, "", "the preflight query \(check.sql) fails, \(context)\n\(sql)")
                return outcome.status == 0 && outcome.stdout != "0\n"
            }
            if !counted.isEmpty {
                XCTAssertTrue(mustRefuse, "PostgreSQL's preflight refuses what SQLite's accepts (\(counted.map(\.description))), \(context)")
                refusedByPreflight += 1
                continue
            }
            let outcome = try cluster.psql(database: database, "BEGIN;\n\(sql);\nCOMMIT;\n")
            if mustRefuse {
                XCTAssertNotEqual(outcome.status, 0, "SQLite's preflight refuses this plan, PostgreSQL applied it, \(context)\n\(sql)")
                XCTAssertEqual(try snapshot(database, model: v1), before, "a failed migration changed the database, \(context)")
                refused += 1
                continue
            }
            guard outcome.status == 0 else {
                XCTFail("migration failed, \(context): \(outcome.stderr)\n\(sql)")
                continue
            }
            applied += 1
            let fresh = try emptied(freshDatabase)
            let liveOrder = PostgresSchemaFingerprint.columnOrder(
                try cluster.query(database: database, PostgresSchemaFingerprint.columnOrderQuery(schema: "public")).split(separator: "\n").map(String.init))
            try run(dialect.render(new.orderingColumns(like: liveOrder)), in: fresh, context)
            XCTAssertEqual(try fingerprint(database), try fingerprint(fresh), "schema after the plan, \(context)\n\(sql)")
            for view in new.views {
                XCTAssertNoThrow(try cluster.query(database: database, "SELECT count(*) FROM \(dialect.quote(view.name))"), context)
            }
            let expected = data.migrated(from: v1, to: v2)
            XCTAssertEqual(try snapshot(database, model: v2, since: v1), expected.postgresText(model: v2, since: v1), "stored values, \(context)")
        }
        print("postgres randomized: \(iterations) pairs, \(applied) applied, \(refusedByPreflight) refused by the preflight, \(refused) failed where SQLite's preflight refuses")
        if iterations >= 20 { XCTAssertGreaterThan(applied, iterations / 3, "most generated plans apply (refused: \(refused))") }
    }

    /// Whether SQLite's preflight counts rows that the plan from `m1` to `m2` would
    /// reject, given the same rows.
    private func sqliteRefuses(_ m1: Model, _ m2: Model, rows: GeneratedRows, model: GeneratedModel, in path: URL) throws -> Bool {
        let queue = try DatabaseQueue(path: path.path)
        defer { try? queue.close() }
        try queue.write { db in try db.execute(sql: SQLiteDialect().render(SQLiteSchemaCompiler.compile(m1))) }
        try rows.insert(into: queue, model: model)
        let plan = diff(from: SQLiteSchemaCompiler.compile(m1), to: SQLiteSchemaCompiler.compile(m2), hints: RenameHints(from: m1, to: m2))
        return try queue.read { db in
            try SQLiteDialect().preflight(plan).contains { try Int.fetchOne(db, sql: $0.sql) ?? 0 != 0 }
        }
    }

    /// `database` with an empty `public` schema, as a new database has.
    private func emptied(_ database: String) throws -> String {
        _ = try cluster.query(database: database, "DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
        return database
    }

    private func run(_ sql: String, in database: String, _ context: String) throws {
        let outcome = try cluster.psql(database: database, sql)
        if outcome.status != 0 { throw PlanApplyFailure(description: "\(context): \(outcome.stderr)\n\(sql)") }
    }

    private func fingerprint(_ database: String) throws -> String {
        try cluster.query(database: database, PostgresSchemaFingerprint.query(schema: "public", excluding: []))
    }

    /// Every row of `model`'s tables, in the text `GeneratedRows.postgresText` writes.
    private func snapshot(_ database: String, model: GeneratedModel, since old: GeneratedModel? = nil) throws -> String {
        try cluster.query(database: database, GeneratedRows.postgresSelects(model: model, since: old))
    }
}

/// The generated rows as PostgreSQL SQL and as the text `psql` prints for them.
extension GeneratedRows {
    /// `INSERT`s of every row under `model`'s version-1 names, then `UPDATE`s setting
    /// the foreign keys (PostgreSQL checks a key at once, and a row may point at a row
    /// inserted after it).
    func postgresInserts(model: GeneratedModel) -> String {
        let compiled = model.model(version: 1, previous: nil)
        let dialect = PostgresDialect()
        var statements: [String] = []
        var links: [String] = []
        for (kind, entity) in zip(model.kinds, compiled.entities) {
            let columns = ["id"] + entity.attributes.dropFirst().map(\.column)
            for (id, row) in (tables[kind.lineage] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let values = ["\(id)"] + kind.fields.map { Self.literal(row[$0.lineage] ?? .null, type: $0.type) }
                statements.append("INSERT INTO \(dialect.quote(entity.table)) (\(dialect.quoteList(columns))) VALUES (\(values.joined(separator: ", ")))")
                for link in kind.links where link.isForeignKey {
                    guard let column = entity.relationship(named: link.name)?.column, let value = row[link.lineage], !value.isNull else { continue }
                    links.append("UPDATE \(dialect.quote(entity.table)) SET \(dialect.quote(column)) = \(Self.literal(value, type: .int)) WHERE id = \(id)")
                }
            }
        }
        statements += links
        for (kind, entity) in zip(model.kinds, compiled.entities) {
            for link in kind.links where !link.isForeignKey {
                guard let join = Self.joinColumns(of: link, in: entity, model: compiled) else { continue }
                for (position, pair) in (joins[link.lineage] ?? []).sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }).enumerated() {
                    let columns = [join.from, join.to] + (join.position.map { [$0] } ?? [])
                    let values = ["\(pair.from)", "\(pair.to)"] + (join.position == nil ? [] : ["\(position)"])
                    statements.append("INSERT INTO \(dialect.quote(join.table)) (\(dialect.quoteList(columns))) VALUES (\(values.joined(separator: ", ")))")
                }
            }
        }
        return "BEGIN;\n" + statements.joined(separator: ";\n") + ";\nCOMMIT;\n"
    }

    /// The fields and foreign-key links of `kind` whose values `migrated(from:to:)`
    /// carries over from `old` (all of them without `old`), with their entity's columns.
    static func survivors(of kind: GeneratedModel.Kind, in entity: Entity, since old: GeneratedModel?)
        -> (fields: [(GeneratedModel.Field, String)], links: [(GeneratedModel.Link, String)]) {
        let before = old?.kinds.first { $0.lineage == kind.lineage }
        let fields = zip(kind.fields, entity.attributes.dropFirst().map(\.column)).filter { field, _ in
            old == nil || before?.fields.contains { $0.lineage == field.lineage } == true
        }
        let links = kind.links.filter(\.isForeignKey).compactMap { link -> (GeneratedModel.Link, String)? in
            guard let column = entity.relationship(named: link.name)?.column else { return nil }
            return old == nil || before?.links.contains { $0.lineage == link.lineage && $0.isForeignKey } == true ? (link, column) : nil
        }
        return (fields.map { ($0, $1) }, links)
    }

    /// The `SELECT`s reading back every table of `model` (under its own names) and its
    /// join tables' pairs, each value as `quote_nullable(… ::text)`, rows in key order;
    /// given `old`, only the columns whose values survive from it.
    static func postgresSelects(model: GeneratedModel, since old: GeneratedModel?) -> String {
        let compiled = model.model(version: 1, previous: nil)
        let dialect = PostgresDialect()
        var selects: [String] = []
        for (kind, entity) in zip(model.kinds, compiled.entities) {
            let kept = survivors(of: kind, in: entity, since: old)
            let columns = kept.fields.map(\.1) + kept.links.map(\.1)
            let values = ["\(dialect.literal(entity.table))", "id::text"] + columns.map { "quote_nullable(\(dialect.quote($0))::text)" }
            selects.append("SELECT \(values.joined(separator: ", ")) FROM \(dialect.quote(entity.table)) ORDER BY id")
            for link in kind.links where !link.isForeignKey {
                guard let join = joinColumns(of: link, in: entity, model: compiled) else { continue }
                selects.append("SELECT \(dialect.literal(join.table)), \(dialect.quote(join.from))::text, \(dialect.quote(join.to))::text FROM \(dialect.quote(join.table)) ORDER BY 2, 3")
            }
        }
        return selects.joined(separator: ";\n") + ";\n"
    }

    /// What `postgresSelects(model:since:)` must print when the database holds these rows.
    func postgresText(model: GeneratedModel, since old: GeneratedModel? = nil) -> String {
        let compiled = model.model(version: 1, previous: nil)
        var lines: [String] = []
        for (kind, entity) in zip(model.kinds, compiled.entities) {
            let kept = Self.survivors(of: kind, in: entity, since: old)
            for (id, row) in (tables[kind.lineage] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let values = kept.fields.map { Self.printed(row[$0.0.lineage] ?? .null, type: $0.0.type) }
                    + kept.links.map { Self.printed(row[$0.0.lineage] ?? .null, type: .int) }
                lines.append(([entity.table, "\(id)"] + values).joined(separator: "|"))
            }
            for link in kind.links where !link.isForeignKey {
                guard let join = Self.joinColumns(of: link, in: entity, model: compiled) else { continue }
                for pair in (joins[link.lineage] ?? []).sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
                    lines.append("\(join.table)|\(pair.from)|\(pair.to)")
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `value` of a field of `type`, as a PostgreSQL literal (SQLite's 0/1 booleans as
    /// `false`/`true`, blobs as `'\x…'` bytea).
    static func literal(_ value: DatabaseValue, type: AttributeType) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return type == .bool ? (number == 0 ? "false" : "true") : "\(number)"
        case .double(let number): return "\(number)::double precision"
        case .string(let text): return PostgresDialect().literal(text)
        case .blob(let bytes): return "'\\x\(bytes.map { String(format: "%02x", $0) }.joined())'::bytea"
        }
    }

    /// `value` as `quote_nullable(column::text)` prints it: `NULL`, or the value's text
    /// in quotes (doubles in PostgreSQL's shortest form, booleans as `true`/`false`).
    static func printed(_ value: DatabaseValue, type: AttributeType) -> String {
        let text: String
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): text = type == .bool ? (number == 0 ? "false" : "true") : "\(number)"
        case .double(let number): text = postgresDouble(number)
        case .string(let string): text = string
        case .blob(let bytes): text = "\\x" + bytes.map { String(format: "%02x", $0) }.joined()
        }
        let quoted = PostgresDialect().literal(text)
        // quote_nullable writes a backslash-holding string as E'…' with the backslash doubled.
        return text.contains("\\") ? "E" + quoted.replacingOccurrences(of: "\\", with: "\\\\") : quoted
    }

    /// A double as PostgreSQL 12+ prints it: the shortest text that reads back exactly,
    /// `0` and `-2.5` without a trailing `.0`, exponents as `1e+300`.
    static func postgresDouble(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
