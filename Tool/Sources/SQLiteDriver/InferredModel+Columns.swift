import Foundation
import Migration
import ModelKit
import SchemaCore

/// How one column reads as an attribute: its model type and the options that make the
/// compiler write the column back exactly (`sqlType:`, `default:`/`defaultSQL:`,
/// `values:`, `min:`, `max:`, `maxLength:`, `check:`, `collate:`).
///
/// Every option is kept only when what the compiler would write for it normalises to
/// what the database holds; otherwise the SQL text is kept as written.
struct ColumnReading {
    var type: AttributeType
    var options: InferredOptions = []
    /// Why the type is not the one the declared type suggests (what the column holds), for
    /// the model's notes.
    var note: String?

    /// Reads `column` of `table`; `isOptional` is whether the attribute will be optional;
    /// `storedClasses` is what a sample of its values holds (`SchemaExtras.storedClasses`).
    init(_ column: Column, in table: Table, isOptional: Bool, storedClasses: [String] = []) {
        let quotedName = StandardSQL.quote(column.name)
        var checks = column.checks
        // A named check stays a `check:` with its name, whatever option it could be read as.
        let names = column.checkNames
        func take(_ compiled: String) -> Bool {
            let wanted = SQLText.normalizedExpression(compiled)
            guard let position = checks.firstIndex(where: { names[$0] == nil && SQLText.normalizedExpression($0) == wanted }) else { return false }
            checks.remove(at: position)
            return true
        }

        type = Self.baseType(of: column)
        switch type {
        case .int, .double:
            // A boolean or a small integer: INTEGER or NUMERIC affinity, never REAL.
            guard column.type != .real else { break }
            if take("\(quotedName) IN (0, 1)") {
                type = .bool
            } else if take("\(quotedName) BETWEEN -32768 AND 32767") {
                type = .int16
            } else if take("\(quotedName) BETWEEN -2147483648 AND 2147483647") {
                type = .int32
            }
        case .string:
            if column.type == .text, take(isOptional ? "\(quotedName) IS NULL OR json_valid(\(quotedName))" : "json_valid(\(quotedName))") {
                type = .json
            }
        default:
            break
        }
        if type == .double, column.type == .any, checks.contains(where: { Self.enumeration($0, column: column.name) != nil }) {
            type = .string
        }
        // What the notes below say of the column first (`column "t"."c" is declared `X` `),
        // built only for a column that gets one.
        var declared: String { "column \(InferredNames.quoted(table.name)).\(InferredNames.quoted(column.name)) is declared \((column.declaredType ?? (column.type == .any ? nil : column.type.rawValue)).flatMap { $0.isEmpty ? nil : "`\($0)`" } ?? "without a type") " }
        if checks == column.checks, let held = Self.typeHolding(storedClasses, insteadOf: type, affinity: column.type) {
            note = declared
                + "but holds \(storedClasses.joined(separator: " and ")) values: adopted as `\(held.rawValue)`, which records read them as (the declared type is kept as `sqlType:`)"
            type = held
        } else if let unread = Self.unreadable(storedClasses, by: type) {
            note = declared
                + "but holds \(unread.joined(separator: " and ")) values, which records of `\(type.rawValue)` cannot read, and no attribute type both keeps the declared type "
                + "and reads them: read the column with SQL, and `migrate test --sample` names the rows"
                + (Self.numerals(storedClasses, by: type).map { "; its \($0.joined(separator: " and ")) values read as their numerals and are saved back as text" } ?? "")
        } else if let numbers = Self.numerals(storedClasses, by: type) {
            note = declared
                + "and holds \(numbers.joined(separator: " and ")) values beside text: records of `string` read them as their numerals and save them back as text"
        }

        let compiledType = SchemaCompiler.columnType(for: type)
        let normalized = column.normalized()
        if normalized.declaredType != nil || column.type != compiledType {
            options.append(("sqlType", .string(column.declaredType ?? column.type.rawValue)))
        }
        if let defaultSQL = column.defaultSQL, normalized.defaultSQL != nil {
            if let value = Self.defaultValue(defaultSQL, type: type) {
                options.append(("default", .literal(value)))
            } else {
                options.append(("defaultSQL", .quoted(defaultSQL)))
            }
        } else if let defaultSQL = column.defaultSQL {
            // `DEFAULT NULL`, which a column without a default gets anyway and comparisons
            // leave out, is still the database's text (Sakila's, Zotero's columns): kept,
            // so a database made from the model declares its columns as this one does.
            options.append(("defaultSQL", .quoted(defaultSQL)))
        }

        var values: [String]?
        var bounds: InferredOptions = []
        var maxLength: Int?
        var kept: [String] = []
        for check in checks {
            if names[check] != nil {
                kept.append(check)
            } else if values == nil, type == .string, let candidate = Self.enumeration(check, column: column.name),
               SQLText.normalizedExpression(check) == SQLText.normalizedExpression("\(quotedName) IN (\(candidate.map(SQLiteDialect().literal).joined(separator: ", ")))") {
                values = candidate
            } else if type.isNumeric, let bound = Self.bound(check, column: column.name, after: ">="), !bounds.contains(where: { $0.key == "min" }) {
                bounds.append(("min", .literal(bound)))
            } else if type.isNumeric, let bound = Self.bound(check, column: column.name, after: "<="), !bounds.contains(where: { $0.key == "max" }) {
                bounds.append(("max", .literal(bound)))
            } else if maxLength == nil, type == .string, let length = Self.maxLength(check, column: column.name) {
                maxLength = length
            } else {
                kept.append(check)
            }
        }
        if let values { options.append(("values", .list(values.map { .string($0) }))) }
        options += bounds.sorted { $0.key == "min" && $1.key == "max" }
        if let maxLength { options.append(("maxLength", .int(maxLength))) }
        let keptItems = kept.map { check in names[check].map { InferredAttribute.namedCheck(check, name: $0) } ?? .quoted(check) }
        if keptItems.count == 1 {
            options.append(("check", keptItems[0]))
        } else if !kept.isEmpty {
            options.append(("check", .list(keptItems)))
        }
        if let collation = column.collation, normalized.collation != nil {
            options.append(("collate", .string(collation)))
        }
    }

    /// The type that reads every value of `classes` (a sample's storage classes) when
    /// `type`, from the declared type, would not, so records of it would refuse the rows;
    /// nil when `type` reads them, or when no type both reads them and keeps the declared
    /// type (text in an INTEGER or REAL column stays: a `string` there would have its
    /// numerals converted; a column of mixed values keeps its declared type too, and
    /// `migrate test --sample` names its rows).
    ///
    /// Text alone in a column of NUMERIC affinity (`affinity` `.any`: `GUID`, `ENUM`,
    /// `BOOLEAN` holding 't' and 'f') is `string`: SQLite has already made a number of
    /// every value that reads as one, so what stayed text is text, which no number type
    /// reads. Text alone in a BLOB column is `string` too: a BLOB column keeps each value
    /// as given (MediaWiki declares its text columns BLOB: page titles, user names).
    static func typeHolding(_ classes: [String], insteadOf type: AttributeType, affinity: ColumnType) -> AttributeType? {
        guard !classes.isEmpty else { return nil }
        let held = Set(classes)
        if affinity == .any, held == ["text"], type.isNumeric { return .string }
        switch type {
        case .data:
            return held == ["text"] ? .string : nil
        case .json:
            return nil
        case .int:
            if held == ["blob"] { return .data }
            if held.isSubset(of: ["integer", "real"]) && held.contains("real") { return .double }
            return nil
        case .double, .decimal:
            return held == ["blob"] ? .data : nil
        case .string:
            if held == ["blob"] { return .data }
            if held == ["integer"] { return .int }
            if held.isSubset(of: ["integer", "real"]) { return .double }
            return nil
        default:
            return nil
        }
    }

    /// The storage classes among `classes` (a sample's) that records of `type` refuse,
    /// when `typeHolding` found no type that reads them all: text in an INTEGER or REAL
    /// column (Anki's `notes.sfld`, declared `integer` so that numbers sort as numbers),
    /// numbers beside text in a TEXT one. Nil when every class is read.
    static func unreadable(_ classes: [String], by type: AttributeType) -> [String]? {
        let read: Set<String>
        switch type {
        // A whole number stored as a real reads as an integer.
        case .int, .int16, .int32, .bool: read = ["integer", "real"]
        case .double, .float: read = ["integer", "real"]
        // A number reads as its numeral (`numerals`), as SQLite gives it as text.
        case .string: read = ["text", "integer", "real"]
        case .url, .uuid: read = ["text"]
        case .data: read = ["blob"]
        default: return nil
        }
        let unread = classes.filter { !read.contains($0) }
        return unread.isEmpty ? nil : unread
    }

    /// The number classes among `classes` that records of a `string` attribute read as
    /// their numerals (`5` as "5") and save back as text, another storage class; nil for
    /// another type or none.
    static func numerals(_ classes: [String], by type: AttributeType) -> [String]? {
        guard type == .string else { return nil }
        let numbers = classes.filter { $0 == "integer" || $0 == "real" }
        return numbers.isEmpty ? nil : numbers
    }

    /// The model type a column's affinity suggests (see `InferredModel` for the rules).
    static func baseType(of column: Column) -> AttributeType {
        switch column.type {
        case .integer: return .int
        case .real: return .double
        case .text: return .string
        case .blob: return .data
        case .any:
            let declared = (column.declaredType ?? "").uppercased()
            if declared.isEmpty || declared == "ANY" { return untypedType(defaultSQL: column.defaultSQL) }
            // A default of text that is no number says the column holds text, whatever its
            // type's name: Rails' booleans (`boolean DEFAULT 't'`, Plex) are 't' and 'f'.
            if let text = column.defaultSQL.map(SQLText.normalizedDefault), text.hasPrefix("'"), Double(text.dropFirst().dropLast()) == nil {
                return .string
            }
            if declared.contains("BOOL") { return .int }
            // MySQL's `YEAR` (`YEAR(4)`), as its ports keep it (Sakila's `release_year`):
            // four-digit years, whole numbers.
            if declared == "YEAR" || (declared.hasPrefix("YEAR(") && declared.hasSuffix(")")) { return .int }
            // Dates and times are text in every ORM that declares them so, and so are JSON
            // (`json`: knex, Strapi, PocketBase) and `string` (Plex): NUMERIC affinity by
            // SQLite's rules, which look for TEXT, CHAR or CLOB, but what they hold is text.
            if ["DATE", "TIME", "JSON", "STRING"].contains(where: declared.contains) { return .string }
            return .double
        }
    }

    /// The model type of a column declared with no type (or `ANY`), which keeps every
    /// value as given: that of its default's literal (`DEFAULT 0`: a flag stored as the
    /// integer 0, which records reading a `string` would refuse), else `string`.
    static func untypedType(defaultSQL: String?) -> AttributeType {
        let text = defaultSQL.map(SQLText.normalizedDefault) ?? ""
        guard let tokens = try? SQLTokenizer.tokenize(text),
              tokens.allSatisfy({ $0.kind == .number || ($0.kind == .symbol && ["-", "+"].contains($0.text)) }),
              let number = tokens.last, number.kind == .number, tokens.filter({ $0.kind == .number }).count == 1
        else { return .string }
        return Int64(number.text) != nil || number.text.lowercased().hasPrefix("0x") ? .int : .double
    }

    // MARK: Defaults

    /// The model default for the SQL default `sql` of an attribute of `type`, when the
    /// compiler writes it back to the same SQL; nil when it must stay SQL.
    static func defaultValue(_ sql: String, type: AttributeType) -> ModelValue? {
        let text = SQLText.normalizedDefault(sql)
        guard let tokens = try? SQLTokenizer.tokenize(text), !tokens.isEmpty else { return nil }
        var value: ModelValue?
        if tokens.count == 1, tokens[0].kind == .string {
            value = .string(String(tokens[0].text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"))
        } else if tokens.allSatisfy({ $0.kind == .number || ($0.kind == .symbol && $0.text == "-") }),
                  tokens.filter({ $0.kind == .number }).count == 1 {
            if type == .bool, text == "0" || text == "1" {
                value = .bool(text == "1")
            } else if let integer = Int64(text) {
                value = .int(integer)
            } else if let number = Double(text), number.isFinite {
                // Only plain decimals: YAML readers disagree about exponents.
                guard Self.isPlainDecimal(number) else { return nil }
                value = .double(number)
            }
        }
        guard let value, isAllowed(value, as: type) else { return nil }
        return SQLText.normalizedDefault(SchemaCompiler.defaultSQL(value, for: type)) == text ? value : nil
    }

    /// Whether `number` as Swift spells it (which is how a model file writes it) has no
    /// exponent: `1.5`, not `1e+20`.
    static func isPlainDecimal(_ number: Double) -> Bool {
        String(number).allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }
    }

    /// Whether validation accepts `value` as the default of an attribute of `type`.
    static func isAllowed(_ value: ModelValue, as type: AttributeType) -> Bool {
        switch (type, value) {
        case (.string, .string): true
        case (.int, .int), (.int16, .int), (.int32, .int): true
        case (.double, .int), (.double, .double), (.float, .int), (.float, .double): true
        case (.bool, .bool): true
        default: false
        }
    }

    // MARK: Checks

    /// The strings of `x IN ('a', 'b')` on `column`, or nil when the check is not that.
    static func enumeration(_ check: String, column: String) -> [String]? {
        guard let tokens = try? SQLTokenizer.tokenize(SQLText.normalizedExpression(check)),
              tokens.count >= 5, tokens[0].identifier == column, tokens[1].isKeyword("IN"),
              tokens[2].kind == .openParenthesis, tokens.last?.kind == .closeParenthesis else { return nil }
        var values: [String] = []
        for (offset, token) in tokens.dropFirst(3).dropLast().enumerated() {
            if offset % 2 == 1 {
                guard token.kind == .comma else { return nil }
            } else {
                guard token.kind == .string else { return nil }
                values.append(String(token.text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"))
            }
        }
        return values.isEmpty ? nil : values
    }

    /// The number in `x >= N` (or `<=`) on `column`, when the compiler writes
    /// `min:`/`max:` back to the same text.
    static func bound(_ check: String, column: String, after symbol: String) -> ModelValue? {
        let text = SQLText.normalizedExpression(check)
        guard let tokens = try? SQLTokenizer.tokenize(text), tokens.count >= 3,
              tokens[0].identifier == column, tokens[1].kind == .symbol, tokens[1].text == symbol else { return nil }
        let number = text[tokens[2].range.lowerBound...]
        let bound: ModelValue
        let compiled: String
        if let integer = Int64(number) {
            bound = .int(integer)
            compiled = Self.numberText(Double(integer))
        } else if let value = Double(number), value.isFinite {
            guard Self.isPlainDecimal(value) else { return nil }
            bound = .double(value)
            compiled = Self.numberText(value)
        } else {
            return nil
        }
        let expected = SQLText.normalizedExpression("\(StandardSQL.quote(column)) \(symbol) \(compiled)")
        return expected == text ? bound : nil
    }

    /// The N of `length(x) <= N` on `column`, when the compiler writes it back the same.
    static func maxLength(_ check: String, column: String) -> Int? {
        let text = SQLText.normalizedExpression(check)
        guard let tokens = try? SQLTokenizer.tokenize(text), let last = tokens.last, last.kind == .number,
              let length = Int(last.text), length >= 0 else { return nil }
        let expected = SQLText.normalizedExpression("length(\(StandardSQL.quote(column))) <= \(length)")
        return expected == text ? length : nil
    }

    /// A number as the compiler writes it: integral values without a fraction.
    static func numberText(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
