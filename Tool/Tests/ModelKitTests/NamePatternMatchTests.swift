import ModelKit
import XCTest

/// `unmanaged:` patterns: `*` any run, `?` one character, `\` before a character that
/// character itself, case ignored; and the pattern that names one object alone.
final class NamePatternMatchTests: XCTestCase {
    func testStarsAndQuestionMarksMatchRunsAndOneCharacter() {
        XCTAssertTrue(NamePatternMatch.matches("fts_*", "fts_notes_content"))
        XCTAssertTrue(NamePatternMatch.matches("sqlite_stat?", "SQLITE_STAT4"))
        XCTAssertFalse(NamePatternMatch.matches("sqlite_stat?", "sqlite_stat"))
        XCTAssertFalse(NamePatternMatch.matches("fts_*", "notes_fts"))
    }

    /// An FTS table named `notes*` is written `notes\*`, which `notes_archive` does not
    /// match (read as a glob it did, and adoption left that table unmanaged too).
    func testABackslashMakesTheNextCharacterMatchItself() {
        XCTAssertTrue(NamePatternMatch.matches("notes\\*", "notes*"))
        XCTAssertFalse(NamePatternMatch.matches("notes\\*", "notes_archive"))
        XCTAssertTrue(NamePatternMatch.matches("a\\?b", "a?b"))
        XCTAssertFalse(NamePatternMatch.matches("a\\?b", "axb"))
        XCTAssertTrue(NamePatternMatch.matches("back\\\\slash", "back\\slash"))
        XCTAssertTrue(NamePatternMatch.matches("ends\\", "ends\\"), "a backslash at the end stands for itself")
        XCTAssertTrue(NamePatternMatch.matches("\\*_*", "*_content"))
    }

    func testTheLiteralPatternOfANameMatchesItAlone() {
        let names = ["notes*", "a?b", "back\\slash", "plain", "\t", "*", "**_x"]
        for name in names {
            let pattern = NamePatternMatch.literal(name)
            XCTAssertTrue(NamePatternMatch.matches(pattern, name), "\(pattern) matches \(name)")
            for other in names + ["notes_archive", "axb", "anything"] where other != name {
                XCTAssertFalse(NamePatternMatch.matches(pattern, other), "\(pattern) does not match \(other)")
            }
        }
        XCTAssertEqual(NamePatternMatch.literal("notes*"), "notes\\*")
        XCTAssertEqual(NamePatternMatch.literal("plain"), "plain")
        XCTAssertEqual(names.map { NamePatternMatch.name(of: NamePatternMatch.literal($0)) }, names)
        XCTAssertNil(NamePatternMatch.name(of: "fts_*"), "a wildcard names no one object")
    }

    /// PostgreSQL has `foo` beside `"Foo"` (PostgREST's test schema): a pattern ignoring
    /// case would leave the managed one out too, so a quoted pattern is that one name,
    /// case counting.
    func testAQuotedPatternMatchesOneNameInItsCaseOnly() {
        XCTAssertTrue(NamePatternMatch.matches(#""foo""#, "foo"))
        XCTAssertFalse(NamePatternMatch.matches(#""foo""#, "Foo"))
        XCTAssertFalse(NamePatternMatch.matches(#""fo*""#, "foo"), "no wildcards inside quotes")
        XCTAssertEqual(NamePatternMatch.exact(#"say "hi""#), #""say ""hi""""#)
        XCTAssertTrue(NamePatternMatch.matches(NamePatternMatch.exact(#"say "hi""#), #"say "hi""#))
        XCTAssertEqual(NamePatternMatch.name(of: NamePatternMatch.exact("Foo")), "Foo")
    }
}
