import Foundation
import Migration
import ModelKit
import SchemaCore

/// A model version written for an existing database: what `modelc inspect --as-model`
/// prints, the first step of adopting a database that predates modelc (then
/// `modelc migrate baseline`).
///
/// The promise is that adopting never changes the schema: the model compiles back to
/// exactly the tables, columns, keys, indexes, views and triggers the database holds
/// (compared as `Schema.differences(from:options:)` does, column order aside), and
/// whatever it cannot say is listed under `unmanaged:`, which modelc then leaves alone.
/// Each unmanaged entry carries a `# Note:` saying what was left out and what to do.
///
/// How a table is read:
/// - A table with one primary-key column becomes an entity; a table with a composite key
///   becomes an entity with `primaryKey: [a, b]` whose members are attributes or to-one
///   relationships. A table in exactly the shape modelc gives a join table (STRICT,
///   WITHOUT ROWID, two cascading keys, its one index) becomes a many-to-many pair,
///   with `joinTable:` when its names are not the derived ones.
/// - Single-column foreign keys to a primary key become to-one relationships (`column:`,
///   `sqlType:`, `onUpdate:`, `indexed: false` when no index covers the column) with a
///   to-many inverse whose delete rule is the key's `ON DELETE` (a to-one inverse when
///   modelc's own `uq_` index makes it one-to-one); `<fk>_position` makes it ordered.
/// - Non-STRICT tables get `strict: false`, WITHOUT ROWID tables `withoutRowID: true`.
/// - Column types: the model type follows the column's affinity ("Datatypes In SQLite",
///   3.1): INTEGER → `int` (`bool`, `int16`, `int32` when modelc's range CHECK is there),
///   REAL → `double`, TEXT → `string` (`json` with modelc's `json_valid` CHECK), BLOB →
///   `data`. NUMERIC affinity (NUMERIC, DECIMAL(10,2), MONEY, YEAR, BOOLEAN, DATE, …) holds
///   numbers when the values look like numbers, so it becomes `double`, except that
///   DATE/TIME types become `string` (their values are date text), BOOLEAN becomes `int`,
///   and a column whose default or `IN (…)` CHECK is text becomes `string`. Untyped and
///   `ANY` columns become `string`. `sqlType:` keeps the declared type whenever it is not
///   what the compiler writes for the model type, so the schema stays byte-for-byte.
/// - Defaults: a literal that the compiler writes back identically becomes `default:`
///   with the scalar type of the attribute; anything else (`CURRENT_TIMESTAMP`,
///   `(strftime(…))`, `0.0`, `DEFAULT NULL`) becomes `defaultSQL:` as written.
/// - Column CHECKs that are exactly what an option compiles to become that option
///   (`IN ('a', 'b')` → `values:`, `>=`/`<=` → `min:`/`max:`, `length() <=` →
///   `maxLength:`, after normalising spacing and quoting); the rest stay as `check:` text,
///   on the attribute or, for table CHECKs, on the entity. `COLLATE` becomes `collate:`.
/// - Indexes keep their names (`{ name:, columns:, where: }` whenever the name is not the
///   one modelc derives); `sqlite_autoindex` indexes become `unique:` items with
///   `constraint: true`.
/// - Views become `views:` (the query when the statement is `CREATE VIEW name AS …`,
///   else the whole statement under `sql:`); triggers become `triggers:` (the statement).
///
/// Left to the database (`unmanaged:`): tables without a primary key, with generated
/// columns, `ON CONFLICT` clauses (other than the default `ABORT`), a PRIMARY KEY or
/// UNIQUE constraint with a DESC or COLLATE term (`INTEGER PRIMARY KEY DESC` among
/// them), foreign keys declared `DEFERRABLE INITIALLY DEFERRED`, composite foreign
/// keys, foreign keys to columns other than the primary key, key actions no delete rule
/// compiles to, a foreign-key column with a default, CHECK or collation, or a nullable
/// key; tables whose foreign keys reference an unmanaged table; expression indexes and
/// indexes with DESC or COLLATE terms; views and triggers that read what the model does
/// not hold; virtual tables (FTS) and their shadow tables. The rule: whatever a table
/// rebuilt from the model would not reproduce, and drift would not see, keeps the table
/// out of the model. Named CHECK constraints stay in the model with a note, since their
/// names reach nothing but error messages. Generated columns, virtual tables, index and
/// constraint terms, conflict clauses, deferred keys and CHECK names are not in a
/// `Schema`: `init(databaseAt:)` reads them (`SchemaExtras`); `init(schema:…)` without
/// extras cannot see them.
///
/// Finally the model is checked by construction: it is loaded with `ModelLoader`,
/// validated, compiled and compared with the schema it came from. Whatever still fails
/// to validate or still differs is moved to `unmanaged:` with the reason in its note, and
/// the check runs again, so "no drift after adoption" holds for schemas never seen here.
public struct InferredModel: Hashable, Sendable {
    /// The model file's text (YAML), written through `ModelYAMLWriter` as every model file modelc writes.
    public var yaml: String
    /// What was left out, one sentence each (no final period); the YAML repeats each as a
    /// `# Note:` comment, above the `unmanaged:` entry it explains.
    public var notes: [String]
    /// The model's `unmanaged:` patterns: the names of the tables, indexes, views,
    /// triggers and virtual tables it leaves to the database.
    public var unmanaged: [String]

    /// A model name for a database file named `stem` (`legacy_app` → `LegacyApp`).
    public static func name(forFile stem: String) -> String {
        InferredNames.modelName(forFile: stem)
    }

    /// The model named `name`, version `version`, for `schema`.
    ///
    /// - Parameters:
    ///   - extras: what introspection leaves out of `schema` but adoption must respect
    ///     (virtual tables, generated columns, index sort orders); read them with
    ///     `SchemaExtras.read(path:)`, or use `init(databaseAt:name:version:)`.
    ///   - source: the database's file name, for the header comment.
    public init(schema: Schema, name: String, version: Int = 1, source: String? = nil, extras: SchemaExtras = SchemaExtras()) {
        var adoption = Adoption(schema: schema, extras: extras, name: name, version: version, source: source)
        let result = adoption.run()
        yaml = result.yaml
        notes = result.notes
        unmanaged = result.unmanaged
    }
}

// MARK: - The adoption loop

/// Builds, renders and checks the model until it compiles back to the schema, moving
/// whatever stands in the way to `unmanaged:`.
struct Adoption {
    let schema: Schema
    let extras: SchemaExtras
    let name: String
    let version: Int
    let source: String?
    var decisions = AdoptionDecisions()
    /// What was left out for having an empty name, and the file's damage.
    let fileNotes: [String]

    init(schema: Schema, extras: SchemaExtras, name: String, version: Int, source: String?) {
        // A foreign key declared twice alike is one relationship (see `Table.normalized`).
        var schema = schema
        for index in schema.tables.indices { schema.tables[index].foreignKeys = schema.tables[index].foreignKeys.uniqued() }
        // No model can name an object whose name is empty (SQLite allows `CREATE TABLE ""`):
        // it is left out, and drift reports it.
        let nameless = schema.tables.filter(\.name.isEmpty).map { _ in "table" } + schema.views.filter(\.name.isEmpty).map { _ in "view" }
            + schema.triggers.filter(\.name.isEmpty).map { _ in "trigger" }
        schema.tables.removeAll { $0.name.isEmpty }
        schema.views.removeAll { $0.name.isEmpty }
        schema.triggers.removeAll { $0.name.isEmpty || $0.table.isEmpty }
        fileNotes = nameless.map { "a \($0) of the database has an empty name, which no model can name, not even in `unmanaged:`: the model leaves it out, and drift reports it" }
            + [extras.damage.map { damage in
                let report = IntrospectionError.corrupt(path: source ?? "the database", reason: damage).report
                return "\(report.message): `modelc migrate baseline` refuses it until it is repaired; \(report.hint ?? "")"
            }].compactMap { $0 }
            + [extras.foreignKeyViolations.map(Self.foreignKeyNote)].compactMap { $0 }
        // The shadow tables SQLite knows are not in the schema; those presumed for a module
        // it lacks (`SchemaExtras.VirtualTable.shadowTables`) read as plain tables, and go too.
        let shadows = Set(extras.virtualTables.flatMap(\.shadowTables).map { $0.lowercased() })
        if !shadows.isEmpty { schema.tables.removeAll { shadows.contains($0.name.lowercased()) } }
        self.schema = schema
        self.extras = extras
        self.name = name
        self.version = version
        self.source = source
    }

    /// The note on rows that already break a foreign key: SQLite wrote them while no
    /// connection enforced the keys, and the check after a migration that rebuilds
    /// their table, or after a hand-written one (checked over the whole database), finds
    /// them and rolls the migration back.
    static func foreignKeyNote(_ violations: SchemaExtras.ForeignKeyViolations) -> String {
        let total = violations.counts.values.reduce(0, +)
        let tables = violations.counts.keys.sorted().map { "\(violations.counts[$0] ?? 0) in `\($0)`" }.joined(separator: ", ")
        return "\(total) row\(total == 1 ? "" : "s") already break\(total == 1 ? "s" : "") a foreign key (\(tables); first: \(violations.first)), "
            + "written while foreign keys were not enforced: a migration that rebuilds those tables, and any hand-written one, "
            + "is rolled back until the rows are fixed or deleted (by hand, or in that migration's data step)"
    }

    mutating func run() -> (yaml: String, notes: [String], unmanaged: [String]) {
        decisions.classify(schema, extras: extras)
        // Each round moves at least one object out of the model or turns a join table
        // into an entity, so the number of objects bounds the rounds.
        // A round may instead name one more function the app registers, at most one per
        // view, trigger or table whose SQL calls it.
        let limit = schema.tables.count * 3 + schema.views.count * 2 + schema.triggers.count * 2
            + schema.tables.reduce(0) { $0 + $1.indexes.count } + 2
        for _ in 0..<limit {
            let (document, rendered) = draft()
            var check = SelfCheck(schema: schema, document: document, rendered: rendered)
            let before = decisions
            guard check.run(into: &decisions) else {
                return (rendered.text, document.allNotes, document.unmanagedPatterns)
            }
            decisions.cascade(schema)
            // What stands in the way could not be moved out as the check proposed (an
            // index that is its table's constraint, a join table already an entity): the
            // tables it is in go whole, with its reason.
            if decisions == before {
                for (owner, reason) in check.found { decisions.leaveWhole(owner, because: reason, in: schema) }
                decisions.cascade(schema)
            }
            // Nothing a round can move out: claim nothing.
            if decisions == before { break }
        }
        // Not reached in practice; should it be, nothing at all is claimed.
        decisions.giveUp(schema, reason: "the model could not be made to match the database")
        let (document, rendered) = draft()
        return (rendered.text, document.allNotes, document.unmanagedPatterns)
    }

    /// The model the decisions so far give, and its YAML.
    private func draft() -> (document: InferredDocument, rendered: RenderedModel) {
        var builder = ModelBuilder(schema: schema, decisions: decisions, storedClasses: extras.storedClasses)
        builder.build()
        var document = builder.document(extras: extras)
        document.notes += fileNotes
        document.functions = decisions.functions.sorted()
        return (document, document.render(name: name, version: version, source: source))
    }
}
