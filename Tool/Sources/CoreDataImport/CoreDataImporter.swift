import Foundation
import Migration
import ModelKit
import ModelRuntime
import SQLiteDriver
import SchemaCore

/// `modelc import coredata`: every version of an `.xcdatamodeld` written as
/// `models/<Name>/<n>.yaml`, checked, with a report of what was approximated.
public enum CoreDataImporter {
    /// The file beside the model versions that holds each Core Data version's store
    /// layout and copy (`[CoreDataStoreVersion]` as JSON): what `modelc generate` embeds so
    /// an app moves its users' stores (`<Model>.coreDataStoreMigration`).
    public static let storeLayoutFile = "coredata-store.json"

    /// Each imported version's store layout and the SQL copying a store of it, oldest first.
    public static func storeVersions(_ versions: [ImportedVersion]) throws(CoreDataStoreError) -> [CoreDataStoreVersion] {
        var described: [CoreDataStoreVersion] = []
        for version in versions {
            described.append(try CoreDataStoreCopy(version: version).described)
        }
        return described
    }

    /// The `storeLayoutFile` beside the model versions in `folder`, with each version's
    /// `migration` set to the last of `migrations` (name, the version it leads to) that
    /// leads to its modelc version, as `modelc generate` embeds it; nil when the model was
    /// not imported from Core Data.
    public static func storeLayout(inModelFolder folder: String, migrations: [(name: String, version: Int)]) throws -> String? {
        let file = URL(fileURLWithPath: folder).appendingPathComponent(storeLayoutFile)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        var versions: [CoreDataStoreVersion]
        do {
            versions = try JSONDecoder().decode([CoreDataStoreVersion].self, from: data)
        } catch {
            throw ErrorReport(code: "invalid-coredata-store-layout", message: "\(file.path) cannot be read: \(error)",
                              hint: "import the model again with `modelc import coredata`; the file is written by it", path: file.path, status: .invalidInput)
        }
        for index in versions.indices {
            versions[index].migration = migrations.last { $0.version == versions[index].modelVersion }?.name
        }
        return try storeLayoutText(versions)
    }

    /// `versions` as the text of `storeLayoutFile`: sorted keys, so it diffs cleanly.
    public static func storeLayoutText(_ versions: [CoreDataStoreVersion]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(versions), as: UTF8.self) + "\n"
    }

    /// The versions of `history` as modelc model files, with the notes of the mapping.
    public static func convert(_ history: CoreDataModelHistory, options: CoreDataImportOptions) throws(CoreDataImportError)
        -> (versions: [ImportedVersion], files: [String], notes: [CoreDataImportNote]) {
        var mapping = CoreDataMapping(options: options)
        let versions = try mapping.map(history)
        let files = versions.map { version in
            var writer = ModelYAMLWriter()
            writer.write(version.model, comments: [
                "Imported by `modelc import coredata` from \(version.source.name).xcdatamodel (Core Data version \(version.model.version)).",
            ])
            return writer.text
        }
        return (versions, files, mapping.notes)
    }

    /// The errors `modelc validate` would report in the imported versions: each version's
    /// checks and those across versions, run on the models themselves (not on their YAML
    /// text read back), so each names the `contents` file and XML line of the Core Data
    /// element it is about. Any is a mapping the importer got wrong.
    ///
    /// Why not load the written files: reading a hundred versions' YAML back cost a third
    /// of a large import (docs/performance.md, "Core Data import"), and the text reads back
    /// as the model it was written from, which `ModelYAMLWriter`'s tests and
    /// `CoreDataImporterTests` check.
    public static func problems(in versions: [ImportedVersion], name: String) -> [Diagnostic] {
        problems(in: versions, name: name, validated: versions.map { validate($0.model) })
    }

    /// `problems(in:name:)` with each version's own `validate` diagnostics already at hand
    /// (`validated`, one list per version), which the import's notes read too.
    static func problems(in versions: [ImportedVersion], name: String, validated: [[Diagnostic]]) -> [Diagnostic] {
        let models = versions.map(\.model)
        let diagnostics = zip(validated, models).flatMap { $0 + ModelCheck.diagnostics(for: $1) }
            + validate(ModelVersions(name: name, versions: models, folder: "."))
        return diagnostics.filter { $0.severity == .error }
    }

    /// The warnings among each version's `validate` diagnostics (`validated`, one list per
    /// version), as notes: each once, with the versions it is about, at its place in the
    /// first of them.
    static func warnings(in validated: [[Diagnostic]]) -> [CoreDataImportNote] {
        let notes = validated.enumerated().flatMap { index, diagnostics in
            diagnostics.filter { $0.severity == .warning }.map { warning in
                CoreDataImportNote(.validationWarning, "", warning.hint.map { "\(warning.message) (\($0))" } ?? warning.message,
                                   at: warning.location, versions: [index + 1])
            }
        }
        return CoreDataImportNote.merged(notes)
    }

    /// Reads the model at `source`, writes one file per version into `output` (a new
    /// folder), and returns the report. The versions are checked as `modelc validate`
    /// checks them (`problems(in:name:)`) before anything is written; the files are
    /// written to a temporary folder beside `output` and only then moved into place: on
    /// any error nothing is written.
    public static func importModel(at source: String, output: String, options: CoreDataImportOptions) throws(CoreDataImportError) -> CoreDataImportReport {
        let history = try CoreDataModelHistory.read(source, order: options.versionOrder)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory),
           !isDirectory.boolValue || !((try? fileManager.contentsOfDirectory(atPath: output)) ?? []).isEmpty {
            throw .outputExists(path: output)
        }
        let converted = try convert(history, options: options)
        // Each version validated once: its errors refuse the import, its warnings are notes.
        let validated = converted.versions.map { validate($0.model) }
        let problems = problems(in: converted.versions, name: options.name, validated: validated)
        guard problems.isEmpty else { throw .invalidImport(ModelError(problems)) }
        let layout: String
        do {
            layout = try storeLayoutText(try storeVersions(converted.versions))
        } catch {
            throw .writeFailed(path: output, reason: "the store layout: \((error as? CoreDataStoreError)?.report.message ?? "\(error)")")
        }
        let outputURL = URL(fileURLWithPath: output)
        let parent = outputURL.deletingLastPathComponent()
        let parentExisted = fileManager.fileExists(atPath: parent.path)
        let staging = parent.appendingPathComponent(".\(outputURL.lastPathComponent).import-\(UUID().uuidString)")
        do throws(CoreDataImportError) {
            try write(converted.files, layout: layout, to: staging, for: output)
            if fileManager.fileExists(atPath: output) { try? fileManager.removeItem(atPath: output) }
            guard (try? fileManager.moveItem(at: staging, to: outputURL)) != nil else {
                throw .writeFailed(path: output, reason: "the checked files could not be moved into place")
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            if !parentExisted { try? fileManager.removeItem(at: parent) }
            throw error
        }
        return CoreDataImportReport(name: options.name, source: source, output: output, versions: converted.versions,
                                    notes: converted.notes + warnings(in: validated))
    }

    /// Writes `files` as `1.yaml` … and `layout` as `storeLayoutFile` into `staging`; a
    /// failure names `output`, where the files were going.
    private static func write(_ files: [String], layout: String, to staging: URL, for output: String) throws(CoreDataImportError) {
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for (index, text) in files.enumerated() {
                try Data(text.utf8).write(to: staging.appendingPathComponent("\(index + 1).yaml"))
            }
            try Data(layout.utf8).write(to: staging.appendingPathComponent(storeLayoutFile))
        } catch {
            throw .writeFailed(path: output, reason: error.localizedDescription)
        }
    }
}
