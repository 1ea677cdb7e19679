import ModelKit

/// The checksums of a migrations folder: the file `modelc.sum`.
///
/// ```
/// total sha256:9a…
/// 0001_create_star_wars.sql sha256:4c…
/// 0002_star_wars_v2.sql sha256:e1…
/// ```
///
/// One line per migration file, plus a first line hashing all the others, so a merge
/// that adds a migration on two branches conflicts in this file instead of passing
/// unnoticed. Checksums are over LF-normalised text without review-only lines (see
/// `MigrationFile.checksum`); a line holding the earlier full-text checksum still matches.
public struct MigrationSum: Hashable, Sendable {
    /// One file's line.
    public struct Entry: Hashable, Sendable {
        public var fileName: String
        public var checksum: Checksum

        public init(fileName: String, checksum: Checksum) {
            self.fileName = fileName
            self.checksum = checksum
        }
    }

    /// The name of the file in the migrations folder.
    public static let fileName = "modelc.sum"

    /// Entries in file order.
    public var entries: [Entry]
    /// The total recorded in the file (for a computed sum, the total of `entries`).
    public var total: Checksum

    /// The sum of `files`, as `modelc migrate hash` writes it.
    public init(files: [MigrationFile]) {
        self.init(entries: files.map { Entry(fileName: $0.fileName, checksum: $0.checksum) })
    }

    /// A sum of `entries` as recorded, with their total.
    public init(entries: [Entry]) {
        self.entries = entries
        self.total = Self.total(of: entries)
    }

    /// Parses the text of a `modelc.sum`; nil when a line is not understood.
    public init?(parsing text: String) {
        var total: Checksum?
        var entries: [Entry] = []
        for line in Checksum.normalizedLineEndings(text).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let checksum = Checksum(parsing: String(parts[1])) else { return nil }
            if parts[0] == "total" {
                total = checksum
            } else {
                entries.append(Entry(fileName: String(parts[0]), checksum: checksum))
            }
        }
        guard let total else { return nil }
        self.entries = entries
        self.total = total
    }

    /// The recorded checksum of `fileName`, if listed.
    public func checksum(of fileName: String) -> Checksum? {
        entries.first { $0.fileName == fileName }?.checksum
    }

    /// Refuses `file` unless this sum lists it with its checksum: a file added or edited
    /// since `modelc migrate hash` (`sumMismatch`), which no applier runs or records.
    public func requireListed(_ file: MigrationFile) throws(MigrationError) {
        guard checksum(of: file.fileName).map(file.matches) ?? false else { throw .sumMismatch(file: file.fileName) }
    }

    /// Whether the recorded total matches the recorded entries (an edited sum file does not).
    public var isSelfConsistent: Bool { total == Self.total(of: entries) }

    /// The file's text.
    public func rendered() -> String {
        (["total \(total)"] + entries.map { "\($0.fileName) \($0.checksum)" }).joined(separator: "\n") + "\n"
    }

    private static func total(of entries: [Entry]) -> Checksum {
        Checksum(normalizing: entries.map { "\($0.fileName) \($0.checksum)\n" }.joined())
    }
}
