import CodeGen
import ModelKit
import XCTest

final class DiagramTests: XCTestCase {
    private func library() throws -> Model {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try ModelLoader.load(reference: root.appendingPathComponent("models/Library").path)
    }

    func testMermaidDrawsEachRelationshipPairOnceWithCardinalitiesFromTheModel() throws {
        let text = Diagram.render(try library(), as: .mermaid)
        let edges = text.split(separator: "\n").filter { $0.contains("--") }
        XCTAssertEqual(edges, [
            "    Person ||--o{ Dog : \"dogs / owner\"",
            "    Person |o--o{ Book : \"loans / borrower\"",
            "    Person ||--o| User : \"account / person\"",
            "    Book }o--o{ Tag : \"tags / books\"",
        ])
        XCTAssertTrue(text.hasPrefix("erDiagram\n"))
        XCTAssertTrue(text.contains("        uuid id PK\n"))
        XCTAssertTrue(text.contains("        uuid owner_id FK\n"), "the foreign key is drawn on the side that stores it")
    }

    func testDotIsDeterministicAndEscapesRecordLabels() throws {
        var model = Model(name: "Odd \"Name\"", version: 1)
        model.entities = [Entity(name: "A", attributes: [
            Attribute(name: "id", type: .int, isPrimaryKey: true),
            Attribute(name: "x|y", type: .string),
        ])]
        let first = Diagram.render(model, as: .dot)
        XCTAssertEqual(first, Diagram.render(model, as: .dot))
        XCTAssertTrue(first.hasPrefix("digraph \"Odd \\\"Name\\\"\" {"), first)
        XCTAssertTrue(first.contains("x\\|y: string"), first)
        XCTAssertTrue(first.contains("id: int (PK)"), first)
    }
}
