import Foundation

/// A program started with its standard output and error sent to files in a scratch folder.
///
/// Files, not pipes: a pipe read to its end before the other can fill up and stall the
/// child (a large stderr behind an unread stdout), and a file never does. Standard input
/// is a file too (empty unless `input` is given), or, with `keepingInputOpen`, a pipe
/// that nothing writes to: the one pipe, for a program that must sit waiting for input
/// (as at a terminal) until a test kills it. `run` starts and waits; the initializer
/// returns the handle so a test can run several at once or kill one mid-work.
public final class RunningProcess {
    public let process = Process()
    private let scratch: URL
    /// The open standard input of a program started with `keepingInputOpen`.
    private var heldInput: Pipe?

    /// Starts `executable arguments…` in `directory`, with `environment` added to this
    /// process's own and `input` (when given) as its standard input. With
    /// `keepingInputOpen` the program's standard input never ends, so a program that
    /// reads it (the `sqlite3` shell) keeps running, holding what it has open, until
    /// `kill()`.
    public init(_ executable: URL, _ arguments: [String], in directory: URL = Repository.root,
                environment: [String: String] = [:], input: String? = nil, keepingInputOpen: Bool = false) throws {
        precondition(input == nil || !keepingInputOpen, "a program gets either `input` or an input kept open")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = try Self.emptyFile(scratch.appendingPathComponent("stdout"), forWriting: true)
        process.standardError = try Self.emptyFile(scratch.appendingPathComponent("stderr"), forWriting: true)
        let stdin = scratch.appendingPathComponent("stdin")
        if let input {
            try Data(input.utf8).write(to: stdin)
            process.standardInput = try FileHandle(forReadingFrom: stdin)
        } else if keepingInputOpen {
            heldInput = Pipe()
            process.standardInput = heldInput
        } else {
            process.standardInput = try Self.emptyFile(stdin, forWriting: false)
        }
        try process.run()
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Runs `executable arguments…` to its end and returns what it left; with a `timeout`
    /// (seconds) a program still running then is killed and `ProcessTimedOut` thrown.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL = Repository.root,
                           environment: [String: String] = [:], input: String? = nil,
                           timeout: TimeInterval? = nil) throws -> ProcessOutcome {
        let running = try RunningProcess(executable, arguments, in: directory, environment: environment, input: input)
        return try running.wait(timeout: timeout)
    }

    /// The first executable named `name` on the `PATH`, if any.
    public static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Sends SIGKILL: no handler runs, no cleanup, as when a machine loses power mid-deploy.
    public func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Whether the program ended by a signal (its status is then the signal number).
    public var wasKilled: Bool { process.terminationReason == .uncaughtSignal }

    /// Waits for the program (at most `timeout` seconds when given) and returns what it left.
    public func wait(timeout: TimeInterval? = nil) throws -> ProcessOutcome {
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning {
                kill()
                process.waitUntilExit()
                throw ProcessTimedOut(arguments: process.arguments ?? [], seconds: timeout, outcome: outcome())
            }
        }
        process.waitUntilExit()
        return outcome()
    }

    private func outcome() -> ProcessOutcome {
        ProcessOutcome(status: process.terminationStatus, stdout: read("stdout"), stderr: read("stderr"))
    }

    private func read(_ name: String) -> String {
        String(decoding: (try? Data(contentsOf: scratch.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
    }

    private static func emptyFile(_ url: URL, forWriting: Bool) throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return forWriting ? try FileHandle(forWritingTo: url) : try FileHandle(forReadingFrom: url)
    }
}

/// A program still running when its time ran out (it was killed), with what it had written.
public struct ProcessTimedOut: Error, CustomStringConvertible {
    public var arguments: [String]
    public var seconds: TimeInterval
    public var outcome: ProcessOutcome

    public var description: String {
        "\(arguments.joined(separator: " ")) still running after \(seconds) s; stdout:\n\(outcome.stdout)\nstderr:\n\(outcome.stderr)"
    }
}
