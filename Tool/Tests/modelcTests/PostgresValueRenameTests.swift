import Foundation
import ModelcTestSupport
import XCTest

/// `renamedValues` on PostgreSQL: the table changed in place rewrites the stored old
/// value with an UPDATE while its CHECK is dropped, then adds the new CHECK; the result
/// is the model version, exactly.
final class PostgresValueRenameTests: PostgresTestCase {
    func testARenamedEnumerationValueIsRewrittenBeforeTheNewCheck() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Garage")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let v1 = """
            model: Garage
            version: 1
            entities:
              Car:
                attributes:
                  id: int
                  entity: { type: string, default: Car, values: [Car, SportCar, ExpensiveSportCar] }
            """
        try v1.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try v1.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "values: [Car, SportCar, ExpensiveSportCar] }", with: "values: [Car, SportCar, LuxuryCar], renamedValues: { LuxuryCar: ExpensiveSportCar } }")
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try Modelc.run(["migrate", "make", "models/Garage", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, "models/Garage", "--to", "1"], in: project).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO car (id, entity) VALUES (1, 'Car'), (2, 'ExpensiveSportCar'), (3, 'SportCar');")
        let outcome = try Modelc.run(["migrate", "--db", url, "models/Garage"], in: project)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT id, entity FROM car ORDER BY id;"), "1|Car\n2|LuxuryCar\n3|SportCar\n")
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Garage"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }
}
