/// Runs the checks that need more than one version of a model.
///
/// Each version is validated on its own by `validate(_ model:)`, and the loader checks
/// that versions are numbered without gaps and share one model name; this adds what
/// only the sequence shows: each `renamedFrom` names something the previous version
/// had. A rename hint naming nothing is harmless to the planner (it then sees an add),
/// so it is a warning: usually a typo that turns a rename into a drop and an add.
public func validate(_ versions: ModelVersions) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (previous, model) in zip(versions.versions, versions.versions.dropFirst()) {
        diagnostics += renameHintProblems(in: model, previous: previous)
    }
    return diagnostics.sorted(by: Diagnostic.sourceOrder)
}

/// `renamedFrom` hints that name nothing in `previous`.
///
/// A hint is only looked at when the current name is new: a name that already existed
/// keeps its old hint harmlessly, as Core Data's renaming identifiers do.
///
/// The owner's text, the previous names and the location are only worked out for an
/// element that has a hint: building the list of the previous version's entity names
/// for every entity made this quadratic in the number of entities.
private func renameHintProblems(in model: Model, previous: Model) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func check(
        _ kind: String, _ owner: @autoclosure () -> String, renamedFrom: String?, name: String,
        among allNames: @autoclosure () -> [String], at location: @autoclosure () -> SourceLocation
    ) {
        guard let renamedFrom, renamedFrom != name else { return }
        let names = allNames()
        guard !names.contains(name), !names.contains(renamedFrom) else { return }
        diagnostics.append(
            .warning(
                "\(kind) \(owner()) is `renamedFrom` \(quoted(renamedFrom)), which version \(previous.version) does not have",
                at: location(),
                hint: Suggestion.didYouMean(renamedFrom, among: names)
                    ?? "without a match the old \(kind) is dropped and this one added, losing its data; "
                    + (names.isEmpty ? "version \(previous.version) has no \(kind) it could be" : "version \(previous.version) has \(names.sorted().map(quoted).joined(separator: ", "))")
            ))
    }
    for entity in model.entities {
        check(
            "entity", quoted(entity.name), renamedFrom: entity.renamedFrom, name: entity.name,
            among: previous.entities.map(\.name), at: entity.location(of: "renamedFrom"))
        guard let old = previous.entity(named: entity.name) ?? entity.renamedFrom.flatMap(previous.entity(named:)) else {
            continue
        }
        // An attribute may have been a to-one, and a to-one an attribute (an adopted
        // model's `categoryId` made a relationship): the column's values carry over.
        for attribute in entity.attributes {
            check(
                "attribute", qualified(entity, attribute.name), renamedFrom: attribute.renamedFrom, name: attribute.name,
                among: old.attributes.map(\.name) + old.relationships.filter { !$0.isToMany }.map(\.name), at: attribute.location(of: "renamedFrom"))
            diagnostics += mergeHintProblems(of: attribute, in: entity, old: old, previous: previous)
        }
        for relationship in entity.relationships {
            check(
                "relationship", qualified(entity, relationship.name), renamedFrom: relationship.renamedFrom,
                name: relationship.name, among: old.relationships.map(\.name) + (relationship.isToMany ? [] : old.attributes.map(\.name)),
                at: relationship.location(of: "renamedFrom"))
            diagnostics += mergeHintProblems(of: relationship, in: entity, old: old, previous: previous)
        }
    }
    return diagnostics
}

/// `mergedFrom` names that `previous` does not have. As with `renamedFrom`, a hint kept
/// in later versions names nothing there and is left alone: it is only looked at while
/// one of its names is in `previous`, or while the attribute itself is new.
private func mergeHintProblems(of attribute: Attribute, in entity: Entity, old: Entity, previous: Model) -> [Diagnostic] {
    mergeHintProblems(
        "attribute", qualified(entity, attribute.name), mergedFrom: attribute.mergedFrom, current: attribute.renamedFrom ?? attribute.name,
        entity: entity, names: old.attributes.map(\.name), previous: previous, at: attribute.location(of: "mergedFrom"))
}

/// The same for a to-one's `mergedFrom`, which names the previous version's relationships.
private func mergeHintProblems(of relationship: Relationship, in entity: Entity, old: Entity, previous: Model) -> [Diagnostic] {
    mergeHintProblems(
        "relationship", qualified(entity, relationship.name), mergedFrom: relationship.mergedFrom, current: relationship.renamedFrom ?? relationship.name,
        entity: entity, names: old.relationships.map(\.name), previous: previous, at: relationship.location(of: "mergedFrom"))
}

private func mergeHintProblems(
    _ kind: String, _ owner: String, mergedFrom: [String], current: String, entity: Entity, names: [String], previous: Model,
    at location: @autoclosure () -> SourceLocation
) -> [Diagnostic] {
    guard !mergedFrom.isEmpty else { return [] }
    let missing = mergedFrom.filter { !names.contains($0) }
    guard !missing.isEmpty else { return [] }
    let isLeftOver = missing.count == mergedFrom.count && names.contains(current)
    guard !isLeftOver else { return [] }
    return missing.map { name in
        .warning(
            "\(kind) \(owner) is `mergedFrom` \(quoted(name)), which version \(previous.version) does not have",
            at: location(),
            hint: Suggestion.didYouMean(name, among: names)
                ?? "nothing is carried over from it; version \(previous.version)'s \(quoted(entity.name)) has \(names.sorted().map(quoted).joined(separator: ", "))")
    }
}
