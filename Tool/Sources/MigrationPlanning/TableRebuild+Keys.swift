import Foundation
import SchemaCore

extension TableRebuild {
    /// Whether the rebuild copies `columns` into the new table unchanged and under a
    /// unique key, so that a foreign key referencing them that held before the rebuild
    /// still holds after it.
    ///
    /// True when each column's mapping is the plain old column (no `CAST`, no fill), the
    /// column is not new (a default written in double quotes would look like a column),
    /// no change of the rebuild alters its definition (type, collation, constraints),
    /// and the new table's primary key or a unique index without a condition covers
    /// exactly these columns. The copy is one
    /// `INSERT … SELECT` of every row, which either copies them all or fails, so the
    /// set of key values is the same before and after. An empty `columns` (a reference
    /// to the implicit primary key) is not judged: false.
    public func carriesUnchanged(_ columns: [String]) -> Bool {
        guard !columns.isEmpty else { return false }
        for column in columns {
            guard let expression = mapping[column], Self.isPlainColumn(expression) else { return false }
            let altered = changes.contains { change in
                switch change.operation {
                case .alterColumn(_, column, _, _): return true
                case .addColumn(_, let added, _): return added.name == column
                default: return false
                }
            }
            if altered { return false }
        }
        let key = Set(columns)
        return Set(table.primaryKey) == key
            || table.indexes.contains { $0.isUnique && $0.condition == nil && Set($0.columns) == key }
    }

    /// Whether a mapping expression is one quoted column name and nothing else.
    private static func isPlainColumn(_ expression: String) -> Bool {
        guard expression.count >= 2, expression.hasPrefix("\""), expression.hasSuffix("\"") else { return false }
        let inner = expression.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "")
        return !inner.contains("\"")
    }
}
