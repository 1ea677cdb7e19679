import Foundation

/// Checks on one attribute: options that do not fit its type, and a `default` that
/// breaks the attribute's own type, enumeration, bounds, length or pattern.
///
/// A default is written into the table definition, so a wrong one would make every
/// insert that relies on it fail (or store a value the app cannot read back).
extension Validation {
    /// `primaryKey` is the name of `entity`'s key attribute (`Entity.primaryKey`), looked
    /// up once per entity rather than once per attribute.
    mutating func checkAttribute(_ attribute: Attribute, of entity: Entity, primaryKey: String?) {
        // Built only when a message needs it: most attributes have no problem. The
        // closure holds the two names, not copies of the entity and attribute.
        let entityName = entity.name, attributeName = attribute.name
        let owner = { quoted("\(entityName).\(attributeName)") }
        let type = attribute.type
        if attribute.renamedFrom == attribute.name {
            warning(
                "attribute \(owner()) is `renamedFrom` its own name",
                at: attribute.location(of: "renamedFrom"),
                hint: "remove `renamedFrom`, or name the attribute's previous name"
            )
        }
        checkMergedFrom(of: attribute, in: entity, owner: owner)
        if attribute.isPrimaryKey || primaryKey == attribute.name {
            for (flag, isSet) in [("unique", attribute.isUnique), ("indexed", attribute.isIndexed)] where isSet {
                warning(
                    "`\(flag): true` on primary key \(owner()) is redundant: a primary key is already unique and indexed",
                    at: attribute.location(of: flag),
                    hint: "remove `\(flag)`"
                )
            }
        }
        checkValues(of: attribute, owner: owner)
        checkBounds(of: attribute, owner: owner)
        if let maxLength = attribute.maxLength {
            if !type.isTextual {
                error(
                    "`maxLength` applies only to string and url attributes, and \(owner()) is \(type.rawValue)",
                    at: attribute.location(of: "maxLength"),
                    hint: "remove `maxLength`"
                )
            } else if maxLength <= 0 {
                error("`maxLength` of \(owner()) is \(maxLength)", at: attribute.location(of: "maxLength"), hint: "use a positive length")
            }
        }
        let regex = checkPattern(of: attribute, owner: owner)
        if let value = attribute.defaultValue {
            checkDefault(value, of: attribute, owner: owner, regex: regex)
        }
    }

    private mutating func checkValues(of attribute: Attribute, owner: () -> String) {
        if !attribute.renamedValues.isEmpty {
            let values = Set(attribute.values ?? [])
            if attribute.values == nil {
                error("`renamedValues` of \(owner()) renames values of an enumeration, and it has no `values`", at: attribute.location(of: "renamedValues"),
                      hint: "list the values with `values:`, or remove `renamedValues`")
            }
            for (new, old) in attribute.renamedValues.sorted(by: { $0.key < $1.key }) where attribute.values != nil {
                if !values.contains(new) {
                    error("`renamedValues` of \(owner()) names \(quoted(new)), which is not in its `values`", at: attribute.location(of: "renamedValues"),
                          hint: Suggestion.didYouMean(new, among: Array(values).sorted()) ?? "map a value of `values` to the one it was")
                }
                if values.contains(old) {
                    error("`renamedValues` of \(owner()) says \(quoted(new)) was \(quoted(old)), which is still in its `values`", at: attribute.location(of: "renamedValues"),
                          hint: "a value renamed is no longer listed; remove it from `values`, or the rename")
                }
            }
        }
        guard let values = attribute.values else { return }
        if attribute.type != .string {
            error(
                "`values` applies only to string attributes, and \(owner()) is \(attribute.type.rawValue)",
                at: attribute.location(of: "values"),
                hint: "use `type: string` for an enumeration"
            )
        }
        if values.isEmpty {
            error("`values` of \(owner()) is empty", at: attribute.location(of: "values"), hint: "list at least one value, or remove `values`")
        }
        var seen = Set<String>()
        for value in values where !seen.insert(value).inserted {
            error("value \(quoted(value)) appears twice in `values` of \(owner())", at: attribute.location(of: "values"), hint: "remove the duplicate")
        }
        if let maxLength = attribute.maxLength, maxLength > 0 {
            for value in values where value.count > maxLength {
                error(
                    "value \(quoted(value)) of \(owner()) is longer than its `maxLength` \(maxLength)",
                    at: attribute.location(of: "values"),
                    hint: "raise `maxLength` or shorten the value"
                )
            }
        }
    }

    private mutating func checkBounds(of attribute: Attribute, owner: () -> String) {
        // Most attributes have neither bound; they skip building the list and table below.
        guard attribute.min != nil || attribute.max != nil else { return }
        let type = attribute.type
        var numbers: [String: Double] = [:]
        for (option, bound) in [("min", attribute.min), ("max", attribute.max)] {
            guard let bound else { continue }
            guard type.isNumeric else {
                error(
                    "`\(option)` applies only to numeric attributes, and \(owner()) is \(type.rawValue)",
                    at: attribute.location(of: option),
                    hint: type.isTextual ? "use `maxLength` to limit the length of text" : "remove `\(option)`"
                )
                continue
            }
            guard let number = bound.numericValue else {
                error("`\(option)` of \(owner()) is \(bound), not a number", at: attribute.location(of: option), hint: "write a number, e.g. `\(option): 0`")
                continue
            }
            if type.isInteger, case .double = bound {
                error(
                    "`\(option)` of \(type.rawValue) attribute \(owner()) is \(bound), not an integer",
                    at: attribute.location(of: option),
                    hint: "write a whole number"
                )
                continue
            }
            numbers[option] = number
        }
        if let min = numbers["min"], let max = numbers["max"], min > max {
            error(
                "`min` \(attribute.min.map(\.description) ?? "") of \(owner()) is greater than its `max` \(attribute.max.map(\.description) ?? "")",
                at: attribute.location(of: "min"),
                hint: "make `min` at most `max`"
            )
        }
    }

    /// Reports a misplaced or invalid `pattern`; returns the compiled expression when usable.
    private mutating func checkPattern(of attribute: Attribute, owner: () -> String) -> NSRegularExpression? {
        guard let pattern = attribute.pattern else { return nil }
        guard attribute.type.isTextual else {
            error(
                "`pattern` applies only to string and url attributes, and \(owner()) is \(attribute.type.rawValue)",
                at: attribute.location(of: "pattern"),
                hint: "remove `pattern`"
            )
            return nil
        }
        // A plain pattern is valid without compiling it; it is compiled only when a
        // default has to be matched against it (see `PatternSyntax` for why).
        if attribute.defaultValue == nil, PatternSyntax.isPlainAndValid(pattern) { return nil }
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            self.error(
                "`pattern` \(quoted(pattern)) of \(owner()) is not a valid regular expression",
                at: attribute.location(of: "pattern"),
                hint: "write an ICU regular expression (as NSRegularExpression reads it), e.g. `^[a-z]+$`"
            )
            return nil
        }
    }

    private mutating func checkDefault(_ value: ModelValue, of attribute: Attribute, owner: () -> String, regex: NSRegularExpression?) {
        if let problem = DefaultValueCheck.problem(with: value, for: attribute.type) {
            error("default \(value) of \(owner()) \(problem.message)", at: attribute.location(of: "default"), hint: problem.hint)
            return
        }
        if let values = attribute.values, case .string(let text) = value, !values.contains(text) {
            error(
                "default \(value) of \(owner()) is not one of its values (\(values.joined(separator: ", ")))",
                at: attribute.location(of: "default"),
                hint: "use one of the listed values, or add it to `values`"
            )
        }
        if attribute.type.isNumeric, let number = value.numericValue {
            if let min = attribute.min, let bound = min.numericValue, number < bound {
                error("default \(value) of \(owner()) is below its `min` \(min)", at: attribute.location(of: "default"), hint: "use a default of at least \(min)")
            }
            if let max = attribute.max, let bound = max.numericValue, number > bound {
                error("default \(value) of \(owner()) is above its `max` \(max)", at: attribute.location(of: "default"), hint: "use a default of at most \(max)")
            }
        }
        if case .string(let text) = value {
            if let maxLength = attribute.maxLength, maxLength > 0, text.count > maxLength {
                error(
                    "default \(value) of \(owner()) is longer than its `maxLength` \(maxLength)",
                    at: attribute.location(of: "default"),
                    hint: "shorten the default or raise `maxLength`"
                )
            }
            if let regex, regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                error(
                    "default \(value) of \(owner()) does not match its `pattern`",
                    at: attribute.location(of: "default"),
                    hint: "change the default or the pattern"
                )
            }
        }
    }

    /// `mergedFrom` names attributes this version no longer has: a merged attribute is
    /// dropped once its values are carried over. Naming one that is still here (or the
    /// attribute itself, or the same one twice) would merge nothing, or a column into
    /// itself.
    private mutating func checkMergedFrom(of attribute: Attribute, in entity: Entity, owner: () -> String) {
        guard !attribute.mergedFrom.isEmpty else { return }
        var seen: Set<String> = []
        for merged in attribute.mergedFrom {
            if !seen.insert(merged).inserted {
                error("attribute \(owner()) names \(quoted(merged)) twice in `mergedFrom`",
                      at: attribute.location(of: "mergedFrom"), hint: "name each previous attribute once")
            } else if merged == attribute.name || merged == attribute.renamedFrom {
                error("attribute \(owner()) is `mergedFrom` \(merged == attribute.name ? "its own name" : "its `renamedFrom`")",
                      at: attribute.location(of: "mergedFrom"),
                      hint: "`mergedFrom` names other attributes of the previous version, whose values this one takes over")
            } else if entity.attribute(named: merged) != nil || entity.relationship(named: merged) != nil {
                error("attribute \(owner()) is `mergedFrom` \(quoted(merged)), which this version still has",
                      at: attribute.location(of: "mergedFrom"),
                      hint: "an attribute named in `mergedFrom` is dropped once its values are carried over: remove \(quoted("\(entity.name).\(merged)")) from this version, or remove it from `mergedFrom`")
            }
        }
    }
}

/// Whether a literal can be the default of an attribute type, and if not, why.
enum DefaultValueCheck {
    struct Problem {
        var message: String
        var hint: String
    }

    static func problem(with value: ModelValue, for type: AttributeType) -> Problem? {
        switch type {
        case .string:
            guard case .string = value else { return Problem(message: "is not a string", hint: "quote it: `default: \"\(plain(value))\"`") }
        case .url:
            guard case .string(let text) = value, URL(string: text) != nil else {
                return Problem(message: "is not a URL", hint: "write a URL string, e.g. `default: \"https://example.com\"`")
            }
        case .int, .int16, .int32:
            let range = type.integerRange ?? Int64.min...Int64.max
            // A whole number beyond 64 bits is read as a double (`2^63`): out of range, not
            // "not an integer".
            if case .double(let number) = value, number.isFinite, number.rounded() == number, abs(number) >= 9.2e18 {
                return Problem(message: "is out of range for \(type.rawValue) (\(range.lowerBound)...\(range.upperBound))", hint: "use a value in range")
            }
            guard case .int(let number) = value else {
                return Problem(message: "is not an integer", hint: "write a whole number without quotes, e.g. `default: 0`")
            }
            guard range.contains(number) else {
                return Problem(
                    message: "is out of range for \(type.rawValue) (\(range.lowerBound)...\(range.upperBound))",
                    hint: "use a value in range, or a wider integer type")
            }
        case .double, .float:
            guard value.numericValue != nil else {
                return Problem(message: "is not a number", hint: "write a number without quotes, e.g. `default: 0.0`")
            }
        case .decimal:
            switch value {
            case .int, .double: break
            // Within what a `Decimal` holds (exponents -128 to 127): `1e400` passed, and no
            // record could read a row holding it.
            case .string(let text) where isDecimalLiteral(text) && Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) != nil: break
            default: return Problem(message: "is not a decimal number", hint: "write a number, e.g. `default: \"0.00\"`")
            }
        case .bool:
            guard case .bool = value else { return Problem(message: "is not a boolean", hint: "write `default: true` or `default: false`") }
        case .date:
            guard case .string(let text) = value, isISO8601Date(text) else {
                return Problem(
                    message: "is not an ISO-8601 date",
                    hint: "write a date like `default: \"2024-01-02T03:04:05Z\"` (or with milliseconds `…05.678Z`)")
            }
        case .uuid:
            // `UUID(uuidString:)` reads the text as a C string, so a NUL after 36 valid
            // characters would pass and reach the DDL, where SQLite stops at it.
            guard case .string(let text) = value, text.utf8.count == 36, UUID(uuidString: text) != nil else {
                return Problem(message: "is not a UUID", hint: "write a UUID like `default: \"00000000-0000-0000-0000-000000000000\"`")
            }
        case .data:
            return Problem(message: "cannot be stored: `data` attributes have no default", hint: "remove `default` and set the value in code")
        case .json:
            switch value {
            case .int, .double: break
            case .string(let text) where isJSONText(text): break
            default:
                return Problem(message: "is not JSON text", hint: "write the JSON as a string, e.g. `default: \"{}\"`")
            }
        }
        return nil
    }

    /// The literal without the quotes `ModelValue.description` puts on strings.
    private static func plain(_ value: ModelValue) -> String {
        if case .string(let text) = value { return text }
        return value.description
    }

    /// `-12`, `3.50`, `1e-3`: what `Decimal` stores exactly.
    ///
    /// A literal the byte scan accepts is accepted by the regular expression too, so
    /// the usual default answers without compiling the expression (as Foundation does
    /// on every call); anything else is still decided by the expression, which also
    /// has the last word on details such as a trailing line break.
    static func isDecimalLiteral(_ text: String) -> Bool {
        if isPlainDecimalLiteral(text) { return true }
        return text.range(of: #"^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    /// The grammar of `isDecimalLiteral`'s expression, on ASCII bytes: a sign, digits
    /// with an optional fraction (or a fraction alone), an optional exponent.
    static func isPlainDecimalLiteral(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < bytes.count && (0x30...0x39).contains(bytes[at]) }
        func digits() -> Int {
            let start = index
            while isDigit(index) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = digits()
            guard whole > 0 || fraction > 0 else { return false }
        } else if whole == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// A full date-time with a zone (`2024-01-02T03:04:05Z`, optional fraction), or a
    /// calendar date (`2024-01-02`, meaning midnight UTC).
    static func isISO8601Date(_ text: String) -> Bool {
        // ICU stops the process (SIGFPE) on a fraction of 35 digits or more (found by
        // fuzzing); no date-time with nanoseconds and a zone offset is over 40 characters.
        guard text.utf8.count <= 40 else { return false }
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        return [withFraction, plain, dateOnly].contains { $0.date(from: text) != nil } && hasDayOfItsMonth(text)
    }

    /// Whether the day of `text`'s `YYYY-MM-DD` is one its month has: the formatter
    /// carries `2024-02-30` over into March 1, which the generated records and the
    /// migrations' checks refuse (migrations.md names that very date).
    private static func hasDayOfItsMonth(_ text: String) -> Bool {
        let digits = Array(text.utf8.prefix(10))
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-") else { return true }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: digits[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    static func isJSONText(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
    }
}
