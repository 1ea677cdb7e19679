import CodeGen
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

final class SwiftGeneratorTests: XCTestCase {
    static let catalog = Repository.root.appendingPathComponent("Tests/Fixtures/Models/Catalog").path

    func catalogModel() throws -> Model {
        try XCTUnwrap(try ModelLoader.load(Self.catalog).current)
    }

    func file(_ name: String, in files: [GeneratedFile]) throws -> String {
        try XCTUnwrap(files.first { $0.name == name }?.contents, "\(name) not generated")
    }

    /// The lines of the first declaration in `source` whose first line starts, after its indentation,
    /// with `opening`: through the line that closes it at the same indentation, or that one line when
    /// it opens no block. Generated files are long; a test names the member it is about.
    private func declaration(_ opening: String, in source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(opening) }) else { return [] }
        guard lines[first].hasSuffix("{") || lines[first].hasSuffix("(") else { return [lines[first]] }
        let indentation = String(lines[first].prefix { $0 == " " })
        let last = lines[(first + 1)...].firstIndex { $0.hasPrefix(indentation + "}") || $0.hasPrefix(indentation + ")") } ?? lines.count - 1
        return Array(lines[first...last])
    }

    /// The first line of each type and extension a generated file declares.
    private func topLevelDeclarations(in source: String) -> [String] {
        source.components(separatedBy: "\n").filter { $0.hasPrefix("public struct ") || $0.hasPrefix("struct ") || $0.hasPrefix("extension ") }
    }

    func testOneFilePerEntityPlusTheSchemaFileInDeclarationOrder() throws {
        let files = SwiftGenerator(model: try catalogModel(), schemaSQL: "").files()
        XCTAssertEqual(files.map(\.name), ["Product.swift", "Shelf.swift", "Plate.swift", "Label.swift", "CatalogSchema.swift"])
    }

    func testGenerationIsDeterministic() throws {
        let first = SwiftGenerator(model: try catalogModel(), schemaSQL: "CREATE TABLE x (y);").files()
        let second = SwiftGenerator(model: try catalogModel(), schemaSQL: "CREATE TABLE x (y);").files()
        XCTAssertEqual(first, second)
    }

    func testPayloadLayoutStatesTheDecodersChecksOrCallsTheDecoder() throws {
        let files = SwiftGenerator(model: try catalogModel(), schemaSQL: "").files()
        XCTAssertEqual(declaration("public static let payloadLayout", in: try file("Product.swift", in: files)), [
            #"    public static let payloadLayout: PayloadLayout? = PayloadLayout("#,
            #"        fields: ["#,
            #"            .init("id", .int64()),"#,
            #"            .init("name", .string(maxLength: 20)),"#,
            #"            .init("sku", .custom { value throws(JSONMappingError) in try Product.decodeSku(value, at: .root).databaseValue }),"#,
            #"            .init("class", .oneOf(Product.Class.allCases.map(\.rawValue))),"#,
            #"            .init("quantity", .int32(minimum: 0, maximum: 1000)),"#,
            #"            .init("weight", .int16(), optional: true),"#,
            #"            .init("price", .custom { value throws(JSONMappingError) in try Product.decodePrice(value, at: .root).databaseValue }),"#,
            #"            .init("ratio", .double(), optional: true),"#,
            #"            .init("score", .custom { value throws(JSONMappingError) in try Product.decodeScore(value, at: .root).databaseValue }, optional: true),"#,
            #"            .init("is_active", .bool),"#,
            #"            .init("released_at", .date, optional: true),"#,
            #"            .init("created_at", .date),"#,
            #"            .init("code", .uuid, optional: true),"#,
            #"            .init("image", .custom { value throws(JSONMappingError) in try Product.decodeImage(value, at: .root).databaseValue }, optional: true),"#,
            #"            .init("website", .custom { value throws(JSONMappingError) in try Product.decodeWebsite(value, at: .root).absoluteString.databaseValue }, optional: true),"#,
            #"            .init("extra", .custom { value throws(JSONMappingError) in try Product.decodeExtra(value, at: .root).databaseValue }, optional: true),"#,
            #"            .init("big", .int64(), optional: true),"#,
            #"            .init("shelf", .uuid, optional: true, reference: true),"#,
            #"        ],"#,
            #"        nestedKeys: ["tags"]"#,
            #"    )"#,
        ])
        XCTAssertEqual(declaration("public static let payloadLayout", in: try file("Plate.swift", in: files)), [
            #"    public static let payloadLayout: PayloadLayout? = PayloadLayout("#,
            #"        fields: ["#,
            #"            .init("id", .int64()),"#,
            #"            .init("text", .string()),"#,
            #"            .init("shelf", .uuid, reference: true),"#,
            #"        ]"#,
            #"    )"#,
        ], "the shelf key is a stored reference, not a nested payload")
    }

    func testHeaderNamesTheModelVersionAndFingerprint() throws {
        let model = try catalogModel()
        let product = try file("Product.swift", in: SwiftGenerator(model: model, schemaSQL: "").files())
        XCTAssertEqual(Array(product.components(separatedBy: "\n").prefix(2)), [
            "// Generated by modelc from model Catalog version 1 (\(ModelHash.of(model).description)).",
            "// Do not edit: change the model and run `modelc generate` again.",
        ])
    }

    func testFingerprintIgnoresLayoutButNotContent() throws {
        let folder = try makeTemporaryDirectory(self)
        let original = try String(contentsOfFile: Self.catalog + "/1.yaml", encoding: .utf8)
        let reformatted = "# another comment\n\n" + original.replacingOccurrences(of: "    attributes:\n", with: "    attributes:   # same\n")
        let changed = original.replacingOccurrences(of: "maxLength: 20", with: "maxLength: 21")
        try reformatted.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try changed.write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let base = ModelHash.of(try catalogModel())
        XCTAssertEqual(ModelHash.of(try ModelLoader.loadFile(folder.appendingPathComponent("a.yaml").path)), base)
        XCTAssertNotEqual(ModelHash.of(try ModelLoader.loadFile(folder.appendingPathComponent("b.yaml").path)), base)
    }

    func testSwiftKeywordsAreEscapedAndEnumValuesBecomeCases() throws {
        let product = try file("Product.swift", in: SwiftGenerator(model: try catalogModel(), schemaSQL: "").files())
        XCTAssertEqual(declaration("public var `class`", in: product), ["    public var `class`: Class"])
        XCTAssertEqual(declaration("public enum Class", in: product), [
            "    public enum Class: String, Codable, CaseIterable, Hashable, Sendable, DatabaseValueConvertible {",
            "        case standard",
            "        case fragile",
            #"        case nA = "n/a""#,
            "    }",
        ])
        XCTAssertEqual(declaration("`class`: Class", in: product), ["        `class`: Class = .standard,"], "model defaults become init defaults")
    }

    func testToOneRelationshipsBecomeKeyPropertiesNamedAfterTheForeignKeyColumn() throws {
        let files = SwiftGenerator(model: try catalogModel(), schemaSQL: "").files()
        let product = try file("Product.swift", in: files)
        XCTAssertEqual(declaration("public var shelfID:", in: product), ["    public var shelfID: UUID?"])
        XCTAssertEqual(declaration("case shelfID =", in: product), [#"        case shelfID = "shelf_id""#])
        XCTAssertEqual(declaration("extension Product {", in: product), [
            "extension Product {",
            "    /// The `shelf` relationship to `Shelf`.",
            #"    public static let shelf = belongsTo(Shelf.self, key: "shelf", using: ForeignKey(["shelf_id"]))"#,
            "    public var shelf: QueryInterfaceRequest<Shelf> { request(for: Product.shelf) }",
            "",
            "    /// The `tags` relationship to `Label`.",
            #"    fileprivate static let tagsLinks = hasMany(Table<Row>("label_products"), key: "tagsLinks", using: ForeignKey(["product_id"]))"#,
            #"    public static let tags = hasMany(Label.self, through: tagsLinks, using: Table<Row>("label_products").belongsTo(Label.self, using: ForeignKey(["label_id"])), key: "tags")"#,
            "    public var tags: QueryInterfaceRequest<Label> { request(for: Product.tags) }",
            "}",
        ])
        let shelf = try file("Shelf.swift", in: files)
        XCTAssertEqual(declaration("extension Shelf {", in: shelf), [
            "extension Shelf {",
            "    /// The `products` relationship to `Product`.",
            #"    public static let products = hasMany(Product.self, key: "products", using: ForeignKey(["shelf_id"]))"#,
            "    public var products: QueryInterfaceRequest<Product> { request(for: Shelf.products) }",
            "",
            "    /// The `plate` relationship to `Plate`.",
            #"    public static let plate = hasOne(Plate.self, key: "plate", using: ForeignKey(["shelf_id"]))"#,
            "    public var plate: QueryInterfaceRequest<Plate> { request(for: Shelf.plate) }",
            "}",
        ])
        XCTAssertEqual(declaration("public struct Shelf", in: shelf), [
            "public struct Shelf: Codable, Hashable, Sendable, Identifiable {",
            "    public let id: UUID",
            "    public var title: String",
            "",
            "    /// Creates a record; fields with a model default may be left out.",
            "    public init(",
            "        id: UUID,",
            "        title: String",
            "    ) {",
            "        self.id = id",
            "        self.title = title",
            "    }",
            "}",
        ], "the key-less side of a one-to-one has no key property")
    }

    func testManyToManyUsesTheJoinTableTheCompilerNames() throws {
        let model = try catalogModel()
        let files = SwiftGenerator(model: model, schemaSQL: "").files()
        let label = try file("Label.swift", in: files)
        let product = try file("Product.swift", in: files)
        XCTAssertEqual(model.joinTables.map(\.name), ["label_products"])
        XCTAssertEqual(declaration("extension Label {", in: label), [
            "extension Label {",
            "    /// The `products` relationship to `Product`.",
            #"    fileprivate static let productsLinks = hasMany(Table<Row>("label_products"), key: "productsLinks", using: ForeignKey(["label_id"]))"#,
            #"    public static let products = hasMany(Product.self, through: productsLinks, using: Table<Row>("label_products").belongsTo(Product.self, using: ForeignKey(["product_id"])), key: "products")"#,
            "    public var products: QueryInterfaceRequest<Product> { request(for: Label.products) }",
            "}",
        ])
        XCTAssertEqual(declaration("fileprivate static let tagsLinks =", in: product), [
            #"    fileprivate static let tagsLinks = hasMany(Table<Row>("label_products"), key: "tagsLinks", using: ForeignKey(["product_id"]))"#,
        ])
        XCTAssertEqual(declaration("public static let tags =", in: product), [
            #"    public static let tags = hasMany(Label.self, through: tagsLinks, using: Table<Row>("label_products").belongsTo(Label.self, using: ForeignKey(["label_id"])), key: "tags")"#,
        ])
    }

    func testInternalAccessLeavesOutPublic() throws {
        let files = SwiftGenerator(model: try catalogModel(), access: .internal, schemaSQL: "").files()
        XCTAssertFalse(files.contains { $0.contents.contains("public ") })
        XCTAssertEqual(declaration("struct Product", in: try file("Product.swift", in: files)).first, "struct Product: Codable, Hashable, Sendable, Identifiable {")
    }

    func testSchemaFileEmbedsTheCompiledSchemaWhenThereAreNoMigrations() throws {
        let sql = "CREATE TABLE \"a\" (\n  \"id\" INTEGER PRIMARY KEY\n) STRICT;\n"
        let schema = try file("CatalogSchema.swift", in: SwiftGenerator(model: try catalogModel(), schemaSQL: sql).files())
        XCTAssertEqual(declaration("public static var migrator", in: schema), [
            "    public static var migrator: DatabaseMigrator {",
            "        var migrator = DatabaseMigrator()",
            #"        migrator.registerMigration("schema_v1") { db in"#,
            "            try db.execute(sql: SQL.migration0)",
            "        }",
            "        return migrator",
            "    }",
        ])
        XCTAssertEqual(declaration("private enum SQL", in: schema), [
            "    private enum SQL {",
            "        /// `schema_v1`",
            "        static let migration0 = #\"\"\"",
            #"            CREATE TABLE "a" ("#,
            #"              "id" INTEGER PRIMARY KEY"#,
            "            ) STRICT;",
            ##"            """#"##,
            "    }",
        ])
    }

    func testSchemaFileRegistersMigrationFilesByName() throws {
        // Which files a version embeds, and their text, are the Migration library's
        // (`MigrationFile.modelVersions`, `MigrationFile.sql`); the generator registers what it is given.
        let migrations = [
            EmbeddedMigration(name: "0001_create", sql: "CREATE TABLE a (id INTEGER);\n"),
            EmbeddedMigration(name: "0002_add_b", sql: "-- \"\"\"# tricky\nALTER TABLE a ADD COLUMN b TEXT;\n"),
        ]
        let schema = try file("CatalogSchema.swift", in: SwiftGenerator(model: try catalogModel(), schemaSQL: "", migrations: migrations).files())
        XCTAssertEqual(declaration("public static var migrator", in: schema), [
            "    public static var migrator: DatabaseMigrator {",
            "        var migrator = DatabaseMigrator()",
            #"        migrator.registerMigration("0001_create") { db in"#,
            "            try db.execute(sql: SQL.migration0)",
            "        }",
            #"        migrator.registerMigration("0002_add_b") { db in"#,
            "            try db.execute(sql: SQL.migration1)",
            "        }",
            "        return migrator",
            "    }",
        ])
        XCTAssertEqual(declaration("private enum SQL", in: schema), [
            "    private enum SQL {",
            "        /// `0001_create`",
            "        static let migration0 = #\"\"\"",
            "            CREATE TABLE a (id INTEGER);",
            ##"            """#"##,
            "        /// `0002_add_b`",
            "        static let migration1 = ##\"\"\"",
            ##"            -- """# tricky"##,
            "            ALTER TABLE a ADD COLUMN b TEXT;",
            ###"            """##"###,
            "    }",
        ], "a raw literal with enough pounds for SQL containing \"\"\"#")
    }

    func testAFullTextChecksumIsPassedOnOnlyWhenItDiffers() throws {
        let approved = EmbeddedMigration(name: "0002_drop", sql: "-- approved: destructive\nSELECT 1;\n", history: .init(
            version: 2, fileName: "0002_drop.sql", checksum: "sha256:new", fullTextChecksum: "sha256:old", modelHash: nil))
        let plain = EmbeddedMigration(name: "0001_create", sql: "SELECT 1;\n", history: .init(
            version: 1, fileName: "0001_create.sql", checksum: "sha256:one", modelHash: nil))
        let schema = try file("CatalogSchema.swift", in: SwiftGenerator(model: try catalogModel(), schemaSQL: "", migrations: [plain, approved]).files())
        XCTAssertEqual(declaration("public static var migrator", in: schema), [
            "    public static var migrator: DatabaseMigrator {",
            "        var migrator = DatabaseMigrator()",
            #"        migrator.registerMigration("0001_create") { db in"#,
            "            try MigrationHistoryRecord.apply(",
            #"                db, version: 1, name: "0001_create.sql","#,
            #"                checksum: "sha256:one", modelHash: nil"#,
            "            ) {",
            "                try db.execute(sql: SQL.migration0)",
            "            }",
            "        }",
            #"        migrator.registerMigration("0002_drop") { db in"#,
            "            try MigrationHistoryRecord.apply(",
            #"                db, version: 2, name: "0002_drop.sql","#,
            #"                checksum: "sha256:new", fullTextChecksum: "sha256:old", modelHash: nil"#,
            "            ) {",
            "                try db.execute(sql: SQL.migration1)",
            "            }",
            "        }",
            "        return migrator",
            "    }",
        ])
    }

    func testUnchangedFilesAreNotRewrittenAndObsoleteGeneratedFilesAreRemoved() throws {
        let folder = try makeTemporaryDirectory(self)
        let output = GeneratedOutput(files: [GeneratedFile(name: "A.swift", contents: "// Generated by modelc\nlet a = 1\n")])
        XCTAssertEqual(try output.write(to: folder.path).missing, ["A.swift"])
        let path = folder.appendingPathComponent("A.swift").path
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        XCTAssertTrue(try output.write(to: folder.path).isEmpty)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, old)
        try "// Generated by modelc\n".write(to: folder.appendingPathComponent("Gone.swift"), atomically: true, encoding: .utf8)
        try "handwritten".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(output.differences(in: folder.path).obsolete, ["Gone.swift"])
        try output.write(to: folder.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gone.swift").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Mine.swift").path))
    }

    /// A record keyed by two members is a GRDB record (Codable, columns, associations)
    /// but not a `ModelRecord`, which upserts by one key; its parent does not write it
    /// from nested payloads.
    func testCompositeKeyRecordIsAPlainGRDBRecordThatParentsDoNotWriteNested() throws {
        let result = ModelLoader.inspect(text: """
            model: Music
            version: 1
            entities:
              Playlist:
                attributes: { id: int, name: string }
                relationships: { entries: { to: PlaylistEntry, toMany: true, inverse: playlist, deleteRule: cascade } }
              PlaylistEntry:
                table: playlist_track
                primaryKey: [playlist, trackNumber]
                attributes: { trackNumber: int }
                relationships: { playlist: { to: Playlist, inverse: entries } }
            """)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let files = SwiftGenerator(model: try XCTUnwrap(result.versions?.current), schemaSQL: "").files()
        let entry = try file("PlaylistEntry.swift", in: files)
        XCTAssertEqual(topLevelDeclarations(in: entry), [
            "public struct PlaylistEntry: Codable, Hashable, Sendable {",
            "extension PlaylistEntry: FetchableRecord, PersistableRecord {",
            "extension PlaylistEntry {",
            "extension PlaylistEntry {",
            "extension PlaylistEntry: PatchableRecord {",
        ], "no ModelRecord conformance")
        XCTAssertEqual(declaration("public static let playlist =", in: entry), [
            #"    public static let playlist = belongsTo(Playlist.self, key: "playlist", using: ForeignKey(["playlist_id"]))"#,
        ])
        let playlist = try file("Playlist.swift", in: files)
        XCTAssertEqual(declaration("public static let entries =", in: playlist), [
            #"    public static let entries = hasMany(PlaylistEntry.self, key: "entries", using: ForeignKey(["playlist_id"]))"#,
        ])
        XCTAssertFalse(playlist.contains("writeChild(PlaylistEntry.self"), playlist)
    }
}
