/// The models of the rebuild workload: a parent `item` table (random uuid keys, two
/// indexes) and a child `part` table whose foreign key cascades on delete — so a
/// rebuild done with foreign keys on would silently empty it.
enum RebuildModels {
    static let version1 = """
        model: Bench
        version: 1
        entities:
          Item:
            attributes:
              id: { type: uuid, primaryKey: true }
              code: string
              name: string
              quantity: int
              price: decimal
              note: string?
            relationships:
              parts: { to: Part, toMany: true, inverse: item, deleteRule: cascade }
            indexes:
              - [code]
              - [name]
          Part:
            attributes:
              id: int
              label: string
            relationships:
              item: { to: Item, inverse: parts }

        """

    /// A type change (`quantity` int → double) and a dropped column (`note`): SQLite
    /// cannot ALTER a column's type, so `item` is rebuilt.
    static let rebuild = version1
        .replacingOccurrences(of: "version: 1", with: "version: 2")
        .replacingOccurrences(of: "quantity: int", with: "quantity: double")
        .replacingOccurrences(of: "      note: string?\n", with: "")

    /// An added optional column and a renamed column: both native `ALTER TABLE`.
    static let alter = version1
        .replacingOccurrences(of: "version: 1", with: "version: 2")
        .replacingOccurrences(of: "quantity: int", with: "amount: { type: int, renamedFrom: quantity }")
        .replacingOccurrences(of: "      note: string?\n", with: "      note: string?\n      color: string?\n")
}
