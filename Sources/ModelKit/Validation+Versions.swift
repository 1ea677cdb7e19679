/// Runs the checks that need more than one version of a model.
///
/// Each version is validated on its own by `validate(_ model:)`; this adds what only the
/// sequence shows: every version names the same model, and each `renamedFrom` names
/// something the previous version had. A rename hint naming nothing is harmless to the
/// planner (it then sees an add), so it is a warning: usually a typo that turns a rename
/// into a drop and an add. Order and gaps of version numbers are the loader's to check.
public func validate(_ versions: ModelVersions) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if let first = versions.versions.first {
        for model in versions.versions.dropFirst() where model.name != first.name {
            diagnostics.append(
                .error(
                    "version \(model.version) names model \(quoted(model.name)), but version \(first.version) names it \(quoted(first.name))",
                    at: model.location,
                    hint: "use `model: \(first.name)` in every version of the model"
                ))
        }
    }
    for (previous, model) in zip(versions.versions, versions.versions.dropFirst()) {
        diagnostics += renameHintProblems(in: model, previous: previous)
    }
    return diagnostics.sorted(by: Diagnostic.sourceOrder)
}

/// `renamedFrom` hints that name nothing in `previous`.
///
/// A hint is only looked at when the current name is new: a name that already existed
/// keeps its old hint harmlessly, as Core Data's renaming identifiers do.
private func renameHintProblems(in model: Model, previous: Model) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func check(_ kind: String, _ owner: String, renamedFrom: String?, name: String, among names: [String], at location: SourceLocation) {
        guard let renamedFrom, renamedFrom != name, !names.contains(name), !names.contains(renamedFrom) else { return }
        diagnostics.append(
            .warning(
                "\(kind) \(owner) is `renamedFrom` \(quoted(renamedFrom)), which version \(previous.version) does not have",
                at: location,
                hint: Suggestion.didYouMean(renamedFrom, among: names)
                    ?? "without a match the old \(kind) is dropped and this one added, losing its data"
            ))
    }
    for entity in model.entities {
        check(
            "entity", quoted(entity.name), renamedFrom: entity.renamedFrom, name: entity.name,
            among: previous.entities.map(\.name), at: entity.location)
        guard let old = previous.entity(named: entity.name) ?? entity.renamedFrom.flatMap(previous.entity(named:)) else {
            continue
        }
        for attribute in entity.attributes {
            check(
                "attribute", qualified(entity, attribute.name), renamedFrom: attribute.renamedFrom, name: attribute.name,
                among: old.attributes.map(\.name), at: attribute.location)
        }
        for relationship in entity.relationships {
            check(
                "relationship", qualified(entity, relationship.name), renamedFrom: relationship.renamedFrom,
                name: relationship.name, among: old.relationships.map(\.name), at: relationship.location)
        }
    }
    return diagnostics
}
