/// Choices for ``diff(from:to:hints:options:)``.
public struct DiffOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Let new columns be appended with `ADD COLUMN` even where the target declares
    /// them earlier (before the foreign-key columns the compiler puts last), and
    /// ignore the order of kept columns. Saves a rebuild for the most common change,
    /// at the price of a column order that differs from a fresh compile: use it only
    /// when the database is verified with `NormalizationOptions.ignoreColumnOrder`.
    public static let allowColumnOrderDrift = DiffOptions(rawValue: 1 << 0)

    /// Treat a view as holding the columns its tables had when it was created, as
    /// PostgreSQL does: it expands `*` then, keeps a renamed column under its old
    /// output name, and refuses to change the type of a column a view reads. Every view
    /// that names a table whose columns are added, dropped, renamed or change type is
    /// then dropped before the table steps and created again after them. (SQLite reads
    /// a view's text anew on each use, so its plans leave such views alone.)
    public static let viewsBindColumns = DiffOptions(rawValue: 1 << 1)
    /// The engine changes a column's default and its NOT NULL in place (`ALTER COLUMN
    /// … SET DEFAULT`, `… SET NOT NULL`), as SQLite cannot: a table whose columns change
    /// in nothing else gets `alterColumn` steps rather than a rebuild, which would take
    /// every constraint of the table off and on again (a UNIQUE one rebuilt under the
    /// table's exclusive lock) for a new default.
    public static let altersColumnDefaultsAndNullability = DiffOptions(rawValue: 1 << 2)
    /// The engine renames a table's constraints (`ALTER TABLE … RENAME CONSTRAINT`), as
    /// SQLite cannot: a check or foreign key whose name alone changes gets a
    /// `renameConstraint` step rather than a rebuild, which would drop and add every
    /// constraint of the table and validate them again by scanning it.
    public static let renamesConstraints = DiffOptions(rawValue: 1 << 3)
    /// The engine adds a UNIQUE constraint, a table CHECK or a foreign key to a table in
    /// place (`ALTER TABLE … ADD …`), as SQLite cannot: a table that changes in nothing
    /// else a rebuild needs gets an `addConstraint` step for each, which validates the
    /// rows where they are, rather than a rebuild, which would take every other
    /// constraint of the table off and on again and validate them all.
    public static let addsConstraints = DiffOptions(rawValue: 1 << 4)
    /// The engine drops a UNIQUE constraint, a CHECK or a foreign key in place
    /// (`ALTER TABLE … DROP CONSTRAINT`), as SQLite cannot: a table that loses one and
    /// changes in nothing else a rebuild needs gets a `dropConstraint` step for each,
    /// rather than a rebuild that would take every other constraint off and on again
    /// and validate them all. A changed constraint is dropped, then added (with
    /// ``addsConstraints``).
    public static let dropsConstraints = DiffOptions(rawValue: 1 << 5)
    /// The engine's column types hold only values of their type, in every table: an
    /// integer column holds whole numbers whatever the model says of the table (SQLite's
    /// column without `STRICT` takes any value, so a column made `int` there has its
    /// values checked, ``ValueFormat/integer``). Such checks are left out: they could
    /// only count 0 (Northwind's `smallint` made `int`, planned from the server).
    public static let enforcesColumnTypes = DiffOptions(rawValue: 1 << 6)

    /// What `modelc` plans with: column order may drift, because SQLite can only
    /// append columns and a rebuild to keep a cosmetic order would turn the cheapest
    /// change (adding an optional attribute) into a copy of the whole table. The
    /// applier and drift reports compare with `Verification.comparison` to match.
    public static let `default`: DiffOptions = [.allowColumnOrderDrift]
}
