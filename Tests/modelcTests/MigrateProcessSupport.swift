import Foundation
import GRDB
import Migration
import XCTest

/// A `modelc` process started without waiting, so tests can run several at once or kill one.
final class RunningModelc {
    let process = Process()
    private let outURL: URL
    private let errURL: URL

    /// Starts `modelc arguments…` in `directory`; output goes to files (no pipe can fill up).
    init(_ arguments: [String], in directory: URL) throws {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-run-\(UUID().uuidString)")
        outURL = stem.appendingPathExtension("out")
        errURL = stem.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.executableURL = try ModelcProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
    }

    deinit {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }

    /// Sends SIGKILL: no handler runs, no cleanup, as when a machine loses power mid-deploy.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the process and returns its outcome (status is the signal for a killed one).
    func wait() -> ModelcProcess.Outcome {
        process.waitUntilExit()
        let out = (try? Data(contentsOf: outURL)) ?? Data()
        let err = (try? Data(contentsOf: errURL)) ?? Data()
        return ModelcProcess.Outcome(status: process.terminationStatus,
                                     stdout: String(decoding: out, as: UTF8.self),
                                     stderr: String(decoding: err, as: UTF8.self))
    }

    var wasKilled: Bool { process.terminationReason == .uncaughtSignal }
}

/// Writes a hand-written migration (with a modelc header) into `directory`.
func writeMigration(_ name: String, in directory: MigrationDirectory, steps: [(Safety, String)] = [], preflight: [(String, String)] = [], sql: String) throws {
    let header = MigrationFile.Header(
        model: "App",
        fromVersion: nil,
        toVersion: nil,
        steps: steps.map { MigrationFile.Header.StepLine(safety: $0.0, summary: $0.1) },
        preflight: preflight.map { MigrationFile.Header.PreflightLine(message: $0.0, countSQL: $0.1) }
    )
    try directory.write(header.rendered() + "\n" + sql + "\n", to: name)
    try directory.writeSum()
}

/// The bytes of a file, for byte-identical assertions.
func fileBytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Whether long runs were asked for (`MODELC_LONG_TESTS=1`).
var longTestsEnabled: Bool { ProcessInfo.processInfo.environment["MODELC_LONG_TESTS"] == "1" }
