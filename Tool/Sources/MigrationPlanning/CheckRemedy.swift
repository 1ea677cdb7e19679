/// What an engine's migration can do about a check that fails, beyond a change of the
/// model: the diff says the model's remedy in a check's hint (give the column a
/// default), and each dialect's planner adds its own, in its words, as it writes the
/// check (`Plan.writingChecks(_:remedies:)`). An engine that rebuilds the table copies
/// the rows with an `INSERT … SELECT` a user may edit; one that adds the column in
/// place has no such copy to edit.
public enum CheckRemedy: Hashable, Sendable {
    /// Fill the new NOT NULL column `column`, which has no default, for the rows the
    /// table has; `merged` when other columns merged into it leave some rows empty,
    /// rather than every row.
    case fillNewColumn(String, merged: Bool)
}

/// A dialect's words for a remedy, appended to the check's hint (`, or …`).
public typealias RemedyWriting = (CheckRemedy) -> String
