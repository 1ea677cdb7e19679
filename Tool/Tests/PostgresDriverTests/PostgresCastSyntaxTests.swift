import ModelcTestSupport
import XCTest

@testable import PostgresDriver

/// The server's `::` casts, as an adopted model keeps them: spelled `CAST(… AS …)`, which
/// SQLite's check of the model parses and the server stores as the same `::` text.
final class PostgresCastSyntaxTests: ModelcTestCase {
    func testEachOperandKindIsCastWhole() {
        let cases: [(String, String)] = [
            ("('now'::text)::date", "CAST((CAST('now' AS text)) AS date)"),
            ("now()::date", "CAST(now() AS date)"),
            ("(1)::numeric", "CAST((1) AS numeric)"),
            ("(u.name)::text || ' x'::text", "CAST((u.name) AS text) || CAST(' x' AS text)"),
            ("u.name::character varying(10)::text", "CAST(CAST(u.name AS character varying(10)) AS text)"),
            (#""T"."Name"::text"#, #"CAST("T"."Name" AS text)"#),
            ("pg_catalog.lower(x)::text", "CAST(pg_catalog.lower(x) AS text)"),
            ("x::timestamp without time zone AS at", "CAST(x AS timestamp without time zone) AS at"),
            ("scores::numeric(5,2)[] FROM t", "CAST(scores AS numeric(5,2)[]) FROM t"),
            ("rating::public.mpaa_rating", "CAST(rating AS public.mpaa_rating)"),
            ("'it''s::not a cast'", "'it''s::not a cast'"),
        ]
        for (sql, expected) in cases {
            XCTAssertEqual(PostgresCastSyntax.spelledOut(sql), expected, sql)
        }
    }

    func testALoneLiteralLosesItsCastAndAnExpressionKeepsItsCasts() {
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("'draft'::character varying"), "'draft'", "the server adds the column's cast back")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("nextval('film_id_seq'::regclass)"), "nextval('film_id_seq')")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("('now'::text)::date"), "CAST((CAST('now' AS text)) AS date)",
                       "without the text cast the date would be read once, when the default is stored")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("e ~~ '%@%'::text"), "e LIKE '%@%'", "how the server stores LIKE")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("(e)::text !~~ 'x%'::text"), "CAST((e) AS text) NOT LIKE CAST('x%' AS text)")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("e ~~* 'a%'"), "e ~~* 'a%'", "ILIKE has no SQLite form")
        XCTAssertEqual(PostgresEntityReader.sqliteReadable("e = '~~'"), "e = '~~'")
        XCTAssertFalse(PostgresCastSyntax.hasCast("'a::b'"))
        XCTAssertTrue(PostgresCastSyntax.hasCast("x::int"))
    }
}
