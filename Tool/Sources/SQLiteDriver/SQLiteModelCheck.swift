import Foundation
import GRDB
import Migration
import ModelKit
import SchemaCore

/// Checks the SQL a model carries as text (views, triggers, `check:`, `defaultSQL:`,
/// `sqlType:`, `collate:`, index `where:`) by creating the compiled schema in an empty
/// in-memory database, so a view that names a missing column or a trigger on a missing
/// table is a positioned error at `validate` time, not a failed migration on deploy.
///
/// SQLite accepts `CREATE VIEW` whatever the view names and only complains when the
/// view is used, so each view is also prepared (`SELECT * FROM view`). A trigger's body
/// is likewise resolved only when a statement that fires it is prepared, so after
/// creating each trigger the check prepares (never runs) an `INSERT`, `UPDATE` or
/// `DELETE` on its table: a body naming a missing table is reported here rather than
/// by the app's first write.
///
/// Each view and trigger statement must create exactly the object its key names, in the
/// `main` database: `views: { foo: CREATE VIEW bar … }`, a `CREATE VIEW temp.foo …` or
/// a second statement after the first would otherwise validate and then fail every
/// migration's check (the planner drops and verifies `foo`, the database holds `bar`).
///
/// Models without such SQL skip the database altogether.
///
/// This is SQLite's driver's `sqlDiagnostics(for:)`, which `ModelCheck` asks for a model
/// in SQLite's words, as every command loads one.
public enum SQLiteModelCheck {
    /// Problems with the model's SQL text, positioned at the element that holds it.
    public static func diagnostics(for model: Model) -> [Diagnostic] {
        guard carriesSQL(model) else { return [] }
        let schema = SQLiteSchemaCompiler.compile(model)
        let dialect = SQLiteDialect()
        var diagnostics: [Diagnostic] = []
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue()
        } catch {
            return []
        }
        queue.writeWithoutTransaction { db in
            // A stand-in for each function the app registers (`functions:`), returning
            // NULL: the SQL calling it is checked whole, as the app's connections run it.
            for name in model.functions {
                db.add(function: DatabaseFunction(name, argumentCount: nil, pure: false) { _ in nil })
            }
            func attempt(_ sql: String) -> String? {
                problem { try db.execute(sql: sql) }
            }
            // A view or trigger that fails only because it reads a table or view that
            // failed is not reported again: fixing the first fixes it. Nor is one that
            // reads an object the model leaves `unmanaged:` (an FTS table kept in step
            // by a trigger): the model says it exists without describing it.
            var failed: Set<String> = []
            func readsFailedObject(_ problem: String) -> Bool {
                guard let range = problem.range(of: "no such table: ") else { return false }
                var name = problem[range.upperBound...]
                if name.hasPrefix("main.") { name = name.dropFirst(5) }
                return failed.contains(name.lowercased()) || schema.isUnmanaged(String(name))
            }
            for (position, table) in schema.tables.enumerated() {
                let entity = position < model.entities.count ? model.entities[position] : nil
                let location = entity?.location ?? model.location
                let name = entity.map { "entity `\($0.name)`" } ?? "join table `\(table.name)`"
                if let problem = attempt(dialect.createTable(table)) {
                    failed.insert(table.name.lowercased())
                    diagnostics.append(.error(
                        "the table of \(name) cannot be created: \(problem)",
                        at: entity.flatMap { optionLocation(of: problem, in: $0, db) } ?? location,
                        hint: entity.flatMap { unparenthesizedDefault(in: $0, db) }.map {
                            "SQLite takes a literal or a signed number as a default, and any other expression in parentheses: write `defaultSQL: \"(\($0))\"`"
                        } ?? didYouMean(problem, in: schema) ?? "check the SQL in its `check:`, `defaultSQL:`, `sqlType:` and `collate:` options"))
                    continue
                }
                // SQLite takes a default's call of a function it lacks when the table is
                // made and refuses every row relying on it (a model adopted from a
                // server keeps `now()`): each default is prepared as an expression.
                for attribute in entity?.attributes ?? [] {
                    guard let defaultSQL = attribute.defaultSQL,
                          let problem = problem({ _ = try db.makeStatement(sql: "SELECT \(defaultSQL)") }),
                          problem.contains("no such function") else { continue }
                    diagnostics.append(.warning(
                        "the default of `\(entity?.name ?? table.name).\(attribute.name)` cannot be computed on SQLite: \(problem); a row relying on it cannot be inserted",
                        at: attribute.location(of: "defaultSQL"),
                        hint: "give the attribute a default SQLite runs, or, for a model of PostgreSQL alone, write `dialect: postgres` at its top"))
                }
                for index in table.indexes where !index.isUniqueConstraint {
                    if let problem = attempt(dialect.createIndex(index, on: table.name)) {
                        let spec = entity.flatMap { entity in
                            (entity.indexes + entity.uniques).first { $0.name == index.name || $0.condition == index.condition && $0.condition != nil }
                        }
                        diagnostics.append(.error(
                            "index `\(index.name)` of \(name) cannot be created: \(problem)", at: spec?.location ?? location,
                            hint: didYouMean(problem, in: schema) ?? "check its `where:` condition and columns"))
                    }
                }
            }
            // Runs `sql`, which must create exactly the `type` named `name` in `main`;
            // what it created otherwise is dropped again and described.
            func create(_ type: String, named name: String, _ sql: String) -> (problem: String?, mismatch: String?) {
                let before = objects(db)
                if let problem = attempt(sql) { return (problem, nil) }
                let after = objects(db)
                let added = after.subtracting(before)
                let removed = before.subtracting(after)
                if added == [MasterObject(type: type, name: name)] && removed.isEmpty { return (nil, nil) }
                for object in added.sorted() { _ = attempt("DROP \(object.type.uppercased()) IF EXISTS \(StandardSQL.quote(object.name))") }
                // What a second statement dropped is gone for the checks after this one.
                for object in removed { failed.insert(object.name.lowercased()) }
                let what = added.sorted().map { "\($0.type) `\($0.name)`" }
                if what.isEmpty {
                    return (nil, "creates no \(type) in the main database (a TEMP \(type), or one in another schema, is gone with its connection)")
                }
                if added.count == 1 && removed.isEmpty {
                    return (nil, "creates \(what[0]), not \(type) `\(name)`")
                }
                let dropped = removed.sorted().map { "\($0.type) `\($0.name)`" }
                return (nil, "runs more than one statement (it creates \(what.joined(separator: ", "))\(dropped.isEmpty ? "" : " and drops \(dropped.joined(separator: ", "))"))")
            }
            for view in schema.views {
                let spec = model.views.first { $0.name == view.name }
                let location = spec?.location(of: "sql") ?? model.location
                let created = create("view", named: view.name, view.sql)
                if let mismatch = created.mismatch {
                    failed.insert(view.name.lowercased())
                    diagnostics.append(.error(
                        "the SQL of view `\(view.name)` \(mismatch)", at: location,
                        hint: "a view's statement creates the view its key names: write `CREATE VIEW \(StandardSQL.quote(view.name)) AS SELECT …`, or only the query"))
                    continue
                }
                if let problem = (created.problem ?? attempt("SELECT * FROM \(StandardSQL.quote(view.name)) LIMIT 0")).map({ Self.explained($0, in: view.sql) }) {
                    // SQLite keeps a view it cannot read; dropped, the views and
                    // triggers reading it fail as `no such table` and are not reported.
                    _ = attempt("DROP VIEW IF EXISTS \(StandardSQL.quote(view.name))")
                    failed.insert(view.name.lowercased())
                    if readsFailedObject(problem) { continue }
                    diagnostics.append(finding(problem,
                        "view `\(view.name)` does not compile: \(problem)", at: location,
                        hint: isSyntaxError(problem)
                            ? "write one query (`SELECT …`, `WITH … SELECT …`, `VALUES …`) or a whole `CREATE VIEW \(view.name) AS SELECT …`"
                            : renameHint(for: problem, in: model, object: "view") ?? tableRenameHint(for: problem, in: model, object: "view")
                                ?? didYouMean(problem, in: schema)
                                ?? "a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first)"))
                }
            }
            for (trigger, spec) in zip(schema.triggers, model.triggers) {
                let location = spec.sql != nil ? spec.location(of: "sql") : nil
                let created = create("trigger", named: trigger.name, trigger.sql)
                if let mismatch = created.mismatch {
                    diagnostics.append(.error(
                        "the SQL of trigger `\(trigger.name)` \(mismatch)", at: location ?? spec.location,
                        hint: "a trigger's statement creates the trigger its key names: write `CREATE TRIGGER \(StandardSQL.quote(trigger.name)) … ON <table> BEGIN …; END`"))
                    continue
                }
                if let problem = created.problem.map({ Self.explained($0, in: trigger.sql) }) {
                    if readsFailedObject(problem) { continue }
                    let part = problem.hasPrefix("no such table") ? "on" : (spec.keyLocations["body"] != nil ? "body" : "when")
                    diagnostics.append(finding(problem,
                        "trigger `\(trigger.name)` does not compile: \(problem)", at: location ?? spec.location(of: part),
                        hint: isSyntaxError(problem)
                            ? (spec.sql != nil
                                ? "write one whole statement: `CREATE TRIGGER \(trigger.name) AFTER INSERT ON <table> BEGIN …; END`"
                                : "`when:` is an SQL expression and `body:` SQL statements, each ending with `;`")
                            : didYouMean(problem, in: schema, trigger: trigger) ?? "a trigger fires on a table or view of the model; check its table, columns and SQL"))
                } else if let missing = missingUpdateColumn(of: trigger, in: schema) {
                    // SQLite takes any name in `UPDATE OF`: one the table lacks (renamed,
                    // say) makes a trigger that never fires, with no error anywhere.
                    _ = attempt("DROP TRIGGER \(StandardSQL.quote(trigger.name))")
                    diagnostics.append(.error(
                        "trigger `\(trigger.name)` fires on `UPDATE OF \(missing)`, a column `\(trigger.table)` does not have, so it never fires",
                        at: location ?? spec.location(of: spec.keyLocations["columns"] != nil ? "columns" : "event"),
                        hint: renameHint(for: missing, of: trigger, in: model)
                            ?? Suggestion.didYouMean(missing, among: schema.table(named: trigger.table)?.columns.map(\.name) ?? [])
                            ?? "name columns of its table after `UPDATE OF`"))
                } else if let problem = firingProblem(of: trigger, db).map({ Self.explained($0, in: trigger.sql) }) {
                    // Dropped, so the triggers checked after it are judged on their own.
                    _ = attempt("DROP TRIGGER \(StandardSQL.quote(trigger.name))")
                    if readsFailedObject(problem) { continue }
                    diagnostics.append(finding(problem,
                        "trigger `\(trigger.name)` fails when it fires: \(problem)",
                        at: location ?? spec.location(of: isAbout(problem, spec.when) ? "when" : "body"),
                        hint: renameHint(for: problem, in: model, object: "trigger", table: trigger.table)
                            ?? tableRenameHint(for: problem, in: model, object: "trigger") ?? didYouMean(problem, in: schema, trigger: trigger)
                            ?? "its `WHEN` and body may name only the model's tables, columns and views, and `NEW`/`OLD` columns of its table"))
                }
            }
        }
        return diagnostics.sorted(by: Diagnostic.sourceOrder)
    }

    /// One row of `sqlite_master`: what a statement created, compared by type and name.
    private struct MasterObject: Hashable, Comparable {
        var type: String
        var name: String

        static func < (lhs: MasterObject, rhs: MasterObject) -> Bool { (lhs.type, lhs.name) < (rhs.type, rhs.name) }
    }

    /// The objects in `main.sqlite_master` (SQLite's own autoindexes aside).
    private static func objects(_ db: Database) -> Set<MasterObject> {
        let rows = (try? Row.fetchAll(db, sql: "SELECT type, name FROM main.sqlite_master WHERE sql IS NOT NULL")) ?? []
        return Set(rows.map { MasterObject(type: $0["type"], name: $0["name"]) })
    }

    /// An error, or a warning when SQLite only lacks a function: an app may register
    /// its own SQL functions on every connection, which the model says under
    /// `functions:` and this empty database cannot know otherwise.
    private static func finding(_ problem: String, _ message: String, at location: SourceLocation, hint: String) -> Diagnostic {
        guard problem.hasPrefix("no such function: ") else { return .error(message, at: location, hint: hint) }
        let name = problem.dropFirst("no such function: ".count)
        return .warning(message, at: location,
                        hint: "SQLite has no such built-in function; if the app registers it on every connection, list it under `functions: [\(name)]`, otherwise check the name")
    }

    /// The message of the error `body` throws, or nil when it succeeds.
    private static func problem(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as DatabaseError {
            return error.message ?? "\(error)"
        } catch {
            return "\(error)"
        }
    }

    /// "did you mean `post`?" for SQLite's `no such table: main.posts` or
    /// `no such column: titel`, among the compiled schema's tables, views and columns.
    /// `trigger`, for a trigger's problem: a `NEW.x` or `OLD.x` is looked for among the
    /// columns of its table only (another table's `x` is no answer to a renamed column),
    /// as a `table.x` is among `table`'s.
    private static func didYouMean(_ problem: String, in schema: Schema, trigger: Trigger? = nil) -> String? {
        if let range = problem.range(of: "no such table: ") {
            var name = problem[range.upperBound...]
            if name.hasPrefix("main.") { name = name.dropFirst(5) }
            return Suggestion.didYouMean(String(name), among: schema.tables.map(\.name) + schema.views.map(\.name))
        }
        if let range = problem.range(of: "no such column: ") {
            let qualified = problem[range.upperBound...]
            let name = qualified.split(separator: ".").last.map(String.init) ?? ""
            let parts = qualified.split(separator: ".")
            let row = qualified.lowercased().hasPrefix("new.") || qualified.lowercased().hasPrefix("old.")
            // `message._id` is looked for among `message`'s columns: another table's `id`
            // is no answer (WhatsApp's views, after `_id` became `message_id`).
            let named = parts.count > 1 && !row ? schema.tables.first { $0.name.lowercased() == parts[parts.count - 2].lowercased() } : nil
            let candidates = named.map { $0.columns.map(\.name) }
                ?? trigger.flatMap { row ? schema.table(named: $0.table)?.columns.map(\.name) : nil }
                ?? Set(schema.tables.flatMap { $0.columns.map(\.name) }).sorted()
            return Suggestion.didYouMean(name, among: candidates.filter { $0.lowercased() != name.lowercased() })
        }
        return nil
    }

    /// SQLite's `problem`, saying why when it is `no such column: X` for a `"X"` in `sql`:
    /// SQLite reads a double-quoted word that names no column as a string only with its
    /// legacy double-quoted strings on ("Double-quoted String Literals Are Accepted"),
    /// which GRDB's connections, and so modelc's and the generated migrator's, leave off.
    static func explained(_ problem: String, in sql: String) -> String {
        guard let range = problem.range(of: "no such column: ") else { return problem }
        let name = String(problem[range.upperBound...])
        guard let tokens = try? SQLTokenizer.tokenize(sql),
              tokens.contains(where: { $0.kind == .quotedIdentifier && $0.text.hasPrefix("\"") && $0.identifier == name })
        else { return problem }
        // The literal as SQL writes it, an apostrophe doubled (`'That''s it'`).
        return problem + " (`\"\(name)\"` is a string only where SQLite accepts double-quoted strings, which modelc's connections do not: write `\(StandardSQL.literal(name))`)"
    }

    /// Whether the name SQLite's `problem` is about (`no such column: NEW.x`) is in `text`.
    private static func isAbout(_ problem: String, _ text: String?) -> Bool {
        guard let text, let range = problem.range(of: "no such column: ") else { return false }
        return text.lowercased().contains(problem[range.upperBound...].lowercased())
    }

    private static func isSyntaxError(_ problem: String) -> Bool {
        problem.contains("syntax error") || problem.contains("incomplete input")
    }

    /// The problem SQLite reports when it compiles a statement that fires `trigger`
    /// (prepared, not run): that is when it resolves the names in the body and `WHEN`.
    private static func firingProblem(of trigger: Trigger, _ db: Database) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(trigger.sql) else { return nil }
        let head = tokens.prefix { !$0.isKeyword("ON") }
        let table = StandardSQL.quote(trigger.table)
        let statement: String
        if head.contains(where: { $0.isKeyword("INSERT") }) {
            statement = "INSERT INTO \(table) DEFAULT VALUES"
        } else if head.contains(where: { $0.isKeyword("DELETE") }) {
            statement = "DELETE FROM \(table)"
        } else {
            let columns = (try? Row.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [trigger.table]))?
                .compactMap { $0["name"] as String? } ?? []
            guard !columns.isEmpty else { return nil }
            statement = "UPDATE \(table) SET " + columns.map { "\(StandardSQL.quote($0)) = \(StandardSQL.quote($0))" }.joined(separator: ", ")
        }
        return problem { _ = try db.makeStatement(sql: statement) }
    }

    /// The first column of `trigger`'s `UPDATE OF a, b` (its head, the tokens before
    /// `ON`) that its table lacks; nil for a trigger on any update, or another event.
    private static func missingUpdateColumn(of trigger: Trigger, in schema: Schema) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(trigger.sql), let table = schema.table(named: trigger.table) else { return nil }
        let head = Array(tokens.prefix { !$0.isKeyword("ON") })
        guard let update = head.firstIndex(where: { $0.isKeyword("UPDATE") }), update + 1 < head.count, head[update + 1].isKeyword("OF") else {
            return nil
        }
        let known = Set(table.columns.map { $0.name.lowercased() })
        return head[(update + 2)...].compactMap { $0.kind == .comma ? nil : $0.identifier }.first { !known.contains($0.lowercased()) }
    }

    /// "`label` was `name` (its `renamedFrom`)…" when `column`, which `trigger`'s table
    /// lacks, is the earlier name of one of its entity's attributes: triggers are SQL
    /// text, which a rename does not edit.
    private static func renameHint(for column: String, of trigger: Trigger, in model: Model) -> String? {
        guard let entity = model.entity(forTable: trigger.table), let attribute = attributes(renamedFrom: column, in: [entity]).first else { return nil }
        return ModelCheck.renameHint(column, becomes: attribute, in: "trigger")
    }

    /// The rename hint for SQLite's `problem` (`no such column: files.lastPlayed`, `no such
    /// column: new.sim_imsi`) when the missing column is the earlier name of an attribute:
    /// of the named table's entity, of `table`'s for a trigger's `NEW`/`OLD`, else of the
    /// one entity that renamed a column so. A view's or trigger's SQL is text, which a
    /// rename does not edit.
    private static func renameHint(for problem: String, in model: Model, object: String, table: String? = nil) -> String? {
        guard let range = problem.range(of: "no such column: ") else { return nil }
        let named = problem[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" && $0 != "," }
        let parts = named.split(separator: ".").map(String.init)
        guard let column = parts.last else { return nil }
        let qualifier = parts.count > 1 ? parts[parts.count - 2].lowercased() : nil
        let entities: [Entity]
        if let qualifier, ["new", "old"].contains(qualifier), let table {
            entities = model.entity(forTable: table).map { [$0] } ?? []
        } else if let qualifier, let entity = model.entity(forTable: qualifier) {
            entities = [entity]
        } else {
            entities = model.entities
        }
        let renamed = attributes(renamedFrom: column, in: entities)
        guard renamed.count == 1, let attribute = renamed.first else { return nil }
        return ModelCheck.renameHint(column, becomes: attribute, in: object)
    }

    /// The rename hint for SQLite's `problem` when it is a missing table (`no such table:
    /// main.category`) that one entity's `renamedFrom` names, as written or snake-cased
    /// (Sakila's `Category` made `Genre`, read by the `film_list` view): as for a
    /// column, a view's or trigger's SQL is text, which a rename does not edit.
    private static func tableRenameHint(for problem: String, in model: Model, object: String) -> String? {
        guard let range = problem.range(of: "no such table: ") else { return nil }
        let named = problem[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" && $0 != "," }
        guard let table = named.split(separator: ".").last.map(String.init) else { return nil }
        let renamed = model.entities.filter { entity in
            guard let old = entity.renamedFrom else { return false }
            return [old.lowercased(), Naming.snakeCase(old).lowercased()].contains(table.lowercased())
        }
        guard renamed.count == 1, let entity = renamed.first, let old = entity.renamedFrom else { return nil }
        return "`\(entity.table)` was `\(table)` (the table of `\(entity.name)`, `renamedFrom: \(old)`), and a rename does not edit a \(object)'s SQL: "
            + "write `\(entity.table)` where the \(object) says `\(table)`"
    }

    /// The attributes of `entities` whose `renamedFrom` is `column` (as written, or its
    /// snake_case column name), whatever the case.
    private static func attributes(renamedFrom column: String, in entities: [Entity]) -> [Attribute] {
        entities.flatMap { entity in entity.attributes.filter { attribute in
            guard let old = attribute.renamedFrom else { return false }
            return [old.lowercased(), Naming.snakeCase(old).lowercased()].contains(column.lowercased())
        } }
    }

    /// Which SQL option of `entity` a failed `CREATE TABLE` (its error `message`) is about: each piece is
    /// prepared on its own (a collation, a default, a declared type, a check), and the
    /// first that fails by itself is the one to fix; a missing column is looked for by
    /// name in the checks. Nil when no single option can be blamed.
    /// The first `defaultSQL:` of `entity` that SQLite refuses as written and takes in
    /// parentheses (`strftime('%s', 'now')`, which the docs say to wrap), or nil.
    private static func unparenthesizedDefault(in entity: Entity, _ db: Database) -> String? {
        entity.attributes.lazy.compactMap(\.defaultSQL).first { defaultSQL in
            problem({ _ = try db.makeStatement(sql: "CREATE TABLE probe (c DEFAULT \(defaultSQL))") }) != nil
                && problem({ _ = try db.makeStatement(sql: "CREATE TABLE probe (c DEFAULT (\(defaultSQL)))") }) == nil
        }
    }

    private static func optionLocation(of message: String, in entity: Entity, _ db: Database) -> SourceLocation? {
        var pieces: [(location: SourceLocation, probe: String, text: String)] = []
        for attribute in entity.attributes {
            if let collation = attribute.collation {
                pieces.append((attribute.location(of: "collate"), "CREATE TABLE probe (c COLLATE \(collation))", collation))
            }
            if let defaultSQL = attribute.defaultSQL {
                pieces.append((attribute.location(of: "defaultSQL"), "CREATE TABLE probe (c DEFAULT \(defaultSQL))", defaultSQL))
            }
            if let sqlType = attribute.sqlType {
                pieces.append((attribute.location(of: "sqlType"), "CREATE TABLE probe (c \(sqlType))", sqlType))
            }
            for check in attribute.checks {
                pieces.append((attribute.location(of: "check"), "SELECT 1 WHERE \(check)", check))
            }
        }
        for check in entity.checks {
            pieces.append((entity.location(of: "check"), "SELECT 1 WHERE \(check)", check))
        }
        for piece in pieces {
            if let own = problem({ _ = try db.makeStatement(sql: piece.probe) }), !own.hasPrefix("no such column") {
                return piece.location
            }
        }
        if message.hasPrefix("no such column: ") {
            let column = message.dropFirst("no such column: ".count).lowercased()
            return pieces.first { $0.probe.hasPrefix("SELECT") && $0.text.lowercased().contains(column) }?.location
        }
        return nil
    }

    /// Whether any SQL in the model is written by hand.
    static func carriesSQL(_ model: Model) -> Bool {
        if !model.views.isEmpty || !model.triggers.isEmpty { return true }
        return model.entities.contains { entity in
            !entity.checks.isEmpty
                || (entity.indexes + entity.uniques).contains { $0.condition != nil }
                || entity.attributes.contains { $0.defaultSQL != nil || $0.sqlType != nil || $0.collation != nil || !$0.checks.isEmpty }
                || entity.relationships.contains { $0.sqlType != nil }
        }
    }
}
