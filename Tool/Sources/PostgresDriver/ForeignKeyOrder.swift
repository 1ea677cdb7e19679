import SchemaCore

/// Which foreign keys a `CREATE TABLE` can declare, given the order tables are created
/// in: a key to a table created earlier, to itself, or to one that is not created here
/// (it exists already); the others wait until their table exists.
public struct ForeignKeyOrder: Sendable {
    /// Table name → its position in the creation order.
    private let positions: [String: Int]

    public init(creating tables: [String]) {
        var positions: [String: Int] = [:]
        for (position, name) in tables.enumerated() where positions[name] == nil { positions[name] = position }
        self.positions = positions
    }

    /// `table`'s foreign keys split into those its `CREATE TABLE` can hold and those
    /// that wait for a table created after it.
    public func split(_ table: Table) -> (inline: [ForeignKey], waiting: [ForeignKey]) {
        let own = positions[table.name] ?? Int.max
        var inline: [ForeignKey] = []
        var waiting: [ForeignKey] = []
        for key in table.foreignKeys {
            if let referenced = positions[key.referencedTable], referenced > own {
                waiting.append(key)
            } else {
                inline.append(key)
            }
        }
        return (inline, waiting)
    }

    /// The waiting keys that `referenced`'s creation makes possible, in table order.
    public func keys(waitingFor referenced: String, in tables: [Table]) -> [(table: String, key: ForeignKey)] {
        tables.flatMap { table in
            split(table).waiting.filter { $0.referencedTable == referenced }.map { (table.name, $0) }
        }
    }
}
