import Foundation
import ModelcTestSupport
import XCTest

/// `docs/architecture.md` is the map a newcomer follows to a file; these tests keep the
/// map true to the tree, so a moved or renamed file fails here rather than misleading.
final class ArchitectureDocumentTests: XCTestCase {
    static let root = Repository.root

    private func document() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    /// The text between backticks on every line of the document.
    private func codeSpans(_ text: String) -> [String] {
        text.split(separator: "\n").flatMap { line in
            line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    /// The folders that hold Swift code: the runtime's `Sources/`, the tool's, the plugin's, and the examples.
    static let codeFolders = ["Sources", "Tool/Sources", "Tool/Tests", "ModelcGenerate/Plugins", "Examples"]

    /// The three packages' manifests and every Swift file below `codeFolders`, as paths from the root.
    private func swiftFiles() -> [String] {
        var files = ["Package.swift", "Tool/Package.swift", "ModelcGenerate/Package.swift"]
        for top in Self.codeFolders {
            let base = Self.root.appendingPathComponent(top)
            let enumerator = FileManager.default.enumerator(atPath: base.path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(top + "/" + path) }
            }
        }
        return files
    }

    /// Whether `name` (`Check.swift`, `Migration/Planning/Step.swift`, `Validation+*.swift`)
    /// matches a file: the same trailing path components, `*` standing for any text.
    private func matches(_ name: String, _ file: String) -> Bool {
        let wanted = name.split(separator: "/")
        let have = file.split(separator: "/")
        guard wanted.count <= have.count else { return false }
        return zip(wanted.reversed(), have.reversed()).allSatisfy { pattern, component in
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
            guard parts.count > 1 else { return pattern == component }
            return component.hasPrefix(parts.first!) && component.hasSuffix(parts.last!)
                && component.count >= parts.first!.count + parts.last!.count
        }
    }

    func testEverySwiftFileTheDocumentNamesExists() throws {
        let files = swiftFiles()
        // `<Name>Command.swift` stands for a file to be written.
        let named = codeSpans(try document()).filter { $0.hasSuffix(".swift") && !$0.contains("<") }
        XCTAssertGreaterThan(named.count, 15, "the document names the files a change goes to")
        for name in named {
            XCTAssertTrue(files.contains { matches(name, $0) }, "docs/architecture.md names `\(name)`, which no file matches")
        }
    }

    func testEveryFolderTheDocumentNamesExists() throws {
        let folders = codeSpans(try document()).filter { span in Self.codeFolders.contains { span.hasPrefix($0 + "/") } }
            .filter { !$0.hasSuffix(".swift") }
        XCTAssertFalse(folders.isEmpty)
        for folder in folders {
                        let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(folder).path)
            XCTAssertTrue(exists, "docs/architecture.md names `\(folder)`, which does not exist")
        }
    }

    /// The "Who owns what" table has a row for each module in `Sources/` and `Tool/Sources/`, and no more.
    func testTheOwnershipTableListsEveryModule() throws {
        let text = try document()
        let table = text.components(separatedBy: "## Who owns what").last?.components(separatedBy: "\n## ").first ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let documented = Set(rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) })
        let modules = try ["Sources", "Tool/Sources"].flatMap {
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent($0).path)
        }.filter { !$0.hasPrefix(".") }
        XCTAssertEqual(documented, Set(modules))
    }
}
