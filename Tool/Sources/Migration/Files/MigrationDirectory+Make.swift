import ModelKit
import SchemaCore

/// The generated part of a new migration: its header facts and SQL, before the file is assembled.
public struct MigrationDraft: Hashable, Sendable {
    public var steps: [MigrationFile.Header.StepLine]
    public var preflight: [MigrationFile.Header.PreflightLine]
    /// The rendered SQL, without `BEGIN`/`COMMIT` (the applier owns the transaction).
    public var sql: String
    /// The tables the checks after applying must cover (`Plan.verificationScope(in:)`);
    /// nil checks everything.
    public var verificationScope: VerificationScope?
    /// The dialect `sql` is written in (the header's `dialect:` line).
    public var dialect: DatabaseDialect
    /// How the plan was rendered (the header's `<dialect>-plan:` line).
    public var planChoices: PlanChoices

    public init(
        steps: [MigrationFile.Header.StepLine],
        preflight: [MigrationFile.Header.PreflightLine],
        sql: String,
        verificationScope: VerificationScope? = nil,
        dialect: DatabaseDialect = .default,
        planChoices: PlanChoices = .default
    ) {
        self.steps = steps
        self.preflight = preflight
        self.sql = sql
        self.verificationScope = verificationScope
        self.dialect = dialect
        self.planChoices = planChoices
    }
}

/// A migration file written by `make`.
public struct MadeMigration: Hashable, Sendable, Codable {
    public var name: String
    public var fromVersion: Int?
    public var toVersion: Int
    public var safety: Safety
    /// True when an existing file was rewritten (`--regenerate`).
    public var regenerated: Bool
    /// For a down migration: why it cannot restore the data (its `-- irreversible:`
    /// lines), when it cannot; `migrate --to` refuses such a file.
    public var irreversible: [String] = []
    /// What the file's author should look at before it is applied, at the model file's
    /// line: renames the version may have left unstated (`RenameSuggestion`).
    public var warnings: [Diagnostic] = []

    public init(name: String, fromVersion: Int?, toVersion: Int, safety: Safety, regenerated: Bool, irreversible: [String] = [], warnings: [Diagnostic] = []) {
        self.name = name
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.safety = safety
        self.regenerated = regenerated
        self.irreversible = irreversible
        self.warnings = warnings
    }

    private enum CodingKeys: String, CodingKey { case name, fromVersion, toVersion, safety, regenerated, irreversible, warnings }

    /// Reports written before `irreversible` read as having none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name), fromVersion: try container.decodeIfPresent(Int.self, forKey: .fromVersion),
                  toVersion: try container.decode(Int.self, forKey: .toVersion), safety: try container.decode(Safety.self, forKey: .safety),
                  regenerated: try container.decode(Bool.self, forKey: .regenerated),
                  irreversible: try container.decodeIfPresent([String].self, forKey: .irreversible) ?? [],
                  warnings: try container.decodeIfPresent([Diagnostic].self, forKey: .warnings) ?? [])
    }

    /// `irreversible` and `warnings` are written only when there are some, so other reports read as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(fromVersion, forKey: .fromVersion)
        try container.encode(toVersion, forKey: .toVersion)
        try container.encode(safety, forKey: .safety)
        try container.encode(regenerated, forKey: .regenerated)
        if !irreversible.isEmpty { try container.encode(irreversible, forKey: .irreversible) }
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
    }
}

extension MigrationDirectory {
    /// Writes a migration for each version of `versions` that no file leads to yet:
    /// the first version from nothing, every later one from the version before it.
    /// With `regenerate`, also rewrites files whose recorded model hash no longer
    /// matches their model version, keeping their hand-written data section.
    /// Refreshes `modelc.sum` when anything was written. Each file made from an earlier
    /// version carries the renames that version may have left unstated
    /// (`MadeMigration.warnings`).
    ///
    /// Without `regenerate`, a file made from an earlier text of its model version
    /// (`MigrationFile.isStale(in:)`) is refused before anything is written
    /// (`MigrationError.staleMigration`): saying "up to date" then would hide it until
    /// the file fails at apply time.
    ///
    /// - Parameters:
    ///   - slug: the name part for the new file; only when exactly one file is made.
    ///   - warnsOfStaleDownFiles: whether a rewritten file whose down file was written for
    ///     its old text says so (not when the down files are written next).
    ///   - draft: plans one step: `from` nil means an empty database.
    public func make(
        _ versions: ModelVersions,
        regenerate: Bool = false,
        slug: String? = nil,
        warnsOfStaleDownFiles: Bool = true,
        draft: (_ from: Model?, _ to: Model) throws -> MigrationDraft
    ) throws -> [MadeMigration] {
        var files = try files()
        if !regenerate, let stale = files.first(where: { $0.isStale(in: versions) }) {
            throw MigrationError.staleMigration(file: stale.fileName, version: stale.header.toVersion ?? 0, model: versions.folder)
        }
        var made: [MadeMigration] = []
        // Read only when a file is rewritten: most runs rewrite none.
        lazy var downs = (try? downFiles()) ?? [:]
        for (index, model) in versions.versions.enumerated() {
            let previous = index > 0 ? versions.versions[index - 1] : nil
            let hash = ModelHash.of(model)
            let warnings = previous.map { RenameSuggestion.between($0, model).map(\.diagnostic) } ?? []
            if let existing = files.first(where: { $0.header.toVersion == model.version }) {
                guard regenerate, existing.header.modelHash != hash else { continue }
                let text = Self.text(model: model, previous: previous, hash: hash, draft: try draft(previous, model), dataSection: existing.dataSection)
                try write(text, to: existing.fileName)
                var said = warnings
                // Its down file was written for the text just replaced: what it says, an
                // `irreversible:` drop a new `renamedFrom` made a rename say, is no longer true.
                let rewritten = MigrationFile(version: existing.version, slug: existing.slug, text: text)
                if warnsOfStaleDownFiles, let down = downs[existing.version], down.header.undoes != rewritten.checksum {
                    said.append(.warning(
                        "\(down.fileName) was written for the text of \(existing.fileName) this rewrote; `migrate --to` refuses it until it is written again",
                        at: SourceLocation(file: filePath(down.fileName), line: 1, column: 1),
                        hint: "run `modelc migrate make <model> --down --regenerate`"))
                }
                made.append(MadeMigration(name: existing.fileName, fromVersion: previous?.version, toVersion: model.version,
                                          safety: MigrationFile.Header(parsing: text).overallSafety, regenerated: true, warnings: said))
                continue
            }
            let number = (files.map(\.version).max() ?? 0) + 1
            let name = slug ?? (previous == nil ? "create_\(Naming.snakeCase(model.name))" : "\(Naming.snakeCase(model.name))_v\(model.version)")
            let file = MigrationFile(version: number, slug: MigrationFile.slug(from: name),
                                     text: Self.text(model: model, previous: previous, hash: hash, draft: try draft(previous, model), dataSection: nil))
            try write(file.text, to: file.fileName)
            files.append(file)
            made.append(MadeMigration(name: file.fileName, fromVersion: previous?.version, toVersion: model.version,
                                      safety: file.header.overallSafety, regenerated: false, warnings: warnings))
        }
        if !made.isEmpty { try writeSum() }
        return made
    }

    /// The full text of a generated migration.
    static func text(model: Model, previous: Model?, hash: Checksum, draft: MigrationDraft, dataSection: String?) -> String {
        let header = MigrationFile.Header(
            model: model.name,
            fromVersion: previous?.version,
            toVersion: model.version,
            modelHash: hash,
            steps: draft.steps,
            preflight: draft.preflight,
            verificationScope: draft.verificationScope,
            // A dialect that verifies the whole schema has no scope, but staleness and
            // edits are told by the planned SQL's hash there too.
            plannedSQL: draft.verificationScope != nil || !draft.dialect.scopesVerification
                ? MigrationFile.Header.plannedSQLChecksum(of: draft.sql) : nil,
            dialect: draft.dialect,
            planChoices: draft.planChoices
        )
        var sql = draft.sql
        if !sql.isEmpty && !sql.hasSuffix("\n") { sql += "\n" }
        let data = dataSection ?? """
            \(MigrationFile.dataBeginMarker)
            -- Hand-written data steps go here: they run after the statements above, in the
            -- same transaction, and `modelc migrate make --regenerate` keeps them.
            \(MigrationFile.dataEndMarker)
            """
        return header.rendered() + "\n" + sql + "\n" + data + "\n"
    }
}
