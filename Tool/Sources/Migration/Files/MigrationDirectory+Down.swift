import Foundation
import ModelKit
import SchemaCore

extension MigrationDirectory {
    /// The down migrations in the folder (`NNNN_slug.down.sql`), by the number of the
    /// migration each undoes.
    ///
    /// - Throws: `invalid-file` for a down file whose migration is not in the folder,
    ///   or that cannot be read.
    public func downFiles() throws(MigrationError) -> [Int: MigrationFile] {
        guard exists else { return [:] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .io(path: path, reason: "cannot list the folder (\(error.localizedDescription))")
        }
        var downs: [Int: MigrationFile] = [:]
        for name in names.sorted() where name.hasSuffix(MigrationFile.downSuffix) {
            guard let (version, slug) = MigrationFile.parseDownFileName(name) else {
                throw .invalidFile(path: filePath(name), reason: "a down migration must be named NNNN_slug.down.sql, after its migration NNNN_slug.sql")
            }
            guard FileManager.default.fileExists(atPath: filePath(MigrationFile.fileName(version: version, slug: slug))) else {
                throw .invalidFile(path: filePath(name), reason: "its migration \(MigrationFile.fileName(version: version, slug: slug)) is not in the folder")
            }
            downs[version] = MigrationFile(version: version, slug: slug, text: try read(name), isDown: true)
        }
        return downs
    }

    /// `modelc migrate make --down`: writes, beside each planned migration after the
    /// first that has none (or, with `regenerate`, whose target changed), its down
    /// migration: the plan back to the version before (`MigrationDraft.plannedDown`), or
    /// a file whose `-- irreversible:` lines say why there is none. Refreshes
    /// `modelc.sum` when anything was written.
    ///
    /// `dialect` plans them (its driver's `downDraft`), rendered as each migration's own
    /// header says (`planChoices`).
    public func makeDown(_ versions: ModelVersions, regenerate: Bool = false, dialect: DatabaseDialect = .default) throws -> [MadeMigration] {
        let existing = try downFiles()
        var made: [MadeMigration] = []
        for file in try files() {
            guard let from = file.header.fromVersion, let to = file.header.toVersion,
                  let old = versions.version(from), let new = versions.version(to) else { continue }
            let hash = ModelHash.of(old)
            if let down = existing[file.version], !(regenerate && (down.header.modelHash != hash || down.header.undoes != file.checksum)) { continue }
            var (draft, reasons) = try dialect.driver.downDraft(from: new, to: old, choices: file.header.planChoices)
            // What the planner did not write, it cannot undo.
            if file.hasHandWrittenDataSteps { reasons.append("\(file.fileName) runs hand-written data steps, which modelc cannot undo") }
            if file.plannedSQLIsEdited { reasons.append("the planned SQL of \(file.fileName) was edited by hand, which modelc cannot undo") }
            if !reasons.isEmpty { draft = nil }
            var text = Self.downText(model: old, from: new, hash: hash, draft: draft, irreversible: reasons,
                                     dataSection: existing[file.version]?.dataSection, dialect: dialect)
            text = Self.recordingUndone(file, in: text)
            let down = MigrationFile(version: file.version, slug: file.slug, text: text, isDown: true)
            try write(text, to: down.fileName)
            made.append(MadeMigration(name: down.fileName, fromVersion: to, toVersion: from,
                                      safety: down.header.overallSafety, regenerated: existing[file.version] != nil,
                                      irreversible: down.header.irreversible))
        }
        if !made.isEmpty { try writeSum() }
        return made
    }

    /// The full text of a down migration from `new` back to `model`.
    static func downText(
        model: Model, from new: Model, hash: Checksum, draft: MigrationDraft?, irreversible: [String], dataSection: String?, dialect: DatabaseDialect
    ) -> String {
        guard let draft else {
            var header = MigrationFile.Header(model: model.name, fromVersion: new.version, toVersion: model.version, modelHash: hash, dialect: dialect)
            header.irreversible = irreversible
            return header.rendered() + "\n-- No SQL: `modelc migrate --to \(model.version)` refuses this file. Write the statements that\n"
                + "-- restore the data by hand (and remove the irreversible lines) if there is a way back.\n"
        }
        return text(model: model, previous: new, hash: hash, draft: draft, dataSection: dataSection)
    }

    /// `text` with the line `-- undoes: <checksum of file>` after its `-- to:` line.
    static func recordingUndone(_ file: MigrationFile, in text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let to = lines.firstIndex(where: { $0.hasPrefix("-- to: ") }) else { return text }
        lines.insert("-- undoes: \(file.checksum)", at: to + 1)
        return lines.joined(separator: "\n")
    }
}

extension MigrationFile {
    /// Whether the data section (between `-- modelc:data begin` and `end`) holds a statement.
    var hasHandWrittenDataSteps: Bool {
        guard let section = dataSection else { return false }
        return section.split(separator: "\n").contains { line in
            let text = line.trimmingSpaces()
            return !text.isEmpty && !text.hasPrefix("--")
        }
    }
}
