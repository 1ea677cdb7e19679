import Foundation
import ModelcTestSupport
import XCTest

/// What a model's SQL names and the model does not create lives in the database's own
/// schema: a `serial` key's sequence (`nextval('actor_actor_id_seq')`, as adoption writes
/// it) and an enum type. Verification builds the expected side in a scratch schema that
/// sees the live one, so `baseline` and `migrate` agree with `inspect --model` (Pagila's
/// every table had refused `baseline`: relation "actor_actor_id_seq" does not exist).
final class PostgresLiveSchemaObjectsTests: PostgresTestCase {
    func testASerialKeyAndAnEnumTypeOfTheDatabaseAreVerifiedAsInspectReadsThem() throws {
        _ = try cluster.query(database: database, """
            CREATE TYPE mpaa_rating AS ENUM ('G', 'PG', 'R');
            CREATE TABLE actor (actor_id serial PRIMARY KEY, name text NOT NULL, rating mpaa_rating);
            INSERT INTO actor (name, rating) VALUES ('Ada', 'PG');
            """)
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Films")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("nextval("), adopted.stdout)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let baseline = try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Films"], in: project)
        XCTAssertEqual(baseline.status, 0, baseline.stderr)

        // A later version verifies against the same live objects.
        try adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      name: string\n", with: "      name: string\n      nickname: string?\n")
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Films"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT name, rating FROM actor;"), "Ada|PG\n")
    }
}
