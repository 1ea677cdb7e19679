import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// What a hand-written model's slips are told: the name meant, once, at the slip.
final class TypoHintTests: XCTestCase {
    /// Every diagnostic of `text` saved as `1.yaml`, with the folder left out.
    private func diagnostics(_ text: String) throws -> [String] {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent("1.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return ModelLoader.inspect(path).diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    func testTwoLettersSwappedAreOneEdit() {
        XCTAssertEqual(Suggestion.editDistance("tpye", "type"), 1)
        XCTAssertEqual(Suggestion.editDistance("ab", "ba"), 1)
        XCTAssertEqual(Suggestion.editDistance("abc", "ca"), 3, "a swap counts only between letters left untouched otherwise")
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.didYouMean("tpye", among: ["type", "doc"]), "did you mean `type`?")
    }

    /// `integer`, `boolean`, `Date`: the other names of a type suggest modelc's, and an
    /// attribute whose type could not be read is not called unknown again by the
    /// `unique` and `indexes` that name it.
    func testAnotherLanguagesTypeNameSuggestsModelcsAndIsReportedOnce() throws {
        XCTAssertEqual(try diagnostics("""
            model: Tiles
            version: 1
            entities:
              Tile:
                attributes:
                  id: int
                  zoom: { type: integer, optional: true }
                  row: boolean?
                  at: Date
                  column: { tpye: int }
                unique:
                  - [zoom, row, column]
                indexes:
                  - [at]
            """), [
            "1.yaml:7:21: error: unknown type `integer` (did you mean `int`?)",
            "1.yaml:8:12: error: unknown type `boolean` (did you mean `bool?`?)",
            "1.yaml:9:11: error: unknown type `Date` (did you mean `date`?)",
            "1.yaml:10:7: error: attribute `column` has no `type` (add `type:`, one of string, int, int16, int32, double, float, bool, decimal, date, uuid, data, url, json)",
            "1.yaml:10:17: error: unknown key `tpye` in attribute `column` (did you mean `type`?)",
        ])
    }

    /// An index or key still naming an attribute's old name after a rename is told the
    /// new name, where the closest name by spelling may be another attribute.
    func testAnIndexNamingARenamedAttributeIsToldItsNewName() throws {
        let found = try diagnostics("""
            model: Tiles
            version: 1
            entities:
              Tile:
                attributes:
                  id: int
                  fileType: string
                  mimeKind: { type: string, renamedFrom: mimeType }
                indexes:
                  - [mimeType]
            """)
        XCTAssertEqual(found, [
            "1.yaml:10:9: error: `indexes` of `Tile` names unknown attribute `mimeType` (`mimeType` was renamed to `mimeKind` (its `renamedFrom:`): name `mimeKind` here)",
        ])
    }
}
