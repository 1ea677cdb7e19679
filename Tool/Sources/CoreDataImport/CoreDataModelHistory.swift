import Foundation
import ModelKit

/// Every version of an `.xcdatamodeld`, oldest first, as `CoreDataModelReader` reads them.
///
/// Version order: Xcode names versions `X.xcdatamodel`, `X 2.xcdatamodel`, `X 3…`, and
/// projects often use app versions instead (`X 1.2.xcdatamodel`). The unnumbered `X`
/// comes first, whether or not the folder is `X.xcdatamodeld` (`baseName(of:folder:)`); the others are ordered by the numbers in their names, compared part by
/// part as version numbers (`X 1.2` < `X 2` < `X 2.1` < `X 10`), ties by name; another
/// naming scheme's versions follow as a block, and names without numbers go where
/// Xcode's save stamps put them (`CoreDataVersionOrder`). A given order (`order:`,
/// `--version-order`) replaces all of that, and is the whole history: `.xccurrentversion`
/// is not read. Otherwise `.xccurrentversion` names the version the app ships: it is the
/// newest, so versions after it (drafts never shipped) are left out and listed in
/// `leftOut`. A folder without `.xccurrentversion` imports every version.
public struct CoreDataModelHistory: Hashable, Sendable {
    /// The `.xcdatamodeld` (or single `.xcdatamodel`) path as given.
    public var path: String
    /// The versions, oldest first.
    public var versions: [CoreDataModel]
    /// The version `.xccurrentversion` names, if any.
    public var currentVersion: String?
    /// Versions left out because they sort after the current one.
    public var leftOut: [String]
    /// The oldest versions, left out because an Xcode older than 4 saved them, as a
    /// binary `elements` file without `contents` (WordPress's first 12).
    public var binaryLeftOut: [String] = []
    /// Versions left out because the given order does not list them.
    public var unlisted: [String] = []
    /// The versions whose place the inferred order chose without their names' numbers.
    var placements: [CoreDataVersionOrder.Placement] = []
    /// The `.xcmappingmodel` folders beside the `.xcdatamodeld` or below its folder that map
    /// its versions: custom migrations Core Data runs where the app asks for them, which
    /// modelc does not read.
    public var mappingModels: [String] = []

    public init(path: String, versions: [CoreDataModel], currentVersion: String? = nil, leftOut: [String] = []) {
        self.path = path
        self.versions = versions
        self.currentVersion = currentVersion
        self.leftOut = leftOut
    }

    /// Reads every version under `path`, in the order `order` gives (version names,
    /// oldest first; the versions it leaves out are not read) or, without one, in the
    /// order inferred from their names and save stamps; every problem in every
    /// `contents` file is reported at once.
    ///
    /// - Throws: `invalidVersionOrder` when `order` names a version twice or one the
    ///   folder does not hold.
    public static func read(_ path: String, order given: [String]? = nil) throws(CoreDataImportError) -> CoreDataModelHistory {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notFound(path: path)
        }
        let folder = URL(fileURLWithPath: path)
        if folder.pathExtension == "xcdatamodel" {
            return CoreDataModelHistory(path: path, versions: [try CoreDataModelReader.read(version: folder)])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .map { String($0.dropLast(".xcdatamodel".count)) }
        guard !names.isEmpty else { throw .noVersions(path: path) }
        let base = baseName(of: names, folder: folder.deletingPathExtension().lastPathComponent)
        // A given order is the whole history, its last version the newest: it is not cut
        // at `.xccurrentversion`, which may name an older one (CoreDataPlus's test models
        // keep their first version current and stores of the later ones beside it).
        let current = given == nil ? try currentVersionName(in: folder) : nil
        var ordered: [String]
        var unlisted: [String] = []
        var placements: [CoreDataVersionOrder.Placement] = []
        if let given {
            try check(given, against: names, in: path)
            ordered = given
            unlisted = names.filter { !given.contains($0) }.sorted { VersionName($0, base: base) < VersionName($1, base: base) }
        } else {
            let order = CoreDataVersionOrder.infer(names, base: base, current: current) { name in
                CoreDataSaveStamp.read(contentsAt: contentsFile(of: name, in: path))
            }
            ordered = order.names
            placements = order.placements
        }
        var leftOut: [String] = []
        if let current, let position = ordered.firstIndex(of: current) {
            leftOut = Array(ordered[(position + 1)...])
            ordered = Array(ordered[...position])
        }
        // The oldest versions an Xcode older than 4 saved (a binary `elements`, no
        // `contents`) are left out, noted, when a readable one follows: the history starts
        // after them, rather than the import stopping until every later version is
        // listed by hand. One among readable versions still stops it.
        var binaryLeftOut: [String] = []
        if given == nil {
            let binary = { (name: String) in
                let folder = URL(fileURLWithPath: contentsFile(of: name, in: path)).deletingLastPathComponent()
                return !FileManager.default.fileExists(atPath: folder.appendingPathComponent("contents").path)
                    && FileManager.default.fileExists(atPath: folder.appendingPathComponent("elements").path)
            }
            let leading = ordered.prefix(while: binary)
            if !leading.isEmpty, leading.count < ordered.count {
                binaryLeftOut = Array(leading)
                ordered.removeFirst(leading.count)
            }
        }
        var versions: [CoreDataModel] = []
        var problems: [Diagnostic] = []
        for name in ordered {
            do {
                versions.append(try CoreDataModelReader.read(version: URL(fileURLWithPath: contentsFile(of: name, in: path)).deletingLastPathComponent()))
            } catch {
                if case .invalidSource(let diagnostics) = error { problems += diagnostics } else { throw error }
            }
        }
        guard problems.isEmpty else { throw .invalidSource(problems) }
        var history = CoreDataModelHistory(path: path, versions: versions, currentVersion: current, leftOut: leftOut)
        history.unlisted = unlisted
        history.binaryLeftOut = binaryLeftOut
        history.placements = placements.filter { ordered.contains($0.name) }
        history.mappingModels = mappingModels(near: folder)
        return history
    }

    /// The `.xcmappingmodel` folders beside the `.xcdatamodeld` at `folder` or in the
    /// folders below it (projects keep them in `Migrations/` or `Mapping Models/`, three
    /// levels down at most), sorted, without those that map another model's versions.
    static func mappingModels(near folder: URL) -> [String] {
        let beside = folder.deletingLastPathComponent()
        let model = folder.lastPathComponent
        guard let walk = FileManager.default.enumerator(at: beside, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walk {
            let name = url.lastPathComponent
            if name.hasSuffix(".xcmappingmodel") {
                walk.skipDescendants()
                let mapped = CoreDataMappingModel(path: url.path)
                if mapped.model == nil || mapped.model == model { found.append(url.path) }
            } else if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") || walk.level >= 3 {
                walk.skipDescendants()
            }
        }
        return found.sorted()
    }

    /// Refuses a given order that names a version twice or one the folder does not hold.
    private static func check(_ given: [String], against names: [String], in path: String) throws(CoreDataImportError) {
        let held = Set(names)
        if let unknown = given.first(where: { !held.contains($0) }) {
            let shown = names.sorted().prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "")
            throw .invalidVersionOrder(path: path, reason: "`\(unknown)` is not a version of `\(path)`, which holds \(shown)")
        }
        var seen: Set<String> = []
        if let repeated = given.first(where: { !seen.insert($0).inserted }) {
            throw .invalidVersionOrder(path: path, reason: "it names `\(repeated)` twice")
        }
    }

    /// The `contents` file of version `name` of the `.xcdatamodeld` at `path`: where
    /// diagnostics and notes about that version point.
    static func contentsFile(of name: String, in path: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name + ".xcdatamodel").appendingPathComponent("contents").path
    }

    /// The unnumbered name the numbered version names extend: `Model` for `Model`,
    /// `Model 2` … `Model 117`, whatever the `.xcdatamodeld` folder is called (WooCommerce
    /// keeps them in `WooCommerce.xcdatamodeld`). The folder's own name when a version has
    /// it; else the unnumbered name that the most other names start with and add a number
    /// to; else the folder's name, which then extends nothing.
    static func baseName(of names: [String], folder: String) -> String {
        if names.contains(folder) { return folder }
        let extended = { (candidate: String) in
            names.filter { $0 != candidate && $0.hasPrefix(candidate) && $0.dropFirst(candidate.count).contains(where: \.isNumber) }.count
        }
        let best = names.filter { !$0.contains(where: \.isNumber) }
            .map { (name: $0, count: extended($0)) }
            .max { ($0.count, $1.name) < ($1.count, $0.name) }
        guard let best, best.count > 0 else { return folder }
        return best.name
    }

    /// `_XCCurrentVersionName` of `.xccurrentversion` without its extension; nil when the
    /// folder has no such file, or one holding an empty dictionary.
    ///
    /// - Throws: `invalidSource` when the file is there but names no version (a merge
    ///   conflict left in it, a key misspelt): read as absent, every draft version after
    ///   the current one was imported as shipped, and got migrations.
    static func currentVersionName(in folder: URL) throws(CoreDataImportError) -> String? {
        let file = folder.appendingPathComponent(".xccurrentversion")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        // An empty dictionary names nothing, as no file does (CoreStore's demo ships one,
        // and Xcode builds it); a key misspelt or a merge conflict is still refused.
        if let plist, plist.isEmpty { return nil }
        guard let plist,
              let name = plist["_XCCurrentVersionName"] as? String, !name.isEmpty else {
            throw .invalidSource([Diagnostic(
                .error, "`.xccurrentversion` does not name the current version: it is not a property list with a `_XCCurrentVersionName` string",
                at: SourceLocation(file: file.path, line: 1, column: 1),
                hint: "fix it as Xcode writes it, or list the versions to import, oldest first, with `--version-order`; nothing was written")])
        }
        return name.hasSuffix(".xcdatamodel") ? String(name.dropLast(".xcdatamodel".count)) : name
    }
}

/// A version's name as a sort key: the unnumbered base first, then by the numbers in the
/// rest of the name, part by part.
struct VersionName: Comparable {
    var name: String
    var isBase: Bool
    var numbers: [Int]

    init(_ name: String, base: String) {
        self.name = name
        isBase = name == base
        let rest = name.hasPrefix(base) ? name.dropFirst(base.count) : Substring(name)
        numbers = rest.split { !$0.isNumber }.compactMap { Int($0) }
    }

    static func < (lhs: VersionName, rhs: VersionName) -> Bool {
        if lhs.isBase != rhs.isBase { return lhs.isBase }
        if lhs.numbers.isEmpty != rhs.numbers.isEmpty { return !lhs.numbers.isEmpty }
        if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
        return lhs.name < rhs.name
    }
}
