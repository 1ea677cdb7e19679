import Foundation
import ModelKit
import SchemaCore

extension MigrationCheck {
    /// Warnings for the views and triggers of the newest model version that name a table
    /// the model leaves unmanaged (`unmanaged:`, a plain name) and that no migration
    /// file creates: a database the migrations make from nothing has no such table, so
    /// the view cannot be read and the trigger fails the statement that fires it.
    /// Adopted schemas have them (Zotero's triggers reading `itemNotes`, Pi-hole's views
    /// over `gravity`): the database they were adopted from holds the table, a new
    /// install does not. A model alone cannot tell, since a hand-written migration may
    /// create the table: `check`, which reads the migrations, can.
    static func unmanagedTableWarnings(versions: ModelVersions, files: [MigrationFile], directory: MigrationDirectory) -> [Diagnostic] {
        guard let model = versions.current, !model.unmanaged.isEmpty else { return [] }
        let names = model.unmanaged.filter { !$0.contains("*") && !$0.contains("?") && model.entity(forTable: $0) == nil }
        guard !names.isEmpty else { return [] }
        let created = Set(names.filter { name in files.contains { creates($0.sql, table: name) } })
        let missing = names.filter { !created.contains($0) }
        guard !missing.isEmpty else { return [] }
        let schema = SchemaCompiler.compile(model)
        var warnings: [Diagnostic] = []
        func warn(_ kind: String, _ name: String, _ sql: String, at location: SourceLocation, fails: String) {
            for table in missing where SQLFragment.mentions(sql, identifier: table) {
                warnings.append(.warning(
                    "\(kind) `\(name)` names table `\(table)`, which the model leaves unmanaged and no migration in \(directory.path) creates: on a database they make from nothing, \(fails)",
                    at: location,
                    hint: "create `\(table)` in a hand-written migration, or add `\(name)` to `unmanaged:` too"))
            }
        }
        for (view, spec) in zip(schema.views, model.views) where !schema.isUnmanaged(view.name) {
            warn("view", view.name, view.sql, at: spec.location, fails: "the view cannot be read")
        }
        for (trigger, spec) in zip(schema.triggers, model.triggers) where !schema.isUnmanaged(trigger) {
            warn("trigger", trigger.name, trigger.sql, at: spec.location, fails: "the statement that fires it fails")
        }
        return warnings
    }

    /// Whether `sql` holds a `CREATE [VIRTUAL] TABLE [IF NOT EXISTS] <table>`.
    private static func creates(_ sql: String, table: String) -> Bool {
        let pattern = #"CREATE\s+(?:TEMP(?:ORARY)?\s+)?(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:main\.)?["`\[]?"#
            + NSRegularExpression.escapedPattern(for: table) + #"["`\]]?(?![\w$])"#
        return sql.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
