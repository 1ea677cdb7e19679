import ModelKit
@testable import PostgresDriver
import ModelcTestSupport
import XCTest

/// Which CHECK names are the server's own (`ChooseConstraintName`): those adoption
/// leaves out, since a database made from the model gets them again.
final class PostgresCheckNameTests: ModelcTestCase {
    func testTheServersNamesForAColumnsAndATablesCheckAreRecognised() {
        XCTAssertTrue(PostgresIntrospection.isServerCheckName("film_rating_check", table: "film", columns: ["rating"]))
        XCTAssertTrue(PostgresIntrospection.isServerCheckName("film_rating_check1", table: "film", columns: ["rating"]), "a number when the name was taken")
        XCTAssertTrue(PostgresIntrospection.isServerCheckName("flights_check", table: "flights", columns: ["scheduled_arrival", "scheduled_departure"]))
        XCTAssertTrue(PostgresIntrospection.isServerCheckName("t_check", table: "t", columns: []), "a check naming no column")
        XCTAssertFalse(PostgresIntrospection.isServerCheckName("film_cost_covers_rate", table: "film", columns: ["replacement_cost", "rental_rate"]))
        XCTAssertFalse(PostgresIntrospection.isServerCheckName("film_check", table: "film", columns: ["rating"]), "one column gets its name in")
        XCTAssertFalse(PostgresIntrospection.isServerCheckName("item_code_check", table: "item", columns: ["label"]), "a name a rename left behind is kept")
    }

    /// The two names are cut to fit 63 bytes, the longer first, as the server does
    /// (these are the names PostgreSQL 15 gave two such checks).
    func testLongNamesAreShortenedAsTheServerShortensThem() {
        let table = String(repeating: "t", count: 40)
        let column = String(repeating: "c", count: 30)
        // 63 - "_check".count - 1 = 56 bytes for both: the table is cut to 28, then both to 28.
        let expected = String(repeating: "t", count: 28) + "_" + String(repeating: "c", count: 28) + "_check"
        XCTAssertEqual(expected.utf8.count, 63)
        XCTAssertTrue(PostgresIntrospection.isServerCheckName(expected, table: table, columns: [column]))
        XCTAssertFalse(PostgresIntrospection.isServerCheckName(table + "_" + column + "_check", table: table, columns: [column]))
        // The second such check, `check1`: one byte more for the label, taken from the column.
        let second = String(repeating: "t", count: 28) + "_" + String(repeating: "c", count: 27) + "_check1"
        XCTAssertTrue(PostgresIntrospection.isServerCheckName(second, table: table, columns: [column]))
    }

    /// A foreign key's server name joins all its columns and ends `fkey`.
    func testTheServersNamesForForeignKeysAreRecognised() {
        XCTAssertTrue(PostgresIntrospection.isServerForeignKeyName("posts_user_id_fkey", table: "posts", columns: ["user_id"]))
        XCTAssertTrue(PostgresIntrospection.isServerForeignKeyName("posts_user_id_fkey1", table: "posts", columns: ["user_id"]))
        XCTAssertTrue(PostgresIntrospection.isServerForeignKeyName("child_a_b_fkey", table: "child", columns: ["a", "b"]))
        XCTAssertFalse(PostgresIntrospection.isServerForeignKeyName("fk_rails_5b5ddfd518", table: "posts", columns: ["user_id"]))
        XCTAssertFalse(PostgresIntrospection.isServerForeignKeyName("posts_user_id_check", table: "posts", columns: ["user_id"]))
        XCTAssertFalse(PostgresIntrospection.isServerForeignKeyName("child_a_fkey", table: "child", columns: ["a", "b"]))
    }

    /// A primary key's and a UNIQUE constraint's server names are unnumbered: the
    /// number comes from a name taken at the time (OpenStreetMap's `current_nodes_pkey1`),
    /// which a database made from the model does not repeat, so such a name is kept.
    func testTheServersNamesForPrimaryKeysAndUniqueConstraintsAreUnnumbered() {
        XCTAssertTrue(PostgresIntrospection.isServerPrimaryKeyName("current_nodes_pkey", table: "current_nodes"))
        XCTAssertFalse(PostgresIntrospection.isServerPrimaryKeyName("current_nodes_pkey1", table: "current_nodes"))
        XCTAssertTrue(PostgresIntrospection.isServerUniqueName("acct_code_key", table: "acct", columns: ["code"]))
        XCTAssertFalse(PostgresIntrospection.isServerUniqueName("acct_code_key1", table: "acct", columns: ["code"]))
        XCTAssertFalse(PostgresIntrospection.isServerUniqueName("uq_acct_email", table: "acct", columns: ["email"]))
    }

    /// What SQLite allows and PostgreSQL does not is refused when the model is compiled
    /// for PostgreSQL (`migrate make --dialect postgres`), with what to change.
    func testANameTwiceOrTooLongIsRefusedForPostgres() throws {
        func model(_ entityName: String, _ attributeName: String) throws -> Model {
            try XCTUnwrap(ModelLoader.inspect(text: """
                model: Bank
                version: 1
                entities:
                  Account:
                    check: [{ name: \(entityName), sql: "balance >= 0" }]
                    attributes:
                      id: int
                      balance: { type: double, check: [{ name: \(attributeName), sql: "balance < 100" }] }

                """, file: "1.yaml").versions?.current)
        }
        XCTAssertNoThrow(try PostgresTypeMapping.schema(for: try model("a_rule", "b_rule")))
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: try model("a_rule", "a_rule"))) { error in
            XCTAssertEqual((error as? PostgresSchemaError)?.problem, .checkNameUsedTwice(table: "account", name: "a_rule"))
            XCTAssertEqual((error as? PostgresSchemaError)?.problem.report.message,
                           #"two CHECKs of "account" are named "a_rule", which SQLite allows and PostgreSQL does not"#)
            XCTAssertEqual((error as? PostgresSchemaError)?.location?.line, 8, "placed at a check of that name, the attribute's")
        }
        let long = String(repeating: "n", count: 64)
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: try model(long, "b_rule"))) { error in
            XCTAssertEqual((error as? PostgresSchemaError)?.problem, .nameTooLong(long))
            XCTAssertEqual((error as? PostgresSchemaError)?.location?.line, 5, "the entity's `check:`")
        }
    }

    /// A UNIQUE constraint the model leaves unnamed is named by the server, which fits
    /// the name to 63 bytes itself: a table of 63 bytes (the longest PostgreSQL keeps,
    /// which adoption reads back) may have one. Only a name the model gives is checked.
    func testAnUnnamedUniqueConstraintOfATableOf63BytesIsNotRefused() throws {
        let table = String(repeating: "t", count: 63)
        func model(unique: String) throws -> Model {
            try XCTUnwrap(ModelLoader.inspect(text: """
                model: Long
                version: 1
                entities:
                  Item:
                    table: \(table)
                    attributes:
                      id: int
                      code: string
                    unique:
                      - \(unique)

                """, file: "1.yaml").versions?.current)
        }
        let schema = try PostgresTypeMapping.schema(for: try model(unique: "{ columns: [code], constraint: true }"))
        let sql = PostgresDialect().render(schema)
        XCTAssertTrue(sql.contains(#"UNIQUE ("code")"#), sql)
        XCTAssertFalse(sql.contains("sqlite_autoindex"), sql)
        let named = String(repeating: "u", count: 64)
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: try model(unique: "{ name: \(named), columns: [code], constraint: true }"))) { error in
            XCTAssertEqual((error as? PostgresSchemaError)?.problem, .nameTooLong(named))
            XCTAssertEqual((error as? PostgresSchemaError)?.location?.line, 10, "the `unique:` entry that names it")
        }
    }
}
