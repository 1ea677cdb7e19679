import Foundation
import ModelKit

/// Names an inferred model gives to what a database calls otherwise: entity names from
/// table names, attribute and relationship names from column names, and the quoting
/// notes use, for every engine's adoption (plurals for to-many inverses are
/// `Naming.plural`).
public enum InferredNames {
    /// A model name for a database file named `stem` (`legacy_app` → `LegacyApp`).
    public static func modelName(forFile stem: String) -> String {
        let name = entityName(stem)
        return name == "Table" ? "Model" : name
    }

    /// An entity name for a table or file name: `order_line` → `OrderLine`
    /// (`Naming.pascalCase`), made an identifier: `Table` for a name without letters or
    /// digits, a `T` before a leading digit.
    public static func entityName(_ name: String) -> String {
        identifier(Naming.pascalCase(name), initial: "T", empty: "Table")
    }

    /// An attribute or relationship name for a column or table name: `first_name` →
    /// `firstName`, `ID` → `id` (`Naming.camelCase`), made an identifier the same way.
    /// `self` becomes `selfValue`, which validation requires (a record's property named
    /// `self` would hide the record itself).
    public static func memberName(_ name: String) -> String {
        let member = identifier(Naming.camelCase(name), initial: "t", empty: "table")
        return member == "self" || member == "Self" ? member + "Value" : member
    }

    private static func identifier(_ name: String, initial: String, empty: String) -> String {
        guard let first = name.first else { return empty }
        return first.isNumber ? initial + name : name
    }

    /// The name of the to-one relationship stored in `column`: the column without its
    /// `_id` / `Id` / `ID` suffix (`ArtistId` → `artist`, `owner_id` → `owner`), or a key
    /// of UUIDs' `_uuid` / `_guid` (Vaultwarden's `user_uuid` → `user`, not `userUuid`),
    /// or the column itself (`ReportsTo` → `reportsTo`).
    public static func relationshipName(forColumn column: String) -> String {
        // The UUID forms first: `userUUID` also ends with `ID`.
        for suffix in ["_uuid", "_UUID", "Uuid", "UUID", "_guid", "_GUID", "Guid", "GUID", "_id", "_ID", "Id", "ID"]
        where column.hasSuffix(suffix) && column.count > suffix.count {
            let base = memberName(String(column.dropLast(suffix.count)))
            if !base.isEmpty { return base }
        }
        return memberName(column)
    }

    /// The snake_case suffixes of a key column a to-one's name leaves out: `_id`, and a
    /// key of UUIDs' `_uuid` and `_guid`.
    public static let keySuffixes = ["_id", "_uuid", "_guid"]

    /// `name`, or `name2`, `name3`, … : the first not in `used`, compared as the
    /// engines compare names (ASCII case ignored).
    public static func unique(_ name: String, in used: Set<String>) -> String {
        let lowered = Set(used.map { $0.lowercased() })
        guard lowered.contains(name.lowercased()) else { return name }
        var number = 2
        while lowered.contains("\(name)\(number)".lowercased()) { number += 1 }
        return "\(name)\(number)"
    }

    /// A table or column name as notes show it: as SQL quotes it.
    public static func quoted(_ name: String) -> String {
        StandardSQL.quote(name)
    }

    /// `"a", "b"`.
    public static func list(_ names: [String]) -> String {
        names.map(quoted).joined(separator: ", ")
    }

    /// The base of the position column of an ordered to-many: `owner_id` → `owner`.
    public static func positionColumn(for keyColumn: String) -> String {
        (keyColumn.hasSuffix("_id") ? String(keyColumn.dropLast(3)) : keyColumn) + "_position"
    }
}
