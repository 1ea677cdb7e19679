import ModelDiagram
import ModelKit
import ModelcTestSupport
import XCTest

/// `modelc diagram`: each relationship pair drawn once with the cardinalities the model
/// states, keys marked, views drawn with what they read; the same text every time.
final class DiagramTests: XCTestCase {
    private func library() throws -> Model {
        try ModelLoader.load(reference: Repository.root.appendingPathComponent("models/Library").path)
    }

    func testMermaidDrawsEachRelationshipPairOnceWithCardinalitiesFromTheModel() throws {
        let lines = Diagram.render(try library(), as: .mermaid).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "erDiagram")
        XCTAssertEqual(lines.filter { $0.contains("--") }, [
            "    Person ||--o{ Dog : \"dogs / owner\"",
            "    Person |o--o{ Book : \"loans / borrower\"",
            "    Person ||--o| User : \"account / person\"",
            "    Book }o--o{ Tag : \"tags / books\"",
        ])
        let dog = try XCTUnwrap(lines.firstIndex(of: "    Dog {"))
        XCTAssertEqual(lines[dog...].prefix(6), [
            "    Dog {",
            "        int id PK",
            "        string name",
            "        string_optional breed",
            "        uuid owner_id FK",
            "    }",
        ], "the foreign key is drawn on the side that stores it, with the type of the key it points to")
    }

    func testDotIsDeterministicAndEscapesRecordLabels() throws {
        var model = Model(name: "Odd \"Name\"", version: 1)
        model.entities = [Entity(name: "A", attributes: [
            Attribute(name: "id", type: .int, isPrimaryKey: true),
            Attribute(name: "x|y", type: .string),
        ])]
        let dot = Diagram.render(model, as: .dot)
        XCTAssertEqual(dot, Diagram.render(model, as: .dot))
        XCTAssertEqual(dot, #"""
            digraph "Odd \"Name\"" {
                rankdir=LR;
                node [shape=record, fontname="Helvetica"];
                edge [dir=both, fontname="Helvetica", fontsize=10];
                "A" [label="{A|id: int (PK)\lx\|y: string\l}"];
            }

            """#)
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

    /// Views are nodes with a dashed edge to each entity and view they read: `recent`
    /// reads the view `published_posts`, not the table. A composite key's members are
    /// marked as key, the foreign key `post_id` as both key and foreign key.
    func testMermaidDrawsViewsWithWhatTheyReadAndCompositeKeyMembers() throws {
        XCTAssertEqual(Diagram.render(try blog(), as: .mermaid), """
            erDiagram
                Post {
                    int id PK
                    string title
                    bool published
                }
                Tag {
                    string label PK
                    int post_id PK, FK
                }
                Post ||--o{ Tag : "tags / post"
                view_published_posts {
                    view published_posts
                }
                view_recent {
                    view recent
                }
                view_published_posts }o..o{ Post : "reads"
                view_recent }o..o{ view_published_posts : "reads"

            """)
    }

    func testDotDrawsViewsAsNotesWithDashedEdgesToWhatTheyRead() throws {
        XCTAssertEqual(Diagram.render(try blog(), as: .dot), #"""
            digraph "Blog" {
                rankdir=LR;
                node [shape=record, fontname="Helvetica"];
                edge [dir=both, fontname="Helvetica", fontsize=10];
                "Post" [label="{Post|id: int (PK)\ltitle: string\lpublished: bool\l}"];
                "Tag" [label="{Tag|label: string (PK)\lpost_id → Post (PK)\l}"];
                "Post" -> "Tag" [arrowhead=crow, arrowtail=teetee, label="tags / post"];
                "view published_posts" [shape=note, label="published_posts (view)"];
                "view recent" [shape=note, label="recent (view)"];
                "view published_posts" -> "Post" [dir=forward, style=dashed, label="reads"];
                "view recent" -> "view published_posts" [dir=forward, style=dashed, label="reads"];
            }

            """#)
    }

    /// The data form marks the same keys: a foreign key that is a member of the
    /// composite key is `PK` and `FK`, one that is not is `FK` only.
    func testJSONMarksAForeignKeyInTheCompositeKeyAsBothKeys() throws {
        func fields(_ model: Model, _ entity: String) -> [String] {
            let node = Diagram.graph(of: model).nodes.first { $0.name == entity }
            return (node?.fields ?? []).map { field in
                "\(field.name): \(field.type)\(field.optional ? "?" : "") \(field.keys) → \(field.references ?? "-")"
            }
        }
        XCTAssertEqual(fields(try blog(), "Tag"), [
            "label: string [\"PK\"] → -",
            "post_id: int [\"PK\", \"FK\"] → Post",
        ])
        XCTAssertEqual(fields(try library(), "Dog"), [
            "id: int [\"PK\"] → -",
            "name: string [] → -",
            "breed: string? [] → -",
            "owner_id: uuid [\"FK\"] → Person",
        ])
    }
}
