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

    private func blog() throws -> Model {
        let result = ModelLoader.inspect(text: """
            model: Blog
            version: 1
            entities:
              Post:
                attributes: { id: int, title: string, published: bool }
                relationships: { tags: { to: Tag, toMany: true, inverse: post, deleteRule: cascade } }
              Tag:
                primaryKey: [post, label]
                attributes: { label: string }
                relationships: { post: { to: Post, inverse: tags } }
            views:
              published_posts: SELECT id, title FROM post WHERE published = 1
              recent: SELECT * FROM "published_posts" ORDER BY id DESC
            """)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        return try XCTUnwrap(result.versions?.current)
    }

    func testViewsAreNodesWithADashedEdgeToWhatTheyRead() throws {
        let model = try blog()
        let mermaid = Diagram.render(model, as: .mermaid)
        XCTAssertTrue(mermaid.contains("    view_published_posts {\n        view published_posts\n    }\n"), mermaid)
        XCTAssertTrue(mermaid.contains("    view_published_posts }o..o{ Post : \"reads\"\n"), mermaid)
        XCTAssertTrue(mermaid.contains("    view_recent }o..o{ view_published_posts : \"reads\"\n"), mermaid)
        XCTAssertFalse(mermaid.contains("view_recent }o..o{ Post"), "recent reads the view, not the table")
        let dot = Diagram.render(model, as: .dot)
        XCTAssertTrue(dot.contains("\"view recent\" -> \"view published_posts\" [dir=forward, style=dashed, label=\"reads\"];"), dot)
        XCTAssertTrue(dot.contains("\"view published_posts\" [shape=note, label=\"published_posts (view)\"];"), dot)
    }

    func testCompositeKeyMembersAreMarkedAsKey() throws {
        let mermaid = Diagram.render(try blog(), as: .mermaid)
        XCTAssertTrue(mermaid.contains("        string label PK\n"), mermaid)
    }
}
