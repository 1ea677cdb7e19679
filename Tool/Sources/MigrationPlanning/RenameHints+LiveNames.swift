import ModelKit
import SchemaCore

extension RenameHints {
    /// These hints with each old name a live database does not hold replaced by the one
    /// it holds in other spelling (case and `_` aside), for a plan from a live database
    /// (declarative `migrate --model`), which has no previous model version to name the
    /// old tables and columns.
    ///
    /// Without a previous version, an old name is derived by the default naming rules
    /// (`renamedFrom: composer` → `composer`), but an adopted model names its tables and
    /// columns as the database does (`table: Artist`, `column: Composer`): the rename
    /// was read as a drop and an add, refused as destructive with `--allow-destructive`
    /// as the hint, which would have lost the column's values (Chinook, Northwind).
    /// A name is replaced only by exactly one live name of its table that the target
    /// does not keep under that name itself, so a hint never takes over a column the
    /// target still has.
    public func resolved(against live: Schema, target: Schema) -> RenameHints {
        var hints = self
        for (newTable, oldTable) in tables where !live.tables.contains(where: { $0.name == oldTable }) {
            let candidates = live.tables.map(\.name).filter { name in !target.tables.contains { $0.name == name } }
            if let match = Self.looseMatch(oldTable, among: candidates) { hints.tables[newTable] = match }
        }
        for (newTable, renames) in columns {
            let liveName = hints.tables[newTable] ?? newTable
            guard let table = live.tables.first(where: { $0.name == liveName }) else { continue }
            let kept = target.tables.first { $0.name == newTable }?.columns.map(\.name) ?? []
            for (newColumn, oldColumn) in renames where !table.columns.contains(where: { $0.name == oldColumn }) {
                let candidates = table.columns.map(\.name).filter { !kept.contains($0) }
                if let match = Self.looseMatch(oldColumn, among: candidates) { hints.columns[newTable]?[newColumn] = match }
            }
        }
        return hints
    }

    /// The one name of `names` that reads as `name` with case and `_` left aside
    /// (`artist_id` and `ArtistId`), or nil when none or several do.
    private static func looseMatch(_ name: String, among names: [String]) -> String? {
        let key = Naming.looseSpelling(name)
        let matches = names.filter { Naming.looseSpelling($0) == key }
        return matches.count == 1 ? matches[0] : nil
    }
}
