/// Checks on the model-level `extensions:`: each a name the server's `CREATE EXTENSION`
/// takes, listed once.
///
/// Whether the server has the extension is the server's to say (at `migrate`, or
/// `migrate test --db`); what is checked here is what would make the statement modelc
/// writes for it wrong.
extension Validation {
    mutating func checkExtensions() {
        var seen: Set<String> = []
        let location = model.keyLocations["extensions"] ?? model.location
        for name in model.extensions {
            if name.range(of: "^[A-Za-z_][A-Za-z0-9_-]*$", options: .regularExpression) == nil {
                error("extension \(quoted(name)) is not an extension's name", at: location,
                      hint: "write the name `CREATE EXTENSION` takes, as `pg_extension` lists it: `citext`, `cube`, `uuid-ossp`")
                continue
            }
            if !seen.insert(name.lowercased()).inserted {
                error("extension \(quoted(name)) is listed twice", at: location, hint: "remove one")
            }
        }
    }
}
