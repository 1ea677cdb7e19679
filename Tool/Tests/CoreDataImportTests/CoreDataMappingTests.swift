import CoreDataImport
import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The mapping to modelc model files, compared whole with reviewed snapshots
/// (`Tests/Snapshots/CoreDataMappingTests/`; refresh with `MODELC_RECORD_SNAPSHOTS=1
/// swift test --filter CoreDataMappingTests`, then read the diff).
final class CoreDataMappingTests: ModelcTestCase {
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

    /// Core Data pairs an element with the previous version's one of the same renaming
    /// identifier (its name when it sets none), not with the one that identifier names:
    /// Xcode carries an identifier into later versions, so through a chain of renames
    /// (`Book.title`, then `Volume.name` identified `Book`/`title`, then
    /// `Publication.label` still identified so) each version continues the one before;
    /// and BeeSwift's version 1 `lastModifiedLocal`, identified `lastUpdatedLocal`,
    /// continues as version 2's `lastUpdatedLocal`, which sets no identifier. The plan
    /// renames where it dropped a column and added an empty one.
    func testRenamesPairElementsByTheirRenamingIdentifiersAsCoreDataDoes() throws {
        let at = SourceLocation(file: "Lib.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, entity: String, title: String, stamp: String) -> CoreDataModel {
            var book = CoreDataEntity(name: entity, renamingIdentifier: entity == "Book" ? nil : "Book", location: at)
            var attribute = CoreDataAttribute(name: title, type: .string, location: at)
            attribute.renamingIdentifier = title == "title" ? nil : "title"
            var modified = CoreDataAttribute(name: stamp, type: .date, location: at)
            modified.renamingIdentifier = stamp == "lastModifiedLocal" ? "lastUpdatedLocal" : nil
            book.attributes = [attribute, modified]
            return CoreDataModel(name: name, file: at.file, entities: [book])
        }
        let history = CoreDataModelHistory(path: "Lib.xcdatamodeld", versions: [
            version("Lib", entity: "Book", title: "title", stamp: "lastModifiedLocal"),
            version("Lib 2", entity: "Volume", title: "name", stamp: "lastUpdatedLocal"),
            version("Lib 3", entity: "Publication", title: "label", stamp: "lastUpdatedLocal"),
        ])
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Lib"))
        XCTAssertEqual(converted.notes.filter { $0.kind == .renameUnmatched }.map(\.message), [])
        let entities = converted.versions.map { $0.model.entities[0] }
        XCTAssertEqual(entities.map(\.renamedFrom), [nil, "Book", "Volume"])
        XCTAssertEqual(entities.map { $0.attributes.compactMap(\.renamedFrom) }, [[], ["title", "lastModifiedLocal"], ["name"]])
        for (old, new) in zip(converted.versions.map(\.model), converted.versions.map(\.model).dropFirst()) {
            let plan = Plan(from: DiffSide(schema: SQLiteSchemaCompiler.compile(old), model: old, label: "old"),
                            to: DiffSide(schema: SQLiteSchemaCompiler.compile(new), model: new, label: "new"))
            XCTAssertFalse(plan.steps.contains { $0.safety == .destructive }, plan.steps.map(\.reason).joined(separator: "\n"))
        }
    }

    /// jeffreybergier's versions each identify their attribute by the one before's name
    /// (`v1_1_2_name` identified `v1_1_0_name`, which is identified `v1_0_0_name`): no
    /// identifier is shared, but each names the element it continues, and a migration
    /// from each version to the next reads it so.
    func testAnIdentifierNamingThePreviousVersionsElementPairsWithIt() throws {
        let at = SourceLocation(file: "Model.xcdatamodel/contents", line: 1, column: 1)
        let names = ["v1_0_0_name", "v1_1_0_name", "v1_1_2_name"]
        let history = CoreDataModelHistory(path: "Model.xcdatamodeld", versions: names.indices.map { index in
            var entity = CoreDataEntity(name: "BasicEntity", location: at)
            var attribute = CoreDataAttribute(name: names[index], type: .string, location: at)
            attribute.renamingIdentifier = index > 0 ? names[index - 1] : nil
            entity.attributes = [attribute]
            return CoreDataModel(name: "v\(index)", file: at.file, entities: [entity])
        })
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Model"))
        XCTAssertEqual(converted.versions.map { $0.model.entities[0].attributes.compactMap(\.renamedFrom) }, [[], ["v1_0_0_name"], ["v1_1_0_name"]])
        XCTAssertEqual(converted.notes.filter { $0.kind == .renameUnmatched }.map(\.message), [])
    }

    /// What makes migrating a database with rows fail that no default can fill is noted
    /// at import, for the version that does it, rather than met by the migration: a
    /// required to-one new on an existing entity (Trailer's `PRComment.apiServer`), one
    /// that becomes required, uniqueness added over an attribute rows already hold
    /// (Scout's `DateEntry.sessionID`), a to-many made a to-one (Vocable's
    /// `Phrase.categories` → `category`), whose links one key cannot hold, and an
    /// Integer 32 made a Boolean (Moonlight's `Settings.streamingRemotely`).
    func testARequiredToOneAddedOrMadeRequiredUniquenessAddedAndLinksDroppedAreNoted() throws {
        let at = SourceLocation(file: "Model.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, second: Bool) -> CoreDataModel {
            var server = CoreDataEntity(name: "Server", location: at)
            server.attributes = [CoreDataAttribute(name: "host", type: .string, location: at)]
            var comment = CoreDataEntity(name: "Comment", location: at)
            var remote = CoreDataAttribute(name: "remote", type: second ? .boolean : .integer32, location: at)
            remote.isOptional = true
            comment.attributes = [CoreDataAttribute(name: "session", type: .string, location: at), remote]
            var parent = CoreDataRelationship(name: "parent", destination: "Server", location: at)
            parent.isOptional = !second
            parent.inverseName = "comments"
            parent.inverseEntity = "Server"
            var comments = CoreDataRelationship(name: "comments", destination: "Comment", location: at)
            comments.isToMany = true
            comments.isOptional = true
            comments.inverseName = "parent"
            comments.inverseEntity = "Comment"
            comment.relationships = [parent]
            server.relationships = [comments]
            // A to-many made a to-one (Vocable's `categories` → `category`).
            var tags = CoreDataRelationship(name: second ? "tag" : "tags", destination: "Server", location: at)
            tags.isToMany = !second
            tags.isOptional = true
            tags.renamingIdentifier = second ? "tags" : nil
            comment.relationships.append(tags)
            if second {
                var author = CoreDataRelationship(name: "author", destination: "Server", location: at)
                author.isOptional = false
                comment.relationships.append(author)
                var unique = CoreDataUniquenessConstraint(location: at)
                unique.properties = ["session"]
                comment.uniquenessConstraints = [unique]
            }
            return CoreDataModel(name: name, file: at.file, entities: [server, comment])
        }
        let history = CoreDataModelHistory(path: "Model.xcdatamodeld", versions: [version("Model", second: false), version("Model 2", second: true)])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Model")).notes
            .filter { [.needsDefault, .uniquenessAdded, .linksDropped, .valuesNarrowed].contains($0.kind) }.map { "\($0.kind.rawValue): \($0.message) \($0.versions)" }.sorted()
        XCTAssertEqual(notes, [
            "links-dropped: relationship `Comment.tag` is a to-one, and was the to-many `Comment.tags`: one key cannot hold several links, so the planned migration drops them "
                + "and starts the key empty; keep the link each row needs in a data step of this version's migration, before the old links are dropped [2]",
            "needs-default: relationship `Comment.parent` becomes required: migrating a database with `Comment` rows that have no `Server` fails "
                + "(make it optional in Xcode, or give each existing row its `Server` in a data step of this version's migration) [2]",
            "needs-default: required relationship `Comment.author` is new on an existing entity: migrating a database with `Comment` rows fails, as those rows have no `Server` to point at "
                + "(make it optional in Xcode, or give each existing row its `Server` in a data step of this version's migration) [2]",
            "uniqueness-added: attribute `session` of `Comment` becomes unique: migrating a database whose `Comment` rows repeat a value fails, as Core Data's migration does; "
                + "make them distinct in a data step of this version's migration first [2]",
            "values-narrowed: attribute `Comment.remote` changes from int32 to bool: migrating a database whose rows hold other values than 0 and 1 fails "
                + "(Core Data keeps the stored integer and reads any but 0 as YES); convert them in a data step of this version's migration first [2]",
        ])
    }

    /// A required to-one new on an existing entity whose key the other table holds (its
    /// inverse is an optional to-one, so the key goes on that side): no NOT NULL can say
    /// it, the plan is safe and existing rows migrate without a link, which Core Data's
    /// migration refuses (wibosco's `Post.color`, new at version 3): it is noted, where
    /// the import said nothing was approximated.
    func testARequiredToOneWhoseKeyTheOtherTableHoldsIsNoted() throws {
        let at = SourceLocation(file: "Blog.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, second: Bool) -> CoreDataModel {
            var post = CoreDataEntity(name: "Post", location: at)
            post.attributes = [CoreDataAttribute(name: "title", type: .string, location: at)]
            guard second else { return CoreDataModel(name: name, file: at.file, entities: [post]) }
            var color = CoreDataEntity(name: "Color", location: at)
            color.attributes = [CoreDataAttribute(name: "hex", type: .string, location: at)]
            var toColor = CoreDataRelationship(name: "color", destination: "Color", location: at)
            toColor.isOptional = false
            toColor.inverseName = "post"
            toColor.inverseEntity = "Color"
            var toPost = CoreDataRelationship(name: "post", destination: "Post", location: at)
            toPost.isOptional = true
            toPost.inverseName = "color"
            toPost.inverseEntity = "Post"
            post.relationships = [toColor]
            color.relationships = [toPost]
            return CoreDataModel(name: name, file: at.file, entities: [post, color])
        }
        let history = CoreDataModelHistory(path: "Blog.xcdatamodeld", versions: [version("Blog", second: false), version("Blog 2", second: true)])
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Blog"))
        XCTAssertFalse(converted.versions[1].model.holdsForeignKey(try XCTUnwrap(converted.versions[1].model.entity(named: "Post")?.relationship(named: "color")),
                                                                   in: try XCTUnwrap(converted.versions[1].model.entity(named: "Post"))), "the key is in color")
        XCTAssertEqual(converted.notes.filter { $0.kind == .needsDefault }.map { "\($0.message) \($0.versions)" }, [
            "required relationship `Post.color` is new on an existing entity, and its key is in `Color` (the column of `Color.post`): nothing in the database makes each existing "
                + "`Post` row have one, so they migrate without a `Color`, which Core Data's migration refuses; give each existing row its `Color` in a data step of this "
                + "version's migration, or make it optional in Xcode [2]",
        ])
    }

    /// DashSync's `DSSporkEntity` indexes `sporkHash`, a one-to-one whose key Core Data
    /// keeps on both sides: the import put the key on the optional side (`SporkHash`),
    /// then refused its own model ("names relationship sporkHash, whose foreign key lives
    /// on DSSporkHashEntity") for every one of its 21 versions. The index keeps the key on
    /// the indexed side.
    func testAnIndexOverAOneToOneKeepsItsKeyOnTheIndexedSide() throws {
        let at = SourceLocation(file: "Spork.xcdatamodel/contents", line: 1, column: 1)
        var spork = CoreDataEntity(name: "Spork", location: at)
        spork.attributes = [CoreDataAttribute(name: "identifier", type: .integer32, location: at)]
        var toHash = CoreDataRelationship(name: "sporkHash", destination: "SporkHash", location: at)
        toHash.inverseName = "spork"
        toHash.inverseEntity = "SporkHash"
        spork.relationships = [toHash]
        var index = CoreDataFetchIndex(name: "", location: at)
        index.properties = ["sporkHash", "identifier"]
        spork.fetchIndexes = [index]
        var hash = CoreDataEntity(name: "SporkHash", location: at)
        var toSpork = CoreDataRelationship(name: "spork", destination: "Spork", location: at)
        toSpork.isOptional = true
        toSpork.inverseName = "sporkHash"
        toSpork.inverseEntity = "Spork"
        hash.relationships = [toSpork]
        let history = CoreDataModelHistory(path: "Spork.xcdatamodeld", versions: [CoreDataModel(name: "Spork", file: at.file, entities: [spork, hash])])
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Spork"))
        XCTAssertEqual(CoreDataImporter.problems(in: converted.versions, name: "Spork").map(\.message), [])
        let model = try XCTUnwrap(converted.versions.first?.model)
        let relationship = try XCTUnwrap(model.entity(named: "Spork")?.relationship(named: "sporkHash"))
        XCTAssertTrue(model.holdsForeignKey(relationship, in: try XCTUnwrap(model.entity(named: "Spork"))))
        XCTAssertEqual(model.entity(named: "Spork")?.indexes.map(\.attributes), [["sporkHash", "identifier"]])
    }

    /// Delta's version 4 makes `Cheat.name` required and adds a required, unique
    /// `GameControllerInputMapping.identifier`: the first is noted (rows holding no
    /// value fail the migration, as they fail Core Data's), and `--fill-defaults` fills
    /// it but not the unique one, whose one default would repeat in every row.
    func testAnAttributeBecomingRequiredIsNotedAndAUniqueOneIsNeverFilledWithOneDefault() throws {
        let at = SourceLocation(file: "Maps.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, required: Bool) -> CoreDataModel {
            var entity = CoreDataEntity(name: "InputMapping", location: at)
            var label = CoreDataAttribute(name: "label", type: .string, location: at)
            label.isOptional = !required
            entity.attributes = [label]
            if required {
                entity.attributes.append(CoreDataAttribute(name: "identifier", type: .string, location: at))
                var unique = CoreDataUniquenessConstraint(location: at)
                unique.properties = ["identifier"]
                entity.uniquenessConstraints = [unique]
            }
            return CoreDataModel(name: name, file: at.file, entities: [entity])
        }
        let history = CoreDataModelHistory(path: "Maps.xcdatamodeld", versions: [version("Maps", required: false), version("Maps 2", required: true)])
        func notes(fill: Bool) throws -> [String] {
            try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Maps", fillDefaults: fill)).notes
                .filter { [.needsDefault, .filledDefault].contains($0.kind) }.map { "\($0.kind.rawValue): \($0.message)" }.sorted()
        }
        let unique = "needs-default: required attribute `InputMapping.identifier` is new on an existing entity, unique, and has no default: migrating a database with "
            + "`InputMapping` rows fails, and one default would repeat (fill each row in a data step of this version's migration)"
        XCTAssertEqual(try notes(fill: false), [
            "needs-default: attribute `InputMapping.label` becomes required and has no default: migrating a database with `InputMapping` rows that hold no value fails "
                + "(give it a default in Xcode, or import with --fill-defaults)",
            unique,
        ])
        XCTAssertEqual(try notes(fill: true), [
            "filled-default: attribute `InputMapping.label` becomes required: given the default \"\" so existing rows without a value get one",
            unique,
        ])
        let filled = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Maps", fillDefaults: true)).versions[1].model.entity(named: "InputMapping")
        XCTAssertEqual(filled?.attribute(named: "label")?.defaultValue, .string(""))
        XCTAssertNil(filled?.attribute(named: "identifier")?.defaultValue)
    }

    /// A changed `versionHashModifier` (billmoss's `Topic.timeBudget`, minutes become
    /// seconds) is the only trace of a change of meaning the layout does not show: it is
    /// noted at its version, for an entity, an attribute and a relationship alike.
    func testAChangedVersionHashModifierIsNotedAtItsVersion() throws {
        let at = SourceLocation(file: "Model.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, modifier: String?) -> CoreDataModel {
            var topic = CoreDataEntity(name: "Topic", location: at)
            var budget = CoreDataAttribute(name: "timeBudget", type: .integer32, location: at)
            budget.versionHashModifier = modifier
            topic.attributes = [CoreDataAttribute(name: "title", type: .string, location: at), budget]
            return CoreDataModel(name: name, file: at.file, entities: [topic])
        }
        let history = CoreDataModelHistory(path: "Model.xcdatamodeld", versions: [version("Model", modifier: nil), version("Model 2", modifier: nil), version("Model 3", modifier: "4")])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Model")).notes.filter { $0.kind == .hashModifier }
        XCTAssertEqual(notes.map(\.element), ["Topic.timeBudget"])
        XCTAssertEqual(notes.map(\.versions), [[3]])
        XCTAssertTrue(notes.first?.message.hasPrefix("the version hash modifier of `Topic.timeBudget` changes (none → `4`): ") == true, notes.first?.message ?? "")
    }

    /// Taxa tags every entity with the model's version (`Taxa54` → `Taxa55`) but for a few
    /// that keep their own: the entities that change alike get one note, not one each,
    /// and an entity changing otherwise keeps its own.
    func testEntitiesWhoseModifiersChangeAlikeGetOneNote() throws {
        let at = SourceLocation(file: "Taxa.xcdatamodel/contents", line: 1, column: 1)
        func version(_ name: String, tag: String, other: String) -> CoreDataModel {
            var entities = ["BACKBONE", "IMAGE", "SYNONYM"].map { name in
                var entity = CoreDataEntity(name: name, location: at)
                entity.attributes = [CoreDataAttribute(name: "text", type: .string, location: at)]
                entity.versionHashModifier = tag
                return entity
            }
            var kept = CoreDataEntity(name: "HISTORY", location: at)
            kept.attributes = [CoreDataAttribute(name: "text", type: .string, location: at)]
            kept.versionHashModifier = other
            entities.append(kept)
            return CoreDataModel(name: name, file: at.file, entities: entities)
        }
        let history = CoreDataModelHistory(path: "Taxa.xcdatamodeld", versions: [
            version("Taxa54", tag: "Taxa54", other: "Taxa17"), version("Taxa55", tag: "Taxa55", other: "Taxa17"), version("Taxa56", tag: "Taxa56", other: "Taxa18"),
        ])
        let notes = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Taxa")).notes.filter { $0.kind == .hashModifier }
        XCTAssertEqual(notes.map(\.element), ["Taxa55", "Taxa56", "HISTORY"])
        XCTAssertEqual(notes.map(\.versions), [[2], [3], [3]])
        XCTAssertTrue(notes.first?.message.hasPrefix("the version hash modifier of 3 entities changes alike (`Taxa54` → `Taxa55`: `BACKBONE`, `IMAGE`, `SYNONYM`), as a tag of the model's version: ") == true,
                      notes.first?.message ?? "")
    }

    /// AltStore's `StoreApp.screenshotURLs` was stored as `screenshot_ur_ls`: an
    /// imported attribute whose name ends in an acronym's plural gets its whole column.
    func testAnAcronymPluralKeepsItsColumnWhole() throws {
        let at = SourceLocation(file: "Apps.xcdatamodel/contents", line: 1, column: 1)
        var app = CoreDataEntity(name: "StoreApp", location: at)
        app.attributes = [CoreDataAttribute(name: "screenshotURLs", type: .transformable, location: at), CoreDataAttribute(name: "bundleID", type: .string, location: at)]
        let history = CoreDataModelHistory(path: "Apps.xcdatamodeld", versions: [CoreDataModel(name: "Apps", file: at.file, entities: [app])])
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Apps"))
        let entity = try XCTUnwrap(converted.versions[0].model.entity(named: "StoreApp"))
        XCTAssertEqual(entity.attributes.map(\.column), ["id", "screenshot_urls", "bundle_id"])
        XCTAssertTrue(converted.files[0].contains("screenshotURLs: { type: data, column: screenshot_urls }"), converted.files[0])
    }

    /// A date default older model files write as text in `NSDate`'s own form (a real
    /// history's `2010-01-01 12:00:00 -0600`) is that instant; it was dropped, and the
    /// same attribute then noted as needing a default. Text whose reading would depend on
    /// a locale (`January 1, 2010`) is still left out, noted.
    func testADateDefaultWrittenAsTextInNSDatesFormIsKept() throws {
        var history = try CoreDataModelHistory.read(Repository.fixture("CoreData/Chat.xcdatamodeld").path)
        let entity = history.versions[0].entities[0]
        var date = CoreDataAttribute(name: "startedOn", type: .date, location: entity.location)
        date.defaultValue = "2010-01-01 12:00:00 -0600"
        var vague = CoreDataAttribute(name: "endedOn", type: .date, location: entity.location)
        vague.defaultValue = "January 1, 2010"
        history.versions[0].entities[0].attributes += [date, vague]
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Chat"))
        let conversation = converted.versions[0].model.entity(named: entity.name)
        XCTAssertEqual(conversation?.attribute(named: "startedOn")?.defaultValue, .string("2010-01-01T18:00:00Z"))
        XCTAssertNil(conversation?.attribute(named: "endedOn")?.defaultValue)
        XCTAssertEqual(converted.notes.filter { $0.kind == .constraintDropped }.map(\.element), ["\(entity.name).endedOn"])
    }

    /// An integer attribute whose Xcode default is `NO` or `YES` (left from when it was a
    /// Boolean, as WordPress's `Site.visibility`) defaults to what Core Data reads: 0 for
    /// both. Apptentive's `ATMessage.pendingState` (`Integer 32`, default written `YES`) is
    /// 0 in the compiled model its own store caches; the import had made it 1.
    func testAnIntegerDefaultOfNOOrYESIsZeroAsCoreDataReadsIt() throws {
        let history = try CoreDataModelHistory.read(Repository.fixture("CoreData/Chat.xcdatamodeld").path)
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Chat"))
        XCTAssertEqual(converted.versions.map { $0.model.entity(named: "Conversation")?.attribute(named: "muted")?.defaultValue }, [.int(0), .int(0)])
        XCTAssertFalse(converted.notes.contains { $0.element == "Conversation.muted" }, "no `constraint-dropped` note")
        var yes = history
        yes.versions[0].entities[0].attributes[0].defaultValue = "YES"
        XCTAssertEqual(try CoreDataImporter.convert(yes, options: CoreDataImportOptions(name: "Chat")).versions[0].model
            .entity(named: "Conversation")?.attribute(named: "muted")?.defaultValue, .int(0))
        // Xcode writes `0.0` for some integer defaults (LoopKit's `insulinType`): the number it is.
        var fraction = history
        fraction.versions[0].entities[0].attributes[0].defaultValue = "0.0"
        let converted00 = try CoreDataImporter.convert(fraction, options: CoreDataImportOptions(name: "Chat"))
        XCTAssertEqual(converted00.versions[0].model.entity(named: "Conversation")?.attribute(named: "muted")?.defaultValue, .int(0))
        XCTAssertFalse(converted00.notes.contains { $0.element == "Conversation.muted" }, "no `constraint-dropped` note")
        fraction.versions[0].entities[0].attributes[0].defaultValue = "0.5"
        XCTAssertNil(try CoreDataImporter.convert(fraction, options: CoreDataImportOptions(name: "Chat")).versions[0].model
            .entity(named: "Conversation")?.attribute(named: "muted")?.defaultValue, "a fraction is no integer")
    }

    /// Artsy's Folio model: `Image.artist` names `Artist.thumbnail` as its inverse, whose own
    /// inverse is `Image.thumbnail`. The import stopped (`invalid-import`); now the one that
    /// does not point back is a to-one without an inverse, noted, and the model validates.
    func testAnInverseThatPointsElsewhereIsDroppedWithANote() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("P.xcdatamodeld/P.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Artist" representedClassName="Artist" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <relationship name="thumbnail" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Image" inverseName="thumbnail" inverseEntity="Image"/>
                </entity>
                <entity name="Image" representedClassName="Image" syncable="YES">
                    <attribute name="baseURL" attributeType="String"/>
                    <relationship name="artist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Artist" inverseName="thumbnail" inverseEntity="Artist"/>
                    <relationship name="thumbnail" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Artist" inverseName="thumbnail" inverseEntity="Artist"/>
                </entity>
            </model>
            """.utf8).write(to: folder.appendingPathComponent("contents"))
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(folder.deletingLastPathComponent().path), options: CoreDataImportOptions(name: "P"))
        let model = try XCTUnwrap(converted.versions.first?.model)
        XCTAssertNil(model.entity(named: "Image")?.relationship(named: "artist")?.inverse)
        XCTAssertEqual(model.entity(named: "Image")?.relationship(named: "thumbnail")?.inverse, "thumbnail")
        XCTAssertEqual(converted.notes.filter { $0.kind == .inverseDropped }.map(\.element), ["Image.artist"])
        XCTAssertEqual(ModelKit.validate(model).filter { $0.severity == .error }.map(\.message), [])
    }

    /// LoopKit's `CachedGlucoseObject` has an ascending and a descending fetch index on
    /// `startDate`: one modelc index (read in either order), the other left out with a
    /// note, so a fresh import passes `validate --strict` (it had two identical indexes).
    func testFetchIndexesOverTheSamePropertiesInOppositeOrdersAreOneIndex() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("G.xcdatamodeld/G.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Glucose" representedClassName="Glucose" syncable="YES">
                    <attribute name="startDate" attributeType="Date" usesScalarValueType="NO"/>
                    <fetchIndex name="byStartDateDescendingIndex"><fetchIndexElement property="startDate" type="Binary" order="descending"/></fetchIndex>
                    <fetchIndex name="byStartDateAscendingIndex"><fetchIndexElement property="startDate" type="Binary" order="ascending"/></fetchIndex>
                </entity>
            </model>
            """.utf8).write(to: folder.appendingPathComponent("contents"))
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(folder.deletingLastPathComponent().path), options: CoreDataImportOptions(name: "G"))
        let model = try XCTUnwrap(converted.versions.first?.model)
        XCTAssertEqual(model.entity(named: "Glucose")?.indexes.map(\.attributes), [["startDate"]])
        XCTAssertEqual(converted.notes.filter { $0.kind == .indexElement }.map(\.element), ["Glucose.byStartDateAscendingIndex"])
        XCTAssertEqual(ModelKit.validate(model).filter { $0.severity == .warning }.map(\.message), [])
    }

    /// WordPress's `AbstractPost` indexes both sides of its one-to-one `original` ↔
    /// `revision` (`byOriginalIndex`, `byRevisionIndex`), as Core Data keeps the key on
    /// both: each index kept the key on its own side, and the import refused its own
    /// model ("please report this"). The key stays on one side, the first by entity and
    /// then by name, whose index covers the pair; the other index is left out, noted.
    func testAOneToOneIndexedOnBothSidesKeepsItsKeyOnOne() throws {
        let converted = try converted("W", """
            <entity name="Post" representedClassName="Post" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="revision" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="original" inverseEntity="Post"/>
                <relationship name="original" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="revision" inverseEntity="Post"/>
                <fetchIndex name="byRevisionIndex"><fetchIndexElement property="revision" type="Binary" order="ascending"/></fetchIndex>
                <fetchIndex name="byOriginalIndex"><fetchIndexElement property="original" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            <entity name="Account" representedClassName="Account" syncable="YES">
                <relationship name="settings" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Settings" inverseName="account" inverseEntity="Settings"/>
                <fetchIndex name="bySettings"><fetchIndexElement property="settings" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            <entity name="Settings" representedClassName="Settings" syncable="YES">
                <relationship name="account" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Account" inverseName="settings" inverseEntity="Account"/>
                <fetchIndex name="byAccount"><fetchIndexElement property="account" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """)
        let model = try XCTUnwrap(converted.versions.first?.model)
        XCTAssertEqual(model.entity(named: "Post")?.indexes.map(\.attributes), [["original"]])
        XCTAssertEqual(model.entity(named: "Post")?.relationships.filter(\.hasExplicitColumn).map(\.name), ["original"])
        XCTAssertEqual(model.entity(named: "Account")?.indexes.map(\.attributes), [["settings"]])
        XCTAssertEqual(model.entity(named: "Settings")?.indexes.map(\.attributes), [])
        XCTAssertEqual(converted.notes.filter { $0.kind == .indexElement }.map(\.element).sorted(), ["Post.revision", "Settings.account"])
        XCTAssertEqual(ModelKit.validate(model).filter { $0.severity == .error }.map(\.message), [])
    }

    /// Core Data checks bounds, lengths and regular expressions only when an object is
    /// saved, so a model may give a default they refuse (an `Integer 16` from 1 to 5 whose
    /// default Xcode left at 0), and a lightweight migration fills rows with it unchecked.
    /// The import refused its own model ("please report this"); the rule the default
    /// breaks is left out, noted, and the default kept.
    func testARuleTheDefaultBreaksIsLeftOutAndTheDefaultKept() throws {
        let converted = try converted("R", """
            <entity name="Review" representedClassName="Review" syncable="YES">
                <attribute name="stars" attributeType="Integer 16" minValueString="1" maxValueString="5" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="votes" attributeType="Integer 32" minValueString="0" maxValueString="10" defaultValueString="3" usesScalarValueType="YES"/>
                <attribute name="author" attributeType="String" maxValueString="3" regularExpressionString="^[A-Za-z ]+$" defaultValueString="anonymous"/>
            </entity>
            """)
        let review = try XCTUnwrap(converted.versions.first?.model.entity(named: "Review"))
        XCTAssertEqual(review.attribute(named: "stars").map { "\($0.defaultValue.map(String.init(describing:)) ?? "-") \($0.min == nil) \($0.max.map(String.init(describing:)) ?? "-")" }, "0 true 5")
        XCTAssertEqual(review.attribute(named: "votes").map { "\($0.min.map(String.init(describing:)) ?? "-") \($0.max.map(String.init(describing:)) ?? "-")" }, "0 10", "a default within its bounds keeps them")
        XCTAssertNil(review.attribute(named: "author")?.maxLength)
        XCTAssertEqual(review.attribute(named: "author")?.pattern, "^[A-Za-z ]+$", "`anonymous` matches it")
        XCTAssertEqual(converted.notes.filter { $0.kind == .constraintDropped }.map(\.message), [
            "the minimum 1 of `Review.stars` refuses its default 0, which Core Data checks only when saving: left out",
            "the maximum length 3 of `Review.author` refuses its default \"anonymous\", which Core Data checks only when saving: left out",
        ])
        XCTAssertEqual(ModelKit.validate(try XCTUnwrap(converted.versions.first?.model)).filter { $0.severity == .error }.map(\.message), [])
    }

    /// WordPress's first 12 versions were saved by Xcode 3: a binary `elements` file and no
    /// `contents`. The import stopped until all 87 later versions were listed by hand in
    /// a `--version-order` file; the oldest such versions are left out, noted, and the
    /// history starts after them. One between readable versions still stops it.
    func testTheOldestVersionsSavedByXcode3AreLeftOutWithANote() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("WP.xcdatamodeld")
        for name in ["WP", "WP 2"] {
            let folder = root.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("bplist00".utf8).write(to: folder.appendingPathComponent("elements"))
        }
        let entity = #"<entity name="Post" representedClassName="Post" syncable="YES"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
        try writeVersion("WP 3", of: root, entity)
        try writeVersion("WP 4", of: root, entity)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "WP"))
        XCTAssertEqual(converted.versions.map(\.model.version), [1, 2])
        XCTAssertEqual(converted.notes.filter { $0.kind == .versionLeftOut }.map(\.element), ["WP", "WP 2"])
        XCTAssertTrue(converted.notes.contains { $0.message.contains("so the history starts at `WP 3`") }, "\(converted.notes)")

        // A binary version after a readable one is no place to start from: still refused.
        try FileManager.default.removeItem(at: root.appendingPathComponent("WP 3.xcdatamodel/contents"))
        try Data("bplist00".utf8).write(to: root.appendingPathComponent("WP 3.xcdatamodel/elements"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("WP 2.xcdatamodel/elements"))
        try writeVersion("WP 2", of: root, entity)
        XCTAssertThrowsError(try CoreDataModelHistory.read(root.path)) { error in
            // Said at the `elements` file that is there, not at a `contents` that is not.
            guard case .invalidSource(let diagnostics)? = error as? CoreDataImportError else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map { URL(fileURLWithPath: $0.location.file).lastPathComponent }, ["elements"], "\(diagnostics)")
            XCTAssertTrue(diagnostics.first?.message.contains("saved by an Xcode older than 4") == true, "\(diagnostics)")
        }
    }

    /// A binary version a `--version-order` file leaves out is noted at its `elements`
    /// file (Sunic DigitalOrder's `Hotel.xcdatamodel`): the note named a `contents` file
    /// that is not there.
    func testABinaryVersionLeftOutOfTheVersionOrderIsNotedAtItsElementsFile() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("H.xcdatamodeld")
        let folder = root.appendingPathComponent("H.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("bplist00".utf8).write(to: folder.appendingPathComponent("elements"))
        try writeVersion("H 2", of: root, #"<entity name="Room" representedClassName="Room" syncable="YES"><attribute name="number" optional="YES" attributeType="String"/></entity>"#)
        let history = try CoreDataModelHistory.read(root.path, order: ["H 2"])
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "H"))
        let note = try XCTUnwrap(converted.notes.first { $0.kind == .versionLeftOut }, "\(converted.notes)")
        XCTAssertEqual(URL(fileURLWithPath: note.location.file).lastPathComponent, "elements")
        XCTAssertTrue(FileManager.default.fileExists(atPath: note.location.file))
    }

    /// `entities` as the one version `name` of a new `.xcdatamodeld`, converted as
    /// `modelc import coredata` converts it.
    private func converted(_ name: String, _ entities: String) throws -> (versions: [ImportedVersion], files: [String], notes: [CoreDataImportNote]) {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("\(name).xcdatamodeld")
        try writeVersion(name, of: root, entities)
        return try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: name))
    }

    /// Writes version `version` of the `.xcdatamodeld` at `root`, declaring `entities`.
    private func writeVersion(_ version: String, of root: URL, _ entities: String) throws {
        let folder = root.appendingPathComponent("\(version).xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            \(entities)
            </model>
            """.utf8).write(to: folder.appendingPathComponent("contents"))
    }

    /// Apptentive's version 5 drops `ATTextMessage` and its siblings from the `ATRecord`
    /// hierarchy (a mapping model converts their objects into the new `ATMessage`): the
    /// rows of the dropped sub-entities keep their names in `entity`, which the new
    /// `values` refuse, and the migration stopped on them with nothing said at import.
    func testASubEntityThatLeavesASharedTableIsNotedAtImport() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("AT.xcdatamodeld")
        try writeVersion("AT", of: root, """
            <entity name="ATRecord" isAbstract="YES"><attribute name="created" optional="YES" attributeType="Double"/></entity>
            <entity name="ATTextMessage" parentEntity="ATRecord"><attribute name="body" optional="YES" attributeType="String"/></entity>
            <entity name="ATFileMessage" parentEntity="ATRecord"><attribute name="mimeType" optional="YES" attributeType="String"/></entity>
            """)
        try writeVersion("AT 2", of: root, """
            <entity name="ATRecord" isAbstract="YES"><attribute name="created" optional="YES" attributeType="Double"/></entity>
            <entity name="ATMessage" parentEntity="ATRecord"><attribute name="body" optional="YES" attributeType="String"/></entity>
            <entity name="ATEvent" parentEntity="ATRecord"><attribute name="label" optional="YES" attributeType="String"/></entity>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "AT"))
        let notes = converted.notes.filter { $0.kind == .hierarchyChanged }
        XCTAssertEqual(notes.map(\.element), ["ATTextMessage", "ATFileMessage"])
        XCTAssertEqual(notes.map(\.versions), [[2], [2]])
        XCTAssertTrue(notes.first?.message.contains("which `ATRecord`'s values no longer allow, so the planned migration stops on them") == true, notes.first?.message ?? "")
    }

    /// Trio's `TempTargetRunStored.id` is a UUID defaulting to `empy`, which Core Data
    /// cannot read as a UUID: the import left it in and then refused the whole model.
    func testAUUIDDefaultThatIsNotAUUIDIsLeftOutWithANote() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("T.xcdatamodeld")
        try writeVersion("T", of: root, """
            <entity name="TempTargetRunStored" representedClassName="TempTargetRunStored" syncable="YES">
                <attribute name="id" optional="YES" attributeType="UUID" defaultValueString="empy" usesScalarValueType="NO"/>
                <attribute name="batch" optional="YES" attributeType="UUID" defaultValueString="6F9619FF-8B86-D011-B42D-00C04FC964FF" usesScalarValueType="NO"/>
            </entity>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "T"))
        let entity = try XCTUnwrap(converted.versions.first?.model.entity(named: "TempTargetRunStored"))
        XCTAssertNil(entity.attribute(named: "id")?.defaultValue)
        XCTAssertEqual(entity.attribute(named: "batch")?.defaultValue, .string("6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        XCTAssertEqual(converted.notes.filter { $0.kind == .constraintDropped }.map(\.message),
                       ["default `empy` of `TempTargetRunStored.id` has no modelc form for UUID: left out"])
        XCTAssertEqual(ModelKit.validate(try XCTUnwrap(converted.versions.first).model).filter { $0.severity == .error }.map(\.message), [])
    }

    /// A property two sub-entities declared, then their parent (Wire's `delivered`): the
    /// kept column is `mergedFrom` the other, so the planned migration carries its values
    /// over before dropping it, as Core Data's lightweight migration does.
    func testAPropertyMovedUpToTheParentIsMergedSoThePlanKeepsItsValues() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Chat.xcdatamodeld")
        try writeVersion("Chat", of: root, """
            <entity name="Message" isAbstract="YES"><attribute name="text" optional="YES" attributeType="String"/></entity>
            <entity name="Asset" parentEntity="Message"><attribute name="delivered" optional="YES" attributeType="Boolean"/></entity>
            <entity name="Client" parentEntity="Message"><attribute name="delivered" optional="YES" attributeType="Boolean"/></entity>
            """)
        try writeVersion("Chat 2", of: root, """
            <entity name="Message" isAbstract="YES"><attribute name="text" optional="YES" attributeType="String"/><attribute name="delivered" optional="YES" attributeType="Boolean"/></entity>
            <entity name="Asset" parentEntity="Message"/>
            <entity name="Client" parentEntity="Message"/>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Chat"))
        let moved = converted.notes.filter { $0.kind == .propertyMovedUp }
        XCTAssertEqual(moved.map(\.element), ["Message.delivered"])
        XCTAssertEqual(moved.map(\.message), [
            "`Message.delivered` was declared by `Asset`, `Client` in the previous version; Core Data carries their values over, and so does the planned migration: "
                + "`Message.delivered` is `mergedFrom` `clientDelivered`, whose columns it drops once their values are merged",
        ])
        XCTAssertEqual(moved.map(\.versions), [[2]])
        let (v1, v2) = (converted.versions[0].model, converted.versions[1].model)
        XCTAssertEqual(v2.entity(named: "Message")?.attribute(named: "delivered")?.mergedFrom, ["clientDelivered"])
        XCTAssertEqual(v1.entity(named: "Message")?.attribute(named: "clientDelivered")?.column, "client_delivered")

        let plan = diff(from: SQLiteSchemaCompiler.compile(v1), to: SQLiteSchemaCompiler.compile(v2), hints: RenameHints(from: v1, to: v2))
        XCTAssertEqual(plan.steps.map(\.kind), ["mergeColumns", "dropColumn"])
        XCTAssertNotEqual(plan.safety, .destructive, "migrate applies it without --allow-destructive")
        let queue = try DatabaseQueue(path: makeTemporaryDirectory(self).appendingPathComponent("chat.sqlite").path)
        try queue.write { db in
            try db.execute(sql: SQLiteDialect().render(SQLiteSchemaCompiler.compile(v1)))
            try db.execute(sql: """
                INSERT INTO message (id, entity, text, delivered, client_delivered) VALUES
                  (1, 'Asset', 'a', 1, NULL), (2, 'Client', 'b', NULL, 1), (3, 'Client', 'c', NULL, 0), (4, 'Client', 'd', NULL, NULL);
                """)
            XCTAssertEqual(try SQLiteDialect().preflight(plan).map { try Int.fetchOne(db, sql: $0.sql) }, [0, 0])
            try db.execute(sql: SQLiteDialect().render(plan))
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT entity || ':' || coalesce(delivered, 'NULL') FROM message ORDER BY id"),
                           ["Asset:1", "Client:1", "Client:0", "Client:NULL"])
        }
    }

    /// Olvid's `GroupServerUserData.rawGroupUid` and `GroupV2ServerUserData.rawGroupUID`,
    /// siblings in one table: SQLite's column names ignore case, so the import refused the
    /// model ("differs … only by case"), and with it all 60 versions. The newcomer is
    /// prefixed, as for a name shared exactly, and is copied from the store's column
    /// Core Data numbered (`ZRAWGROUPUID1`).
    func testSiblingPropertiesWhoseNamesDifferOnlyByCaseGetColumnsOfTheirOwn() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Engine.xcdatamodeld")
        try writeVersion("Engine", of: root, """
            <entity name="ServerUserData" isAbstract="YES"><attribute name="label" attributeType="String"/></entity>
            <entity name="GroupServerUserData" parentEntity="ServerUserData"><attribute name="rawGroupUid" attributeType="Binary"/></entity>
            <entity name="GroupV2ServerUserData" parentEntity="ServerUserData"><attribute name="rawGroupUID" attributeType="Binary"/></entity>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Engine"))
        let model = converted.versions[0].model
        XCTAssertEqual(ModelKit.validate(model).filter { $0.severity == .error }.map(\.message), [])
        let table = try XCTUnwrap(model.entity(named: "ServerUserData"))
        XCTAssertEqual(table.attributes.map(\.name).filter { $0.lowercased().hasSuffix("rawgroupuid") }, ["rawGroupUid", "groupV2ServerUserDataRawGroupUID"])
        XCTAssertEqual(converted.notes.filter { $0.kind == .renamedMember }.map(\.message), [
            "`GroupV2ServerUserData.rawGroupUID` shares `ServerUserData`'s table with `rawGroupUid`, a name that differs only by case, so it is `groupV2ServerUserDataRawGroupUID` there",
        ])
        let store = try XCTUnwrap(CoreDataImporter.storeVersions(converted.versions).first)
        XCTAssertEqual(store.tables.first?.columns["ZRAWGROUPUID1"], "attribute `GroupV2ServerUserData.rawGroupUID`")
        XCTAssertTrue(store.statements.contains { $0.sql.contains(#""ZRAWGROUPUID1""#) && $0.sql.contains(#""group_v2_server_user_data_raw_group_uid""#) },
                      store.statements.map(\.sql).joined(separator: "\n"))
    }

    /// A to-one given a to-one inverse (Threema's `Message.image` at version 26): the key
    /// stays where it was and becomes unique, which Core Data never checks, so rows
    /// sharing a target stop the migration; the import says so. A to-one that was
    /// already one-to-one, or gets no inverse, is not noted, nor one given another target
    /// (Artsy's `Show.cover`), whose key starts empty.
    ///
    /// The key stays where it was when the new one-to-one's rule would put it on the
    /// other side (`Video`, declared after `Message`: Threema's `Message.video`), which
    /// moved every link into a new column there, rebuilt `message`, and was not noted.
    func testAToOneGivenAToOneInverseIsNotedAsBecomingUnique() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Chat.xcdatamodeld")
        try writeVersion("Chat", of: root, """
            <entity name="Image"><attribute name="data" optional="YES" attributeType="Binary"/></entity>
            <entity name="Audio"><relationship name="message" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message" inverseName="audio" inverseEntity="Message"/></entity>
            <entity name="Cover"><attribute name="data" optional="YES" attributeType="Binary"/></entity>
            <entity name="Message"><attribute name="text" optional="YES" attributeType="String"/>
                <relationship name="image" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Image"/>
                <relationship name="cover" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Image"/>
                <relationship name="audio" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Audio" inverseName="message" inverseEntity="Audio"/>
                <relationship name="video" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Video"/>
            </entity>
            <entity name="Video"><attribute name="data" optional="YES" attributeType="Binary"/></entity>
            """)
        try writeVersion("Chat 2", of: root, """
            <entity name="Image"><attribute name="data" optional="YES" attributeType="Binary"/>
                <relationship name="message" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message" inverseName="image" inverseEntity="Message"/>
            </entity>
            <entity name="Audio"><relationship name="message" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message" inverseName="audio" inverseEntity="Message"/></entity>
            <entity name="Cover"><attribute name="data" optional="YES" attributeType="Binary"/>
                <relationship name="message" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message" inverseName="cover" inverseEntity="Message"/>
            </entity>
            <entity name="Message"><attribute name="text" optional="YES" attributeType="String"/>
                <relationship name="image" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Image" inverseName="message" inverseEntity="Image"/>
                <relationship name="cover" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Cover" inverseName="message" inverseEntity="Cover"/>
                <relationship name="audio" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Audio" inverseName="message" inverseEntity="Audio"/>
                <relationship name="video" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Video" inverseName="message" inverseEntity="Video"/>
            </entity>
            <entity name="Video"><attribute name="data" optional="YES" attributeType="Binary"/>
                <relationship name="message" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message" inverseName="video" inverseEntity="Message"/>
            </entity>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Chat"))
        let v2 = converted.versions[1].model
        let message = try XCTUnwrap(v2.entity(named: "Message"))
        XCTAssertTrue(v2.holdsForeignKey(try XCTUnwrap(message.relationship(named: "image")), in: message))
        XCTAssertTrue(v2.holdsForeignKey(try XCTUnwrap(message.relationship(named: "video")), in: message), "the key stays in `message`")
        XCTAssertEqual(message.relationship(named: "video")?.column, "video_id")
        XCTAssertEqual(converted.notes.filter { $0.kind == .uniquenessAdded }.map { "\($0.message) \($0.versions)" }, [
            "relationship `Message.image` becomes one side of a one-to-one (its inverse `Image.message` is a to-one now): its key is unique, "
                + "so migrating a database where two `Message` rows point at the same `Image` fails (Core Data does not check it); "
                + "unlink all but one in a data step of this version's migration first [2]",
            "relationship `Message.video` becomes one side of a one-to-one (its inverse `Video.message` is a to-one now): its key is unique, "
                + "so migrating a database where two `Message` rows point at the same `Video` fails (Core Data does not check it); "
                + "unlink all but one in a data step of this version's migration first [2]",
        ])
        let plan = MigrationDraft.plan(from: converted.versions[0].model, to: v2)
        XCTAssertFalse(plan.steps.contains { $0.kind == "sql" || $0.reason.contains("moves to") }, "no link moves: \(plan.steps.map(\.reason))")
        XCTAssertTrue(plan.steps.contains { $0.reason.contains(#""uq_message_video_id""#) }, "\(plan.steps.map(\.reason))")
    }

    /// A to-many Core Data holds required (no `optional="YES"`) must hold an object when
    /// saved: it imports as `minCount: 1` (it had imported with no bound at all), unless
    /// its `minCount` says more; an optional one keeps only what its `minCount` says.
    func testARequiredToManyImportsWithAMinimumCountOfOne() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Shop.xcdatamodeld")
        try writeVersion("Shop", of: root, """
            <entity name="Order"><attribute name="code" optional="YES" attributeType="String"/>
                <relationship name="lines" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order" inverseEntity="Line"/>
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="order" inverseEntity="Note"/>
                <relationship name="parcels" toMany="YES" minCount="2" deletionRule="Cascade" destinationEntity="Parcel" inverseName="order" inverseEntity="Parcel"/>
            </entity>
            <entity name="Line"><relationship name="order" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Order" inverseName="lines" inverseEntity="Order"/></entity>
            <entity name="Note"><relationship name="order" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Order" inverseName="notes" inverseEntity="Order"/></entity>
            <entity name="Parcel"><relationship name="order" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Order" inverseName="parcels" inverseEntity="Order"/></entity>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Shop"))
        let order = try XCTUnwrap(converted.versions[0].model.entity(named: "Order"))
        XCTAssertEqual(order.relationships.map(\.name), ["lines", "notes", "parcels"])
        XCTAssertEqual(order.relationships.map(\.minCount), [1, nil, 2])
        XCTAssertTrue(converted.files[0].contains("lines: { to: Line, toMany: true, inverse: order, deleteRule: cascade, minCount: 1 }"), converted.files[0])

        // A sub-entity's required to-many, in the table every member shares (DuckDuckGo's
        // folders' `children`, in the table of every bookmark): the other members' rows
        // hold none, so no minimum is said.
        let shared = try makeTemporaryDirectory(self).appendingPathComponent("Bookmarks.xcdatamodeld")
        try writeVersion("Bookmarks", of: shared, """
            <entity name="Item"><attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="children" inverseEntity="Folder"/>
            </entity>
            <entity name="Folder" parentEntity="Item">
                <relationship name="children" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="parent" inverseEntity="Item"/>
            </entity>
            """)
        let bookmarks = try CoreDataImporter.convert(CoreDataModelHistory.read(shared.path), options: CoreDataImportOptions(name: "Bookmarks"))
        let item = try XCTUnwrap(bookmarks.versions[0].model.entities.first { $0.relationships.contains { $0.name == "children" } }, bookmarks.files[0])
        XCTAssertEqual(item.relationships.first { $0.name == "children" }?.minCount, nil, bookmarks.files[0])
    }

    /// CartKit's history reduced: `Item.modifiers`, a to-many without an inverse, given
    /// the inverse `Modifier.item` in version 2, which version 1 had as a to-one of its
    /// own when `modifierHadItem`.
    private func writeCartHistory(modifierHadItem: Bool) throws -> URL {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Cart.xcdatamodeld")
        let item = modifierHadItem ? #"<relationship name="item" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item"/>"# : ""
        try writeVersion("Cart", of: root, """
            <entity name="Item"><attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="modifiers" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Modifier"/>
            </entity>
            <entity name="Modifier"><attribute name="name" optional="YES" attributeType="String"/>\(item)</entity>
            """)
        try writeVersion("Cart 2", of: root, """
            <entity name="Item"><attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="modifiers" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Modifier" inverseName="item" inverseEntity="Modifier"/>
            </entity>
            <entity name="Modifier"><attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="item" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item" inverseName="modifiers" inverseEntity="Item"/>
            </entity>
            """)
        return root
    }

    /// A to-many without an inverse given one (CartKit's `Item.modifiers`, given
    /// `Modifier.item` at version 4): Core Data keeps its links, now the inverse's; the
    /// import had given it `Modifier.modifiersOfItem`, whose key column the plan dropped
    /// while the new `item_id` started empty, every link lost once the drop was approved.
    func testAToManyGivenAnInverseKeepsItsLinksUnderTheNewInverse() throws {
        let root = try writeCartHistory(modifierHadItem: false)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Cart"))
        XCTAssertEqual(converted.versions[0].model.entity(named: "Modifier")?.relationships.map(\.name), ["modifiersOfItem"])
        XCTAssertEqual(converted.versions[1].model.entity(named: "Modifier")?.relationship(named: "item")?.renamedFrom, "modifiersOfItem")
        XCTAssertEqual(converted.notes.filter { $0.kind == .inverseReplaced }.map(\.message), [
            "`Item.modifiers` has the inverse `item` in this version, where it had `modifiersOfItem`: `Modifier.item` takes over its links "
                + "(`renamedFrom: modifiersOfItem`), as Core Data's migration keeps the to-many's",
        ])
        let plan = MigrationDraft.plan(from: converted.versions[0].model, to: converted.versions[1].model)
        XCTAssertEqual(plan.steps.map(\.safety).max(), .safe, "\(plan.steps.map(\.reason))")
        XCTAssertTrue(plan.steps.contains { $0.reason == #"rename hint: "item_id" was "modifiers_of_item_id""# }, "\(plan.steps.map(\.reason))")
    }

    /// The same, where the new inverse was a to-one of its own (CartKit's `Modifier.item`
    /// beside `Item.modifiers` until version 4): Core Data keeps both sets of links, and so
    /// does the plan now, the to-one `mergedFrom` the old inverse; it dropped that
    /// inverse's column, a destructive step, and the links only `Item.modifiers` held.
    func testAToManyPairedWithAnotherToOneHandsItItsLinksToo() throws {
        let root = try writeCartHistory(modifierHadItem: true)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Cart"))
        let item = try XCTUnwrap(converted.versions[1].model.entity(named: "Modifier")?.relationship(named: "item"))
        XCTAssertNil(item.renamedFrom, "it keeps its own links")
        XCTAssertEqual(item.mergedFrom, ["modifiersOfItem"])
        XCTAssertEqual(converted.notes.filter { $0.kind == .inverseReplaced }.map { "\($0.message) \($0.versions)" }, [
            "`Item.modifiers` has the inverse `item` in this version, where it had `modifiersOfItem`, and `Modifier.item` was a to-one of its own: "
                + "it takes over `modifiersOfItem`'s links beside its own (`mergedFrom: [modifiersOfItem]`), as Core Data's migration keeps both; "
                + "a row linked to two different `Item` rows stops the migration, where Core Data keeps one of them "
                + "(unlink one in a hand-written migration numbered before this version's) [2]",
        ])
        let plan = MigrationDraft.plan(from: converted.versions[0].model, to: converted.versions[1].model)
        XCTAssertEqual(plan.safety, .dataDependent, "\(plan.steps.map(\.reason))")
    }

    /// A parent new in this version, put between a sub-entity and its old parent, that
    /// takes over one of its properties (Amperfy's version 11: `AbstractPlayable` between
    /// `AbstractLibraryEntity` and `Song`, with `Song.year`). `Album.year` keeps the
    /// hierarchy's `year` column, so `Song`'s was `songYear` and is `abstractPlayableYear`
    /// now: Core Data still pairs `Song.year` with the `year` it inherits and keeps the
    /// values; the import used to plan a drop of `song_year` and an empty new column.
    func testAPropertyMovedUpIntoANewParentKeepsItsValues() throws {
        let root = try makeTemporaryDirectory(self).appendingPathComponent("Music.xcdatamodeld")
        try writeVersion("Music", of: root, """
            <entity name="Item" isAbstract="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>
            <entity name="Album" parentEntity="Item"><attribute name="year" optional="YES" attributeType="Integer 16"/></entity>
            <entity name="Song" parentEntity="Item"><attribute name="year" optional="YES" attributeType="Integer 16"/></entity>
            """)
        try writeVersion("Music 2", of: root, """
            <entity name="Item" isAbstract="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>
            <entity name="Album" parentEntity="Item"><attribute name="year" optional="YES" attributeType="Integer 16"/></entity>
            <entity name="Playable" isAbstract="YES" parentEntity="Item"><attribute name="year" optional="YES" attributeType="Integer 16"/></entity>
            <entity name="Song" parentEntity="Playable"/>
            """)
        let converted = try CoreDataImporter.convert(CoreDataModelHistory.read(root.path), options: CoreDataImportOptions(name: "Music"))
        let (v1, v2) = (converted.versions[0].model, converted.versions[1].model)
        XCTAssertEqual(v1.entity(named: "Item")?.attribute(named: "songYear")?.column, "song_year")
        XCTAssertEqual(v2.entity(named: "Item")?.attribute(named: "playableYear")?.mergedFrom, ["songYear"])
        XCTAssertEqual(converted.notes.filter { $0.kind == .propertyMovedUp }.map(\.message), [
            "`Playable.year` was declared by `Song` in the previous version; Core Data carries their values over, and so does the planned migration: "
                + "`Item.playableYear` is `mergedFrom` `songYear`, whose columns it drops once their values are merged",
        ])

        let plan = diff(from: SQLiteSchemaCompiler.compile(v1), to: SQLiteSchemaCompiler.compile(v2), hints: RenameHints(from: v1, to: v2))
        XCTAssertNotEqual(plan.safety, .destructive, "migrate applies it without --allow-destructive")
        let queue = try DatabaseQueue(path: makeTemporaryDirectory(self).appendingPathComponent("music.sqlite").path)
        try queue.write { db in
            try db.execute(sql: SQLiteDialect().render(SQLiteSchemaCompiler.compile(v1)))
            try db.execute(sql: """
                INSERT INTO item (id, entity, name, year, song_year) VALUES
                  (1, 'Album', 'a', 1999, NULL), (2, 'Song', 's', NULL, 2001), (3, 'Song', 't', NULL, NULL);
                """)
            let checks = SQLiteDialect().preflight(plan)
            XCTAssertEqual(try checks.map { try Int.fetchOne(db, sql: $0.sql) }, Array(repeating: 0, count: checks.count))
            try db.execute(sql: SQLiteDialect().render(plan))
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT entity || ':' || coalesce(year, 'NULL') || ':' || coalesce(playable_year, 'NULL') FROM item ORDER BY id"),
                           ["Album:1999:NULL", "Song:NULL:2001", "Song:NULL:NULL"])
        }
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

/// Constructs found importing public models (see docs/coming-from-core-data.md, "Tried on
/// public models"), each reproduced in the hand-written `Harbors` fixture.
final class CoreDataPublicModelConstructTests: ModelcTestCase {
    private func convertHarbors() throws -> (versions: [ImportedVersion], notes: [CoreDataImportNote]) {
        let history = try CoreDataModelHistory.read(Repository.fixture("CoreData").appendingPathComponent("Harbors.xcdatamodeld").path)
        let converted = try CoreDataImporter.convert(history, options: CoreDataImportOptions(name: "Harbors"))
        return (converted.versions, converted.notes)
    }

    func testDateDefaultWrittenAsDefaultDateTimeIntervalIsKept() throws {
        let versions = try convertHarbors().versions
        XCTAssertEqual(versions[0].model.entity(named: "Landmark")?.attribute(named: "surveyedOn")?.defaultValue, .string("2001-01-02T00:00:00Z"))
        XCTAssertEqual(versions[0].model.entity(named: "Vessel")?.attribute(named: "launchedOn")?.defaultValue, .string("1999-12-31T23:59:59.500Z"))
    }

    func testCompoundIndexesBecomeIndexesAndAMissingPropertyIsNotedAtItsLine() throws {
        let converted = try convertHarbors()
        XCTAssertEqual(converted.versions[0].model.entity(named: "Landmark")?.indexes.map(\.attributes), [["label", "surveyedOn"]])
        XCTAssertEqual(converted.versions[0].model.entity(named: "Vessel")?.indexes.map(\.attributes), [["name", "launchedOn"]])
        let missing = try XCTUnwrap(converted.notes.first { $0.kind == .indexElement })
        XCTAssertEqual(missing.message, "a compound index of `Vessel` names `tonnage`, which is not a stored property: left out of it")
        XCTAssertEqual(missing.location.file.hasSuffix("Harbors.xcdatamodel/contents"), true, missing.location.file)
        XCTAssertEqual([missing.location.line, missing.location.column], [30, 13])
        XCTAssertEqual(missing.versions, [1])
    }

    func testAHierarchyMemberKeepsItsColumnWhenAnEarlierSiblingGainsTheSameName() throws {
        let versions = try convertHarbors().versions
        let properties = { (version: Int, entity: String) in versions[version - 1].origins.first { $0.coreDataEntity == entity }?.properties }
        XCTAssertEqual(properties(1, "Beacon")?["range"], "range")
        XCTAssertEqual(properties(2, "Beacon")?["range"], "range", "Beacon's rows keep their column")
        XCTAssertEqual(properties(2, "Harbor")?["range"], "harborRange", "the newcomer is the one prefixed")
        XCTAssertEqual(versions[1].model.entity(named: "Landmark")?.attributes.map(\.name),
                       ["id", "entity", "label", "surveyedOn", "berths", "harborRange", "range"])
        XCTAssertEqual(properties(3, "Harbor")?["range"], "harborRange", "Beacon's `range` is gone in version 3; Harbor's column keeps its name")
    }

    func testAMemberKeepingAPrefixedNameIsNotedForWhatItIs() throws {
        let renamed = try convertHarbors().notes.filter { $0.kind == .renamedMember }
        XCTAssertEqual(renamed.map(\.message), [
            "`Harbor.range` shares `Landmark`'s table with a property of the same name, so it is `harborRange` there",
            "`Harbor.range` keeps the name `harborRange` it has in `Landmark`'s table since an earlier version",
        ])
        XCTAssertEqual(renamed.map(\.versions), [[2], [3]])
    }

    func testEntitiesLeavingAHierarchyAreReportedBecauseTheirRowsChangeTable() throws {
        let moved = try convertHarbors().notes.filter { $0.kind == .hierarchyChanged }
        XCTAssertEqual(moved.map(\.element), ["Harbor", "Beacon"])
        XCTAssertEqual(moved.map(\.versions), [[4], [4]])
        XCTAssertEqual(moved.map(\.location.line), [5, 10])
        XCTAssertEqual(moved.first?.message,
                       "objects of `Harbor` were stored in `Landmark`'s table and are in `Harbor`'s now; the planned migration does not move rows between tables: edit it to copy them before the old rows are dropped (see `Inheritance` in docs/coming-from-core-data.md)")
    }
}

extension CoreDataPublicModelConstructTests {
    func testARenamingIdentifierNamingNothingInThePreviousVersionIsNotedAndNotKept() throws {
        let converted = try convertHarbors()
        let unmatched = converted.notes.filter { $0.kind == .renameUnmatched }
        XCTAssertEqual(unmatched.map(\.element), ["Vessel.radioCall", "Quay"])
        XCTAssertEqual(unmatched.map(\.versions), [[2], [4]])
        XCTAssertEqual(unmatched.map { "\(($0.location.file as NSString).lastPathComponent == "contents") \($0.location.line):\($0.location.column)" },
                       ["true 25:9", "true 14:5"])
        XCTAssertEqual(unmatched.last?.message,
                       "entity `Quay` is new, and its renaming identifier `Pier` names nothing in the previous version: it is imported as new; if it continues an element, write that name in `renamedFrom:`")
        XCTAssertNil(converted.versions[1].model.entity(named: "Vessel")?.attribute(named: "radioCall")?.renamedFrom)
        XCTAssertNil(converted.versions[3].model.entity(named: "Quay")?.renamedFrom)
    }
}
