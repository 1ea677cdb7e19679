import Foundation

/// The release build of the repository's `modelc`, built on first use with
/// `swift build -c release --static-swift-stdlib --product modelc` at the repository
/// root (the build docs/getting-started.md gives for deploying), so the startup and
/// migrate workloads time the binary users deploy.
struct ReleaseModelc {
    var repositoryRoot: URL

    /// Builds (incrementally) and returns the binary's path. `MODELC_BENCH_MODELC`
    /// names an already built binary instead.
    func path() throws -> String {
        if let given = ProcessInfo.processInfo.environment["MODELC_BENCH_MODELC"] { return given }
        guard let swift = ShellCommand.which("swift") else { throw BenchError("`swift` is not on PATH") }
        say("building: swift build -c release --static-swift-stdlib --product modelc (at \(repositoryRoot.path)/Tool)")
        try ShellCommand(swift, ["build", "--package-path", "Tool", "-c", "release", "--static-swift-stdlib", "--product", "modelc"], in: repositoryRoot).run()
        let outcome = try ShellCommand(swift, ["build", "--package-path", "Tool", "-c", "release", "--show-bin-path"], in: repositoryRoot).run()
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/modelc"
    }
}

/// A benchmark that cannot run, with the reason.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
