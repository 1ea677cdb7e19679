import Foundation
import GRDB
import Migration
@testable import MigrationTesting
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// `modelc migrate test` on SQLite: each failure class a release can carry, planted in
/// a small model history, is found with its table, column and an example key; a clean
/// history passes (`MigrationTestSpecification`, which PostgreSQL's tests run too); and
/// what SQLite's paths show besides.
final class MigrationTestTests: ModelcTestCase {
    private let shop = ShopModel.version1

    /// Writes `models/Shop/<n>.yaml` for each text (the first is version 1), makes the
    /// migrations as `modelc migrate make` does, and returns the target.
    private func history(_ versions: [String], edit: ((String) throws -> Void)? = nil) throws -> MigrationTarget {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, text) in versions.enumerated() {
            let numbered = text.replacingOccurrences(of: "version: 1\n", with: "version: \(index + 1)\n")
            try numbered.write(to: folder.appendingPathComponent("\(index + 1).yaml"), atomically: true, encoding: .utf8)
        }
        var target = try MigrationTarget.resolve(model: folder.path, dir: nil)
        _ = try target.make(regenerate: false, slug: nil)
        _ = try target.makeDown(regenerate: false)
        if let edit {
            try edit(target.directory.path)
            _ = try target.directory.writeSum()
            target = try MigrationTarget.resolve(model: folder.path, dir: nil)
        }
        return target
    }

    private func run(_ target: MigrationTarget, rows: Int = 60, allowDestructive: Bool = false, reversible: Bool = false) throws -> MigrationTestReport {
        try MigrationTest(target: target, options: .init(rowsPerTable: rows, seed: 3, allowDestructive: allowDestructive, reversible: reversible)).run()
    }

    private func failures(_ report: MigrationTestReport, _ kind: MigrationTestReport.Failure.Kind) -> [MigrationTestReport.Failure] {
        report.paths.flatMap(\.failures).filter { $0.kind == kind }
    }

    private var specification: MigrationTestSpecification {
        MigrationTestSpecification(shop: shop, rows: 60, history: { try self.history($0, edit: $1) },
                                   run: { try self.run($0, allowDestructive: $1, reversible: $2) })
    }

    // MARK: - What every engine must find (MigrationTestSpecification)

    /// A database file of `target` at version 1, in a folder of the test's own: a sample
    /// for `--sample` once the test has put its rows in.
    private func sampleFile(of target: MigrationTarget) throws -> String {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("sample.sqlite").path
        _ = try target.migrate(database: path, options: MigrateOptions(targetVersion: 1))
        return path
    }

    func testACleanHistoryPassesEveryPathWithRowsInEveryTable() throws { try specification.aCleanHistoryPassesEveryPathWithRowsInEveryTable() }
    func testATypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() throws { try specification.aTypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() }
    func testANewRequiredColumnWithoutAFillIsRefused() throws { try specification.aNewRequiredColumnWithoutAFillIsRefusedWithEveryRowAtStake() }
    func testAHandEditedMigrationThatDeletesRowsIsFoundWithAKey() throws { try specification.aHandEditedMigrationThatDeletesRowsIsFoundWithAKey() }
    func testARenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() throws { try specification.aRenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() }
    func testANewCheckThatExistingRowsBreakIsRefused() throws { try specification.aNewCheckThatExistingRowsBreakIsRefused() }
    func testANarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() throws { try specification.aNarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() }
    func testRowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() throws { try specification.rowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() }
    func testAReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() throws { try specification.aReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() }
    func testADownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() throws { try specification.aDownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() }
    func testAHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() throws { try specification.aHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() }

    // MARK: - SQLite's own

    /// A new UNIQUE over duplicated values is refused with a value that repeats, not with
    /// the count of its rows read as part of a key (it said `(key: "tier" = 'gold',
    /// "rows" = 31)`).
    func testANewUniqueOverDuplicatesIsRefusedWithTheRepeatedValueAsItsKey() throws {
        let unique = shop.replacingOccurrences(of: "tier: { type: string, values: [basic, gold], default: basic }",
                                               with: "tier: { type: string, values: [basic, gold], default: basic, unique: true }")
        XCTAssertNotEqual(unique, shop)
        let refused = failures(try run(try history([shop, unique])), .refused)
        XCTAssertEqual(refused.count, 1, "\(refused)")
        let key = try XCTUnwrap(refused.first?.key)
        XCTAssertNotNil(key.wholeMatch(of: /"tier" = '(basic|gold)'/), key)
    }

    func testTheSameSeedGivesTheSameDataAndAnotherSeedOther() throws {
        let target = try history([shop, shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")])
        func contents(seed: UInt64) throws -> [String] {
            let keep = try makeTemporaryDirectory(self).appendingPathComponent("kept").path
            _ = try MigrationTest(target: target, options: .init(rowsPerTable: 20, seed: seed, keepDirectory: keep)).run()
            let queue = try DatabaseQueue(path: keep + "/from-1.before.sqlite")
            return try queue.read { db in try String.fetchAll(db, sql: "SELECT email || '|' || coalesce(age, 'null') || '|' || joined_at FROM customer ORDER BY id") }
        }
        XCTAssertEqual(try contents(seed: 5), try contents(seed: 5))
        XCTAssertNotEqual(try contents(seed: 5), try contents(seed: 6))
    }

    func testAnIrreversibleStepFailsTheReversiblePathWithTheReason() throws {
        let v2 = shop.replacingOccurrences(of: "      age: int?\n", with: "")
        let report = try run(try history([shop, v2]), allowDestructive: true, reversible: true)
        let failure = try XCTUnwrap(failures(report, .notReversible).first, report.text)
        XCTAssertTrue(failure.message.contains(#"drops column "age" of "customer""#), failure.message)
    }

    func testAnApprovedDropIsNotReportedAsARenameAndEachAddedColumnPairsOnce() throws {
        // Two text columns dropped, one added: one suspect, the closer name.
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      codeText: string?\n")
            .replacingOccurrences(of: "      total: { type: double, min: 0 }\n", with: "")
        let unapproved = try run(try history([shop, v2]), allowDestructive: true)
        XCTAssertEqual(failures(unapproved, .droppedAsRename).map(\.column), ["code"], unapproved.text)
        XCTAssertEqual(failures(unapproved, .droppedAsRename).first?.version, 2)

        let approved = try history([shop, v2]) { directory in
            let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("0002") && !$0.hasSuffix(".down.sql") })
            let path = (directory as NSString).appendingPathComponent(file)
            try ("-- approved: destructive\n" + (try String(contentsOfFile: path, encoding: .utf8))).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let report = try run(approved)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], "the drop was reviewed and approved: \(report.text)")
    }

    /// A dropped attribute is suspected renamed only to an added one of its type, as
    /// `migrate make` suggests: a string and a date are both text in storage, an `int32`
    /// and a `bool` both integers, and the hint named `addedDate` for LoopKit's dropped
    /// `externalID` where `make` named `provenanceIdentifier`.
    func testARenameIsSuspectedOnlyBetweenAttributesOfOneType() throws {
        let v1 = """
            model: Items
            version: 1
            entities:
              Item:
                attributes:
                  id: int
                  externalID: string?
                  uploadState: int32?

            """
        let v2 = v1.replacingOccurrences(of: "      externalID: string?\n      uploadState: int32?", with: "      addedDate: date?\n      wasUserEntered: bool?")
        let report = try run(try history([v1, v2]), rows: 20, allowDestructive: true)
        XCTAssertEqual(failures(report, .droppedAsRename).map(\.column), [], report.text)
        let v3 = v1.replacingOccurrences(of: "      externalID: string?", with: "      addedDate: date?\n      provenanceIdentifier: string?")
        let suspected = failures(try run(try history([v1, v3]), rows: 20, allowDestructive: true), .droppedAsRename)
        XCTAssertEqual(suspected.map(\.column), ["external_id"])
        XCTAssertTrue(suspected.first?.message.contains("give `Item.provenanceIdentifier` `renamedFrom: externalID`") == true, suspected.first?.message ?? "")
    }

    /// Stepik's `Certificate.managedisPublic` became `managedIsPublic` in the version that
    /// added `managedCourseIsPublic`: both new names share as long a prefix and suffix
    /// with the dropped one, and the hint named the other attribute, which would have put
    /// the values in the wrong place. A name that differs only by case and underscores
    /// comes first.
    func testTheRenameHintNamesTheAttributeThatDiffersOnlyByCase() throws {
        let v1 = """
            model: Cert
            version: 1
            entities:
              Certificate:
                attributes:
                  id: int
                  managedisPublic: bool?

            """
        let v2 = v1.replacingOccurrences(of: "      managedisPublic: bool?", with: "      managedCourseIsPublic: { type: bool, default: false }\n      managedIsPublic: bool?")
        let report = try run(try history([v1, v2]), rows: 20, allowDestructive: true)
        let lost = failures(report, .droppedAsRename)
        XCTAssertEqual(lost.map(\.column), ["managedis_public"], report.text)
        XCTAssertTrue(lost.first?.message.contains("give `Certificate.managedIsPublic` `renamedFrom: managedisPublic`") == true, lost.first?.message ?? report.text)
    }

    /// A version that drops several columns and adds several of the same types pairs only
    /// names alike as suspected renames (`mail` and `email`): Trailer's Core Data history
    /// had `state` paired with `headRefName`, and 269 such hints to write a wrong
    /// `renamedFrom:`. One column dropped and one added is a suspect whatever the names.
    func testOnlyNamesAlikeAreSuspectedRenamesAmongSeveralDropsAndAdds() throws {
        let v1 = """
            model: Lib
            version: 1
            entities:
              Book:
                attributes:
                  id: int
                  mail: string?
                  state: string?
                  webUrl: string?

            """
        let v2 = v1.replacingOccurrences(of: "      mail: string?\n      state: string?\n      webUrl: string?",
                                         with: "      email: string?\n      headRefName: string?\n      baseLabel: string?")
        let report = try run(try history([v1, v2]), rows: 20, allowDestructive: true)
        let lost = failures(report, .droppedAsRename)
        XCTAssertEqual(lost.map(\.column), ["mail"], report.text)
        XCTAssertTrue(lost.first?.message.contains("give `Book.email` `renamedFrom: mail`") == true, lost.first?.message ?? report.text)
    }

    /// A column renamed (`renamedFrom`) and then dropped as a rename by a later version:
    /// on the path from before the rename, the copy's column has its first name, which
    /// the check of lost values must read (it read the later name and stopped with "no
    /// such column"). Both paths report the same loss, under the name it is dropped by.
    func testADropAsRenameOfAColumnRenamedBeforeIsFoundOnEveryPath() throws {
        let v1 = """
            model: Lib
            version: 1
            entities:
              Book:
                attributes:
                  id: int
                  title: string?

            """
        let v2 = v1.replacingOccurrences(of: "      title: string?", with: "      name: { type: string, optional: true, renamedFrom: title }")
        let v3 = v1.replacingOccurrences(of: "      title: string?", with: "      label: string?")
        let report = try run(try history([v1, v2, v3]), rows: 20, allowDestructive: true)
        XCTAssertEqual(failures(report, .failed).map(\.message), [], report.text)
        let lost = failures(report, .droppedAsRename)
        XCTAssertEqual(lost.map(\.column), ["name", "name"], report.text)
        XCTAssertEqual(lost.map(\.version), [3, 3], report.text)
        XCTAssertTrue(lost[0].message.hasPrefix("version 3 drops `book.name` and adds `label`"), lost[0].message)
    }

    /// A column an earlier version added is in a later rebuild's table, and is not new
    /// there: 2FAS's `algorithm` (added by Sync4) was paired with the column Sync5 drops
    /// while rebuilding, as a rename made by mistake, with a hint that would have
    /// overwritten its values (and Nostur's one such pairing failed 27 of 28 paths).
    func testAColumnAnEarlierVersionAddedIsNotTakenForARenameInALaterRebuild() throws {
        let v1 = """
            model: Sync
            version: 1
            entities:
              Service:
                attributes:
                  id: int
                  name: string
                  mobileSecret: string?

            """
        let v2 = v1.replacingOccurrences(of: "      mobileSecret: string?\n", with: "      mobileSecret: string?\n      algorithm: string?\n")
        let v3 = v2.replacingOccurrences(of: "      name: string\n      mobileSecret: string?\n", with: "      name: { type: string, maxLength: 40 }\n")
        XCTAssertNotEqual(v3, v2)
        let report = try run(try history([v1, v2, v3]), rows: 20, allowDestructive: true)
        XCTAssertEqual(failures(report, .droppedAsRename).map(\.message), [], report.text)
        XCTAssertTrue(report.passed, report.text)
    }

    /// A version's drop-as-rename fails every path that crosses it, whichever paths run:
    /// told in full on the first, in one line on the later ones. It used to be told on
    /// the first path only, so the later ones said `ok` (`passed: true` in JSON) and
    /// failed when run alone with `--from` (five real Core Data histories).
    func testADropAsRenameFailsEveryPathThatCrossesItNotOnlyTheFirst() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")
        let v3 = v2.replacingOccurrences(of: "      code: string\n", with: "      codeText: string?\n")
        let target = try history([shop, v2, v3])
        let all = try MigrationTest(target: target, options: .init(rowsPerTable: 60, seed: 3, allowDestructive: true)).run()
        XCTAssertEqual(all.paths.map(\.from), [1, 2])
        XCTAssertEqual(all.paths.map(\.passed), [false, false], all.text)
        let told = all.paths.map { $0.failures.filter { $0.kind == .droppedAsRename } }
        XCTAssertEqual(told.map { $0.map(\.column) }, [["code"], ["code"]], all.text)
        XCTAssertTrue(told[0][0].message.contains("renamedFrom: code"), told[0][0].message)
        XCTAssertTrue(told[1][0].message.hasPrefix("version 3's migration loses "), told[1][0].message)
        XCTAssertTrue(told[1][0].message.hasSuffix("on this path too, as told on the path from version 1"), told[1][0].message)
        let alone = try MigrationTest(target: target, options: .init(rowsPerTable: 60, seed: 3, fromVersions: [2], allowDestructive: true)).run()
        XCTAssertEqual(alone.paths.map(\.passed), [false], alone.text)
        XCTAssertTrue(alone.paths[0].failures.contains { $0.kind == .droppedAsRename && $0.message.contains("renamedFrom: code") }, alone.text)

        // Unapproved, the refusal says what to do, as `migrate`'s does.
        let refused = try MigrationTest(target: target, options: .init(rowsPerTable: 60, seed: 3, fromVersions: [2])).run()
        let refusal = try XCTUnwrap(refused.paths.first?.failures.first { $0.kind == .refused }, refused.text)
        XCTAssertTrue(refusal.message.hasSuffix("it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum)"),
                      refusal.message)
    }

    /// xdrip dropped several tables in one version and created one: each dropped table
    /// sharing half its columns with the new one was said to be renamed to it. A rename
    /// maps one table to one, so only the closest is suspected.
    func testSeveralDroppedTablesAreSuspectedAsTheRenameOfOneNewTableOnlyOnce() throws {
        let v1 = """
            model: Shop
            version: 1
            entities:
              Reading:
                attributes:
                  id: int
                  value: double
                  takenAt: date
              Calibration:
                attributes:
                  id: int
                  value: double
                  takenAt: date
                  slope: double
              Blucon:
                attributes:
                  id: int

            """
        let v2 = """
            model: Shop
            version: 1
            entities:
              Sample:
                attributes:
                  id: int
                  value: double
                  takenAt: date
              Treatment:
                attributes:
                  id: int
                  amount: double

            """
        let report = try run(try history([v1, v2]), rows: 20, allowDestructive: true)
        let suspects = failures(report, .droppedAsRename)
        XCTAssertEqual(Set(suspects.map(\.table)), ["reading"], "xdrip's `Blucon`, only an `id`, shares nothing else: \(report.text)")
    }

    /// Two tables sharing only their key and a foreign key to the same parent (xDrip's
    /// `Blucon` dropped, `OmniPodHeartBeat` added in one version) are two kinds of device,
    /// not a rename: the drop is refused as data lost, without a `renamedFrom` hint that
    /// would move one device's rows into the other's table.
    func testTablesSharingOnlyKeysAreNotSuspectedAsARename() throws {
        let v1 = """
            model: Shop
            version: 1
            entities:
              Device:
                attributes:
                  id: int
                relationships:
                  blucons: { to: Blucon, toMany: true, inverse: device, deleteRule: cascade }
              Blucon:
                attributes:
                  id: int
                relationships:
                  device: { to: Device, inverse: blucons }

            """
        let v2 = """
            model: Shop
            version: 1
            entities:
              Device:
                attributes:
                  id: int
                relationships:
                  heartBeats: { to: OmniPodHeartBeat, toMany: true, inverse: device, deleteRule: cascade }
              OmniPodHeartBeat:
                attributes:
                  id: int
                relationships:
                  device: { to: Device, inverse: heartBeats }

            """
        let report = try run(try history([v1, v2]), rows: 20)
        XCTAssertEqual(failures(report, .droppedAsRename).map(\.table), [], report.text)
        XCTAssertFalse(report.passed, "the drop is still refused: \(report.text)")
        XCTAssertTrue(report.text.contains("dropTable blucon"), report.text)
    }

    /// A sample whose app registers its own collation (Anki's `unicase`) cannot be
    /// copied here: the refusal names the collation, not SQLite's bare "no such collation
    /// sequence" while running `VACUUM INTO`.
    func testASampleNamingAnAppsCollationIsRefusedNamingIt() throws {
        let target = try history([shop, shop.replacingOccurrences(of: "version: 1\n", with: "version: 2\n").replacingOccurrences(of: "      age: int?\n", with: "      age: int?\n      note: string?\n")])
        let sample = try sampleFile(of: target)
        var configuration = Configuration()
        configuration.prepareDatabase { $0.add(collation: DatabaseCollation("unicase") { $0.lowercased() < $1.lowercased() ? .orderedAscending : $0.lowercased() == $1.lowercased() ? .orderedSame : .orderedDescending }) }
        try DatabaseQueue(path: sample, configuration: configuration).write { db in
            try db.execute(sql: "CREATE TABLE tags (tag TEXT PRIMARY KEY COLLATE unicase) WITHOUT ROWID; INSERT INTO tags VALUES ('a'), ('B')")
        }
        XCTAssertThrowsError(try MigrationTest(target: target, options: .init(sample: sample)).run()) { error in
            XCTAssertEqual((error as? MigrationTestError)?.report.message,
                           "cannot use \(sample) as a sample: it names the collation `unicase`, which its app registers itself: modelc cannot copy or migrate the tables that use it without it")
        }
    }

    /// A sample in WAL mode (Home Assistant's, Kodi's, Plex's files are) is read without
    /// leaving anything beside it: the read-only copy left an empty `-wal` and a `-shm`,
    /// which every other reading command removes.
    func testASampleInWALModeIsCopiedWithoutLeavingFilesBesideIt() throws {
        let target = try history([shop, shop.replacingOccurrences(of: "version: 1\n", with: "version: 2\n").replacingOccurrences(of: "      age: int?\n", with: "      age: int?\n      note: string?\n")])
        let sample = try sampleFile(of: target)
        try DatabaseQueue(path: sample).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: sample + "-wal"), "closed cleanly, the sample has no log")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: sample))
        let report = try MigrationTest(target: target, options: .init(rowsPerTable: 5, sample: sample)).run()
        XCTAssertTrue(report.passed, report.text)
        XCTAssertEqual(["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: sample + $0) }, [])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: sample)), bytes, "the sample is never written")
    }

    func testANewestVersionWithoutAMigrationIsBadInputNamingTheCommand() throws {
        let target = try history([shop])
        let folder = try XCTUnwrap(target.modelFolder)
        try shop.replacingOccurrences(of: "version: 1\n", with: "version: 2\n").replacingOccurrences(of: "      age: int?\n", with: "")
            .write(toFile: folder + "/2.yaml", atomically: true, encoding: .utf8)
        let stale = try MigrationTarget.resolve(model: folder, dir: nil)
        XCTAssertThrowsError(try MigrationTest(target: stale).run()) { error in
            let report = (error as? MigrationTestError)?.report
            XCTAssertEqual(report?.code, "no-migration")
            XCTAssertEqual(report?.status, .invalidInput)
            XCTAssertTrue(report?.hint?.contains("modelc migrate make") == true)
        }
    }

    /// A default adopted from PostgreSQL (`DEFAULT now()`, as Pagila's every table has)
    /// is no edge value of the generated rows, which SQLite writes: every path failed at
    /// setup with "no such function: now".
    func testADefaultSQLiteCannotEvaluateIsLeftOutOfTheGeneratedValues() throws {
        let v1 = """
            model: Shop
            version: 1
            entities:
              Order:
                attributes:
                  id: int
                  placedAt: { type: string, defaultSQL: "(now())" }

            """
        let v2 = v1.replacingOccurrences(of: "      placedAt:", with: "      note: string?\n      placedAt:")
        let report = try run(try history([v1, v2]), rows: 20)
        XCTAssertTrue(report.passed, report.text)
    }

    /// An adopted `boolean DEFAULT 't'` whose rows hold 0 and 1 (Plex's `accounts`), an
    /// `int` in the model: the generated rows left to the default hold 't', which version
    /// 1's records cannot read either. The newest version's refusing them is a note about
    /// the schema's default, not a failure of the migration; a value the migration makes
    /// unreadable still fails.
    func testAGeneratedValueItsOwnVersionCannotReadIsANoteNotTheMigrationsFailure() throws {
        let v1 = """
            model: Media
            version: 1
            entities:
              Account:
                strict: false
                attributes:
                  id: int
                  autoSelectAudio: { type: int, optional: true, sqlType: boolean, defaultSQL: "'t'" }

            """
        let v2 = v1 + "      name: string?\n"
        let report = try run(try history([v1, v2]), rows: 20)
        XCTAssertTrue(report.passed, report.text)
        let note = report.paths.first?.notes.first { $0.hasPrefix("`account.auto_select_audio` already held values version 1's records cannot read, before any migration") }
        XCTAssertTrue(note?.contains("for example 't'") == true, report.text)
        XCTAssertTrue(note?.contains("written by the column's SQL default, which some generated rows are left to") == true, report.text)

        let labelled = v1 + "      label: { type: string, optional: true, sqlType: \"\" }\n"
        let narrowed = labelled.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "sqlType: \"\" }", with: "sqlType: \"\", maxLength: 2 }")
        let failing = try run(try history([labelled, narrowed]), rows: 20)
        XCTAssertFalse(failing.passed, failing.text)
        XCTAssertFalse(failing.paths.flatMap(\.failures).contains { $0.column == "auto_select_audio" }, failing.text)
    }

    /// MediaWiki Flow's `workflow_name` renamed `workflow_kind`: values its first version's
    /// records could not read either were a failure of the path once the column had
    /// another name, though the same values were a note without the rename.
    func testAValueItsOwnVersionCannotReadIsANoteAfterTheColumnIsRenamed() throws {
        let v1 = """
            model: Flow
            version: 1
            entities:
              Workflow:
                strict: false
                attributes:
                  id: int
                  name: { type: int, sqlType: BLOB }

            """
        let v2 = v1.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      name: { type: int, sqlType: BLOB }", with: "      kind: { type: int, sqlType: BLOB, renamedFrom: name }")
        let target = try history([v1, v2])
        let sample = try sampleFile(of: target)
        try DatabaseQueue(path: sample).write { try $0.execute(sql: "INSERT INTO workflow (id, name) VALUES (1, 'discussion'), (2, 7)") }
        let report = try MigrationTest(target: target, options: .init(sample: sample)).run()
        XCTAssertTrue(report.passed, report.text)
        XCTAssertTrue(report.paths.first?.notes.contains { $0.hasPrefix("`workflow.kind` already held values version 1's records cannot read, before any migration") } == true, report.text)
    }

    /// A column declared with no type (Zotero's `itemDataValues.value`), adopted as a
    /// `string`, that holds a blob besides its text (its 1985 the records read as
    /// "1985", as SQLite's text of it). The sample's own version cannot read the blob
    /// either, so the newest one's refusal is a note, not a failure of a migration that
    /// never touches the column.
    func testASampleValueItsOwnVersionCannotReadIsANoteNotTheMigrationsFailure() throws {
        let v1 = """
            model: Notes
            version: 1
            entities:
              Setting:
                strict: false
                attributes:
                  id: int
                  value: { type: string, sqlType: "" }

            """
        let v2 = v1.replacingOccurrences(of: "      value: { type: string, sqlType: \"\" }\n", with: "      value: { type: string, sqlType: \"\" }\n      note: string?\n")
        let target = try history([v1, v2])
        let sample = try sampleFile(of: target)
        try DatabaseQueue(path: sample).write { try $0.execute(sql: "INSERT INTO setting (id, value) VALUES (1, x'00ff'), (2, 'text'), (3, 1985)") }
        let report = try MigrationTest(target: target, options: .init(sample: sample)).run()
        XCTAssertTrue(report.passed, report.text)
        XCTAssertEqual(report.paths.first?.notes.count, 1, report.text)
        XCTAssertTrue(report.paths.first?.notes.first?.hasPrefix("`setting.value` already held values version 1's records cannot read, before any migration (a value of `setting.value` cannot be read by version 1's `Setting.value`, for example x'00ff'") == true, report.text)

        // Checked one per storage class, every blob is counted, not the one that was read
        // (Safari's `metadata.value`, four plists, was said to hold one).
        try DatabaseQueue(path: sample).write { try $0.execute(sql: "INSERT INTO setting (id, value) VALUES (4, x'01'), (5, x'02'), (6, x'01')") }
        let blobs = try MigrationTest(target: target, options: .init(sample: sample)).run()
        XCTAssertTrue(blobs.paths.first?.notes.first?.contains("(3 distinct values of `setting.value` cannot be read by version 1's `Setting.value`, for example x'00ff'") == true, blobs.text)

        // A value the migration makes unreadable is still its failure.
        let v3 = v2.replacingOccurrences(of: "value: { type: string, sqlType: \"\" }", with: "value: { type: string, sqlType: \"\", maxLength: 2 }")
        let narrowed = try history([v1, v3])
        let before = try sampleFile(of: narrowed)
        try DatabaseQueue(path: before).write { try $0.execute(sql: "INSERT INTO setting (id, value) VALUES (1, 'long text')") }
        let failing = try MigrationTest(target: narrowed, options: .init(sample: before)).run()
        XCTAssertFalse(failing.passed, failing.text)
    }

    /// A copy of a database written with foreign keys off (iMessage's `chat_message_join`,
    /// Anki's test collections) already holds rows whose parent is gone: a note, not the
    /// migrations' failure (only more such rows than the sample held would fail the path).
    func testRowsThatBreakAForeignKeyBeforeAnyMigrationAreANoteNotAFailure() throws {
        let v1 = """
            model: Chat
            version: 1
            entities:
              Message:
                attributes:
                  id: int
                  text: string
              Attachment:
                attributes:
                  id: int
                relationships:
                  message: { to: Message, optional: true, deleteRule: nullify }

            """
        let v2 = v1.replacingOccurrences(of: "      text: string\n", with: "      text: string\n      note: string?\n")
        let target = try history([v1, v2])
        let sample = try sampleFile(of: target)
        try DatabaseQueue(path: sample).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "INSERT INTO message (id, text) VALUES (1, 'hi'); INSERT INTO attachment (id, message_id) VALUES (1, 1), (2, 99), (3, 98)")
        }
        let report = try MigrationTest(target: target, options: .init(sample: sample)).run()
        XCTAssertTrue(report.passed, report.text)
        XCTAssertEqual(report.paths.first?.notes, [
            "the sample already held rows that break a foreign key, before any migration (2 rows of `attachment`), so only more of them would be the migrations' doing",
        ], report.text)
    }

    /// An adopted `key TEXT PRIMARY KEY` without NOT NULL (Northwind's
    /// `CustomerDemographics`): a sample's row whose key is NULL is kept when a row after
    /// holds that key (`IS`), not reported lost, and rows sharing a NULL key are not
    /// compared crosswise; generated rows, and rows whose composite key has a NULL
    /// member, pass the migration that rebuilds their tables.
    func testRowsWhoseKeyIsNullAreMatchedAcrossAMigration() throws {
        let v1 = """
            model: Settings
            version: 1
            entities:
              Setting:
                strict: false
                attributes:
                  key: { type: string, primaryKey: true, optional: true }
                  value: string?
              Pair:
                strict: false
                primaryKey: [a, b]
                attributes:
                  a: int?
                  b: string?
                  label: string?

            """
        let v2 = v1.replacingOccurrences(of: "      value: string?\n", with: "      value: { type: string, optional: true, maxLength: 40 }\n")
            .replacingOccurrences(of: "      label: string?\n", with: "      label: { type: string, optional: true, maxLength: 40 }\n")
        let target = try history([v1, v2])
        let generated = try run(target, rows: 20)
        XCTAssertTrue(generated.passed, generated.text)

        let sample = try sampleFile(of: target)
        try DatabaseQueue(path: sample).write { db in
            // Two rows whose key is NULL: neither tells the other apart, so neither is
            // compared value for value (paired crosswise they would differ).
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (NULL, 'unkeyed'), (NULL, 'also unkeyed'), ('theme', 'dark')")
            try db.execute(sql: "INSERT INTO pair (a, b, label) VALUES (NULL, 'x', 'half'), (1, 'x', 'whole')")
        }
        let report = try MigrationTest(target: target, options: .init(sample: sample)).run()
        XCTAssertEqual(failures(report, .rowsLost), [], report.text)
        XCTAssertEqual(failures(report, .valueChanged), [], report.text)
    }

    /// The docs' fix for values a new version refuses is hand-written SQL before its
    /// migration (dates in another form before `string` → `date`): a file without a
    /// version, or a data section. `--sample` failed that reviewed fix as values "no plan
    /// says" change; the columns such SQL sets may change, and the others are still held
    /// to the plans.
    func testValuesSetByHandWrittenSQLMayChangeAndOthersMayNot() throws {
        let v1 = "model: Shop\nversion: 1\nentities:\n  Person:\n    attributes:\n      id: int\n      born: string\n      name: string\n"
        let v2 = v1.replacingOccurrences(of: "born: string", with: "born: date")
        func target(fix: String) throws -> MigrationTarget {
            try history([v1, v2]) { directory in
                let folder = URL(fileURLWithPath: directory)
                try FileManager.default.moveItem(at: folder.appendingPathComponent("0002_shop_v2.sql"), to: folder.appendingPathComponent("0003_shop_v2.sql"))
                try FileManager.default.moveItem(at: folder.appendingPathComponent("0002_shop_v2.down.sql"), to: folder.appendingPathComponent("0003_shop_v2.down.sql"))
                try fix.write(to: folder.appendingPathComponent("0002_fix_dates.sql"), atomically: true, encoding: .utf8)
            }
        }
        // A copy of production taken before the fix was written: at version 1 by 0001 alone.
        func sample() throws -> String {
            let path = try sampleFile(of: try history([v1, v2]))
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "INSERT INTO person (id, born, name) VALUES (1, '18/02/1962', 'Luis'), (2, '1970-01-01', 'Ada')")
            }
            return path
        }
        let fixed = try target(fix: "-- Dates written day first, before version 2 reads them as dates.\nUPDATE \"person\" SET born = '1962-02-18' WHERE born = '18/02/1962';\n")
        let report = try MigrationTest(target: fixed, options: .init(sample: try sample())).run()
        XCTAssertTrue(report.passed, report.text)

        // The same fix also rewriting a name, by a REPLACE rather than a SET of it:
        // found, as any change no plan and no hand-written SET says.
        let overreaching = try target(fix: "UPDATE person SET born = '1962-02-18' WHERE born = '18/02/1962';\nINSERT OR REPLACE INTO person SELECT id, born, upper(name) FROM person WHERE id = 2;\n")
        let found = try MigrationTest(target: overreaching, options: .init(sample: try sample())).run()
        XCTAssertEqual(failures(found, .valueChanged).map { "\($0.table ?? "") \($0.column ?? "")" }, ["person name"], found.text)
    }

    func testTheColumnsAnUpdateSetsAreReadFromItsSQL() {
        let sql = """
            -- UPDATE ignored SET x = 1 (a comment)
            UPDATE OR IGNORE main."person" SET "born" = CASE WHEN born LIKE '%/%' THEN substr(born, 7, 4) || '-' ELSE born END, name = coalesce(name, ''), [nick]=(SELECT max(a, b) FROM t) WHERE id > 0;
            INSERT INTO log VALUES ('UPDATE person SET age = 1');
            update item set price = price * 2 from rates where rates.id = item.rate;
            """
        XCTAssertEqual(DataWrite.updates(in: sql).map { "\($0.table): \($0.columns.joined(separator: ", "))" }, ["person: born, name, nick", "item: price"])
    }

    func testAKeyMovedToTheOtherSideOfItsRelationshipIsFoundAsLostLinks() throws {
        // Version 2 makes a to-many a one-to-one whose key the other entity holds, as
        // Wire's model did at version 27: the plan adds one column and drops the other.
        let (v1, v2) = (MovedKeyModel.text(name: "Shop", version: 1), MovedKeyModel.text(name: "Shop", version: 2))
        // The plan keeps the links; generated users have several members, which a
        // one-to-one cannot keep, so the migration refuses instead of losing them.
        let report = try run(try history([v1, v2]), allowDestructive: true)
        XCTAssertEqual(failures(report, .linksLost), [], report.text)
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertTrue(refused.message.contains("linked from more than one row of \"member\""), refused.message)

        // A file whose key-moving steps were removed by hand loses the links: found.
        let edited = try history([v1, v2]) { directory in
            let path = (directory as NSString).appendingPathComponent("0002_shop_v2.sql")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var kept: [String] = []
            var inPreflight = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("-- preflight:") { inPreflight = line.contains("linked from more than one") }
                else if !line.hasPrefix("--   ") { inPreflight = false }
                if inPreflight || line.contains("_modelc_moved_key_1") || line.hasPrefix("-- modelc:moved-key") { continue }
                kept.append(line)
            }
            try kept.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let lostReport = try run(edited, allowDestructive: true)
        let lost = try XCTUnwrap(failures(lostReport, .linksLost).first, lostReport.text)
        XCTAssertEqual(lost.table, "member")
        XCTAssertEqual(lost.column, "user_id")
        XCTAssertNotNil(lost.key)
        XCTAssertTrue(lost.message.contains("to `user.membership_id`"), lost.message)
    }
}
