import CoreDataImport
import Foundation
import ModelcTestSupport
import XCTest

/// Importing a generated history of 100 versions × 100 entities (issue 13's bar: < 2 s).
/// Runs only with `MODELC_BENCHMARK=1`; with `MODELC_BENCH_MODELC=<release modelc>` it
/// also times that binary (see docs/performance.md, "Core Data import").
final class CoreDataImportBenchmarkTests: ModelcTestCase {
    /// Version `v` of the generated model: entity `E<i>` has attributes of every common
    /// type and a to-one to `E<i-1>` with its to-many inverse; version `v` renames one
    /// attribute and adds one, so every version differs from the last.
    static func contents(version: Int, entities: Int) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\">\n"
        for index in 0..<entities {
            xml += "    <entity name=\"E\(index)\" representedClassName=\"E\(index)\" syncable=\"YES\">\n"
            xml += "        <attribute name=\"title\" attributeType=\"String\" defaultValueString=\"\"/>\n"
            xml += "        <attribute name=\"count\" optional=\"YES\" attributeType=\"Integer 32\" minValueString=\"0\"/>\n"
            xml += "        <attribute name=\"amount\" optional=\"YES\" attributeType=\"Double\"/>\n"
            xml += "        <attribute name=\"createdAt\" optional=\"YES\" attributeType=\"Date\"/>\n"
            xml += "        <attribute name=\"token\" optional=\"YES\" attributeType=\"UUID\"/>\n"
            xml += "        <attribute name=\"flag\" attributeType=\"Boolean\" defaultValueString=\"NO\"/>\n"
            let renamed = version > 1 ? " renamingIdentifier=\"note\(version - 1)\"" : ""
            xml += "        <attribute name=\"note\(version)\" optional=\"YES\" attributeType=\"String\"\(renamed)/>\n"
            for added in 0..<(version / 10) {
                xml += "        <attribute name=\"extra\(added)\" optional=\"YES\" attributeType=\"Integer 64\"/>\n"
            }
            if index > 0 {
                xml += "        <relationship name=\"parent\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Nullify\" destinationEntity=\"E\(index - 1)\" inverseName=\"children\" inverseEntity=\"E\(index - 1)\"/>\n"
            }
            if index < entities - 1 {
                xml += "        <relationship name=\"children\" optional=\"YES\" toMany=\"YES\" deletionRule=\"Cascade\" destinationEntity=\"E\(index + 1)\" inverseName=\"parent\" inverseEntity=\"E\(index + 1)\"/>\n"
            }
            xml += "    </entity>\n"
        }
        return xml + "</model>\n"
    }

    func testImportingAHundredVersionsOfAHundredEntities() throws {
        guard ProcessInfo.processInfo.environment["MODELC_BENCHMARK"] != nil else {
            throw XCTSkip("set MODELC_BENCHMARK=1 to run the Core Data import benchmark")
        }
        let root = try makeTemporaryDirectory(self)
        let source = root.appendingPathComponent("Big.xcdatamodeld")
        for version in 1...100 {
            let folder = source.appendingPathComponent(version == 1 ? "Big.xcdatamodel" : "Big \(version).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.contents(version: version, entities: 100).utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let options = CoreDataImportOptions(name: "Big")
        let read = Date()
        let history = try CoreDataModelHistory.read(source.path)
        let reading = Date().timeIntervalSince(read)
        let converted = try CoreDataImporter.convert(history, options: options)
        let mapping = Date().timeIntervalSince(read) - reading
        XCTAssertEqual(converted.files.count, 100)
        let started = Date()
        let report = try CoreDataImporter.importModel(at: source.path, output: root.appendingPathComponent("models/Big").path, options: options)
        let seconds = Date().timeIntervalSince(started)
        print(String(format: "Core Data import: 100 versions × 100 entities in %.2f s (reading the XML %.2f s, mapping and writing YAML text %.2f s; the rest checks the models and writes the files)",
                     seconds, reading, mapping))
        XCTAssertEqual(report.versions.count, 100)
        XCTAssertEqual(report.versions.last?.entities, 100)
        // The release binary, when given: the figure docs/performance.md reports.
        if let binary = ProcessInfo.processInfo.environment["MODELC_BENCH_MODELC"] {
            let started = Date()
            let outcome = try RunningProcess.run(URL(fileURLWithPath: binary),
                                                 ["import", "coredata", source.path, "--name", "Big", "--output", "models/Release"], in: root)
            let seconds = Date().timeIntervalSince(started)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            print(String(format: "Core Data import with %@: 100 versions × 100 entities in %.2f s (the whole command)", binary, seconds))
            XCTAssertLessThan(seconds, 2, "issue 13's bar")
        }
    }
}
