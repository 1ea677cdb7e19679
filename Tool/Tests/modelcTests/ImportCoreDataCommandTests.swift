import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// `modelc import coredata` through the real binary: import → validate → migrate make →
/// migrate a database holding version-1 data to the newest version.
final class ImportCoreDataCommandTests: ModelcTestCase {
    private var root: URL!
    private let journal = Repository.fixture("CoreData/Journal.xcdatamodeld").path

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: root)
    }

    func testImportedHistoryValidatesMigratesAndKeepsEveryValue() throws {
        let imported = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Journal", "--fill-defaults"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("models/Journal").path).sorted(),
                       ["1.yaml", "2.yaml", "3.yaml", "4.yaml", "5.yaml", "coredata-store.json"])
        let validated = try modelc(["validate", "models/Journal"])
        XCTAssertEqual(validated.stdout, "models/Journal: ok (Journal, 5 versions)\n", validated.stderr)
        let made = try modelc(["migrate", "make", "models/Journal"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("migrations/Journal").path).filter { $0.hasSuffix(".sql") }.count, 5)

        let first = try modelc(["migrate", "--db", "app.sqlite", "models/Journal@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let database = try DatabaseQueue(path: root.appendingPathComponent("app.sqlite").path)
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO author (id, bio, born, name) VALUES (1, 'Writes at night', '1970-05-04T00:00:00.000Z', 'Ada');
                INSERT INTO author (id, bio, born, name) VALUES (2, NULL, NULL, 'Grace');
                INSERT INTO entry (id, body, created_at, mood, title, author_id) VALUES (10, 'Dear diary', '2024-01-02T03:04:05.678Z', 3, 'First', 1);
                INSERT INTO entry (id, body, created_at, mood, title, author_id) VALUES (11, NULL, '2024-02-03T00:00:00.000Z', NULL, 'Second', 2);
                """)
        }
        let newest = try modelc(["migrate", "--db", "app.sqlite", "models/Journal"])
        XCTAssertEqual(newest.status, 0, newest.stderr + newest.stdout)
        try database.read { db in
            let writers = try Row.fetchAll(db, sql: "SELECT id, bio, born, name FROM writer ORDER BY id").map { "\($0)" }
            XCTAssertEqual(writers, [
                #"[id:1 bio:"Writes at night" born:"1970-05-04T00:00:00.000Z" name:"Ada"]"#,
                #"[id:2 bio:NULL born:NULL name:"Grace"]"#,
            ])
            let entries = try Row.fetchAll(db, sql: "SELECT id, text, created_at, mood, title, word_count, author_id FROM entry ORDER BY id").map { "\($0)" }
            XCTAssertEqual(entries, [
                #"[id:10 text:"Dear diary" created_at:"2024-01-02T03:04:05.678Z" mood:3 title:"First" word_count:0 author_id:1]"#,
                #"[id:11 text:NULL created_at:"2024-02-03T00:00:00.000Z" mood:NULL title:"Second" word_count:0 author_id:2]"#,
            ])
        }
    }

    func testAVersionOrderFileGivesTheOrderAndAnUnknownNameIsRefused() throws {
        try "# oldest first\nJournal\nJournal 2.xcdatamodel\n\nJournal 3\n".write(to: root.appendingPathComponent("order.txt"), atomically: true, encoding: .utf8)
        let imported = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Journal", "--fill-defaults",
                                   "--version-order", "order.txt", "--format", "json"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("models/Journal").path).sorted(),
                       ["1.yaml", "2.yaml", "3.yaml", "coredata-store.json"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let leftOut = (report["notes"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "version-left-out" }.compactMap { $0["element"] as? String }
        XCTAssertEqual(leftOut, ["Journal 4", "Journal 5"])

        try "Journal\nJournal 9\n".write(to: root.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
        let refused = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Other", "--version-order", "bad.txt"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("error: the version order cannot be used: `Journal 9` is not a version of"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("models/Other").path))
        let missing = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Other", "--version-order", "none.txt"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("the version order cannot be used: there is no file `none.txt`"), missing.stderr)
        let folder = try modelc(["import", "coredata", journal, "--name", "Journal", "--output", "models/Other", "--version-order", "models"])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("`models` is a folder, not a file"), folder.stderr)
    }

    func testBadInputExitsTwoAndWritesNothing() throws {
        for (fixture, code) in [("Malformed", "invalid-coredata-model"), ("UnknownType", "invalid-coredata-model"),
                                ("Dangling", "invalid-coredata-model"), ("MissingContents", "invalid-coredata-model"),
                                ("Nowhere", "coredata-model-not-found")] {
            let source = Repository.fixture("CoreData/\(fixture).xcdatamodeld").path
            let outcome = try modelc(["import", "coredata", source, "--name", fixture, "--output", "models/\(fixture)", "--format", "json"])
            XCTAssertEqual(outcome.status, 2, fixture)
            let json = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            XCTAssertEqual((json?["error"] as? [String: Any])?["code"] as? String, code, outcome.stdout)
            XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("models").path), "\(fixture): nothing is written")
        }
        let unknown = try modelc(["import", "coredata", Repository.fixture("CoreData/UnknownType.xcdatamodeld").path, "--name", "N", "--output", "models/N"])
        XCTAssertEqual(normalizedOutput(unknown.stderr, folders: ["<fixtures>": Repository.fixture("CoreData")]),
                       "<fixtures>/UnknownType.xcdatamodeld/UnknownType.xcdatamodel/contents:5:9: error: attribute `Note.shape` has unknown attribute type `Polygon` "
                        + "(use one of Integer 16, Integer 32, Integer 64, Decimal, Double, Float, String, Boolean, Date, Binary, UUID, URI, Transformable, ObjectID, Composite)\n")
    }

    /// A model with composite attributes (Xcode 15) imports, validates and makes its
    /// migration: each element is an attribute of its own, noted as `composite`.
    func testCompositeAttributesImportAsOneAttributePerElement() throws {
        let source = Repository.fixture("CoreData/Composite.xcdatamodeld").path
        let json = try modelc(["import", "coredata", source, "--name", "Quakes", "--output", "models/Quakes", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr + json.stdout)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let notes = ((report["notes"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "composite" }.compactMap { $0["message"] as? String }
        XCTAssertEqual(notes.count, 5, "\(report)")
        XCTAssertTrue(notes.contains("`Quake.location.point.latitude`, an element of a composite attribute, is imported as the attribute `locationPointLatitude`"), "\(notes)")
        let yaml = try String(contentsOf: root.appendingPathComponent("models/Quakes/1.yaml"), encoding: .utf8)
        XCTAssertTrue(yaml.contains("magnitudeRichter: { type: double, optional: true, default: 0.0 }"), yaml)
        XCTAssertTrue(yaml.contains("locationPointLatitude: { type: double, min: -90.0, max: 90.0 }"), yaml)
        XCTAssertTrue(yaml.contains("felt: { type: bool, default: false }"), yaml)
        XCTAssertEqual(try modelc(["validate", "models/Quakes"]).status, 0)
        let made = try modelc(["migrate", "make", "models/Quakes"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    func testReportListsWhatWasApproximatedAsTextAndJSON() throws {
        let everything = Repository.fixture("CoreData/Everything.xcdatamodeld").path
        let json = try modelc(["import", "coredata", everything, "--name", "Everything", "--output", "models/Everything", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let kinds = Set(((report["notes"] as? [[String: Any]]) ?? []).compactMap { $0["kind"] as? String })
        XCTAssertEqual(kinds, ["transformable", "external-storage", "transient", "derived", "fetched-property", "constraint-dropped", "hierarchy",
                               "subentity-optional", "retargeted", "renamed-member", "inverse-added", "delete-rule", "name-collision", "index-element"])
        let again = try modelc(["import", "coredata", everything, "--name", "Everything", "--output", "models/Everything"])
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(normalizedOutput(again.stderr, folders: ["<root>": root]),
                       "error: `models/Everything` already holds files; import into a new folder, or remove this one first.\n")
        let text = try modelc(["import", "coredata", everything, "--name", "Everything", "--output", "models/Text"])
        XCTAssertEqual(text.stdout.split(separator: "\n").prefix(4).joined(separator: "\n"),
                       "Imported 1 version of \(everything) as Everything into models/Text:\n  1.yaml ← Everything (9 entities)\n"
                       + "  coredata-store.json ← each version's store layout (`modelc generate` embeds it, to move users' stores on the device)\nApproximated (\(report["notes"].map { ($0 as? [Any])?.count ?? 0 } ?? 0)):")
    }
}
