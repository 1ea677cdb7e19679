import CoreDataImport
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

/// Reading Core Data's `contents` files and the versions of an `.xcdatamodeld`.
final class CoreDataModelReaderTests: XCTestCase {
    private let fixtures = Repository.fixture("CoreData")

    private func history(_ name: String) throws -> CoreDataModelHistory {
        try CoreDataModelHistory.read(fixtures.appendingPathComponent(name).path)
    }

    func testReaderKeepsEveryConstructWithItsXMLLine() throws {
        let model = try XCTUnwrap(try history("Everything.xcdatamodeld").versions.first)
        let file = fixtures.appendingPathComponent("Everything.xcdatamodeld/Everything.xcdatamodel/contents").path
        XCTAssertEqual(model.name, "Everything")
        XCTAssertEqual(model.entities.map(\.name), ["Animal", "Book", "Cat", "Dog", "Order", "OrderTags", "Person", "Product", "Shelf", "Tag", "Order_tags"])
        let person = try XCTUnwrap(model.entity(named: "Person"))
        var age = CoreDataAttribute(name: "age", type: .integer16, location: SourceLocation(file: file, line: 31, column: 9))
        age.isOptional = true
        age.defaultValue = "0"
        age.minValue = "0"
        age.maxValue = "150"
        XCTAssertEqual(person.attribute(named: "age"), age)
        XCTAssertEqual(person.attribute(named: "scratch")?.isTransient, true)
        XCTAssertEqual(person.attribute(named: "fullName")?.isDerived, true)
        XCTAssertEqual(person.attribute(named: "avatar")?.allowsExternalStorage, true)
        XCTAssertEqual(person.attribute(named: "email")?.regularExpression, "^[^@]+@[^@]+$")
        var orders = CoreDataRelationship(name: "orders", destination: "Order", location: SourceLocation(file: file, line: 50, column: 9))
        orders.inverseName = "customer"
        orders.inverseEntity = "Order"
        orders.isToMany = true
        orders.isOrdered = true
        orders.isOptional = true
        orders.deletionRule = .cascade
        XCTAssertEqual(person.relationship(named: "orders"), orders)
        XCTAssertEqual(person.relationship(named: "bestFriend")?.deletionRule, .noAction)
        XCTAssertEqual(person.fetchIndexes.map(\.properties), [["lastName", "age"], ["orders"]])
        XCTAssertEqual(person.uniquenessConstraints.map(\.properties), [["email"], ["lastName", "birthday"]])
        XCTAssertEqual(person.fetchedProperties, ["recentOrders"])
        XCTAssertEqual(model.entity(named: "Cat")?.parent, "Animal")
        XCTAssertEqual(model.entity(named: "Animal")?.isAbstract, true)
        XCTAssertEqual(model.root(of: try XCTUnwrap(model.entity(named: "Dog"))).name, "Animal")
    }

    func testVersionsAreOrderedByTheNumbersInTheirNames() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("X.xcdatamodeld")
        let names = ["X 10", "X 2", "X", "X 1.2", "X 2.1", "X beta"]
        for name in names {
            let folder = root.appendingPathComponent(name + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<model/>".utf8).write(to: folder.appendingPathComponent("contents"))
        }
        XCTAssertEqual(try CoreDataModelHistory.read(root.path).versions.map(\.name), ["X", "X 1.2", "X 2", "X 2.1", "X 10", "X beta"])
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>X 2.xcdatamodel</string></dict></plist>
            """
        try Data(plist.utf8).write(to: root.appendingPathComponent(".xccurrentversion"))
        let current = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(current.versions.map(\.name), ["X", "X 1.2", "X 2"])
        XCTAssertEqual(current.currentVersion, "X 2")
        XCTAssertEqual(current.leftOut, ["X 2.1", "X 10", "X beta"])
        let notes = try CoreDataImporter.convert(current, options: CoreDataImportOptions(name: "X")).notes
        XCTAssertEqual(notes.map(\.kind), [.versionLeftOut, .versionLeftOut, .versionLeftOut])
        XCTAssertEqual(notes.map { "\($0.location)" }, ["X 2.1", "X 10", "X beta"].map { root.appendingPathComponent("\($0).xcdatamodel/contents").path + ":1:1" })

        // A stale `.xccurrentversion` (naming a version since deleted) leaves nothing out, and says so.
        try Data(plist.replacingOccurrences(of: "X 2.xcdatamodel", with: "X 11.xcdatamodel").utf8).write(to: root.appendingPathComponent(".xccurrentversion"))
        let stale = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(stale.versions.count, 6)
        let missing = try CoreDataImporter.convert(stale, options: CoreDataImportOptions(name: "X")).notes
        XCTAssertEqual(missing.map(\.message), ["`.xccurrentversion` names version `X 11`, which the folder does not hold, so every version is imported and `X beta` is the newest"])
        XCTAssertEqual(missing.map { "\($0.location)" }, [root.appendingPathComponent(".xccurrentversion").path + ":1:1"])
        XCTAssertEqual(missing.map(\.versions), [[6]])
    }

    /// WooCommerce keeps `Model`, `Model 2` … `Model 117` in `WooCommerce.xcdatamodeld`:
    /// the unnumbered `Model` is the first version, not a draft sorting after the current one.
    func testTheUnnumberedNameTheOthersExtendComesFirstWhateverTheFolderIsCalled() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Shop.xcdatamodeld")
        for name in ["Model 117", "Model 2", "Model", "Model 10", "Model 9"] {
            let folder = root.appendingPathComponent(name + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<model/>".utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model 117.xcdatamodel</string></dict></plist>
            """
        try Data(plist.utf8).write(to: root.appendingPathComponent(".xccurrentversion"))
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.versions.map(\.name), ["Model", "Model 2", "Model 9", "Model 10", "Model 117"])
        XCTAssertEqual(history.leftOut, [])
        XCTAssertEqual(try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Shop")).notes.map(\.kind), [])

        // Identifiers that run against the names' order are reported.
        var identified = history
        for (index, identifier) in ["1.0", "1.1", "1.10", "1.9", "2.0"].enumerated() { identified.versions[index].versionIdentifier = identifier }
        let notes = try CoreDataImporter.convert(identified, options: CoreDataImportOptions(name: "Shop")).notes
        XCTAssertEqual(notes.map(\.kind), [.versionOrder])
        XCTAssertEqual(notes.map(\.message), [
            "version `Model 10` (identifier 1.9) comes after `Model 9` (identifier 1.10) by their names, which the import follows; if the app shipped them the other way round, rename the versions",
        ])

        // A pre-release comes before its release (OpenEmu's `1.0 Beta 4`, then `1.0`).
        for (index, identifier) in ["1.0 Beta 3", "1.0 Beta 4", "1.0", "1.1rc1", "1.1"].enumerated() { identified.versions[index].versionIdentifier = identifier }
        XCTAssertEqual(try CoreDataImporter.convert(identified, options: CoreDataImportOptions(name: "Shop")).notes.map(\.kind), [])
    }

    func testRenamingIdentifiersAreReadFromEveryVersion() throws {
        let versions = try history("Journal.xcdatamodeld").versions
        XCTAssertEqual(versions.map(\.name), ["Journal", "Journal 2", "Journal 3", "Journal 4", "Journal 5"])
        XCTAssertEqual(versions[1].entity(named: "Entry")?.attribute(named: "text")?.renamingIdentifier, "body")
        XCTAssertEqual(versions[2].entity(named: "Writer")?.renamingIdentifier, "Author")
    }

    /// Each bad input: the import stops with `invalid-coredata-model`, exit 2, and a
    /// diagnostic at the `contents` file and XML line.
    func testBadContentsAreReportedAtTheirFileAndLine() throws {
        func diagnostics(_ name: String) -> [String] {
            do {
                _ = try CoreDataModelHistory.read(fixtures.appendingPathComponent(name).path)
                return []
            } catch {
                XCTAssertEqual(error.report.code, "invalid-coredata-model")
                XCTAssertEqual(error.report.status, .invalidInput)
                return error.report.diagnostics.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
            }
        }
        XCTAssertEqual(diagnostics("UnknownType.xcdatamodeld"), [
            "UnknownType.xcdatamodeld/UnknownType.xcdatamodel/contents:5:9: error: attribute `Note.shape` has unknown attribute type `Polygon` "
                + "(use one of Integer 16, Integer 32, Integer 64, Decimal, Double, Float, String, Boolean, Date, Binary, UUID, URI, Transformable, ObjectID)",
        ])
        XCTAssertEqual(diagnostics("Dangling.xcdatamodeld"), [
            "Dangling.xcdatamodeld/Dangling.xcdatamodel/contents:5:9: error: relationship `Note.folder` has destination entity `Folder`, which is not in the model",
        ])
        XCTAssertEqual(diagnostics("MissingContents.xcdatamodeld"), [
            "MissingContents.xcdatamodeld/MissingContents.xcdatamodel/contents:1:1: error: version `MissingContents` has no readable `contents` file "
                + "(Xcode keeps each version's model in `<version>.xcdatamodel/contents`)",
        ])
        XCTAssertEqual(diagnostics("BadReferences.xcdatamodeld"), [
            "BadReferences.xcdatamodeld/BadReferences.xcdatamodel/contents:6:9: error: relationship `Shelf.books` has unknown deletion rule `Shred` "
                + "(use one of Nullify, Cascade, Deny, No Action)",
            "BadReferences.xcdatamodeld/BadReferences.xcdatamodel/contents:7:9: error: relationship `Shelf.owner` has no destination entity "
                + "(set its destination in Xcode's model editor)",
            "BadReferences.xcdatamodeld/BadReferences.xcdatamodel/contents:9:5: error: entity `Book` names parent entity `Volume`, which is not in the model",
            "BadReferences.xcdatamodeld/BadReferences.xcdatamodel/contents:10:9: error: inverse `volumes` of relationship `Book.shelf` is not a relationship of `Shelf`",
        ])
        XCTAssertEqual(diagnostics("NotAModel.xcdatamodeld"), [
            "NotAModel.xcdatamodeld/NotAModel.xcdatamodel/contents:1:1: error: `contents` of version `NotAModel` is not a Core Data model: its root element is not `<model>`",
        ])
        XCTAssertEqual(diagnostics("Malformed.xcdatamodeld"), [
            "Malformed.xcdatamodeld/Malformed.xcdatamodel/contents:5:14: error: `contents` of version `Malformed` is not well-formed XML: "
                + "an end tag does not match the element it closes (restore the file from version control, or re-save the model in Xcode)",
        ])
    }
}

extension CoreDataEntity {
    func attribute(named name: String) -> CoreDataAttribute? { attributes.first { $0.name == name } }
    func relationship(named name: String) -> CoreDataRelationship? { relationships.first { $0.name == name } }
}
