import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// The randomized check of generated records against the documented JSON mapping rules.
///
/// Random models (`RandomModel`, from a seeded `SplitMix64`) are written as YAML, validated,
/// generated into the fixture package's `RandomRecords` target and compiled to SQLite
/// files; the package is built with warnings as errors, and its `RandomCheck` driver
/// applies random payloads (`RandomPayloads`) through the public record API. The results
/// must be what `RecordOracle`, an independent reading of docs/codegen.md, predicts.
///
/// `MODELC_RANDOM_SEED` replays a seed; `MODELC_RANDOM_MODELS` sets how many models (4 by
/// default, about 300 payloads); `MODELC_SKIP_PACKAGE_BUILD=1` skips it, like
/// `GeneratedPackageTests`, whose package and build folders it shares.
/// `MODELC_RANDOM_KEEP=<folder>` copies the models, the SQLite files as created (before the
/// driver ran) and the cases file there, to rerun the driver by hand.
final class RandomModelRecordTests: XCTestCase {
    private static let payloadsPerEntity = 24

    /// One payload applied one way, where the driver and the oracle disagree.
    private struct Mismatch {
        var model: String
        var entity: String
        var api: String
        var label: String
        var payload: String
        var expected: RecordOutcome
        var actual: String
    }

    private struct Outcome: Decodable {
        var row: [String: String]?
        var errorPath: String?
        var message: String?
        var unchanged: Bool?
        var databaseError: String?

        var recordOutcome: RecordOutcome {
            if let row { return .row(row) }
            if let errorPath { return .error(path: errorPath) }
            return .databaseError
        }

        var shown: String {
            if let row { return RecordOutcome.row(row).description }
            if let errorPath {
                return "error at \(errorPath): \(message ?? "")" + (unchanged == false ? " (and the record was changed)" : "")
            }
            return "database error: \(databaseError ?? "")"
        }
    }

    private struct PayloadResult: Decodable {
        var create: Outcome
        var createFromData: Outcome
        var update: Outcome
        var patch: Outcome
    }

    private struct EntityResult: Decodable {
        var type: String
        var base: Outcome
        var payloads: [PayloadResult]
    }

    func testGeneratedRecordsApplyRandomPayloadsAsTheJSONMappingRulesSay() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["MODELC_SKIP_PACKAGE_BUILD"] == "1" { throw XCTSkip("MODELC_SKIP_PACKAGE_BUILD=1") }
        guard let swift = RunningProcess.onPath("swift") else { throw XCTSkip("swift not on PATH") }
        let seed = environment["MODELC_RANDOM_SEED"].flatMap { UInt64($0) } ?? 20_261_125
        let modelCount = environment["MODELC_RANDOM_MODELS"].flatMap { Int($0) } ?? 4
        var generator = SplitMix64(seed: seed)
        let models = (0..<modelCount).map { RandomModel(index: $0, using: &generator) }
        let replay = "MODELC_RANDOM_SEED=\(seed) MODELC_RANDOM_MODELS=\(modelCount)"

        // The package and build folders of GeneratedPackageTests (see there why fixed names).
        let temporary = FileManager.default.temporaryDirectory
        let package = temporary.appendingPathComponent("modelc-generated-package")
        let scratch = temporary.appendingPathComponent("modelc-generated-package-build")
        let fixture = Repository.fixture("GeneratedPackage")
        let sources = package.appendingPathComponent("Sources")
        try? FileManager.default.removeItem(at: sources)
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Package.swift"), to: package.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Sources/RandomCheck"), to: sources.appendingPathComponent("RandomCheck"))
        let records = sources.appendingPathComponent("RandomRecords")

        let work = try makeTemporaryDirectory(self)
        var casesModels: [[String: Any]] = []
        var oracles: [String: (RecordOracle, Int)] = [:]
        var payloadsByType: [String: [RandomPayload]] = [:]
        var baseByType: [String: PayloadValue] = [:]
        for model in models {
            let folder = work.appendingPathComponent("models/\(model.name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try model.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
            let validated = try Modelc.run(["validate", folder.path])
            guard validated.status == 0 else {
                return XCTFail("modelc validate refused a random model (\(replay)):\n\(validated.stdout)\(validated.stderr)\n\(model.yaml)")
            }
            let generated = try Modelc.run(["generate", folder.path, "--output", records.appendingPathComponent(model.name).path])
            XCTAssertEqual(generated.status, 0, generated.stderr)
            let compiled = try Modelc.run(["compile", folder.path])
            XCTAssertEqual(compiled.status, 0, compiled.stderr)
            let database = work.appendingPathComponent("\(model.name).sqlite").path
            try DatabaseQueue(path: database).write { db in try db.execute(sql: compiled.stdout) }

            let oracle = RecordOracle(model: model)
            var entities: [[String: Any]] = []
            for (index, entity) in model.entities.enumerated() {
                let base = model.basePayload(of: index, using: &generator)
                let payloads = model.payloads(of: index, count: Self.payloadsPerEntity, using: &generator)
                oracles[entity.name] = (oracle, index)
                payloadsByType[entity.name] = payloads
                baseByType[entity.name] = base
                entities.append(["type": entity.name, "base": base.jsonText, "payloads": payloads.map(\.value.jsonText)])
            }
            casesModels.append(["database": database, "entities": entities])
        }
        let typeNames = models.flatMap { $0.entities.map(\.name) }
        try ("import ModelRuntime\nimport RandomRecords\n\nlet recordTypes: [String: any ModelRecord.Type] = [\n"
            + typeNames.map { "    \"\($0)\": \($0).self,\n" }.joined() + "]\n")
            .write(to: sources.appendingPathComponent("RandomCheck/RecordTypes.swift"), atomically: true, encoding: .utf8)
        let casesFile = work.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: ["models": casesModels], options: [.sortedKeys]).write(to: casesFile)

        let build = try RunningProcess.run(
            swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path],
            in: package, environment: ["MODELC_ROOT": Repository.root.path, "MODELC_RANDOM_RECORDS": "1"])
        let log = build.stdout + build.stderr
        XCTAssertEqual(build.status, 0, "(\(replay))\n" + log)
        let warnings = log.split(separator: "\n").filter { $0.contains("warning:") && $0.contains(sources.path) }
        XCTAssertEqual(warnings, [], "generated code compiles without warnings (\(replay))")
        guard build.status == 0 else { return }

        if let keep = environment["MODELC_RANDOM_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: work, to: URL(fileURLWithPath: keep))
        }
        let resultsFile = work.appendingPathComponent("results.json")
        let run = try RunningProcess.run(scratch.appendingPathComponent("debug/RandomCheck"), [casesFile.path, resultsFile.path], in: package)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        guard run.status == 0 else { return }
        let results = try JSONDecoder().decode([EntityResult].self, from: Data(contentsOf: resultsFile))
        XCTAssertEqual(results.map(\.type), typeNames)

        var mismatches: [Mismatch] = []
        var compared = 0
        for result in results {
            guard let (oracle, index) = oracles[result.type], let base = baseByType[result.type],
                  let payloads = payloadsByType[result.type]
            else { continue }
            let model = oracle.model
            let expectedBase = oracle.create(base, in: index)
            func record(_ api: String, _ label: String, _ payload: PayloadValue, _ expected: RecordOutcome, _ actual: Outcome) {
                compared += 1
                let updating = api == "update(with: json)" || api == "update(with: Patch(json:))"
                if actual.recordOutcome != expected || (updating && actual.errorPath != nil && actual.unchanged != true) {
                    mismatches.append(Mismatch(model: model.name, entity: result.type, api: api, label: label,
                                               payload: payload.jsonText, expected: expected, actual: actual.shown))
                }
            }
            guard case .row(let baseRow) = expectedBase else {
                XCTFail("a base payload must be valid (a bug in RandomPayloads; \(replay)): \(result.type) \(base.jsonText) gives \(expectedBase)")
                continue
            }
            record("init(json:) of the base payload", "base", base, expectedBase, result.base)
            guard result.payloads.count == payloads.count else { continue }
            for (payload, outcome) in zip(payloads, result.payloads) {
                let created = oracle.create(payload.value, in: index)
                let updated = oracle.update(baseRow, with: payload.value, in: index)
                record("init(json: JSONValue)", payload.label, payload.value, created, outcome.create)
                record("init(json: Data)", payload.label, payload.value, created, outcome.createFromData)
                record("update(with: json)", payload.label, payload.value, updated, outcome.update)
                record("update(with: Patch(json:))", payload.label, payload.value, updated, outcome.patch)
            }
        }
        XCTAssertGreaterThan(compared, modelCount * 2 * Self.payloadsPerEntity)
        guard !mismatches.isEmpty else { return }
        var report = "\(mismatches.count) of \(compared) outcomes differ from the documented rules; replay with \(replay)\n"
        for model in models where mismatches.contains(where: { $0.model == model.name }) {
            report += "\n--- \(model.name)/1.yaml\n" + model.yaml
        }
        for mismatch in mismatches.prefix(40) {
            report += """

                \(mismatch.entity) \(mismatch.api), \(mismatch.label)
                  payload:  \(mismatch.payload)
                  expected: \(mismatch.expected)
                  actual:   \(mismatch.actual)
                """
        }
        XCTFail(report)
    }
}
