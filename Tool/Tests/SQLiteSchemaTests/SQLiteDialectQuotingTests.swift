import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Identifiers and literals are quoted by doubling the quote mark, on bytes for most
/// text and through Foundation for non-ASCII text holding the mark; both give the SQL
/// committed migration files were checksummed with.
final class SQLiteDialectQuotingTests: ModelcTestCase {
    private let dialect = SQLiteDialect()

    func testIdentifiersAreAlwaysQuotedWithInnerQuotesDoubled() {
        XCTAssertEqual(dialect.quote("first name"), #""first name""#)
        XCTAssertEqual(dialect.quote(#"say "hi""#), #""say ""hi""""#)
        XCTAssertEqual(dialect.quote(""), #""""#)
        XCTAssertEqual(dialect.quote("order"), #""order""#)
    }

    func testLiteralsDoubleSingleQuotes() {
        XCTAssertEqual(dialect.literal("it's"), "'it''s'")
        XCTAssertEqual(dialect.literal("''"), "''''''")
        XCTAssertEqual(dialect.literal("plain"), "'plain'")
    }

    func testNonASCIITextIsQuotedLikeASCII() {
        XCTAssertEqual(dialect.quote("naïve"), "\"naïve\"")
        XCTAssertEqual(dialect.quote("naïve \"x\""), "\"naïve \"\"x\"\"\"")
        XCTAssertEqual(dialect.literal("l'été"), "'l''été'")
        XCTAssertEqual(dialect.quoteList(["a", "b\"c"]), #""a", "b""c""#)
    }
}
