import ModelKit

/// How model names become Swift identifiers and literals.
///
/// Property names are lowerCamelCase (`release_date` → `releaseDate`, `firstName` stays),
/// type names UpperCamelCase; identifiers that are Swift keywords are escaped with
/// backticks (`` `default` ``). Enumeration values become case names the same way
/// (`n/a` → `nA`), keeping the value as the raw value.
enum SwiftNaming {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "consume", "copy", "borrowing",
        "consuming", "discard", "each", "macro", "package",
    ]

    /// The types generated code names without a module (the standard library's,
    /// Foundation's, GRDB's and the runtime's) and the modules it imports. A record or
    /// an enumeration of that name would hide the type from the generated code around
    /// it (a `struct Data` whose bytes are `Data`, a `struct Configuration` beside
    /// `openDatabase(configuration:)`), and the records would not compile; adopting a
    /// database gives such names (Firefox's `data` and `database` tables), so those
    /// types get a suffix instead (`recordTypeName(_:)`, `enumTypeName(_:)`).
    /// `SwiftGeneratorTests` holds the list to every such name the generator writes.
    /// Also the names every record's own scope gives: its `CodingKeys`, and the runtime's
    /// `Columns` and `Patch` typealiases, which inside any record's extension stand for
    /// those rather than for a record so named (a kanban app's `columns` table).
    static let externalTypes: Set<String> = [
        "Array", "Bool", "Character", "Codable", "CodingKey", "Decoder", "Dictionary", "Double", "Encoder", "Error", "Float",
        "Hashable", "Identifiable", "Int", "Int16", "Int32", "Int64", "Never", "Optional", "Result", "Sendable", "Set", "String", "Swift", "Void",
        "Data", "Date", "Decimal", "Foundation", "Locale", "URL", "UUID",
        "Column", "ColumnExpression", "Configuration", "Database", "DatabaseMigrator", "DatabasePool", "DatabaseQueue", "FetchableRecord",
        "ForeignKey", "GRDB", "InsertionSuccess", "PersistableRecord", "QueryInterfaceRequest", "Row", "Table", "TableRecord",
        "CoreDataStoreMigration", "FieldTable", "JSONValue", "MigrationHistoryRecord", "MigrationSQL", "ModelEnumeration", "ModelRecord", "ModelRuntime",
        "ModelStore", "PatchValue", "PatchableRecord", "RecordPatch",
        "CodingKeys", "Columns", "Patch",
    ]

    /// The instance members a record has besides its stored properties, which a stored
    /// property of the same name would redeclare or make ambiguous: `ModelRecord`'s
    /// `primaryKeyValue` (a Firefox IndexedDB file has a `primary_key_value` column), and
    /// `Hashable`'s `hashValue` (an `Int` every record has; a `hashValue` column made an
    /// `Int64?` of the same name). Such a property takes `Field` (`memberName(_:)`).
    static let recordMembers: Set<String> = ["hashValue", "primaryKeyValue"]

    /// `name`, or `name` with `Field` when every record already has a member so named.
    static func memberName(_ name: String) -> String {
        recordMembers.contains(name) ? name + "Field" : name
    }

    /// Names no type can have: keywords that stand for types (`Any`, `Self`), which a
    /// table named `any` or `self` would otherwise give its record.
    static let typeKeywords: Set<String> = ["Any", "AnyObject", "Self", "Type", "Protocol"]

    /// Whether `name` is a type the generated code uses or a type keyword, which no
    /// generated type may take.
    static func isExternal(_ name: String) -> Bool {
        externalTypes.contains(name) || typeKeywords.contains(name)
    }

    /// The Swift type of entity `name`: `OrderLine`, or `DataRecord` for an entity named
    /// like a type the generated code uses (`externalTypes`) or a type keyword.
    static func recordTypeName(_ name: String) -> String {
        typeName(name, suffixedIfTaken: "Record")
    }

    /// The enumeration type of a `values:` attribute `name`, nested in its record:
    /// `Status`, or `DateValue` for one named like a type the generated code uses.
    static func enumTypeName(_ name: String) -> String {
        typeName(name, suffixedIfTaken: "Value")
    }

    /// `name` in UpperCamelCase, with `suffix` when that names an external type or is a
    /// type keyword.
    private static func typeName(_ name: String, suffixedIfTaken suffix: String) -> String {
        let type = upperCamel(name)
        return isExternal(type) ? type + suffix : type
    }

    /// A property for the attribute `name` whose camel-cased name `camel` another field
    /// of the record has (or which is `_`, no identifier): `name` as written when it is an
    /// identifier of its own (`__identifier` beside `_identifier`, whose camel case is
    /// `identifier`; `foo_bar` beside `fooBar`), else `camel` numbered from 2 (`field`
    /// for `_`). Deterministic: it depends on the attributes before it alone.
    static func distinctProperty(for name: String, camelCased camel: String, taken: Set<String>) -> String {
        if name != "_", isIdentifier(name), !taken.contains(name) { return name }
        let base = camel == "_" ? "field" : camel
        var number = 2
        while taken.contains(base + String(number)) { number += 1 }
        return base + String(number)
    }

    /// Whether `name` is a Swift identifier as it stands: ASCII letters, digits and
    /// underscores, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `release_date` → `releaseDate`; `firstName` → `firstName`; `URL` → `url`.
    static func lowerCamel(_ name: String) -> String {
        let parts = Naming.words(name)
        guard let first = parts.first else { return "_" }
        var result = first.allSatisfy(\.isUppercase) ? first.lowercased() : Naming.lowercasingFirst(first)
        for part in parts.dropFirst() { result += Naming.uppercasingFirst(part) }
        if let initial = result.first, initial.isNumber { result = "_" + result }
        return result
    }

    /// `order_line` → `OrderLine`; `status` → `Status` (`Naming.pascalCase`, made a valid
    /// identifier).
    static func upperCamel(_ name: String) -> String {
        var result = Naming.pascalCase(name)
        if result.isEmpty { result = "_" }
        if let initial = result.first, initial.isNumber { result = "_" + result }
        return result
    }

    /// The identifier escaped with backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The identifier as a member after a dot (`self.name`): bare, as keywords read as
    /// names there, but for the few a dot gives another meaning (`self.init` delegates to
    /// an initializer, `self.self` is the value, `.Type` and `.Protocol` are metatypes).
    static func member(_ identifier: String) -> String {
        let bare = unescaped(identifier)
        return ["init", "self", "Type", "Protocol"].contains(bare) ? "`\(bare)`" : bare
    }

    /// The identifier without the backticks `escaped(_:)` may have put around it (generated
    /// identifiers hold no other backticks). Plain Swift, not Foundation's
    /// `replacingOccurrences`, which bridges to `NSString` and showed in profiles of
    /// `generate`: this runs several times per field.
    static func unescaped(_ identifier: String) -> String {
        guard identifier.utf8.count >= 2, identifier.utf8.first == UInt8(ascii: "`"), identifier.utf8.last == UInt8(ascii: "`") else {
            return identifier
        }
        return String(identifier.dropFirst().dropLast())
    }

    /// A Swift string literal, escaping backslashes, quotes and control characters.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A raw multi-line string literal holding `text` verbatim (for embedded SQL): each
    /// non-empty line indented by `indent`, delimited by one `#` more than the longest run
    /// of `#` after a quote or a backslash in the text (so no quote in it can close the
    /// literal, and no backslash in it starts an escape: a default `C:\#x` failed to
    /// compile, and `a\#nb` became a newline).
    ///
    /// One pass over the UTF-8 bytes: the embedded schema of a large model is megabytes,
    /// which splitting into `String` lines made a tenth of `modelc generate`.
    static func rawMultilineLiteral(_ text: String, indent: String) -> String {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), pound = UInt8(ascii: "#"), newline = UInt8(ascii: "\n")
        let indentBytes = Array(indent.utf8)
        var longestRun = 0
        var body: [UInt8] = []
        body.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var atLineStart = true
        var afterQuote = false
        var run = 0
        for byte in text.utf8 {
            if byte == pound, afterQuote {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                // A backslash followed by as many `#` as the delimiter is an escape.
                afterQuote = byte == quote || byte == backslash
                run = 0
            }
            if byte == newline {
                body.append(newline)
                atLineStart = true
                continue
            }
            if atLineStart {
                body.append(contentsOf: indentBytes)
                atLineStart = false
            }
            body.append(byte)
        }
        // The text's final newline ends its last line; the literal adds its own.
        if body.last == newline { body.removeLast() }
        let pounds = String(repeating: "#", count: longestRun + 1)
        return pounds + "\"\"\"\n" + String(decoding: body, as: UTF8.self) + "\n" + indent + "\"\"\"" + pounds
    }

    /// Case names for enumeration values, unique and escaped: `n/a` → `nA`.
    static func caseNames(for values: [String]) -> [String] {
        var used = Set<String>()
        return values.map { value in
            var name = lowerCamel(value)
            if name == "_" { name = "value" }
            var candidate = name
            var counter = 2
            while used.contains(candidate) {
                candidate = name + String(counter)
                counter += 1
            }
            used.insert(candidate)
            return escaped(candidate)
        }
    }
}
