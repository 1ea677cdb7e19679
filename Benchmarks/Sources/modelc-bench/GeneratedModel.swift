import Foundation

/// A synthetic model of `entities` entities with 20 attributes each (every attribute
/// type, defaults, checks, enumerations, unique and plain indexes), a chain of
/// one-to-many relationships and a many-to-many every tenth entity.
///
/// Version 2 changes a tenth of the entities each way a real model evolves: an added
/// optional column (native ALTER), a dropped column, a type change (a rebuild), a
/// renamed column (`renamedFrom`), and one new entity.
struct GeneratedModel {
    var entities: Int

    func name(_ index: Int) -> String { String(format: "Entity%05d", index) }

    /// The YAML text of `version` (1 or 2).
    func yaml(version: Int) -> String {
        var text = "model: Generated\nversion: \(version)\nentities:\n"
        text.reserveCapacity(entities * 1400)
        for index in 0..<entities {
            text += entity(index, version: version)
        }
        if version >= 2 {
            text += "  Extra:\n    attributes:\n      id: int\n      name: string\n      createdAt: date\n"
        }
        return text
    }

    private func entity(_ index: Int, version: Int) -> String {
        let changed = version >= 2 ? index % 10 : -1
        var text = "  \(name(index)):\n    attributes:\n"
        text += index % 2 == 0 ? "      id: { type: uuid, primaryKey: true }\n" : "      id: int\n"
        text += """
                  title: string
                  code: { type: string, maxLength: 40 }

            """
        text += changed == 7 ? "      count: { type: double, default: 0 }\n" : "      count: { type: int, default: 0, min: 0 }\n"
        text += """
                  small: int16?
                  medium: int32?
                  ratio: double?
                  weight: float?
                  flag: { type: bool, default: false }
                  amount: { type: decimal, default: "0.00" }
                  createdAt: date
                  token: uuid?
                  payload: data?
                  link: url?
                  extra: json?
                  status: { type: string, values: [draft, live, gone], default: draft }

            """
        text += changed == 9 ? "      remark: { type: string, optional: true, renamedFrom: note }\n" : "      note: string?\n"
        text += """
                  rank: { type: int, indexed: true }
                  label: { type: string, unique: true }

            """
        if changed != 5 { text += "      summary: string?\n" }
        if changed == 3 { text += "      added: string?\n" }
        var relationships: [String] = []
        if index > 0 { relationships.append("parent: { to: \(name(index - 1)), inverse: children, optional: true }") }
        if index + 1 < entities { relationships.append("children: { to: \(name(index + 1)), toMany: true, inverse: parent }") }
        if index % 10 == 0, index + 1 < entities {
            relationships.append("tags: { to: \(name(index + 1)), toMany: true, inverse: taggedBy }")
        }
        if index % 10 == 1 { relationships.append("taggedBy: { to: \(name(index - 1)), toMany: true, inverse: tags }") }
        if !relationships.isEmpty {
            text += "    relationships:\n" + relationships.map { "      \($0)\n" }.joined()
        }
        text += "    indexes:\n      - [title, createdAt]\n"
        return text
    }

    /// Writes versions 1 and 2 as `<folder>/Generated/1.yaml` and `2.yaml`; returns the model folder.
    func write(under folder: URL) throws -> URL {
        let modelFolder = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: modelFolder, withIntermediateDirectories: true)
        try yaml(version: 1).write(to: modelFolder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try yaml(version: 2).write(to: modelFolder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        return modelFolder
    }
}
