/// The rules that derive SQL names from model names, in one place so the compiler,
/// the code generator and the migration planner can never disagree.
public enum Naming {
    /// `OrderLine` → `order_line`, `firstName` → `first_name`, `productID` → `product_id`,
    /// `URLString` → `url_string`.
    ///
    /// A run of capitals is one word; its last capital starts a new word when a
    /// lowercase letter follows. Spaces and dashes become underscores.
    public static func snakeCase(_ name: String) -> String {
        if let ascii = asciiSnakeCase(name) { return ascii }
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

    /// `snakeCase` for a name of ASCII letters, digits, `_`, spaces and dashes, worked on
    /// bytes (the same rule; for these characters "uppercase", "lowercase" and "number"
    /// mean `A-Z`, `a-z` and `0-9`); nil for any other name. Loading and validating a
    /// large model derives thousands of column names, and the `Character` path costs a
    /// Unicode property lookup per letter.
    private static func asciiSnakeCase(_ name: String) -> String? {
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        // Lowercase letters, digits and `_` only (`title`, `created_at`): already snake_case.
        if name.utf8.allSatisfy({ isLower($0) || isDigit($0) || $0 == 0x5F }) { return name }
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) || $0 == 0x5F || $0 == 0x20 || $0 == 0x2D }) else {
            return nil
        }
        let underscore = UInt8(ascii: "_")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x20 || byte == 0x2D {
                if result.last != underscore { result.append(underscore) }
                continue
            }
            if isUpper(byte) {
                let previous = index > 0 ? bytes[index - 1] : nil
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let startsWord =
                    (previous.map { isLower($0) || isDigit($0) } ?? false)
                    || ((previous.map(isUpper) ?? false) && (next.map(isLower) ?? false))
                if startsWord && !result.isEmpty && result.last != underscore { result.append(underscore) }
                result.append(byte + 0x20)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `order_line` → `OrderLine`, `Order Details` → `OrderDetails`, `ArtistId` → `ArtistId`.
    ///
    /// The words of `name` (`words(_:)`), each with its first letter in upper case,
    /// joined; the rest of each word is kept as written. A name with no letters or
    /// digits gives the empty string.
    public static func pascalCase(_ name: String) -> String {
        words(name).map(uppercasingFirst).joined()
    }

    /// `first_name` → `firstName`, `ArtistId` → `artistId`, `ID` → `id`.
    ///
    /// `pascalCase(_:)` with its first letter in lower case, except that a name of
    /// capitals and digits only (`ID`, `SID`) is lowered whole, which reads better.
    public static func camelCase(_ name: String) -> String {
        let pascal = pascalCase(name)
        if pascal.allSatisfy({ $0.isUppercase || $0.isNumber }) { return pascal.lowercased() }
        return lowercasingFirst(pascal)
    }

    /// The words of a name: its runs of letters and digits, split at underscores,
    /// dashes, spaces and every other character (`order_line-2` → `order`, `line`, `2`).
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            // ASCII answers without a Unicode property lookup per character.
            let isWordCharacter = character.asciiValue.map { ascii in
                (0x30...0x39).contains(ascii) || (0x61...0x7A).contains(ascii | 0x20)
            } ?? (character.isLetter || character.isNumber)
            if isWordCharacter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `person` → `Person`: the first character in upper case, the rest as written.
    public static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `Person` → `person`: the first character in lower case, the rest as written.
    public static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// `snakeCase(_:)` with an acronym's plural kept whole: `screenshotURLs` →
    /// `screenshot_urls`, `userIDs` → `user_ids` (`snakeCase` splits them before the `s`:
    /// `screenshot_ur_ls`); nil when the name has no such plural, so the rule of every
    /// other name stays `snakeCase`'s. Importers name columns with it (the model's
    /// `column:`), since a column's name is fixed once a migration ships.
    public static func snakeCaseKeepingAcronymPlurals(_ name: String) -> String? {
        let characters = Array(name)
        var changed = characters
        var found = false
        for index in characters.indices.dropFirst(2) where characters[index] == "s" {
            guard characters[index - 1].isUppercase, characters[index - 2].isUppercase else { continue }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            guard next.map({ $0.isUppercase || $0.isNumber || $0 == "_" || $0 == " " || $0 == "-" }) ?? true else { continue }
            changed[index] = "S"
            found = true
        }
        return found ? snakeCase(String(changed)) : nil
    }

    /// `OTRManagedStatus` → `otrManagedStatus`, `URL` → `url`, `Person` → `person`: the
    /// leading capitals in lower case, all but the last when a lower-case letter follows
    /// it (the start of the next word), as Swift's naming guidelines write an acronym
    /// that starts a name.
    public static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        guard end > 0 else { return word }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// `name` with case and `_` left aside, for telling whether two spellings name the
    /// same thing (`artist_id` and `ArtistId`, `managedis_public` and `managedIsPublic`).
    public static func looseSpelling(_ name: String) -> String {
        name.lowercased().filter { $0 != "_" }
    }

    /// The default foreign-key column of a to-one relationship: `owner` → `owner_id`.
    public static func foreignKeyColumn(forRelationship name: String) -> String {
        snakeCase(name) + "_id"
    }

    /// The name modelc gives an index it compiles: `idx_<table>_<columns>`, or
    /// `uq_<table>_<columns>` for a unique one. Validation checks these names for
    /// collisions and the compiler writes them, so both read this one rule.
    public static func indexName(table: String, columns: [String], unique: Bool) -> String {
        // Appended piece by piece: joining a temporary array cost several times as much,
        // and compiling and validating a large model names tens of thousands of indexes.
        var name = unique ? "uq_" : "idx_"
        name += table
        for column in columns {
            name += "_"
            name += column
        }
        return name
    }

    /// `dog` → `dogs`, `box` → `boxes`, `city` → `cities`; a word already ending in a
    /// single `s` (`posts`, `species`) is taken as its own plural.
    public static func plural(_ name: String) -> String {
        // The last word of a camelCase name, when English does not add an `s` to it
        // (`person` → `people`, `parentChild` → `parentChildren`). Not `datum`: a table of
        // them is geodesy's (PROJ's `geodetic_datum`), whose plural is `datums`.
        let start = name.lastIndex(where: \.isUppercase) ?? name.startIndex
        let word = name[start...]
        if let irregular = irregularPlurals[word.lowercased()] {
            let capitalized = word.first?.isUppercase == true
            return name[..<start] + (capitalized ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular)
        }
        if name.hasSuffix("ss") || name.hasSuffix("x") || name.hasSuffix("ch") || name.hasSuffix("sh") { return name + "es" }
        if name.hasSuffix("s") { return name }
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiou".contains(before) { return name.dropLast() + "ies" }
        return name + "s"
    }

    private static let irregularPlurals = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "goose": "geese", "foot": "feet", "tooth": "teeth", "criterion": "criteria",
    ]
}
