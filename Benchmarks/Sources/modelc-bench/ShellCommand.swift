import Foundation

/// Runs an external program (the `sqlite3` shell, the release `modelc`, `swift build`)
/// and reports its exit status, output and wall-clock time.
struct ShellCommand {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Wall-clock seconds.
        var seconds: Double
        /// User + system CPU seconds of the process (what it cost, whatever else the
        /// machine was doing).
        var cpuSeconds: Double
    }

    struct Failure: Error, CustomStringConvertible {
        var command: String
        var outcome: Outcome
        var description: String {
            "`\(command)` exited with \(outcome.status)\n\(outcome.stderr)\(outcome.stdout.suffix(2000))"
        }
    }

    var executable: String
    var arguments: [String]
    var directory: URL?
    var standardInput: URL?

    init(_ executable: String, _ arguments: [String], in directory: URL? = nil, standardInput: URL? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.standardInput = standardInput
    }

    /// Runs the command; throws when it exits non-zero.
    @discardableResult
    func run() throws -> Outcome {
        let outcome = try runAllowingFailure()
        guard outcome.status == 0 else { throw Failure(command: description, outcome: outcome) }
        return outcome
    }

    func runAllowingFailure() throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
        var outData = Data(), errData = Data()
        // `waitUntilExit()` on Linux polls a run loop every 50 ms, which would add up to
        // 50 ms to every wall-clock figure; the termination handler fires on exit.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let cpuBefore = Timing.childrenCPUSeconds()
        let seconds = try Timing.seconds {
            try process.run()
            let group = DispatchGroup()
            nonisolated(unsafe) var errBuffer = Data()
            group.enter()
            DispatchQueue.global().async {
                errBuffer = err.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.wait()
            errData = errBuffer
            exited.wait()
        }
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self), seconds: seconds,
                       cpuSeconds: Timing.childrenCPUSeconds() - cpuBefore)
    }

    var description: String { ([executable] + arguments).joined(separator: " ") }

    /// The absolute path of `name` on `PATH`.
    static func which(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
