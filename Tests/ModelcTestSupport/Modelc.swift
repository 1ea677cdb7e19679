import Foundation

/// The built `modelc` executable, run as a user would (the test target depends on
/// `modelc`, so `swift test` builds it first).
public enum Modelc {
    /// The `modelc` binary beside the test bundle in the build products folder.
    public static var executable: URL {
        get throws {
            var candidates: [URL] = []
            for bundle in Bundle.allBundles {
                candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modelc"))
                candidates.append(bundle.bundleURL.appendingPathComponent("modelc"))
            }
            candidates.append(Repository.root.appendingPathComponent(".build/debug/modelc"))
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw MissingExecutable(searched: candidates.map(\.path))
            }
            return found
        }
    }

    /// Runs `modelc arguments…` in `directory` (default: the repository root) to its end.
    @discardableResult
    public static func run(_ arguments: [String], in directory: URL = Repository.root,
                           environment: [String: String] = [:], input: String? = nil,
                           timeout: TimeInterval? = nil) throws -> ProcessOutcome {
        try RunningProcess.run(try executable, arguments, in: directory, environment: environment, input: input, timeout: timeout)
    }

    /// Starts `modelc arguments…` without waiting, for concurrency and crash tests.
    public static func start(_ arguments: [String], in directory: URL) throws -> RunningProcess {
        try RunningProcess(try executable, arguments, in: directory)
    }

    /// Runs the `sqlite3` shell on `database`, feeding it `input`, stopping at the first error.
    public static func sqlite3(database: String, input: String, in directory: URL = Repository.root) throws -> ProcessOutcome {
        guard let shell = RunningProcess.onPath("sqlite3") else { throw MissingExecutable(searched: ["sqlite3 on PATH"]) }
        return try RunningProcess.run(shell, ["-bail", database], in: directory, input: input)
    }
}

/// The `modelc` (or another) executable was not where a build puts it.
public struct MissingExecutable: Error, CustomStringConvertible {
    public var searched: [String]

    public var description: String { "executable not found; looked at: \(searched.joined(separator: ", "))" }
}
