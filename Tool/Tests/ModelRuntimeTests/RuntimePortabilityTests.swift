import Foundation
import ModelcTestSupport
import XCTest

/// The runtime is what an iOS app links, yet this repository builds and tests on Linux,
/// where no Apple SDK exists to compile it with `-target arm64-apple-ios13.0`. So this
/// lint stands in for that compile: it reads the runtime's sources and the committed
/// generated records and refuses API that an iOS 13 / macOS 10.15 / tvOS 13 / watchOS 7
/// device does not have (the platforms the root `Package.swift` declares, GRDB 7's
/// minimums), and API that exists on Linux or macOS only.
///
/// Two sources of truth: the toolchain's own standard library interface, whose
/// `@available(macOS …, iOS …)` attributes name every standard-library type that is
/// newer than those minimums (`Duration`, `ContinuousClock`, `Regex`, …), and a short
/// list, written here, of Foundation and platform API that the interface cannot tell
/// (Foundation on Linux carries no availability). A use that is guarded by `#available`
/// or `@available` is allowed: the line (or the declaration it sits in) must say so.
final class RuntimePortabilityTests: XCTestCase {
    /// The declared minimums, as the interface's `@available` spells platform versions.
    static let minimums: [String: [Int]] = ["macOS": [10, 15], "iOS": [13, 0], "tvOS": [13, 0], "watchOS": [7, 0]]

    /// API the standard library interface cannot reveal: Foundation's newer calls, and
    /// what exists on one platform only. Each with the reason a reader needs.
    static let refused: [(pattern: String, reason: String)] = [
        (#"\bimport (Glibc|Musl|Android|WinSDK)\b"#, "a Linux/Windows C library: guard it with #if canImport and give Darwin its branch"),
        (#"\bimport (AppKit|UIKit|Cocoa|SwiftUI|FoundationNetworking)\b"#, "a UI or platform-only framework: the runtime is UI-free and links GRDB only"),
        (#"\bProcess\(\)|\bNSTask\b|\bHost\.current\b|\bNSUserName\b|homeDirectoryForCurrentUser"#, "macOS/Linux only: iOS has no processes, hosts or home folders"),
        (#"\.formatted\(|\bFormatStyle\b|\bISO8601Format\("#, "Foundation format styles need iOS 15 / macOS 12"),
        (#"URL\(filePath:|\.appending\(path:|\.appending\(component:|\.path\(percentEncoded:|URL\.(documentsDirectory|temporaryDirectory|homeDirectory)"#, "these URL calls need iOS 16 / macOS 13"),
        (#"\bDate\.now\b"#, "Date.now needs iOS 15 / macOS 12: use Date()"),
        (#"\bString\(localized:|\bAttributedString\b|\bLocale\.Language\b"#, "needs iOS 15/16"),
        (#"\bimport (Synchronization|Observation)\b|@Observable\b|\bMutex<"#, "Synchronization and Observation need iOS 17/18"),
        (#"Task\.sleep\((for|until):"#, "clock-based sleeping needs iOS 16: use Task.sleep(nanoseconds:)"),
        (#"\bwithDiscardingTaskGroup\b|\bwithThrowingDiscardingTaskGroup\b"#, "discarding task groups need iOS 17"),
        (#"\.makeStream\("#, "AsyncStream.makeStream needs iOS 17 on Apple's runtime"),
        (#"/proc/|/dev/shm"#, "Linux file system paths"),
    ]

    /// Every Swift file an app compiles from this repository: the runtime and generated records.
    static func appFacingSources() throws -> [URL] {
        let folders = [
            Repository.root.appendingPathComponent("Sources/ModelRuntime"),
            Repository.tool.appendingPathComponent("Tests/ModelRuntimeTests/Generated"),
            Repository.tool.appendingPathComponent("Tests/ModelRuntimeTests/GeneratedMusic"),
            Repository.tool.appendingPathComponent("Tests/ModelRuntimeTests/GeneratedLoose"),
        ]
        var files: [URL] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            files += names.map { folder.appendingPathComponent($0) }
        }
        return files
    }

    /// A line of code in `appFacingSources()` that no availability check guards.
    struct UnguardedLine {
        /// `File.swift:12`, for the finding.
        var place: String
        var text: String
    }

    /// Every line of the app-facing sources that is not a comment and not guarded: neither
    /// it nor the 12 lines above it (the declaration it sits in) hold `#available` or `@available`.
    static func unguardedLines() throws -> [UnguardedLine] {
        var result: [UnguardedLine] = []
        for file in try appFacingSources() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let guarded = lines[max(0, index - 12)...index].contains { $0.contains("#available") || $0.contains("@available") }
                if !guarded { result.append(UnguardedLine(place: "\(file.lastPathComponent):\(index + 1)", text: String(line))) }
            }
        }
        return result
    }

    func testTheRuntimeAndGeneratedRecordsUseNoPlatformOnlyOrNewerFoundationAPI() throws {
        XCTAssertGreaterThan(try Self.appFacingSources().count, 30, "the runtime's sources and the generated records are found")
        let rules = try Self.refused.map { (try NSRegularExpression(pattern: $0.pattern), $0.reason) }
        var findings: [String] = []
        for line in try Self.unguardedLines() {
            for (rule, reason) in rules where rule.firstMatch(in: line.text, range: NSRange(line.text.startIndex..., in: line.text)) != nil {
                findings.append("\(line.place): \(reason): \(line.text.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(findings, [], "API missing on the runtime's declared platforms")
    }

    /// The standard library's top-level types, protocols and functions whose availability is
    /// newer than the declared minimums, read from the toolchain's interface files (the
    /// standard library, concurrency, string processing, Synchronization, Observation).
    static func newerStandardLibraryNames() throws -> [String: String] {
        guard let swift = RunningProcess.onPath("swift") else { throw XCTSkip("swift not on PATH") }
        let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        var text = ""
        for name in ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation"] {
            let module = toolchain.appendingPathComponent("lib/swift/linux/\(name).swiftmodule")
            guard let interface = try? FileManager.default.contentsOfDirectory(atPath: module.path)
                .first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains("private") }) else {
                throw XCTSkip("no standard library interface at \(module.path) (not a Linux toolchain)")
            }
            text += try String(contentsOf: module.appendingPathComponent(interface), encoding: .utf8) + "\n"
        }
        let availability = try NSRegularExpression(pattern: #"(macOS|iOS|tvOS|watchOS) (\d+)\.(\d+)"#)
        let declaration = try NSRegularExpression(pattern: #"^(?:@\w+ )*public (?:final )?(?:struct|class|enum|protocol|actor|typealias|func) (\w+)"#)
        var names: [String: String] = [:]
        var pending: String?
        for line in text.split(separator: "\n") {
            let line = String(line)
            if line.hasPrefix("@available(") {
                let range = NSRange(line.startIndex..., in: line)
                let newer = availability.matches(in: line, range: range).contains { match in
                    let platform = String(line[Range(match.range(at: 1), in: line)!])
                    let version = [Int(line[Range(match.range(at: 2), in: line)!])!, Int(line[Range(match.range(at: 3), in: line)!])!]
                    return Self.minimums[platform]!.lexicographicallyPrecedes(version)
                }
                pending = newer ? line : nil
                continue
            }
            if let attribute = pending, let match = declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) {
                names[String(line[Range(match.range(at: 1), in: line)!])] = attribute
            } else if line.hasPrefix("@") {
                continue
            }
            pending = nil
        }
        return names
    }

    func testTheRuntimeUsesNoStandardLibraryTypeNewerThanItsPlatforms() throws {
        let newer = try Self.newerStandardLibraryNames()
        XCTAssertNotNil(newer["Duration"], "the interface is read: Duration is newer than iOS 13")
        XCTAssertNotNil(newer["ContinuousClock"])
        XCTAssertNil(newer["Int"])
        var findings: [String] = []
        for line in try Self.unguardedLines() {
            let words = line.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            for word in Set(words).sorted() where word.first?.isUppercase == true {
                if let attribute = newer[word] { findings.append("\(line.place): `\(word)` is \(attribute)") }
            }
        }
        XCTAssertEqual(findings, [], "standard library API newer than the runtime's declared platforms")
    }
}
