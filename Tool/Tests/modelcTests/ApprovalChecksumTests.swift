import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import XCTest

/// Issue 10, point 2: the checksum leaves out review-only lines (`-- approved: …`), so
/// approving a destructive migration after it was applied keeps `check` and `migrate`
/// both passing; checksums recorded the earlier way (over the full text) still match.
final class ApprovalChecksumTests: ModelcTestCase {
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
        XCTAssertEqual(normalizedOutput(migrate.stdout), "$TMP/app.sqlite is up to date at model version 2; nothing to apply\n")
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

    /// Issue 25, point 2: an approval line as the file's first line, where a reviewer
    /// puts it, keeps the file a generated migration (it was read as hand-written, so
    /// `check` asked for a duplicate migration and `migrate` ran it unchecked).
    func testAnApprovalLineAboveTheHeaderApprovesTheMigration() throws {
        let project = try projectWithADestructiveVersion()
        let text = try project.migrations.read("0002_blog_v2.sql")
        try project.migrations.write("-- approved: destructive\n" + text, to: "0002_blog_v2.sql")
        let file = try XCTUnwrap(try project.migrations.files().last)
        XCTAssertTrue(file.header.isGenerated)
        XCTAssertEqual(file.header.toVersion, 2)
        XCTAssertTrue(file.header.isDestructiveApproved)
        XCTAssertEqual(file.sqlWithoutHeader, MigrationFile.Header.sqlWithoutHeader(of: text), "the SQL under the header is the same")
        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 0, check.stderr)

        XCTAssertEqual(try project.migrate(model: "models/Blog@1").status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "INSERT INTO post (id, title, subtitle) VALUES (1, 'a', 'kept')") }
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, "approved above the header: " + migrate.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }

    /// Any other line above the header is named, at its line, by `check`, `migrate` and
    /// `migrate status`, and nothing is applied.
    func testAnotherLineAboveTheHeaderIsReportedAtItsLine() throws {
        let project = try projectWithADestructiveVersion()
        let text = try project.migrations.read("0002_blog_v2.sql")
        try project.migrations.write("-- approved: destructive\n-- TODO: ask Ann\n" + text, to: "0002_blog_v2.sql")
        XCTAssertEqual(try project.modelc(["migrate", "hash", "models/Blog"]).status, 2, "hash refuses the folder too")
        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr.split(separator: "\n").first.map(String.init),
                       "migrations/Blog/0002_blog_v2.sql:2:1: error: `-- TODO: ask Ann` comes before the generated header's first line, `-- modelc migration` (line 3) "
                       + "(move it below `-- modelc migration` (comment lines in the header block are kept) or delete it; only approval lines (`-- approved: …`) and blank lines may stand above it)")
        for arguments in [["migrate", "--db", project.database, "models/Blog"], ["migrate", "status", "--db", project.database, "models/Blog"]] {
            let outcome = try project.modelc(arguments)
            XCTAssertEqual(outcome.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(outcome.stderr.hasPrefix("error: migrations/Blog/0002_blog_v2.sql:2: `-- TODO: ask Ann` comes before"), outcome.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.database), "nothing was applied")
    }
}
