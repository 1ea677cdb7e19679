import Foundation
import Migration
import ModelcTestSupport
import XCTest

/// The query planner's statistics (`sqlite_stat1`) of a table a migration rebuilds are
/// kept: `DROP TABLE` of the old table deleted them, and after migrating the planner
/// guessed where it had measured (the iOS messages database lost all 33 rows).
final class PlannerStatisticsTests: ModelcTestCase {
    func testARebuiltTableKeepsItsStatisticsAndADroppedIndexLosesItsOwn() throws {
        let project = try ModelProject(self)
        try project.writeVersion(1, """
              Person:
                attributes:
                  id: int
                  name: string
                  age: int
                indexes:
                  - [name]
                  - [age]

            """)
        // `age` becomes a double (a rebuild of `person`), and its index goes.
        try project.writeVersion(2, """
              Person:
                attributes:
                  id: int
                  name: string
                  age: double
                indexes:
                  - [name]

            """)
        _ = try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("""
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 50)
            INSERT INTO person SELECT x, 'name ' || (x % 10), x FROM n;
            ANALYZE;
            """)
        let before = try project.rows("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl = 'person' ORDER BY idx")
        XCTAssertEqual(before.map { $0[1] }, [#""idx_person_age""#, #""idx_person_name""#])

        XCTAssertTrue(try project.file("0002_app_v2.sql").contains("-- step: destructive: rebuildTable person:") || project.file("0002_app_v2.sql").contains("rebuildTable person:"))
        _ = try project.migrate(MigrateOptions(allowDestructive: true))
        XCTAssertEqual(try project.rows("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl = 'person' ORDER BY idx"), before.filter { $0[1] == #""idx_person_name""# },
                       "the kept index keeps its statistics; the dropped one's are gone with it")
    }

    /// `sqlite_stat4`'s samples (which `ANALYZE` writes where SQLite is built with STAT4:
    /// Trilium's notes lost 411 rows, Lightroom's catalogs 16 and 89) are kept alike. This
    /// machine's SQLite writes none, so the file gets its table and rows as such a build
    /// would leave them.
    func testARebuiltTableKeepsItsSampledStatistics() throws {
        let project = try ModelProject(self)
        try project.writeVersion(1, """
              Person:
                attributes:
                  id: int
                  name: string
                  age: int
                indexes:
                  - [name]

            """)
        try project.writeVersion(2, """
              Person:
                attributes:
                  id: int
                  name: string
                  age: double
                indexes:
                  - [name]

            """)
        _ = try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("""
            INSERT INTO person VALUES (1, 'Ada', 36), (2, 'Grace', 85);
            PRAGMA writable_schema = ON;
            CREATE TABLE sqlite_stat4 (tbl, idx, neq, nlt, ndlt, sample);
            PRAGMA writable_schema = OFF;
            INSERT INTO sqlite_stat4 VALUES ('person', 'idx_person_name', '1 1', '0 0', '0 0', x'0317416461'), ('person', 'idx_person_name', '1 1', '1 1', '1 1', x'03174772616365');
            """)
        let before = try project.rows("SELECT tbl, idx, neq, nlt, ndlt, hex(sample) FROM sqlite_stat4 ORDER BY nlt")
        XCTAssertEqual(before.count, 2)
        _ = try project.migrate(MigrateOptions(allowDestructive: true))
        XCTAssertEqual(try project.rows("SELECT tbl, idx, neq, nlt, ndlt, hex(sample) FROM sqlite_stat4 ORDER BY nlt"), before)
    }
}
