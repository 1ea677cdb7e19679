import Foundation
import XCTest

/// Runs the built `modelc` executable as a user would, capturing its output and exit
/// status, so CLI tests check real exit codes and messages.
struct ModelcProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `modelc` binary beside the test bundle in the build products folder.
    static var executable: URL {
        get throws {
            var candidates: [URL] = []
            for bundle in Bundle.allBundles {
                let folder = bundle.bundleURL.deletingLastPathComponent()
                candidates.append(folder.appendingPathComponent("modelc"))
                candidates.append(bundle.bundleURL.appendingPathComponent("modelc"))
            }
            candidates.append(repositoryRoot.appendingPathComponent(".build/debug/modelc"))
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("modelc binary not found; run `swift build` first")
            }
            return found
        }
    }

    /// Runs `modelc arguments…` in `directory` (default: the repository root).
    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        try run(executable: try executable, arguments, in: directory)
    }

    /// Runs the `sqlite3` shell on `database`, feeding it `input`, stopping at the first error.
    static func sqlite3(database: String, input: String, in directory: URL? = nil) throws -> Outcome {
        try run(executable: URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-bail", database], input: input, in: directory)
    }

    /// Runs any program, with `input` on its standard input, capturing its output.
    static func run(executable: URL, _ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        if input != nil { process.standardInput = stdin }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
