import ModelKit
import XCTest

/// `Naming.pascalCase` and `Naming.camelCase` name what a database or another tool
/// calls otherwise (`inspect --as-model` names entities after tables, attributes after
/// columns), so every tool that does so gives the same names.
final class NamingCaseTests: XCTestCase {
    func testWordsAreTheRunsOfLettersAndDigits() {
        XCTAssertEqual(Naming.words("order_line-2"), ["order", "line", "2"])
        XCTAssertEqual(Naming.words("Order Details"), ["Order", "Details"])
        XCTAssertEqual(Naming.words("naïve 日本"), ["naïve", "日本"])
        XCTAssertEqual(Naming.words("--"), [])
    }

    func testPascalCaseUppercasesTheFirstLetterOfEachWordAndKeepsTheRest() {
        XCTAssertEqual(Naming.pascalCase("order_line"), "OrderLine")
        XCTAssertEqual(Naming.pascalCase("Order Details"), "OrderDetails")
        XCTAssertEqual(Naming.pascalCase("ArtistId"), "ArtistId")
        XCTAssertEqual(Naming.pascalCase("2024-backup"), "2024Backup")
        XCTAssertEqual(Naming.pascalCase("--"), "")
    }

    func testCamelCaseLowersTheFirstLetterOrAWholeNameOfCapitals() {
        XCTAssertEqual(Naming.camelCase("first_name"), "firstName")
        XCTAssertEqual(Naming.camelCase("ArtistId"), "artistId")
        XCTAssertEqual(Naming.camelCase("ID"), "id")
        XCTAssertEqual(Naming.camelCase("SID_2"), "sid2")
        XCTAssertEqual(Naming.camelCase("URLString"), "uRLString")
    }

    func testFirstLettersChangeCaseAndTheRestStays() {
        XCTAssertEqual(Naming.uppercasingFirst("person"), "Person")
        XCTAssertEqual(Naming.lowercasingFirst("OrderLine"), "orderLine")
        XCTAssertEqual(Naming.lowercasingFirst(""), "")
    }
}
