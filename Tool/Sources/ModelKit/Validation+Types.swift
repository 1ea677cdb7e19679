/// Checks on the model-level `types:`: each is one `CREATE TYPE` or `CREATE DOMAIN`
/// statement creating the type its key names, written once.
///
/// The statement itself is the server's to read (SQLite has no such types, and `validate`
/// does not run a server): what is checked here is what decides where the planner puts
/// it and which columns it serves.
extension Validation {
    mutating func checkTypes() {
        var first: [String: SourceLocation] = [:]
        for type in model.types {
            if let earlier = first[type.name.lowercased()] {
                error("type \(quoted(type.name)) is defined twice", at: type.location, hint: "it is already defined at line \(earlier.line); remove or rename one")
                continue
            }
            first[type.name.lowercased()] = type.location
            let names = SQLWords.names(in: type.sql)
            let kind = names.count > 1 && names[0].isKeyword("CREATE") && (names[1].isKeyword("TYPE") || names[1].isKeyword("DOMAIN")) ? names[1].text.uppercased() : nil
            guard let kind else {
                error("the SQL of type \(quoted(type.name)) is not a `CREATE TYPE` or `CREATE DOMAIN` statement", at: type.location(of: "sql"),
                      hint: "write the whole statement: `CREATE TYPE \(type.name) AS ENUM ('a', 'b')` or `CREATE DOMAIN \(type.name) AS integer CHECK (VALUE > 0)`")
                continue
            }
            // `CREATE TYPE public.mood …` names `mood` in the schema the columns see.
            var created = names.dropFirst(2)
            if created.count > 2, created.dropFirst().first == SQLWords.Name(text: ".", isQuoted: false) { created = created.dropFirst(2) }
            guard let name = created.first, name.text.lowercased() == type.name.lowercased() else {
                error("the `CREATE \(kind)` of type \(quoted(type.name)) creates \(created.first.map { quoted($0.text) } ?? "nothing")", at: type.location(of: "sql"),
                      hint: "name the type as its key does: `CREATE \(kind) \(type.name) …`")
                continue
            }
        }
    }
}
