import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import XCTest

/// Issue 10, point 2: the checksum leaves out review-only lines (`-- approved: …`), so
/// approving a destructive migration after it was applied keeps `check` and `migrate`
/// both passing; checksums recorded the earlier way (over the full text) still match.
final class ApprovalChecksumTests: XCTestCase {
    /// Version 2 drops `subtitle`: a destructive 0002.
    private func projectWithADestructiveVersion() throws -> BlogProject {
        let project = try BlogProject(self)
        try project.writeVersion(1, columns: ["subtitle"])
        try project.writeVersion(2)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        return project
    }

    func testPoint2ApprovalAfterApplyKeepsCheckAndMigratePassing() throws {
        let project = try projectWithADestructiveVersion()
        // The dropped column holds data, so the unapproved step is refused (point 3: an
        // empty one would not be).
        XCTAssertEqual(try project.migrate(model: "models/Blog@1").status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "INSERT INTO post (id, title, subtitle) VALUES (1, 'a', 'kept')") }
        XCTAssertEqual(try project.migrate().status, 3, "unapproved destructive step")
        let applied = try project.migrate(["--allow-destructive"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let unapproved = try project.modelc(["check"])
        XCTAssertEqual(unapproved.status, 1)
        XCTAssertEqual(unapproved.stderr, "migrations/Blog/0002_blog_v2.sql:7:1: error: 0002_blog_v2.sql has a destructive step that is not approved: dropColumn post: \"subtitle\" is not in the new \"post\": the column and its data are dropped (after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too)\n")

        try project.approve("0002_blog_v2.sql")
        XCTAssertEqual(try project.modelc(["migrate", "hash", "models/Blog"]).status, 0)
        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 0, check.stderr)
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(normalizedOutput(migrate.stdout), "$TMP/app.sqlite is up to date; nothing to apply\n")
        let status = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog"])
        XCTAssertEqual(normalizedOutput(status.stdout), """
            applied  0001_create_blog.sql  <timestamp>  <duration>  (model version 1)
            applied  0002_blog_v2.sql  <timestamp>  <duration>  (model version 2)
            database at model version 2

            """)
        XCTAssertEqual(try project.history().last?.checksum, try project.migrations.files().last?.checksum.description)
    }

    func testPoint2ApprovingAPendingMigrationNeedsNoNewSum() throws {
        let project = try projectWithADestructiveVersion()
        try project.approve("0002_blog_v2.sql")
        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 0, check.stderr)
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }

    func testPoint2EditingTheSQLOfAnAppliedMigrationIsStillRefused() throws {
        let project = try projectWithADestructiveVersion()
        try project.approve("0002_blog_v2.sql")
        XCTAssertEqual(try project.migrate().status, 0)
        let text = try project.migrations.read("0002_blog_v2.sql")
        try project.migrations.write(text.replacingOccurrences(of: "-- modelc:data end", with: "UPDATE post SET title = 'x';\n-- modelc:data end"), to: "0002_blog_v2.sql")
        try project.migrations.writeSum()
        let refused = try project.migrate()
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "error: 0002_blog_v2.sql was changed after it was applied (recorded sha256:757af3e8ac80681c360f61622746336711ea94f1df76ac05570f5e800263a004, now sha256:a5626f4029ca4ebfcc8df5499bda2d8dfc9893c01eba4a2b99e68ec19291ea1c); restore the applied text and put new changes in a new migration.\n")
    }

    func testChecksumsRecordedOverTheFullTextStillMatch() throws {
        let project = try projectWithADestructiveVersion()
        try project.approve("0002_blog_v2.sql")
        XCTAssertEqual(try project.migrate().status, 0)
        // As modelc recorded them before approval lines were left out: over the whole text.
        let file = try XCTUnwrap(try project.migrations.files().last)
        let fullText = Checksum(normalizing: file.text)
        XCTAssertNotEqual(fullText, file.checksum)
        try DatabaseQueue(path: project.database).write { db in
            try db.execute(sql: "UPDATE modelc_migrations SET checksum = ? WHERE version = 2", arguments: [fullText.description])
        }
        let sum = try project.migrations.read(MigrationSum.fileName)
        let oldSum = try XCTUnwrap(MigrationSum(parsing: sum.replacingOccurrences(of: file.checksum.description, with: fullText.description)))
        try project.migrations.write(MigrationSum(entries: oldSum.entries).rendered(), to: MigrationSum.fileName)

        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 0, check.stderr)
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        let status = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog"])
        XCTAssertEqual(normalizedOutput(status.stdout), """
            applied  0001_create_blog.sql  <timestamp>  <duration>  (model version 1)
            applied  0002_blog_v2.sql  <timestamp>  <duration>  (model version 2)
            database at model version 2

            """)
    }
}
