import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import XCTest

/// The version-membership rule (`Array<MigrationFile>.modelVersions`) and the checksum's
/// review-only lines, on files built in memory.
final class MigrationFileModelVersionTests: ModelcTestCase {
    private func planned(_ number: Int, to version: Int) -> MigrationFile {
        MigrationFile(version: number, slug: "v\(version)", text: MigrationFile.Header(model: "Blog", toVersion: version).rendered() + "SELECT 1;\n")
    }

    private func handWritten(_ number: Int) -> MigrationFile {
        MigrationFile(version: number, slug: "by_hand", text: "UPDATE post SET title = trim(title);\n")
    }

    func testAHandWrittenFileBelongsToTheVersionOfThePlannedFileBeforeIt() {
        let files = [planned(1, to: 1), planned(2, to: 2), handWritten(3), handWritten(4), planned(5, to: 3)]
        XCTAssertEqual(files.modelVersions, [1, 2, 2, 2, 3])
        XCTAssertEqual(files.through(modelVersion: 2).map(\.version), [1, 2, 3, 4])
        XCTAssertEqual(files.modelVersion(ofFileNumbered: 4), 2)
        XCTAssertNil(files.modelVersion(ofFileNumbered: 9))
    }

    func testHandWrittenFilesBeforeAnyPlannedFileBelongToVersionOne() {
        XCTAssertEqual([handWritten(1), handWritten(2), planned(3, to: 2)].modelVersions, [1, 1, 2])
        XCTAssertEqual([handWritten(1), handWritten(2)].through(modelVersion: 1).count, 2)
    }

    func testAVersionNoFileBelongsToIsNamedAsUnknownOrAsNotMadeYet() {
        let files = [planned(1, to: 1), planned(2, to: 2)]
        XCTAssertThrowsError(try files.through(modelVersion: 9, model: nil)) { error in
            XCTAssertEqual(error as? MigrationError, .unknownVersion(version: 9, model: nil, known: [1, 2]))
            XCTAssertEqual((error as? MigrationError)?.exitCode, 2)
        }
        let model = ModelVersions(name: "Blog", versions: (1...3).map { Model(name: "Blog", version: $0) }, folder: "models/Blog")
        XCTAssertThrowsError(try files.through(modelVersion: 3, model: model)) { error in
            XCTAssertEqual(error as? MigrationError, .noMigration(version: 3, model: "Blog"))
        }
        XCTAssertEqual(try files.through(modelVersion: 1, model: model).map(\.version), [1])
    }

    func testTheChecksumLeavesOutApprovalLinesOnly() {
        let text = "-- modelc migration\n-- to: 2\nALTER TABLE post DROP COLUMN subtitle;\n"
        let approved = text + "  -- approved: destructive\n"
        let plain = MigrationFile(version: 2, slug: "v2", text: text)
        let withApproval = MigrationFile(version: 2, slug: "v2", text: approved)
        XCTAssertEqual(withApproval.checksum, plain.checksum)
        XCTAssertEqual(plain.fullTextChecksum, plain.checksum, "without approval lines the two forms agree")
        XCTAssertNotEqual(withApproval.fullTextChecksum, withApproval.checksum)
        XCTAssertTrue(withApproval.matches(withApproval.fullTextChecksum), "a checksum recorded over the full text still matches")
        XCTAssertTrue(withApproval.matches(recorded: plain.checksum.description))
        let edited = MigrationFile(version: 2, slug: "v2", text: approved + "-- approved by Ann, and this comment is SQL text\nSELECT 1;\n")
        XCTAssertNotEqual(edited.checksum, plain.checksum, "any other line counts")
        XCTAssertEqual(MigrationFile(version: 2, slug: "v2", text: approved.replacingOccurrences(of: "\n", with: "\r\n")).checksum, plain.checksum)
    }

    func testStaleIsAPlannedFileWhoseVersionChangedSince() {
        let v1 = Model(name: "Blog", version: 1)
        var edited = v1
        edited.doc = "changed"
        let header = MigrationFile.Header(model: "Blog", toVersion: 1, modelHash: ModelHash.of(v1))
        let file = MigrationFile(version: 1, slug: "create", text: header.rendered())
        XCTAssertFalse(file.isStale(in: ModelVersions(name: "Blog", versions: [v1], folder: "models/Blog")))
        XCTAssertTrue(file.isStale(in: ModelVersions(name: "Blog", versions: [edited], folder: "models/Blog")))
        XCTAssertFalse(handWritten(2).isStale(in: ModelVersions(name: "Blog", versions: [edited], folder: "models/Blog")))
    }

    func testDefaultMigrationsFolderSitsBesideTheModelsFolderForAFolderOrAVersionFile() {
        XCTAssertEqual(MigrationTarget.migrationsPath(forModelAt: "/repo/models/Library", modelName: "Library"), "/repo/migrations/Library")
        XCTAssertEqual(MigrationTarget.migrationsPath(forModelAt: "/repo/models/Library/2.yaml", modelName: "Library"), "/repo/migrations/Library")
        XCTAssertEqual(MigrationTarget.migrationsPath(forModelAt: "models/Library/2.json", modelName: "Library"), "migrations/Library")
        XCTAssertEqual(MigrationTarget.modelPath(besideMigrations: "/repo/migrations/Library"), "/repo/models/Library")
    }
}
