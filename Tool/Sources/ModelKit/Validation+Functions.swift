/// Checks on the model-level `functions:`: each a name SQL can call, listed once.
///
/// Whether the app really registers the function is the app's to know; what is checked
/// here is what would make the stand-in `validate` registers for it wrong.
extension Validation {
    mutating func checkFunctions() {
        var seen: Set<String> = []
        let location = model.keyLocations["functions"] ?? model.location
        for name in model.functions {
            if name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) == nil {
                error("function \(quoted(name)) is not a name SQL can call", at: location,
                      hint: "write the name the app registers the function under, as its views and triggers call it: `title_sort`")
                continue
            }
            // SQLite looks functions up without case, as it does names.
            if !seen.insert(name.lowercased()).inserted {
                error("function \(quoted(name)) is listed twice", at: location, hint: "remove one")
            }
        }
    }
}
