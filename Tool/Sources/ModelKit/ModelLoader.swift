import Foundation

/// Loads models from disk: a folder `models/<Name>/` with one file per version
/// (`1.yaml`, `2.json`, …), or a single model file.
///
/// Loading never stops at the first problem: every file is read, every model is
/// validated, and all diagnostics come back together, so one `modelc validate` run
/// shows everything to fix.
public enum ModelLoader {
    /// The keys allowed at the top level of a model file.
    public static let modelKeys: Set<String> = ["model", "version", "jsonKeys", "doc", "dialect", "extensions", "functions", "entities", "views", "triggers", "types", "unmanaged"]
    /// The keys allowed in an entity.
    public static let entityKeys: Set<String> = [
        "table", "doc", "attributes", "relationships", "indexes", "unique", "renamedFrom",
        "strict", "withoutRowID", "primaryKey", "primaryKeyName", "check", "columnOrder",
    ]
    /// The keys allowed in an attribute's long form.
    public static let attributeKeys: Set<String> = [
        "type", "optional", "default", "unique", "indexed", "primaryKey", "column", "renamedFrom", "mergedFrom", "renamedValues",
        "min", "max", "maxLength", "pattern", "values", "jsonKey", "doc",
        "sqlType", "autoincrement", "check", "defaultSQL", "collate",
    ]
    /// The keys allowed in a relationship.
    public static let relationshipKeys: Set<String> = [
        "to", "toMany", "inverse", "deleteRule", "optional", "ordered", "minCount", "maxCount",
        "column", "columns", "renamedFrom", "mergedFrom", "jsonKey", "doc", "sqlType", "indexed", "onUpdate", "joinTable", "deferred", "references", "defaultSQL",
        "autoincrement", "foreignKeyName",
    ]
    /// The keys allowed in the long form of an `indexes:` / `unique:` item.
    public static let indexKeys: Set<String> = ["name", "columns", "where", "constraint", "deferrable", "nullsDistinct"]
    /// The keys of a named `check:` item (`{ name: positive_balance, sql: "balance >= 0" }`).
    public static let checkKeys: Set<String> = ["name", "sql"]
    /// The keys allowed in a view's long form.
    public static let viewKeys: Set<String> = ["sql", "dependsOn", "doc"]
    /// The keys of a type's long form (`types: { year: { sql: …, doc: … } }`).
    public static let typeKeys: Set<String> = ["sql", "doc"]
    /// The keys allowed in a trigger's long form.
    public static let triggerKeys: Set<String> = ["sql", "on", "timing", "event", "columns", "when", "body", "doc"]
    /// The keys allowed in a relationship's `joinTable:`.
    public static let joinTableKeys: Set<String> = ["name", "joinColumn", "inverseJoinColumn"]
    /// File extensions read as model files.
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    /// The outcome of loading: the versions that could be read, and every diagnostic.
    public struct Result: Sendable {
        public var versions: ModelVersions?
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads and validates a model folder or file; throws every diagnostic when any
    /// of them is an error. Warnings are dropped; use `inspect(_:)` to see them.
    public static func load(_ path: String) throws(ModelError) -> ModelVersions {
        let result = inspect(path)
        guard let versions = result.versions, !result.hasErrors else { throw ModelError(result.diagnostics) }
        return versions
    }

    /// Loads one model version named by a reference such as `models/StarWars@2`
    /// (no `@`: the current version).
    public static func load(reference: String) throws(ModelError) -> Model {
        let parsed = ModelReference(reference)
        return try version(parsed, in: try load(parsed.path))
    }

    /// The version of `versions` that `parsed` names: its `@N`, or the current one.
    public static func version(_ parsed: ModelReference, in versions: ModelVersions) throws(ModelError) -> Model {
        if let number = parsed.version {
            guard let model = versions.version(number) else {
                let known = versions.versions.map { String($0.version) }.joined(separator: ", ")
                throw ModelError([.error("model `\(versions.name)` has no version \(number)",
                                         at: SourceLocation(file: parsed.path, line: 1, column: 1),
                                         hint: "known versions: \(known)")])
            }
            return model
        }
        guard let current = versions.current else {
            throw ModelError([.error("no model versions found", at: SourceLocation(file: parsed.path, line: 1, column: 1))])
        }
        return current
    }

    /// Loads and validates, returning what was loaded together with all diagnostics
    /// (errors and warnings), sorted by file, line and column.
    public static func inspect(_ path: String) -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Result(diagnostics: [.error("no such file or folder", at: SourceLocation(file: path, line: 1, column: 1),
                                               hint: "pass a model folder such as `models/Library` or a model file")])
        }
        var result = isDirectory.boolValue ? loadFolder(path) : loadSingleFile(path)
        if let versions = result.versions {
            result.diagnostics += versions.versions.concurrentMap { validate($0) }.flatMap { $0 }
            result.diagnostics += validate(versions)
        }
        result.diagnostics = sorted(unique(result.diagnostics))
        return result
    }

    /// Parses and validates the model text `text` as if read from `file` (whose
    /// extension says YAML or JSON): what `inspect --as-model` uses to check the model
    /// it writes before anyone saves it.
    public static func inspect(text: String, file: String = "model.yaml") -> Result {
        var parser = ModelFileParser(file: file)
        guard let model = parser.parse(text, expectedVersion: nil, defaultName: nil) else {
            return Result(diagnostics: parser.diagnostics)
        }
        var diagnostics = parser.diagnostics + validate(model)
        diagnostics = sorted(unique(diagnostics))
        return Result(versions: ModelVersions(name: model.name, versions: [model], folder: "."), diagnostics: diagnostics)
    }

    /// Parses one file without validating it. Throws when the file cannot be read
    /// or parsed into a model.
    public static func loadFile(_ path: String) throws(ModelError) -> Model {
        let (model, diagnostics) = parseFile(path)
        guard let model, !diagnostics.contains(where: { $0.severity == .error }) else { throw ModelError(diagnostics) }
        return model
    }

    // MARK: - Folders and files

    private static func loadSingleFile(_ path: String) -> Result {
        let (model, diagnostics) = parseFile(path)
        guard let model else { return Result(diagnostics: diagnostics) }
        let folder = PathText.parent(of: path)
        return Result(versions: ModelVersions(name: model.name, versions: [model], folder: folder), diagnostics: diagnostics)
    }

    private static func loadFolder(_ folder: String) -> Result {
        let here = SourceLocation(file: folder, line: 1, column: 1)
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            return Result(diagnostics: [.error("cannot read the folder: \(error.localizedDescription)", at: here)])
        }
        var versionFiles: [(version: Int, path: String)] = []
        var subfolders: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                subfolders.append(entry)
                continue
            }
            let ext = (entry as NSString).pathExtension.lowercased()
            let stem = (entry as NSString).deletingPathExtension
            if fileExtensions.contains(ext), let version = Int(stem), version >= 1, String(version) == stem {
                versionFiles.append((version, path))
            }
        }
        guard !versionFiles.isEmpty else {
            let hint = subfolders.isEmpty
                ? "a model folder holds one file per version: `1.yaml`, `2.yaml`, …"
                : "this looks like a folder of models; pass one of them, e.g. `\((folder as NSString).appendingPathComponent(subfolders[0]))`"
            return Result(diagnostics: [.error("no model versions in this folder", at: here, hint: hint)])
        }
        versionFiles.sort { ($0.version, $0.path) < ($1.version, $1.path) }

        var diagnostics: [Diagnostic] = []
        var models: [Model] = []
        let folderName = (folder as NSString).lastPathComponent
        // Each file is parsed on its own (a model of many versions reads as fast as its
        // largest file on two processors); what they say is gathered in version order.
        let parsed = versionFiles.concurrentMap { parseFile($0.path, expectedVersion: $0.version, defaultName: folderName) }
        var previous: Int?
        for (file, parsedFile) in zip(versionFiles, parsed) {
            let location = SourceLocation(file: file.path, line: 1, column: 1)
            if let previous, previous == file.version {
                diagnostics.append(.error("version \(file.version) is defined twice", at: location,
                                          hint: "keep one file per version"))
                continue
            }
            if let previous, file.version != previous + 1 {
                diagnostics.append(.error("version \(file.version) follows version \(previous)", at: location,
                                          hint: "number versions without gaps; rename this file to `\(previous + 1).\((file.path as NSString).pathExtension)`"))
            } else if previous == nil, file.version != 1 {
                diagnostics.append(.error("the first version is \(file.version)", at: location,
                                          hint: "versions start at 1"))
            }
            previous = file.version
            let (model, fileDiagnostics) = parsedFile
            diagnostics += fileDiagnostics
            if let model { models.append(model) }
        }
        let name = models.last?.name ?? folderName
        for model in models where model.name != name {
            diagnostics.append(.error("model name `\(model.name)` differs from `\(name)` in the latest version",
                                      at: model.location(of: "model"), hint: "every version of a model has the same `model:` name"))
        }
        return Result(versions: ModelVersions(name: name, versions: models, folder: folder), diagnostics: diagnostics)
    }

    private static func parseFile(_ path: String, expectedVersion: Int? = nil, defaultName: String? = nil) -> (Model?, [Diagnostic]) {
        let here = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [.error("cannot read the file", at: here, hint: "check that it exists and is readable")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [.error("the file is not UTF-8 text", at: here, hint: "model files are YAML or JSON in UTF-8")])
        }
        let ext = (path as NSString).pathExtension.lowercased()
        guard fileExtensions.contains(ext) else {
            return (nil, [.error("`.\(ext)` is not a model file extension", at: here, hint: "name model files `<version>.yaml` or `<version>.json`")])
        }
        var parser = ModelFileParser(file: path)
        let model = parser.parse(text, expectedVersion: expectedVersion, defaultName: defaultName)
        return (model, parser.diagnostics)
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location, b = rhs.element.location
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
