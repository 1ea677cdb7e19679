/// Checks on the model-level `views:`, `triggers:` and `unmanaged:`.
///
/// What can be seen without a database is checked here: empty or misplaced SQL, names
/// that repeat, `TEMP` views and triggers (they would vanish with the connection that
/// made them, so every migration's check would miss them), `dependsOn:` and `on:`
/// naming nothing, a trigger in parts missing its event or body, an `unmanaged:`
/// pattern that would hide what the model manages, and a trigger on an object an
/// `unmanaged:` pattern leaves alone (it would never be created).
/// Whether the SQL itself is valid against the model's tables is checked by building
/// the compiled schema in an empty in-memory database (`SchemaCheck` in SQLiteSchema).
extension Validation {
    mutating func checkViewsAndTriggers() {
        reportRepeatedNames(model.views, kind: "view", name: \.name)
        for view in model.views { checkView(view) }
        reportRepeatedNames(model.triggers, kind: "trigger", name: \.name)
        for trigger in model.triggers { checkTrigger(trigger) }
        checkUnmanagedPatterns()
    }

    /// A view or trigger name written twice (SQLite compares names without case).
    private mutating func reportRepeatedNames<Element: SourceLocated>(_ elements: [Element], kind: String, name: (Element) -> String) {
        var first: [String: SourceLocation] = [:]
        for element in elements {
            let key = name(element).lowercased()
            if let earlier = first[key] {
                error("\(kind) \(quoted(name(element))) is defined twice", at: element.location,
                      hint: "it is already defined at line \(earlier.line); remove or rename one")
            } else {
                first[key] = element.location
            }
        }
    }

    private mutating func checkView(_ view: ViewSpec) {
        let words = SQLWords.words(of: view.sql, count: 2)
        if words.isEmpty {
            error("view \(quoted(view.name)) has no SQL", at: view.location(of: "sql"),
                  hint: "write its query, e.g. `\(view.name): SELECT … FROM …`")
        } else if words[0] == "CREATE" {
            if words.count == 2, words[1] == "TEMP" || words[1] == "TEMPORARY" {
                error("view \(quoted(view.name)) is a `\(words[1])` view, which lives only as long as the connection that creates it", at: view.location(of: "sql"),
                      hint: "remove `\(words[1])`: a model's views are stored in the database (`CREATE VIEW \(view.name) AS SELECT …`), so every migration can check them")
            } else if words.count < 2 || words[1] != "VIEW" {
                error("the SQL of view \(quoted(view.name)) is not a `CREATE VIEW` statement", at: view.location(of: "sql"),
                      hint: "write the query (`SELECT …`) or a whole `CREATE VIEW \(view.name) AS SELECT …`")
            }
        } else if !["SELECT", "WITH", "VALUES"].contains(words[0]) {
            error("the SQL of view \(quoted(view.name)) starts with `\(words[0])`, not a query", at: view.location(of: "sql"),
                  hint: "a view's SQL is a `SELECT`, `WITH … SELECT` or `VALUES` query")
        }
        for name in view.dependsOn where model.entity(named: name) == nil && model.view(named: name) == nil && model.entity(forTable: name) == nil {
            let candidates = model.entities.map(\.name) + model.views.map(\.name).filter { $0 != view.name }
            error("`dependsOn` of view \(quoted(view.name)) names \(quoted(name)), which is no entity or view of the model",
                  at: view.location(of: "dependsOn"),
                  hint: Suggestion.didYouMean(name, among: candidates) ?? "name an entity or another view")
        }
    }

    private mutating func checkTrigger(_ trigger: TriggerSpec) {
        let parts = ["on", "timing", "event", "columns", "when", "body"].filter { trigger.keyLocations[$0] != nil }
        if let sql = trigger.sql {
            let words = SQLWords.words(of: sql, count: 3)
            let isTrigger = words.first == "CREATE" && (words.dropFirst().first == "TRIGGER"
                || (["TEMP", "TEMPORARY"].contains(words.dropFirst().first ?? "") && words.last == "TRIGGER"))
            if !isTrigger {
                error("the SQL of trigger \(quoted(trigger.name)) is not a `CREATE TRIGGER` statement", at: trigger.location(of: "sql"),
                      hint: "write the whole statement: `CREATE TRIGGER \(trigger.name) AFTER INSERT ON … BEGIN … END`")
            } else if words[1] != "TRIGGER" {
                error("trigger \(quoted(trigger.name)) is a `\(words[1])` trigger, which lives only as long as the connection that creates it", at: trigger.location(of: "sql"),
                      hint: "remove `\(words[1])`: a model's triggers are stored in the database (`CREATE TRIGGER \(trigger.name) …`), so every migration can check them")
            }
            if let part = parts.first {
                error("trigger \(quoted(trigger.name)) has both `sql` and `\(part)`", at: trigger.location(of: part),
                      hint: "write the whole statement in `sql`, or the trigger in parts without `sql`")
            }
            return
        }
        guard let on = trigger.on else {
            error("trigger \(quoted(trigger.name)) says neither `sql` nor `on`", at: trigger.location,
                  hint: "write the whole `CREATE TRIGGER` statement, or `on:`, `event:` and `body:`")
            return
        }
        let target = model.entity(named: on) ?? model.entity(forTable: on)
        // On an object `unmanaged:` leaves alone: `checkTriggersOnUnmanagedObjects` says so.
        if target == nil && model.view(named: on) == nil && !model.unmanaged.contains(where: { NamePatternMatch.matches($0, on) }) {
            let candidates = model.entities.map(\.name) + model.views.map(\.name)
            error("trigger \(quoted(trigger.name)) is on \(quoted(on)), which is no entity, table or view of the model",
                  at: trigger.location(of: "on"), hint: Suggestion.didYouMean(on, among: candidates) ?? "name an entity of the model")
        }
        if trigger.event == nil && trigger.keyLocations["event"] == nil {
            error("trigger \(quoted(trigger.name)) has no `event`", at: trigger.location, hint: "add `event: insert`, `update` or `delete`")
        }
        if (trigger.body ?? "").allSatisfy(\.isWhitespace) {
            error("trigger \(quoted(trigger.name)) has no `body`", at: trigger.location(of: "body"),
                  hint: "add `body:` with the statements to run between BEGIN and END")
        }
        if !trigger.columns.isEmpty, trigger.event != .update {
            error("`columns` of trigger \(quoted(trigger.name)) needs `event: update`", at: trigger.location(of: "columns"),
                  hint: "UPDATE OF lists columns; remove `columns` for insert and delete triggers")
        }
        if let target, !trigger.columns.isEmpty {
            for column in trigger.columns where target.attribute(named: column) == nil && target.relationship(named: column) == nil
                && !target.attributes.contains(where: { $0.column == column }) {
                error("`columns` of trigger \(quoted(trigger.name)) names \(quoted(column)), which is not an attribute of \(quoted(target.name))",
                      at: trigger.location(of: "columns"),
                      hint: Suggestion.didYouMean(column, among: target.attributes.map(\.name)) ?? "name attributes of \(quoted(target.name))")
            }
        }
    }

    /// A pattern must not match a table, join table, index, view or trigger the model
    /// manages: it would silently drop out of verification and drift reports.
    private mutating func checkUnmanagedPatterns() {
        let at = model.location(of: "unmanaged")
        guard !model.unmanaged.isEmpty else { return }
        var managed = model.entities.map { ("the table of entity \(quoted($0.name))", $0.table) }
        for join in model.joinTables {
            let origin = "the join table of many-to-many `\(join.ownerEntity).\(join.ownerRelationship)`"
            managed.append((origin, join.name))
            managed.append(("the index of \(origin)", Naming.indexName(table: join.name, columns: [join.targetColumn], unique: false)))
        }
        managed += model.entities.flatMap { indexes(of: $0) }.map { ("index \(quoted($0.name)), defined by \($0.origin())", $0.name) }
        managed += model.views.map { ("view \(quoted($0.name))", $0.name) }
        managed += model.triggers.map { ("trigger \(quoted($0.name))", $0.name) }
        for pattern in model.unmanaged {
            if pattern.isEmpty {
                error("an empty pattern in `unmanaged`", at: at, hint: "remove it")
                continue
            }
            if let hit = managed.first(where: { NamePatternMatch.matches(pattern, $0.1) }) {
                error("`unmanaged` pattern \(quoted(pattern)) matches \(hit.0), which the model manages", at: at,
                      hint: "narrow the pattern to objects the model does not describe; as written it hides \(quoted(hit.1)) from drift checks")
            }
        }
        checkTriggersOnUnmanagedObjects(managedNames: Set(managed.map { $0.1.lowercased() }))
    }

    /// A model trigger that fires on a table or view an `unmanaged:` pattern leaves
    /// alone would never be created: migrations and the checks after them leave every
    /// trigger of such an object to the database. (A pattern that matches a modelled
    /// table or view is reported on its own.)
    private mutating func checkTriggersOnUnmanagedObjects(managedNames: Set<String>) {
        for trigger in model.triggers {
            let table: String?
            if let sql = trigger.sql {
                table = SQLWords.triggerTable(in: sql)
            } else {
                table = trigger.on.map { model.entity(named: $0)?.table ?? $0 }
            }
            guard let table, !managedNames.contains(table.lowercased()),
                  let pattern = model.unmanaged.first(where: { NamePatternMatch.matches($0, table) }) else { continue }
            error("trigger \(quoted(trigger.name)) fires on \(quoted(table)), which `unmanaged: \(pattern)` leaves alone, so it would never be created",
                  at: trigger.location(of: trigger.sql != nil ? "sql" : "on"),
                  hint: "move \(quoted(trigger.name)) from `triggers:` to `unmanaged:` (the database keeps it as it is), or narrow \(quoted(pattern)) so that it does not match \(quoted(table))")
        }
    }
}

/// Glob matching for `unmanaged:` patterns: `*` any run of characters, `?` one, `\`
/// before a character that character itself (`fts\*` names the table `fts*` alone),
/// case ignored (SQLite compares names case-insensitively); a pattern in double quotes
/// is one name, matched exactly, case counting (`"foo"` beside a `"Foo"`, for an engine
/// whose names count case).
/// The schema layer applies the same rule when it leaves those objects out of
/// comparisons.
public enum NamePatternMatch {
    /// One element of a pattern.
    private enum Token: Equatable {
        case anyRun, anyOne
        case literal(Unicode.Scalar)
    }

    /// Whether `name` matches `pattern` as a whole (not a prefix or part of it).
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        if pattern.count >= 2, pattern.hasPrefix("\""), pattern.hasSuffix("\"") {
            return name == String(pattern.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
        }
        let pattern = tokens(pattern.lowercased())
        let name = Array(name.lowercased().unicodeScalars)
        var p = 0, n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == .anyOne || pattern[p] == .literal(name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == .anyRun {
                star = p
                resume = n
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == .anyRun { p += 1 }
        return p == pattern.count
    }

    /// The pattern that matches `name` alone and in this case only: in double quotes
    /// (a `"` in it doubled), for an engine whose names count case.
    public static func exact(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The name a pattern made by `exact(_:)` or `literal(_:)` matches (nil for one
    /// with a wildcard): the name an adoption's note is about.
    public static func name(of pattern: String) -> String? {
        if pattern.count >= 2, pattern.hasPrefix("\""), pattern.hasSuffix("\"") {
            return String(pattern.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
        }
        var name = ""
        var escaped = false
        for character in pattern {
            if escaped { name.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "*" || character == "?" { return nil } else { name.append(character) }
        }
        return name
    }

    /// The pattern that matches `name` alone: `*`, `?` and `\` written with a `\`
    /// before them (an FTS table named `notes*` as `notes\*`, which `notes_archive` does
    /// not match).
    public static func literal(_ name: String) -> String {
        var pattern = ""
        for character in name {
            if character == "*" || character == "?" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    private static func tokens(_ pattern: String) -> [Token] {
        var tokens: [Token] = []
        var escaped = false
        for scalar in pattern.unicodeScalars {
            if escaped {
                tokens.append(.literal(scalar))
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                tokens.append(scalar == "*" ? .anyRun : scalar == "?" ? .anyOne : .literal(scalar))
            }
        }
        // A `\` at the end stands for itself.
        if escaped { tokens.append(.literal("\\")) }
        return tokens
    }
}
