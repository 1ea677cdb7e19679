import Foundation
import Migration
import MigrationTesting
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import XCTest

/// `modelc migrate test --db postgres://…`: the paths run on a real server, through the
/// model's PostgreSQL migrations, in databases the run makes and drops; each failure
/// class planted in a small history is found with its table, column and an example key,
/// as on SQLite (the same `MigrationTestSpecification`), and a database the run did not
/// make is never touched.
final class PostgresMigrationTestTests: PostgresTestCase {
    /// The shop SQLite's tests use (`ShopModel`), with a float and a customer
    /// who refers to another, so the loaded rows need the foreign keys deferred.
    private let shop = ShopModel.version1.replacingOccurrences(of: "      settings: json?\n", with: """
              settings: json?
              score: float?

        """).replacingOccurrences(of: "      orders: { to: Order, toMany: true, inverse: customer, deleteRule: cascade }\n", with: """
              orders: { to: Order, toMany: true, inverse: customer, deleteRule: cascade }
              referrer: { to: Customer, inverse: referred, optional: true }
              referred: { to: Customer, toMany: true, inverse: referrer }

        """)

    /// The name the run is given; it makes `<scratch>_from_<version>` beside it.
    private var scratch: String { database + "_mt" }

    /// Writes `models/Shop/<n>.yaml` for each text, makes the PostgreSQL migrations and
    /// their down files as `modelc migrate make --dialect postgres [--down]` does, lets
    /// `edit` change the files (the sum refreshed after), and returns the target.
    private func history(_ versions: [String], edit: ((String) throws -> Void)? = nil) throws -> MigrationTarget {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, text) in versions.enumerated() {
            let numbered = text.replacingOccurrences(of: "version: 1\n", with: "version: \(index + 1)\n")
            try numbered.write(to: folder.appendingPathComponent("\(index + 1).yaml"), atomically: true, encoding: .utf8)
        }
        var target = try MigrationTarget.resolve(model: folder.path, dir: nil, dialect: .postgres)
        _ = try target.make(regenerate: false, slug: nil)
        _ = try target.makeDown(regenerate: false)
        if let edit {
            try edit(target.directory.path)
            _ = try target.directory.writeSum()
            target = try MigrationTarget.resolve(model: folder.path, dir: nil, dialect: .postgres)
        }
        return target
    }

    private func server() throws -> PostgresScratchServer {
        PostgresScratchServer(settings: try PostgresConnectionSettings(url: url(for: scratch)))
    }

    private func run(
        _ target: MigrationTarget, rows: Int = 40, allowDestructive: Bool = false, reversible: Bool = false, keep: String? = nil
    ) throws -> MigrationTestReport {
        try MigrationTest(target: target, options: .init(
            rowsPerTable: rows, seed: 3, allowDestructive: allowDestructive, keepDirectory: keep, reversible: reversible, server: try server())).run()
    }

    private func failures(_ report: MigrationTestReport, _ kind: MigrationTestReport.Failure.Kind) -> [MigrationTestReport.Failure] {
        report.paths.flatMap(\.failures).filter { $0.kind == kind }
    }

    private var specification: MigrationTestSpecification {
        MigrationTestSpecification(shop: shop, rows: 40, history: { try self.history($0, edit: $1) },
                                   run: { try self.run($0, allowDestructive: $1, reversible: $2) })
    }

    /// The databases of the cluster whose names start with the scratch name.
    private func scratchDatabases() throws -> [String] {
        try cluster.psql(database: "postgres", "SELECT datname FROM pg_database WHERE datname LIKE '\(scratch)%' ORDER BY 1")
            .stdout.split(separator: "\n").map(String.init)
    }

    func testACleanHistoryPassesEveryPathOnTheServerAndLeavesNoDatabaseBehind() throws {
        try specification.aCleanHistoryPassesEveryPathWithRowsInEveryTable()
        XCTAssertEqual(try scratchDatabases(), [], "the run drops every database it made")
    }

    func testAnAdoptedSchemasDeclaredPrecisionsAndLengthsHoldTheGeneratedRows() throws {
        // Chinook's `UnitPrice NUMERIC(10,2)`: PostgreSQL enforces what SQLite only
        // declares, and reads the price back as the number SQLite's NUMERIC column holds.
        let v1 = """
            model: Store
            version: 1
            entities:
              Track:
                strict: false
                attributes:
                  id: int
                  unitPrice: { type: double, sqlType: "NUMERIC(10,2)", default: 0.99 }
                  code: { type: string, sqlType: "VARCHAR(5)" }
            """
        let v2 = v1.replacingOccurrences(of: "      code: { type: string, sqlType: \"VARCHAR(5)\" }\n", with: "      code: { type: string, sqlType: \"VARCHAR(5)\" }\n      note: string?\n")
        let report = try run(try history([v1, v2]), rows: 300, reversible: true)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertEqual(report.paths.first?.rows["track"], 300)
    }

    /// A model in PostgreSQL's words (`dialect: postgres`) keeps its declared types out of
    /// the SQLite file its rows are generated in, and the generator, reading none there,
    /// wrote plain text into `text[]` ("malformed array literal") and numbers too long for
    /// `numeric(10,5)`: every path failed before a migration ran, on four real schemas
    /// whose models passed without `dialect:`. The values fit the model's types now.
    func testAModelInPostgresWordsGetsValuesOfItsDeclaredTypes() throws {
        let v1 = """
            model: Tax
            version: 1
            dialect: postgres
            entities:
              Tax:
                strict: false
                attributes:
                  id: int
                  names: { type: string, sqlType: "text[]" }
                  rate: { type: decimal, sqlType: "numeric(10,5)", check: "rate >= 0" }
                  note: { type: string, optional: true, sqlType: "character varying(8)" }
            """
        let v2 = v1.replacingOccurrences(of: "      note: {", with: "      label: string?\n      note: {")
        let report = try run(try history([v1, v2]), rows: 120)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertEqual(report.paths.first?.rows["tax"], 120, report.text)
    }

    /// A deferrable UNIQUE constraint (MusicBrainz's `medium (release, position)`) cannot
    /// be an arbiter of the `ON CONFLICT` that skips generated rows repeating a key: the
    /// path failed filling its first database. The constraint is checked at once for
    /// the load and made deferrable again after.
    func testATableWithADeferrableUniqueConstraintIsFilled() throws {
        let v1 = """
            model: Discs
            version: 1
            dialect: postgres
            entities:
              Medium:
                strict: false
                attributes:
                  id: int
                  release: int32
                  position: int32
                unique:
                  - { columns: [release, position], constraint: true, deferrable: immediate }
            """
        let v2 = v1.replacingOccurrences(of: "      position: int32\n", with: "      position: int32\n      name: string?\n")
        let report = try run(try history([v1, v2]), rows: 60)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertGreaterThan(report.paths.first?.rows["medium"] ?? 0, 0, report.text)
    }

    // MARK: - What every engine must find (MigrationTestSpecification)

    func testATypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() throws { try specification.aTypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() }
    func testANewRequiredColumnWithoutAFillIsRefusedWithEveryRowAtStake() throws { try specification.aNewRequiredColumnWithoutAFillIsRefusedWithEveryRowAtStake() }
    func testAHandEditedMigrationThatDeletesRowsIsFoundWithAKey() throws { try specification.aHandEditedMigrationThatDeletesRowsIsFoundWithAKey() }
    func testARenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() throws { try specification.aRenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() }
    func testANewCheckThatExistingRowsBreakIsRefused() throws { try specification.aNewCheckThatExistingRowsBreakIsRefused() }
    func testANarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() throws { try specification.aNarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() }
    func testRowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() throws { try specification.rowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() }
    func testAHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() throws { try specification.aHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() }
    func testAReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() throws { try specification.aReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() }
    func testADownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() throws { try specification.aDownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() }

    // MARK: - On a server

    func testARefusedPathSaysWhatItAppliedBefore() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")
        let v3 = v2.replacingOccurrences(of: "      code: string\n", with: "      code: int\n")
        let report = try run(try history([shop, v2, v3]))
        let first = try XCTUnwrap(report.paths.first, report.text)
        XCTAssertEqual(first.applied, ["0002_shop_v2.sql"], "the migration committed before the refused one: \(report.text)")
        XCTAssertEqual(failures(report, .refused).first?.column, "code", report.text)
    }

    private var reversibleV2: String { ShopModel.reversibleVersion2(of: shop) }

    func testADatabaseTheRunDidNotMakeIsRefusedAndLeftAsItWas() throws {
        let target = try history([shop, reversibleV2])
        try Self.check(cluster.psql(database: "postgres", "CREATE DATABASE \(scratch)_from_1"))
        try Self.check(cluster.psql(database: "\(scratch)_from_1", "CREATE TABLE precious (id int); INSERT INTO precious VALUES (1)"))
        XCTAssertThrowsError(try run(target)) { error in
            let report = (error as? any ReportableError)?.report
            XCTAssertEqual(report?.code, "not-a-scratch-database", "\(error)")
            XCTAssertEqual(report?.status, .invalidInput)
        }
        XCTAssertEqual(try cluster.psql(database: "\(scratch)_from_1", "SELECT count(*) FROM precious").stdout, "1\n")
        XCTAssertEqual(try scratchDatabases(), ["\(scratch)_from_1"], "the ladder the run made is dropped, the other database kept")
    }

    func testKeptDatabasesStayOnTheServerAndALaterRunReplacesThem() throws {
        let target = try history([shop, reversibleV2])
        let keep = try makeTemporaryDirectory(self).appendingPathComponent("kept").path
        let report = try run(target, keep: keep)
        XCTAssertEqual(report.paths.first?.kept, try server().reference(to: "\(scratch)_from_1"))
        XCTAssertEqual(try scratchDatabases(), [scratch, "\(scratch)_from_1"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: keep + "/from-1.before.sqlite"), "the rows read back are kept too")
        XCTAssertEqual(report.paths.first?.keptBefore, keep + "/from-1.before.sqlite")
        XCTAssertTrue(report.text.contains("     database kept: \(try server().reference(to: "\(scratch)_from_1")), and its rows before migrating in \(keep)/from-1.before.sqlite"),
                      "the text names what exists (it said `<database>.sqlite`): \(report.text)")
        // A later run finds its own marked databases and replaces them.
        let again = try run(target)
        XCTAssertEqual(again.paths.flatMap(\.failures), [], again.text)
        XCTAssertEqual(try scratchDatabases(), [])
    }

    func testASampleDatabaseOfTheServerIsMigratedFromItsOwnVersionAndNeverWritten() throws {
        let target = try history([shop, reversibleV2])
        // A production copy at version 1: migrated there by the files, with rows of its own.
        let production = database + "_prod"
        _ = try cluster.query(database: "postgres", "CREATE DATABASE \(production)")
        let engine = PostgresEngine(settings: try PostgresConnectionSettings(url: url(for: production)))
        _ = try engine.migrate(MigrationRequest(target: target, declarativeModel: nil, options: MigrateOptions(targetVersion: 1)))
        _ = try cluster.query(database: production, #"INSERT INTO "order" (id, code, total, paid, quantity) VALUES (1, 'A-1', 2.5, true, 3), (2, 'B-2', 0, false, 1)"#)

        let report = try MigrationTest(target: target, options: .init(sample: url(for: production), server: try server())).run()
        let path = try XCTUnwrap(report.paths.first)
        XCTAssertEqual(path.from, 1, "the version its history gives")
        XCTAssertEqual(path.rows["order"], 2)
        XCTAssertEqual(path.failures, [], report.text)
        XCTAssertEqual(try cluster.query(database: production, "SELECT max(version) FROM modelc_migrations"), "1\n", "the sample is never written")
        XCTAssertEqual(try scratchDatabases(), [], "its copy is dropped")
    }

    /// A database whose tables live in another schema, found by the database's own
    /// `search_path` (`ALTER DATABASE … SET search_path = app, public`, as Supabase's and
    /// MusicBrainz's are set up): the copy a template makes carries no such setting, so
    /// the sample "had no modelc history". The copy gets the setting too.
    func testASampleFindingItsSchemaByTheDatabasesSearchPathIsMigrated() throws {
        let target = try history([shop, reversibleV2])
        let production = database + "_app"
        _ = try cluster.query(database: "postgres", "CREATE DATABASE \(production)")
        _ = try cluster.query(database: production, "CREATE SCHEMA app; ALTER DATABASE \(production) SET search_path = app, public")
        let engine = PostgresEngine(settings: try PostgresConnectionSettings(url: url(for: production)))
        _ = try engine.migrate(MigrationRequest(target: target, declarativeModel: nil, options: MigrateOptions(targetVersion: 1)))
        XCTAssertEqual(try cluster.query(database: production, "SELECT count(*) FROM app.modelc_migrations"), "1\n", "the history is in `app`")

        let report = try MigrationTest(target: target, options: .init(sample: url(for: production), server: try server())).run()
        XCTAssertEqual(report.paths.first?.from, 1, report.text)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
    }

    func testTheMigrationsMustBePostgreSQLs() throws {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try shop.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let sqlite = try MigrationTarget.resolve(model: folder.path, dir: nil)
        XCTAssertThrowsError(try MigrationTest(target: sqlite, options: .init(server: try server()))) { error in
            XCTAssertEqual((error as? MigrationTestError)?.report.status, .invalidInput)
        }
    }

    private static func check(_ outcome: ProcessOutcome) throws {
        guard outcome.status == 0 else { throw NSError(domain: "psql", code: Int(outcome.status), userInfo: [NSLocalizedDescriptionKey: outcome.stderr]) }
    }
}
