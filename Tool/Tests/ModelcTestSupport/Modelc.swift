import Foundation

/// The built `modelc` executable, run as a user would (the test target depends on
/// `modelc`, so `swift test` builds it first).
public enum Modelc {
    /// The `modelc` binary beside the test bundle (or test executable) in the build
    /// products folder, that is the one this build made. There is deliberately no
    /// fallback (such as the checkout's `.build/debug/modelc`), which another build may
    /// have left and which could be stale: when the binary is not there,
    /// `MissingExecutable` fails the test, naming where it looked.
    public static var executable: URL {
        get throws {
            // macOS: the `.xctest` bundle sits in the products folder. Linux: the test
            // executable does (and `Bundle.allBundles` is empty there).
            var folders: [URL] = []
            for bundle in Bundle.allBundles + [Bundle.main] {
                folders += [bundle.bundleURL.deletingLastPathComponent(), bundle.bundleURL]
                if let executable = bundle.executableURL { folders.append(executable.deletingLastPathComponent()) }
            }
            var candidates: [URL] = []
            for folder in folders.map({ $0.appendingPathComponent("modelc") }) where !candidates.contains(folder) {
                candidates.append(folder)
            }
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
