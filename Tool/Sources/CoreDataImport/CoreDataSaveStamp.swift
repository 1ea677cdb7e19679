import Foundation

/// When Xcode last saved a model version, as its `contents` file says: the
/// `lastSavedToolsVersion` (Xcode's build, `14460.32`) and `systemVersion` (macOS's
/// build, `18B75`) of the `<model>` element.
///
/// Why: a version named without a number (`Model_attempts_caching`) says nothing of
/// where it belongs, and Core Data itself never needs to know, since it finds a
/// store's version by its hashes. Xcode writes these two attributes each time it saves
/// a version and leaves them alone otherwise, so they order a project's versions as
/// they were made, to the precision of one Xcode (and macOS) release; re-saving an old
/// version moves it later, which is why only unnumbered names are placed by stamp.
struct CoreDataSaveStamp: Hashable, Sendable {
    /// `lastSavedToolsVersion`, part by part.
    var tools: [Int]
    /// `systemVersion`, when present and well formed.
    var system: SystemBuild?
    /// Entities, attributes and relationships declared: a model grows more often than it
    /// shrinks, so among versions saved with the same tools the smaller comes first.
    var elements: Int

    /// An Apple build number: `18B75` is major 18, train `B`, build 75 (`18E194d` adds a
    /// seed letter).
    struct SystemBuild: Hashable, Sendable, Comparable {
        var major: Int
        var train: String
        var build: Int
        var seed: String

        init?(_ text: String) {
            guard let match = text.wholeMatch(of: /(\d+)([A-Z])(\d+)([a-z]?)/),
                  let major = Int(match.output.1), let build = Int(match.output.3) else { return nil }
            self.major = major
            train = String(match.output.2)
            self.build = build
            seed = String(match.output.4)
        }

        static func < (lhs: SystemBuild, rhs: SystemBuild) -> Bool {
            (lhs.major, lhs.train, lhs.build, lhs.seed) < (rhs.major, rhs.train, rhs.build, rhs.seed)
        }
    }

    /// The stamp of the `contents` file at `path`; nil when the file cannot be read or
    /// its `<model>` element has no `lastSavedToolsVersion`.
    static func read(contentsAt path: String) -> CoreDataSaveStamp? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              let model = text.firstMatch(of: /<model\s[^>]*>/)
        else { return nil }
        let element = String(model.output)
        func attribute(_ name: String) -> String? {
            guard let range = element.range(of: " \(name)=\"") else { return nil }
            return String(element[range.upperBound...].prefix { $0 != "\"" })
        }
        guard let tools = attribute("lastSavedToolsVersion") else { return nil }
        let parts = tools.split(separator: ".").compactMap { Int($0) }
        guard !parts.isEmpty else { return nil }
        let elements = ["<entity ", "<attribute ", "<relationship "].reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
        return CoreDataSaveStamp(tools: parts, system: attribute("systemVersion").flatMap(SystemBuild.init), elements: elements)
    }

    /// Whether this version was saved no later than `other`, as far as the stamps tell:
    /// by Xcode's build, then by macOS's when both have one, and when those tie, by
    /// size (the smaller is taken as the earlier).
    func isNotAfter(_ other: CoreDataSaveStamp) -> Bool {
        if tools != other.tools { return tools.lexicographicallyPrecedes(other.tools) }
        if let system, let otherSystem = other.system, system != otherSystem { return system < otherSystem }
        return elements <= other.elements
    }

    /// The order of versions placed in the same gap: by Xcode's build, macOS's, then size.
    static func precedes(_ lhs: CoreDataSaveStamp, _ rhs: CoreDataSaveStamp) -> Bool? {
        if lhs.tools != rhs.tools { return lhs.tools.lexicographicallyPrecedes(rhs.tools) }
        if let left = lhs.system, let right = rhs.system, left != right { return left < right }
        if lhs.elements != rhs.elements { return lhs.elements < rhs.elements }
        return nil
    }

    /// `Xcode build 15702, macOS build 19D76`, for notes.
    var description: String {
        let xcode = "Xcode build " + tools.map(String.init).joined(separator: ".")
        guard let system else { return xcode }
        return xcode + ", macOS build \(system.major)\(system.train)\(system.build)\(system.seed)"
    }
}
