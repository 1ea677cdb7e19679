import Foundation
import XCTest

@testable import ModelKit

/// `PatternSyntax` lets validation skip compiling plain `pattern:`s, so whatever it
/// calls plain and valid must be a pattern `NSRegularExpression` compiles.
final class PatternSyntaxTests: XCTestCase {
    func testThePatternsOfTheBundledModelsArePlain() {
        XCTAssertTrue(PatternSyntax.isPlainAndValid("^[0-9]{9}[0-9X]$|^97[89][0-9]{10}$"))
        XCTAssertTrue(PatternSyntax.isPlainAndValid("^[a-z0-9_]{3,32}$"))
        XCTAssertTrue(PatternSyntax.isPlainAndValid(#"^\d{4}-\d{2}-\d{2}$"#))
        XCTAssertTrue(PatternSyntax.isPlainAndValid("^(?:[A-Z][a-z]+)( [A-Z][a-z]+)*$"))
    }

    func testInvalidAndUnusualPatternsAreLeftToICU() {
        for pattern in ["", "(", "[a-", "[z-a]", "a{3,2}", "*a", "^*", "a**", "()", "[]", #"\p{L}+"#, "(?i)abc", "(?=a)b",
                        "a{12345}", "[[a]]", "é+", #"\"#, "a|", "|a", "[^]", "[a&&b]"] {
            XCTAssertFalse(PatternSyntax.isPlainAndValid(pattern), pattern)
        }
    }

    /// Random texts over the subset's characters and more: every one called plain and
    /// valid compiles, and among them are many that do not.
    func testEveryPatternCalledPlainAndValidCompiles() {
        let pieces = ["a", "Z", "0", "9", "_", "-", " ", ".", "^", "$", "|", "(", ")", "(?:", "[", "]", "[^", "a-z", "0-9", "z-a",
                      "*", "+", "?", "{2}", "{2,}", "{2,5}", "{5,2}", "{", "}", ",", #"\d"#, #"\w"#, #"\s"#, #"\."#, #"\"#,
                      "/", "@", "!", "=", ":", "%", "&", "#", "X"]
        var generator = SplitMix(seed: 16)
        var plain = 0, rejectedByICU = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 9) + 1
            let pattern = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let compiles = (try? NSRegularExpression(pattern: pattern)) != nil
            if !compiles { rejectedByICU += 1 }
            guard PatternSyntax.isPlainAndValid(pattern) else { continue }
            plain += 1
            XCTAssertTrue(compiles, "called plain and valid, but NSRegularExpression refuses `\(pattern)`")
        }
        XCTAssertGreaterThan(plain, 1_000)
        XCTAssertGreaterThan(rejectedByICU, 1_000)
    }

    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
