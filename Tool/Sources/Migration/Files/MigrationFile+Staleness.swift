import ModelKit
import SchemaCore

extension MigrationFile {
    /// Whether this planned file was made from an earlier text of the model version it
    /// leads to: its header's `model-hash` differs from the hash of that version as it
    /// is in `versions` now.
    ///
    /// Applying such a file would plan the old text and then fail verification against
    /// the new one, so `modelc migrate` and `modelc migrate make` refuse it before
    /// anything runs, and `modelc check` reports it; the fix is
    /// `modelc migrate make <model> --regenerate` while no database has applied it.
    /// Hand-written files (no `to:` or no `model-hash`) and files leading to a version
    /// the model no longer has are never stale (`check` reports the latter).
    public func isStale(in versions: ModelVersions) -> Bool {
        guard let target = header.toVersion, let recorded = header.modelHash,
              let model = versions.version(target) else { return false }
        return ModelHash.of(model) != recorded
    }

    /// Whether applying this planned file would no longer give the model version it
    /// leads to: it is stale (`isStale(in:)`) and planning that version again from the
    /// one before (in the file's dialect) writes other SQL than the header's `planned-sql` records.
    ///
    /// `modelc migrate` refuses only these: an edit that changes the model's text but not
    /// its storage (a `doc:`, a JSON key, a `pattern`) leaves the file right for the
    /// database, so a deploy is not blocked by it; `check` and `migrate make` still ask
    /// for `--regenerate`, which brings the header's model hash up to date. A file
    /// without `planned-sql` cannot be compared and counts as stale.
    public func wouldMissItsVersion(in versions: ModelVersions) -> Bool {
        guard isStale(in: versions), let target = header.toVersion, let model = versions.version(target) else { return false }
        guard let recorded = header.plannedSQL else { return true }
        let previous = header.fromVersion.flatMap { versions.version($0) }
        guard let draft = try? header.dialect.draft(from: previous, to: model, choices: header.planChoices) else { return true }
        return MigrationFile.Header.plannedSQLChecksum(of: draft.sql) != recorded
    }
}
