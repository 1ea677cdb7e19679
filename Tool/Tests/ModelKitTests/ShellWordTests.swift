import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// A path in a suggested command is spelled so that a POSIX shell reads it back as the
/// same one word.
final class ShellWordTests: XCTestCase {
    func testAPlainPathIsLeftAsItIs() {
        XCTAssertEqual(ShellWord.quoted("models/StarWars"), "models/StarWars")
        XCTAssertEqual(ShellWord.quoted("db/app-v2.sqlite"), "db/app-v2.sqlite")
        XCTAssertEqual(ShellWord.quoted("postgres://user@host:5432/db"), "postgres://user@host:5432/db")
    }

    func testAWordAShellWouldSplitOrExpandIsSingleQuoted() {
        XCTAssertEqual(ShellWord.quoted("my db.sqlite"), "'my db.sqlite'")
        XCTAssertEqual(ShellWord.quoted("$HOME/x"), "'$HOME/x'")
        XCTAssertEqual(ShellWord.quoted("a*b"), "'a*b'")
        XCTAssertEqual(ShellWord.quoted("Ünïcode"), "'Ünïcode'")
        XCTAssertEqual(ShellWord.quoted(""), "''")
    }

    func testAQuoteInsideIsClosedEscapedAndReopened() throws {
        let word = "it's here"
        XCTAssertEqual(ShellWord.quoted(word), #"'it'\''s here'"#)
        // The shell's own reading of it: one argument, the word as it was.
        let echoed = try RunningProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "printf '%s|' " + ShellWord.quoted(word) + " " + ShellWord.quoted("a b")])
        XCTAssertEqual(echoed.stdout, "it's here|a b|")
    }
}
