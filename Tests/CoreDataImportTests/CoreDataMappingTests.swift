import CoreDataImport
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

/// The mapping to modelc model files, compared whole with reviewed snapshots
/// (`Tests/Snapshots/CoreDataMappingTests/`; refresh with `MODELC_RECORD_SNAPSHOTS=1
/// swift test --filter CoreDataMappingTests`, then read the diff).
final class CoreDataMappingTests: XCTestCase {
    private let fixtures = Repository.fixture("CoreData")

    private func convert(_ name: String, _ options: CoreDataImportOptions) throws -> (files: [String], notes: [CoreDataImportNote], versions: [ImportedVersion]) {
        let history = try CoreDataModelHistory.read(fixtures.appendingPathComponent(name).path)
        let converted = try CoreDataImporter.convert(history, options: options)
        return (converted.files, converted.notes, converted.versions)
    }

    /// The notes as the report prints them, with the fixture folder left out.
    private func notesText(_ notes: [CoreDataImportNote]) -> String {
        notes.map { "\($0.location.line): \($0.kind.rawValue): \($0.message) \($0.versions)\n" }.joined()
    }

    func testEveryConstructMapsToTheModelLanguage() throws {
        let converted = try convert("Everything.xcdatamodeld", CoreDataImportOptions(name: "Everything"))
        assertSnapshot(of: converted.files[0], named: "Everything-1.yaml")
        assertSnapshot(of: notesText(converted.notes), named: "Everything-notes")
    }

    func testEveryVersionOfAHistoryMapsWithRenamesOnlyWhereTheyRename() throws {
        let converted = try convert("Journal.xcdatamodeld", CoreDataImportOptions(name: "Journal", fillDefaults: true))
        XCTAssertEqual(converted.files.count, 5)
        for (index, file) in converted.files.enumerated() {
            assertSnapshot(of: file, named: "Journal-\(index + 1).yaml")
        }
        assertSnapshot(of: notesText(converted.notes), named: "Journal-notes")
        let entry = { (version: Int) in converted.versions[version - 1].model.entity(named: "Entry") }
        XCTAssertEqual(entry(2)?.attribute(named: "text")?.renamedFrom, "body")
        XCTAssertEqual(entry(3)?.attribute(named: "text")?.renamedFrom, nil, "the identifier Xcode keeps in later versions renames nothing there")
        XCTAssertEqual(converted.versions[2].model.entity(named: "Writer")?.renamedFrom, "Author")
        XCTAssertEqual(converted.versions[3].model.entity(named: "Writer")?.renamedFrom, nil)
    }

    func testANewRequiredAttributeIsReportedWithoutFillDefaults() throws {
        let converted = try convert("Journal.xcdatamodeld", CoreDataImportOptions(name: "Journal"))
        let needs = converted.notes.filter { $0.kind == .needsDefault }
        XCTAssertEqual(needs.map(\.element), ["Entry.wordCount"])
        XCTAssertEqual(needs.map(\.versions), [[3]])
        XCTAssertEqual(converted.versions[2].model.entity(named: "Entry")?.attribute(named: "wordCount")?.defaultValue, nil)
    }

    func testKeyOptionMakesTheNamedAttributeThePrimaryKey() throws {
        let converted = try convert("Everything.xcdatamodeld", CoreDataImportOptions(name: "Everything", keys: ["Product.sku"]))
        let product = try XCTUnwrap(converted.versions[0].model.entity(named: "Product"))
        XCTAssertEqual(product.attributes.map(\.name), ["sku", "sku_code", "skuCode"])
        XCTAssertEqual(product.primaryKey?.name, "sku")
        XCTAssertEqual(converted.versions[0].model.entity(named: "Person")?.primaryKey?.name, "pk", "Person has a UUID `id`, so its generated key is `pk`")
    }

    func testKeyOptionNamingNothingOrAnOptionalAttributeIsRefused() throws {
        for (key, message) in [
            ("Product.code", "`--key Product.code` names no attribute of any version of the model"),
            ("Person.age", "`--key Person.age` names an optional attribute (in version 1, `Everything`); a key must always have a value"),
            ("Cat.lives", "`--key Cat.lives` names a sub-entity, stored in `Animal`'s table, whose key is the hierarchy's"),
            ("Product", "`--key Product` is not of the form `Entity.attribute`"),
        ] {
            XCTAssertThrowsError(try convert("Everything.xcdatamodeld", CoreDataImportOptions(name: "Everything", keys: [key]))) { error in
                let report = (error as? CoreDataImportError)?.report
                XCTAssertEqual(report?.code, "invalid-arguments")
                XCTAssertEqual(report?.message, message)
            }
        }
    }

    func testHierarchyOriginsSayWhereEachEntityIsStored() throws {
        let origins = try convert("Everything.xcdatamodeld", CoreDataImportOptions(name: "Everything")).versions[0].origins
        let dog = try XCTUnwrap(origins.first { $0.coreDataEntity == "Dog" })
        XCTAssertEqual(dog.entity, "Animal")
        XCTAssertEqual(dog.discriminator, "Dog")
        XCTAssertEqual(dog.properties, ["name": "name", "owner": "owner", "breed": "breed", "lives": "dogLives", "rival": "rival"])
    }

    func testVersionListReadsAsARangeOrAList() {
        XCTAssertEqual(CoreDataImportReport.versionList([3]), "version 3")
        XCTAssertEqual(CoreDataImportReport.versionList([1, 2, 3]), "versions 1–3")
        XCTAssertEqual(CoreDataImportReport.versionList([1, 3]), "versions 1, 3")
    }
}
