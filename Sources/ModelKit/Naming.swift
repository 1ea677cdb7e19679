/// The rules that derive SQL names from model names, in one place so the compiler,
/// the code generator and the migration planner can never disagree.
public enum Naming {
    /// `OrderLine` → `order_line`, `firstName` → `first_name`, `productID` → `product_id`,
    /// `URLString` → `url_string`.
    ///
    /// A run of capitals is one word; its last capital starts a new word when a
    /// lowercase letter follows. Spaces and dashes become underscores.
    public static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == " " || character == "-" {
                if !result.hasSuffix("_") { result.append("_") }
                continue
            }
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (previous.map { $0.isLowercase || $0.isNumber } ?? false)
                    || ((previous?.isUppercase ?? false) && (next?.isLowercase ?? false))
                if startsWord && !result.isEmpty && !result.hasSuffix("_") { result.append("_") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The default foreign-key column of a to-one relationship: `owner` → `owner_id`.
    public static func foreignKeyColumn(forRelationship name: String) -> String {
        snakeCase(name) + "_id"
    }
}
