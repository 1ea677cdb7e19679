import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest
import Yams

/// `docs/model-language.md` and `docs/model.schema.json` describe the language the
/// loader reads; these tests keep the three in step.
final class DocumentationTests: ModelcTestCase {
    static let root = Repository.root
    static let guide = root.appendingPathComponent("docs/model-language.md")
    static let schemaFile = root.appendingPathComponent("docs/model.schema.json")

    /// The ```yaml blocks preceded by `<!-- model -->`: the guide's complete models.
    private func completeModels() throws -> [String] {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let marker = "<!-- model -->\n```yaml\n"
        return text.components(separatedBy: marker).dropFirst().compactMap { chunk in
            chunk.components(separatedBy: "\n```").first.map { $0 + "\n" }
        }
    }

    private func schema() throws -> JSONSchemaSubset {
        try JSONSchemaSubset(contentsOf: Self.schemaFile)
    }

    private func propertyNames(_ schema: [String: Any]) -> Set<String> {
        Set((schema["properties"] as? [String: Any] ?? [:]).keys)
    }

    func testEveryCompleteModelInTheGuideLoadsAndValidatesCleanly() throws {
        let models = try completeModels()
        XCTAssertGreaterThanOrEqual(models.count, 4)
        let directory = try makeTemporaryDirectory(self)
        for (index, text) in models.enumerated() {
            let file = directory.appendingPathComponent("example-\(index + 1).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            // As `modelc validate` checks it: the SQL of views, triggers and checks too.
            let result = ModelCheck.inspect(file.path)
            XCTAssertEqual(result.diagnostics.map(\.description), [], "example \(index + 1):\n\(text)")
            XCTAssertNotNil(result.versions?.current, "example \(index + 1)")
        }
    }

    func testSomeCompleteModelInTheGuideHasViewsTriggersAndUnmanagedObjects() throws {
        let directory = try makeTemporaryDirectory(self)
        var found = false
        for (index, text) in try completeModels().enumerated() {
            let file = directory.appendingPathComponent("example-\(index + 1).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            guard let model = ModelCheck.inspect(file.path).versions?.current else { continue }
            let usesStorageOptions = model.entities.contains { !$0.isStrict || $0.hasCompositeKey || $0.isWithoutRowID }
            if !model.views.isEmpty, !model.triggers.isEmpty, !model.unmanaged.isEmpty, usesStorageOptions { found = true }
        }
        XCTAssertTrue(found, "no complete example shows views, triggers, unmanaged and storage options together")
    }

    func testGuideShowsTheEditorSchemaLine() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let lines = text.components(separatedBy: "\n").filter { $0.hasPrefix("# yaml-language-server:") }
        XCTAssertEqual(lines, ["# yaml-language-server: $schema=../../docs/model.schema.json"])
    }

    func testSchemaListsExactlyTheKeysTheLoaderAccepts() throws {
        let schema = try schema()
        XCTAssertEqual(propertyNames(schema.root), ModelLoader.modelKeys)
        XCTAssertEqual(propertyNames(schema.definition("entity")), ModelLoader.entityKeys)
        XCTAssertEqual(propertyNames(schema.definition("attributeOptions")), ModelLoader.attributeKeys)
        XCTAssertEqual(propertyNames(schema.definition("relationship")), ModelLoader.relationshipKeys)
    }

    func testSchemaNamesEveryTypeDeleteRuleAndJSONKeyStyle() throws {
        let schema = try schema()
        let typePattern = try XCTUnwrap(schema.definition("typeName")["pattern"] as? String)
        for type in AttributeType.allCases {
            XCTAssertNotNil(type.rawValue.range(of: typePattern, options: .regularExpression), type.rawValue)
            XCTAssertNotNil((type.rawValue + "?").range(of: typePattern, options: .regularExpression), type.rawValue)
        }
        XCTAssertNil("strng".range(of: typePattern, options: .regularExpression))
        let relationship = schema.definition("relationship")["properties"] as? [String: Any]
        let rules = (relationship?["deleteRule"] as? [String: Any])?["enum"] as? [String]
        XCTAssertEqual(rules.map(Set.init), Set(DeleteRule.allCases.map(\.rawValue)))
        let top = schema.root["properties"] as? [String: Any]
        let styles = (top?["jsonKeys"] as? [String: Any])?["enum"] as? [String] ?? []
        XCTAssertEqual(styles.count, 2)
        for style in styles {
            XCTAssertNotNil(JSONKeyStyle(rawValue: style), style)
        }
    }

    func testEveryBundledModelAndGuideExampleConformsToTheSchema() throws {
        let schema = try schema()
        let models = Self.root.appendingPathComponent("models")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: models.path) where !name.hasPrefix(".") {
            let folder = models.appendingPathComponent(name)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".yaml") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                XCTAssertEqual(schema.errors(of: try Yams.load(yaml: text)), [], "models/\(name)/\(file)")
                checked += 1
            }
        }
        for text in try completeModels() {
            XCTAssertEqual(schema.errors(of: try Yams.load(yaml: text)), [], text)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 7)
    }

    func testSchemaRejectsStructuralMistakesAsTheLoaderDoes() throws {
        let schema = try schema()
        let expectations = [
            "unknown-key-did-you-mean.yaml": ["$.entities.Person.relationships.dogs.deleteRul: `deleteRul` is not allowed"],
            "unknown-type.yaml": ["$.entities.Customer.attributes.name: matches 0 of the `oneOf` alternatives, not exactly one"],
            "unknown-delete-rule.yaml": [#"$.entities.Person.relationships.dogs.deleteRule: `cascad` is not one of ["nullify", "cascade", "deny", "noAction"]"#],
            "unknown-json-keys-style.yaml": [#"$.jsonKeys: `kebab-case` is not one of ["asWritten", "snake_case"]"#],
            "relationship-without-to.yaml": ["$.entities.Dog.relationships.owner: missing required `to`"],
            "wrong-value-kind.yaml": ["$.entities.Customer.attributes.email: matches 0 of the `oneOf` alternatives, not exactly one"],
            "empty-unique-list.yaml": ["$.entities.Person.unique[0]: matches 0 of the `oneOf` alternatives, not exactly one"],
            "empty-attribute-name.yaml": [
                "$.entities.Customer.attributes.: shorter than 1",
                #"$.entities.Customer.attributes.: `` does not match ^[^\u0000-\u001F\u007F-\u009F]+$"#,
            ],
            "control-character-in-name.yaml": [#"$.entities.Customer.attributes.full\#tname: `full\#tname` does not match ^[^\u0000-\u001F\u007F-\u009F]+$"#],
        ]
        for (fixture, expected) in expectations.sorted(by: { $0.key < $1.key }) {
            let url = InvalidModelTests.fixtures.appendingPathComponent(fixture)
            let errors = schema.errors(of: try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)))
            XCTAssertEqual(errors, expected, fixture)
        }
    }
}
