import CoreDataImport
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

/// Reading Core Data's `contents` files and the versions of an `.xcdatamodeld`.
final class CoreDataModelReaderTests: ModelcTestCase {
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

    /// A `.xccurrentversion` that names no version (a merge conflict left in it, a key
    /// misspelt) stops the import, at the file: read as absent, the drafts after the
    /// current version were imported as shipped versions, with migrations. With
    /// `--version-order` the file is not read, and one holding an empty dictionary is read
    /// as absent.
    func testACurrentVersionFileThatNamesNoVersionStopsTheImport() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("X.xcdatamodeld")
        for name in ["X", "X 2", "X 3"] {
            let folder = root.appendingPathComponent(name + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<model/>".utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let file = root.appendingPathComponent(".xccurrentversion")
        for broken in [
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>X.xcdatamodel</string>\n<<<<<<< HEAD\n</plist>",
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>_XCCurrentVersionNam</key><string>X.xcdatamodel</string></dict></plist>",
        ] {
            try Data(broken.utf8).write(to: file)
            XCTAssertThrowsError(try CoreDataModelHistory.read(root.path)) { error in
                guard case .invalidSource(let diagnostics)? = error as? CoreDataImportError else { return XCTFail("\(error)") }
                XCTAssertEqual(diagnostics.map { "\($0.location)" }, [file.path + ":1:1"])
                XCTAssertTrue(diagnostics.first?.message.contains("does not name the current version") == true, "\(diagnostics)")
            }
        }
        XCTAssertEqual(try CoreDataModelHistory.read(root.path, order: ["X", "X 2"]).versions.map(\.name), ["X", "X 2"])

        // An empty dictionary names nothing, as no file does (CoreStore's demo ships one,
        // which Xcode builds): every version is imported.
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n".utf8).write(to: file)
        XCTAssertEqual(try CoreDataModelHistory.read(root.path).versions.map(\.name), ["X", "X 2", "X 3"])
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
            "version `Model 10` (identifier 1.9) comes after `Model 9` (identifier 1.10) by their names, which the import follows; if the app shipped them the other way round, rename the versions or give the order with `--version-order`",
        ])

        // A pre-release comes before its release (OpenEmu's `1.0 Beta 4`, then `1.0`).
        for (index, identifier) in ["1.0 Beta 3", "1.0 Beta 4", "1.0", "1.1rc1", "1.1"].enumerated() { identified.versions[index].versionIdentifier = identifier }
        XCTAssertEqual(try CoreDataImporter.convert(identified, options: CoreDataImportOptions(name: "Shop")).notes.map(\.kind), [])
    }

    /// Writes versions named `names` into a new `.xcdatamodeld`, each saved by the Xcode
    /// and macOS builds given (`"14460.32 18B75"`) and declaring `entities` entities.
    private func makeVersions(_ versions: [(name: String, saved: String, entities: Int)], current: String?, folder: String = "Model") throws -> URL {
        let root = try makeTemporaryDirectory(self).appendingPathComponent(folder + ".xcdatamodeld")
        for version in versions {
            let folder = root.appendingPathComponent(version.name + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let parts = version.saved.split(separator: " ")
            let system = parts.count > 1 ? " systemVersion=\"\(parts[1])\"" : ""
            let entities = (0..<version.entities).map { "    <entity name=\"E\($0)\" representedClassName=\"E\($0)\"/>" }.joined(separator: "\n")
            try Data("""
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="\(parts[0])"\(system) minimumToolsVersion="Automatic">
                \(entities)
                </model>
                """.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        if let current {
            try Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(current).xcdatamodel</string></dict></plist>
                """.utf8).write(to: root.appendingPathComponent(".xccurrentversion"))
        }
        return root
    }

    /// Stepik names most versions `Model_<change>_v<N>`, and 17 with no number at all;
    /// they fill the gaps v19 and v34–v49, which is where the builds Xcode saved them
    /// with put them. Before, they sorted after the current version and were left out.
    func testAVersionNamedWithoutANumberGoesWhereXcodeSavedIt() throws {
        let root = try makeVersions([
            ("Model", "11542 16B2555", 1),
            ("Model_course_info_v18", "13240", 2),
            ("Model_notifications", "13240 16G29", 3),
            ("Model_progress_v20", "13240", 4),
            ("Model_fields_v33", "14460.32 18A391", 5),
            ("Model_lesson_can_edit", "14492.1 19B88", 6),
            ("Model_course_paid", "14490.98 18E226", 6),
            ("Model_activity_v50", "16119 19E266", 7),
            ("Model_draft", "19574 21D62", 7),
        ], current: "Model_activity_v50")
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.versions.map(\.name), [
            "Model", "Model_course_info_v18", "Model_notifications", "Model_progress_v20", "Model_fields_v33",
            "Model_course_paid", "Model_lesson_can_edit", "Model_activity_v50",
        ])
        XCTAssertEqual(history.leftOut, ["Model_draft"], "saved after the current version: a draft, left out as before")
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Stepik")).notes.filter { $0.kind == .versionPlaced }
        XCTAssertEqual(notes.map(\.message), [
            "version `Model_notifications`: its name has no number, so it goes where Xcode last saved it (Xcode build 13240, macOS build 16G29): after `Model_course_info_v18`; if the app shipped it elsewhere, give the order with `--version-order`",
            "version `Model_course_paid`: its name has no number, so it goes where Xcode last saved it (Xcode build 14490.98, macOS build 18E226): after `Model_fields_v33`; if the app shipped it elsewhere, give the order with `--version-order`",
            "version `Model_lesson_can_edit`: its name has no number, so it goes where Xcode last saved it (Xcode build 14492.1, macOS build 19B88): after `Model_course_paid`; if the app shipped it elsewhere, give the order with `--version-order`",
        ])
        XCTAssertEqual(notes.map(\.versions), [[3], [6], [7]])
        XCTAssertEqual(notes.map { "\($0.location)" }, ["Model_notifications", "Model_course_paid", "Model_lesson_can_edit"]
            .map { root.appendingPathComponent("\($0).xcdatamodel/contents").path + ":1:1" })
    }

    /// Artsy's folder holds `ArtsyPartner` … `ArtsyPartner 5`, then `ArtsyFolio v1.4` …
    /// `ArtsyFolio v2.7.0`: ordered by their numbers alone the two schemes interleaved
    /// (`ArtsyFolio v1.4` before `ArtsyPartner 2`).
    func testVersionsOfAnotherNamingSchemeFollowAsABlock() throws {
        let root = try makeVersions([
            ("ArtsyPartner", "1171 11D50b", 1), ("ArtsyPartner 2", "10171 15E65", 1), ("ArtsyPartner 5", "10171 15E65", 2),
            ("ArtsyFolio v1.4", "10171 15E65", 3), ("ArtsyFolio v2.0", "10171 15E65", 4), ("ArtsyFolio v2.5.1", "10174 15G24b", 4),
            ("ArtsyFolio v2.7.0", "14490.98 18E226", 5),
        ], current: "ArtsyFolio v2.7.0")
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.versions.map(\.name), [
            "ArtsyPartner", "ArtsyPartner 2", "ArtsyPartner 5", "ArtsyFolio v1.4", "ArtsyFolio v2.0", "ArtsyFolio v2.5.1", "ArtsyFolio v2.7.0",
        ])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Folio")).notes.filter { $0.kind == .versionPlaced }
        XCTAssertEqual(notes.map(\.message), [
            "version `ArtsyFolio v1.4`: it begins another naming scheme, whose versions follow those of the first: after `ArtsyPartner 5`; if the app shipped it elsewhere, give the order with `--version-order`",
        ])
    }

    /// Molten was Flameworker: Xcode renamed the base version with the project
    /// (`Flameworker.xcdatamodel` → `Molten.xcdatamodel`, the same text), the versions
    /// numbered before kept their names, and the later ones are `Molten 5` … `Molten 9`
    /// (current). The base stays first: placed after `Flameworker 4` with its scheme,
    /// the plan dropped 17 tables and created them again one version later.
    func testARenamedProjectsBaseVersionStaysFirstAndItsNumberedVersionsFollowTheOldScheme() throws {
        let saved = "24299 25A362"
        let root = try makeVersions([
            ("Molten", saved, 4), ("Flameworker 1.1", saved, 4), ("Flameworker 2", saved, 4), ("Flameworker 3", saved, 4), ("Flameworker 4", saved, 23),
            ("Molten 5", saved, 23), ("Molten 6", saved, 29), ("Molten 9", saved, 28),
        ], current: "Molten 9", folder: "Molten")
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.versions.map(\.name), [
            "Molten", "Flameworker 1.1", "Flameworker 2", "Flameworker 3", "Flameworker 4", "Molten 5", "Molten 6", "Molten 9",
        ])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Molten")).notes.filter { $0.kind == .versionPlaced }
        XCTAssertEqual(notes.map(\.message), [
            "version `Flameworker 1.1`: it begins another naming scheme, whose versions follow those of the first: after `Molten`; if the app shipped it elsewhere, give the order with `--version-order`",
            "version `Molten 5`: it begins another naming scheme, whose versions follow those of the first: after `Flameworker 4`; if the app shipped it elsewhere, give the order with `--version-order`",
        ])
    }

    /// Stepik has two `…_v21` versions; the one saved first comes first, whatever the
    /// names, so the plan between them does not drop the other's table.
    func testTwoVersionsWithTheSameNumberGoInTheOrderTheyWereSaved() throws {
        let root = try makeVersions([
            ("Model", "9525", 1), ("Model_courselists_v21", "13772 17D102", 3), ("Model_sections_v21", "13240 16G29", 2), ("Model_v22", "14133", 3),
        ], current: nil)
        XCTAssertEqual(try CoreDataModelHistory.read(root.path).versions.map(\.name), ["Model", "Model_sections_v21", "Model_courselists_v21", "Model_v22"])
    }

    /// The given order is the whole history: CoreDataPlus keeps `SampleModel` current and
    /// stores of `SampleModel2` and `3` beside it, which an order listing all three imports.
    func testAGivenOrderReplacesTheInferredOneAndLeavesOutWhatItDoesNotList() throws {
        let root = try makeVersions([("Model", "9525", 1), ("Model 2", "9525", 2), ("Model_next", "10171", 3), ("Model 3", "12141", 4)], current: "Model_next")
        let history = try CoreDataModelHistory.read(root.path, order: ["Model", "Model_next", "Model 3"])
        XCTAssertEqual(history.versions.map(\.name), ["Model", "Model_next", "Model 3"])
        XCTAssertEqual(history.unlisted, ["Model 2"])
        XCTAssertEqual(history.leftOut, [], "`.xccurrentversion` does not cut a given order")
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "M")).notes
        XCTAssertEqual(notes.map(\.kind), [.versionLeftOut])
        XCTAssertEqual(notes.map(\.message), ["version `Model 2` is not listed in the given version order, so it is not imported"])
        XCTAssertEqual(notes.map(\.versions), [[]], "a version left out is no model version, so the note names none")

        XCTAssertThrowsError(try CoreDataModelHistory.read(root.path, order: ["Model", "Model 4"])) { error in
            let report = (error as? CoreDataImportError)?.report
            XCTAssertEqual(report?.code, "invalid-version-order")
            XCTAssertEqual(report?.message, "the version order cannot be used: `Model 4` is not a version of `\(root.path)`, which holds `Model`, `Model 2`, `Model 3`, `Model_next`")
        }
        XCTAssertThrowsError(try CoreDataModelHistory.read(root.path, order: ["Model", "Model 2", "Model"])) { error in
            XCTAssertEqual((error as? CoreDataImportError)?.report.message, "the version order cannot be used: it names `Model` twice")
        }
    }

    /// Apptentive migrates its `ATRecord` sub-entities into `ATMessage` with
    /// `ATDataModel v4 to v5.xcmappingmodel`, beside its `.xcdatamodeld`: modelc plans
    /// from the models alone, and said nothing of the mapping until the migration failed.
    func testAMappingModelBesideTheModelIsNoted() throws {
        let root = try makeVersions([("Model", "9525", 1), ("Model 2", "9525", 2)], current: nil)
        let mapping = root.deletingLastPathComponent().appendingPathComponent("Model v1 to v2.xcmappingmodel")
        try FileManager.default.createDirectory(at: mapping, withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?><database/>".utf8).write(to: mapping.appendingPathComponent("xcmapping.xml"))
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.mappingModels, [mapping.path])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "M")).notes.filter { $0.kind == .mappingModel }
        XCTAssertEqual(notes.map(\.element), ["Model v1 to v2.xcmappingmodel"])
        XCTAssertEqual(notes.map { "\($0.location)" }, [mapping.path + ":1:1"])
        XCTAssertTrue(notes.first?.message.contains("write what it does as a data step in that version's migration") == true, notes.first?.message ?? "")
    }

    /// Projects keep mapping models in a folder of their own (AltStore's, Delta's
    /// `Migrations/`): those that map this model's versions are noted too, each at the
    /// version it leads to, as its `xcmapping.xml` records; one for another model is not.
    func testMappingModelsInAFolderBelowAreNotedAtTheVersionTheyLeadTo() throws {
        let root = try makeVersions([("Model", "9525", 1), ("Model 2", "9525", 2), ("Model 3", "9525", 3)], current: nil)
        let folder = root.deletingLastPathComponent().appendingPathComponent("Migrations/Mapping Models")
        func mapping(_ name: String, from source: String, to destination: String) throws -> URL {
            let mapping = folder.appendingPathComponent(name + ".xcmappingmodel")
            try FileManager.default.createDirectory(at: mapping, withIntermediateDirectories: true)
            try Data("""
                <?xml version="1.0" standalone="yes"?>
                <database><object type="XDDEVMAPPINGMODEL" id="z1">
                <attribute name="sourcemodelpath" type="string">\(source)</attribute>
                <attribute name="destinationmodelpath" type="string">\(destination)</attribute>
                </object></database>
                """.utf8).write(to: mapping.appendingPathComponent("xcmapping.xml"))
            return mapping
        }
        let ours = try mapping("ModelToModel2", from: "Model.xcdatamodeld/Model.xcdatamodel", to: "Model.xcdatamodeld/Model 2.xcdatamodel")
        let before = try mapping("Model0ToModel", from: "Model.xcdatamodeld/Model 0.xcdatamodel", to: "Model.xcdatamodeld/Model 1.xcdatamodel")
        _ = try mapping("OtherToOther2", from: "Other.xcdatamodeld/Other.xcdatamodel", to: "Other.xcdatamodeld/Other 2.xcdatamodel")
        // From a version the import leaves out (CoreStore's `V1.FromV2`), and from a later
        // version to an earlier one: no migration of the import goes that way.
        let fromLeftOut = try mapping("Model4ToModel3", from: "Model.xcdatamodeld/Model 4.xcdatamodel", to: "Model.xcdatamodeld/Model 3.xcdatamodel")
        let down = try mapping("Model3ToModel2", from: "Model.xcdatamodeld/Model 3.xcdatamodel", to: "Model.xcdatamodeld/Model 2.xcdatamodel")
        // Past a version (Pocket's from version 1 straight to 3): Core Data's for stores of
        // its source version only.
        let skipping = try mapping("ModelToModel3", from: "Model.xcdatamodeld/Model.xcdatamodel", to: "Model.xcdatamodeld/Model 3.xcdatamodel")
        let history = try CoreDataModelHistory.read(root.path)
        XCTAssertEqual(history.mappingModels, [before.path, down.path, fromLeftOut.path, ours.path, skipping.path])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "M")).notes.filter { $0.kind == .mappingModel }
        XCTAssertEqual(notes.map(\.versions), [[], [], [], [2], [3]], "a mapping between versions the import leaves out belongs to no version")
        XCTAssertTrue(notes[4].message.hasPrefix("mapping model `ModelToModel3.xcmappingmodel` maps `Model` to `Model 3` (it skips version 2: Core Data uses it only for stores of `Model`, "
                                                 + "where modelc's migrations go one version at a time): "), notes[4].message)
        XCTAssertEqual(notes.first?.message, "mapping model `Model0ToModel.xcmappingmodel` maps `Model 0` to `Model 1`, and `Model 1` is not imported: no migration made from this import stands for it")
        XCTAssertEqual(notes[1].message, "mapping model `Model3ToModel2.xcmappingmodel` maps `Model 3` to `Model 2`, a later version to an earlier one: no migration made from this import goes that way (down migrations are planned from the models, `migrate make --down`)")
        XCTAssertEqual(notes[2].message, "mapping model `Model4ToModel3.xcmappingmodel` maps `Model 4` to `Model 3`, and `Model 4` is not imported: no migration made from this import stands for it")
        XCTAssertTrue(notes[3].message.hasPrefix("mapping model `ModelToModel2.xcmappingmodel` maps `Model` to `Model 2`: "), notes[3].message)
    }

    func testRenamingIdentifiersAreReadFromEveryVersion() throws {
        let versions = try history("Journal.xcdatamodeld").versions
        XCTAssertEqual(versions.map(\.name), ["Journal", "Journal 2", "Journal 3", "Journal 4", "Journal 5"])
        XCTAssertEqual(versions[1].entity(named: "Entry")?.attribute(named: "text")?.renamingIdentifier, "body")
        XCTAssertEqual(versions[2].entity(named: "Writer")?.renamingIdentifier, "Author")
    }

    /// A composite attribute (Xcode 15) is one attribute per element of its composite,
    /// nested composites flattened the same way down, each optional when the composite
    /// attribute or the element is, and remembering the element it came from.
    func testCompositeAttributesAreFlattenedIntoOneAttributePerElement() throws {
        let model = try XCTUnwrap(try history("Composite.xcdatamodeld").versions.first)
        let quake = try XCTUnwrap(model.entity(named: "Quake"))
        XCTAssertEqual(quake.attributes.map(\.name), ["code", "magnitudeRichter", "magnitudeSource", "locationPlace", "locationPointLatitude", "locationPointLongitude", "felt"])
        XCTAssertEqual(quake.attributes.map(\.isOptional), [false, true, true, false, false, true, false])
        XCTAssertEqual(quake.attributes.map(\.type), [.string, .double, .string, .string, .double, .double, .boolean])
        XCTAssertEqual(quake.attributes.map(\.compositeElement), [nil, "Quake.magnitude.richter", "Quake.magnitude.source", "Quake.location.place",
                                                                 "Quake.location.point.latitude", "Quake.location.point.longitude", nil])
        XCTAssertEqual(quake.attribute(named: "locationPointLatitude")?.minValue, "-90")
        XCTAssertEqual(quake.attribute(named: "magnitudeRichter")?.defaultValue, "0.0")
    }

    /// Configurations (entities an app keeps in stores of their own, one synced with
    /// CloudKit, as kiwix-apple's) are read and noted: the import makes one model of all
    /// of them, which was not said.
    func testConfigurationsAreReadAndNoted() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Cache" representedClassName="Cache" syncable="YES">
                    <attribute name="key" optional="YES" attributeType="String"/>
                </entity>
                <entity name="ZimFile" representedClassName="ZimFile" syncable="YES">
                    <attribute name="isMissing" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
                </entity>
                <configuration name="Local">
                    <memberEntity name="Cache"/>
                </configuration>
                <configuration name="Cloud" usedWithCloudKit="YES">
                    <memberEntity name="ZimFile"/>
                </configuration>
            </model>
            """
        let model = try CoreDataModelReader.read(Data(contents.utf8), name: "Kiwix", file: "Kiwix.xcdatamodel/contents")
        XCTAssertEqual(model.configurations.map(\.name), ["Local", "Cloud"])
        XCTAssertEqual(model.configurations.map(\.entities), [["Cache"], ["ZimFile"]])
        XCTAssertEqual(model.configurations.map(\.isUsedWithCloudKit), [false, true])
        let converted = try CoreDataImporter.convert(CoreDataModelHistory(path: "Kiwix.xcdatamodeld", versions: [model]), options: CoreDataImportOptions(name: "Kiwix"))
        let notes = converted.notes.filter { $0.kind == .configuration }
        XCTAssertEqual(notes.map(\.element), ["Local", "Cloud"])
        XCTAssertTrue(notes.last?.message.hasPrefix("configuration `Cloud` (synced with CloudKit) holds `ZimFile`: ") == true, notes.last?.message ?? "")
        XCTAssertEqual(converted.versions[0].model.entities.map(\.name).sorted(), ["Cache", "ZimFile"], "one model of every configuration")
    }

    func testACompositeTheModelDoesNotDefineIsReportedAtItsAttribute() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Quake" representedClassName="Quake" syncable="YES">
                    <attribute name="magnitude" optional="YES" attributeType="Composite" composite="Magnitud"/>
                </entity>
                <composite name="Magnitude">
                    <attribute name="richter" attributeType="Double"/>
                </composite>
            </model>
            """
        XCTAssertThrowsError(try CoreDataModelReader.read(Data(contents.utf8), name: "Quakes", file: "Quakes.xcdatamodel/contents")) { error in
            XCTAssertEqual((error as? CoreDataImportError)?.report.diagnostics.map(\.description), [
                "Quakes.xcdatamodel/contents:4:9: error: attribute `Quake.magnitude` has composite type `Magnitud`, which the model does not define (did you mean `Magnitude`?)",
            ])
        }
        let unnamed = contents.replacingOccurrences(of: " composite=\"Magnitud\"", with: "")
        XCTAssertThrowsError(try CoreDataModelReader.read(Data(unnamed.utf8), name: "Quakes", file: "Quakes.xcdatamodel/contents")) { error in
            XCTAssertEqual((error as? CoreDataImportError)?.report.diagnostics.map(\.description), [
                "Quakes.xcdatamodel/contents:4:9: error: composite attribute `Quake.magnitude` names no composite (its `composite` is missing) (choose one of `Magnitude` for it in Xcode's model editor)",
            ])
        }
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
                + "(use one of Integer 16, Integer 32, Integer 64, Decimal, Double, Float, String, Boolean, Date, Binary, UUID, URI, Transformable, ObjectID, Composite)",
        ])
        XCTAssertEqual(diagnostics("Dangling.xcdatamodeld"), [
            "Dangling.xcdatamodeld/Dangling.xcdatamodel/contents:5:9: error: relationship `Note.folder` has destination entity `Folder`, which is not in the model",
        ])
        XCTAssertEqual(diagnostics("MissingContents.xcdatamodeld"), [
            "MissingContents.xcdatamodeld/MissingContents.xcdatamodel/contents:1:1: error: version `MissingContents` has no readable `contents` file "
                + "(Xcode keeps each version's model in `<version>.xcdatamodel/contents`; a version saved by an Xcode older than 4 has a binary `elements` file instead, "
                + "so open and save it in a current Xcode, or import the other versions by listing them in a `--version-order` file)",
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

extension CoreDataModelReaderTests {
    /// A `contents` file that holds text or bytes but no XML was called empty, and an
    /// empty one "not a Core Data model".
    func testContentsThatAreNotXMLAreNotCalledEmpty() {
        func message(_ text: String) -> String? {
            do {
                _ = try CoreDataModelReader.read(Data(text.utf8), name: "Moody 2", file: "contents")
                return nil
            } catch {
                guard case .invalidSource(let problems) = error else { return "\(error)" }
                return problems.first?.message
            }
        }
        XCTAssertEqual(message("hello world"), "`contents` of version `Moody 2` is not well-formed XML: it holds no XML element (its 11 bytes are not XML)")
        XCTAssertEqual(message(""), "`contents` of version `Moody 2` is empty")
        XCTAssertEqual(message(" \n"), "`contents` of version `Moody 2` is empty")
        // Cut short inside an attribute's value, as a bad merge leaves a file: said in
        // words, not as the parser's number alone.
        let cut = message("<?xml version=\"1.0\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n<entity name=\"A\"><attribute name=\"x\" optional=\"YES")
        XCTAssertTrue(cut?.hasPrefix("`contents` of version `Moody 2` is not well-formed XML: an attribute is not written out as `name=\"value\"`") == true, cut ?? "")
    }
}

extension CoreDataEntity {
    func attribute(named name: String) -> CoreDataAttribute? { attributes.first { $0.name == name } }
    func relationship(named name: String) -> CoreDataRelationship? { relationships.first { $0.name == name } }
}
