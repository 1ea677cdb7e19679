import Foundation
import ModelKit
import ModelRuntime
import SchemaCore

/// The values `TestDataGenerator` gives one column that is not a foreign key: a list of
/// edge cases that pass the attribute's rules, and an ordinary value for the other
/// rows, both as SQL of the row's index.
struct ColumnValues {
    /// SQL literals (or `NULL`), each used for one row in `edges.count + ordinaryShare`.
    private(set) var edges: [String] = []
    /// The SQL of an ordinary value of row `i`; `{i}` stands for the index.
    private(set) var ordinary: String = "NULL"
    /// What could not be generated as asked.
    private(set) var note: String?
    /// Values computed in Swift, one per row, when no SQL expression gives them (distinct
    /// text matching a pattern); `ordinary` is then `{list}`, which the generator
    /// replaces with a look-up of row `i` in a temporary table.
    private(set) var rowValues: [String]?
    private let rows: Int
    private let shift: Int

    /// How many rows in each cycle get an ordinary value, after the edge cases.
    private static let ordinaryShare = 3

    init(attribute: Attribute?, column: Column, isKey: Bool, distinct: Bool, rows: Int, seed: UInt64, shift: Int) {
        self.shift = shift
        self.rows = rows
        guard let attribute else {
            ordinary = Self.byAffinity(column.type)
            return
        }
        let type = attribute.type
        let unique = distinct || isKey
        switch attribute.rules {
        case .oneOf(let values)?:
            let allowed = values.map(Self.text)
            edges = Array(allowed.dropFirst())
            ordinary = allowed.first ?? "NULL"
        default:
            switch type {
            case .string: strings(attribute, unique: unique)
            case .url: urls(attribute, unique: unique)
            case .int, .int32, .int16: integers(attribute, unique: unique)
            case .double, .float: reals(attribute, unique: unique)
            case .decimal: decimals(attribute, unique: unique)
            case .bool: ordinary = "(({i} + \(shift)) % 2)"
            case .date:
                if !unique {
                    edges = ["0001-01-01T00:00:00.000Z", "1970-01-01T00:00:00.000Z", "2000-02-29T23:59:59.999Z",
                             "2038-01-19T03:14:08.000Z", "9999-12-31T23:59:59.999Z"].map(Self.text)
                }
                ordinary = "strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + {i} * 3607, 'unixepoch')"
            case .uuid:
                if !unique { edges = [Self.text("00000000-0000-0000-0000-000000000000")] }
                ordinary = "printf('%08x-%04x-4%03x-a%03x-%012x', {i}, ({i} * 40503 + \(seed % 65_536)) % 65536, {i} % 4096, \(seed % 4096), ({i} * 2654435761 + \(seed % 1_000_000_007)) % 281474976710656)"
            case .data:
                if !unique { edges = ["X''", "X'00FF7F80'"] }
                ordinary = "CAST(printf('blob-%d', {i}) AS BLOB)"
            case .json:
                if !unique {
                    edges = ["{}", "[]", #"{"list":[1,2.5,{"nested":null}],"text":"caf\u00e9 \"quoted\""}"#, #""text""#, "0"].map(Self.text)
                }
                ordinary = "json_object('n', {i}, 'even', json(CASE WHEN {i} % 2 = 0 THEN 'true' ELSE 'false' END))"
            }
        }
        if type == .date, let digits = Self.fractionalDigits(column.declaredType), digits < 3 {
            // A server's `timestamp(0)` rounds the milliseconds it does not keep: the last
            // instant of 9999 became 10000-01-01, which no record reads. The edges keep only
            // the digits the column does.
            edges = edges.map { edge in
                edge.replacing(/\.([0-9]{3})Z'/) { match in
                    "." + match.1.prefix(digits) + String(repeating: "0", count: 3 - digits) + "Z'"
                }
            }
        }
        if let precision = DeclaredPrecision(column.declaredType), [.int, .int32, .int16, .double, .float, .decimal].contains(type) {
            fit(to: precision, isDecimal: type == .decimal)
        }
        if [.int, .int32, .int16, .double, .float].contains(type), !unique, attribute.rules == nil, attribute.min == nil, attribute.max == nil,
           Self.declaresBoolean(attribute.sqlType) {
            // A number the database declares a boolean (Django's `is_staff bool`, adopted
            // as `int` with `sqlType: bool`; a `BIT` adopted as `double`) holds 0 and 1, as
            // real rows do: other numbers failed every change to `bool` that real data passes.
            edges = []
            ordinary = "(({i} + \(shift)) % 2)"
        }
        if type == .string, attribute.pattern == nil, let time = DeclaredTime(column.declaredType) {
            // Text an adopted schema declares a date or time (`DATE`, `TIMESTAMP`): a server
            // that keeps the type refuses any other text, so every value is one.
            edges = []
            ordinary = "strftime('\(time.format)', 1700000000 + {i} * \(time.step), 'unixepoch')"
        }
        if type == .string, attribute.pattern == nil, attribute.rules == nil, let server = ServerTypeText(column.declaredType) {
            // Text a server reads by a type of its own (an array, an interval, an address).
            edges = []
            ordinary = server.ordinary
        }
        if let length = Self.declaredLength(column.declaredType), [.string, .url].contains(type), attribute.rules == nil {
            edges = edges.filter { literal in
                !literal.hasPrefix("'") || Self.unquoted(literal).unicodeScalars.count <= length
            }
            if attribute.pattern == nil {
                // A key or unique column cut short would repeat (Northwind's `customer_id
                // VARCHAR(5)` got `text ` 100 times): it takes the row number in hex instead.
                ordinary = Self.limited(ordinary, to: length, unique: unique)
            } else if let values = rowValues {
                // Text made to match a pattern is kept whole (a cut one may not match).
                rowValues = values.filter { $0.unicodeScalars.count <= length }
                if rowValues?.isEmpty == true { rowValues = nil; ordinary = "NULL" }
            }
        }
        if unique { edges = [] }
        if attribute.isOptional && !isKey { edges.append("NULL") }
        // SQLite writes the generated rows: a default adopted from another engine
        // (a server's `now()`) is left out of the edges rather than failing every row.
        if !unique, let defaultSQL = column.defaultSQL, !edges.contains(defaultSQL), SQLiteExpression.evaluates(defaultSQL) { edges.append(defaultSQL) }
    }

    /// The column's value in the row numbered by the SQL `index`.
    func expression(index: String) -> String {
        let ordinary = self.ordinary.replacingOccurrences(of: "{i}", with: index)
        guard !edges.isEmpty else { return ordinary }
        let cycle = edges.count + Self.ordinaryShare
        let cases = edges.enumerated().map { "WHEN \($0.offset) THEN \($0.element)" }.joined(separator: " ")
        return "CASE ((\(index) + \(shift)) % \(cycle)) \(cases) ELSE \(ordinary) END"
    }

    // MARK: - Text

    private mutating func strings(_ attribute: Attribute, unique: Bool) {
        let rules = FieldRules<String>.text(maxLength: attribute.maxLength, pattern: attribute.pattern)
        func passes(_ text: String) -> Bool { (try? rules.check(text, at: .root)) != nil }
        var samples = ["", "O'Brien \"quoted\" \\ back", "naïve café – 日本語 🙂", "  padded  ", "line\nbreak"]
        // Text at the limit, up to 10,000 characters (a larger limit gets the longest of those).
        if let maxLength = attribute.maxLength, maxLength > 0 { samples.append(String(repeating: "x", count: Swift.min(maxLength, 10_000))) }
        if let pattern = attribute.pattern {
            let matching = (PatternSamples.samples(for: pattern) + samples).filter(passes)
            guard let first = matching.first else {
                note = "no generated text matches the pattern \(pattern); rows hold ordinary text"
                ordinary = "'text ' || {i}"
                return
            }
            guard unique else {
                edges = Array(matching.dropFirst().prefix(6)).map(Self.text)
                ordinary = Self.text(first)
                return
            }
            let distinct = PatternSamples.distinctSamples(for: pattern, count: rows).filter(passes)
            rowValues = distinct.isEmpty ? [first] : distinct
            ordinary = "{list}"
            if distinct.count < rows {
                note = "\(distinct.count) distinct values match its pattern \(pattern); rows beyond them are skipped"
            }
            return
        }
        edges = samples.filter(passes).map(Self.text)
        ordinary = Self.limited("'text ' || {i}", to: attribute.maxLength, unique: unique)
    }

    private mutating func urls(_ attribute: Attribute, unique: Bool) {
        let samples = ["https://example.org/path?q=a%20b&r=1#top", "file:///tmp/report.pdf"]
        edges = samples.filter { $0.count <= (attribute.maxLength ?? .max) }.map(Self.text)
        ordinary = Self.limited("'https://example.org/item/' || {i}", to: attribute.maxLength, unique: unique)
    }

    /// `text` cut to `maxLength` characters; a unique column's text is the index in
    /// base 36 when the prefix would not fit, so it stays distinct.
    private static func limited(_ text: String, to maxLength: Int?, unique: Bool) -> String {
        guard let maxLength else { return text }
        if unique && maxLength < 12 { return "substr(printf('%x', {i}), 1, \(maxLength))" }
        return "substr(\(text), 1, \(maxLength))"
    }

    // MARK: - Numbers

    /// Whether `sqlType` declares a boolean: `BOOL`, `BOOLEAN`, `BIT` (one bit), or
    /// MySQL's `TINYINT(1)`.
    static func declaresBoolean(_ sqlType: String?) -> Bool {
        guard let sqlType else { return false }
        let words = sqlType.lowercased().filter { !$0.isWhitespace }
        return ["bool", "boolean", "bit", "bit(1)", "tinyint(1)"].contains(words)
    }

    /// The range of an integer type a database declares narrower than 64 bits
    /// (`smallint`, `int2`; `integer`, `int`, `int4`, `mediumint`), which a server that
    /// keeps the type enforces: Roundcube's adopted `smallint`, a server's `serial`
    /// key adopted as an `int` with `sqlType: integer`. Nil for any other.
    static func declaredIntegerRange(_ sqlType: String?) -> ClosedRange<Int64>? {
        switch sqlType?.lowercased().trimmingCharacters(in: .whitespaces) {
        case "smallint", "int2", "smallserial": Int64(Int16.min)...Int64(Int16.max)
        case "integer", "int", "int4", "mediumint", "serial": Int64(Int32.min)...Int64(Int32.max)
        default: nil
        }
    }

    private mutating func integers(_ attribute: Attribute, unique: Bool) {
        let declared = Self.declaredIntegerRange(attribute.sqlType)
        let limits = declared ?? attribute.type.integerRange ?? Int64.min...Int64.max
        let low = Swift.max(limits.lowerBound, Self.integer(attribute.min) ?? limits.lowerBound)
        let high = Swift.min(limits.upperBound, Self.integer(attribute.max) ?? limits.upperBound)
        guard low <= high else { return }
        // The type's limits only for 16- and 32-bit integers: a 64-bit column's edge is
        // ±2^53, the largest integer a double holds exactly, so a planned change to a
        // real number is not refused for values real data rarely holds (a sample of the
        // user's own data, `--sample`, tests those).
        let large: [Int64] = attribute.type == .int && declared == nil ? [9_007_199_254_740_992, -9_007_199_254_740_992] : [limits.lowerBound, limits.upperBound]
        let bounds = [Self.integer(attribute.min).map { _ in low }, Self.integer(attribute.max).map { _ in high }].compactMap { $0 }
        edges = Array(Set(bounds + large + [0, 1, -1]).filter { (low...high).contains($0) }).sorted().map { String($0) }
        // Ordinary values stay within a billion of the lower end (of 1 for a key, of
        // -1000 otherwise), so the arithmetic never leaves 64 bits.
        let start = low == Int64.min ? (unique ? 1 : -1000) : low
        let (difference, overflow) = high.subtractingReportingOverflow(start)
        let span = overflow || difference >= 1_000_000_000 ? 1_000_000_000 : difference + 1
        ordinary = unique ? "(\(start) + ({i} % \(span)))" : "(\(start) + (({i} * 7919 + \(shift)) % \(span)))"
    }

    private mutating func reals(_ attribute: Attribute, unique: Bool) {
        let low = Self.number(attribute.min)
        let high = Self.number(attribute.max)
        var samples: [Double] = [0, -0.5, 1.25, 1e15, -1e15, 3.0e-7]
        samples += [low, high].compactMap { $0 }
        edges = samples.filter { value in (low.map { value >= $0 } ?? true) && (high.map { value <= $0 } ?? true) }
            .map { Self.realLiteral($0) }
        switch (low, high) {
        case let (low?, high?): ordinary = "(\(Self.realLiteral(low)) + ({i} % \(Int(Swift.min(Swift.max(1, high - low), 1_000_000_000)))))"
        case let (low?, nil): ordinary = "(\(Self.realLiteral(low)) + {i} * 0.25)"
        case let (nil, high?): ordinary = "(\(Self.realLiteral(high)) - {i} * 0.25)"
        case (nil, nil): ordinary = "({i} * 0.25 - 100.0)"
        }
    }

    private mutating func decimals(_ attribute: Attribute, unique: Bool) {
        let low = attribute.min.flatMap(Self.decimal)
        let high = attribute.max.flatMap(Self.decimal)
        let samples: [Decimal] = ([0, Decimal(string: "12.34")!, Decimal(string: "-0.001")!, Decimal(string: "99999999999999.99")!] + [low, high].compactMap { $0 })
        edges = samples.filter { value in (low.map { value >= $0 } ?? true) && (high.map { value <= $0 } ?? true) }
            .map { Self.text("\($0)") }
        if let bound = low ?? high {
            ordinary = Self.text("\(bound)")
            if unique { note = "a unique decimal with bounds gets one value; the other rows are skipped" }
        } else {
            ordinary = "printf('%d.%02d', {i} - 50, {i} * 7 % 100)"
        }
    }

    // MARK: - Declared precision

    /// A declared `NUMERIC(p, s)` or `DECIMAL(p, s)` (an adopted schema's): the values a
    /// column of that type holds on a server that enforces it (which refuses the
    /// rest), which a production database's rows therefore fit.
    struct DeclaredPrecision {
        let digits: Int
        let scale: Int

        init?(_ declaredType: String?) {
            guard let declaredType,
                  let match = declaredType.wholeMatch(of: /(?i)\s*(?:NUMERIC|DECIMAL)\s*\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)\s*/),
                  let digits = Int(match.1), digits > 0, digits <= 18 else { return nil }
            let scale = match.2.flatMap { Int($0) } ?? 0
            guard scale <= digits else { return nil }
            self.digits = digits
            self.scale = scale
        }

        /// The largest magnitude it holds: `99999999.99` for `NUMERIC(10, 2)`.
        var largest: Decimal {
            var power = Decimal(1)
            for _ in 0..<digits { power *= 10 }
            var unit = Decimal(1)
            for _ in 0..<scale { unit /= 10 }
            return power * unit - unit
        }

        /// Whether `value` fits: within `largest`, with no more than `scale` decimals.
        func holds(_ value: Decimal) -> Bool {
            guard abs(value) <= largest else { return false }
            var scaled = value
            for _ in 0..<scale { scaled *= 10 }
            var whole = Decimal()
            NSDecimalRound(&whole, &scaled, 0, .plain)
            return whole == scaled
        }
    }

    /// A declared `DATE`, `TIME`, `DATETIME` or `TIMESTAMP` (an adopted schema's, on a
    /// `string` attribute): the text a server that keeps the type reads as one.
    struct DeclaredTime {
        /// `strftime`'s format of the values.
        var format: String
        /// Seconds between two rows' values: a day for dates, so that a unique column's
        /// values differ.
        var step: Int

        init?(_ declaredType: String?) {
            guard let word = declaredType?.split(whereSeparator: { !$0.isLetter }).first?.uppercased() else { return nil }
            switch word {
            case "DATE": (format, step) = ("%Y-%m-%d", 86_400)
            case "DATETIME", "TIMESTAMP", "TIMESTAMPTZ": (format, step) = ("%Y-%m-%d %H:%M:%S", 3_607)
            case "TIME": (format, step) = ("%H:%M:%S", 1)
            default: return nil
            }
        }
    }

    /// The length a declared `VARCHAR(n)`, `CHAR(n)` or `NVARCHAR(n)` allows: a server
    /// that enforces it (a server engine keeps `VARCHAR(n)` as written) refuses longer text.
    static func declaredLength(_ declaredType: String?) -> Int? {
        guard let declaredType,
              let match = declaredType.wholeMatch(of: /(?i)\s*(?:N?VARCHAR|N?CHAR|CHARACTER(?:\s+VARYING)?)\s*\(\s*(\d+)\s*\)\s*/) else { return nil }
        return Int(match.1).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Keeps the edge values `precision` holds and bounds the ordinary value to it.
    private mutating func fit(to precision: DeclaredPrecision, isDecimal: Bool) {
        edges = edges.filter { literal in
            let text = literal.hasPrefix("'") ? Self.unquoted(literal) : literal
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return true }
            return precision.holds(value)
        }
        let largest = "\(precision.largest)"
        let bounded = "round(min(max(CAST((\(ordinary)) AS REAL), -\(largest)), \(largest)), \(precision.scale))"
        ordinary = isDecimal ? "printf('%.\(precision.scale)f', \(bounded))" : precision.scale == 0 ? "CAST(\(bounded) AS INTEGER)" : bounded
    }

    // MARK: - Literals

    static func text(_ value: String) -> String { StandardSQL.literal(value) }

    /// The fractional digits of seconds a declared `timestamp(p)` or `time(p)` keeps
    /// (`timestamp(0) without time zone` → 0); nil without one.
    static func fractionalDigits(_ declaredType: String?) -> Int? {
        guard let declaredType, let match = declaredType.firstMatch(of: /(?i)^\s*(?:timestamp|timestamptz|time|timetz)\s*\(\s*([0-9])\s*\)/) else { return nil }
        return Int(match.1)
    }

    /// The text of a literal `text(_:)` wrote.
    private static func unquoted(_ literal: String) -> String {
        String(literal.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }

    private static func byAffinity(_ type: ColumnType) -> String {
        switch type {
        case .integer, .any: "{i}"
        case .real: "({i} * 0.5)"
        case .text: "'value ' || {i}"
        case .blob: "CAST({i} AS BLOB)"
        }
    }

    private static func realLiteral(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    static func integer(_ value: ModelValue?) -> Int64? {
        switch value {
        case .int(let number)?: number
        case .double(let number)?: Int64(exactly: number.rounded(.up))
        default: nil
        }
    }

    private static func number(_ value: ModelValue?) -> Double? {
        switch value {
        case .int(let number)?: Double(number)
        case .double(let number)?: number
        default: nil
        }
    }

    private static func decimal(_ value: ModelValue) -> Decimal? {
        switch value {
        case .int(let number): Decimal(number)
        case .double(let number): Decimal(string: String(number), locale: Locale(identifier: "en_US_POSIX"))
        case .string(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        case .bool: nil
        }
    }
}
