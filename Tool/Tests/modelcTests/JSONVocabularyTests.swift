import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// One JSON vocabulary per command, whatever the engine: `migrate` (applied, dry run,
/// declarative dry run), `migrate status`, `inspect` (with and without `--model`) and
/// `diff` write the same keys for SQLite and PostgreSQL. The only keys one engine adds
/// are what only it has: PostgreSQL's lock impact of each step (`lockImpact`) and the
/// server's own type names (`declaredType`), SQLite's table options (`isStrict`,
/// `isWithoutRowID`: `Table.sqlite`). `checkNames` (keyed by each check's SQL)
/// is there when a check is named, on either engine: here PostgreSQL's, which keeps the
/// name it gave `film.episode_id`'s check when the column became `episode`.
final class JSONVocabularyTests: PostgresTestCase {
    private var project: URL!
    private let engineOnlyKeys: Set<String> = ["lockImpact", "declaredType", "checkNames", "isStrict", "isWithoutRowID"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/StarWars"), to: project.appendingPathComponent("models/StarWars"))
        for dialect in ["sqlite", "postgres"] {
            let made = try modelc(["migrate", "make", "models/StarWars", "--dialect", dialect])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    /// Every key path of a JSON document (`.applied[].duration_ms`), leaving out the
    /// subtrees under engine-only keys.
    private func keyPaths(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Set<String> {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        func walk(_ value: Any, _ path: String) -> Set<String> {
            if let object = value as? [String: Any] {
                return object.reduce(into: Set<String>()) { paths, entry in
                    guard !engineOnlyKeys.contains(entry.key) else { return }
                    paths.insert(path + "." + entry.key)
                    paths.formUnion(walk(entry.value, path + "." + entry.key))
                }
            }
            if let array = value as? [Any] { return array.reduce(into: Set<String>()) { $0.formUnion(walk($1, path + "[]")) } }
            return []
        }
        return walk(value, "")
    }

    /// Runs `arguments` with `--db` naming each engine's database and `--format json`,
    /// and asserts both outputs have the same key paths (and exit statuses).
    private func assertSameKeys(_ arguments: [String], databaseArgument: String = "--db", extra: [String] = [],
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let sqlite = try modelc(arguments + [databaseArgument, project.appendingPathComponent("app.sqlite").path] + extra + ["--format", "json"])
        let postgres = try modelc(arguments + [databaseArgument, url] + extra + ["--format", "json"])
        XCTAssertEqual(sqlite.status, postgres.status, "\(arguments): \(sqlite.stderr) | \(postgres.stderr)", file: file, line: line)
        let (left, right) = (try keyPaths(sqlite.stdout), try keyPaths(postgres.stdout))
        XCTAssertFalse(left.isEmpty, "\(arguments) wrote JSON: \(sqlite.stdout)", file: file, line: line)
        XCTAssertEqual(left.subtracting(right).sorted(), [], "\(arguments): keys only SQLite writes", file: file, line: line)
        XCTAssertEqual(right.subtracting(left).sorted(), [], "\(arguments): keys only PostgreSQL writes", file: file, line: line)
    }

    func testEveryCommandWritesTheSameKeysForBothEngines() throws {
        try assertSameKeys(["migrate", "models/StarWars@1"], extra: ["--dry-run"])
        try assertSameKeys(["migrate", "models/StarWars@1"])
        try assertSameKeys(["migrate", "status", "models/StarWars"])
        try assertSameKeys(["migrate", "models/StarWars"])
        try assertSameKeys(["migrate", "status", "models/StarWars"])
        try assertSameKeys(["inspect"])
        try assertSameKeys(["migrate", "--model", "models/StarWars"], extra: ["--dry-run"])
        // A table the model does not have, so that drift has something to list.
        _ = try cluster.query(database: database, "CREATE TABLE extra (id integer PRIMARY KEY);")
        let sqlite = try DatabaseQueue(path: project.appendingPathComponent("app.sqlite").path)
        try sqlite.write { try $0.execute(sql: "CREATE TABLE extra (id INTEGER PRIMARY KEY)") }
        try assertSameKeys(["inspect", "--model", "models/StarWars"])

        let sqliteDiff = try modelc(["diff", "models/StarWars@1", "models/StarWars", "--format", "json"])
        let postgresDiff = try modelc(["diff", "models/StarWars@1", "models/StarWars", "--dialect", "postgres", "--format", "json"])
        XCTAssertEqual(try keyPaths(sqliteDiff.stdout), try keyPaths(postgresDiff.stdout))
    }

    func testBothEnginesReportTheDurationAndTheVersionReachedUnderOneName() throws {
        for db in [project.appendingPathComponent("app.sqlite").path, url] {
            let outcome = try modelc(["migrate", "--db", db, "models/StarWars", "--format", "json"])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(report["version"] as? Int, 3, db)
            let applied = try XCTUnwrap(report["applied"] as? [[String: Any]])
            XCTAssertEqual(applied.map { $0["summary"] as? String }, [
                "11 steps: 11 safe, 0 dataDependent, 0 destructive", "4 steps: 4 safe, 0 dataDependent, 0 destructive",
                "5 steps: 4 safe, 1 dataDependent, 0 destructive",
            ], db)
            XCTAssertTrue(applied.allSatisfy { $0["duration_ms"] is Int }, db)
        }
    }
}
