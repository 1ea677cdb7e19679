import ModelKit

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
}
