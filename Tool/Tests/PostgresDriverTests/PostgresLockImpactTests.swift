import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// A plan's lock impact, observed: each step runs on a table of 100,000 rows in a
/// transaction held open, while the test reads `pg_locks`, tries a concurrent read and
/// a concurrent write (each with a short `lock_timeout`), and compares the table's file
/// before and after the step (a rewrite gives it a new one).
final class PostgresLockImpactTests: PostgresTestCase {
    /// `Tests/Fixtures/PostgresModels/Shop/1.yaml`: items with a name and a stock.
    private static func version1() throws -> String {
        try String(contentsOf: Repository.fixture("PostgresModels/Shop/1.yaml"), encoding: .utf8)
    }

    /// What the test saw while the plan's SQL ran in an open transaction.
    private struct Observed: Equatable {
        var lock: String
        var readerBlocked: Bool
        var writerBlocked: Bool
        var rewritten: Bool
    }

    private func model(_ yaml: String) throws -> Model {
        let result = ModelLoader.inspect(text: yaml)
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        return try XCTUnwrap(result.versions?.current)
    }

    /// The plan from `version1` (the fixture's, unless given) to `version2`.
    private func plan(_ version2: String, from version1: String? = nil) throws -> Plan {
        let old = try model(try version1 ?? Self.version1())
        let new = try model(version2)
        return PostgresDialect().annotated(Plan(
            from: DiffSide(schema: try PostgresTypeMapping.schema(for: old), model: old, label: "1"),
            to: DiffSide(schema: try PostgresTypeMapping.schema(for: new), model: new, label: "2")))
    }

    /// PostgreSQL's name of a lock mode in `pg_locks`.
    private static let lockNames: [LockImpact.Mode: String] = [
        .rowExclusive: "RowExclusiveLock", .shareUpdateExclusive: "ShareUpdateExclusiveLock", .share: "ShareLock",
        .shareRowExclusive: "ShareRowExclusiveLock", .accessExclusive: "AccessExclusiveLock",
    ]

    private func observe(_ plan: Plan, from yaml: String? = nil) throws -> Observed {
        let version1 = try model(try yaml ?? Self.version1())
        _ = try cluster.query(database: database, PostgresDialect().render(try PostgresTypeMapping.schema(for: version1))
            + "INSERT INTO item SELECT g, 'item ' || g, g % 1000 FROM generate_series(1, 100000) g;\n")
        let sql = PostgresDialect().render(plan)
        let files = try cluster.query(database: database, """
            BEGIN;
            SELECT pg_relation_filenode('item');
            \(sql)
            SELECT pg_relation_filenode('item');
            ROLLBACK;
            """).split(separator: "\n")
        XCTAssertEqual(files.count, 2, "\(files)")

        let seen = try cluster.observe(
            database: database, script: "BEGIN;\n\(sql)\nSELECT pg_sleep(60);\nCOMMIT;\n", table: "item",
            read: "SELECT count(*) FROM item;", write: "UPDATE item SET stock = stock WHERE id = 1;")
        return Observed(lock: seen.lock, readerBlocked: seen.readerBlocked, writerBlocked: seen.writerBlocked,
                        rewritten: files.count == 2 && files[0] != files[1])
    }

    /// What the plan says the test should see.
    private func expected(_ plan: Plan) -> Observed {
        let impact = plan.steps.compactMap(\.lockImpact).reduce(LockImpact(lock: .none, work: .none)) { $0.combined(with: $1) }
        return Observed(
            lock: Self.lockNames[impact.lock] ?? "none",
            readerBlocked: impact.blocks == .readsAndWrites,
            writerBlocked: impact.blocks != .nothing,
            rewritten: impact.work == .rewrite)
    }

    func testAddingAnOptionalColumnBlocksEveryoneBrieflyWithoutRewriting() throws {
        let plan = try plan(try Self.version1().replacingOccurrences(of: "version: 1", with: "version: 2") + "      note: string?\n")
        XCTAssertEqual(plan.steps.map(\.kind), ["addColumn"])
        XCTAssertEqual(plan.steps.first?.lockImpact, LockImpact(lock: .accessExclusive, work: .none))
        XCTAssertEqual(try observe(plan), expected(plan))
    }

    func testCreatingAnIndexBlocksWritersButNotReaders() throws {
        let plan = try plan(try Self.version1().replacingOccurrences(of: "version: 1", with: "version: 2") + "    indexes:\n      - [name]\n")
        XCTAssertEqual(plan.steps.map(\.kind), ["createIndex"])
        XCTAssertEqual(plan.steps.first?.lockImpact, LockImpact(lock: .share, work: .scan))
        XCTAssertEqual(try observe(plan), expected(plan))
    }

    func testWideningAColumnTypeRewritesTheTableUnderAnExclusiveLock() throws {
        let plan = try plan(try Self.version1().replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "stock: int32", with: "stock: int"))
        XCTAssertEqual(plan.steps.map(\.kind), ["rebuildTable"])
        XCTAssertEqual(plan.steps.first?.lockImpact, LockImpact(lock: .accessExclusive, work: .rewrite))
        XCTAssertEqual(try observe(plan), expected(plan))
    }

    /// A `varchar` made longer, or `text`, takes every stored value as it is: PostgreSQL
    /// (9.2 on) writes the catalog alone, the table keeps its file, and the plan says
    /// `none` where it said `rewrite`. A shorter limit checks each value and rewrites.
    func testLengtheningAVarcharOrMakingItTextOnlyWritesTheCatalog() throws {
        let limited = { (type: String) in
            try Self.version1().replacingOccurrences(of: "version: 1\n", with: "version: 1\ndialect: postgres\n")
                .replacingOccurrences(of: "    attributes:\n", with: "    strict: false\n    attributes:\n")
                .replacingOccurrences(of: "name: string", with: "name: { type: string, sqlType: \"\(type)\" }")
        }
        let version1 = try limited("character varying(40)")
        for (version2, work) in [(try limited("character varying(80)"), LockImpact.Work.none), (try limited("text"), .none),
                                 (try limited("character varying(20)"), .rewrite)] {
            let plan = try plan(version2.replacingOccurrences(of: "version: 1", with: "version: 2"), from: version1)
            XCTAssertEqual(plan.steps.count, 1, "\(plan.steps.map(\.kind))")
            XCTAssertEqual(plan.steps.first?.lockImpact, LockImpact(lock: .accessExclusive, work: work), version2)
            XCTAssertEqual(try observe(plan, from: version1), expected(plan), version2)
            _ = try cluster.query(database: database, "DROP TABLE item;")
        }
    }
}
