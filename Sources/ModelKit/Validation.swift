/// Semantic checks on a loaded model. (Interim version; the full rule set replaces it.)
public func validate(_ model: Model) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for entity in model.entities where entity.primaryKey == nil {
        diagnostics.append(.error("entity `\(entity.name)` has no primary key", at: entity.location,
                                  hint: "add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`"))
    }
    return diagnostics
}

/// Checks across the versions of one model. (Interim version.)
public func validate(_ versions: ModelVersions) -> [Diagnostic] {
    versions.versions.flatMap { validate($0) }
}
