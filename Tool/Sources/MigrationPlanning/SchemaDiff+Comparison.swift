import SchemaCore

/// The forms in which the diff compares definitions: the canonical forms of
/// `Schema.normalized()`, so text that SQLite treats the same (spacing, quoting, outer
/// parentheses, keyword, type and collation case) is not a change. Definitions are
/// compared in these forms but always rendered as written.
enum ComparableForm {
    static func column(_ column: Column) -> Column {
        column.normalized()
    }

    static func index(_ index: Index) -> Index {
        index.normalized()
    }

    static func checks(_ checks: [String]) -> Set<String> {
        Set(Table(name: "", checks: checks).normalized().checks)
    }

    /// Whether a check `new` names (`checkNames`, compared as normalisation reads
    /// them) has another name, or none, in `old`. A check `new` leaves unnamed has the
    /// name its engine gives it, whatever `old` calls it: an engine may keep the name it
    /// gave a check when its column is renamed (`person_mail_check` on `email`), and a
    /// database adopted with names planned from its model without them is not rebuilt.
    static func checkNamesChange(from old: [String: String], to new: [String: String]) -> Bool {
        // Nearly every check is unnamed: then there is nothing to normalise.
        guard !new.isEmpty else { return false }
        func normalized(_ names: [String: String]) -> [String: String] {
            var table = Table(name: "")
            table.checkNames = names
            return table.normalized().checkNames
        }
        return renamesChecks(from: normalized(old), to: normalized(new))
    }

    /// The checks `new` names otherwise than `old` does, as normalisation reads them, each
    /// with its old name (nil when `old` leaves it unnamed), in the order of their text.
    static func checkRenames(from old: [String: String], to new: [String: String]) -> [(check: String, from: String?, to: String)] {
        guard !new.isEmpty else { return [] }
        func normalized(_ names: [String: String]) -> [String: String] {
            var table = Table(name: "")
            table.checkNames = names
            return table.normalized().checkNames
        }
        let before = normalized(old)
        return normalized(new).sorted { $0.key < $1.key }.compactMap { check, name in
            before[check] == name ? nil : (check, before[check], name)
        }
    }

    /// `checkNamesChange(from:to:)` for names already in normalised form (a normalised
    /// column's or table's).
    static func renamesChecks(from before: [String: String], to after: [String: String]) -> Bool {
        after.contains { before[$0.key] != $0.value }
    }

    static func expression(_ text: String) -> String {
        Table(name: "", checks: [text]).normalized().checks.first ?? text
    }

    /// A view's statement, normalised: spacing, quoting and keyword case do not count.
    static func view(_ view: View) -> View {
        Schema(views: [view]).normalized().views.first ?? view
    }

    /// A trigger's statement normalised like a view's; its table compared as is.
    static func trigger(_ trigger: Trigger) -> Trigger {
        Schema(triggers: [trigger]).normalized().triggers.first ?? trigger
    }
}
