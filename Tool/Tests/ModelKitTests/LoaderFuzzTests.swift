import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Hostile-input tests for the model loader and validator: a seeded random mutator
/// over the bundled and fixture models, plus hand-made worst cases.
///
/// The contract checked for every input: the process survives (no crash, no hang,
/// no runaway memory); a rejected input yields at least one error diagnostic, each
/// with a 1-based line and column and a message; an accepted input compiles to SQL
/// that SQLite accepts. Inputs are loaded with `ModelCheck.inspect`, as the CLI loads
/// them, since SQL written in a model (views, triggers, `check:`, `sqlType:`) is valid
/// only if SQLite says so.
///
/// CI runs a fixed seed for a bounded number of iterations (a few seconds). Long runs:
///
///     MODELC_FUZZ_ITERATIONS=200000 MODELC_FUZZ_SEED=$RANDOM \
///       swift test --skip-build --filter LoaderFuzzTests
///
/// A finding is minimised and written to `$MODELC_FUZZ_FINDINGS` (default: the temporary
/// folder); keep it under `Tests/Fixtures/FuzzRegressions/` once fixed.
final class LoaderFuzzTests: ModelcTestCase {
    static let repositoryRoot = Repository.root

    func testMutatedModelFilesAreRejectedWithPositionsOrCompileToSQLiteAcceptedSQL() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["MODELC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1000
        let seed = environment["MODELC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x6d6f_64656c63
        let corpus = try Self.seedCorpus()
        XCTAssertFalse(corpus.isEmpty, "the seed corpus is empty")
        let folder = try makeTemporaryDirectory(self)
        var mutator = ModelMutator(seed: seed, corpus: corpus)
        var accepted = 0, rejected = 0
        var findings: [String] = []

        for iteration in 0..<iterations {
            let input = mutator.next()
            let path = folder.appendingPathComponent("\(iteration % 7 == 0 ? "1.json" : "1.yaml")").path
            let outcome = try Self.check(input, at: path)
            switch outcome {
            case .accepted: accepted += 1
            case .rejected: rejected += 1
            case .violation(let problem):
                let minimal = Self.minimise(input, at: path) { candidate in
                    if case .violation(let again) = try? Self.check(candidate, at: path) { return again.kind == problem.kind }
                    return false
                }
                let saved = Self.saveFinding(minimal, seed: seed, iteration: iteration)
                findings.append("iteration \(iteration): \(problem.description)\n  minimal input (\(saved)):\n\(String(decoding: minimal, as: UTF8.self))")
                if findings.count >= 5 { break }
            }
        }
        print("fuzz: seed \(seed), \(iterations) iterations, \(accepted) accepted, \(rejected) rejected, \(findings.count) findings")
        XCTAssertTrue(findings.isEmpty, "fuzz findings (seed \(seed)):\n" + findings.joined(separator: "\n\n"))
        XCTAssertGreaterThan(accepted, 0, "no mutated input was accepted; the mutator only exercises the YAML parser")
        XCTAssertGreaterThan(rejected, 0, "no mutated input was rejected")
    }

    func testHostileInputsFinishWithPositionedDiagnostics() throws {
        let folder = try makeTemporaryDirectory(self)
        for (name, text) in HostileInputs.all {
            let path = folder.appendingPathComponent("1.yaml").path
            let outcome = try Self.check(Data(text.utf8), at: path)
            if case .violation(let problem) = outcome {
                XCTFail("\(name): \(problem.description)")
            }
        }
    }

    func testAliasesAreRejectedSoAliasBombsCannotExpand() throws {
        let folder = try makeTemporaryDirectory(self)
        let path = folder.appendingPathComponent("1.yaml").path
        guard let text = HostileInputs.all.first(where: { $0.name == "alias bomb in mapping keys" })?.text else {
            return XCTFail("missing hostile input")
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = ModelLoader.inspect(path)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(result.diagnostics.map(\.message), ["YAML aliases are not supported in model files (`*a0`)"])
        XCTAssertEqual(result.diagnostics.map(\.hint), ["write the value out in full; an alias can make a small file expand without bound"])
    }

    func testFuzzRegressionInputsLoadWithPositionedDiagnostics() throws {
        let regressions = Self.repositoryRoot.appendingPathComponent("Tool/Tests/Fixtures/FuzzRegressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: regressions.path).sorted()
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        XCTAssertFalse(names.isEmpty)
        let folder = try makeTemporaryDirectory(self)
        for name in names {
            let data = try Data(contentsOf: regressions.appendingPathComponent(name))
            let path = folder.appendingPathComponent("1." + (name as NSString).pathExtension).path
            if case .violation(let problem) = try Self.check(data, at: path) {
                XCTFail("\(name): \(problem.description)")
            }
        }
    }

    func testMutatorIsDeterministicForASeed() throws {
        let corpus = try Self.seedCorpus()
        var first = ModelMutator(seed: 42, corpus: corpus)
        var second = ModelMutator(seed: 42, corpus: corpus)
        for _ in 0..<50 { XCTAssertEqual(first.next(), second.next()) }
    }

    // MARK: - The contract

    enum Outcome {
        case accepted
        case rejected
        case violation(Problem)
    }

    struct Problem: CustomStringConvertible {
        enum Kind: Equatable { case noErrorDiagnostic, badPosition, emptyMessage, sqliteRejected }
        var kind: Kind
        var detail: String
        var description: String { "\(kind): \(detail)" }
    }

    /// Writes `input` to `path`, loads it as the CLI does (validation, then the SQL a
    /// model carries as text checked by SQLite) and checks the contract.
    static func check(_ input: Data, at path: String) throws -> Outcome {
        try input.write(to: URL(fileURLWithPath: path))
        let result = ModelCheck.inspect(path)
        for diagnostic in result.diagnostics {
            if diagnostic.location.line < 1 || diagnostic.location.column < 1 {
                return .violation(Problem(kind: .badPosition, detail: diagnostic.description))
            }
            if diagnostic.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return .violation(Problem(kind: .emptyMessage, detail: diagnostic.description))
            }
        }
        guard let versions = result.versions, !result.hasErrors else {
            if !result.hasErrors {
                return .violation(Problem(kind: .noErrorDiagnostic, detail: "no versions and no error"))
            }
            return .rejected
        }
        for model in versions.versions {
            let sql = SQLiteDialect().render(SQLiteSchemaCompiler.compile(model))
            do {
                let database = try DatabaseQueue()
                try database.write { try $0.execute(sql: sql) }
            } catch {
                return .violation(Problem(kind: .sqliteRejected, detail: "\(error)\n\(sql)"))
            }
        }
        return .accepted
    }

    // MARK: - Corpus, minimising, findings

    /// The bundled `models/**` files and every YAML/JSON fixture under `Tests/Fixtures/`.
    static func seedCorpus() throws -> [Data] {
        var files: [URL] = []
        for folder in ["models", "Tool/Tests/Fixtures"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["yaml", "yml", "json"].contains(url.pathExtension.lowercased()) {
                if url.path.contains("/FuzzRegressions/") || url.path.contains("/GeneratedPackage/") { continue }
                files.append(url)
            }
        }
        return try files.sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
    }

    /// Shrinks a failing input: ever smaller blocks of lines, then ever smaller byte ranges,
    /// keeping each cut that still fails the same way.
    static func minimise(_ input: Data, at path: String, budget: Int = 600, fails: @escaping (Data) -> Bool) -> Data {
        var remaining = budget
        let fails = { (candidate: Data) -> Bool in
            guard remaining > 0 else { return false }
            remaining -= 1
            return fails(candidate)
        }
        var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Data($0) }
        var span = max(1, lines.count / 2)
        while span >= 1 {
            var index = 0
            while index < lines.count, lines.count > 1 {
                var candidate = lines
                candidate.removeSubrange(index..<min(lines.count, index + span))
                if fails(Data(candidate.joined(separator: [UInt8(ascii: "\n")]))) { lines = candidate } else { index += span }
            }
            if span == 1 { break }
            span /= 2
        }
        var bytes = [UInt8](Data(lines.joined(separator: [UInt8(ascii: "\n")])))
        var chunk = max(1, bytes.count / 8)
        while chunk >= 1 {
            var start = 0
            while start < bytes.count {
                var candidate = bytes
                candidate.removeSubrange(start..<min(bytes.count, start + chunk))
                if fails(Data(candidate)) { bytes = candidate } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return Data(bytes)
    }

    static func saveFinding(_ input: Data, seed: UInt64, iteration: Int) -> String {
        let folder = ProcessInfo.processInfo.environment["MODELC_FUZZ_FINDINGS"] ?? NSTemporaryDirectory()
        let path = (folder as NSString).appendingPathComponent("modelc-fuzz-\(seed)-\(iteration).yaml")
        try? input.write(to: URL(fileURLWithPath: path))
        return path
    }

}
