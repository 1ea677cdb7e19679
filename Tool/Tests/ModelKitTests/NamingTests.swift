import ModelKit
import XCTest

/// `Naming.snakeCase` derives every default table and column name, so its rule must not
/// change with the path taken: ASCII names are worked on bytes, others on characters.
final class NamingTests: XCTestCase {
    func testSnakeCaseSplitsWordsAtCapitals() {
        XCTAssertEqual(Naming.snakeCase("OrderLine"), "order_line")
        XCTAssertEqual(Naming.snakeCase("firstName"), "first_name")
        XCTAssertEqual(Naming.snakeCase("productID"), "product_id")
        XCTAssertEqual(Naming.snakeCase("URLString"), "url_string")
        XCTAssertEqual(Naming.snakeCase("x2Y"), "x2_y")
        XCTAssertEqual(Naming.snakeCase("ABC"), "abc")
        XCTAssertEqual(Naming.snakeCase("Entity00042"), "entity00042")
    }

    func testSnakeCaseKeepsNamesThatAreAlreadySnakeCase() {
        XCTAssertEqual(Naming.snakeCase("created_at"), "created_at")
        XCTAssertEqual(Naming.snakeCase("title"), "title")
        XCTAssertEqual(Naming.snakeCase(""), "")
    }

    func testSnakeCaseTurnsSpacesAndDashesIntoOneUnderscore() {
        XCTAssertEqual(Naming.snakeCase("first name"), "first_name")
        XCTAssertEqual(Naming.snakeCase("a--b"), "a_b")
        XCTAssertEqual(Naming.snakeCase("First Name"), "first_name")
        XCTAssertEqual(Naming.snakeCase("_Leading"), "_leading")
    }

    func testSnakeCaseOfNonASCIINamesFollowsTheSameRule() {
        XCTAssertEqual(Naming.snakeCase("ÄrgerGrund"), "ärger_grund")
        XCTAssertEqual(Naming.snakeCase("prixÉtiquette"), "prix_étiquette")
        XCTAssertEqual(Naming.snakeCase("a.B"), "a.b")
    }
}
