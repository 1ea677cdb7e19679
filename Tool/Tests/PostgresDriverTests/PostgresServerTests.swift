import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// The PostgreSQL dialect against a real server (a throwaway cluster shared by the
/// tests of this process; see `PostgresCluster`): compiled schemas create, plans
/// migrate with every row kept, and each step takes the lock its plan says.
final class PostgresServerTests: PostgresTestCase {
    private func models(_ name: String) throws -> [Model] {
        try ModelLoader.load(Repository.root.appendingPathComponent("models/\(name)").path).versions
    }

    /// The database's schema as PostgreSQL's catalogs describe it (see `PostgresSchemaFingerprint`).
    private func fingerprint(_ database: String) throws -> String {
        try cluster.query(database: database, PostgresSchemaFingerprint.query(schema: "public", excluding: []))
    }

    private func run(_ sql: String, in database: String? = nil) throws {
        _ = try cluster.query(database: database ?? self.database, sql)
    }

    /// The plan's SQL with its comments, as the migration files hold it.
    private func sql(_ plan: Plan) -> String {
        PostgresDialect().render(PostgresDialect().annotated(plan))
    }

    private func plan(_ old: Model, _ new: Model) throws -> Plan {
        Plan(from: DiffSide(schema: try PostgresTypeMapping.schema(for: old), model: old, label: "old"),
             to: DiffSide(schema: try PostgresTypeMapping.schema(for: new), model: new, label: "new"))
    }

    func testEveryBundledModelVersionCreatesWithTheMappedTypes() throws {
        let spelled = ["timestamptz": "timestamp with time zone"]
        for name in ["StarWars", "Library"] {
            for model in try models(name) {
                let database = try cluster.makeDatabase()
                let schema = try PostgresTypeMapping.schema(for: model)
                try run(PostgresDialect().render(schema), in: database)
                let expected = schema.tables.sorted { $0.name < $1.name }.flatMap { table in
                    table.columns.map { "\(table.name).\($0.name) \(spelled[$0.declaredType!] ?? $0.declaredType!)" }
                }
                let live = try cluster.query(database: database, """
                    SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
                      ORDER BY c.relname, a.attnum
                    """)
                XCTAssertEqual(live, expected.map { $0 + "\n" }.joined(), "\(name) version \(model.version)")
            }
        }
    }

    func testStarWarsMigratesVersionByVersionKeepingEveryRow() throws {
        let versions = try models("StarWars")
        try run(PostgresDialect().render(try PostgresTypeMapping.schema(for: versions[0])))
        try run("""
            INSERT INTO planet (id, name, rotation_period) VALUES (1, 'Tatooine', 23), (2, 'Ålderaan', NULL);
            INSERT INTO person (id, name, gender, homeworld_id) VALUES (1, 'Luke Skywalker', 'male', 1), (2, 'R2-D2', 'n/a', NULL);
            INSERT INTO film (id, title, episode_id, director, release_date) VALUES (1, 'A New Hope', 4, 'George Lucas', '1977-05-25T00:00:00.000Z');
            """)
        for (old, new) in zip(versions, versions.dropFirst()) {
            try run(sql(try plan(old, new)))
        }
        let fresh = try cluster.makeDatabase()
        try run(PostgresDialect().render(try PostgresTypeMapping.schema(for: versions[versions.count - 1])), in: fresh)
        XCTAssertEqual(try fingerprint(database), try fingerprint(fresh))
        XCTAssertEqual(try cluster.query(database: database, """
            SET TimeZone = 'UTC';
            SELECT id, name, gender, homeworld_id FROM person ORDER BY id;
            SELECT id, title, episode, release_date FROM film;
            SELECT id, name, rotation_period, pg_typeof(rotation_period) FROM planet ORDER BY id;
            """), """
            1|Luke Skywalker|male|1
            2|R2-D2|n/a|
            1|A New Hope|4|1977-05-25 00:00:00+00
            1|Tatooine|23|double precision
            2|Ålderaan||double precision

            """)
    }

    func testLibraryMigratesOneToTwoKeepingEveryValue() throws {
        let versions = try models("Library")
        try run(PostgresDialect().render(try PostgresTypeMapping.schema(for: versions[0])))
        try run("""
            INSERT INTO person (id, first_name, last_name, mail, joined_at, settings, balance, rating, is_staff, avatar, homepage, card_number)
              VALUES ('6f1c2a7e-9b1d-4c53-8f5e-0a1b2c3d4e5f', 'Ada', 'Lovelace', 'ada@example.org', '2024-01-02T03:04:05.678Z',
                      '{"theme": "dark"}', 12.50, 4.5, true, '\\x0102', 'https://example.org', 7);
            INSERT INTO dog (id, name, owner_id) VALUES (1, 'Rex', '6f1c2a7e-9b1d-4c53-8f5e-0a1b2c3d4e5f');
            """)
        try run(sql(try plan(versions[0], versions[1])))
        let fresh = try cluster.makeDatabase()
        try run(PostgresDialect().render(try PostgresTypeMapping.schema(for: versions[1])), in: fresh)
        XCTAssertEqual(try fingerprint(database), try fingerprint(fresh))
        XCTAssertEqual(try cluster.query(database: database, """
            SET TimeZone = 'UTC';
            SELECT id, first_name, email, nickname, age, status, joined_at, settings, balance, visits, score, rating, is_staff, avatar, homepage, card_number FROM person;
            SELECT id, name, owner_id FROM dog;
            """), """
            6f1c2a7e-9b1d-4c53-8f5e-0a1b2c3d4e5f|Ada|ada@example.org||0|active|2024-01-02 03:04:05.678+00|{"theme": "dark"}|12.50|0|0|4.5|t|\\x0102|https://example.org|7
            1|Rex|6f1c2a7e-9b1d-4c53-8f5e-0a1b2c3d4e5f

            """)
    }
}
