import Foundation
import ModelKit
import XCTest

/// A decimal default is checked by a byte scan first and by the regular expression only
/// when the scan says no, so both must accept exactly the same literals.
final class DecimalDefaultTests: XCTestCase {
    private static let expression = #"^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$"#

    private func isAccepted(_ literal: String) -> Bool {
        let model = Model(name: "M", version: 1, entities: [
            Entity(name: "Account", attributes: [
                Attribute(name: "id", type: .int, isPrimaryKey: true),
                Attribute(name: "balance", type: .decimal, defaultValue: .string(literal)),
            ]),
        ])
        return !validate(model).contains { $0.message.hasSuffix("is not a decimal number") }
    }

    func testScanAgreesWithTheRegularExpression() {
        let literals = [
            "0", "0.00", "12.50", "-12", "+3.", ".5", "1e-3", "1E+10", "-.25e7", "007",
            "", ".", "+", "-", "e5", "1e", "1e+", "1.2.3", "12,50", " 1", "1 ", "1\n", "1\r\n",
            "١٢", "1.5x", "--1", "+-1", "1ee2", "0x10", "∞", "1.e5", ".e5",
        ]
        for literal in literals {
            let expected = literal.range(of: Self.expression, options: .regularExpression) != nil
            XCTAssertEqual(isAccepted(literal), expected, "literal \(literal.debugDescription)")
        }
    }
}
