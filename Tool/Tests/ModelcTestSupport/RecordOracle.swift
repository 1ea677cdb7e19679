import Foundation

/// What applying a JSON payload to a generated record ends in: the stored row (each
/// column's value as `null`, `i:42`, `r:2.5`, `t:text` or `b:<base64>`), a mapping error of
/// some kind at a key path (`$` for the payload itself), or an error from SQLite (a
/// reference to no row).
public enum RecordOutcome: Hashable, Sendable, CustomStringConvertible {
    case row([String: String])
    case error(path: String, kind: MappingErrorKind)
    case databaseError

    public var description: String {
        switch self {
        case .row(let columns): "row " + columns.keys.sorted().map { "\($0)=\(columns[$0]!)" }.joined(separator: " ")
        case .error(let path, let kind): "\(kind) error at \(path)"
        case .databaseError: "database error"
        }
    }
}

/// The kinds of mapping error docs/codegen.md tells apart, each recognisable in the message
/// (`age: 200 is above the maximum 150`); an `Error` so it can be a `Result`'s failure.
public enum MappingErrorKind: String, Error, Hashable, Sendable {
    /// The wrong JSON type, or text that is not a date, UUID, base64, URL or decimal: `expected …, got …`.
    case wrongType = "wrong-type"
    /// A required key absent: `…, but the key is absent`.
    case missing
    /// `null` on a required field: `…, got null (the field is required)`.
    case null
    /// A number that would not convert exactly to the type: `…, which would not convert exactly`.
    case lossy
    /// Outside `min`/`max`: `… is below the minimum …` / `… is above the maximum …`.
    case range
    /// Longer than `maxLength`: `text of … characters is longer than the maximum …`.
    case tooLong = "too-long"
    /// Not in `values`: `… is not one of …`.
    case notAllowed = "not-allowed"
    /// Not matching `pattern`: `… does not match the pattern …`.
    case pattern
    /// A message of none of the documented forms (never predicted).
    case unrecognized = "unrecognized-message"

    /// The kind a printed message (without its path) shows.
    public init(message: String) {
        if message.hasSuffix("(the field is required)") {
            self = .null
        } else if message.hasSuffix(", but the key is absent") {
            self = .missing
        } else if message.hasSuffix(", which would not convert exactly") {
            self = .lossy
        } else if message.contains(" is below the minimum ") || message.contains(" is above the maximum ") {
            self = .range
        } else if message.hasPrefix("text of "), message.contains(" characters is longer than the maximum ") {
            self = .tooLong
        } else if message.contains(" is not one of ") {
            self = .notAllowed
        } else if message.contains(" does not match the pattern ") {
            self = .pattern
        } else if message.hasPrefix("expected "), message.contains(", got ") {
            self = .wrongType
        } else {
            self = .unrecognized
        }
    }
}

/// The randomized record test's oracle: an independent, model-driven reading of the JSON
/// mapping rules of docs/codegen.md, predicting what `init(json:)`, `update(with:)` and
/// `Patch(json:)` + `update(with: patch)` do with a payload and what row SQLite then holds.
///
/// The rules it encodes: keys are the model's JSON keys and unknown keys are ignored; on
/// `init` the key comes first, absent fields take the model default (or `NULL` when
/// optional) and a required field without default must be present; on update, absent keys
/// are untouched and the key is never changed; `null` clears optionals and is an error on
/// required fields; numbers convert only losslessly (`3.0` is an int, `2.5` is not, an
/// integer a `Double` cannot hold is not a double, a float is any number in `Float`'s
/// range, rounded); dates as `CivilDate` reads them; UUIDs in either case, stored
/// lowercase; data as base64; decimals as a plain numeral string or a number, stored
/// without trailing zeros; URLs as non-empty strings; json as any value, stored compact
/// with sorted keys; `min`, `max`, `maxLength` (in Unicode scalars), `values` and
/// `pattern` checked;
/// a to-one under its key as the target's key, bare or in a nested object; errors name the
/// first failing given value in model order, then the first missing required field, and
/// are of the `MappingErrorKind` the rule broken says; and a reference to a row that does
/// not exist is refused by SQLite.
public struct RecordOracle: Sendable {
    public let model: RandomModel

    /// The oracle of `model`'s records.
    public init(model: RandomModel) {
        self.model = model
    }

    private enum Field {
        case attribute(RandomModel.Attribute)
        case toOne(RandomModel.ToOne)
    }

    private func fields(of entity: RandomModel.Entity) -> [Field] {
        entity.attributes.map(Field.attribute) + entity.toOnes.map(Field.toOne)
    }

    private func key(_ field: Field) -> String {
        switch field {
        case .attribute(let attribute): model.jsonKey(attribute)
        case .toOne(let toOne): model.jsonKey(toOne)
        }
    }

    private func isOptional(_ field: Field) -> Bool {
        switch field {
        case .attribute(let attribute): attribute.isOptional
        case .toOne(let toOne): toOne.isOptional
        }
    }

    private func column(_ field: Field) -> String {
        switch field {
        case .attribute(let attribute): attribute.column
        case .toOne(let toOne): toOne.column
        }
    }

    /// What `init(json:)` and then an insert give.
    public func create(_ payload: PayloadValue, in index: Int) -> RecordOutcome {
        let entity = model.entities[index]
        guard payload.members != nil else { return .error(path: "$", kind: .wrongType) }
        let primaryKey = model.jsonKey(entity.primaryKey)
        guard let keyValue = payload.member(primaryKey) else { return .error(path: primaryKey, kind: .missing) }
        let storedKey: String
        switch storing(keyValue, as: entity.primaryKey) {
        case .success(let stored): storedKey = stored
        case .failure(let kind): return .error(path: primaryKey, kind: kind)
        }
        var row = [entity.primaryKey.column: storedKey]
        var missing: String?
        for field in fields(of: entity) {
            let key = key(field)
            if let value = payload.member(key) {
                switch decode(value, for: field) {
                case .success(let stored): row[column(field)] = stored
                case .failure(let failure): return .error(path: failure.path, kind: failure.kind)
                }
            } else if case .attribute(let attribute) = field, let fallback = attribute.defaultValue {
                row[column(field)] = stored(fallback, as: attribute)!
            } else if isOptional(field) {
                row[column(field)] = "null"
            } else if missing == nil {
                missing = key
            }
        }
        if let missing { return .error(path: missing, kind: .missing) }
        return finished(row, of: entity)
    }

    /// What `update(with:)` (or a decoded `Patch` applied) does to the stored `base` row.
    public func update(_ base: [String: String], with payload: PayloadValue, in index: Int) -> RecordOutcome {
        let entity = model.entities[index]
        guard payload.members != nil else { return .error(path: "$", kind: .wrongType) }
        var row = base
        for field in fields(of: entity) {
            guard let value = payload.member(key(field)) else { continue }
            switch decode(value, for: field) {
            case .success(let stored): row[column(field)] = stored
            case .failure(let failure): return .error(path: failure.path, kind: failure.kind)
            }
        }
        return finished(row, of: entity)
    }

    /// The row with its position columns (not kept by `init` or `update`), or a database
    /// error when a reference names no row (only the base rows exist when payloads are tried).
    private func finished(_ row: [String: String], of entity: RandomModel.Entity) -> RecordOutcome {
        var row = row
        for toOne in entity.toOnes {
            if toOne.isOrderedByInverse { row[toOne.positionColumn] = "null" }
            let target = model.entities[toOne.target]
            if let reference = row[toOne.column], reference != "null",
               reference != stored(model.baseKey(of: toOne.target), as: target.primaryKey) {
                return .databaseError
            }
        }
        return .row(row)
    }

    private struct Failure: Error {
        var path: String
        var kind: MappingErrorKind
    }

    private func decode(_ value: PayloadValue, for field: Field) -> Result<String, Failure> {
        let key = key(field)
        if value == .null {
            return isOptional(field) ? .success("null") : .failure(Failure(path: key, kind: .null))
        }
        switch field {
        case .attribute(let attribute):
            return storing(value, as: attribute).mapError { Failure(path: key, kind: $0) }
        case .toOne(let toOne):
            let target = model.entities[toOne.target]
            guard value.members != nil else {
                return storing(value, as: target.primaryKey).mapError { Failure(path: key, kind: $0) }
            }
            let targetKey = model.jsonKey(target.primaryKey)
            guard let nested = value.member(targetKey) else { return .failure(Failure(path: key + "." + targetKey, kind: .missing)) }
            return storing(nested, as: target.primaryKey).mapError { Failure(path: key + "." + targetKey, kind: $0) }
        }
    }

    /// The stored form of a non-null JSON value for `attribute`, or nil when the rules refuse it.
    public func stored(_ value: PayloadValue, as attribute: RandomModel.Attribute) -> String? {
        try? storing(value, as: attribute).get()
    }

    /// The stored form of a non-null JSON value for `attribute`, or the kind of error the
    /// rules make of it: first the JSON type and the conversion, then the model's checks.
    public func storing(_ value: PayloadValue, as attribute: RandomModel.Attribute) -> Result<String, MappingErrorKind> {
        switch (attribute.type, value) {
        case (.string, .string(let text)):
            if let values = attribute.values, !values.contains(text) { return .failure(.notAllowed) }
            if let maxLength = attribute.maxLength, text.unicodeScalars.count > maxLength { return .failure(.tooLong) }
            if attribute.pattern != nil, !text.allSatisfy(RandomModel.patternCharacters.contains) { return .failure(.pattern) }
            return .success("t:" + text)
        case (.int, .number(let literal)), (.int16, .number(let literal)), (.int32, .number(let literal)):
            guard let integer = RecordOracle.integer(literal) else { return .failure(.lossy) }
            let range: ClosedRange<Int64> = switch attribute.type {
            case .int16: Int64(Int16.min)...Int64(Int16.max)
            case .int32: Int64(Int32.min)...Int64(Int32.max)
            default: Int64.min...Int64.max
            }
            guard range.contains(integer) else { return .failure(.lossy) }
            guard within(Double(integer), attribute) else { return .failure(.range) }
            return .success("i:\(integer)")
        case (.double, .number(let literal)):
            guard let double = RecordOracle.double(literal) else { return .failure(.lossy) }
            guard within(double, attribute) else { return .failure(.range) }
            return .success("r:\(double)")
        case (.float, .number(let literal)):
            let float: Float
            if RecordOracle.isInteger(literal) {
                guard let integer = Int64(literal) else { return .failure(.lossy) }
                float = Float(integer)
            } else {
                guard let double = Double(literal) else { return .failure(.lossy) }
                float = Float(double)
            }
            guard float.isFinite else { return .failure(.lossy) }
            guard within(Double(float), attribute) else { return .failure(.range) }
            return .success("r:\(Double(float))")
        case (.bool, .bool(let flag)):
            return .success(flag ? "i:1" : "i:0")
        case (.decimal, .number(let literal)):
            return RecordOracle.decimalText(RecordOracle.plainNumeral(literal)).map { .success($0) } ?? .failure(.wrongType)
        case (.decimal, .string(let text)):
            return RecordOracle.decimalText(text).map { .success($0) } ?? .failure(.wrongType)
        case (.date, .string(let text)):
            return CivilDate.storedText(of: text).map { .success("t:" + $0) } ?? .failure(.wrongType)
        case (.uuid, .string(let text)):
            let hex = Set("0123456789abcdefABCDEF")
            let groups = text.split(separator: "-", omittingEmptySubsequences: false)
            guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(hex.contains) }) else { return .failure(.wrongType) }
            return .success("t:" + text.lowercased())
        case (.data, .string(let text)):
            return Data(base64Encoded: text).map { .success("b:" + $0.base64EncodedString()) } ?? .failure(.wrongType)
        case (.url, .string(let text)):
            guard !text.isEmpty else { return .failure(.wrongType) }
            if let maxLength = attribute.maxLength, text.unicodeScalars.count > maxLength { return .failure(.tooLong) }
            return .success("t:" + text)
        case (.json, _):
            return .success("t:" + value.sortedJSONText)
        default:
            return .failure(.wrongType)
        }
    }

    private func within(_ value: Double, _ attribute: RandomModel.Attribute) -> Bool {
        if let minimum = attribute.minimum, value < Double(minimum) { return false }
        if let maximum = attribute.maximum, value > Double(maximum) { return false }
        return true
    }

    private static func isInteger(_ literal: String) -> Bool {
        !literal.contains(where: { ".eE".contains($0) })
    }

    /// An integer literal's value, or a number with no fraction that fits in 64 bits.
    static func integer(_ literal: String) -> Int64? {
        if isInteger(literal) { return Int64(literal) }
        guard let double = Double(literal), double.rounded() == double, double >= -0x1p63, double < 0x1p63 else { return nil }
        return Int64(double)
    }

    /// A number as a `Double`: an integer literal only when a `Double` holds it exactly.
    static func double(_ literal: String) -> Double? {
        if isInteger(literal) {
            guard let integer = Int64(literal) else { return nil }
            return Double(exactly: integer)
        }
        return Double(literal)
    }

    /// A number literal written without an exponent (`1.5e3` → `1500`, `25e-4` → `0.0025`).
    static func plainNumeral(_ literal: String) -> String {
        let parts = literal.lowercased().split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else { return literal }
        var mantissa = String(parts[0])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(pieces[0]) + (pieces.count > 1 ? String(pieces[1]) : "")
        var point = pieces[0].count + exponent
        if point < 0 {
            digits = String(repeating: "0", count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        let whole = digits.prefix(point)
        let fraction = digits.dropFirst(point)
        return (negative ? "-" : "") + (whole.isEmpty ? "0" : String(whole)) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A plain numeral (`-12.50`) without trailing fraction zeros or leading zeros (`-12.5`).
    static func decimalText(_ text: String) -> String? {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts.count == 1 || !parts[1].isEmpty
        else { return nil }
        var whole = String(parts[0].drop(while: { $0 == "0" }))
        if whole.isEmpty { whole = "0" }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        while fraction.last == "0" { fraction.removeLast() }
        let magnitude = fraction.isEmpty ? whole : whole + "." + fraction
        return "t:" + (negative && magnitude != "0" ? "-" : "") + magnitude
    }
}
