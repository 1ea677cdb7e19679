/// Version 1 of a shop, and the versions 2 that plant each failure `migrate test` must
/// find, shared by its specifications on SQLite (`MigrationTestTests`) and on
/// PostgreSQL (`PostgresMigrationTestTests`): every attribute type, rules, an optional
/// to-one and a many-to-many, so the generated data has edges and relationships to keep.
public enum ShopModel {
    public static let version1 = """
        model: Shop
        version: 1
        entities:
          Customer:
            attributes:
              id: { type: uuid, primaryKey: true }
              name: { type: string, maxLength: 40 }
              email: { type: string, unique: true }
              tier: { type: string, values: [basic, gold], default: basic }
              age: int?
              balance: { type: decimal, min: 0 }
              joinedAt: date
              photo: data?
              settings: json?
            relationships:
              orders: { to: Order, toMany: true, inverse: customer, deleteRule: cascade }
          Order:
            attributes:
              id: int
              code: string
              total: { type: double, min: 0 }
              paid: { type: bool, default: false }
              quantity: { type: int16, min: 1 }
            relationships:
              customer: { to: Customer, inverse: orders, optional: true }
              tags: { to: Tag, toMany: true, inverse: orders }
          Tag:
            attributes:
              id: int
              label: { type: string, unique: true }
            relationships:
              orders: { to: Order, toMany: true, inverse: tags }
        """

    /// `base` (version 1, or a text made from it) with `text` in place of `Order`'s
    /// `code: string` line.
    public static func withCode(_ text: String, in base: String = version1) -> String {
        base.replacingOccurrences(of: "      code: string\n", with: text)
    }

    /// `base` and a clean version 2 and 3 after it: a rename with `renamedFrom`, a new
    /// optional column, a lossless type change, then an entity renamed.
    public static func cleanHistory(from base: String = version1) -> [String] {
        let v2 = withCode("      reference: { type: string, renamedFrom: code }\n      note: string?\n", in: base)
            .replacingOccurrences(of: "      age: int?\n", with: "      age: string?\n")
        let v3 = v2.replacingOccurrences(of: "  Tag:\n", with: "  Label:\n    renamedFrom: Tag\n")
            .replacingOccurrences(of: "to: Tag,", with: "to: Label,")
        return [base, v2, v3]
    }

    /// A reversible version 2 of `base`: a rename, a lossless type change, a new
    /// optional column, a new entity.
    public static func reversibleVersion2(of base: String = version1) -> String {
        withCode("      reference: { type: string, renamedFrom: code }\n      note: string?\n", in: base)
            .replacingOccurrences(of: "      quantity: { type: int16, min: 1 }\n", with: "      quantity: { type: int, min: 1 }\n")
            + "\n  Coupon:\n    attributes:\n      id: int\n      code: string\n"
    }

    /// A version 2 of `base` whose `Order.code` must match a pattern the generated rows
    /// do not: rows the newest records cannot read, which nothing in the database refuses.
    public static func patternedCode(of base: String = version1) -> String {
        withCode("      code: { type: string, pattern: '^[A-Z]{3}-[0-9]+$' }\n", in: base)
    }
}
