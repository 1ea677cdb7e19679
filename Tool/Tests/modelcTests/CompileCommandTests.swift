import Foundation
import ModelcTestSupport
import XCTest

final class CompileCommandTests: ModelcTestCase {
    static let bundledModels = ["StarWars", "Library"]

    /// Every version of every bundled model, as `models/<Name>@<version>`.
    static func bundledReferences() throws -> [String] {
        try Self.bundledModels.flatMap { name -> [String] in
            let folder = Repository.root.appendingPathComponent("models/\(name)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            return files.compactMap { Int(($0 as NSString).deletingPathExtension) }.sorted().map { "models/\(name)@\($0)" }
        }
    }

    func testCompiledSQLOfEveryBundledModelIsAcceptedBySQLiteShellWithCleanChecks() throws {
        let directory = try makeTemporaryDirectory(self)
        for reference in try Self.bundledReferences() {
            let compiled = try Modelc.run(["compile", reference])
            XCTAssertEqual(compiled.status, 0, "\(reference): \(compiled.stderr)")
            let database = directory.appendingPathComponent(UUID().uuidString + ".sqlite").path
            let sql = compiled.stdout + "PRAGMA foreign_key_check;\nPRAGMA integrity_check;\n"
            let shell = try Modelc.sqlite3(database: database, input: sql)
            XCTAssertEqual(shell.status, 0, "\(reference): \(shell.stderr)")
            XCTAssertEqual(shell.stdout, "ok\n", "\(reference): foreign_key_check or integrity_check reported problems")
        }
    }

    func testForeignKeyListShowsTheActionsTheDeleteRulesImply() throws {
        let directory = try makeTemporaryDirectory(self)
        let database = directory.appendingPathComponent("library.sqlite").path
        let compiled = try Modelc.run(["compile", "models/Library"])
        XCTAssertEqual(try Modelc.sqlite3(database: database, input: compiled.stdout).status, 0)
        func onDelete(_ table: String) throws -> String {
            try Modelc.sqlite3(database: database, input: "SELECT \"from\" || ' ' || on_delete FROM pragma_foreign_key_list('\(table)') ORDER BY \"from\";\n").stdout
        }
        // Person.dogs has deleteRule cascade: deleting a person deletes their dogs.
        XCTAssertEqual(try onDelete("dog"), "owner_id CASCADE\n")
        // Person.loans uses the default nullify: a borrowed book loses its borrower.
        XCTAssertEqual(try onDelete("book"), "borrower_id SET NULL\n")
        // Person.account (one-to-one, key on User via `column:`) cascades.
        XCTAssertEqual(try onDelete("user"), "person_id CASCADE\n")
        // Join tables cascade on both sides.
        XCTAssertEqual(try onDelete("book_tags"), "book_id CASCADE\ntag_id CASCADE\n")
    }

    func testTwoRunsOfCompileAreByteIdenticalInBothFormats() throws {
        for reference in try Self.bundledReferences() {
            for format in ["sql", "json"] {
                let first = try Modelc.run(["compile", reference, "--format", format])
                let second = try Modelc.run(["compile", reference, "--format", format])
                XCTAssertEqual(first.status, 0)
                XCTAssertFalse(first.stdout.isEmpty)
                XCTAssertEqual(first.stdout, second.stdout, "\(reference) \(format) differs between runs")
            }
        }
    }

    func testPinnedVersionSelectsAnOlderVersion() throws {
        let old = try Modelc.run(["compile", "models/StarWars@1"])
        let current = try Modelc.run(["compile", "models/StarWars"])
        XCTAssertEqual(old.status, 0)
        assertSnapshot(of: old.stdout, named: "PinnedVersionSelectsAnOlderVersion.old.stdout")
        assertSnapshot(of: current.stdout, named: "PinnedVersionSelectsAnOlderVersion.current.stdout")
    }

    func testUnknownVersionIsInvalidInputNamingTheKnownVersions() throws {
        let outcome = try Modelc.run(["compile", "models/StarWars@9"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "models/StarWars:1:1: error: model `StarWars` has no version 9 (known versions: 1, 2, 3)\n")
        XCTAssertTrue(outcome.stdout.isEmpty)
    }
}
