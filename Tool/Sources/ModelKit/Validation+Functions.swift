/// Checks on the model-level `functions:`: each a name SQL can call, listed once.
///
/// Whether the app really registers the function is the app's to know; what is checked
/// here is what would make the stand-in `validate` registers for it wrong.
extension Validation {
    mutating func checkFunctions() {
        checkNameList(model.functions, key: "functions", noun: "function", pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
                      invalid: "is not a name SQL can call",
                      hint: "write the name the app registers the function under, as its views and triggers call it: `title_sort`")
    }
}
