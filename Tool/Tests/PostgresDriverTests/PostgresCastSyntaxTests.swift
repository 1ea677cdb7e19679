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

    /// In a view's select list no column gives a literal its type back: Danbooru's
    /// `user_actions` selects `'Post'::character varying AS model_type`, and without the
    /// cast the column was `text`. Only a string literal's `::text`, the type an untyped
    /// literal takes there, goes, and only when no other cast makes the query spelled
    /// with `CAST` throughout.
    func testAViewsLiteralsKeepEveryCastButText() {
        XCTAssertEqual(PostgresEntityReader.sqliteReadableView("SELECT 'Post'::character varying AS model_type, 0.5::real AS w, 'x'::text AS t FROM p"),
                       "SELECT CAST('Post' AS character varying) AS model_type, CAST(0.5 AS real) AS w, CAST('x' AS text) AS t FROM p")
        XCTAssertEqual(PostgresEntityReader.sqliteReadableView("SELECT 'x'::text AS t, 1 AS one FROM p WHERE (p.kind)::text = 'a'::text"),
                       "SELECT CAST('x' AS text) AS t, 1 AS one FROM p WHERE CAST((p.kind) AS text) = CAST('a' AS text)")
        XCTAssertEqual(PostgresEntityReader.sqliteReadableView("SELECT 'x'::text AS t FROM p"), "SELECT 'x' AS t FROM p")
    }
}
