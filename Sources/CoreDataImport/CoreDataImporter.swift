import Foundation
import ModelKit
import SQLiteSchema

/// `modelc import coredata`: every version of an `.xcdatamodeld` written as
/// `models/<Name>/<n>.yaml`, checked, with a report of what was approximated.
public enum CoreDataImporter {
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

    /// Reads the model at `source`, writes one file per version into `output` (a new
    /// folder), and returns the report. The files are written to a temporary folder
    /// beside `output`, loaded and validated there (`SchemaCheck.load`), and only then
    /// moved into place: on any error nothing is written.
    public static func importModel(at source: String, output: String, options: CoreDataImportOptions) throws(CoreDataImportError) -> CoreDataImportReport {
        let history = try CoreDataModelHistory.read(source)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory),
           !isDirectory.boolValue || !((try? fileManager.contentsOfDirectory(atPath: output)) ?? []).isEmpty {
            throw .outputExists(path: output)
        }
        let converted = try convert(history, options: options)
        let outputURL = URL(fileURLWithPath: output)
        let parent = outputURL.deletingLastPathComponent()
        let parentExisted = fileManager.fileExists(atPath: parent.path)
        let staging = parent.appendingPathComponent(".\(outputURL.lastPathComponent).import-\(UUID().uuidString)")
        do throws(CoreDataImportError) {
            try write(converted.files, to: staging, checkedAs: output)
            if fileManager.fileExists(atPath: output) { try? fileManager.removeItem(atPath: output) }
            guard (try? fileManager.moveItem(at: staging, to: outputURL)) != nil else {
                throw .writeFailed(path: output, reason: "the checked files could not be moved into place")
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            if !parentExisted { try? fileManager.removeItem(at: parent) }
            throw error
        }
        return CoreDataImportReport(name: options.name, source: source, output: output, versions: converted.versions, notes: converted.notes)
    }

    /// Writes `files` as `1.yaml` … into `staging` and loads them as `modelc validate`
    /// does; diagnostics name `output`, where the files would have gone.
    private static func write(_ files: [String], to staging: URL, checkedAs output: String) throws(CoreDataImportError) {
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for (index, text) in files.enumerated() {
                try Data(text.utf8).write(to: staging.appendingPathComponent("\(index + 1).yaml"))
            }
        } catch {
            throw .writeFailed(path: output, reason: error.localizedDescription)
        }
        do {
            _ = try SchemaCheck.load(staging.path)
        } catch {
            var diagnostics = error.diagnostics
            for index in diagnostics.indices {
                diagnostics[index].location.file = diagnostics[index].location.file.replacingOccurrences(of: staging.path, with: output)
            }
            throw .invalidImport(ModelError(diagnostics))
        }
    }
}
