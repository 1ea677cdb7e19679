import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// A dialect registered by a test alone (`NoTransactionalDDLDriver`) gets the whole
/// pipeline: `migrate make` writes its files in their own folder with every statement
/// in a `no-transaction` phase, `check` and staleness read them, and PostgreSQL's
/// applier (history, advisory lock, phase progress, verification) brings a real
/// database to each version and resumes a run that failed part-way.
final class NoTransactionalDDLDriverTests: PostgresTestCase {
    private var project: URL!
    private var models: URL { project.appendingPathComponent("models/Shop") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        DialectDrivers.register(NoTransactionalDDLDriver())
        project = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Product:
                attributes:
                  id: int
                  name: string?
                  price: int
                  sku: string
                relationships:
                  lines: { to: Line, toMany: true, inverse: product, deleteRule: cascade }
              Line:
                attributes:
                  id: int
                  quantity: { type: int, min: 1 }
                relationships:
                  product: { to: Product, inverse: lines }
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try """
            model: Shop
            version: 2
            entities:
              Product:
                attributes:
                  id: int
                  title: { type: string, default: "", renamedFrom: name }
                  price: double
                  sku: { type: string, indexed: true }
                  stock: { type: int, default: 0 }
                relationships:
                  lines: { to: Line, toMany: true, inverse: product, deleteRule: cascade }
              Line:
                attributes:
                  id: int
                  quantity: { type: int, min: 1 }
                  note: string?
                relationships:
                  product: { to: Product, inverse: lines }
            """.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
    }

    private var settings: PostgresConnectionSettings {
        get throws { try PostgresConnectionSettings(url: url) }
    }

    private func target(_ version: Int? = nil) throws -> MigrationTarget {
        try MigrationTarget.resolve(model: models.path + (version.map { "@\($0)" } ?? ""), dir: nil, dialect: NoTransactionalDDLDriver.dialect)
    }

    private func migrate(_ version: Int? = nil) throws -> MigrationReport {
        let request = MigrationRequest(target: try target(version), declarativeModel: nil, options: MigrateOptions(allowDestructive: false))
        return try PostgresEngine(settings: try settings).migrate(request).report
    }

    func testItsFilesLiveInTheirOwnFolderWithEveryStatementInAPhaseOfItsOwn() throws {
        let made = try target().make(regenerate: false, slug: nil)
        XCTAssertEqual(made.map(\.name), ["0001_create_shop.sql", "0002_shop_v2.sql"])
        let folder = project.appendingPathComponent("migrations/Shop/nontxddl")
        let files = try MigrationDirectory(path: folder.path).files()
        XCTAssertEqual(files.map(\.header.dialect), [NoTransactionalDDLDriver.dialect, NoTransactionalDDLDriver.dialect])
        XCTAssertTrue(files[0].text.contains("-- dialect: nontxddl\n"))
        for file in files {
            let phases = try PostgresScript.phases(in: file.sql)
            XCTAssertGreaterThan(phases.count, 1, file.fileName)
            XCTAssertEqual(phases.filter { $0.statements.count != 1 }.map(\.number), [], "\(file.fileName): one statement per phase")
            XCTAssertEqual(Set(phases.map(\.kind)).subtracting([.noTransaction, .batches]), [], "\(file.fileName): no phase runs in a transaction")
        }
        // The same model planned for PostgreSQL, whose DDL is transactional, is one transaction.
        let postgres = try DatabaseDialect.postgres.draft(from: ModelCheck.load(reference: models.path + "@1"), to: ModelCheck.load(reference: models.path + "@2"))
        XCTAssertTrue(try PostgresScript.phases(in: postgres.sql).contains { $0.kind == .transaction })

        // `check` reads every registered dialect's folder beside the default's.
        _ = try MigrationTarget.resolve(model: models.path, dir: nil).make(regenerate: false, slug: nil)
        let check = MigrationCheck.check(modelFolders: [models.path], dir: nil)
        XCTAssertEqual(check.problems.map(\.message), [])
        XCTAssertEqual(check.checked.first?.dialectDirectories, [folder.path])
        XCTAssertFalse(files[1].wouldMissItsVersion(in: ModelCheck.inspect(models.path).versions!))
    }

    func testTheSharedApplierBringsADatabaseToEachVersionWithItsHistoryAndNoDrift() throws {
        _ = try target().make(regenerate: false, slug: nil)
        let first = try migrate(1)
        XCTAssertEqual(first.applied.map(\.name), ["0001_create_shop.sql"])
        XCTAssertEqual(first.version, 1)
        let second = try migrate()
        XCTAssertEqual(second.applied.map(\.name), ["0002_shop_v2.sql"])
        XCTAssertEqual(second.version, 2)
        XCTAssertEqual(try migrate().applied, [], "a second run finds nothing to do")

        let status = try PostgresEngine(settings: try settings).status(of: try target())
        XCTAssertEqual(status.applied.map(\.name), ["0001_create_shop.sql", "0002_shop_v2.sql"])
        let drift = try PostgresDrift.report(try settings, modelAt: models.path)
        XCTAssertEqual(drift.differences, [])
    }

    func testARunThatFailsPartWayKeepsWhatCommittedAndResumesAfterIt() throws {
        _ = try target().make(regenerate: false, slug: nil)
        _ = try migrate(1)
        _ = try cluster.query(database: database, "INSERT INTO \"product\" (\"id\", \"name\", \"price\", \"sku\") VALUES (1, 'a', 2, 'x'), (2, 'b', 3, 'x')")
        // A check of "sku" written by hand fails on these rows, leaving nothing behind (an
        // object the model does not have would fail verification): the statements before
        // it have committed (each its own phase) when it fails.
        let folder = project.appendingPathComponent("migrations/Shop/nontxddl")
        let file = folder.appendingPathComponent("0002_shop_v2.sql")
        let text = try String(contentsOf: file, encoding: .utf8)
        let marker = text.range(of: "-- modelc:phase 3 ")!
        let phase = text[marker.lowerBound...].prefix { $0 != "\n" }
        let edited = text.replacingCharacters(in: marker.lowerBound..<marker.lowerBound,
                                              with: "\(phase)\nDO $check$ BEGIN IF EXISTS (SELECT 1 FROM \"product\" GROUP BY \"sku\" HAVING count(*) > 1) "
                                                  + "THEN RAISE EXCEPTION 'duplicate sku'; END IF; END $check$;\n")
        let renumbered = Self.renumberingPhases(edited)
        try renumbered.write(to: file, atomically: true, encoding: .utf8)
        _ = try MigrationDirectory(path: folder.path).writeSum()

        XCTAssertThrowsError(try migrate()) { error in
            XCTAssertTrue("\(error)".contains("duplicate sku"), "\(error)")
        }
        let committed = try cluster.query(database: database, "SELECT phase FROM modelc_migration_progress")
        XCTAssertEqual(committed, "2\n", "the two statements before the failing one stay committed and recorded")

        _ = try cluster.query(database: database, "UPDATE \"product\" SET \"sku\" = 'y' WHERE \"id\" = 2")
        let resumed = try migrate()
        XCTAssertEqual(resumed.applied.map(\.name), ["0002_shop_v2.sql"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM modelc_migration_progress"), "0\n")
    }

    /// `text` with its phase markers numbered 1, 2, 3… in order.
    private static func renumberingPhases(_ text: String) -> String {
        var number = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("-- modelc:phase ") else { return String(line) }
            number += 1
            let kind = line.split(separator: " ").last!
            return "-- modelc:phase \(number) \(kind)"
        }.joined(separator: "\n")
    }
}
