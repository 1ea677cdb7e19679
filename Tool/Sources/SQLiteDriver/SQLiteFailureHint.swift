/// What to do about a statement SQLite failed on, for the failures it reports about an
/// object the plan did not write: an index or a trigger the model leaves unmanaged, a
/// full-text table reading renamed columns, a collation the app registers, a view or
/// trigger naming a table no migration creates. The applier gives it as the failure's
/// hint (`MigrationError.sqlFailed`); nil for any other failure, whose hint is then to fix
/// the migration's SQL.
enum SQLiteFailureHint {
    static func hint(for message: String) -> String? {
        if let match = message.firstMatch(of: /^the full-text table `([^`]+)` reads/) {
            return "a full-text table with `content=` names its content table and columns in its own definition, which renaming or dropping them does not rewrite: "
                + "add to this migration, after the change (its `-- modelc:data` section, which making the file again keeps), SQL that drops `\(match.1)` "
                + "and creates it again with the new names, then fills it with `INSERT INTO \(match.1)(\(match.1)) VALUES('rebuild')`; or keep the names it reads"
        }
        if let match = message.firstMatch(of: /no such collation sequence: (\S+)/) {
            return "the database's schema names the collation `\(match.1)`, which its app registers itself: SQLite checks the whole schema when a table is renamed, "
                + "rebuilt or loses a column, and cannot without it; apply this migration where `\(match.1)` is registered (the app's own migrator), "
                + "or change the model so that the migration renames, rebuilds and drops nothing"
        }
        if let match = message.firstMatch(of: /error in index (\S+) after drop column: no such column: (\S+)/) {
            return "index `\(match.1)` uses the dropped column `\(match.2)`, and SQLite does not drop a column an index uses; "
                + "an index the model leaves unmanaged is not rewritten by the plan: drop it, or create it again without the column, "
                + "in a hand-written migration numbered before this one"
        }
        if let match = message.firstMatch(of: /error in (trigger|view) (\S+)(?: after \w+(?: \w+)?)?: no such table: (?:main\.)?(\S+)/) {
            return "\(match.1) `\(match.2)` names table `\(match.3)`, which this database does not have (a table the model leaves unmanaged "
                + "is created by no migration): create it in a hand-written migration numbered before this one, or leave the \(match.1) unmanaged too"
        }
        if message.firstMatch(of: /^(view `[^`]+`|the triggers on `[^`]+` \([^)]*\)) no longer compile/) != nil
            || message.firstMatch(of: /error in (trigger|view) \S+ after (drop|rename) column: no such column/) != nil {
            return "a view or trigger the model does not describe is kept as it was, and the migration does not rewrite it: "
                + "drop it in a hand-written migration numbered before this one, and create it again without what changed in this migration's "
                + "`-- modelc:data` section (which making the file again keeps); or describe it in the model (`views:`, `triggers:`), "
                + "whose plans drop and create it around the change"
        }
        return nil
    }

    /// The hint for a migration stopped by view `view`, which did not compile before the
    /// migration either (`ObjectCompilation.failedAlready(_:)`), for `reason`: SQLite
    /// checks every view when a table is renamed or rebuilt, so the database's own broken
    /// view stops the migration, whatever its SQL.
    static func brokenBefore(view: String, reason: String) -> String {
        "view `\(view)` was already broken before this migration (\(reason)), and SQLite checks every view when a migration renames or rebuilds a table: "
            + "no query can have read it since; drop it (`DROP VIEW \(SQLiteDialect().quote(view))`), or fix its SQL, by hand or in a hand-written migration "
            + "numbered before this one, then run again (editing this migration's SQL cannot help)"
    }
}
