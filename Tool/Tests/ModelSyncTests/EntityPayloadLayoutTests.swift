import Foundation
import GRDB
import Migration
import ModelKit
@testable import ModelSync
import ModelcTestSupport
import ModelRuntime
import SQLiteDriver
import XCTest

/// `modelc sync`'s layout of an entity, and the runtime's fast path writing with it
/// (`ModelWriter.syncFlatElements`) without generated records.
final class EntityPayloadLayoutTests: ModelcTestCase {
    func starWars() throws -> MigrationTarget {
        try MigrationTarget.resolve(model: Repository.root.appendingPathComponent("models/StarWars").path, dir: nil)
    }

    func layout(_ entity: String) throws -> EntityPayloadLayout {
        let target = try starWars()
        return try EntityPayloadLayout(model: XCTUnwrap(target.versions?.current), entity: entity, modelName: "StarWars")
    }

    /// `modelc sync` matches payload elements to rows by key; a table with none
    /// (`primaryKey: rowid`) is refused with what to do instead.
    func testAnEntityKeyedByTheRowIDIsRefusedBySync() throws {
        let target = try MigrationTarget.resolve(model: Repository.fixture("Models/EventLog").path, dir: nil)
        let model = try XCTUnwrap(target.versions?.current)
        XCTAssertThrowsError(try EntityPayloadLayout(model: model, entity: "Event", modelName: "EventLog")) { error in
            XCTAssertEqual(error as? SyncError, .keyedByRowID(entity: "Event"))
            XCTAssertEqual((error as? SyncError)?.report.message,
                           "the entity `Event` has no primary key (its rows are told apart by the hidden rowid), and `modelc sync` syncs by key")
        }
        XCTAssertNoThrow(try EntityPayloadLayout(model: model, entity: "Device", modelName: "EventLog"))
    }

    func testTheRuntimeLayoutListsTheKeyFirstWithColumnsJSONKeysAndNestedKeys() throws {
        let species = try layout("Species").payloadLayout
        XCTAssertEqual(species.fields.map(\.column), ["id", "name", "classification", "average_lifespan", "language", "homeworld_id"])
        XCTAssertEqual(species.fields.map(\.jsonKey), ["id", "name", "classification", "average_lifespan", "language", "homeworld"])
        XCTAssertEqual(species.fields.map(\.isOptional), [false, false, true, true, true, true])
        XCTAssertEqual(species.fields.map(\.isReference), [false, false, false, false, false, true])
        XCTAssertEqual(species.nestedKeys, ["people"])
    }

    func testFlatElementsNamingEveryFieldAreWrittenAndAnythingElseIsLeftWithNothingWritten() throws {
        let target = try starWars()
        let path = try makeTemporaryDirectory(self).appendingPathComponent("starwars.sqlite").path
        _ = try target.migrate(database: path, options: MigrateOptions())
        let planets = try layout("Planet")
        let queue = try DatabaseQueue(path: path)
        let full = #"[{"id": 1, "name": "Tatooine", "climate": "arid", "terrain": null, "rotation_period": 23, "population": null}]"#
        let partial = #"[{"id": 2, "name": "Alderaan", "climate": "temperate", "terrain": null, "rotation_period": 24, "population": null}, {"id": 3, "name": "Hoth"}]"#
        let nested = #"[{"id": 4, "name": "Naboo", "climate": null, "terrain": null, "rotation_period": null, "population": null, "residents": []}]"#
        let written = try queue.write { db in
            try [full, partial, nested, "[1"].map { payload in
                try ModelWriter(db: db).syncFlatElements(Data(payload.utf8), layout: planets.payloadLayout, table: "planet")
            }
        }
        XCTAssertEqual(written, [1, nil, nil, nil])
        XCTAssertEqual(try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM planet ORDER BY id") }, ["Tatooine"])
    }

    /// Sync checks the rules generated records check, from the one `Attribute.rules`: a
    /// decimal's range too (sync used to skip it), read from its text without rounding.
    func testSyncChecksEveryRuleGeneratedRecordsCheck() throws {
        func accepts(_ attribute: Attribute, _ json: JSONValue) -> Bool {
            (try? EntityPayloadLayout.decoder(for: attribute).decode(json, { .root })) != nil
        }
        let price = Attribute(name: "price", type: .decimal, min: .string("0.1"), max: .int(100))
        XCTAssertEqual(price.rules, .range(min: .string("0.1"), max: .int(100)))
        XCTAssertEqual([.double(0.1), .int(100), .double(0.09), .double(100.01), .int(-1)].map { accepts(price, $0) }, [true, true, false, false, false])
        let count = Attribute(name: "count", type: .int16, min: .int(1), max: .int(9))
        XCTAssertEqual([1, 9, 0, 10].map { accepts(count, .int($0)) }, [true, true, false, false])
        let code = Attribute(name: "code", type: .string, maxLength: 3, pattern: "^[A-Z]+$")
        XCTAssertEqual(["ABC", "ABCD", "ab"].map { accepts(code, .string($0)) }, [true, false, false])
        let link = Attribute(name: "link", type: .url, maxLength: 12)
        XCTAssertEqual(["https://a.io", "https://abc.example"].map { accepts(link, .string($0)) }, [true, false])
        let status = Attribute(name: "status", type: .string, values: ["open", "done"])
        XCTAssertEqual(["open", "gone"].map { accepts(status, .string($0)) }, [true, false])
        XCTAssertNil(Attribute(name: "ratio", type: .double).rules)
    }
}
