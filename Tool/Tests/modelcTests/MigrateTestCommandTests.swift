import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// `modelc migrate test` through the real binary: the text a person reads (paths as they
/// finish, failures with table, column and key), the JSON a CI job reads, the exit codes,
/// and the down files `migrate make --down` writes for `--reversible`.
final class MigrateTestCommandTests: ModelcTestCase {
    func testTheBundledModelsPassEveryPathWithGeneratedRows() throws {
        let root = try makeTemporaryDirectory(self)
        for model in ["StarWars", "Library"] {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/\(model)"), to: root.appendingPathComponent("models/\(model)"))
            XCTAssertEqual(try Modelc.run(["migrate", "make", "models/\(model)", "--down"], in: root).status, 0)
            let outcome = try Modelc.run(["migrate", "test", "models/\(model)", "--rows", "300", "--reversible"], in: root)
            XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
            XCTAssertTrue(outcome.stdout.hasPrefix("migrate test \(model): "), outcome.stdout)
            XCTAssertTrue(outcome.stdout.contains("ok   from version 1: "), outcome.stdout)
            XCTAssertTrue(outcome.stderr.contains("path 1 of "), "progress on standard error: \(outcome.stderr)")
        }
    }

    func testAFailingPathExitsOneAndNamesTheTableColumnAndKeyInTextAndJSON() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "slug: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "slug: { type: string, pattern: '^[a-z]+(-[a-z]+)*$' }"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)

        let text = try project.modelc(["migrate", "test", "models/Blog", "--rows", "50"])
        XCTAssertEqual(text.status, 1)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "migrate test Blog: 1 path to version 2, 50 rows per table, seed 1")
        XCTAssertTrue(lines.contains { $0.hasPrefix("FAIL from version 1: 1 migration applied, 50 rows (") }, text.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("     unreadable: `post`.`slug`: ") && $0.hasSuffix("(key: \"id\" = 1)") }, text.stdout)
        XCTAssertEqual(lines.last, "1 of 1 path failed")

        let json = try project.modelc(["migrate", "test", "models/Blog", "--rows", "50", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let path = try XCTUnwrap((report["paths"] as? [[String: Any]])?.first)
        XCTAssertEqual(path["passed"] as? Bool, false)
        let failure = try XCTUnwrap((path["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(failure["kind"] as? String, "unreadable")
        XCTAssertEqual(failure["table"] as? String, "post")
        XCTAssertEqual(failure["column"] as? String, "slug")
        XCTAssertNotNil(path["migrate_ms"] as? Int)
    }

    func testAModelWithOneVersionHasNothingToTestAndSaysSoOnce() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let outcome = try project.modelc(["migrate", "test", "models/Blog"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, "migrate test Blog: 0 paths to version 1, 100 rows per table, seed 1\nnothing to test: no migration leads to a version before 1\n")
    }

    func testBadInputExitsTwo() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "body: string?"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let unknown = try project.modelc(["migrate", "test", "models/Blog", "--from", "7"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no migration leads to version 7"), unknown.stderr)
        let sampleAndRows = try project.modelc(["migrate", "test", "models/Blog", "--sample", "x.sqlite", "--rows", "5"])
        XCTAssertEqual(sampleAndRows.status, 2, sampleAndRows.stderr)
        let missing = try project.modelc(["migrate", "test", "models/Blog", "--sample", "missing.sqlite"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("cannot use missing.sqlite as a sample"), missing.stderr)
    }

    func testASampleIsMigratedFromItsOwnVersionAndNeverWritten() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "headline: { type: string, renamedFrom: title }"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        _ = try Modelc.sqlite3(database: project.database, input: "INSERT INTO post VALUES (1, 'first'), (2, 'second');", in: project.root)
        let before = try Data(contentsOf: URL(fileURLWithPath: project.database))
        let outcome = try project.modelc(["migrate", "test", "models/Blog", "--sample", project.database])
        XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("ok   from version 1: 1 migration applied, 2 rows"), outcome.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: project.database)), before)
    }

    /// A sample locked by another connection, or damaged, is said as every command that
    /// opens a database says it (exit 3 `database-locked` after `--lock-timeout`, which
    /// `migrate test` refused as an unknown option; exit 4 for a damaged file), where
    /// both were exit 2, `invalid-sample`, after the default wait.
    func testALockedOrDamagedSampleIsADatabaseProblemNotABadArgument() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate([]).status, 0)
        let holder = try DatabaseQueue(path: project.database)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN EXCLUSIVE; INSERT INTO post VALUES (1, 'first')")
            let locked = try project.modelc(["migrate", "test", "models/Blog", "--sample", project.database, "--lock-timeout", "0.2", "--format", "json"])
            XCTAssertEqual(locked.status, 3, locked.stdout + locked.stderr)
            XCTAssertTrue(locked.stdout.contains(#""code" : "database-locked""#), locked.stdout)
            try db.execute(sql: "ROLLBACK")
        }
        try holder.close()
        let damaged = project.root.appendingPathComponent("damaged.sqlite")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: project.database))
        bytes.replaceSubrange(4096..<min(bytes.count, 8192), with: Data(repeating: 0x5A, count: min(bytes.count, 8192) - 4096))
        try bytes.write(to: damaged)
        let outcome = try project.modelc(["migrate", "test", "models/Blog", "--sample", damaged.path])
        XCTAssertEqual(outcome.status, 4, outcome.stdout + outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("invalid-sample") || outcome.stderr.contains("as a sample"), outcome.stderr)
    }

    /// A sample holding a virtual table whose module this process does not have
    /// (SpatiaLite's `VirtualSpatialIndex`, in datasette's spatialite.db) is tested: its
    /// rows are not counted, where counting them stopped the run with an internal error.
    func testASampleWithAVirtualTableOfAnUnknownModuleIsTested() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try (try String(contentsOf: project.root.appendingPathComponent("models/Blog/1.yaml"), encoding: .utf8) + "unmanaged:\n  - SpatialIndex\n")
            .write(to: project.root.appendingPathComponent("models/Blog/1.yaml"), atomically: true, encoding: .utf8)
        try project.writeVersion(2, attributes: ["id: int", "title: string", "note: string?"])
        try (try String(contentsOf: project.root.appendingPathComponent("models/Blog/2.yaml"), encoding: .utf8) + "unmanaged:\n  - SpatialIndex\n")
            .write(to: project.root.appendingPathComponent("models/Blog/2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        let made = try Modelc.sqlite3(database: project.database, input: """
            INSERT INTO post VALUES (1, 'first');
            PRAGMA writable_schema = ON;
            INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql)
              VALUES ('table', 'SpatialIndex', 'SpatialIndex', 0, 'CREATE VIRTUAL TABLE SpatialIndex USING VirtualSpatialIndex()');
            PRAGMA writable_schema = OFF;
            """, in: project.root)
        XCTAssertEqual(made.status, 0, made.stderr)
        let outcome = try project.modelc(["migrate", "test", "models/Blog", "--sample", project.database])
        XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("ok   from version 1: 1 migration applied, 1 row"), outcome.stdout)
    }

    /// With both streams sent to one file (`> log 2>&1`, as CI runs it), each progress line
    /// on standard error stands on a line of its own: the results printed before it are out
    /// first. Twelve versions each dropping columns make kilobytes of refusals, more than
    /// one block of buffered standard output, which a progress line used to cut in two.
    func testProgressNeverLandsInsideAResultLineWhenBothStreamsGoToOneFile() throws {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Churn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for version in 1...12 {
            let columns = (1...4).map { "      column\(version)WithARatherLongNameNumber\($0): string?" }.joined(separator: "\n")
            try "model: Churn\nversion: \(version)\nentities:\n  Item:\n    attributes:\n      id: int\n\(columns)\n"
                .write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Churn"], in: root).status, 0)
        guard let shell = RunningProcess.onPath("sh") else { throw XCTSkip("no sh on PATH") }
        let command = "'\(try Modelc.executable.path)' migrate test models/Churn --jobs 1 --rows 5 > log 2>&1"
        let outcome = try RunningProcess.run(shell, ["-c", command], in: root)
        XCTAssertEqual(outcome.status, 1, "every path is refused: each drops columns")
        let log = try String(contentsOf: root.appendingPathComponent("log"), encoding: .utf8)
        XCTAssertGreaterThan(log.utf8.count, 8192, "more than a block or two of output")
        let lines = log.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("path ") }.count, 11, log)
        XCTAssertEqual(lines.filter { $0.contains("path ") && !$0.hasPrefix("path ") && $0.contains(" of 11: ") }, [], "a progress line inside another")
    }
}
