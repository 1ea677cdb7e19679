import Migration
import SchemaCore

extension PostgresMigrator {
    /// What the tables `sql` drops (`DROP TABLE … CASCADE`, as every PostgreSQL plan
    /// writes it) would take with them that `target` does not describe, as the refusal
    /// names it: views reading them (`view "film_languages"`), and foreign keys of tables
    /// the model leaves alone (`foreign key "film_language_id_fkey" of "film"`).
    ///
    /// `CASCADE` is there for the model's own tables, whose keys to a dropped table the
    /// plan's later steps take off; it removed Pagila's unmanaged `film` table's keys and
    /// a view over `language` without a word, and drift saw nothing after. A view the
    /// file drops itself, a table the file drops too and a table the model manages, under
    /// its name or the one the file renames it to (the plan brings it to its new
    /// definition), are not counted.
    static func unmodelledDependents(of sql: String, target: Schema, in session: PostgresSession) throws -> [String] {
        let dialect = PostgresDialect()
        let statements = PostgresScript.statements(in: sql).map(executable)
        func names(_ pattern: Regex<(Substring, Substring)>) -> [String] {
            statements.compactMap { statement in
                statement.wholeMatch(of: pattern).map { $0.1.replacingOccurrences(of: "\"\"", with: "\"") }
            }
        }
        let tables = names(/DROP TABLE "((?:[^"]|"")+)" CASCADE/)
        guard !tables.isEmpty else { return [] }
        let views = Set(names(/DROP VIEW (?:IF EXISTS )?"((?:[^"]|"")+)"/))
        // A table the file renames is the model's under its new name (renames run after
        // the drops, so the catalog still has the old one).
        let renamed = renamedTables(in: statements)
        var lost: [String] = []
        for table in tables {
            let relation = "to_regclass(\(dialect.literal(dialect.quote(table))))"
            for row in try session.rows("""
                SELECT DISTINCT v.relname::text FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid JOIN pg_class v ON v.oid = r.ev_class
                  WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = \(relation) AND v.oid <> \(relation) ORDER BY 1
                """) {
                guard let view = row.first ?? nil, !views.contains(view), target.view(named: view) == nil else { continue }
                let entry = "view \(dialect.quote(view))"
                if !lost.contains(entry) { lost.append(entry) }
            }
            for row in try session.rows("""
                SELECT c.conname::text, t.relname::text FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
                  WHERE c.contype = 'f' AND c.confrelid = \(relation) AND c.conrelid <> c.confrelid ORDER BY 2, 1
                """) {
                guard row.count == 2, let key = row[0], let owner = row[1], !tables.contains(owner) else { continue }
                let ownerNow = Self.name(owner, after: renamed)
                if target.table(named: ownerNow) != nil, !target.isUnmanaged(ownerNow) { continue }
                lost.append("foreign key \(dialect.quote(key)) of \(dialect.quote(owner))")
            }
        }
        return lost
    }

    /// What the type changes of `sql` do to tables `target` does not describe, one note
    /// per changed column that such a table's foreign key references: PostgreSQL drops
    /// and adds each foreign key to the column again, which takes the referencing table
    /// ACCESS EXCLUSIVE and scans it (pagila's `rental` and `payment`, left unmanaged, for
    /// `customer.customer_id`). A step's lock impact names its own table only, and the
    /// model's tables get steps of their own; these the plan cannot see. A partition's
    /// key is its partitioned table's, named once.
    static func unmodelledReferencers(of sql: String, target: Schema?, in session: PostgresSession) throws -> [String] {
        guard let target else { return [] }
        let dialect = PostgresDialect()
        var changed: [(table: String, column: String)] = []
        let statements = PostgresScript.statements(in: sql).map(executable)
        // The catalog names a table the file renames by its old name (World's `Countrylanguage`).
        let renamed = renamedTables(in: statements)
        for statement in statements {
            guard let table = statement.prefixMatch(of: #/ALTER TABLE "((?:[^"]|"")+)" /#) else { continue }
            for match in statement.matches(of: #/ALTER COLUMN "((?:[^"]|"")+)" (?:SET DATA )?TYPE /#) {
                let entry = (table.1.replacingOccurrences(of: "\"\"", with: "\""), match.1.replacingOccurrences(of: "\"\"", with: "\""))
                if !changed.contains(where: { $0 == entry }) { changed.append(entry) }
            }
        }
        var notes: [String] = []
        for (table, column) in changed {
            let owners = try session.rows("""
                SELECT DISTINCT t.relname::text FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = ANY (c.confkey)
                  WHERE c.contype = 'f' AND c.confrelid = to_regclass(\(dialect.literal(dialect.quote(table)))) AND c.conrelid <> c.confrelid
                    AND c.conparentid = 0 AND a.attname = \(dialect.literal(column)) ORDER BY 1
                """).compactMap { $0.first ?? nil }.filter { owner in
                    let ownerNow = name(owner, after: renamed)
                    return target.table(named: ownerNow) == nil || target.isUnmanaged(ownerNow)
                }
            guard !owners.isEmpty else { continue }
            notes.append("the type change of \(dialect.quote(table)).\(dialect.quote(column)) also holds \(owners.map(dialect.quote).joined(separator: ", ")), "
                + "which the model does not describe, ACCESS EXCLUSIVE while PostgreSQL checks \(owners.count == 1 ? "its foreign key" : "their foreign keys") to it again "
                + "(a scan of each): their reads and writes wait until the migration commits")
        }
        return notes
    }

    /// Old table name → new, for each `ALTER TABLE … RENAME TO …` of `statements`.
    private static func renamedTables(in statements: [String]) -> [String: String] {
        var renamed: [String: String] = [:]
        for statement in statements {
            guard let match = statement.wholeMatch(of: /ALTER TABLE "((?:[^"]|"")+)" RENAME TO "((?:[^"]|"")+)"/) else { continue }
            renamed[match.1.replacingOccurrences(of: "\"\"", with: "\"")] = match.2.replacingOccurrences(of: "\"\"", with: "\"")
        }
        return renamed
    }

    /// `table`'s name once `renamed` ran, through temporary names too (a swap), as far as
    /// the renames go.
    private static func name(_ table: String, after renamed: [String: String]) -> String {
        var now = table
        for _ in 0..<renamed.count { guard let next = renamed[now] else { break }; now = next }
        return now
    }

    /// Refuses the migration `name` of `sql` (``MigrationError/dependentsWouldBeDropped(file:objects:)``)
    /// when the tables it drops would take with them what `target`, its model version's
    /// schema, does not describe (`unmodelledDependents(of:target:in:)`); with
    /// `allowDestructive`, lets it through with a note naming them, which the report and
    /// the dry run show. Nothing to check without a target (a file of no model version).
    static func refuseDroppingDependents(
        of sql: String, named name: String, target: Schema?, allowDestructive: Bool, in session: PostgresSession
    ) throws -> [String] {
        guard let target else { return [] }
        let lost = try unmodelledDependents(of: sql, target: target, in: session)
        guard !lost.isEmpty else { return [] }
        guard allowDestructive else { throw MigrationError.dependentsWouldBeDropped(file: name, objects: lost) }
        return ["--allow-destructive lets the tables it drops take with them what the model does not describe: \(lost.joined(separator: ", "))"]
    }
}
