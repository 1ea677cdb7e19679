import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// `TextLines` gives what Foundation gives, on the texts a migration file holds and on
/// those where a shortcut could go wrong: empty text, space only, characters beyond
/// ASCII at the ends (which Foundation trims or keeps by Unicode's rules), CR.
final class TextLinesTests: XCTestCase {
    private let samples = [
        "", " ", "\t \t", "a", " a ", "\ta b\t", "-- step 1: createTable", "  -- approved: yes  ", "x\n", "\n\nx\n\n",
        "\u{00A0}a\u{00A0}", "\u{2003}mid\u{2003}", "é", " é ", "\u{2028}x\u{2029}", "a\r", "\r\na\r\n", "\u{0085}a",
        "\u{000B}\u{000C}a", "a\u{1F600}", "\u{1F600} ", "naïve café",
    ]

    func testTrimmingIsFoundations() {
        for sample in samples {
            XCTAssertEqual(sample.trimmingSpaces(), sample.trimmingCharacters(in: .whitespaces), "\(sample.unicodeScalars.map(\.value))")
            XCTAssertEqual(sample.trimmingSpacesAndNewlines(), sample.trimmingCharacters(in: .whitespacesAndNewlines),
                           "\(sample.unicodeScalars.map(\.value))")
            let sliced = Substring(" " + sample + " ").dropFirst()
            XCTAssertEqual(sliced.trimmingSpaces(), String(sliced).trimmingCharacters(in: .whitespaces))
        }
    }

    func testLinesAreWhatLiesBetweenLineFeeds() {
        for sample in samples + ["a\nb", "a\n\nb\n", "one\r\ntwo\r\n", "é\nü\n\u{1F600}", RandomText.sample(count: 200)] {
            let scalars = sample.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
            XCTAssertEqual(sample.lines().map(String.init), scalars, "\(sample.unicodeScalars.map(\.value))")
            if !sample.contains("\r") {
                // Without CR, what Foundation cuts (it takes CR LF for one character).
                XCTAssertEqual(sample.lines().map(String.init), sample.components(separatedBy: "\n"))
            }
        }
    }
}

/// A text of random lines of ASCII, accented letters, spaces and CRs.
private enum RandomText {
    static func sample(count: Int) -> String {
        var generator = SplitMix64(seed: 41)
        let pieces = ["a", "é", " ", "\t", "\r", "\n", "--", "\u{00A0}", "x;"]
        return (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }
}
