import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// The model reader builds its tree from libyaml's events (`YAMLEventReader`) instead of
/// Yams' composed nodes. These specify, with whole diagnostics, what the composer used to
/// decide and the reader now decides itself: which keys are the same key, where a
/// second document or an alias is refused, and that a byte order mark and CR/CRLF line
/// ends read as before. Every expected text is what the Yams-based reader reported.
final class YAMLEventReaderTests: XCTestCase {
    private static let header = "model: Edge\nversion: 1\n"

    /// Every diagnostic of `text` saved as `1.yaml` (or `file`) and loaded as
    /// `modelc validate` loads it, with the folder left out of each location.
    private func diagnostics(_ text: String, file: String = "1.yaml") throws -> [String] {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent(file).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return ModelLoader.inspect(path).diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    private func attributes(_ lines: String) -> String {
        Self.header + "entities:\n  A:\n    attributes:\n      id: int\n" + lines
    }

    // MARK: - Empty values

    /// A key left empty once its last item is deleted reads as empty, as an empty
    /// `unmanaged:` does (`relationships:` was "must be a mapping, got a scalar"); a
    /// quoted empty string is still a string, which no mapping is.
    func testAMappingKeyLeftEmptyIsAnEmptyMapping() throws {
        XCTAssertEqual(try diagnostics(Self.header + "entities:\n  A:\n    attributes:\n      id: int\n    relationships:\nviews:\n"), [])
        XCTAssertEqual(try diagnostics(Self.header + "entities:\n  A:\n    attributes:\n      id: int\n    relationships: ~\n"), [])
        XCTAssertEqual(try diagnostics(Self.header + "entities:\n  A:\n    attributes:\n      id: int\n    relationships: \"\"\n"),
                       ["1.yaml:7:20: error: `relationships` must be a mapping, got a scalar"])
    }

    // MARK: - Repeated keys

    func testAKeyRepeatedInOneMappingIsReportedAtTheRepetition() throws {
        XCTAssertEqual(try diagnostics(attributes("      x: string\n      x: int\n")), [
            "1.yaml:8:7: error: duplicate key `x` (it is already defined at line 7; remove or rename one)",
        ])
    }

    func testQuotingDoesNotMakeADifferentKey() throws {
        XCTAssertEqual(try diagnostics(attributes("      x: string\n      \"x\": int\n")), [
            "1.yaml:8:7: error: duplicate key `x` (it is already defined at line 7; remove or rename one)",
        ])
    }

    func testTheStrTagSpelledOutIsTheDefaultTag() throws {
        XCTAssertEqual(try diagnostics(attributes("      x: string\n      !!str x: int\n")), [
            "1.yaml:8:13: error: duplicate key `x` (it is already defined at line 7; remove or rename one)",
        ])
    }

    func testKeysWithTheSameTextButDifferentTagsAreTwoYAMLKeysWithOneName() throws {
        // YAML tells `1` and `!!int 1` apart, so the file reads; the model then has
        // two attributes named `1`.
        XCTAssertEqual(try diagnostics(attributes("      1: string\n      !!int 1: int\n")), [
            "1.yaml:7:7: error: an attribute name must be a string, got 1 (quote it if you mean the text \"1\")",
            "1.yaml:8:7: error: duplicate key `1` (it is already defined at line 7; remove or rename one)",
        ])
        XCTAssertEqual(try diagnostics(attributes("      !foo x: string\n      x: int\n")), [
            "1.yaml:8:7: error: duplicate key `x` (it is already defined at line 7; remove or rename one)",
        ])
    }

    func testRepeatedKeysAreListedInTextOrderFromTheFirstOfThem() throws {
        // The text is searched from the first repeated key in sorted order (`a`, line
        // 8), so `b` is pinned to the mapping's first repeated key: as before.
        XCTAssertEqual(try diagnostics(attributes("      b: string\n      a: int\n      b: int\n      a: string\n")), [
            "1.yaml:8:7: error: duplicate key `b` (it is already defined at line 9; remove or rename one)",
            "1.yaml:10:7: error: duplicate key `a` (it is already defined at line 8; remove or rename one)",
        ])
    }

    func testRepeatedListKeysAreTheSameKeyAndHaveNoName() throws {
        XCTAssertEqual(try diagnostics(attributes("      ? [a, b]\n      : int\n      ? [a, b]\n      : string\n")), [
            "1.yaml:7:9: error: duplicate key `<uncovertable>` (remove or rename one)",
        ])
        XCTAssertEqual(try diagnostics(attributes("      ? [a, b]\n      : int\n      ? [a, c]\n      : string\n")), [
            "1.yaml:7:9: error: an attribute name must be a string, got a list",
            "1.yaml:9:9: error: duplicate key `` (it is already defined at line 7; remove or rename one)",
        ])
    }

    func testARepeatedKeyInAFlowMappingIsFoundOnItsLine() throws {
        XCTAssertEqual(try diagnostics(Self.header + "entities: {A: {attributes: {id: int, id: string}}}\n"), [
            "1.yaml:3:38: error: duplicate key `id` (it is already defined at line 3; remove or rename one)",
        ])
    }

    func testTheInnermostMappingIsCheckedFirstAndReadingStopsThere() throws {
        // The unclosed list after it is never reached.
        XCTAssertEqual(try diagnostics(attributes("      id: int\n  B: [\n")), [
            "1.yaml:7:7: error: duplicate key `id` (it is already defined at line 6; remove or rename one)",
        ])
    }

    func testAMappingOfManyKeysWithRepeatsIsCheckedAsAWhole() throws {
        // `a5` is searched for from the first occurrence of `a17` (line 24), which sorts
        // first, so only its repetition is found: as before.
        let many = (0..<30).map { "      a\($0): int\n" }.joined() + "      a5: string\n      a17: int\n"
        XCTAssertEqual(try diagnostics(attributes(many)), [
            "1.yaml:24:7: error: duplicate key `a5` (it is already defined at line 37; remove or rename one)",
            "1.yaml:38:7: error: duplicate key `a17` (it is already defined at line 24; remove or rename one)",
        ])
    }

    func testARepeatedKeyInACRLFFileIsReportedAtTheMappingsFirstRepeat() throws {
        // The text search for the repeated key splits lines at LF only, so in a CRLF
        // file it finds nothing and the diagnostic stays where YAML found the repeat.
        let text = attributes("      id: int\n").replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(try diagnostics(text), ["1.yaml:6:7: error: duplicate key `id` (remove or rename one)"])
    }

    // MARK: - Documents, aliases, tags

    func testASecondDocumentIsRefusedWhereItStarts() throws {
        let document = Self.header + "entities:\n  A:\n    attributes:\n      id: int\n"
        XCTAssertEqual(try diagnostics("---\n" + document + "---\n" + document), [
            "1.yaml:8:1: error: invalid YAML: a second document begins here; a model file holds one version, one document (check the indentation and quoting around this line)",
        ])
        XCTAssertEqual(try diagnostics(document + "...\n"), [])
    }

    func testATextWithoutADocumentIsNotAModel() throws {
        XCTAssertEqual(try diagnostics("# only a comment\n"), ["1.yaml:1:1: error: the file holds no YAML document"])
        XCTAssertEqual(try diagnostics("%YAML 1.1\n"), [
            "1.yaml:2:1: error: invalid YAML: did not find expected <document start> (check the indentation and quoting around this line)",
        ])
    }

    func testAByteOrderMarkAndCRLFOrCRLineEndsRead() throws {
        // Reading the file as UTF-8 drops the byte order mark; CR and CRLF are libyaml's
        // line breaks, so lines and columns are the same in all three.
        let document = Self.header + "entities:\n  A:\n    attributes:\n      id: int\n      x: strng\n"
        let expected = ["1.yaml:7:10: error: unknown type `strng` (did you mean `string`?)"]
        XCTAssertEqual(try diagnostics("\u{FEFF}" + document), expected)
        XCTAssertEqual(try diagnostics(document.replacingOccurrences(of: "\n", with: "\r\n")), expected)
        XCTAssertEqual(try diagnostics(document.replacingOccurrences(of: "\n", with: "\r")), expected)
    }

    func testColumnsCountCharactersNotBytes() throws {
        XCTAssertEqual(try diagnostics(Self.header + "entities:\n  A:\n    doc: \"😀😀\"\n    attributes: {id: int, x: 😀}\n"), [
            "1.yaml:6:30: error: unknown type `😀` (use one of string, int, int16, int32, double, float, bool, decimal, date, uuid, data, url, json)",
        ])
    }

    func testAnAliasIsRefusedAtTheAliasEvenWhereTheTextScanCannotSeeIt() throws {
        // `'b` looks like the start of a quoted text to the scan before reading, which
        // then skips the rest of the line; the reader sees the alias itself.
        XCTAssertEqual(try diagnostics(Self.header + "q: &k x > 0\nentities:\n  A:\n    attributes:\n      id: int\n    check: [a 'b, *k]\n"), [
            "1.yaml:8:19: error: YAML aliases are not supported in model files (`*k`) (write the value out in full; an alias can make a small file expand without bound)",
        ])
    }

    func testAnAliasOfNoAnchorIsAnUndefinedAlias() throws {
        XCTAssertEqual(try diagnostics(Self.header + "entities: *nothing\n"), [
            "1.yaml:3:11: error: invalid YAML: found undefined alias (check the indentation and quoting around this line)",
        ])
    }

    func testTagsAndMergeKeysAreReadAsPlainYAML() throws {
        // Tags do not change what a value reads as, and `<<` is a key like any other.
        XCTAssertEqual(try diagnostics(Self.header + "entities: !!map\n  A: !custom\n    attributes: !!map\n      id: !!str int\n      n: !!int 5\n"), [
            "1.yaml:7:10: error: the type of `n` must be a string, got 5 (quote it if you mean the text \"5\")",
        ])
        XCTAssertEqual(try diagnostics(Self.header + "entities:\n  A:\n    attributes:\n      <<: {id: int}\n      name: string\n"), [
            "1.yaml:4:3: error: entity `A` has no primary key (add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`)",
            "1.yaml:6:7: error: attribute `<<` has no `type` (add `type:`, one of string, int, int16, int32, double, float, bool, decimal, date, uuid, data, url, json)",
            "1.yaml:6:12: error: unknown key `id` in attribute `<<` (allowed keys: autoincrement, check, collate, column, default, defaultSQL, doc, indexed, jsonKey, max, maxLength, mergedFrom, min, optional, pattern, primaryKey, renamedFrom, renamedValues, sqlType, type, unique, values)",
        ])
    }

    func testAJSONModelReadsThroughTheSameReader() throws {
        XCTAssertEqual(try diagnostics("{\"model\": \"J\",\r\n \"version\": 1,\r\n \"entities\": {\"A\": {\"attributes\": {\"id\": \"int\", \"x\": \"strng\"}}}}\r\n", file: "1.json"), [
            "1.json:3:54: error: unknown type `strng` (did you mean `string`?)",
        ])
    }
}
