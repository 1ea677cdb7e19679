/// A model of three tables where one references the other two (`purchase` → `customer`,
/// `product`), in versions that change some tables and leave others as they were: what
/// a verification scoped to the changed tables is specified on, as a value
/// (`PostgresVerificationScopeTests`) and on a server (`PostgresVerificationTests`).
public enum PurchaseModel {
    /// The model's text at `version`, with `productExtra` and `purchaseExtra` appended to
    /// `Product`'s and `Purchase`'s attributes (each a line of its own, such as
    /// `"\n      price: { type: int, default: 0 }"`).
    public static func text(version: Int, productExtra: String = "", purchaseExtra: String = "") -> String {
        """
        model: Shop
        version: \(version)
        entities:
          Customer:
            attributes:
              id: int
              email: { type: string, unique: true }
          Product:
            attributes:
              id: int
              name: { type: string, maxLength: 40 }\(productExtra)
            indexes:
              - [name]
          Purchase:
            attributes:
              id: int
              quantity: { type: int, min: 1 }\(purchaseExtra)
            relationships:
              customer: { to: Customer }
              product: { to: Product }
        """
    }
}
