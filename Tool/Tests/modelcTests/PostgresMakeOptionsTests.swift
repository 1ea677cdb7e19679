import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import XCTest

/// `modelc migrate make --dialect postgres --concurrent-indexes` (or
/// `--single-transaction`): the rendering is chosen when the file is written, recorded
/// in its header (`-- postgres-plan:`), repeated when the file is planned again, and
/// applied as written.
final class PostgresMakeOptionsTests: PostgresTestCase {
    private var models: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        models = try makeTemporaryDirectory(self).appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for version in ["1", "2"] {
            try FileManager.default.copyItem(atPath: Repository.fixture("PostgresModels/Shop/\(version).yaml").path,
                                             toPath: models.appendingPathComponent("\(version).yaml").path)
        }
    }

    private var folder: URL {
        models.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("migrations/Shop/postgres")
    }

    func testAFileMadeWithConcurrentIndexesSaysSoAndBuildsItsIndexOutsideTheTransaction() throws {
        let made = try Modelc.run(["migrate", "make", models.path, "--dialect", "postgres", "--concurrent-indexes"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let files = try MigrationDirectory(path: folder.path).files()
        XCTAssertEqual(files.map(\.fileName), ["0001_create_shop.sql", "0002_shop_v2.sql"])
        let (first, file) = (files[0], files[1])
        XCTAssertEqual(PostgresPlanOptions(file.header.planChoices), PostgresPlanOptions(concurrentIndexes: true))
        XCTAssertEqual(file.text.components(separatedBy: "\n").filter { $0.hasPrefix("-- postgres-plan:") }, ["-- postgres-plan: concurrent-indexes"])
        XCTAssertEqual(file.text.components(separatedBy: "\n").filter { $0.hasPrefix("CREATE INDEX CONCURRENTLY") },
                       [#"CREATE INDEX CONCURRENTLY IF NOT EXISTS "idx_item_name" ON "item" ("name");"#])
        XCTAssertEqual(first.text.components(separatedBy: "\n").filter { $0.hasPrefix("-- postgres-plan:") }, ["-- postgres-plan: concurrent-indexes"],
                       "the first file has nothing to build concurrently, but says how it was made")

        // Planned again with the header's choice, the file is what the model gives.
        let versions = try ModelLoader.load(models.path)
        var edited = versions
        edited.versions[1].doc = "A shop."
        XCTAssertFalse(file.wouldMissItsVersion(in: edited))
        XCTAssertEqual(try Modelc.run(["migrate", "make", models.path]).status, 0, "the SQLite files, which check wants too")
        let check = try Modelc.run(["check", models.path])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)

        let migrated = try Modelc.run(["migrate", "--db", url, models.path])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT indisvalid FROM pg_index WHERE indexrelid = 'idx_item_name'::regclass;
            SELECT version FROM modelc_migrations ORDER BY version;
            """), "t\n1\n2\n")
    }

    func testTheRenderingFlagsNeedThePostgresDialectAndDoNotCombine() throws {
        let sqlite = try Modelc.run(["migrate", "make", models.path, "--single-transaction"])
        XCTAssertEqual(sqlite.status, 2)
        XCTAssertEqual(sqlite.stderr.components(separatedBy: "\n").first,
                       "error: --concurrent-indexes and --single-transaction shape PostgreSQL plans; add --dialect postgres.")
        let both = try Modelc.run(["migrate", "make", models.path, "--dialect", "postgres", "--single-transaction", "--concurrent-indexes"])
        XCTAssertEqual(both.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "nothing was written")
    }
}
