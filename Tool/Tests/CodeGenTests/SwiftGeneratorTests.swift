@testable import CodeGen
import Foundation
import ModelcTestSupport
import ModelKit
import XCTest

final class SwiftGeneratorTests: XCTestCase {
    static let catalog = Repository.tool.appendingPathComponent("Tests/Fixtures/Models/Catalog").path

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
        guard ["{", "(", "["].contains(where: lines[first].hasSuffix) else { return [lines[first]] }
        let indentation = String(lines[first].prefix { $0 == " " })
        let last = lines[(first + 1)...].firstIndex { line in ["}", ")", "])"].contains { line.hasPrefix(indentation + $0) } } ?? lines.count - 1
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

    /// A model named like one of its entities (an adopted `downloads.db` with its table
    /// `downloads`): the namespace enum becomes `<Model>Schema`, and its file is still
    /// `<Model>Schema.swift`, as for every model.
    func testAModelNamedLikeAnEntityKeepsItsSchemaFileName() throws {
        let result = ModelLoader.inspect(text: "model: Downloads\nversion: 1\nentities:\n  Downloads:\n    attributes:\n      id: int\n", file: "1.yaml")
        let model = try XCTUnwrap(result.versions?.current, "\(result.diagnostics)")
        let files = SwiftGenerator(model: model, schemaSQL: "").files()
        XCTAssertEqual(files.map(\.name), ["Downloads.swift", "DownloadsSchema.swift"])
        XCTAssertTrue(try file("DownloadsSchema.swift", in: files).contains("public enum DownloadsSchema {"))
    }

    /// A model named like a type the generated code uses (`Data`: adopting Firefox's
    /// `data.sqlite` without `--name` names it so) would make the namespace `enum Data`,
    /// which every record's `Data` property then meant; a table `table` is `TableRecord`
    /// by the rule for such names, which is GRDB's protocol. Both take the next name.
    func testTheNamespaceAndASuffixedRecordNameNoTypeTheCodeUses() throws {
        let text = "model: Data\nversion: 1\nentities:\n  Table:\n    table: table\n    attributes:\n      id: int\n      value: data\n"
        let result = ModelLoader.inspect(text: text, file: "1.yaml")
        let model = try XCTUnwrap(result.versions?.current, "\(result.diagnostics)")
        let files = SwiftGenerator(model: model, schemaSQL: "").files()
        XCTAssertEqual(files.map(\.name), ["TableRecord2.swift", "DataSchema.swift"])
        XCTAssertTrue(try file("DataSchema.swift", in: files).contains("public enum DataSchema {"))
        XCTAssertTrue(try file("TableRecord2.swift", in: files).contains("public var value: Data\n"))
    }

    /// `Identifiable` promises one `id` per row. A key not named `id` is forwarded as `id`;
    /// a field that already holds the name is the identity only when it is required and
    /// unique (iMessage's `handle`: keyed by `ROWID`, its `id` the handle's text, which
    /// repeats across services).
    func testAFieldNamedIdIsTheIdentityOnlyWhenItIsRequiredAndUnique() throws {
        let text = """
            model: Messages
            version: 1
            entities:
              Handle:
                attributes:
                  rowID: { type: int, primaryKey: true, column: ROWID }
                  id: string
                  service: string
              Account:
                attributes:
                  number: { type: int, primaryKey: true }
                  id: { type: string, unique: true }
              Device:
                attributes:
                  number: { type: int, primaryKey: true }
                  id: string
                unique:
                  - [id]
              Session:
                attributes:
                  number: { type: int, primaryKey: true }
                  id: { type: string, unique: true, optional: true }
              Crash:
                attributes:
                  crashID: { type: int, primaryKey: true }
                  message: string

            """
        let result = ModelLoader.inspect(text: text, file: "1.yaml")
        let model = try XCTUnwrap(result.versions?.current, "\(result.diagnostics)")
        let files = SwiftGenerator(model: model, schemaSQL: "").files()
        let headers = try ["Handle", "Account", "Device", "Session", "Crash"].map { name in
            try XCTUnwrap(declaration("public struct \(name)", in: try file("\(name).swift", in: files)).first)
        }
        XCTAssertEqual(headers, [
            "public struct Handle: Codable, Hashable, Sendable {",
            "public struct Account: Codable, Hashable, Sendable, Identifiable {",
            "public struct Device: Codable, Hashable, Sendable, Identifiable {",
            "public struct Session: Codable, Hashable, Sendable {",
            "public struct Crash: Codable, Hashable, Sendable, Identifiable {",
        ])
        XCTAssertFalse(try file("Handle.swift", in: files).contains("var id: Int64 {"), "the key is not forwarded over the field")
        XCTAssertTrue(try file("Crash.swift", in: files).contains("public var id: Int64 { crashID }"))
    }

    /// Every type name generated code writes that no generated file declares is in
    /// `SwiftNaming.externalTypes`, so an entity or enumeration named like one of them is
    /// given a suffix rather than hiding it: read over the records of every fixture model
    /// and bundled model, string literals and comments left out.
    func testEveryTypeTheGeneratedCodeUsesButDoesNotDeclareIsOneNoEntityMayHide() throws {
        let folders = [Repository.tool.appendingPathComponent("Tests/Fixtures/Models"), Repository.root.appendingPathComponent("models")]
        var used: Set<String> = [], declared: Set<String> = []
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let model = try XCTUnwrap(try ModelLoader.load(folder.appendingPathComponent(name).path).current)
                for file in SwiftGenerator(model: model, schemaSQL: "").files() {
                    let words = Self.identifiers(in: file.contents)
                    for (word, next) in zip(words, words.dropFirst()) where ["struct", "enum", "typealias", "class", "protocol"].contains(word) {
                        declared.insert(next)
                    }
                    used.formUnion(words.filter { $0.first?.isUppercase == true })
                }
            }
        }
        XCTAssertEqual(used.subtracting(declared).subtracting(SwiftNaming.externalTypes).sorted(), [])
        XCTAssertTrue(used.contains("Data") && used.contains("Configuration"), "the scan reads the records")
    }

    /// The identifiers of Swift `source` in order, string literals (multi-line too) and
    /// comments left out.
    private static func identifiers(in source: String) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var words: [String] = []
        var index = 0
        func starts(_ text: String) -> Bool {
            let marks = Array(text.unicodeScalars)
            return index + marks.count <= scalars.count && Array(scalars[index..<index + marks.count]) == marks
        }
        while index < scalars.count {
            if starts("//") {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if starts("\"\"\"") {
                index += 3
                while index < scalars.count, !starts("\"\"\"") { index += 1 }
                index += 3
            } else if scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
                index += 1
            } else if scalars[index] == "_" || scalars[index].properties.isAlphabetic {
                var word = ""
                while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                words.append(word)
            } else {
                index += 1
            }
        }
        return words
    }

    func testGenerationIsDeterministic() throws {
        let first = SwiftGenerator(model: try catalogModel(), schemaSQL: "CREATE TABLE x (y);").files()
        let second = SwiftGenerator(model: try catalogModel(), schemaSQL: "CREATE TABLE x (y);").files()
        XCTAssertEqual(first, second)
    }

    func testFieldTableStatesEachFieldOnceWithItsColumnKeyDefaultAndRules() throws {
        let files = SwiftGenerator(model: try catalogModel(), schemaSQL: "").files()
        XCTAssertEqual(declaration("public static let fieldTable", in: try file("Product.swift", in: files)), [
            #"    public static let fieldTable = FieldTable<Product>(entity: "Product", make: { try Product(id: $0.next(), name: $0.next(), sku: $0.next(), class: $0.next(), quantity: $0.next(), weight: $0.next(), price: $0.next(), ratio: $0.next(), score: $0.next(), isActive: $0.next(), releasedAt: $0.next(), createdAt: $0.next(), code: $0.next(), image: $0.next(), website: $0.next(), extra: $0.next(), bigNumber: $0.next(), shelfID: $0.next()) }, fields: ["#,
            #"        .key(\.id, "id"),"#,
            #"        .field(\.name, "name", rules: .text(maxLength: 20)),"#,
            #"        .field(\.sku, "sku", rules: .text(pattern: "^[A-Z]{3}-[0-9]{4}$")),"#,
            #"        .field(\.`class`, "class", default: .standard),"#,
            #"        .field(\.quantity, "quantity", default: 0, rules: .range(min: 0, max: 1000)),"#,
            #"        .field(\.weight, "weight"),"#,
            #"        .field(\.price, "price", default: Decimal(string: "0.00", locale: Locale(identifier: "en_US_POSIX")) ?? 0),"#,
            #"        .field(\.ratio, "ratio"),"#,
            #"        .field(\.score, "score"),"#,
            #"        .field(\.isActive, "is_active", default: true),"#,
            #"        .field(\.releasedAt, "released_at"),"#,
            #"        .field(\.createdAt, "created_at"),"#,
            #"        .field(\.code, "code"),"#,
            #"        .field(\.image, "image"),"#,
            #"        .field(\.website, "website"),"#,
            #"        .field(\.extra, "extra"),"#,
            #"        .field(\.bigNumber, "big_number", json: "big"),"#,
            #"        .reference(\.shelfID, "shelf_id", json: "shelf", idKey: "id"),"#,
            #"    ], relationships: ["#,
            #"        .belongsTo("shelf", Shelf.self, column: "shelf_id"),"#,
            #"        .manyToMany("tags", Label.self, table: "label_products", column: "product_id", targetColumn: "label_id"),"#,
            #"    ])"#,
        ])
        XCTAssertEqual(declaration("public static let fieldTable", in: try file("Plate.swift", in: files)), [
            #"    public static let fieldTable = FieldTable<Plate>(entity: "Plate", make: { try Plate(id: $0.next(), text: $0.next(), shelfID: $0.next()) }, fields: ["#,
            #"        .key(\.id, "id"),"#,
            #"        .field(\.text, "text"),"#,
            #"        .reference(\.shelfID, "shelf_id", json: "shelf", idKey: "id"),"#,
            #"    ], relationships: ["#,
            #"        .belongsTo("shelf", Shelf.self, column: "shelf_id", deleteRule: .cascade),"#,
            #"    ])"#,
        ], "the shelf key is a stored reference; deleting a plate deletes its shelf, which no foreign key does")
    }

    func testHeaderNamesTheModelVersionAndFingerprint() throws {
        let model = try catalogModel()
        let product = try file("Product.swift", in: SwiftGenerator(model: model, schemaSQL: "").files())
        XCTAssertEqual(Array(product.components(separatedBy: "\n").prefix(2)), [
            "// Generated by modelc from model Catalog version 1 (\(ModelHash.of(model).description)).",
            "// Do not edit: change the model and run `modelc generate` again.",
        ])
    }

    /// A record without a `doc:` is described with the article its name takes: "An
    /// `Accounts` record" (a real GnuCash book's), "A `User` record".
    func testARecordsDefaultDocCommentTakesTheArticleItsNameNeeds() throws {
        let folder = try makeTemporaryDirectory(self)
        try """
            model: Books
            version: 1
            entities:
              Accounts: { attributes: { id: int } }
              User: { attributes: { id: int } }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let model = try ModelLoader.loadFile(folder.appendingPathComponent("1.yaml").path)
        let files = SwiftGenerator(model: model, schemaSQL: "").files()
        XCTAssertTrue(try file("Accounts.swift", in: files).contains("/// An `Accounts` record, stored in the table `accounts`."))
        XCTAssertTrue(try file("User.swift", in: files).contains("/// A `User` record, stored in the table `user`."))
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
            "    public enum Class: String, ModelEnumeration {",
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
        XCTAssertEqual(declaration("public static let shelf =", in: product), [
            #"    public static let shelf = belongsTo(Shelf.self, key: "shelf", using: ForeignKey(["shelf_id"]))"#,
        ])
        XCTAssertEqual(declaration("public static let tags =", in: product), [
            #"    public static let tags = hasMany(Label.self, through: tagsLinks, using: Table<Row>("label_products").belongsTo(Label.self, using: ForeignKey(["label_id"])), key: "tags")"#,
        ])
        let shelf = try file("Shelf.swift", in: files)
        XCTAssertEqual(declaration("extension Shelf: ModelRecord, PersistableRecord {", in: shelf), [
            "extension Shelf: ModelRecord, PersistableRecord {",
            #"    public static let databaseTableName = "shelf""#,
            "    public var primaryKeyValue: UUID? { id }",
            "",
            "    /// The columns: Codable's keys (so Codable is the GRDB row layout), and the typed `Columns` of GRDB's query interface (`Shelf.Columns.id`).",
            "    public enum CodingKeys: String, CodingKey, ColumnExpression {",
            "        case id",
            "        case title",
            "    }",
            "",
            "    /// The model of `Shelf` as the runtime reads it: fields in storage order, then relationships.",
            #"    public static let fieldTable = FieldTable<Shelf>(entity: "Shelf", make: { try Shelf(id: $0.next(), title: $0.next()) }, fields: ["#,
            #"        .key(\.id, "id"),"#,
            #"        .field(\.title, "title"),"#,
            #"    ], relationships: ["#,
            #"        .hasMany("products", Product.self, inverse: "shelf", column: "shelf_id"),"#,
            #"        .hasOne("plate", Plate.self, inverse: "shelf", column: "shelf_id"),"#,
            #"    ])"#,
            "",
            #"    public static let products = hasMany(Product.self, key: "products", using: ForeignKey(["shelf_id"]))"#,
            "    public var products: QueryInterfaceRequest<Product> { request(for: Shelf.products) }",
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
        XCTAssertEqual(declaration("fileprivate static let productsLinks =", in: label), [
            #"    fileprivate static let productsLinks = hasMany(Table<Row>("label_products"), key: "productsLinks", using: ForeignKey(["label_id"]))"#,
        ])
        XCTAssertEqual(declaration("public static let products =", in: label), [
            #"    public static let products = hasMany(Product.self, through: productsLinks, using: Table<Row>("label_products").belongsTo(Product.self, using: ForeignKey(["product_id"])), key: "products")"#,
        ])
        XCTAssertEqual(declaration(".manyToMany(", in: label), [
            #"        .manyToMany("products", Product.self, table: "label_products", column: "label_id", targetColumn: "product_id", deleteRule: .deny),"#,
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

    /// The model's `unmanaged:` patterns go to the app's migrator, which keeps the
    /// indexes they name across a rebuild as `modelc migrate` does.
    func testTheMigratorKeepsTheIndexesTheModelDisclaims() throws {
        let text = "model: Users\nversion: 1\nentities:\n  User:\n    attributes:\n      id: int\n      email: string\nunmanaged:\n  - users_email_ci\n  - \"*_fts*\"\n"
        let result = ModelLoader.inspect(text: text, file: "1.yaml")
        let model = try XCTUnwrap(result.versions?.current, "\(result.diagnostics)")
        let schema = try file("UsersSchema.swift", in: SwiftGenerator(model: model, schemaSQL: "").files())
        XCTAssertTrue(schema.contains(#"            try MigrationSQL.execute(SQL.migration0, in: db, keepingIndexes: ["users_email_ci", "*_fts*"])"#), schema)
    }

    func testSchemaFileEmbedsTheCompiledSchemaWhenThereAreNoMigrations() throws {
        let sql = "CREATE TABLE \"a\" (\n  \"id\" INTEGER PRIMARY KEY\n) STRICT;\n"
        let schema = try file("CatalogSchema.swift", in: SwiftGenerator(model: try catalogModel(), schemaSQL: sql).files())
        XCTAssertEqual(declaration("public static var migrator", in: schema), [
            "    public static var migrator: DatabaseMigrator {",
            "        var migrator = DatabaseMigrator()",
            #"        migrator.registerMigration("schema_v1") { db in"#,
            "            try MigrationSQL.execute(SQL.migration0, in: db)",
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
            "            try MigrationSQL.execute(SQL.migration0, in: db)",
            "        }",
            #"        migrator.registerMigration("0002_add_b") { db in"#,
            "            try MigrationSQL.execute(SQL.migration1, in: db)",
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
            "                try MigrationSQL.execute(SQL.migration0, in: db)",
            "            }",
            "        }",
            #"        migrator.registerMigration("0002_drop") { db in"#,
            "            try MigrationHistoryRecord.apply(",
            #"                db, version: 2, name: "0002_drop.sql","#,
            #"                checksum: "sha256:new", fullTextChecksum: "sha256:old", modelHash: nil"#,
            "            ) {",
            "                try MigrationSQL.execute(SQL.migration1, in: db)",
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
            "extension PlaylistEntry: FetchableRecord, PersistableRecord, PatchableRecord {",
        ], "no ModelRecord conformance, and no Patch initializer: every field is a column of the key")
        XCTAssertEqual(declaration("public static let playlist =", in: entry), [
            #"    public static let playlist = belongsTo(Playlist.self, key: "playlist", using: ForeignKey(["playlist_id"]))"#,
        ])
        let playlist = try file("Playlist.swift", in: files)
        XCTAssertEqual(declaration("public static let entries =", in: playlist), [
            #"    public static let entries = hasMany(PlaylistEntry.self, key: "entries", using: ForeignKey(["playlist_id"]))"#,
        ])
        XCTAssertEqual(declaration("public static let fieldTable", in: playlist), [
            #"    public static let fieldTable = FieldTable<Playlist>(entity: "Playlist", make: { try Playlist(id: $0.next(), name: $0.next()) }, fields: ["#,
            #"        .key(\.id, "id"),"#,
            #"        .field(\.name, "name"),"#,
            #"    ])"#,
        ], "no relationship the runtime would write nested")
    }

    func testAToOneToACompositeKeyIsOneFieldPerColumnWithTheKeyTogetherAndAnAssociationOverBoth() throws {
        let text = """
            model: Billing
            version: 1
            entities:
              InvoiceLine:
                primaryKey: [invoiceNumber, lineNumber]
                attributes:
                  invoiceNumber: int
                  lineNumber: int32
              Shipment:
                attributes:
                  id: int
                relationships:
                  line: { to: InvoiceLine, optional: true }
            """
        let loaded = ModelLoader.inspect(text: text, file: "1.yaml")
        XCTAssertFalse(loaded.hasErrors, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        let model = try XCTUnwrap(loaded.versions?.current)
        let shipment = try file("Shipment.swift", in: SwiftGenerator(model: model, schemaSQL: "").files())
        XCTAssertEqual(declaration("public var lineInvoiceNumber", in: shipment), ["    public var lineInvoiceNumber: Int64?"])
        XCTAssertEqual(declaration("public var lineLineNumber", in: shipment), ["    public var lineLineNumber: Int32?"])
        XCTAssertEqual(declaration("public var lineKey", in: shipment), [
            "    public var lineKey: (invoiceNumber: Int64, lineNumber: Int32)? {",
            "        guard let part0 = lineInvoiceNumber, let part1 = lineLineNumber else { return nil }",
            "        return (part0, part1)",
            "    }",
        ])
        XCTAssertEqual(declaration("public static let line", in: shipment), [
            #"    public static let line = belongsTo(InvoiceLine.self, key: "line", using: ForeignKey(["line_invoice_number", "line_line_number"], to: ["invoice_number", "line_number"]))"#,
        ])
        XCTAssertTrue(shipment.contains(#".field(\.lineInvoiceNumber, "line_invoice_number", json: "lineInvoiceNumber"),"#), shipment)
    }
}
