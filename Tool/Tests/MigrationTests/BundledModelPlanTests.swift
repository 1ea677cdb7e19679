import GRDB
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// The bundled models' version steps plan and apply on databases holding rows.
final class BundledModelPlanTests: PlanTestCase {
    static let models = Repository.root.appendingPathComponent("models")

    func testStarWarsMigratesOneToTwoToThreeKeepingEveryRow() throws {
        let versions = try ModelLoader.load(Self.models.appendingPathComponent("StarWars").path)
        let v1 = try XCTUnwrap(versions.version(1))
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO planet (id, name, rotation_period) VALUES (1, 'Tatooine', 23), (2, 'Ålderaan', NULL);
            INSERT INTO person (id, name, gender, homeworld_id) VALUES (1, 'Luke Skywalker', 'male', 1), (2, 'R2-D2', 'n/a', NULL);
            INSERT INTO film (id, title, episode_id, director, release_date) VALUES (1, 'A New Hope', 4, 'George Lucas', '1977-05-25T00:00:00.000Z');
            """)
        let before = try rows(queue, "SELECT * FROM person ORDER BY id")
        for (old, new) in zip(versions.versions, versions.versions.dropFirst()) {
            let plan = plan(old, new)
            XCTAssertEqual(try preflightCounts(plan, on: queue).filter { $0 != 0 }, [], "\(old.version) → \(new.version)")
            try migrate(queue, with: plan)
            try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(new))
        }
        XCTAssertEqual(try rows(queue, "SELECT * FROM person ORDER BY id"), before)
        XCTAssertEqual(try rows(queue, "SELECT episode FROM film"), [[4.databaseValue]], "episodeId was renamed to episode")
        XCTAssertEqual(try rows(queue, "SELECT rotation_period, typeof(rotation_period) FROM planet ORDER BY id"),
                       [[(23.0).databaseValue, "real".databaseValue], [.null, "null".databaseValue]])
    }

    func testEveryBundledModelPlansFromNothingToEachVersion() throws {
        for name in ["StarWars", "Library"] {
            let versions = try ModelLoader.load(Self.models.appendingPathComponent(name).path)
            for model in versions.versions {
                let plan = diff(from: Schema(), to: SQLiteSchemaCompiler.compile(model))
                XCTAssertEqual(plan.safety, .safe)
                let queue = try database(Schema(), name: "\(name)-\(model.version).sqlite")
                try migrate(queue, with: plan)
                try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(model))
            }
        }
    }
}
