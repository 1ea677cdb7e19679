import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// SIGKILL at random instants while a Core Data store of more than 100,000 rows is
/// imported (`modelc import coredata-store`, which runs the same `CoreDataStoreCopier` and
/// staging as the app's `CoreDataStoreMigration`): after every kill the store's folder is
/// byte-identical with nothing added, `--db` is either absent or complete, and the next
/// run succeeds with every row. 12 kills; `MODELC_LONG_TESTS=1`: 40.
final class CoreDataStoreKillTests: ModelcTestCase {
    private let chat = Repository.fixture("CoreData/Chat.xcdatamodeld").path
    private let messages = 100_000
    private var trials: Int { longTestsEnabled ? 40 : 12 }

    func testKillingAStoreImportLeavesTheStoreUntouchedAndTheNextRunCompletes() throws {
        let work = try makeTemporaryDirectory(self)
        let models = work.appendingPathComponent("models/Chat").path
        XCTAssertEqual(try Modelc.run(["import", "coredata", chat, "--name", "Chat", "--output", models]).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", models]).status, 0)
        let stores = work.appendingPathComponent("stores")
        try FileManager.default.createDirectory(at: stores, withIntermediateDirectories: true)
        let store = try makeLargeStore(at: stores.appendingPathComponent("Chat.sqlite"))
        let before = try fileSnapshot(of: stores)
        let database = work.appendingPathComponent("chat.sqlite").path
        let arguments = ["import", "coredata-store", store.path, "--model", chat, "--db", database, "--name", "Chat",
                         "--dir", work.appendingPathComponent("migrations/Chat").path]

        // One uninterrupted run, to spread the kills over its length.
        let started = Date()
        let complete = try Modelc.run(arguments)
        XCTAssertEqual(complete.status, 0, complete.stderr)
        var duration = Date().timeIntervalSince(started)
        try check(database)
        try FileManager.default.removeItem(atPath: database)

        var random = SeededGenerator(seed: UInt64(ProcessInfo.processInfo.environment["MODELC_KILL_SEED"] ?? "") ?? 20_261_128)
        var killedBeforeTheEnd = 0
        for trial in 0..<trials {
            let process = try Modelc.start(arguments, in: work)
            let wait = Double.random(in: 0...(duration * 1.1), using: &random)
            Thread.sleep(forTimeInterval: wait)
            process.kill()
            let outcome = try process.wait(timeout: 60)
            // A run that ended before its kill was quicker than the first (the machine's
            // load varies: CI builds the demo app beside the tests): the next kills are
            // spread over what this one took at most.
            if !process.wasKilled { duration = min(duration, wait) }
            XCTAssertEqual(try fileSnapshot(of: stores), before, "trial \(trial): the store's folder is as it was")
            if FileManager.default.fileExists(atPath: database) {
                // Killed after the database was linked into place: it is complete.
                try check(database, trial: trial)
            } else {
                killedBeforeTheEnd += 1
                let next = try Modelc.run(arguments)
                XCTAssertEqual(next.status, 0, "trial \(trial) (killed: \(process.wasKilled), \(outcome.stderr)): \(next.stderr)")
                try check(database, trial: trial)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasPrefix("chat.sqlite.") }, [],
                               "trial \(trial): the run after a kill removes what the killed one left")
            }
            try FileManager.default.removeItem(atPath: database)
        }
        XCTAssertGreaterThan(killedBeforeTheEnd, trials / 2, "most kills land during the import")
    }

    /// A store of `Chat 2` in Apple's layout with `messages` messages (alternately text
    /// and system messages), 1,000 users, 100 conversations of 10 ordered participants,
    /// and a reaction with two users per fifth message.
    private func makeLargeStore(at url: URL) throws -> URL {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: try CoreDataStoreFixture.sql("Chat2"))
            try db.execute(sql: """
                DELETE FROM ZCONVERSATION; DELETE FROM ZMESSAGE; DELETE FROM ZREACTION; DELETE FROM ZUSER;
                DELETE FROM Z_1PARTICIPANTS; DELETE FROM Z_3USERS; DELETE FROM Z_5USERS;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
                INSERT INTO ZUSER SELECT i, 6, 1, CASE WHEN i % 3 = 0 THEN NULL ELSE 'user' || i || '@example.com' END, 'User ' || i || ' ✓' FROM n;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
                INSERT INTO ZCONVERSATION SELECT i, 1, 1, i % 2, 'Conversation ' || i FROM n;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(messages))
                INSERT INTO ZMESSAGE SELECT i, 3 + i % 2, 1, 1 + i % 100, 1024 * (i / 100 + 1), NULL, NULL, 700000000 + i * 0.5,
                    CASE WHEN i % 2 = 0 THEN 'joined ' || i END, CASE WHEN i % 2 = 1 THEN 'text ' || i || ' ünïcödé' END,
                    CASE WHEN i % 10 = 1 THEN CAST(X'01' || randomblob(32) AS BLOB) END FROM n;
                UPDATE ZMESSAGE SET ZQUOTE = Z_PK - 1, Z2_QUOTE = 2 WHERE Z_PK % 50 = 0;
                INSERT INTO ZREACTION SELECT Z_PK / 5, 5, 1, Z_PK, 2, '👍' FROM ZMESSAGE WHERE Z_PK % 5 = 0;
                INSERT INTO Z_5USERS SELECT Z_PK, 1 + Z_PK % 1000 FROM ZREACTION UNION ALL SELECT Z_PK, 1 + (Z_PK + 7) % 1000 FROM ZREACTION;
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
                INSERT INTO Z_1PARTICIPANTS SELECT 1 + i / 10, 1 + i, 1024, 1024 * (10 - i % 10) FROM n;
                """)
            let names = try String.fetchAll(db, sql: "SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT")
            try db.execute(sql: try CoreDataStoreFixture.metadataSQL(entities: names, identifier: "2.0"))
        }
        try queue.close()
        return url
    }

    /// The imported database holds every row and link of the large store.
    private func check(_ database: String, trial: Int? = nil) throws {
        let queue = try DatabaseQueue(path: database)
        defer { try? queue.close() }
        try queue.read { db in
            let label = trial.map { "trial \($0)" } ?? "complete run"
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA quick_check"), "ok", label)
            let counts = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM message), (SELECT count(*) FROM user), (SELECT count(*) FROM reaction),
                       (SELECT count(*) FROM reaction_users), (SELECT count(*) FROM conversation_participants),
                       (SELECT count(*) FROM message WHERE text_message_text LIKE 'text % ünïcödé'), (SELECT count(quote_id) FROM message)
                """)
            XCTAssertEqual(counts.map { Array($0.databaseValues) }, [messages, 1000, messages / 5, 2 * messages / 5, 1000, messages / 2, messages / 50]
                .map(\.databaseValue), label)
        }
    }
}

/// SplitMix64: the kill instants of a run can be replayed (`MODELC_KILL_SEED`).
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
