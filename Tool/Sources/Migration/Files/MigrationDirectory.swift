import Foundation

/// The folder `migrations/<Model>/` holding a model's migration files and `modelc.sum`
/// (where it is for a model: `MigrationTarget`).
///
/// Reading is strict: every `.sql` file must be named `NNNN_slug.sql` with a number
/// used once, because the number orders application and a silently ignored file
/// would be a migration that never runs.
public struct MigrationDirectory: Hashable, Sendable {
    /// The folder's path as given.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The path of `name` inside the folder.
    public func filePath(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Whether the folder exists.
    public var exists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The migrations in the folder, by increasing version; empty when the folder does not exist.
    ///
    /// - Throws: the first problem `readAll()` finds (a badly named file, a number used
    ///   twice, a file that cannot be read), so nothing runs with a file left out.
    public func files() throws(MigrationError) -> [MigrationFile] {
        let (files, problems) = try readAll()
        if let first = problems.first { throw first }
        return files
    }

    /// Every migration in the folder that could be read, by increasing version, and
    /// every problem with the others, in file name order: what `modelc check` reports
    /// all at once. Throws only when the folder itself cannot be listed.
    public func readAll() throws(MigrationError) -> (files: [MigrationFile], problems: [MigrationError]) {
        guard exists else { return ([], []) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .io(path: path, reason: "cannot list the folder (\(error.localizedDescription))")
        }
        var files: [MigrationFile] = []
        var problems: [MigrationError] = []
        for name in names.sorted() where name.hasSuffix(".sql") && !name.hasSuffix(MigrationFile.downSuffix) {
            guard let (version, slug) = MigrationFile.parseFileName(name) else {
                problems.append(.invalidFile(path: filePath(name), reason: "a migration file must be named NNNN_slug.sql (four or more digits, then letters, digits, _ or -)"))
                continue
            }
            if let other = files.first(where: { $0.version == version }) {
                problems.append(.invalidFile(path: filePath(name), reason: "number \(version) is also used by \(other.fileName); renumber one of them"))
                continue
            }
            do {
                let file = MigrationFile(version: version, slug: slug, text: try read(name))
                problems += file.header.problems.map { .invalidHeaderLine(path: filePath(name), problem: $0) }
                files.append(file)
            } catch {
                problems.append(error)
            }
        }
        return (files.sorted { $0.version < $1.version }, problems)
    }

    /// The text of the file `name` in the folder.
    public func read(_ name: String) throws(MigrationError) -> String {
        let full = filePath(name)
        guard let data = FileManager.default.contents(atPath: full) else {
            throw .io(path: full, reason: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidFile(path: full, reason: "the file is not UTF-8 text")
        }
        return text
    }

    /// Writes `text` to the file `name`, creating the folder when needed.
    ///
    /// The text is written to a temporary file and renamed over the target, so a
    /// reader never sees half a migration.
    public func write(_ text: String, to name: String) throws(MigrationError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: filePath(name)), options: .atomic)
        } catch {
            // Looked for only once the write failed: every write but that one goes on.
            if let file = Self.fileInTheWay(of: path) {
                throw .io(path: filePath(name), reason: "cannot write the file: `\(file)` is a file, where its folder goes")
            }
            throw .io(path: filePath(name), reason: "cannot write the file (\(error.localizedDescription))")
        }
    }

    /// The first part of `folder` that exists as a file rather than a folder (a file named
    /// `migrations` beside the models), or nil: Foundation's error for it was
    /// "NSCocoaErrorDomain error 512".
    static func fileInTheWay(of folder: String) -> String? {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) else { return nil }
            if !isDirectory.boolValue { return prefix }
        }
        return nil
    }

    /// `modelc.sum` as it is on disk, or nil when there is none.
    public func readSum() throws(MigrationError) -> MigrationSum? {
        guard FileManager.default.fileExists(atPath: filePath(MigrationSum.fileName)) else { return nil }
        let text = try read(MigrationSum.fileName)
        guard let sum = MigrationSum(parsing: text) else {
            throw .invalidFile(path: filePath(MigrationSum.fileName), reason: "the file is not a modelc.sum")
        }
        return sum
    }

    /// Recomputes `modelc.sum` from the files on disk (down migrations included, each
    /// after its migration) and writes it.
    @discardableResult
    public func writeSum() throws(MigrationError) -> MigrationSum {
        let sum = MigrationSum(files: (try files() + downFiles().values).sorted { ($0.version, $0.isDown ? 1 : 0) < ($1.version, $1.isDown ? 1 : 0) })
        try write(sum.rendered(), to: MigrationSum.fileName)
        return sum
    }
}
