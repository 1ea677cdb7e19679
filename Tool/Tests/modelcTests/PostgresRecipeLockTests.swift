import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// The non-blocking recipes, observed: a required `uuid` column with a volatile default
/// and an index (built concurrently) are added to a table of 100,000 rows. Each phase
/// of the migration is held open (a batch of the backfill, a transaction before its
/// commit, a concurrent index build waiting for an older snapshot) while the test reads
/// `pg_locks` and tries a read and a write with `lock_timeout = '200ms'`: each phase
/// blocks exactly what its plan says. The single-transaction form of the same change
/// blocks both for the whole migration.
final class PostgresRecipeLockTests: PostgresTestCase {
    /// `Tests/Fixtures/PostgresModels/Shop`: version 2 adds the column and the index.
    private func models() throws -> [Model] {
        try ModelLoader.load(Repository.fixture("PostgresModels/Shop").path).versions
    }

    private static let read = "SELECT count(*) FROM item;"
    /// A row no backfill batch holds while the first batch is held (rows are found in
    /// their physical order, and this one comes last).
    private static let write = "UPDATE item SET stock = stock WHERE id = 100000;"

    private func plan(options: PostgresPlanOptions) throws -> Plan {
        let models = try models()
        return PostgresDialect().annotated(Plan(
            from: DiffSide(schema: try PostgresTypeMapping.schema(for: models[0]), model: models[0], label: "1"),
            to: DiffSide(schema: try PostgresTypeMapping.schema(for: models[1]), model: models[1], label: "2")), options: options)
    }

    /// A database at version 1 with 100,000 items.
    private func populatedDatabase() throws -> String {
        let database = try cluster.makeDatabase()
        _ = try cluster.query(database: database, PostgresDialect().render(try PostgresTypeMapping.schema(for: try models()[0]))
            + "INSERT INTO item SELECT g, 'item ' || g, g % 1000 FROM generate_series(1, 100000) g;\n")
        return database
    }

    /// What the plan says phase `number` does to others: the strongest lock of the parts
    /// that run in it (a step without parts runs in phase 1).
    private func expected(_ plan: Plan, phase number: Int) -> PostgresLockObservation {
        let locks = plan.steps.compactMap(\.lockImpact).flatMap { impact -> [LockImpact.Mode] in
            impact.phases.isEmpty ? (number == 1 ? [impact.lock] : []) : impact.phases.filter { $0.phase == number }.map(\.lock)
        }
        let lock = locks.max() ?? .none
        let names: [LockImpact.Mode: String] = [
            .rowExclusive: "RowExclusiveLock", .shareUpdateExclusive: "ShareUpdateExclusiveLock", .accessExclusive: "AccessExclusiveLock",
        ]
        return PostgresLockObservation(lock: names[lock] ?? "\(lock)", readerBlocked: lock.blocks == .readsAndWrites,
                                       writerBlocked: lock.blocks != .nothing)
    }

    /// Runs a phase to its end, as the applier does (a batch statement until it changes
    /// no row).
    private func run(_ phase: PostgresPhase, in database: String) throws {
        let statements = phase.statements.map { $0 + ";\n" }.joined()
        switch phase.kind {
        case .transaction:
            _ = try cluster.query(database: database, "BEGIN;\n\(statements)COMMIT;\n")
        case .noTransaction:
            _ = try cluster.query(database: database, statements)
        case .batches:
            for statement in phase.statements {
                while try cluster.query(database: database, "WITH batch AS (\(statement) RETURNING 1) SELECT count(*) FROM batch;\n") != "0\n" {}
            }
        }
    }

    func testEachPhaseBlocksWhatItsPlanSays() throws {
        let plan = try plan(options: PostgresPlanOptions(concurrentIndexes: true))
        XCTAssertEqual(plan.steps.map(\.kind), ["rebuildTable"])
        let phases = try PostgresScript.phases(in: PostgresDialect().render(plan, options: PostgresPlanOptions(concurrentIndexes: true)))
        XCTAssertEqual(phases.map { "\($0.number) \($0.kind.rawValue)" }, [
            "1 transaction", "2 batches", "3 transaction", "4 no-transaction", "5 transaction", "6 transaction",
        ])
        let database = try populatedDatabase()
        var seen: [PostgresLockObservation] = []
        for phase in phases {
            switch phase.kind {
            case .transaction:
                let script = "BEGIN;\n" + phase.statements.map { $0 + ";\n" }.joined() + "SELECT pg_sleep(60);\nCOMMIT;\n"
                seen.append(try cluster.observe(database: database, script: script, table: "item", read: Self.read, write: Self.write))
            case .batches:
                let script = "BEGIN;\n\(phase.statements[0]);\nSELECT pg_sleep(60);\nCOMMIT;\n"
                seen.append(try cluster.observe(database: database, script: script, table: "item", read: Self.read, write: Self.write))
            case .noTransaction:
                seen.append(try observeConcurrentBuild(phase, in: database))
                XCTAssertEqual(try cluster.query(database: database, """
                    SELECT count(*) FROM pg_index WHERE indrelid = 'item'::regclass AND NOT indisvalid;
                    """), "1\n", "the interrupted build leaves an INVALID index")
            }
            try run(phase, in: database)
        }
        XCTAssertEqual(seen, phases.map { expected(plan, phase: $0.number) })
        XCTAssertEqual(seen.map(\.description), [
            "AccessExclusiveLock, reader blocked, writer blocked",
            "RowExclusiveLock, reader not blocked, writer not blocked",
            "AccessExclusiveLock, reader blocked, writer blocked",
            "ShareUpdateExclusiveLock, reader not blocked, writer not blocked",
            "ShareUpdateExclusiveLock, reader not blocked, writer not blocked",
            "AccessExclusiveLock, reader blocked, writer blocked",
        ])

        // The end state is version 2's schema, every row filled, the index valid.
        let fresh = try cluster.makeDatabase()
        _ = try cluster.query(database: fresh, PostgresDialect().render(try PostgresTypeMapping.schema(for: try models()[1])))
        let fingerprint = PostgresSchemaFingerprint.query(schema: "public", excluding: [])
        XCTAssertEqual(try cluster.query(database: database, fingerprint), try cluster.query(database: fresh, fingerprint))
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(DISTINCT code) FROM item;
            SELECT count(*) FROM pg_index WHERE indrelid = 'item'::regclass AND NOT indisvalid;
            """), "100000\n0\n")
    }

    /// A concurrent build made to wait, at its end, for a transaction older than it
    /// (held open by another session), and watched meanwhile; it is then interrupted.
    private func observeConcurrentBuild(_ phase: PostgresPhase, in database: String) throws -> PostgresLockObservation {
        let holder = try cluster.startPsql(database: database, """
            SET application_name = 'modelc_holder';
            BEGIN ISOLATION LEVEL REPEATABLE READ;
            SELECT count(*) FROM pg_class;
            SELECT pg_sleep(60);
            COMMIT;
            """)
        defer {
            _ = try? cluster.query(database: database, """
                SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'modelc_holder';
                """)
            _ = try? holder.wait(timeout: 30)
        }
        for _ in 0..<600 {
            let sleeping = try cluster.query(database: database, """
                SELECT count(*) FROM pg_stat_activity WHERE application_name = 'modelc_holder' AND query = 'SELECT pg_sleep(60);';
                """)
            if sleeping == "1\n" { break }
            usleep(50_000)
        }
        return try cluster.observe(
            database: database, script: phase.statements.map { $0 + ";\n" }.joined(), table: "item", read: Self.read, write: Self.write,
            ready: "s.wait_event = 'virtualxid'")
    }

    func testTheSingleTransactionFormOfTheSameChangeBlocksReadersAndWriters() throws {
        let plan = try plan(options: PostgresPlanOptions(nonBlocking: false))
        XCTAssertEqual(plan.steps.compactMap(\.lockImpact), [LockImpact(lock: .accessExclusive, work: .rewrite)])
        let sql = PostgresDialect().render(plan, options: PostgresPlanOptions(nonBlocking: false))
        XCTAssertEqual(try PostgresScript.phases(in: sql).count, 1)
        let database = try populatedDatabase()
        let seen = try cluster.observe(
            database: database, script: "BEGIN;\n\(sql)SELECT pg_sleep(60);\nCOMMIT;\n", table: "item", read: Self.read, write: Self.write)
        XCTAssertEqual(seen.description, "AccessExclusiveLock, reader blocked, writer blocked")
    }
}
