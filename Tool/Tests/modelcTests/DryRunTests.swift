import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// `modelc migrate --dry-run` runs the pending migrations on a private copy of the
/// database, through the real apply path: it reports exactly what the real run would
/// refuse (counted after the earlier pending migrations changed the rows), exits with
/// the real run's code, and leaves the database file as it was.
final class DryRunTests: ModelcTestCase {
    private var project: BlogProject!

    override func setUpWithError() throws {
        project = try BlogProject(self)
    }

    /// Makes the migrations of every version written, applies those up to `version` and
    /// inserts `rows`.
    private func apply(through version: Int, rows: String) throws {
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let applied = try project.migrate(["--to", String(version)])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: rows) }
    }

    /// The database file's bytes and modification time, which a dry run must not change.
    private func fileState() throws -> (Data, Date?) {
        (try fileBytes(project.database), try FileManager.default.attributesOfItem(atPath: project.database)[.modificationDate] as? Date)
    }

    func testDryRunCountsRowsAtStakeAfterAnEarlierPendingMigrationFillsThem() throws {
        try project.writeVersion(1, attributes: ["id: int", "x: int?"])
        try project.writeVersion(2, attributes: ["id: int", "x: { type: int, default: 0 }"])
        try project.writeVersion(3, attributes: ["id: int"])
        try apply(through: 1, rows: "INSERT INTO post (id) VALUES (1), (2)")
        let before = try fileState()

        // Now every x is NULL; 0002's rebuild fills them with 0, so 0003 would drop values.
        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        assertSnapshot(of: dry.stdout, named: "DryRunCountsRowsAtStakeAfterAnEarlierPendingMigrationFillsThem.dry.stdout")
        XCTAssertEqual(dry.stderr, "error: dry run: the real run would refuse: 0003_blog_v3.sql loses data (dropColumn post: \"x\" is not in the new \"post\": the column and its data are dropped (2 rows of \"post\" holding a value in \"x\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        let after = try fileState()
        XCTAssertEqual(after.0, before.0, "the dry run wrote nothing")
        XCTAssertEqual(after.1, before.1, "the dry run did not touch the file")
        XCTAssertEqual(try DatabaseQueue(path: project.database).read(MigrationHistory.entries).map(\.version), [1])

        let real = try project.migrate()
        XCTAssertEqual(real.status, dry.status, real.stderr)
        XCTAssertEqual(real.stderr, "error: 0003_blog_v3.sql loses data (dropColumn post: \"x\" is not in the new \"post\": the column and its data are dropped (2 rows of \"post\" holding a value in \"x\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(try DatabaseQueue(path: project.database).read(MigrationHistory.entries).map(\.version), [1, 2])
    }

    /// A migration both destructive and refused by its preflight: the real run refuses
    /// the unapproved steps first; the dry run says that, and notes that approving them
    /// would meet the preflight's refusal next, which the real run then makes.
    func testDryRunOfADestructiveMigrationNotesTheRefusalApprovalWouldMeetNext() throws {
        try project.writeVersion(1, attributes: ["id: int", "x: int?", "code: string?"])
        try project.writeVersion(2, attributes: ["id: int", "code: int?"])
        try apply(through: 1, rows: "INSERT INTO post (id, x, code) VALUES (1, 7, '12'), (2, 8, 'abc')")
        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        let lines = dry.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, dry.stderr)
        XCTAssertTrue(lines[0].hasPrefix("error: dry run: the real run would refuse: 0002_blog_v2.sql loses data"), dry.stderr)
        XCTAssertTrue(lines[1].hasPrefix("note: with its destructive steps approved, the real run would still refuse: 0002_blog_v2.sql refused: 1 row would fail"), dry.stderr)
        let real = try project.migrate(["--allow-destructive"])
        XCTAssertEqual(real.status, 3, real.stderr)
        XCTAssertEqual("note: with its destructive steps approved, the real run would still refuse: " + real.stderr.dropFirst("error: ".count), lines[1] + "\n",
                       "the note is the refusal the approved run makes")
    }

    func testDryRunCountsRowsAtStakeOfAColumnAnEarlierPendingMigrationAdds() throws {
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "body: string?"])
        try project.writeVersion(3, attributes: ["id: int", "title: string", "body: string?", "score: { type: int, default: 5 }"])
        try project.writeVersion(4, attributes: ["id: int", "title: string", "body: string?"])
        try apply(through: 2, rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, 'b')")
        let before = try fileState()

        // "score" does not exist yet: 0003 adds it with its default in every row, and 0004 drops it.
        let dry = try project.migrate(["--dry-run", "--format", "json"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(dry.stdout.utf8))
        XCTAssertTrue(report.dryRun)
        XCTAssertEqual(report.applied, [], "a dry run applies nothing")
        XCTAssertEqual(report.planned.map(\.name), ["0003_blog_v3.sql", "0004_blog_v4.sql"])
        XCTAssertEqual(report.planned.map { $0.refusal?.exitCode }, [nil, 3])
        XCTAssertEqual(report.planned.last?.steps.compactMap(\.rowsAtStake?.count), [2])
        XCTAssertEqual(report.expectedExitCode, 3)
        // The error every failing command's JSON has, as the real run would say it.
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
        let error = try XCTUnwrap(json["error"] as? [String: Any], dry.stdout)
        XCTAssertEqual(error["code"] as? String, "destructive-not-approved")
        XCTAssertEqual(error["exitCode"] as? Int, 3)
        XCTAssertEqual(error["message"] as? String, "dry run: the real run would refuse: " + String(dry.stderr.dropFirst("error: dry run: the real run would refuse: ".count).dropLast(2)))
        XCTAssertTrue(dry.stderr.hasPrefix("error: dry run: the real run would refuse: 0004_blog_v4.sql loses data"), dry.stderr)
        assertSnapshot(of: normalizedOutput(dry.stdout), named: "DryRunCountsRowsAtStakeOfAColumnAnEarlierPendingMigrationAdds.dry.stdout")
        let after = try fileState()
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)

        let real = try project.migrate()
        XCTAssertEqual(real.status, 3, real.stderr)
        XCTAssertEqual(real.stderr, "error: 0004_blog_v4.sql loses data (dropColumn post: \"score\" is not in the new \"post\": the column and its data are dropped (2 rows of \"post\" holding a value in \"score\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(normalizedOutput(real.stdout), """
            applied 0003_blog_v3.sql: 1 step: 1 safe, 0 dataDependent, 0 destructive (<duration>)
            stopped at 0004_blog_v4.sql: it was not applied; the migration applied before it in this run stays applied (0003_blog_v3.sql)

            """)
    }

    func testDryRunReportsTheFailureTheRealRunWouldRollBackAndWhatItWouldNotReach() throws {
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "body: string?"])
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        try project.migrations.write("INSERT INTO post (id, title) VALUES (1, NULL);\n", to: "0003_broken.sql")
        try project.migrations.write("CREATE INDEX idx_post_title ON post (title);\n", to: "0004_index.sql")
        try project.migrations.writeSum()

        // No database yet: the dry run runs on an empty one and creates no file.
        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 4, dry.stdout + dry.stderr)
        assertSnapshot(of: dry.stdout, named: "DryRunReportsTheFailureTheRealRunWouldRollBackAndWhatItWouldNotReach.dry.stdout")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.database), "a dry run creates no database")

        let real = try project.migrate()
        XCTAssertEqual(real.status, 4, real.stderr)
        XCTAssertEqual(normalizedOutput(real.stdout), """
            applied 0001_create_blog.sql: 1 step: 1 safe, 0 dataDependent, 0 destructive (<duration>)
            applied 0002_blog_v2.sql: 1 step: 1 safe, 0 dataDependent, 0 destructive (<duration>)
            stopped at 0003_broken.sql: it was rolled back; the 2 migrations applied before it in this run stay applied (0001_create_blog.sql to 0002_blog_v2.sql)

            """)
    }

    /// A database that already held rows breaking a foreign key (the murder-mystery
    /// sample): the real run rolls a hand-written migration back for them. The dry run
    /// printed only the error, with no report of what it would apply first; it now
    /// reports as for any failure, and exits as the run does.
    func testDryRunReportsARollbackForForeignKeyViolationsThatPredateTheMigration() throws {
        for version in 1...2 {
            try """
                model: Blog
                version: \(version)
                entities:
                  Author:
                    attributes:
                      id: int
                      name: string
                  Post:
                    attributes:
                      id: int
                      title: string
                \(version == 2 ? "      body: string?\n" : "")    relationships:
                      author: { to: Author }

                """.write(to: project.root.appendingPathComponent("models/Blog/\(version).yaml"), atomically: true, encoding: .utf8)
        }
        try apply(through: 1, rows: "INSERT INTO author (id, name) VALUES (1, 'Ada')")
        try DatabaseQueue(path: project.database).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "INSERT INTO post (id, title, author_id) VALUES (1, 'Hello', 1), (2, 'Orphan', 99)")
        }
        try project.migrations.write("UPDATE post SET title = title || '!';\n", to: "0003_touch.sql")
        try project.migrations.writeSum()
        let before = try fileState()
        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 3, dry.stdout + dry.stderr)
        XCTAssertTrue(dry.stdout.contains("-- would apply 0002_blog_v2.sql (safe)"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("-- would apply 0003_touch.sql"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("already held 1 foreign-key violation before it ran"), dry.stdout)
        XCTAssertTrue(dry.stderr.hasPrefix("error: dry run: the real run would"), dry.stderr)
        let json = try project.migrate(["--dry-run", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual(object["dryRun"] as? Bool, true, json.stdout)
        XCTAssertEqual((object["planned"] as? [[String: Any]])?.count, 2, json.stdout)
        let after = try fileState()
        XCTAssertEqual(before.0, after.0, "a dry run writes nothing")
        let real = try project.migrate()
        XCTAssertEqual(real.status, 3, real.stderr)
    }

    func testDryRunOfARunThatWouldSucceedExitsZeroAndSaysHowEachMigrationIsLetThrough() throws {
        try project.writeVersion(1, attributes: ["id: int", "title: string", "legacy: string?"])
        try project.writeVersion(2, attributes: ["id: int", "title: string"])
        try apply(through: 1, rows: "INSERT INTO post (id, title) VALUES (1, 'kept')")
        let before = try fileState()

        let dry = try project.migrate(["--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.stdout + dry.stderr)
        assertSnapshot(of: dry.stdout, named: "DryRunOfARunThatWouldSucceedExitsZeroAndSaysHowEachMigrationIsLetThrough.dry.stdout")
        XCTAssertTrue(dry.stdout.hasSuffix("-- dry run: ran on a private copy of the database; nothing was written\n"), dry.stdout)
        let after = try fileState()
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)
        XCTAssertEqual(try project.migrate().status, 0)
        // With nothing left, it says so in the real run's words, with the version.
        let upToDate = try project.migrate(["--dry-run"])
        XCTAssertEqual(upToDate.status, 0, upToDate.stderr)
        XCTAssertEqual(upToDate.stdout, "\(project.database) is up to date at model version 2; nothing to apply\n")
    }
}
