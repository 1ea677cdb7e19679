import ModelKit

/// What an import wrote and what it approximated: printed by `modelc import coredata`,
/// as text or (`--format json`) as this value encoded.
public struct CoreDataImportReport: Sendable, Encodable {
    /// One written file and the Core Data version it came from.
    public struct Version: Hashable, Sendable, Encodable {
        /// The modelc version (`<n>.yaml`).
        public var version: Int
        /// The Core Data version's name (`Library 2`).
        public var coreDataVersion: String
        /// Its `contents` file.
        public var source: String
        public var entities: Int
    }

    public var name: String
    public var source: String
    public var output: String
    public var versions: [Version]
    public var notes: [CoreDataImportNote]

    init(name: String, source: String, output: String, versions: [ImportedVersion], notes: [CoreDataImportNote]) {
        self.name = name
        self.source = source
        self.output = output
        self.versions = versions.map {
            Version(version: $0.model.version, coreDataVersion: $0.source.name, source: $0.source.file, entities: $0.model.entities.count)
        }
        self.notes = notes
    }

    /// The report for people: the files written, then each note with its position.
    public var text: String {
        var lines = ["Imported \(versions.count) version\(versions.count == 1 ? "" : "s") of \(source) as \(name) into \(output):"]
        for version in versions {
            lines.append("  \(version.version).yaml ← \(version.coreDataVersion) (\(version.entities) entit\(version.entities == 1 ? "y" : "ies"))")
        }
        lines.append("  \(CoreDataImporter.storeLayoutFile) ← each version's store layout (`modelc generate` embeds it, to move users' stores on the device)")
        if notes.isEmpty {
            lines.append("Nothing was approximated.")
        } else {
            lines.append("Approximated (\(notes.count)):")
            for note in notes {
                lines.append("  \(note.location): \(note.kind.rawValue): \(note.message)" + (note.versions.isEmpty ? "" : " (\(Self.versionList(note.versions)))"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `version 3`, `versions 1–4`, `versions 1, 3, 5`.
    public static func versionList(_ versions: [Int]) -> String {
        let sorted = versions.sorted()
        guard let first = sorted.first, let last = sorted.last else { return "no version" }
        if sorted.count == 1 { return "version \(first)" }
        if last - first + 1 == sorted.count { return "versions \(first)–\(last)" }
        return "versions " + sorted.map(String.init).joined(separator: ", ")
    }
}
