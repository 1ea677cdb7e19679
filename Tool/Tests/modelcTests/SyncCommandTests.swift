import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// `modelc sync` through the real binary, on a database `modelc migrate` created from
/// the bundled StarWars model.
final class SyncCommandTests: ModelcTestCase {
    /// A database at the model's current version (or `version`), in a temporary folder.
    func starWarsDatabase(version: Int? = nil) throws -> String {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("starwars.sqlite").path
        let outcome = try Modelc.run(["migrate", "--db", path, "models/StarWars"] + (version.map { ["--to", String($0)] } ?? []))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return path
    }

    func planets(_ database: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database)
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, climate FROM planet ORDER BY id").map { row in
                "\(row["id"] as Int64) \(row["name"] as String) \(row["climate"] as String? ?? "-")"
            }
        }
    }

    func testASyncUpsertsByKeyDeletesMissingRowsAndSummarizes() throws {
        let database = try starWarsDatabase()
        let folder = try makeTemporaryDirectory(self)
        let input = folder.appendingPathComponent("planets.json")
        try #"[{"id": 1, "name": "Tatooine", "climate": "arid"}, {"id": 2, "name": "Alderaan"}, {"id": 3, "name": "Hoth"}]"#
            .write(to: input, atomically: true, encoding: .utf8)
        let first = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet", "--input", input.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalizedOutput(first.stdout), "Synced 3 Planet records into $TMP/starwars.sqlite: 3 written, 0 deleted in <duration>\n")
        let second = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet", "--delete-missing", "--format", "json"],
                                    input: #"[{"id": 1, "name": "Tatooine"}, {"id": 4, "name": "Dagobah", "climate": "murky"}]"#)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(normalizedOutput(second.stdout), """
            {
              "database" : "$TMP/starwars.sqlite",
              "deleted" : 2,
              "duration_ms" : <duration>,
              "entity" : "Planet",
              "migrated" : [

              ],
              "written" : 2
            }

            """)
        XCTAssertEqual(try planets(database), ["1 Tatooine arid", "4 Dagobah murky"], "fields an element leaves out keep their values")
    }

    func testAStoredRowNamedWithoutARequiredFieldHasOnlyTheNamedFieldsUpdated() throws {
        let database = try starWarsDatabase()
        let first = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"],
                                   input: #"[{"id": 1, "name": "Tatooine", "climate": "arid"}, {"id": 2, "name": "Alderaan"}]"#)
        XCTAssertEqual(first.status, 0, first.stderr)
        // `name` is required: an INSERT … ON CONFLICT of these elements fails its NOT NULL
        // before the conflict is found. A key alone updates nothing; a new key in the same
        // payload, named in full first, may then be named in part.
        let partial = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"],
                                     input: #"[{"id": 1, "climate": "hot"}, {"id": 2, "climate": null}, {"id": 2}, {"id": 5, "name": "Bespin"}, {"id": 5, "climate": "gas"}]"#)
        XCTAssertEqual(partial.status, 0, partial.stderr)
        XCTAssertEqual(try planets(database), ["1 Tatooine hot", "2 Alderaan -", "5 Bespin gas"])
    }

    func testANewRowMustGiveEveryRequiredFieldAndNothingIsWritten() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"],
                                     input: #"[{"id": 1, "name": "Tatooine"}, {"id": 2, "climate": "temperate"}]"#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "error: <stdin>: [1].name: expected a string, but the key is absent; fix the payload; nothing was written.\n")
        XCTAssertEqual(try planets(database), [])
    }

    func testAValueBreakingAModelRuleNamesTheElementAndKey() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet", "--format", "json"],
                                     input: #"[{"id": 1, "name": "Tatooine", "rotation_period": -23}]"#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, """
            {
              "error" : {
                "code" : "invalid-payload",
                "exitCode" : 2,
                "hint" : "fix the payload; nothing was written",
                "message" : "<stdin>: [0].rotation_period: -23.0 is below the minimum 0.0",
                "path" : "<stdin>"
              }
            }

            """)
    }

    func testMalformedJSONIsReportedWithItsByteOffsetAndKeyPath() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"],
                                     input: #"[{"id": 1, "name": "Tatooine"}, {"id": 2, "name": tru}]"#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "error: <stdin>: [1].name: invalid JSON at byte 50: invalid literal, expected `true`; fix the payload; nothing was written.\n")
        XCTAssertEqual(try planets(database), [])
    }

    func testAnUnknownEntityIsReportedWithTheClosestName() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planett"], input: "[]")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "error: the model StarWars has no entity `Planett`; did you mean `Planet`? Its entities: Film, Person, Planet, Species.\n")
    }

    func testAServerDatabaseIsRefusedAsAnArgumentRatherThanLookedForAsAFile() throws {
        let outcome = try Modelc.run(["sync", "--db", "postgres://app@localhost/shop", "models/StarWars", "Planet"], input: "[]")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.hasPrefix("error: --db names a postgres database; modelc sync writes SQLite databases only (give it a SQLite file)\n"), outcome.stderr)
    }

    func testADatabaseAtAnotherModelVersionIsRefusedUnlessMigratedFirst() throws {
        let database = try starWarsDatabase(version: 2)
        let payload = #"[{"id": 1, "name": "Tatooine"}]"#
        let refused = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"], input: payload)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(normalizedOutput(refused.stderr), """
            error: database `$TMP/starwars.sqlite` is at model version 2, not version 3 of models/StarWars; \
            run `modelc migrate --db $TMP/starwars.sqlite models/StarWars` first, or pass --migrate; nothing was written.

            """)
        XCTAssertEqual(try planets(database), [])
        let migrated = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet", "--migrate"], input: payload)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(migrated.stdout.hasPrefix("Applied 0003_star_wars_v3.sql\nSynced 1 Planet records"), migrated.stdout)
        XCTAssertEqual(try planets(database), ["1 Tatooine -"])
    }

    /// A database without modelc's history may be new or may predate modelc, whose
    /// tables `migrate` would create again ("table already exists"): the advice names
    /// `migrate baseline` for the second.
    func testADatabaseWithoutHistoryIsAdvisedToMigrateOrBaseline() throws {
        let database = try makeTemporaryDirectory(self).appendingPathComponent("old.sqlite").path
        try DatabaseQueue(path: database).write { db in try db.execute(sql: "CREATE TABLE planet (id INTEGER PRIMARY KEY, name TEXT)") }
        let refused = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"], input: "[]")
        XCTAssertEqual(refused.status, 3)
        XCTAssertTrue(refused.stderr.contains("is at no model version modelc recorded, not version 3 of models/StarWars; a new database: run `modelc migrate"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("one made before modelc: record the version it is at with `modelc migrate baseline --db"), refused.stderr)
    }

    func testNestedRelationshipPayloadsAreRefusedInThisVersion() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"],
                                     input: #"[{"id": 1, "name": "Tatooine", "residents": [{"id": 1, "name": "Luke"}]}]"#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, """
            error: <stdin>: [0].residents: the relationship `residents` holds related Person records, which `modelc sync` does not write yet; \
            sync Person on its own and give keys here, or sync through the generated records' store; nothing was written.

            """)
    }

    func testBatchesWriteEveryElementAndAReferenceToNoRowIsRefused() throws {
        let database = try starWarsDatabase()
        let planets = (1...5).map { #"{"id": \#($0), "name": "P\#($0)"}"# }.joined(separator: ", ")
        let batched = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet", "--batch-size", "2"], input: "[\(planets)]")
        XCTAssertEqual(batched.status, 0, batched.stderr)
        XCTAssertEqual(try self.planets(database).count, 5)
        let dangling = try Modelc.run(["sync", "--db", database, "models/StarWars", "Person"],
                                      input: #"[{"id": 1, "name": "Luke", "homeworld": 99}]"#)
        XCTAssertEqual(dangling.status, 2)
        XCTAssertEqual(normalizedOutput(dangling.stderr),
                       "error: <stdin>: [0].homeworld: 99 is the key of no `Planet` row in `$TMP/starwars.sqlite`; sync the Planet rows first, or correct the key; nothing was written.\n")
        // In a later batch, it stops the sync after the batches before it were committed,
        // which stay written: the error says so (it said "nothing was written").
        let later = try Modelc.run(["sync", "--db", database, "models/StarWars", "Person", "--batch-size", "1"],
                                   input: #"[{"id": 1, "name": "Luke", "homeworld": 1}, {"id": 2, "name": "Leia", "homeworld": 99}]"#)
        XCTAssertEqual(later.status, 2)
        XCTAssertEqual(normalizedOutput(later.stderr),
                       "error: <stdin>: [1].homeworld: 99 is the key of no `Planet` row in `$TMP/starwars.sqlite`; sync the Planet rows first, or correct the key; "
                       + "the first element, in the batch committed before it (--batch-size), stays written; the rest were not.\n")
        let people = try DatabaseQueue(path: database).read { try String.fetchAll($0, sql: "SELECT name FROM person ORDER BY id") }
        XCTAssertEqual(people, ["Luke"])
    }

    /// Migrations made with `--dir`: a sync that looks in `migrations/<Name>` finds none of
    /// the files the database records, and says so (it said the database was "at no model
    /// version modelc recorded" and pointed at `migrate` and `baseline`); with `--dir` it syncs.
    func testADatabaseMigratedFromAnotherFolderIsSaidToNeedDir() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "model: Shop\nversion: 1\nentities:\n  Book:\n    attributes:\n      id: int\n      title: string\n"
            .write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop", "--dir", "db/migrations"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", "app.sqlite", "--dir", "db/migrations"], in: project).status, 0)
        let payload = #"[{"id": 1, "title": "Dune"}]"#
        let lost = try Modelc.run(["sync", "--db", "app.sqlite", "models/Shop", "Book"], in: project, input: payload)
        XCTAssertEqual(lost.status, 3, lost.stderr)
        XCTAssertTrue(lost.stderr.contains("database `app.sqlite` records 1 migration that `") && lost.stderr.contains("pass --dir with the folder its migrations were made in"), lost.stderr)
        let found = try Modelc.run(["sync", "--db", "app.sqlite", "models/Shop", "Book", "--dir", "db/migrations"], in: project, input: payload)
        XCTAssertEqual(found.status, 0, found.stderr)
    }

    /// Every column of every planet, as text.
    func planetRows(_ database: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database)
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM planet ORDER BY id").map { row in
                row.columnNames.map { "\($0)=\(row[$0] as DatabaseValue)" }.joined(separator: " ")
            }
        }
    }

    func testElementsNamingEveryFieldAreStoredAsTheCheckedPathStoresThem() throws {
        // Without --batch-size the runtime's fast path binds these from the bytes; with it,
        // every element is parsed and checked first. Both must store the same values.
        let payload = #"""
            [{"id": 1, "name": "Tatooine", "climate": "arid", "terrain": "desert", "rotation_period": 23, "population": "200000"},
             {"id": 2, "name": "Alde\u0072aan", "climate": null, "terrain": "grasslands, mountains", "rotation_period": 24.5, "population": null},
             {"population": "unknown", "id": 3, "rotation_period": null, "terrain": null, "climate": "frozen", "name": "Höth"}]
            """#
        let fast = try starWarsDatabase()
        let checked = try makeTemporaryDirectory(self).appendingPathComponent("checked.sqlite").path
        XCTAssertEqual(try Modelc.run(["migrate", "--db", checked, "models/StarWars"]).status, 0)
        let first = try Modelc.run(["sync", "--db", fast, "models/StarWars", "Planet"], input: payload)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalizedOutput(first.stdout), "Synced 3 Planet records into $TMP/starwars.sqlite: 3 written, 0 deleted in <duration>\n")
        let second = try Modelc.run(["sync", "--db", checked, "models/StarWars", "Planet", "--batch-size", "10"], input: payload)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try planetRows(fast), [
            #"id=1 name="Tatooine" climate="arid" terrain="desert" rotation_period=23.0 population="200000""#,
            #"id=2 name="Alderaan" climate=NULL terrain="grasslands, mountains" rotation_period=24.5 population=NULL"#,
            #"id=3 name="Höth" climate="frozen" terrain=NULL rotation_period=NULL population="unknown""#,
        ])
        XCTAssertEqual(try planetRows(checked), try planetRows(fast))
    }

    /// A CHECK the model states in SQL is judged by the database alone, and a unique
    /// value may be held by a row already stored: SQLite refuses the row, and the error
    /// names the element and its key (it said "refused the sync: CHECK constraint
    /// failed", exit 4, naming none), with one transaction or in batches.
    func testARowTheDatabaseRefusesIsNamedByItsElement() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Item:
                check: "price < 100"
                attributes:
                  id: int
                  price: double
                  sku: { type: string, unique: true }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", "shop.sqlite", "models/Shop"], in: project).status, 0)
        let stored = try Modelc.run(["sync", "--db", "shop.sqlite", "models/Shop", "Item"], in: project, input: #"[{"id": 1, "price": 5, "sku": "A"}]"#)
        XCTAssertEqual(stored.status, 0, stored.stderr)

        let tooDear = #"[{"id": 2, "price": 10, "sku": "B"}, {"id": 3, "price": 500, "sku": "C"}]"#
        for batches in [[], ["--batch-size", "1"]] {
            let refused = try Modelc.run(["sync", "--db", "shop.sqlite", "models/Shop", "Item"] + batches, in: project, input: tooDear)
            XCTAssertEqual(refused.status, 2, refused.stderr)
            // With --batch-size 1, element [0] was its own batch, committed before: it says so.
            let kept = batches.isEmpty ? "" : "; the first element, in the batch committed before it (--batch-size), stays written; the rest were not"
            XCTAssertEqual(refused.stderr, """
                error: <stdin>: [1] (key 3): database `shop.sqlite` refused its row: CHECK constraint failed: price < 100; correct the element; nothing of its transaction was written\(kept).

                """)
        }
        let taken = try Modelc.run(["sync", "--db", "shop.sqlite", "models/Shop", "Item", "--format", "json"], in: project,
                                   input: #"[{"id": 4, "price": 1, "sku": "A"}]"#)
        XCTAssertEqual(taken.status, 2, taken.stderr)
        XCTAssertTrue(taken.stdout.contains(#""code" : "row-refused""#), taken.stdout)
        XCTAssertTrue(taken.stdout.contains("[0] (key 4): database `shop.sqlite` refused its row: UNIQUE constraint failed: item.sku"), taken.stdout)
        let skus = try DatabaseQueue(path: project.appendingPathComponent("shop.sqlite").path).read { db in
            try String.fetchAll(db, sql: "SELECT sku FROM item ORDER BY id")
        }
        XCTAssertEqual(skus, ["A", "B"], "nothing of a refused transaction is written; with --batch-size 1, element [0] of the second run was its own")
    }

    /// A table keyed by its foreign key (Zotero's `itemNotes`, adopted as `primaryKey:
    /// [item]`) has a key of one column: it was refused as a composite key. It syncs by
    /// that key, given under the relationship's name, and a key naming no row is
    /// `dangling-reference`.
    func testATableKeyedByItsForeignKeySyncsByIt() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Library")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Library
            version: 1
            entities:
              Item:
                attributes:
                  id: int
                  key: string
                relationships:
                  note: { to: ItemNote, inverse: item, deleteRule: cascade }
              ItemNote:
                primaryKey: [item]
                attributes:
                  text: string?
                relationships:
                  item: { to: Item, inverse: note, column: item_id }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Library"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", "library.sqlite", "models/Library"], in: project).status, 0)
        let items = try Modelc.run(["sync", "--db", "library.sqlite", "models/Library", "Item"], in: project,
                                   input: #"[{"id": 1, "key": "A"}, {"id": 2, "key": "B"}]"#)
        XCTAssertEqual(items.status, 0, items.stderr)
        for payload in [#"[{"item": 1, "text": "first"}, {"item": 2, "text": "second"}]"#, #"[{"item": 1, "text": "changed"}]"#] {
            let notes = try Modelc.run(["sync", "--db", "library.sqlite", "models/Library", "ItemNote"], in: project, input: payload)
            XCTAssertEqual(notes.status, 0, notes.stderr)
        }
        let dangling = try Modelc.run(["sync", "--db", "library.sqlite", "models/Library", "ItemNote"], in: project, input: #"[{"item": 9, "text": "x"}]"#)
        XCTAssertEqual(dangling.status, 2, dangling.stderr)
        XCTAssertTrue(dangling.stderr.contains("[0].item: 9 is the key of no `Item` row"), dangling.stderr)
        let rows = try DatabaseQueue(path: project.appendingPathComponent("library.sqlite").path).read { db in
            try Row.fetchAll(db, sql: "SELECT item_id, text FROM item_note ORDER BY item_id").map { "\($0[0] as Int64) \($0[1] as String)" }
        }
        XCTAssertEqual(rows, ["1 changed", "2 second"])
    }

    /// `--delete-missing` that would delete a row another table still references by a key
    /// that keeps it (`ON DELETE RESTRICT`, Sakila's `film_actor` to `actor`) was
    /// "refused the sync: FOREIGN KEY constraint failed" (exit 4) with no key or table;
    /// it is `referenced-row` (exit 2), naming both, and nothing is written.
    func testDeletingARowAnotherTableReferencesIsNamed() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("films.sqlite").path
        try DatabaseQueue(path: database).writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE actor (actor_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL);
                CREATE TABLE film_actor (actor_id INTEGER NOT NULL REFERENCES actor (actor_id) ON DELETE RESTRICT, film_id INTEGER NOT NULL,
                    PRIMARY KEY (actor_id, film_id));
                INSERT INTO actor VALUES (1, 'PENELOPE'), (2, 'NICK'), (3, 'ED'); INSERT INTO film_actor VALUES (1, 1), (3, 1);
                """)
        }
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Films"], in: project)
        let folder = project.appendingPathComponent("models/Films")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Films"], in: project).status, 0)
        let refused = try Modelc.run(["sync", "--db", database, "models/Films", "Actor", "--delete-missing"], in: project,
                                     input: #"[{"actorId": 1, "firstName": "PENELOPE"}]"#)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertEqual(normalizedOutput(refused.stderr), """
            error: --delete-missing would delete the `Actor` row 3, which `film_actor`.`actor_id` still references in `$TMP/films.sqlite`; \
            remove or repoint the referencing rows first, or give that row in the payload, or sync without --delete-missing; nothing was written.

            """)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM actor") }, 3)
    }

    /// Text holding a NUL character (a Kobo e-reader's database holds such values) is
    /// stored whole on both paths: GRDB binds a string up to its first NUL, and the
    /// checked path, which elements that leave a field out take, stored `before` for
    /// `"before\u0000after"` while the fast path kept it. An empty string beside it stays
    /// empty, not NULL.
    func testTextHoldingANULIsStoredWholeOnBothPaths() throws {
        let database = try starWarsDatabase()
        let payload = #"[{"id": 1, "name": "before\u0000after", "climate": "", "terrain": "x", "rotation_period": 1, "population": "1"}, {"id": 2, "name": "a\u0000b"}]"#
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"], input: payload)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let rows = try DatabaseQueue(path: database).read { db in
            try Row.fetchAll(db, sql: "SELECT hex(name), climate IS NULL FROM planet ORDER BY id").map { "\($0[0] as String) \($0[1] as Bool)" }
        }
        XCTAssertEqual(rows, ["6265666F7265006166746572 false", "610062 true"])
    }

    /// A table indexed by a collation its app registers (Plex's `naturalsort`) cannot be
    /// written without it: the refusal was SQLite's bare "no such collation sequence"; it
    /// now says whose collation it is and where to write the rows.
    func testAWriteNeedingTheAppsCollationSaysWhoseItIs() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("library.db").path
        var configuration = Configuration()
        configuration.prepareDatabase { $0.add(collation: DatabaseCollation("naturalsort") { $0.localizedStandardCompare($1) }) }
        try DatabaseQueue(path: database, configuration: configuration).write { db in
            try db.execute(sql: """
                CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT);
                CREATE INDEX items_title_natural ON items (title COLLATE naturalsort);
                """)
        }
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Library"], in: project)
        let folder = project.appendingPathComponent("models/Library")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Library"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Library"], in: project).status, 0)
        let refused = try Modelc.run(["sync", "--db", database, "models/Library", "Items"], in: project, input: #"[{"id": 1, "title": "a10"}]"#)
        XCTAssertEqual(refused.status, 4, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("no such collation sequence: naturalsort; the schema names the collation `naturalsort`, which the database's app registers itself"), refused.stderr)
    }

    /// SQLite counts a transaction's broken foreign keys up and down: with
    /// `--delete-missing`, deleting a stored row whose key named no row already (a
    /// database's own old violation) counted one down, and an element's new broken key
    /// was written without a word. The elements' keys are checked after the deletes.
    func testDeletingAnOldViolationDoesNotLetANewBrokenKeyThrough() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("pets.sqlite").path
        try DatabaseQueue(path: database).writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                CREATE TABLE cats (id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE info (id INTEGER NOT NULL PRIMARY KEY, note TEXT NOT NULL, FOREIGN KEY (id) REFERENCES cats (id));
                INSERT INTO cats VALUES (1, 'a'), (2, 'b'); INSERT INTO info VALUES (1, 'one'), (2, 'two'), (9, 'written while keys were off');
                """)
        }
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Pets"], in: project)
        let folder = project.appendingPathComponent("models/Pets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Pets"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Pets"], in: project).status, 0)
        let refused = try Modelc.run(["sync", "--db", database, "models/Pets", "Info", "--delete-missing"], in: project,
                                     input: #"[{"id": 1, "note": "one"}, {"id": 7, "note": "no cat 7"}]"#)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("[1].id: 7 is the key of no `Cats` row"), refused.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchAll($0, sql: "SELECT id FROM info ORDER BY id") }, [1, 2, 9], "nothing was written")
        // A stored row keeping its old broken key is the database's, not the sync's: a
        // round trip that keeps it and leaves a row out goes through.
        let kept = try Modelc.run(["sync", "--db", database, "models/Pets", "Info", "--delete-missing"], in: project,
                                  input: #"[{"id": 1, "note": "one"}, {"id": 9, "note": "written while keys were off"}]"#)
        XCTAssertEqual(kept.status, 0, kept.stdout + kept.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchAll($0, sql: "SELECT id FROM info ORDER BY id") }, [1, 9])
    }

    /// With `--delete-missing`, a kept row whose key was broken before the sync took the
    /// blame ("[1].cat: 5 is the key of no `Cats` row") when the refusal was for a deleted
    /// row another table references: that row is named.
    func testAReferencedRowIsNamedBeforeAKeptOldViolation() throws {
        let project = try makeTemporaryDirectory(self)
        let database = project.appendingPathComponent("items.sqlite").path
        try DatabaseQueue(path: database).writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                CREATE TABLE cats (id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE items (id INTEGER PRIMARY KEY, cat_id INTEGER REFERENCES cats (id), note TEXT);
                CREATE TABLE uses (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items (id));
                INSERT INTO cats VALUES (1, 'a'); INSERT INTO items VALUES (1, 1, 'x'), (2, 1, 'y'), (9, 5, 'orphan'); INSERT INTO uses VALUES (1, 2);
                """)
        }
        let adopted = try Modelc.run(["inspect", "--db", database, "--as-model", "--name", "Items"], in: project)
        let folder = project.appendingPathComponent("models/Items")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Items"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", database, "--model", "models/Items"], in: project).status, 0)
        let refused = try Modelc.run(["sync", "--db", database, "models/Items", "Items", "--delete-missing"], in: project,
                                     input: #"[{"id": 1, "cat": 1, "note": "x"}, {"id": 9, "cat": 5, "note": "orphan"}]"#)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--delete-missing would delete the `Items` row 2, which `uses`.`item_id` still references"), refused.stderr)
    }

    func testAFullPayloadBreakingARuleIsReportedAsTheCheckedPathReportsIt() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"], input: #"""
            [{"id": 1, "name": "Tatooine", "climate": "arid", "terrain": "desert", "rotation_period": 23, "population": "200000"},
             {"id": 2, "name": "Alderaan", "climate": null, "terrain": null, "rotation_period": -24, "population": null}]
            """#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "error: <stdin>: [1].rotation_period: -24.0 is below the minimum 0.0; fix the payload; nothing was written.\n")
        XCTAssertEqual(try planets(database), [])
    }

    func testAFullPayloadReferringToNoRowIsRefusedAtCommit() throws {
        let database = try starWarsDatabase()
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Species"], input: #"""
            [{"id": 1, "name": "Wookiee", "classification": "mammal", "average_lifespan": "400", "language": "Shyriiwook", "homeworld": 14}]
            """#)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(normalizedOutput(outcome.stderr),
                       "error: <stdin>: [0].homeworld: 14 is the key of no `Planet` row in `$TMP/starwars.sqlite`; sync the Planet rows first, or correct the key; nothing was written.\n")
    }

    /// The element named is the one whose key finds no row, not the first of the payload,
    /// and a key the payload itself writes (a person's homeworld given in the same sync
    /// is another entity, so only a self-reference could) is no dangling one.
    func testAReferenceToNoRowNamesTheElementAndLeavesTheDatabaseAsItWas() throws {
        let database = try starWarsDatabase()
        XCTAssertEqual(try Modelc.run(["sync", "--db", database, "models/StarWars", "Planet"], input: #"[{"id": 1, "name": "Tatooine"}]"#).status, 0)
        let outcome = try Modelc.run(["sync", "--db", database, "models/StarWars", "Person"],
                                     input: #"[{"id": 1, "name": "Luke", "homeworld": 1}, {"id": 2, "name": "Leia", "homeworld": 77}]"#)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("<stdin>: [1].homeworld: 77 is the key of no `Planet` row"), outcome.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM person") }, 0, "nothing was written")
    }
}
