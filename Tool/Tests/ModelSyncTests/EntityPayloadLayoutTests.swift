import Foundation
import GRDB
import Migration
@testable import ModelSync
import ModelcTestSupport
import ModelRuntime
import XCTest

/// `modelc sync`'s layout of an entity, and the runtime's fast path writing with it
/// (`ModelWriter.syncFlatElements`) without generated records.
final class EntityPayloadLayoutTests: XCTestCase {
    func starWars() throws -> MigrationTarget {
        try MigrationTarget.resolve(model: Repository.root.appendingPathComponent("models/StarWars").path, dir: nil)
    }

    func layout(_ entity: String) throws -> EntityPayloadLayout {
        let target = try starWars()
        return try EntityPayloadLayout(model: XCTUnwrap(target.versions?.current), entity: entity, modelName: "StarWars")
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
}
