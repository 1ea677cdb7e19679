import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// `inspect --as-model` on databases shaped like the ones people have: the sample
/// databases every tool is tried on (Chinook, Sakila, Northwind) and an app database with
/// FTS, a log table and modelc-style tables side by side. Each fixture under
/// `Tests/Fixtures/RealSchemas/` is SQL (schema and rows) written for these tests.
///
/// For each: the written model validates (including the in-memory SQL check), compiles
/// to exactly the database's schema, and leaves to `unmanaged:` only what the model
/// language cannot say, each with the note that says why. The YAML itself is compared
/// with the reviewed file of the same name under `Tests/Fixtures/InferredModels/`; after
/// a deliberate change, rewrite those files with
/// `MODELC_UPDATE_INFERRED_MODELS=1 swift test --filter RealSchemaAdoptionTests`, and
/// review the difference.
final class RealSchemaAdoptionTests: ModelcTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealSchemas")
    private static let expectedModels = fixtures.deletingLastPathComponent().appendingPathComponent("InferredModels")

    /// A database built from a fixture, what introspection reads, and the model inferred.
    struct Adoption {
        var path: String
        var schema: Schema
        var inferred: InferredModel
        var model: Model
    }

    /// Builds `fixture`, infers its model and asserts the round trip: the model loads
    /// and validates, and compiles to the database's schema.
    private func adopt(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) throws -> Adoption {
        let files = try TemporaryDatabase(self)
        let sql = try String(contentsOf: Self.fixtures.appendingPathComponent("\(fixture).sql"), encoding: .utf8)
        let path = try files.create("\(fixture).sqlite", sql: sql)
        let schema = try SchemaIntrospector.introspect(path: path)
        let inferred = try InferredModel(databaseAt: path)

        let folder = files.folder.appendingPathComponent("models/\(fixture)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.description), [], "\(fixture): the inferred model validates\n\(inferred.yaml)", file: file, line: line)
        let model = try XCTUnwrap(result.versions?.current, file: file, line: line)
        let differences = SQLiteSchemaCompiler.compile(model).differences(from: schema, options: [.ignoreColumnOrder])
        XCTAssertEqual(differences.map(\.message), [], "\(fixture): the model compiles to the database's schema\n\(inferred.yaml)", file: file, line: line)
        let noteLines = inferred.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("# Note: ") }
        XCTAssertEqual(noteLines, inferred.notes.map { "# Note: \($0)." }, "the YAML repeats each note", file: file, line: line)
        XCTAssertEqual(model.unmanaged, inferred.unmanaged, "the model's unmanaged list", file: file, line: line)
        try assertYAML(inferred.yaml, isExpected: fixture, file: file, line: line)
        return Adoption(path: path, schema: schema, inferred: inferred, model: model)
    }

    /// `yaml` is the reviewed `InferredModels/<fixture>.yaml`, byte for byte (or becomes
    /// it, with `MODELC_UPDATE_INFERRED_MODELS=1`).
    private func assertYAML(_ yaml: String, isExpected fixture: String, file: StaticString, line: UInt) throws {
        let expected = Self.expectedModels.appendingPathComponent("\(fixture).yaml")
        if ProcessInfo.processInfo.environment["MODELC_UPDATE_INFERRED_MODELS"] == "1" {
            try yaml.write(to: expected, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(yaml, try String(contentsOf: expected, encoding: .utf8), "\(fixture): the YAML is the reviewed one", file: file, line: line)
    }

    // MARK: TPC-H

    func testTPCHIsAdoptedWholeWithItsTwoColumnForeignKeyAsOneRelationship() throws {
        let adoption = try adopt("tpch")
        XCTAssertEqual(adoption.inferred.unmanaged, [], adoption.inferred.notes.joined(separator: "\n"))
        let lineitem = try XCTUnwrap(adoption.model.entity(named: "Lineitem"))
        let partsupp = try XCTUnwrap(lineitem.relationship(named: "partsupp"))
        XCTAssertEqual(partsupp.columns, ["l_partkey", "l_suppkey"])
        XCTAssertEqual(adoption.model.foreignKeyColumns(of: partsupp).map(\.referenced), ["ps_partkey", "ps_suppkey"])
        let key = try XCTUnwrap(SQLiteSchemaCompiler.compile(adoption.model).tables.first { $0.name == "lineitem" }?.foreignKeys.first { $0.columns.count == 2 })
        XCTAssertEqual(key.referencedTable, "partsupp")
    }

    // MARK: Chinook

    func testChinookStyleDatabaseIsAdoptedWhole() throws {
        let adoption = try adopt("chinook")
        XCTAssertEqual(adoption.inferred.unmanaged, [], adoption.inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(adoption.inferred.notes, [])
        let model = adoption.model
        XCTAssertEqual(model.entities.count, 11, "every table is an entity, PlaylistTrack included")
        XCTAssertTrue(model.entities.allSatisfy { !$0.isStrict }, "no table becomes STRICT")

        let track = try XCTUnwrap(model.entity(named: "Track"))
        XCTAssertEqual(track.table, "Track")
        let price = try XCTUnwrap(track.attribute(named: "unitPrice"))
        XCTAssertEqual(price.type, .double)
        XCTAssertEqual(price.sqlType, "NUMERIC(10,2)")
        XCTAssertEqual(price.defaultValue, .double(0.99))
        XCTAssertEqual(track.attribute(named: "name")?.sqlType, "NVARCHAR(200)")
        let album = try XCTUnwrap(track.relationship(named: "album"))
        XCTAssertTrue(album.isOptional)
        XCTAssertEqual(album.column, "AlbumId")
        XCTAssertEqual(track.indexes.map(\.name), ["IFK_TrackAlbumId", "IFK_TrackGenreId", "IFK_TrackMediaTypeId"])

        let customer = try XCTUnwrap(model.entity(named: "Customer"))
        XCTAssertEqual(customer.attribute(named: "country")?.values, ["US", "DE", "FR"], "CHECK (Country IN ('US','DE','FR')) reads as values")
        XCTAssertEqual(customer.attribute(named: "country")?.checks, [])

        let playlistTrack = try XCTUnwrap(model.entity(named: "PlaylistTrack"))
        XCTAssertEqual(playlistTrack.compositeKey, ["playlist", "track"])
        XCTAssertEqual(playlistTrack.attributes.count, 0)
        XCTAssertEqual(playlistTrack.relationship(named: "playlist")?.isIndexed, false, "the key's own index covers the first column")
        XCTAssertEqual(model.entity(named: "Playlist")?.relationship(named: "playlistTracks")?.deleteRule, .noAction)

        let employee = try XCTUnwrap(model.entity(named: "Employee"))
        XCTAssertEqual(employee.relationship(named: "reportsTo")?.column, "ReportsTo")
        XCTAssertEqual(employee.attribute(named: "birthDate")?.type, .string, "DATETIME holds date text")
        XCTAssertEqual(employee.attribute(named: "birthDate")?.sqlType, "DATETIME")

        XCTAssertEqual(model.entity(named: "InvoiceLine")?.checks, ["[Quantity] > 0"])
        XCTAssertEqual(model.entity(named: "Artist")?.uniques.map(\.name), ["IPK_Artist"], "a unique index on the key keeps its name")
        XCTAssertEqual(model.views.map(\.name), ["AlbumSummary"])
        XCTAssertFalse(model.views[0].isStatement, "the view is written as its query")
    }

    // MARK: One table's constraint

    /// A table whose constraint the adoption could not state left every table of the
    /// database unmanaged, with a note that gave no reason: PROJ's proj.db (a UNIQUE
    /// starting with a composite foreign key's columns, written with the raw column
    /// names, which are no attribute's) and Navidrome (a UNIQUE listing `user_id` twice,
    /// which no model can). The first is adopted, naming the relationship; the second
    /// table alone is left, saying why: an adoption round that cannot move out what
    /// stands in the way (a constraint's index, which is part of its table) leaves the
    /// table it is in, rather than every table.
    func testAConstraintTheModelCannotStateLeavesOnlyItsTable() throws {
        let adoption = try adopt("geodesy")
        let model = adoption.model
        XCTAssertEqual(model.entities.map(\.name).sorted(), ["Datum", "DatumEnsembleMember", "Unit"])
        let member = try XCTUnwrap(model.entity(named: "DatumEnsembleMember"))
        XCTAssertEqual(member.uniques.map(\.attributes), [["datum", "sequence"]], adoption.inferred.yaml)
        XCTAssertEqual(member.indexes.map { "\($0.name ?? "-") \($0.attributes)" }, [#"member_of ["datum2"]"#], "an index over exactly a composite key names its relationship")
        XCTAssertEqual(adoption.inferred.unmanaged, ["scrobble_buffer"])
        XCTAssertEqual(adoption.inferred.notes.filter { $0.hasPrefix("table \"scrobble_buffer\"") }, [
            "table \"scrobble_buffer\" is unmanaged with its index \"sqlite_autoindex_scrobble_buffer_2\", which cannot be left out alone: "
                + "the model written for it does not validate (`userId` appears twice in an `unique` list of `ScrobbleBuffer`); modelc leaves it, its indexes and its triggers as they are",
        ])
    }

    // MARK: Sakila

    /// Comparisons read `DEFAULT NULL` as no default, as SQLite does ("CREATE TABLE":
    /// a column without DEFAULT defaults to NULL), so Sakila's `DEFAULT NULL` foreign
    /// keys (`film.original_language_id`, `payment.rental_id`) are plain relationships
    /// and every table is adopted.
    func testSakilaStyleDatabaseKeepsViewsTriggersAndCompositeKeys() throws {
        let adoption = try adopt("sakila")
        let model = adoption.model
        XCTAssertEqual(adoption.inferred.unmanaged, [], adoption.inferred.notes.joined(separator: "\n"))

        let filmActor = try XCTUnwrap(model.entity(named: "FilmActor"))
        XCTAssertEqual(filmActor.compositeKey, ["actor", "film"])
        XCTAssertEqual(filmActor.attribute(named: "lastUpdate")?.defaultSQL, "CURRENT_TIMESTAMP")
        XCTAssertEqual(filmActor.attribute(named: "lastUpdate")?.sqlType, "TIMESTAMP")
        XCTAssertEqual(filmActor.relationship(named: "actor")?.onUpdate, .cascade)
        XCTAssertEqual(filmActor.relationship(named: "actor")?.sqlType, "INT")
        XCTAssertEqual(filmActor.relationship(named: "actor")?.isIndexed, false)
        XCTAssertEqual(filmActor.indexes.map(\.name), ["idx_fk_film_actor_film"])
        XCTAssertEqual(model.entity(named: "Actor")?.relationship(named: "filmActors")?.deleteRule, .deny)

        let film = try XCTUnwrap(model.entity(named: "Film"))
        XCTAssertEqual(film.attribute(named: "rentalRate")?.type, .double)
        XCTAssertEqual(film.attribute(named: "rentalRate")?.defaultValue, .double(4.99))
        XCTAssertEqual(film.attribute(named: "rentalRate")?.sqlType, "DECIMAL(4,2)")
        XCTAssertEqual(film.attribute(named: "rentalDuration")?.defaultValue, .int(3))
        XCTAssertEqual(film.attribute(named: "description")?.defaultSQL, "NULL", "DEFAULT NULL, no default to comparisons, is kept as the database writes it")
        XCTAssertEqual(film.checks.count, 2, "both table CHECKs are kept as text")
        XCTAssertEqual(model.views.map(\.name), ["customer_list", "film_list", "staff_list", "sales_by_store", "sales_by_film_category"])
        XCTAssertTrue(model.views.first { $0.name == "sales_by_store" }?.isStatement ?? false, "a view with a column list keeps its statement")
        XCTAssertEqual(model.triggers.count, 20)
    }

    /// Options Sakila's tables need beyond the composite keys.
    func testSakilaStyleColumnAndRelationshipOptions() throws {
        let model = try adopt("sakila").model
        XCTAssertEqual(model.entity(named: "Customer")?.attribute(named: "active")?.values, ["Y", "N"])
        XCTAssertEqual(model.entity(named: "Customer")?.attribute(named: "active")?.defaultValue, .string("Y"))
        XCTAssertEqual(model.entity(named: "Actor")?.attribute(named: "lastName")?.isIndexed, true, "idx_actor_last_name is modelc's own name")
        XCTAssertEqual(model.entity(named: "Actor")?.attribute(named: "actorId")?.sqlType, "INT")
        XCTAssertEqual(model.entity(named: "City")?.relationship(named: "country")?.onUpdate, .cascade)
        XCTAssertEqual(model.entity(named: "City")?.relationship(named: "country")?.sqlType, "SMALLINT")
        XCTAssertEqual(model.entity(named: "PaymentAudit")?.attribute(named: "auditId")?.isAutoincrement, true)
        XCTAssertEqual(model.entity(named: "Staff")?.attribute(named: "picture")?.type, .data)

        let store = try XCTUnwrap(model.entity(named: "Store"))
        XCTAssertEqual(store.uniques.map(\.name), ["idx_unique_manager"], "a unique index with its own name stays that index")
        XCTAssertEqual(store.relationship(named: "managerStaff")?.column, "manager_staff_id")
        XCTAssertEqual(model.entity(named: "Staff")?.relationship(named: "stores")?.isToMany, true)

        XCTAssertEqual(model.triggers.first { $0.name == "country_trigger_au" }?.sql, """
            CREATE TRIGGER country_trigger_au AFTER UPDATE ON country FOR EACH ROW WHEN NEW.last_update IS OLD.last_update
            BEGIN
              UPDATE country SET last_update = CURRENT_TIMESTAMP WHERE country_id = NEW.country_id;
            END
            """, "a trigger keeps its statement as written")
    }

    // MARK: Northwind

    func testNorthwindStyleDatabaseWithSpacesInNamesAndBlobs() throws {
        let adoption = try adopt("northwind")
        let model = adoption.model
        XCTAssertEqual(adoption.inferred.unmanaged, [], adoption.inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(adoption.inferred.notes, [])
        // `"CustomerTypeID" TEXT PRIMARY KEY` without NOT NULL: SQLite lets it hold NULL,
        // and the model says so rather than leaving the table (and the one referencing it).
        let demographics = try XCTUnwrap(model.entity(named: "CustomerDemographics"))
        XCTAssertEqual(demographics.primaryKey?.name, "customerTypeID")
        XCTAssertEqual(demographics.primaryKey?.isOptional, true)
        XCTAssertFalse(demographics.isStrict)
        XCTAssertEqual(model.entity(named: "CustomerCustomerDemo")?.compositeKey, ["customer", "customerType"])

        let details = try XCTUnwrap(model.entity(named: "OrderDetails"))
        XCTAssertEqual(details.table, "Order Details")
        XCTAssertEqual(details.compositeKey, ["order", "product"])
        XCTAssertEqual(details.checks.count, 3)
        XCTAssertEqual(details.attribute(named: "unitPrice")?.type, .double)
        XCTAssertEqual(details.attribute(named: "unitPrice")?.sqlType, "NUMERIC")
        XCTAssertEqual(details.attribute(named: "discount")?.type, .double)
        XCTAssertEqual(details.attribute(named: "discount")?.defaultValue, .int(0))

        XCTAssertEqual(model.entity(named: "Categories")?.attribute(named: "picture")?.type, .data)
        XCTAssertEqual(model.entity(named: "Categories")?.attribute(named: "categoryID")?.isAutoincrement, true)
        XCTAssertEqual(model.entity(named: "Products")?.attribute(named: "discontinued")?.defaultValue, .string("0"))
        XCTAssertEqual(model.entity(named: "EmployeeTerritories")?.compositeKey, ["employee", "territory"])
        XCTAssertEqual(model.entity(named: "Orders")?.relationship(named: "shipVia")?.column, "ShipVia")
        XCTAssertEqual(Set(model.views.map(\.name)), [
            "Alphabetical list of products", "Current Product List", "Customer and Suppliers by City",
            "Order Subtotals", "Orders Qry", "Product Sales for 1997",
        ])
    }

    // MARK: App

    /// Calibre's `books_pages_link`, Zotero's `itemNotes`, Firefox's `moz_keywords`: a
    /// table whose key is a foreign key to another's (a one-to-one extension table) is a
    /// one-to-one whose relationship is the key, and compiles back without an index of
    /// its own on the key.
    func testATableWhoseKeyIsAForeignKeyIsAdoptedAsAOneToOneKeyedByIt() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("ext.sqlite", sql: """
            CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE books_pages_link (book INTEGER PRIMARY KEY, pages INTEGER DEFAULT 0 NOT NULL,
                FOREIGN KEY (book) REFERENCES books(id) ON DELETE CASCADE);
            CREATE TABLE streams (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL) STRICT;
            CREATE TABLE kv_attachments (stream_id TEXT PRIMARY KEY NOT NULL REFERENCES streams(id), id TEXT UNIQUE NOT NULL,
                applied_position INTEGER NOT NULL DEFAULT 0) STRICT;
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/Ext")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], inferred.yaml)
        let model = try XCTUnwrap(result.versions?.current)
        XCTAssertEqual(model.entity(named: "BooksPagesLink")?.compositeKey, ["book"])
        XCTAssertEqual(model.entity(named: "KvAttachments")?.compositeKey, ["stream"])
        XCTAssertTrue(model.isOneToOne(try XCTUnwrap(model.entity(named: "BooksPagesLink")?.relationship(named: "book"))))
        let compiled = SQLiteSchemaCompiler.compile(model)
        XCTAssertEqual(compiled.table(named: "books_pages_link")?.indexes.map(\.name), [], "the key indexes it")
        XCTAssertEqual(compiled.differences(from: try SchemaIntrospector.introspect(path: path), options: [.ignoreColumnOrder]).map(\.message), [])
    }

    /// Zotero's `itemAnnotations.parentItemID INT` refers to `itemAttachments`, whose key is
    /// itself a foreign key to `items`: the written model named the column (`column:`) and
    /// its declared type (`sqlType: INT`), which validation allowed only towards a single
    /// key attribute, so the table went to `unmanaged:` with the validator's words.
    func testAForeignKeyToATableKeyedByAForeignKeyKeepsItsColumnAndDeclaredType() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("zotero.sqlite", sql: """
            CREATE TABLE items (itemID INTEGER PRIMARY KEY, key TEXT NOT NULL);
            CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, contentType TEXT,
                FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
            CREATE TABLE itemAnnotations (itemID INTEGER PRIMARY KEY, parentItemID INT NOT NULL, text TEXT,
                FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
                FOREIGN KEY (parentItemID) REFERENCES itemAttachments(itemID));
            CREATE INDEX itemAnnotations_parentItemID ON itemAnnotations(parentItemID);
            INSERT INTO items VALUES (1, 'A'), (2, 'B');
            INSERT INTO itemAttachments VALUES (1, 'application/pdf');
            INSERT INTO itemAnnotations VALUES (2, 1, 'a note');
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/Zotero")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], inferred.yaml)
        let model = try XCTUnwrap(result.versions?.current)
        let parent = try XCTUnwrap(model.entity(named: "ItemAnnotations")?.relationships.first { $0.target == "ItemAttachments" })
        XCTAssertEqual(model.foreignKeyColumns(of: parent).map { "\($0.name) \($0.sqlType ?? "-")" }, ["parentItemID INT"])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).differences(from: try SchemaIntrospector.introspect(path: path), options: [.ignoreColumnOrder]).map(\.message), [])
    }

    /// GeoPackage's `nga_tile_scaling.table_name` refers to `gpkg_tile_matrix_set`, keyed
    /// by its own `table_name` (a foreign key to `gpkg_contents`): the relationship, named
    /// after the column, took the JSON key payloads give that column (`tableName`), so
    /// the table was left unmanaged. It is named after its target instead.
    func testAForeignKeyNamedLikeItsColumnToATableKeyedByAForeignKeyIsNamedAfterItsTarget() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("tiles.gpkg", sql: """
            CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL);
            CREATE TABLE gpkg_tile_matrix_set (table_name TEXT NOT NULL PRIMARY KEY, srs_id INTEGER NOT NULL,
                CONSTRAINT fk_gtms_table_name FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name));
            CREATE TABLE nga_tile_scaling (table_name TEXT PRIMARY KEY NOT NULL, zoom_in INTEGER,
                CONSTRAINT fk_nts_gtms_tn FOREIGN KEY('table_name') REFERENCES gpkg_tile_matrix_set('table_name'));
            INSERT INTO gpkg_contents VALUES ('tiles', 'tiles');
            INSERT INTO gpkg_tile_matrix_set VALUES ('tiles', 3857);
            INSERT INTO nga_tile_scaling VALUES ('tiles', 2);
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, [], inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/Tiles")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], inferred.yaml)
        let model = try XCTUnwrap(result.versions?.current)
        let scaling = try XCTUnwrap(model.entity(named: "NgaTileScaling"))
        XCTAssertEqual(scaling.relationships.map(\.name), ["gpkgTileMatrixSet"])
        XCTAssertEqual(scaling.compositeKey, ["gpkgTileMatrixSet"])
        XCTAssertEqual(model.entity(named: "GpkgTileMatrixSet")?.relationships.map(\.name).sorted(), ["ngaTileScaling", "tableName"],
                       "a relationship named like its column to a target keyed by an attribute keeps that name")
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).differences(from: try SchemaIntrospector.introspect(path: path), options: [.ignoreColumnOrder]).map(\.message), [])
    }

    /// Firefox's IndexedDB `unique_index_data` has an index over `object_data_key` alone,
    /// one column of its foreign key (`object_store_id`, `object_data_key`), which a model
    /// names only whole: the table was left unmanaged for it; now the index alone is.
    func testAnIndexOverPartOfACompositeForeignKeyIsLeftAloneNotItsTable() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("idb.sqlite", sql: """
            CREATE TABLE object_store (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE object_data (object_store_id INTEGER NOT NULL REFERENCES object_store(id), key BLOB NOT NULL, data BLOB,
                PRIMARY KEY (object_store_id, key)) WITHOUT ROWID;
            CREATE TABLE unique_index_data (index_id INTEGER NOT NULL, value BLOB NOT NULL, object_store_id INTEGER NOT NULL,
                object_data_key BLOB NOT NULL, value_locale BLOB, PRIMARY KEY (index_id, value),
                FOREIGN KEY (object_store_id, object_data_key) REFERENCES object_data(object_store_id, key)) WITHOUT ROWID;
            CREATE INDEX unique_index_data_value_locale_index ON unique_index_data (index_id, value_locale, object_data_key, value)
                WHERE value_locale IS NOT NULL;
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, ["unique_index_data_value_locale_index"], inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/IDB")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], inferred.yaml)
        let model = try XCTUnwrap(result.versions?.current)
        XCTAssertEqual(model.entity(named: "UniqueIndexData")?.relationships.map(\.columns), [["object_store_id", "object_data_key"]])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).differences(from: try SchemaIntrospector.introspect(path: path), options: [.ignoreColumnOrder]).map(\.message), [])
    }

    /// sqlite-vec's `vec0` tables keep their vectors in plain tables (`emb_info`,
    /// `emb_chunks`, …) that SQLite calls shadow tables only where the extension is
    /// loaded: adopted without it, they became entities, which `migrate test` fills with
    /// generated rows and a rebuild could break. A virtual table of a module this SQLite
    /// lacks is presumed to own the tables named after it; a module it has (FTS5) says
    /// which are its own, so `docs_archive` stays a table.
    func testTheTablesOfAVirtualTableWhoseModuleIsMissingAreItsShadowTables() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("vectors.sqlite", sql: """
            CREATE TABLE emb_info (key TEXT PRIMARY KEY, value ANY);
            CREATE TABLE emb_chunks (chunk_id INTEGER PRIMARY KEY AUTOINCREMENT, size INTEGER NOT NULL, validity BLOB NOT NULL, rowids BLOB NOT NULL);
            CREATE TABLE emb_vector_chunks00 (rowid PRIMARY KEY, vectors BLOB NOT NULL);
            CREATE VIRTUAL TABLE docs USING fts5(body);
            CREATE TABLE docs_archive (id INTEGER PRIMARY KEY, body TEXT);
            CREATE TABLE embedding_sources (id INTEGER PRIMARY KEY, url TEXT);
            PRAGMA writable_schema = ON;
            INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) VALUES ('table', 'emb', 'emb', 0, 'CREATE VIRTUAL TABLE emb USING vec0(emb float[4])');
            PRAGMA writable_schema = OFF;
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, ["docs", "docs_config", "docs_content", "docs_data", "docs_docsize", "docs_idx",
                                            "emb", "emb_chunks", "emb_info", "emb_vector_chunks00"], inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/Vectors")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let model = try XCTUnwrap(ModelCheck.inspect(folder.path).versions?.current)
        XCTAssertEqual(model.entities.map(\.table).sorted(), ["docs_archive", "embedding_sources"])
        XCTAssertTrue(inferred.yaml.contains(#"virtual table "emb" (vec0) and its shadow tables "emb_chunks", "emb_info", "emb_vector_chunks00" are unmanaged"#), inferred.yaml)
    }

    /// Names a pattern cannot write as they are (the sqlite forensic corpus): a table
    /// named `notes*` is written `notes\*`, so `notes_archive` stays managed (read as a
    /// glob it matched, and was left too); a table named with a tab is a quoted `"\t"`,
    /// which validates; a table with an empty name, which nothing can name, is left out
    /// with a note (its `unmanaged: [""]` did not validate, and every table was left).
    func testNamesAPatternCannotWriteAsTheyAreLeaveTheOtherTablesManaged() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create("odd.sqlite", sql: """
            CREATE VIRTUAL TABLE "notes*" USING fts4(body);
            CREATE TABLE notes_archive (id INTEGER PRIMARY KEY, body TEXT);
            CREATE TABLE "\t" (x INT);
            CREATE TABLE "" (x INT);
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, ["\t", "notes\\*", "notes\\*_content", "notes\\*_docsize", "notes\\*_segdir", "notes\\*_segments", "notes\\*_stat"],
                       inferred.notes.joined(separator: "\n"))
        XCTAssertTrue(inferred.notes.contains("a table of the database has an empty name, which no model can name, not even in `unmanaged:`: the model leaves it out, and drift reports it"),
                      inferred.notes.joined(separator: "\n"))
        let folder = files.folder.appendingPathComponent("models/Odd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let result = ModelCheck.inspect(folder.path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], inferred.yaml)
        let model = try XCTUnwrap(result.versions?.current)
        XCTAssertEqual(model.entities.map(\.table), ["notes_archive"])
        XCTAssertEqual(SQLiteSchemaCompiler.compile(model).differences(from: try SchemaIntrospector.introspect(path: path)).map(\.message),
                       ["table `` is in the database but not in the model; add an entity with `table: ` to the model, or list `` under `unmanaged:`"])
    }

    func testAShadowTableBelongsToTheVirtualTableWithTheLongestNameItStartsWith() throws {
        // Calibre's schema: `annotations_fts` and `annotations_fts_stemmed`, whose
        // shadow tables all start with `annotations_fts_`.
        let files = try TemporaryDatabase(self)
        let path = try files.create("notes.sqlite", sql: """
            CREATE TABLE annotations (id INTEGER PRIMARY KEY, text TEXT NOT NULL);
            CREATE VIRTUAL TABLE annotations_fts USING fts5(text, content = 'annotations', content_rowid = 'id');
            CREATE VIRTUAL TABLE annotations_fts_stemmed USING fts5(text, content = 'annotations', content_rowid = 'id', tokenize = 'porter unicode61');
            """)
        let inferred = try InferredModel(databaseAt: path)
        XCTAssertEqual(inferred.unmanaged, [
            "annotations_fts", "annotations_fts_config", "annotations_fts_data", "annotations_fts_docsize", "annotations_fts_idx",
            "annotations_fts_stemmed", "annotations_fts_stemmed_config", "annotations_fts_stemmed_data", "annotations_fts_stemmed_docsize",
            "annotations_fts_stemmed_idx",
        ], inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(inferred.notes.filter { $0.hasPrefix("virtual table") }, [
            #"virtual table "annotations_fts" (fts5) and its shadow tables "annotations_fts_config", "annotations_fts_data", "annotations_fts_docsize", "annotations_fts_idx" are unmanaged: a model describes ordinary tables only, so modelc leaves them as they are"#,
            #"virtual table "annotations_fts_stemmed" (fts5) and its shadow tables "annotations_fts_stemmed_config", "annotations_fts_stemmed_data", "annotations_fts_stemmed_docsize", "annotations_fts_stemmed_idx" are unmanaged: a model describes ordinary tables only, so modelc leaves them as they are"#,
        ])
    }

    func testAppDatabaseLeavesFTSAndGeneratedColumnsUnmanagedAndKeysItsLogByRowID() throws {
        let adoption = try adopt("app")
        let model = adoption.model
        XCTAssertEqual(adoption.inferred.unmanaged, [
            "comments", "posts_title_lower", "posts_fts_delete", "posts_fts_insert", "posts_fts_update",
            "posts_fts", "posts_fts_config", "posts_fts_data", "posts_fts_docsize", "posts_fts_idx",
        ], adoption.inferred.notes.joined(separator: "\n"))
        XCTAssertEqual(adoption.inferred.notes, [
            #"column "settings"."value" is declared without a type but holds blob values, which records of `string` cannot read, and no attribute type both keeps the declared type and reads them: read the column with SQL, and `migrate test --sample` names the rows; its integer and real values read as their numerals and are saved back as text"#,
            #"table "comments" is unmanaged: column "word_count" is generated (AS (length("body") - length(replace("body", ' ', '')) + 1)), which the model language cannot say; modelc leaves it, its indexes and its triggers as they are"#,
            #"index "posts_title_lower" on "posts" is unmanaged: it indexes the expression lower("title"), which the model cannot say; modelc leaves it as it is"#,
        ] + ["delete", "insert", "update"].map { event in
            #"trigger "posts_fts_\#(event)" is unmanaged because it names the virtual table "posts_fts", which is unmanaged: in a database made from the model it would fire on a table or write to one that is not there; modelc leaves it as it is"#
        } + [
            #"virtual table "posts_fts" (fts5) and its shadow tables "posts_fts_config", "posts_fts_data", "posts_fts_docsize", "posts_fts_idx" are unmanaged: a model describes ordinary tables only, so modelc leaves them as they are"#,
        ])

        // `event_log` has no primary key: the hidden rowid tells its rows apart.
        let log = try XCTUnwrap(model.entity(named: "EventLog"))
        XCTAssertTrue(log.isKeyedByRowID)
        XCTAssertTrue(log.isStrict)
        XCTAssertNil(log.primaryKey)
        XCTAssertEqual(log.relationship(named: "user")?.target, "Users")

        let users = try XCTUnwrap(model.entity(named: "Users"))
        XCTAssertTrue(users.isStrict)
        XCTAssertEqual(users.attribute(named: "id")?.isAutoincrement, true)
        XCTAssertEqual(users.attribute(named: "email")?.collation, "NOCASE")
        XCTAssertEqual(users.attribute(named: "isAdmin")?.type, .bool)
        XCTAssertEqual(users.attribute(named: "isAdmin")?.defaultValue, .bool(false))
        XCTAssertEqual(users.attribute(named: "settings")?.type, .json)
        XCTAssertEqual(users.attribute(named: "karma")?.min, .int(0))
        XCTAssertEqual(users.attribute(named: "handle")?.maxLength, 30)
        XCTAssertEqual(users.attribute(named: "createdAt")?.defaultSQL, "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))")
        XCTAssertEqual(users.uniques.map(\.isConstraint), [true, true], "UNIQUE constraints stay constraints")

        let posts = try XCTUnwrap(model.entity(named: "Posts"))
        XCTAssertEqual(posts.attribute(named: "score")?.defaultSQL, "0.0", "0.0 is not what `default: 0` writes")
        XCTAssertEqual(posts.indexes.map(\.name), ["posts_recent"])
        XCTAssertEqual(posts.indexes.first?.condition, #""status" = 'published'"#)
        XCTAssertEqual(posts.relationship(named: "tags")?.isToMany, true, "posts_tags is modelc's own join table")
        XCTAssertNil(posts.relationship(named: "tags")?.joinTable)
        XCTAssertEqual(posts.relationship(named: "bookmarks")?.joinTable?.name, "bookmark")
        XCTAssertEqual(model.entity(named: "Tag")?.isWithoutRowID, true)
        XCTAssertEqual(model.entity(named: "Settings")?.attribute(named: "value")?.sqlType, "", "an untyped column stays untyped")
        XCTAssertEqual(model.triggers.map(\.name), ["users_log_delete"],
                       "the trigger that writes to the log stays in the model; those that write to the unmanaged FTS table are unmanaged too (a rebuild keeps them)")
        XCTAssertEqual(model.views.map(\.name), ["published_posts", "tag_counts"])
    }
}
