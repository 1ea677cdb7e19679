@testable import CodeGen
import Foundation
import ModelcTestSupport
import XCTest

/// The generated schema file embeds each migration's SQL as a raw multi-line literal
/// (`SwiftNaming.rawMultilineLiteral`), which must hold any text byte for byte: a string
/// default `C:\#x` in a migration made the generated file fail to compile, and `a\#nb`
/// compiled to a newline, so the embedded migration was no longer the file.
final class RawMultilineLiteralTests: XCTestCase {
    func testEveryTextCompilesToItselfByteForByte() throws {
        guard let swiftc = RunningProcess.onPath("swiftc") else { throw XCTSkip("swiftc not on PATH") }
        let texts = [
            "INSERT INTO \"t\" VALUES ('C:\\#x')", "'a\\#nb'", "'\\##(x)' and '\\#(x)'", "ends with a backslash \\",
            "\"\"\" three quotes\n\"#, then \"## and \\### too", "two lines\n  indented\n\nand a blank one", "'\\u{41}' \\n \\t",
        ]
        let folder = try makeTemporaryDirectory(self)
        let source = texts.map { "print(\(SwiftNaming.rawMultilineLiteral($0, indent: "    ")), terminator: \"\\u{0}\")" }.joined(separator: "\n")
        try source.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try RunningProcess.run(swiftc, ["main.swift", "-o", "literals"], in: folder)
        XCTAssertEqual(compiled.status, 0, source + "\n" + compiled.stdout + compiled.stderr)
        guard compiled.status == 0 else { return }
        let printed = try RunningProcess.run(folder.appendingPathComponent("literals"), [], in: folder)
        XCTAssertEqual(printed.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init), texts)
    }
}
