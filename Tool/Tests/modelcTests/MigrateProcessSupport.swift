import Foundation
import GRDB
import Migration
import XCTest

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
