import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The checks after a planned migration cover the tables it touched; an edited file is
/// checked over the whole database.
final class VerificationScopeTests: ModelcTestCase {
    private var sandbox: ApplySandbox!

    override func setUpWithError() throws {
        sandbox = try ApplySandbox(self)
    }

    /// The model at `version` whose `Item` has `itemAttributes`; `Tag` and `Note` (with a
    /// foreign key to `Tag`) never change.
    private func appModel(version: Int, itemAttributes: [String]) -> String {
        """
        model: App
        version: \(version)
        entities:
          Item:
            attributes:
        \(itemAttributes.map { "      " + $0 }.joined(separator: "\n"))
          Tag:
            attributes:
              id: int
              label: string
          Note:
            attributes:
              id: int
              text: string
            relationships:
              tag: { to: Tag, optional: true }
        """
    }

    private var version1: String { appModel(version: 1, itemAttributes: ["id: int", "title: string", "quantity: int"]) }

    /// Version 2 only renames `title` and adds an optional column: native ALTERs.
    private var nativeVersion2: String {
        appModel(version: 2, itemAttributes: ["id: int", "name: { type: string, renamedFrom: title }", "quantity: int", "comment: string?"])
    }

    /// Version 2 changes `quantity`'s type: a rebuild of `item`.
    private var rebuildVersion2: String { appModel(version: 2, itemAttributes: ["id: int", "title: string", "quantity: double"]) }

    /// Writes the model versions, makes their migrations, and returns the files.
    private func makeMigrations(_ versions: String...) throws -> [MigrationFile] {
        let folder = sandbox.root.appendingPathComponent("models/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, text) in versions.enumerated() {
            try text.write(to: folder.appendingPathComponent("\(index + 1).yaml"), atomically: true, encoding: .utf8)
        }
        _ = try sandbox.directory.make(try ModelLoader.load(folder.path), draft: MigrationDraft.planned)
        return try sandbox.directory.files()
    }

    /// Leaves a row of `note` pointing at a missing tag: a violation that predates the
    /// migration, in a table the migration does not touch.
    private func plantOrphanNote() throws {
        try sandbox.queue().writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: #"INSERT INTO "note" ("id", "text", "tag_id") VALUES (1, 'orphan', 99)"#)
        }
    }

    func testNativeAlterPlanChecksNoTablePagesAndNoForeignKeys() throws {
        let files = try makeMigrations(version1, nativeVersion2)
        XCTAssertEqual(files[1].verificationScope, VerificationScope(foreignKeyTables: [], integrityTables: []))
        XCTAssertEqual(files[1].text.components(separatedBy: "\n").prefix { !$0.isEmpty }.suffix(3), [
            "-- check-foreign-keys: []",
            "-- check-pages: []",
            "-- planned-sql: sha256:00c123bb8a2aa4df523313eef5a3a8a7ccfa0d654636a916d989d00bb8f34e52",
        ])
    }

    func testRebuildPlanChecksTheRebuiltTable() throws {
        let files = try makeMigrations(version1, rebuildVersion2)
        XCTAssertEqual(files[1].verificationScope, VerificationScope(foreignKeyTables: ["item"], integrityTables: ["item"]))
    }

    func testRebuildOfAReferencedTableLeavesOutReferrersWhoseKeysItCopiesUnchanged() throws {
        let tagRebuilt = version1
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "label: string", with: "label: { type: string, maxLength: 40 }")
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        let files = try makeMigrations(version1, tagRebuilt)
        XCTAssertEqual(files[1].verificationScope, VerificationScope(foreignKeyTables: ["tag"], integrityTables: ["tag"]),
                       "every tag row and its id reach the new table: no reference to it can break")
        XCTAssertEqual(try sandbox.migrate().applied.map(\.name), ["0002_app_v2.sql"])
        try sandbox.queue().read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT sql FROM sqlite_schema WHERE name = 'tag'"), """
                CREATE TABLE "tag" (
                  "id" INTEGER PRIMARY KEY NOT NULL,
                  "label" TEXT NOT NULL CHECK (length("label") <= 40)
                ) STRICT
                """, "tag was rebuilt with the new CHECK")
            XCTAssertEqual(try Verification.foreignKeyViolations(db)?.first, "row 1 of \"note\" references a missing row of \"tag\"",
                           "the orphan predates the migration, which neither made nor checked it")
        }
    }

    func testFirstMigrationChecksTheTablesItIndexes() throws {
        let files = try makeMigrations(version1)
        XCTAssertEqual(files[0].verificationScope, VerificationScope(foreignKeyTables: [], integrityTables: ["note"]))
    }

    func testUneditedPlannedMigrationIgnoresViolationsOutsideItsScope() throws {
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        _ = try makeMigrations(version1, nativeVersion2)
        XCTAssertEqual(try sandbox.migrate().applied.map(\.name), ["0002_app_v2.sql"])
        let columns = try sandbox.queue().read { try $0.columns(in: "item").map(\.name) }
        XCTAssertEqual(columns, ["id", "name", "quantity", "comment"])
    }

    func testEditedStatementBringsBackTheWholeDatabaseCheck() throws {
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        let files = try makeMigrations(version1, nativeVersion2)
        let edited = files[1].text.replacingOccurrences(of: #"ADD COLUMN "comment" TEXT"#, with: #"ADD COLUMN "comment" TEXT DEFAULT NULL"#)
        XCTAssertNotEqual(edited, files[1].text)
        try sandbox.write(files[1].fileName, edited)
        XCTAssertNil(try sandbox.directory.files()[1].verificationScope)
        assertRefusedForTheOrphanNote()
    }

    func testHandWrittenDataStepBringsBackTheWholeDatabaseCheck() throws {
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        let files = try makeMigrations(version1, nativeVersion2)
        let withData = files[1].text.replacingOccurrences(
            of: MigrationFile.dataEndMarker,
            with: "UPDATE \"item\" SET \"comment\" = 'checked';\n" + MigrationFile.dataEndMarker
        )
        try sandbox.write(files[1].fileName, withData)
        XCTAssertNil(try sandbox.directory.files()[1].verificationScope)
        assertRefusedForTheOrphanNote()
    }

    /// A scoped check that meets violations the migration did not make says it counted
    /// the tables it checks, not the database (which held more: a `migrate test` note
    /// beside it counted the whole sample).
    func testAScopedRefusalCountsTheTablesItChecks() throws {
        let noteRebuilt = appModel(version: 2, itemAttributes: ["id: int", "title: string", "quantity: int"])
            .replacingOccurrences(of: "      text: string\n", with: "      text: { type: string, maxLength: 200 }\n")
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        let files = try makeMigrations(version1, noteRebuilt)
        XCTAssertEqual(files[1].verificationScope?.foreignKeyTables.contains("note"), true, "\(String(describing: files[1].verificationScope))")
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .foreignKeyViolationsBefore(_, 1, _, let tables?)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(tables.contains("note"), "\(tables)")
            let message = (error as? MigrationError)?.report(model: nil).message ?? ""
            XCTAssertTrue(message.contains("the tables it checks (`note`") && message.contains(") already held 1 foreign-key violation before it ran"), message)
            XCTAssertEqual((error as? MigrationError)?.rolledBackItsSQL, true, "its SQL ran, so the run's summary says it was rolled back")
        }
    }

    func testApprovalLineKeepsTheScope() throws {
        let files = try makeMigrations(version1, rebuildVersion2)
        let approved = files[1].text.replacingOccurrences(of: "-- step 1:", with: "-- approved: destructive\n-- step 1:")
        XCTAssertNotEqual(approved, files[1].text)
        XCTAssertEqual(MigrationFile(version: 2, slug: "x", text: approved).verificationScope, files[1].verificationScope)
    }

    func testScopeNamingAMissingTableChecksEverything() throws {
        _ = try makeMigrations(version1)
        _ = try sandbox.migrate()
        try plantOrphanNote()
        try sandbox.queue().read { db in
            XCTAssertNil(try Verification.foreignKeyViolations(db, tables: ["item"]))
            XCTAssertEqual(try Verification.foreignKeyViolations(db, tables: ["item", "gone"])?.count, 1)
            XCTAssertNil(try Verification.quickCheckProblems(db, tables: ["item", "gone"]))
        }
    }

    func testHandWrittenSQLStepHasNoScope() {
        let target = Schema()
        let plan = Plan(steps: [Step(.sql("DELETE FROM x"), safety: .destructive, reason: "by hand")])
        XCTAssertNil(plan.verificationScope(in: target))
        XCTAssertEqual(Plan().verificationScope(in: target), VerificationScope(foreignKeyTables: [], integrityTables: []))
    }

    /// The orphan predates the migration: the refusal says so (it had said the migration
    /// left it, "after it ran").
    private func assertRefusedForTheOrphanNote(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try sandbox.migrate(), file: file, line: line) { error in
            guard case .foreignKeyViolationsBefore(_, let count, let sample, nil)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)", file: file, line: line)
            }
            XCTAssertEqual(count, 1, file: file, line: line)
            XCTAssertEqual(sample, "row 1 of \"note\" references a missing row of \"tag\"", file: file, line: line)
            XCTAssertTrue("\(error)".contains("the database already held 1 foreign-key violation before it ran"), "\(error)", file: file, line: line)
        }
        let columns = try? sandbox.queue().read { try $0.columns(in: "item").map(\.name) }
        XCTAssertEqual(columns, ["id", "title", "quantity"], "rolled back", file: file, line: line)
    }
}
