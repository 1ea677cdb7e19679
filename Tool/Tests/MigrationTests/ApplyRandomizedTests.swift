import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The randomized model pairs of `RandomizedMigrationTests`, through the whole versioned
/// pipeline instead of a bare plan: `MigrationDirectory.make` writes 0001 and 0002 with
/// their headers, and `Migrator` applies them with every guard on (sum, preflight read
/// back from the header, foreign-key and quick checks, the introspected schema equal to
/// the compiled model version). Each pair either commits with every surviving value kept,
/// or is refused by its preflight with the database file byte-identical.
///
/// `MODELC_APPLY_RANDOM_ITERATIONS` pairs (default 60) from `MODELC_RANDOM_SEED`.
final class ApplyRandomizedTests: ModelcTestCase {
    func testGeneratedMigrationFilesApplyWithVerificationOrAreRefusedUntouched() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["MODELC_APPLY_RANDOM_ITERATIONS"].flatMap(Int.init) ?? 60
        let seed = environment["MODELC_RANDOM_SEED"].flatMap(UInt64.init) ?? 20_261_122
        let folder = try makeTemporaryDirectory(self)
        var applied = 0
        var refused = 0
        for iteration in 0..<iterations {
            let pair = GeneratedPair(seed: seed, iteration: iteration)
            let (v1, v2, context) = (pair.v1, pair.v2, pair.context)
            var random = pair.random
            let versions = ModelVersions(name: "Random", versions: [v1.model(version: 1, previous: nil), v2.model(version: 2, previous: v1)], folder: "models/Random")
            if versions.versions.contains(where: { !ModelKit.validate($0).filter { $0.severity == .error }.isEmpty }) { continue }

            let sandbox = try ApplySandbox(root: folder.appendingPathComponent("\(iteration)"))
            defer { try? FileManager.default.removeItem(at: sandbox.root) }
            let made = try sandbox.directory.make(versions, draft: MigrationDraft.planned)
            XCTAssertEqual(made.map(\.toVersion), [1, 2], context)
            let schemas = Dictionary(uniqueKeysWithValues: versions.versions.map { ($0.version, SQLiteSchemaCompiler.compile($0)) })
            let migrator = Migrator(databasePath: sandbox.databasePath, lock: MigrationLock(timeout: 5)) { file in
                file.header.toVersion.flatMap { schemas[$0] }
            }
            let files = try sandbox.directory.files()
            let sum = try sandbox.directory.readSum()
            _ = try migrator.migrate(files, sum: sum, options: MigrateOptions(targetVersion: 1))
            let data = v1.randomRows(using: &random)
            let queue = try DatabaseQueue(path: sandbox.databasePath)
            try data.insert(into: queue, model: v1)
            try queue.close()

            let before = try sandbox.bytes()
            do {
                let report = try migrator.migrate(files, sum: sum, options: MigrateOptions(allowDestructive: true))
                XCTAssertEqual(report.applied.map(\.version), [2], context)
                applied += 1
            } catch .preflightFailed(_, _, let count, _, _, _) {
                XCTAssertGreaterThan(count, 0, context)
                XCTAssertEqual(try sandbox.bytes(), before, "a refused migration left the file as it was, \(context)")
                refused += 1
                continue
            } catch {
                XCTFail("migration failed, \(context): \(error)\n\(files.last?.text ?? "")")
                continue
            }
            let migrated = try DatabaseQueue(path: sandbox.databasePath)
            try data.assertStored(in: migrated, model: v2, expected: data.migrated(from: v1, to: v2), context: context)
            XCTAssertEqual(try migrated.read(MigrationHistory.entries).map(\.version), [1, 2], context)
        }
        print("apply randomized: \(iterations) pairs, \(applied) applied, \(refused) refused by preflight")
        if iterations >= 20 { XCTAssertGreaterThan(applied, iterations / 3, "most generated migrations apply") }
    }
}
