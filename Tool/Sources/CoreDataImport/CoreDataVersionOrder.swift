import Foundation

/// The order of an `.xcdatamodeld`'s versions, oldest first, when the import is not
/// given one (`--version-order`), and how each version whose name did not say where it
/// goes was placed.
///
/// The rule, from the names first and from when Xcode saved them where names are silent:
/// 1. **The base's versions.** The unnumbered base name comes first, then the versions
///    that extend it with numbers (`Model 2`, `Model_v3`, `Model 1.2`), ordered by those
///    numbers part by part (`VersionName`), as Xcode names them; two with the same
///    numbers by their save stamps, then by name.
/// 2. **Other naming schemes.** Numbered names that do not extend the base and share a
///    stem with another one (`ArtsyFolio v1.4`, `ArtsyFolio v2.0` in a folder whose
///    versions began as `ArtsyPartner`, `ArtsyPartner 2`) are a scheme of their own,
///    ordered by their numbers. Schemes follow one another: the base's first, the one
///    holding the current version last, the others by when their first version was
///    saved. A numbered name whose stem no other name shares is ordered with the base's.
///    When the base's own scheme holds the current version, its numbered versions go
///    last and the unnumbered base stays first (a project renamed from `Flameworker`
///    to `Molten`: `Molten`, `Flameworker 1.1` … `Flameworker 4`, `Molten 5` …).
/// 3. **Names without a number** (`Model_attempts_caching`) go after the last version of
///    that order saved no later than they were (`CoreDataSaveStamp`); several in one gap
///    by their stamps, then size, then name. A version without a stamp goes last, as does
///    one saved after every numbered version.
struct CoreDataVersionOrder: Hashable, Sendable {
    /// The versions, oldest first.
    var names: [String]
    /// The versions placed by rule 2 or 3, for the import's notes.
    var placements: [Placement]

    /// A version the names alone did not place.
    struct Placement: Hashable, Sendable {
        var name: String
        /// The version it follows; nil when it comes first.
        var after: String?
        var reason: Reason
    }

    enum Reason: Hashable, Sendable {
        /// Rule 3: its stamp, described.
        case saved(String)
        /// Rule 2: the first version of another naming scheme.
        case namingScheme
    }

    /// The order of `names`, whose base name is `base`, `current` the version
    /// `.xccurrentversion` names; `stamp` reads a version's save stamp.
    static func infer(_ names: [String], base: String, current: String?,
                      stamp read: (String) -> CoreDataSaveStamp?) -> CoreDataVersionOrder {
        let stamps = Dictionary(uniqueKeysWithValues: names.map { ($0, read($0)) })
        let stamp = { (name: String) in stamps[name] ?? nil }
        let keyed = names.map { ($0, VersionName($0, base: base)) }
        let loose = keyed.filter { !$0.1.isBase && $0.1.numbers.isEmpty }.map(\.0)
        let numbered = keyed.filter { $0.1.isBase || !$0.1.numbers.isEmpty }.map(\.0)
        // Rule 2: schemes of numbered names that do not extend the base.
        var byStem: [String: [String]] = [:]
        for name in numbered where !name.hasPrefix(base) {
            byStem[stem(of: name), default: []].append(name)
        }
        let schemes = byStem.filter { $0.value.count > 1 }
        // Two names with the same numbers (`Model_courselists_v21`, `Model_sections_v21`)
        // are ordered by their stamps before their names.
        func byNumbers(_ base: String) -> (String, String) -> Bool {
            { lhs, rhs in
                let left = VersionName(lhs, base: base), right = VersionName(rhs, base: base)
                if left.isBase == right.isBase, left.numbers == right.numbers, let a = stamp(lhs), let b = stamp(rhs),
                   let earlier = CoreDataSaveStamp.precedes(a, b) {
                    return earlier
                }
                return left < right
            }
        }
        let baseScheme = numbered.filter { name in !schemes.values.contains { $0.contains(name) } }.sorted(by: byNumbers(base))
        let others = schemes.map { stem, members in (stem: stem, members: members.sorted(by: byNumbers(stem))) }
        var ordered: [[String]] = [baseScheme]
        var placements: [Placement] = []
        if !others.isEmpty {
            func first(_ members: [String]) -> CoreDataSaveStamp? { members.compactMap(stamp).min { CoreDataSaveStamp.precedes($0, $1) ?? false } }
            var all = [(stem: base, members: baseScheme)] + others.sorted { lhs, rhs in
                switch (first(lhs.members), first(rhs.members)) {
                case let (left?, right?): CoreDataSaveStamp.precedes(left, right) ?? (lhs.stem < rhs.stem)
                case (_?, nil): true
                case (nil, _?): false
                case (nil, nil): lhs.stem < rhs.stem
                }
            }
            if let current, let holding = all.firstIndex(where: { $0.members.contains(current) }) {
                let scheme = all.remove(at: holding)
                if holding == 0, scheme.members.count > 1, let origin = scheme.members.first, VersionName(origin, base: base).isBase {
                    // The base's numbered versions continue after the other schemes, but the
                    // unnumbered base stays the first version: a project renamed (Flameworker →
                    // Molten) has Xcode rename its base version with it, while the versions
                    // numbered before the rename keep the old name.
                    all.insert((stem: base, members: [origin]), at: 0)
                    all.append((stem: base, members: Array(scheme.members.dropFirst())))
                } else {
                    all.append(scheme)
                }
            }
            ordered = all.map(\.members).filter { !$0.isEmpty }
            for scheme in ordered.dropFirst() {
                placements.append(Placement(name: scheme[0], after: nil, reason: .namingScheme))
            }
        }
        var timeline = ordered.flatMap { $0 }
        // Rule 3: each unnumbered name after the last version saved no later.
        let stamped = loose.compactMap { name in stamp(name).map { (name: name, stamp: $0) } }
            .sorted { CoreDataSaveStamp.precedes($0.stamp, $1.stamp) ?? ($0.name < $1.name) }
        let unstamped = loose.filter { name in !stamped.contains { $0.name == name } }.sorted()
        let anchors = timeline.map { (name: $0, stamp: stamp($0)) }
        // A lone version has no place to choose.
        guard !(anchors.isEmpty && loose.count == 1) else { return CoreDataVersionOrder(names: loose, placements: []) }
        var gaps: [Int: [String]] = [:]
        for version in stamped {
            let last = anchors.lastIndex { $0.stamp?.isNotAfter(version.stamp) ?? false }
            let slot = last ?? (anchors.first?.name == base ? 0 : -1)
            gaps[slot, default: []].append(version.name)
            placements.append(Placement(name: version.name, after: nil, reason: .saved(version.stamp.description)))
        }
        for slot in gaps.keys.sorted(by: >) {
            timeline.insert(contentsOf: gaps[slot]!, at: slot + 1)
        }
        timeline += unstamped
        for index in placements.indices {
            let position = timeline.firstIndex(of: placements[index].name)!
            placements[index].after = position > 0 ? timeline[position - 1] : nil
        }
        return CoreDataVersionOrder(names: timeline, placements: placements)
    }

    /// A numbered name's stem: what comes before its first digit, without a trailing
    /// `v` and separators (`ArtsyFolio v1.4` → `ArtsyFolio`).
    static func stem(of name: String) -> String {
        var stem = Substring(name.prefix { !$0.isNumber })
        while let last = stem.last, " _-.".contains(last) { stem = stem.dropLast() }
        if stem.last == "v" || stem.last == "V" { stem = stem.dropLast() }
        while let last = stem.last, " _-.".contains(last) { stem = stem.dropLast() }
        return String(stem)
    }
}
