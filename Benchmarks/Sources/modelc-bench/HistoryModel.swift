import Foundation

/// A synthetic model history: `versions` versions of a model of `entities` entities,
/// each version after the first changing the model as real histories do, in turn: an
/// added optional attribute (a native ALTER), a renamed attribute (`renamedFrom`), a
/// type change of an integer to a double (a table rebuild), a new index, and a new
/// entity referring to an old one. The input of the `migrate-test` workload.
struct HistoryModel {
    var entities: Int
    var versions: Int

    private struct EntityState {
        var title = "title"
        var countType = "{ type: int, default: 0, min: 0 }"
        var extras: [String] = []
        var indexed = false
    }

    /// The YAML text of every version, by version number.
    func texts() -> [Int: String] {
        var states = Array(repeating: EntityState(), count: entities)
        var added: [String] = []
        var texts: [Int: String] = [:]
        for version in 1...versions {
            if version > 1 {
                let target = (version * 7) % entities
                switch version % 5 {
                case 0: states[target].extras.append("extra\(version)")
                case 1: states[target].title = "title\(version)"
                case 2: states[target].countType = "{ type: double, default: 0 }"
                case 3: states[target].indexed = true
                default: added.append("Added\(version)")
                }
            }
            texts[version] = text(version: version, states: states, added: added)
        }
        return texts
    }

    private func name(_ index: Int) -> String { String(format: "Entity%03d", index) }

    private func text(version: Int, states: [EntityState], added: [String]) -> String {
        var text = "model: History\nversion: \(version)\nentities:\n"
        for (index, state) in states.enumerated() {
            text += "  \(name(index)):\n    attributes:\n"
            text += index % 2 == 0 ? "      id: { type: uuid, primaryKey: true }\n" : "      id: int\n"
            let rename = state.title == "title" ? "" : ", renamedFrom: \(previousTitle(state.title))"
            text += "      \(state.title): { type: string\(rename) }\n"
            text += """
                      code: { type: string, maxLength: 40 }
                      count: \(state.countType)
                      amount: decimal?
                      active: { type: bool, default: true }
                      status: { type: string, values: [draft, live, archived], default: draft }
                      createdAt: date
                      note: string?
                      payload: data?
                      settings: json?

                """
            for extra in state.extras { text += "      \(extra): string?\n" }
            var relationships: [String] = []
            if index > 0 { relationships.append("parent: { to: \(name(index - 1)), inverse: children, optional: true }") }
            if index < states.count - 1 { relationships.append("children: { to: \(name(index + 1)), toMany: true, inverse: parent }") }
            if index == 0 { relationships += added.map { "\($0.lowercased())s: { to: \($0), toMany: true, inverse: owner, deleteRule: cascade }" } }
            if !relationships.isEmpty { text += "    relationships:\n" + relationships.map { "      \($0)\n" }.joined() }
            if state.indexed { text += "    indexes:\n      - [code]\n" }
        }
        for entity in added {
            text += "  \(entity):\n    attributes:\n      id: int\n      label: string\n      score: int?\n"
            text += "    relationships:\n      owner: { to: \(name(0)), inverse: \(entity.lowercased())s }\n"
        }
        return text
    }

    /// The name a renamed title had in the version before (every rename is from the
    /// previous name, and names carry the version that gave them).
    private func previousTitle(_ title: String) -> String {
        guard let version = Int(title.dropFirst("title".count)) else { return "title" }
        var previous = "title"
        var probe = 1
        // Walk the versions that renamed the same entity before this one.
        let target = (version * 7) % entities
        while probe < version {
            if probe > 1, probe % 5 == 1, (probe * 7) % entities == target { previous = "title\(probe)" }
            probe += 1
        }
        return previous
    }
}
