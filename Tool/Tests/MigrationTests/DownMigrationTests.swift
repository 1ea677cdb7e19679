import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// Down migrations: `migrate make --down` writes, beside each migration, the way back
/// (renames undone, created objects dropped, lossless conversions converted back) or an
/// `irreversible:` header; `migrate --to N` below the database's version runs them
/// under the rules migrations run under, and removes their history rows.
final class DownMigrationTests: ModelcTestCase {
    private let v1 = """
          Order:
            attributes:
              id: int
              code: string
              total: int

        """
    /// A rename, a lossless type change, a new column with a default, a new table.
    private let v2 = """
          Order:
            attributes:
              id: int
              reference: { type: string, renamedFrom: code }
              total: double
              note: { type: string, default: "none" }
          Tag:
            attributes:
              id: int
              label: string

        """

    private func project(_ versions: [String]) throws -> (ModelProject, MigrationTarget) {
        let project = try ModelProject(self)
        for (index, entities) in versions.enumerated() { try project.writeVersion(index + 1, entities) }
        let target = try MigrationTarget.resolve(model: project.modelFolder, dir: nil)
        _ = try target.make(regenerate: false, slug: nil)
        _ = try target.makeDown(regenerate: false)
        return (project, target)
    }

    func testMakeDownWritesTheWayBackBesideEachMigrationAfterTheFirstAndListsItInTheSum() throws {
        let (project, _) = try project([v1, v2])
        let names = try FileManager.default.contentsOfDirectory(atPath: project.directory.path).sorted()
        XCTAssertEqual(names, ["0001_create_app.sql", "0002_app_v2.down.sql", "0002_app_v2.sql", "modelc.sum"])
        let down = try project.file("0002_app_v2.down.sql")
        XCTAssertTrue(down.contains("-- from: 2\n-- to: 1\n"), down)
        XCTAssertTrue(down.contains(#"ALTER TABLE "order" RENAME COLUMN "reference" TO "code";"#), down)
        XCTAssertTrue(down.contains(#"DROP TABLE "tag";"#), down)
        XCTAssertTrue(down.contains(#"CAST("total" AS INTEGER)"#), "converted back: \(down)")
        XCTAssertNotNil(try project.directory.readSum()?.checksum(of: "0002_app_v2.down.sql"))
        XCTAssertEqual(try project.directory.files().map(\.fileName), ["0001_create_app.sql", "0002_app_v2.sql"], "a down file is not a migration of its own")
    }

    func testMigrateToAnEarlierVersionRestoresTheRowsAndRemovesTheHistoryRow() throws {
        let (project, target) = try project([v1, v2])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions(targetVersion: 1))
        try project.execute(#"INSERT INTO "order" (id, code, total) VALUES (1, 'A-1', 5), (2, 'B-2', -7)"#)
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        XCTAssertEqual(try project.rows(#"SELECT id, reference, total, note FROM "order" ORDER BY id"#), [["1", "\"A-1\"", "5.0", "\"none\""], ["2", "\"B-2\"", "-7.0", "\"none\""]])

        // The new column's values are what the way down drops: refused without approval.
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(targetVersion: 1, goesDown: true))) { error in
            XCTAssertEqual((error as? MigrationRunError)?.report.code, "destructive-not-approved")
        }
        let report = try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))
        XCTAssertEqual(report.applied.map(\.name), ["0002_app_v2.down.sql"])
        XCTAssertEqual(report.version, 1)
        XCTAssertEqual(try project.rows(#"SELECT id, code, total FROM "order" ORDER BY id"#), [["1", "\"A-1\"", "5"], ["2", "\"B-2\"", "-7"]])
        XCTAssertEqual(try Drift.differences(databaseAt: project.databasePath, model: try project.versions().version(1)!), [])
        XCTAssertEqual(try project.rows("SELECT version FROM modelc_migrations"), [["1"]])

        // And up again, as if it had never been applied.
        XCTAssertEqual(try target.migrate(database: project.databasePath, options: MigrateOptions()).applied.map(\.name), ["0002_app_v2.sql"])
    }

    func testADryRunOfTheWayDownRehearsesItOnACopyAndWritesNothing() throws {
        let (project, target) = try project([v1, v2])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions(targetVersion: 1))
        try project.execute(#"INSERT INTO "order" (id, code, total) VALUES (1, 'A-1', 5)"#)
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())

        let dry = try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, dryRun: true, targetVersion: 1, goesDown: true))
        XCTAssertEqual(dry.planned.map(\.name), ["0002_app_v2.down.sql"])
        XCTAssertEqual(dry.planned.first?.modelVersion, 1)
        XCTAssertNil(dry.planned.first?.refusal)
        XCTAssertEqual(try project.rows("SELECT version FROM modelc_migrations ORDER BY version"), [["1"], ["2"]], "nothing was undone")

        // Unapproved, the rehearsal meets the refusal the real run would.
        let refused = try target.migrate(database: project.databasePath, options: MigrateOptions(dryRun: true, targetVersion: 1, goesDown: true))
        XCTAssertEqual(refused.planned.first?.refusal?.exitCode, 3, "\(refused.planned)")
        XCTAssertEqual(try project.rows(#"SELECT id, reference FROM "order""#), [["1", "\"A-1\""]])
    }

    func testAStepThatLostDataGetsAnIrreversibleHeaderAndIsRefused() throws {
        let v3 = v2.replacingOccurrences(of: "      note: { type: string, default: \"none\" }\n", with: "")
        let (project, target) = try project([v1, v2, v3])
        // What `make --down` reports of it says so (it printed `safe` for a file that refuses).
        try FileManager.default.removeItem(atPath: project.directory.filePath("0003_app_v3.down.sql"))
        let made = try target.makeDown(regenerate: false).first { $0.name == "0003_app_v3.down.sql" }
        XCTAssertEqual(made?.irreversible, [#"version 3 drops column "note" of "order": its values cannot be restored"#])
        let down = try project.file("0003_app_v3.down.sql")
        XCTAssertTrue(down.contains(#"-- irreversible: version 3 drops column "note" of "order": its values cannot be restored"#), down)
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true))
        let before = try project.bytes()
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))) { error in
            let report = (error as? MigrationRunError)?.report
            XCTAssertEqual(report?.code, "irreversible")
            XCTAssertEqual(report?.status, .refused)
            XCTAssertTrue(report?.message.contains("0003_app_v3.sql cannot be undone") == true, report?.message ?? "")
        }
        XCTAssertEqual(try project.bytes(), before, "refused before anything ran, so 0002 was not undone either")
    }

    /// CoreStore's `numberOfFlagella` made `numberOfFlippers`: the down file of the drop
    /// and add was written irreversible; the rename the user then stated regenerated the
    /// file, not its down file, without a word, and `migrate --to` refused with the old
    /// file's reason. The rewrite warns now, the refusal says the down file is stale, and
    /// `--down` with `--regenerate` writes both.
    func testRegeneratingAMigrationWarnsOfItsDownFileWrittenForTheOldText() throws {
        let renamed = v1.replacingOccurrences(of: "      code: string\n", with: "      reference: string\n")
        let (project, _) = try project([v1, renamed])
        XCTAssertTrue(try project.file("0002_app_v2.down.sql").contains("-- irreversible:"), "the drop of `code` is irreversible")
        try project.writeVersion(2, renamed.replacingOccurrences(of: "reference: string", with: "reference: { type: string, renamedFrom: code }"))
        let target = try MigrationTarget.resolve(model: project.modelFolder, dir: nil)
        let rewritten = try target.make(regenerate: true, slug: nil)
        XCTAssertEqual(rewritten.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(rewritten.first?.warnings.map(\.message),
                       ["0002_app_v2.down.sql was written for the text of 0002_app_v2.sql this rewrote; `migrate --to` refuses it until it is written again"])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(targetVersion: 1, goesDown: true))) { error in
            let message = (error as? MigrationRunError)?.report.message ?? ""
            XCTAssertTrue(message.contains("its down migration 0002_app_v2.down.sql was written for another text of it"), message)
            XCTAssertFalse(message.contains("cannot be restored"), "not the old file's reason: \(message)")
        }
        let both = try target.make(regenerate: true, slug: nil, down: true)
        XCTAssertEqual(both.map(\.name), ["0002_app_v2.down.sql"])
        XCTAssertEqual(both.flatMap(\.warnings).map(\.message), [])
        XCTAssertEqual(try target.migrate(database: project.databasePath, options: MigrateOptions(targetVersion: 1, goesDown: true)).applied.count, 1)
    }

    /// An optional column made required with a default fills its NULLs with the default:
    /// going back cannot tell which rows held NULL, so the way down would have kept the
    /// default in them (a down file called `safe`, which `migrate test --reversible`
    /// refused: Chinook's `Company` held NULL in 49 rows and then `n/a`).
    func testFillingNullsWithADefaultIsIrreversible() throws {
        let optional = v1.replacingOccurrences(of: "      code: string\n", with: "      code: string?\n")
        let required = v1.replacingOccurrences(of: "      code: string\n", with: "      code: { type: string, default: \"n/a\" }\n")
        let (filled, target) = try project([optional, required])
        try FileManager.default.removeItem(atPath: filled.directory.filePath("0002_app_v2.down.sql"))
        let made = try target.makeDown(regenerate: false).first { $0.name == "0002_app_v2.down.sql" }
        XCTAssertEqual(made?.irreversible, [#"version 2 fills the NULLs of "order"."code" with its default: which rows held NULL cannot be restored"#])
        let down = try filled.file("0002_app_v2.down.sql")
        XCTAssertTrue(down.contains(#"-- irreversible: version 2 fills the NULLs of "order"."code" with its default"#), down)
        // Made required without a default, the column held no NULL once migrated: nothing to restore.
        let (kept, plain) = try project([optional, v1])
        try FileManager.default.removeItem(atPath: kept.directory.filePath("0002_app_v2.down.sql"))
        let made2 = try plain.makeDown(regenerate: false).first { $0.name == "0002_app_v2.down.sql" }
        XCTAssertEqual(made2?.irreversible, [])
    }

    func testAMigrationWithoutADownFileIsRefusedWithTheCommandThatWritesOne() throws {
        let (project, target) = try project([v1, v2])
        try FileManager.default.removeItem(atPath: project.directory.filePath("0002_app_v2.down.sql"))
        try project.directory.writeSum()
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))) { error in
            let message = (error as? MigrationRunError)?.report.message ?? ""
            XCTAssertNotNil(message.firstMatch(of: /write one with `modelc migrate make \S+\/models\/App --down`/), "the command names the model: \(error)")
        }
    }

    /// A hand-written migration has no header, and so no `from` version: the refusal
    /// called it the first migration, and said to write its down file by hand twice.
    func testAHandWrittenMigrationWithoutADownFileIsNamedAsSuch() throws {
        let (project, target) = try project([v1, v2])
        try project.directory.write("UPDATE \"order\" SET note = 'checked';\n", to: "0003_fix_notes.sql")
        try project.directory.writeSum()
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))) { error in
            let report = (error as? MigrationRunError)?.report
            XCTAssertTrue(report?.message.contains("0003_fix_notes.sql cannot be undone: it has no down migration (0003_fix_notes.down.sql), which `modelc migrate make") == true
                          && report?.message.contains("--down` does not write for a hand-written one; nothing was undone") == true, "\(String(describing: report))")
            XCTAssertEqual(report?.message.contains("by hand"), false, "the hint says it once: \(String(describing: report))")
        }
    }

    func testAnEditedDownFileMustMatchTheSum() throws {
        let (project, target) = try project([v1, v2])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        let name = "0002_app_v2.down.sql"
        try project.directory.write(try project.file(name) + "DELETE FROM \"order\";\n", to: name)
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))) { error in
            XCTAssertEqual((error as? MigrationRunError)?.report.code, "sum-mismatch")
        }
    }

    func testAPinnedVersionNeverGoesDownAndAnExplicitOneBacksUpFirst() throws {
        let (project, target) = try project([v1, v2])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        let pinned = try MigrationTarget.resolve(model: project.modelFolder + "@1", dir: nil)
        let report = try pinned.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, goesDown: true))
        XCTAssertEqual(report.applied, [], "models/App@1 alone is an upper bound: an older release's deploy does not undo version 2")
        XCTAssertEqual(try project.rows("SELECT version FROM modelc_migrations ORDER BY version"), [["1"], ["2"]])

        let backup = project.root.appendingPathComponent("before-down.sqlite").path
        let down = try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, backupPath: backup, goesDown: true))
        XCTAssertEqual(down.backup, backup)
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "the copy is taken before anything is undone")
        XCTAssertEqual(try DatabaseQueue(path: backup).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM modelc_migrations") }, 2)
    }

    func testADownFileWrittenForAnotherTextOfItsMigrationIsRefusedAndReportedByCheck() throws {
        let (project, target) = try project([v1, v2])
        _ = try target.migrate(database: project.databasePath, options: MigrateOptions())
        // The migration gains a comment after its down file was written: the down file is stale.
        let name = "0002_app_v2.sql"
        try project.directory.write(try project.file(name) + "-- reviewed\n", to: name)
        _ = try project.directory.writeSum()
        let check = MigrationCheck.downProblems(files: try project.directory.files(), directory: project.directory)
        XCTAssertEqual(check.map(\.message), ["0002_app_v2.down.sql was written for another text of 0002_app_v2.sql"])
        XCTAssertThrowsError(try target.migrate(database: project.databasePath, options: MigrateOptions(allowDestructive: true, targetVersion: 1, goesDown: true))) { error in
            let report = (error as? MigrationRunError)?.report
            XCTAssertTrue(report?.code == "irreversible" || report?.code == "checksum-mismatch", "\(String(describing: report))")
        }
    }

    func testHandWrittenDataStepsMakeTheDownIrreversible() throws {
        let project = try ModelProject(self)
        for (index, entities) in [v1, v2].enumerated() { try project.writeVersion(index + 1, entities) }
        let target = try MigrationTarget.resolve(model: project.modelFolder, dir: nil)
        _ = try target.make(regenerate: false, slug: nil)
        try project.edit("0002_app_v2.sql", replacing: "-- modelc:data end", with: "UPDATE \"order\" SET note = 'checked';\n-- modelc:data end")
        _ = try target.makeDown(regenerate: false)
        let down = try project.file("0002_app_v2.down.sql")
        XCTAssertTrue(down.contains("-- irreversible: 0002_app_v2.sql runs hand-written data steps, which modelc cannot undo"), down)
    }
}
