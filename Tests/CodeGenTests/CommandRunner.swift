import Foundation
import XCTest

/// Runs programs (the built `modelc`, `swift`, `sqlite3`) as a user would, with output
/// captured in files so a chatty build cannot fill a pipe and stall.
enum CommandRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `modelc` binary beside the test bundle in the build products folder.
    static var modelc: URL {
        get throws {
            var candidates: [URL] = []
            for bundle in Bundle.allBundles {
                candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modelc"))
            }
            candidates.append(repositoryRoot.appendingPathComponent(".build/debug/modelc"))
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("modelc binary not found; run `swift build` first")
            }
            return found
        }
    }

    /// Runs `modelc arguments…` from the repository root.
    @discardableResult
    static func modelc(_ arguments: [String]) throws -> Outcome {
        try run(try modelc, arguments, in: repositoryRoot)
    }

    /// Runs an executable with arguments in a folder, with extra environment variables.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    /// The first executable named `name` on the `PATH`.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-codegen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
