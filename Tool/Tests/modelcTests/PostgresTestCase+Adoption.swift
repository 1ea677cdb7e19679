import Foundation
import ModelcTestSupport
import XCTest

extension PostgresTestCase {
    /// `inspect --as-model` of the test database, saved as `models/<name>/1.yaml` in
    /// `project` and read back with `inspect --model`, which must find no drift: a model
    /// adopted from a database is that database. Returns the model's YAML.
    func adoptAndReadBack(named name: String, in project: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", name], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr, file: file, line: line)
        let folder = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let readBack = try Modelc.run(["inspect", "--db", url, "--model", "models/\(name)"], in: project)
        XCTAssertEqual(readBack.status, 0, "the adopted model is the database: " + readBack.stdout + readBack.stderr, file: file, line: line)
        return adopted.stdout
    }
}
