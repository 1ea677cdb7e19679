import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// The randomized check of generated records against the documented JSON mapping rules.
///
/// Random models (`RandomModel`, from a seeded `SplitMix64`) are written as YAML, validated,
/// generated into the fixture package's `RandomRecords` target and compiled to SQLite
/// files; the package is built with warnings as errors, and its `RandomCheck` driver
/// applies payloads (`RandomModel+Payloads`: random, near-misses, edges and a sweep) through
/// the public record API six ways. The rows and errors (key path and kind) must be what
/// `RecordOracle`, an independent reading of docs/codegen.md, predicts.
///
/// `MODELC_RANDOM_SEED` replays a seed; `MODELC_RANDOM_MODELS` sets how many models (6 by
/// default, about 1,400 payloads); `MODELC_SKIP_PACKAGE_BUILD=1` skips it, like
/// `GeneratedPackageTests`, whose package and build folders it shares.
/// `MODELC_RANDOM_KEEP=<folder>` copies the models, the SQLite files as created (before the
/// driver ran) and the cases file there, to rerun the driver by hand.
final class RandomModelRecordTests: ModelcTestCase {
    private static let payloadsPerEntity = 40

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

    /// What one run found, shared by the test methods so `swift test` builds the package once.
    private struct Run {
        var models: [RandomModel]
        var replay: String
        var compared = 0
        var mismatches: [Mismatch] = []
        /// The payload labels tried (`valid`, `a fraction for amberCount`, …).
        var labels: Set<String> = []
        /// The attribute types seen stored with a value, and the outcome kinds seen, where the oracle agreed.
        var storedTypes: Set<String> = []
        var kinds: Set<String> = []
    }

    private struct RunFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    nonisolated(unsafe) private static var sharedRun: Result<Run, any Error>?

    /// The run, made by the first test method that asks for it.
    private func randomRun() throws -> Run {
        if ProcessInfo.processInfo.environment["MODELC_SKIP_PACKAGE_BUILD"] == "1" { throw XCTSkip("MODELC_SKIP_PACKAGE_BUILD=1") }
        if Self.sharedRun == nil { Self.sharedRun = Result { try Self.makeRun() } }
        return try Self.sharedRun!.get()
    }

    /// Payload kinds that once disagreed with the documented rules, each checked by its own
    /// test method below (so a regression names its rule) and left out of the general
    /// comparison.
    private static let singledOutKinds = [
        "nested key of the wrong type",
        "a numeral with two points", "a numeral with a minus inside",
        "an integer above 2^53 (float)",
        "not an object but null",
    ]

    func testGeneratedRecordsApplyRandomPayloadsAsTheJSONMappingRulesSay() throws {
        let run = try randomRun()
        let mismatches = run.mismatches.filter { mismatch in !Self.singledOutKinds.contains { mismatch.label.contains($0) } }
        XCTAssertEqual(run.storedTypes, Set(RandomModel.AttributeType.allCases.map(\.rawValue)), "every type stored (\(run.replay))")
        XCTAssertEqual(run.kinds, ["row", "error", "database error"], "every kind of outcome seen (\(run.replay))")
        XCTAssertGreaterThan(run.compared, run.models.count * 8 * Self.payloadsPerEntity)
        report(mismatches, of: run)
    }

    /// A to-one given as a nested object whose key has the wrong type: the error names the
    /// key inside the object (`owner.id`), as it does when that key is missing, and as every
    /// other key path names where the bad value sits (docs/codegen.md, "Errors").
    func testAWrongTypedKeyInANestedReferenceIsReportedAtThatKey() throws {
        try checkKinds(["nested key of the wrong type"])
    }

    /// A decimal given as text must be a numeral (`"12.50"`): `"1.2.3"` and `"12-3"` are
    /// errors, not `1.2` and `12` (docs/codegen.md: "decimals as a string (`"12.50"`, exact)").
    func testADecimalTextThatIsNotANumeralIsRefused() throws {
        try checkKinds(["a numeral with two points", "a numeral with a minus inside"])
    }

    /// A `float` takes any number in `Float`'s range, rounded to the nearest `Float`, an
    /// integer above 2^53 included (docs/codegen.md: only a `double` refuses those).
    func testAFloatTakesAnIntegerAboveTwoToThe53Rounded() throws {
        try checkKinds(["an integer above 2^53 (float)"])
    }

    /// A payload that is `null` instead of an object is a wrong type at `$` (`expected an
    /// object, got null`), not a required field set to `null`: the payload is no field, and
    /// "(the field is required)" sends the reader looking for one.
    func testANullPayloadIsReportedAsNotAnObject() throws {
        try checkKinds(["not an object but null"])
    }

    /// Fails with the mismatches of payloads whose label holds one of `kinds`, after
    /// checking that the run tried such payloads at all.
    private func checkKinds(_ kinds: [String]) throws {
        let run = try randomRun()
        for kind in kinds {
            XCTAssertTrue(run.labels.contains { $0.contains(kind) }, "no payload with \(kind) was tried (\(run.replay))")
        }
        report(run.mismatches.filter { mismatch in kinds.contains { mismatch.label.contains($0) } }, of: run)
    }

    /// Fails with the mismatches: counts per way and kind, a few examples per kind, and the
    /// models those came from.
    private func report(_ mismatches: [Mismatch], of run: Run) {
        guard !mismatches.isEmpty else { return }
        func kind(_ mismatch: Mismatch) -> String {
            mismatch.label.components(separatedBy: "; ").map { $0.components(separatedBy: " for ")[0] }.joined(separator: "; ")
        }
        var counts: [String: Int] = [:]
        var examples: [String: [Mismatch]] = [:]
        for mismatch in mismatches {
            counts[mismatch.api + ", " + kind(mismatch), default: 0] += 1
            let seen = examples[kind(mismatch), default: []]
            if seen.count < 4, seen.count < 2 || seen.contains(where: { $0.payload == mismatch.payload }) {
                examples[kind(mismatch), default: []].append(mismatch)
            }
        }
        var text = "\(mismatches.count) of \(run.compared) outcomes differ from the documented rules; replay with \(run.replay)\n"
        for key in counts.keys.sorted() { text += "  \(counts[key]!)× \(key)\n" }
        let shown = examples.keys.sorted().flatMap { examples[$0]! }
        for model in run.models where shown.contains(where: { $0.model == model.name }) {
            text += "\n--- \(model.name)/1.yaml\n" + model.yaml
        }
        for mismatch in shown {
            text += """

                \(mismatch.entity) \(mismatch.api), \(mismatch.label)
                  payload:  \(mismatch.payload)
                  expected: \(mismatch.expected)
                  actual:   \(mismatch.actual)
                """
        }
        XCTFail(text)
    }

    private struct Outcome: Decodable {
        var row: [String: String]?
        var errorPath: String?
        var message: String?
        var unchanged: Bool?
        var databaseError: String?

        var recordOutcome: RecordOutcome {
            if let row { return .row(row) }
            if let errorPath { return .error(path: errorPath, kind: MappingErrorKind(message: message ?? "")) }
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
        /// Only for payloads that are objects (what `JSONSerialization` gives as `[String: Any]`).
        var createFromObject: Outcome?
        var update: Outcome
        var updateFromData: Outcome
        var patch: Outcome
    }

    private struct EntityResult: Decodable {
        var type: String
        var base: Outcome
        var payloads: [PayloadResult]
    }

    /// Draws the models and payloads, builds and runs the driver, and compares.
    private static func makeRun() throws -> Run {
        let environment = ProcessInfo.processInfo.environment
        guard let swift = RunningProcess.onPath("swift") else { throw XCTSkip("swift not on PATH") }
        let seed = environment["MODELC_RANDOM_SEED"].flatMap { UInt64($0) } ?? 20_261_125
        let modelCount = environment["MODELC_RANDOM_MODELS"].flatMap { Int($0) } ?? 6
        var generator = SplitMix64(seed: seed)
        let models = (0..<modelCount).map { RandomModel(index: $0, using: &generator) }
        let replay = "MODELC_RANDOM_SEED=\(seed) MODELC_RANDOM_MODELS=\(modelCount)"

        // The package and build folders of GeneratedPackageTests, held until the run is read.
        let folder = try GeneratedPackageFolder.acquire()
        defer { folder.release() }
        let package = folder.package
        let scratch = folder.scratch
        let fixture = Repository.fixture("GeneratedPackage")
        let sources = package.appendingPathComponent("Sources")
        try? FileManager.default.removeItem(at: sources)
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Package.swift"), to: package.appendingPathComponent("Package.swift"))
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Sources/RandomCheck"), to: sources.appendingPathComponent("RandomCheck"))
        let records = sources.appendingPathComponent("RandomRecords")

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-random-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
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
                throw RunFailure(message: "modelc validate refused a random model (\(replay)):\n\(validated.stdout)\(validated.stderr)\n\(model.yaml)")
            }
            let generated = try Modelc.run(["generate", folder.path, "--output", records.appendingPathComponent(model.name).path])
            guard generated.status == 0 else { throw RunFailure(message: "modelc generate failed (\(replay)): \(generated.stderr)") }
            let compiled = try Modelc.run(["compile", folder.path])
            guard compiled.status == 0 else { throw RunFailure(message: "modelc compile failed (\(replay)): \(compiled.stderr)") }
            let database = work.appendingPathComponent("\(model.name).sqlite").path
            try DatabaseQueue(path: database).write { db in try db.execute(sql: compiled.stdout) }

            let oracle = RecordOracle(model: model)
            var entities: [[String: Any]] = []
            for (index, entity) in model.entities.enumerated() {
                let base = model.basePayload(of: index, using: &generator)
                let payloads = model.payloads(of: index, count: Self.payloadsPerEntity, using: &generator)
                    + model.sweepPayloads(of: index, using: &generator)
                oracles[entity.name] = (oracle, index)
                payloadsByType[entity.name] = payloads
                baseByType[entity.name] = base
                entities.append(["type": entity.name, "base": base.jsonText, "payloads": payloads.map(\.text)])
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
        guard build.status == 0 else { throw RunFailure(message: "the package did not build (\(replay)):\n" + log) }
        let warnings = log.split(separator: "\n").filter { $0.contains("warning:") && $0.contains(sources.path) }
        guard warnings.isEmpty else { throw RunFailure(message: "generated code compiles with warnings (\(replay)):\n" + warnings.joined(separator: "\n")) }

        if let keep = environment["MODELC_RANDOM_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: work, to: URL(fileURLWithPath: keep))
        }
        let resultsFile = work.appendingPathComponent("results.json")
        let run = try RunningProcess.run(scratch.appendingPathComponent("debug/RandomCheck"), [casesFile.path, resultsFile.path], in: package)
        guard run.status == 0 else { throw RunFailure(message: "RandomCheck failed (\(replay)): " + run.stdout + run.stderr) }
        let results = try JSONDecoder().decode([EntityResult].self, from: Data(contentsOf: resultsFile))
        guard results.map(\.type) == typeNames else { throw RunFailure(message: "RandomCheck skipped types: \(results.map(\.type))") }

        var outcome = Run(models: models, replay: replay)
        for result in results {
            guard let (oracle, index) = oracles[result.type], let base = baseByType[result.type],
                  let payloads = payloadsByType[result.type]
            else { continue }
            let model = oracle.model
            let expectedBase = oracle.create(base, in: index)
            func record(_ api: String, _ payload: RandomPayload, _ expected: RecordOutcome, _ actual: Outcome) {
                let label = payload.label
                outcome.compared += 1
                outcome.labels.insert(label)
                let updating = api.hasPrefix("update")
                if actual.recordOutcome != expected || (updating && actual.errorPath != nil && actual.unchanged != true) {
                    outcome.mismatches.append(Mismatch(model: model.name, entity: result.type, api: api, label: label,
                                                       payload: payload.text, expected: expected, actual: actual.shown))
                    return
                }
                switch expected {
                case .row(let row):
                    outcome.kinds.insert("row")
                    let entity = model.entities[index]
                    for attribute in entity.attributes where row[attribute.column] != "null" {
                        outcome.storedTypes.insert(attribute.type.rawValue)
                    }
                case .error: outcome.kinds.insert("error")
                case .databaseError: outcome.kinds.insert("database error")
                }
            }
            guard case .row(let baseRow) = expectedBase else {
                throw RunFailure(message: "a base payload must be valid (a bug in RandomModel+Payloads; \(replay)): \(result.type) \(base.jsonText) gives \(expectedBase)")
            }
            record("init(json:) of the base payload", RandomPayload(label: "base", value: base), expectedBase, result.base)
            guard result.payloads.count == payloads.count else { continue }
            for (payload, outcome) in zip(payloads, result.payloads) {
                let created = oracle.create(payload.value, in: index)
                let updated = oracle.update(baseRow, with: payload.value, in: index)
                record("init(json: JSONValue)", payload, created, outcome.create)
                record("init(json: Data)", payload, created, outcome.createFromData)
                if let fromObject = outcome.createFromObject { record("init(json: [String: Any])", payload, created, fromObject) }
                record("update(with: json)", payload, updated, outcome.update)
                record("update(with: Data)", payload, updated, outcome.updateFromData)
                record("update(with: Patch(json:))", payload, updated, outcome.patch)
            }
        }
        return outcome
    }
}
