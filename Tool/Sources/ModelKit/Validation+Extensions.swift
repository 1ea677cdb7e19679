/// Checks on the model-level `extensions:`: each a name the server's `CREATE EXTENSION`
/// takes, listed once.
///
/// Whether the server has the extension is the server's to say (at `migrate`, or
/// `migrate test --db`); what is checked here is what would make the statement modelc
/// writes for it wrong.
extension Validation {
    mutating func checkExtensions() {
        checkNameList(model.extensions, key: "extensions", noun: "extension", pattern: "^[A-Za-z_][A-Za-z0-9_-]*$",
                      invalid: "is not an extension's name",
                      hint: "write the name `CREATE EXTENSION` takes, as `pg_extension` lists it: `citext`, `cube`, `uuid-ossp`")
    }

    /// Each of `names` (the model-level list under `key`) matches `pattern`, else an error
    /// `<noun> `name` <invalid>` with `hint`, and is listed once, case aside (as the
    /// engines look such names up).
    mutating func checkNameList(_ names: [String], key: String, noun: String, pattern: String, invalid: String, hint: String) {
        var seen: Set<String> = []
        let location = model.keyLocations[key] ?? model.location
        for name in names {
            if name.range(of: pattern, options: .regularExpression) == nil {
                error("\(noun) \(quoted(name)) \(invalid)", at: location, hint: hint)
                continue
            }
            if !seen.insert(name.lowercased()).inserted {
                error("\(noun) \(quoted(name)) is listed twice", at: location, hint: "remove one")
            }
        }
    }
}
