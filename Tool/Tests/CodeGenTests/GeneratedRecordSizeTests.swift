import Foundation
import ModelcTestSupport
import XCTest

/// The size of the committed generated records (`Tests/ModelRuntimeTests/Generated`), per
/// entity: lines per stored field and fixed lines, so that moving work from the generated
/// files into ModelRuntime shows as a number and growing them back fails a test.
///
/// Issue #12's target is ≤ 8 generated lines per field and ≤ 40 fixed lines per entity,
/// that is `lines ≤ 8 × fields + 40` for every entity. The exact sizes are pinned too, so a
/// change to the generator shows its cost here.
final class GeneratedRecordSizeTests: XCTestCase {
    static let generated = Repository.tool.appendingPathComponent("Tests/ModelRuntimeTests/Generated")

    /// An entity file's line count and its stored fields (the entries of its field table).
    struct Size: Equatable {
        var lines: Int
        var fields: Int
        /// The lines beyond 8 per field: the target allows 40.
        var fixed: Int { lines - 8 * fields }
    }

    func size(of entity: String) throws -> Size {
        let source = try String(contentsOf: Self.generated.appendingPathComponent("\(entity).swift"), encoding: .utf8)
        // A generated file ends with a newline: the lines are what precedes each one.
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let start = lines.firstIndex(where: { $0.contains("static let fieldTable = FieldTable<") }),
              let end = lines[start...].firstIndex(where: { $0.hasPrefix("    ]") })
        else {
            XCTFail("\(entity).swift has no field table")
            return Size(lines: lines.count, fields: 0)
        }
        return Size(lines: lines.count, fields: end - start - 1)
    }

    func testEveryEntityIsWithinEightLinesPerFieldAndFortyFixedLines() throws {
        // (entity, stored fields, lines) — before issue #12: Product 903 lines, Shelf 239,
        // Plate 270, Label 196; after its first step 550, 197, 216, 169.
        let expected: [(String, Int, Int)] = [
            ("Product", 18, 178),
            ("Shelf", 2, 56),
            ("Plate", 3, 61),
            ("Label", 1, 39),
        ]
        for (entity, fields, lines) in expected {
            let size = try size(of: entity)
            XCTAssertEqual(size, Size(lines: lines, fields: fields), entity)
            XCTAssertLessThanOrEqual(size.fixed, 40, "\(entity): \(size.lines) lines for \(size.fields) fields")
        }
    }

    /// docs/codegen.md shows the committed `Shelf.swift` (without its header and imports)
    /// as the example of a generated record: it must stay the real thing.
    func testTheDocumentedRecordIsTheGeneratedOne() throws {
        let docs = try String(contentsOf: Repository.root.appendingPathComponent("docs/codegen.md"), encoding: .utf8)
        let section = try XCTUnwrap(docs.components(separatedBy: "## What a generated record looks like").dropFirst().first)
        let example = try XCTUnwrap(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let shelf = try String(contentsOf: Self.generated.appendingPathComponent("Shelf.swift"), encoding: .utf8)
        let body = shelf.components(separatedBy: "import ModelRuntime\n\n").dropFirst().joined()
        XCTAssertEqual(example, body)
    }
}
