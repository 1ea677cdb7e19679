import ModelKit
import Yams
import XCTest

/// `ModelYAMLWriter` is how tools write model files: its layout is modelc's own, and
/// whatever it writes reads back through `ModelLoader` as what was meant.
final class ModelYAMLWriterTests: XCTestCase {
    func testADocumentIsWrittenInModelcsLayout() {
        var yaml = ModelYAMLWriter()
        yaml.comment("Written by a test;\n  its second line joins the first.")
        yaml.field("model", .string("Library"))
        yaml.field("version", .int(1))
        yaml.open("entities")
        yaml.open("Person", indent: 2)
        yaml.field("table", .string("people"), indent: 4)
        yaml.sql("check", "length(\"name\") > 0", indent: 4)
        yaml.open("attributes", indent: 4)
        yaml.field("id", .mapping([("type", .type(.uuid)), ("primaryKey", .bool(true))]), indent: 6)
        yaml.field("nickname", .type(.string, optional: true), indent: 6)
        yaml.field("status", .mapping([
            ("type", .type(.string)), ("values", .list([.string("active"), .string("on"), .string("on hold")])),
            ("default", .literal(.string("active"))),
        ]), indent: 6)
        yaml.field("score", .mapping([("type", .type(.double)), ("default", .literal(.double(1.5))), ("min", .literal(.int(-2)))]), indent: 6)
        yaml.field("settings", .mapping([("type", .type(.json)), ("check", .list([.quoted("a > 0"), .quoted("b > 0")]))]), indent: 6)
        yaml.open("indexes", indent: 4)
        yaml.item(.list([.string("nickname")]), indent: 6)
        yaml.item(.mapping([("name", .string("ix people")), ("columns", .list([.string("status")])), ("where", .quoted("status = 'active'"))]), indent: 6)
        yaml.open("views")
        yaml.sql("adults", "SELECT *\nFROM people\n\nWHERE age >= 18\n", indent: 2)
        yaml.sql("names", "SELECT name FROM people", indent: 2)
        yaml.field("unmanaged", .list([]))

        XCTAssertEqual(yaml.text, #"""
            # Written by a test; its second line joins the first.
            model: Library
            version: 1
            entities:
              Person:
                table: people
                check: |-
                  length("name") > 0
                attributes:
                  id: { type: uuid, primaryKey: true }
                  nickname: string?
                  status: { type: string, values: [active, "on", "on hold"], default: "active" }
                  score: { type: double, default: 1.5, min: -2 }
                  settings: { type: json, check: ["a > 0", "b > 0"] }
                indexes:
                  - [nickname]
                  - { name: "ix people", columns: [status], where: "status = 'active'" }
            views:
              adults: |-
                SELECT *
                FROM people

                WHERE age >= 18
              names: "SELECT name FROM people"
            unmanaged: []

            """#)
    }

    func testANameIsPlainOnlyWhenEveryReaderTakesItBackAsText() {
        let plain = ["Person", "first_name", "_private", "Entity00042", "yEs", "nil", "string"]
        XCTAssertEqual(plain.map { ModelYAMLWriter.spelled(.string($0)) }, plain)
        let quoted = [
            "true", "False", "NULL", "null", "~", "yes", "No", "on", "OFF", "y", "N", "", "1st", "12",
            "order line", "naïve", "NVARCHAR(160)", "a:b", "-x", "#x", "x#", "a,b", "[x]",
        ]
        XCTAssertEqual(quoted.map { ModelYAMLWriter.spelled(.string($0)) }, [
            #""true""#, #""False""#, #""NULL""#, #""null""#, #""~""#, #""yes""#, #""No""#, #""on""#, #""OFF""#,
            #""y""#, #""N""#, #""""#, #""1st""#, #""12""#, #""order line""#, #""naïve""#, #""NVARCHAR(160)""#,
            #""a:b""#, #""-x""#, ##""#x""##, ##""x#""##, #""a,b""#, #""[x]""#,
        ])
    }

    func testPlainWordsAreThoseYamsDefaultResolverReadsAsText() {
        // Every casing of every bool and null word, and words around them.
        var words: Set<String> = ["nul", "nulls", "yess", "onn", "offf", "truth", "_true", "true_", "Off1", "E12", "id"]
        for word in ["yes", "no", "true", "false", "on", "off", "null"] {
            let letters = Array(word)
            for mask in 0..<(1 << letters.count) {
                words.insert(String(letters.enumerated().map { mask & (1 << $0.offset) == 0 ? $0.element : Character($0.element.uppercased()) }))
            }
        }
        for word in words.sorted() {
            let resolver = Resolver.default.resolveTag(of: Node(word)) == .str && !["y", "Y", "n", "N"].contains(word)
            XCTAssertEqual(ModelYAMLWriter.isPlain(word), resolver, word)
        }
    }

    func testQuotedTextEscapesWhatYAMLCannotHoldAsWritten() {
        XCTAssertEqual(ModelYAMLWriter.spelled(.quoted("it's \"quoted\" \\ here")), #""it's \"quoted\" \\ here""#)
        XCTAssertEqual(ModelYAMLWriter.spelled(.quoted("a\nb\tc")), #""a\nb\tc""#)
        XCTAssertEqual(ModelYAMLWriter.spelled(.quoted("naïve 日本 /")), #""naïve 日本 /""#)
        XCTAssertEqual(ModelYAMLWriter.spelled(.quoted("\u{7F}\u{FEFF}")), #""\x7F\uFEFF""#, "DEL and a byte-order mark are escaped")
    }

    func testSQLIsALiteralBlockUnlessItIsOneLineWithoutQuotesOrCannotBeOne() {
        func written(_ sql: String) -> [String] {
            var yaml = ModelYAMLWriter()
            yaml.sql("sql", sql, indent: 0)
            return yaml.lines
        }
        XCTAssertEqual(written("SELECT 1"), [#"sql: "SELECT 1""#])
        XCTAssertEqual(written(#"SELECT "a" FROM t"#), ["sql: |-", #"  SELECT "a" FROM t"#])
        XCTAssertEqual(written("SELECT 1\nFROM t   \n\n"), ["sql: |-", "  SELECT 1", "  FROM t"], "white space at the end is dropped")
        XCTAssertEqual(written(" SELECT 1\nFROM t"), [#"sql: " SELECT 1\nFROM t""#], "a leading space would read as indentation")
        XCTAssertEqual(written("SELECT 1\r\nFROM t"), [#"sql: "SELECT 1\r\nFROM t""#], "a carriage return cannot stand in a block")

        var items = ModelYAMLWriter()
        items.open("check")
        items.sqlItem("a > 0", indent: 2)
        items.sqlItem("b IN (1,\n2)", indent: 2)
        XCTAssertEqual(items.lines, ["check:", #"  - "a > 0""#, "  - |-", "    b IN (1,", "    2)"])
    }

    /// Whatever text the writer is given, the loader reads back the same text.
    func testEveryStringReadsBackThroughTheLoader() throws {
        let texts = [
            "plain", "true", "y", "~", "", "1st", "0x1F", "1e5", "2024-01-01", "a: b", "- x", "#x", "x #y", "{a}", "[a]",
            "it's \"quoted\"", "back\\slash", "line\nbreak", "tab\there", " leading", "trailing ", "naïve 日本", "👍",
            "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "a\u{FEFF}b", "%x", "@x", "`x", "|", ">", "*x", "&x", "!x", "?", ":",
        ]
        var yaml = ModelYAMLWriter()
        yaml.field("model", .string("Texts"))
        yaml.field("version", .int(1))
        yaml.open("entities")
        yaml.open("Text", indent: 2)
        yaml.open("attributes", indent: 4)
        yaml.field("id", .type(.int), indent: 6)
        for (number, text) in texts.enumerated() {
            yaml.field("text\(number)", .mapping([
                ("type", .type(.string)), ("column", .string(text)), ("default", .literal(.string(text))), ("values", .list([.string(text)])),
            ]), indent: 6)
        }
        yaml.open("views")
        for (number, text) in texts.enumerated() { yaml.sql("view\(number)", "SELECT '\(text)'", indent: 2) }

        let result = ModelLoader.inspect(text: yaml.text)
        let model = try XCTUnwrap(result.versions?.current, result.diagnostics.map(\.description).joined(separator: "\n"))
        let entity = try XCTUnwrap(model.entity(named: "Text"))
        for (number, text) in texts.enumerated() {
            let attribute = try XCTUnwrap(entity.attribute(named: "text\(number)"), yaml.text)
            XCTAssertEqual(attribute.column, text)
            XCTAssertEqual(attribute.defaultValue, .string(text))
            XCTAssertEqual(attribute.values, [text])
            XCTAssertEqual(model.views.first { $0.name == "view\(number)" }?.sql, "SELECT '\(text)'")
        }
    }
}
