import CoreDataImport
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

/// `CoreDataImporter.importModel`: the files it writes read back as the models it checked,
/// and a mapping gone wrong is refused before anything is written, at the Core Data line.
final class CoreDataImporterTests: ModelcTestCase {
    /// The import checks the models it maps, not their text read back (a third of a large
    /// import's time), so this is where the text is shown to read back as those models:
    /// every written file, loaded as `modelc validate` loads it and written again, is the
    /// same text.
    func testEveryWrittenFileReadsBackAsTheModelItWasWrittenFrom() throws {
        for fixture in ["Everything", "Journal", "Harbors"] {
            let output = try makeTemporaryDirectory(self).appendingPathComponent("models/\(fixture)")
            let report = try CoreDataImporter.importModel(at: Repository.fixture("CoreData/\(fixture).xcdatamodeld").path, output: output.path,
                                                          options: CoreDataImportOptions(name: fixture, fillDefaults: true))
            let loaded = try ModelLoader.load(output.path)
            XCTAssertEqual(loaded.versions.count, report.versions.count, fixture)
            for (model, version) in zip(loaded.versions, report.versions) {
                let written = try String(contentsOf: output.appendingPathComponent("\(model.version).yaml"), encoding: .utf8)
                var writer = ModelYAMLWriter()
                writer.write(model, comments: [
                    "Imported by `modelc import coredata` from \(version.coreDataVersion).xcdatamodel (Core Data version \(model.version)).",
                ])
                XCTAssertEqual(writer.text, written, "\(fixture) version \(model.version)")
            }
        }
    }

    /// A one-to-one whose cascade SQLite's foreign key cannot carry (Wire's
    /// `User.membership`): the import keeps Core Data's rule, and its report says what
    /// `modelc validate` will warn about, once, for the versions it is about.
    func testWhatValidateWarnsAboutIsInTheReport() throws {
        let root = try makeTemporaryDirectory(self)
        let source = root.appendingPathComponent("Club.xcdatamodeld")
        for version in ["Club", "Club 2"] {
            let folder = source.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("""
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Member"><attribute name="since" optional="YES" attributeType="Date"/>
                  <relationship name="user" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="User" inverseName="membership" inverseEntity="User"/></entity>
                <entity name="User"><attribute name="name" optional="YES" attributeType="String"/>
                  <relationship name="membership" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Member" inverseName="user" inverseEntity="Member"/></entity>
                </model>
                """.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let output = root.appendingPathComponent("models/Club")
        let report = try CoreDataImporter.importModel(at: source.path, output: output.path, options: CoreDataImportOptions(name: "Club"))
        let warned = ModelLoader.inspect(output.path).diagnostics.filter { $0.severity == .warning }
        XCTAssertFalse(warned.isEmpty, "the model has something validate warns about")
        let notes = report.notes.filter { $0.kind == .validationWarning }
        XCTAssertEqual(notes.map(\.versions), [[1, 2]])
        XCTAssertEqual(notes.map(\.message), [warned[0].hint.map { "\(warned[0].message) (\($0))" } ?? warned[0].message])
        XCTAssertTrue(report.text.contains("validation-warning: deleteRule cascade on `User.membership`"), report.text)
    }

    func testAMappingThatWouldNotValidateIsReportedAtTheCoreDataElement() throws {
        let history = try CoreDataModelHistory.read(Repository.fixture("CoreData/Harbors.xcdatamodeld").path)
        var versions = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Harbors")).versions
        XCTAssertEqual(CoreDataImporter.problems(in: versions, name: "Harbors"), [])
        // A mapping bug stood in for: Vessel's two attributes given one name.
        let vessel = try XCTUnwrap(versions[0].model.declarationIndex(ofEntity: "Vessel"))
        versions[0].model.entities[vessel].attributes[2].name = "launchedOn"
        let problems = CoreDataImporter.problems(in: versions, name: "Harbors")
        // The repeated name at the attribute's line, the index naming the lost `name` at the compound index's.
        XCTAssertEqual(problems.map(\.location.line), [24, 26])
        XCTAssertEqual(Set(problems.map { Array(($0.location.file as NSString).pathComponents.suffix(2)) }), [["Harbors.xcdatamodel", "contents"]])
        // Printed as text, the problems are followed by the verdict, as in JSON: what they
        // mean and that nothing was written (text mode printed the problems alone).
        let report = CoreDataImportError.invalidImport(ModelError(problems)).report
        XCTAssertEqual(report.diagnostics, problems)
        XCTAssertTrue(report.concludesDiagnostics)
        XCTAssertEqual(report.hint, "please report this with the Core Data model; nothing was written")
    }
}

extension CoreDataImporterTests {
    func testTablesNamedAsSQLitesOrModelcsOwnGetCoreDatasPrefix() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("models/Reserved")
        let report = try CoreDataImporter.importModel(at: Repository.fixture("CoreData/ReservedNames.xcdatamodeld").path, output: output.path,
                                                      options: CoreDataImportOptions(name: "Reserved"))
        let model = try ModelLoader.load(output.path).versions[0]
        XCTAssertEqual(model.entities.map(\.table), ["zsqlite_sequence", "zmodelc_migrations", "zsqlite_sequence_2"])
        XCTAssertEqual(report.notes.map { "\($0.location.line): \($0.message)" }, [
            "4: the table `sqlite_sequence` of entity `Sqlite_Sequence` is a name SQLite or modelc keeps for itself: it is `table: zsqlite_sequence`",
            "7: the table `modelc_migrations` of entity `Modelc_Migrations` is a name SQLite or modelc keeps for itself: it is `table: zmodelc_migrations`",
            "10: the table `zsqlite_sequence` of entity `Zsqlite_sequence` is another entity's table in SQLite: it is `table: zsqlite_sequence_2`",
        ])
    }
}
