import Foundation

/// One payload of a randomized record test: the JSON value and what kind of payload it is
/// (`valid`, `wrong type of amberCount`, …), shown when the test fails.
public struct RandomPayload: Sendable {
    public var label: String
    public var value: PayloadValue
    /// Whether its text writes non-ASCII characters as `\u` escapes.
    public var escapesNonASCII = false

    /// A payload written without escapes.
    public init(label: String, value: PayloadValue) {
        self.label = label
        self.value = value
    }

    /// The JSON text the driver reads.
    public var text: String { value.jsonText(escapingNonASCII: escapesNonASCII) }
}

/// Seeded JSON payloads for the entities of a `RandomModel`: a complete, valid base payload
/// per entity (the row that updates start from and that references point at), random valid
/// payloads, and near-misses (a wrong type, a number out of range or not converting
/// exactly, a text too long, a bad enumeration value, date or reference, `null` on a
/// required field, a missing required field, a payload that is not an object), some with
/// two mistakes at once, and extra unknown keys.
extension RandomModel {
    /// The primary key of entity `index`'s base row, in canonical form.
    public func baseKey(of index: Int) -> PayloadValue {
        switch entities[index].primaryKey.type {
        case .uuid: return .string("00000000-0000-4000-8000-0000000000" + String(format2Hex: index))
        case .string: return .string("base-\(index)")
        default: return .integer(1000 + Int64(index))
        }
    }

    /// The JSON key of entity `index`'s primary key.
    public func primaryKeyJSONKey(of index: Int) -> String {
        jsonKey(entities[index].primaryKey)
    }

    /// Entity `index`'s base row: every attribute given, every reference to a base row.
    public func basePayload(of index: Int, using generator: inout SplitMix64) -> PayloadValue {
        let entity = entities[index]
        var members = [PayloadValue.Member(jsonKey(entity.primaryKey), baseKey(of: index))]
        for attribute in entity.attributes {
            members.append(.init(jsonKey(attribute), validValue(attribute, using: &generator)))
        }
        for toOne in entity.toOnes {
            members.append(.init(jsonKey(toOne), baseKey(of: toOne.target)))
        }
        return .object(members)
    }

    /// `count` payloads for entity `index`, about a third of them valid.
    public func payloads(of index: Int, count: Int, using generator: inout SplitMix64) -> [RandomPayload] {
        (0..<count).map { _ in
            let valid = validPayload(of: index, using: &generator)
            var payload: RandomPayload
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3: payload = RandomPayload(label: "valid", value: valid)
            case 3: payload = nearMiss(nearMiss(RandomPayload(label: "", value: valid), of: index, using: &generator), of: index, using: &generator)
            case 4: payload = edge(RandomPayload(label: "", value: valid), of: index, using: &generator)
            default: payload = nearMiss(RandomPayload(label: "", value: valid), of: index, using: &generator)
            }
            payload.escapesNonASCII = Int.random(in: 0..<4, using: &generator) == 0
            return payload
        }
    }

    private func validPayload(of index: Int, using generator: inout SplitMix64) -> PayloadValue {
        let entity = entities[index]
        var members: [PayloadValue.Member] = []
        members.append(.init(jsonKey(entity.primaryKey), freshKey(entity.primaryKey.type, using: &generator)))
        for attribute in entity.attributes {
            let needed = !attribute.isOptional && attribute.defaultValue == nil
            guard needed || Int.random(in: 0..<10, using: &generator) < 6 else { continue }
            if attribute.isOptional && Int.random(in: 0..<5, using: &generator) == 0 {
                members.append(.init(jsonKey(attribute), .null))
            } else {
                members.append(.init(jsonKey(attribute), validValue(attribute, using: &generator)))
            }
        }
        for toOne in entity.toOnes {
            guard !toOne.isOptional || Bool.random(using: &generator) else { continue }
            if toOne.isOptional && Int.random(in: 0..<4, using: &generator) == 0 {
                members.append(.init(jsonKey(toOne), .null))
            } else {
                members.append(.init(jsonKey(toOne), reference(to: toOne.target, using: &generator)))
            }
        }
        for toMany in entity.toManys where Int.random(in: 0..<3, using: &generator) == 0 {
            members.append(.init(jsonKey(toMany), .array([baseKey(of: toMany.target)])))
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            members.append(.init("zzUnknown", .object([.init("nested", .array([.null, .bool(true)]))])))
        }
        return .object(members.shuffled(using: &generator))
    }

    /// A reference to the target's base row: its key bare or in a nested object, in any case.
    private func reference(to target: Int, using generator: inout SplitMix64) -> PayloadValue {
        var key = baseKey(of: target)
        if case .string(let text) = key, entities[target].primaryKey.type == .uuid, Bool.random(using: &generator) {
            key = .string(text.uppercased())
        }
        guard Bool.random(using: &generator) else { return key }
        return .object([.init("label", .string("nested")), .init(primaryKeyJSONKey(of: target), key)])
    }

    private func freshKey(_ type: AttributeType, using generator: inout SplitMix64) -> PayloadValue {
        switch type {
        case .uuid: return randomUUID(using: &generator)
        case .string: return .string("k" + String(UInt32.random(in: 0...UInt32.max, using: &generator), radix: 36))
        default:
            let key = Int64.random(in: 1...999, using: &generator)
            return Int.random(in: 0..<5, using: &generator) == 0 ? .number("\(key).0") : .integer(key)
        }
    }

    /// Every near-miss and edge value of every attribute and reference of entity `index`,
    /// each set alone in an otherwise complete payload with a new key, `null` for each
    /// required attribute, each required key left out, and the payload in an array: the
    /// systematic part of a run, so each kind is tried whatever the seed.
    public func sweepPayloads(of index: Int, using generator: inout SplitMix64) -> [RandomPayload] {
        let entity = entities[index]
        guard case .object(var complete) = basePayload(of: index, using: &generator) else { return [] }
        complete[0] = .init(jsonKey(entity.primaryKey), freshKey(entity.primaryKey.type, using: &generator))
        var payloads: [RandomPayload] = []
        for attribute in entity.attributes {
            var values = invalidValues(attribute) + edgeValues(attribute).map { ("edge: " + $0.0, $0.1) }
            if !attribute.isOptional { values.append(("null for required", .null)) }
            for (label, value) in values {
                let members = complete.map { $0.key == jsonKey(attribute) ? PayloadValue.Member($0.key, value) : $0 }
                payloads.append(RandomPayload(label: "\(label) for \(attribute.name)", value: .object(members)))
            }
        }
        for toOne in entity.toOnes {
            for (label, value) in invalidReferences(toOne) {
                let members = complete.map { $0.key == jsonKey(toOne) ? PayloadValue.Member($0.key, value) : $0 }
                payloads.append(RandomPayload(label: "\(label) for \(toOne.name)", value: .object(members)))
            }
        }
        let required = entity.attributes.filter { !$0.isOptional && $0.defaultValue == nil }.map { jsonKey($0) }
            + entity.toOnes.filter { !$0.isOptional }.map { jsonKey($0) }
        for key in required + [jsonKey(entity.primaryKey)] {
            payloads.append(RandomPayload(label: "missing \(key)", value: .object(complete.filter { $0.key != key })))
        }
        payloads.append(RandomPayload(label: "not an object", value: .array([.object(complete)])))
        payloads.append(RandomPayload(label: "not an object but null", value: .null))
        return payloads
    }

    // MARK: - Edges

    /// A valid payload with one value at an edge of what the rules accept.
    private func edge(_ payload: RandomPayload, of index: Int, using generator: inout SplitMix64) -> RandomPayload {
        guard case .object(var members) = payload.value else { return payload }
        let candidates = entities[index].attributes.flatMap { attribute in edgeValues(attribute).map { (attribute, $0.0, $0.1) } }
        guard let (attribute, label, value) = candidates.randomElement(using: &generator) else {
            return RandomPayload(label: "valid", value: payload.value)
        }
        members.removeAll { $0.key == jsonKey(attribute) }
        members.append(.init(jsonKey(attribute), value))
        return RandomPayload(label: "edge: \(label) for \(attribute.name)", value: .object(members))
    }

    /// Values at the edges of what an attribute accepts, each with what makes it an edge.
    public func edgeValues(_ attribute: Attribute) -> [(String, PayloadValue)] {
        let unbounded = attribute.minimum == nil && attribute.maximum == nil
        switch attribute.type {
        case .float where unbounded:
            return [("an integer above 2^53 (float)", .integer(9_007_199_254_740_993)), ("a number rounded to Float", .number("16777217"))]
        case .int where unbounded:
            return [("an integral number with an exponent", .number("1e3")), ("the largest int", .integer(Int64.max)), ("the smallest int", .integer(Int64.min))]
        case .decimal:
            return [("a number with an exponent", .number("1.5e3")), ("a small number with an exponent", .number("25e-4")), ("a numeral with leading zeros", .string("007.50"))]
        case .date:
            return [("a fraction rounding into the next year", .string("2016-12-31T23:59:59.9996Z")),
                    ("an offset across midnight", .string("2024-03-01T00:30:00+01:00")),
                    ("a leap day", .string("2000-02-29"))]
        case .string where attribute.pattern != nil:
            return [("an empty text the pattern allows", .string(""))]
        case .string where attribute.values == nil:
            let maxLength = attribute.maxLength ?? 6
            return [("text of exactly maxLength scalars, fewer characters", .string(String(repeating: "e\u{301}", count: maxLength / 2))),
                    ("a character beyond the Basic Multilingual Plane", .string(String(repeating: "😀", count: min(maxLength, 3))))]
        default:
            return []
        }
    }

    // MARK: - Near-misses

    private func nearMiss(_ payload: RandomPayload, of index: Int, using generator: inout SplitMix64) -> RandomPayload {
        let entity = entities[index]
        guard case .object(var members) = payload.value else { return payload }
        func setting(_ key: String, _ value: PayloadValue, _ label: String) -> RandomPayload {
            members.removeAll { $0.key == key }
            members.insert(.init(key, value), at: Int.random(in: 0...members.count, using: &generator))
            return RandomPayload(label: payload.label.isEmpty ? label : payload.label + "; " + label, value: .object(members))
        }
        let required = entity.attributes.filter { !$0.isOptional }
        switch Int.random(in: 0..<12, using: &generator) {
        case 0..<5:
            let attribute = entity.attributes.randomElement(using: &generator)!
            guard let (label, value) = invalidValues(attribute).randomElement(using: &generator) else { break }
            return setting(jsonKey(attribute), value, "\(label) for \(attribute.name)")
        case 5:
            guard let attribute = required.randomElement(using: &generator) else { break }
            return setting(jsonKey(attribute), .null, "null for required \(attribute.name)")
        case 6:
            let missing = required.filter { $0.defaultValue == nil }.map { jsonKey($0) }
                + entity.toOnes.filter { !$0.isOptional }.map { jsonKey($0) }
            guard let key = missing.randomElement(using: &generator) else { break }
            members.removeAll { $0.key == key }
            return RandomPayload(label: payload.label.isEmpty ? "missing \(key)" : payload.label + "; missing \(key)", value: .object(members))
        case 7:
            guard let toOne = entity.toOnes.randomElement(using: &generator) else { break }
            let (label, value) = invalidReferences(toOne).randomElement(using: &generator)!
            return setting(jsonKey(toOne), value, "\(label) for \(toOne.name)")
        case 8:
            let key = jsonKey(entity.primaryKey)
            if Bool.random(using: &generator) {
                members.removeAll { $0.key == key }
                return RandomPayload(label: payload.label.isEmpty ? "no primary key" : payload.label + "; no primary key", value: .object(members))
            }
            return setting(key, entity.primaryKey.type == .int ? .string("7") : .bool(false), "primary key of the wrong type")
        case 9:
            let value: PayloadValue = [.array([payload.value]), .string("text"), .integer(5)].randomElement(using: &generator)!
            return RandomPayload(label: "not an object", value: value)
        default:
            return setting("zzExtra\(Int.random(in: 0..<100, using: &generator))", .string("ignored"), "extra unknown key")
        }
        return setting("zzExtra", .integer(1), "extra unknown key")
    }

    /// References a to-one must refuse (or, for `null` on an optional one, clear), each with what is wrong.
    public func invalidReferences(_ toOne: ToOne) -> [(String, PayloadValue)] {
        let target = entities[toOne.target]
        return [
            ("nested object without its key", .object([.init("label", .string("nested"))])),
            ("reference of the wrong type", target.primaryKey.type == .int ? .string("12") : .integer(12)),
            ("reference to no row", absentKey(target.primaryKey.type)),
            ("null reference", .null),
            ("nested key of the wrong type", .object([.init(primaryKeyJSONKey(of: toOne.target), .bool(true))])),
        ]
    }

    private func absentKey(_ type: AttributeType) -> PayloadValue {
        switch type {
        case .uuid: .string("ffffffff-ffff-4fff-8fff-ffffffffffff")
        case .string: .string("missing-key")
        default: .integer(999_999)
        }
    }

    /// Values an attribute must refuse, each with what is wrong with it.
    public func invalidValues(_ attribute: Attribute) -> [(String, PayloadValue)] {
        var values: [(String, PayloadValue)] = []
        switch attribute.type {
        case .string:
            values = [("a number", .integer(5)), ("a boolean", .bool(true))]
            if let allowed = attribute.values {
                values += [("a value not listed", .string("nope")), ("a listed value in upper case", .string(allowed[0].uppercased() + "!"))]
            }
            if attribute.pattern != nil { values.append(("text the pattern refuses", .string("U"))) }
            if let maxLength = attribute.maxLength {
                values.append(("text one scalar too long", .string(String(repeating: "e\u{301}", count: (maxLength + 2) / 2) + (maxLength % 2 == 0 ? "" : "x"))))
                values.append(("text too long", .string(String(repeating: "ab", count: maxLength))))
            }
        case .int, .int16, .int32:
            values = [("a string", .string("3")), ("a fraction", .number("2.5")), ("a boolean", .bool(false)), ("an array", .array([.integer(1)]))]
            switch attribute.type {
            case .int16: values += [("above int16", .integer(32768)), ("below int16", .integer(-32769))]
            case .int32: values += [("above int32", .integer(2_147_483_648)), ("below int32", .number("-2147483649.0"))]
            default: values += [("above int64", .number("1e19"))]
            }
        case .double:
            values = [("a string", .string("1.5")), ("an integer a double cannot hold", .integer(9_007_199_254_740_993)), ("an object", .object([]))]
        case .float:
            values = [("a string", .string("1.5")), ("a number beyond Float", .number("1e39")), ("a boolean", .bool(true))]
        case .bool:
            values = [("a number", .integer(1)), ("a string", .string("true"))]
        case .decimal:
            values = [("a string with a letter", .string("12.5x")), ("a word", .string("abc")), ("an empty string", .string("")), ("a boolean", .bool(true)),
                      ("a numeral with two points", .string("1.2.3")), ("a numeral with a minus inside", .string("12-3"))]
        case .date:
            values = [
                ("an impossible date", .string("2023-02-29")), ("month 13", .string("2024-13-01")), ("a word", .string("soon")),
                ("hour 24", .string("2024-01-02T24:00:00Z")), ("no seconds", .string("2024-01-02T10:00Z")), ("a number", .integer(0)),
            ]
        case .uuid:
            values = [("a word", .string("not-a-uuid")), ("a number", .integer(7)), ("a short UUID", .string("6F9619FF-8B86-D011-B42D-00C04FC964F")),
                      ("a UUID in braces", .string("{6F9619FF-8B86-D011-B42D-00C04FC964FF}"))]
        case .data:
            values = [("not base64", .string("%%%")), ("a number", .integer(1))]
        case .url:
            values = [("an empty string", .string("")), ("a number", .integer(3))]
            if let maxLength = attribute.maxLength {
                values.append(("a URL too long", .string("https://example.com/" + String(repeating: "p", count: maxLength))))
            }
        case .json:
            break
        }
        if let minimum = attribute.minimum { values.append(("below the minimum", .integer(minimum - 1))) }
        if let maximum = attribute.maximum {
            values.append(("above the maximum", attribute.type == .int || attribute.type == .int16 || attribute.type == .int32
                ? .integer(maximum + 1) : .number("\(maximum).5")))
        }
        return values
    }

    // MARK: - Valid values

    /// A value the attribute accepts, in one of the forms the documentation allows.
    public func validValue(_ attribute: Attribute, using generator: inout SplitMix64) -> PayloadValue {
        switch attribute.type {
        case .string:
            if let values = attribute.values { return .string(values.randomElement(using: &generator)!) }
            let pieces = attribute.pattern != nil ? ["a", "z", " ", "0", "9", "q"]
                : ["a", "b", "Z", " ", "é", "\u{301}", "😀", "\"", "\\", "\n", "ß", "中", "/", "0"]
            let count = Int.random(in: 0...(attribute.maxLength ?? 10), using: &generator)
            return .string((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        case .int, .int16, .int32:
            let (typeLow, typeHigh): (Int64, Int64) = switch attribute.type {
            case .int16: (Int64(Int16.min), Int64(Int16.max))
            case .int32: (Int64(Int32.min), Int64(Int32.max))
            default: (Int64.min, Int64.max)
            }
            let low = max(attribute.minimum ?? typeLow, typeLow)
            let high = min(attribute.maximum ?? typeHigh, typeHigh)
            let value: Int64
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: value = low
            case 1: value = high
            default: value = Int64.random(in: max(low, -1000)...min(high, 1000), using: &generator)
            }
            if value.magnitude < 1 << 53, Int.random(in: 0..<4, using: &generator) == 0 { return .number("\(value).0") }
            if value.magnitude < 1 << 40, Int.random(in: 0..<6, using: &generator) == 0 { return .number("\(value)e0") }
            return .integer(value)
        case .double, .float:
            let bounded = attribute.minimum != nil || attribute.maximum != nil
            if !bounded, Int.random(in: 0..<3, using: &generator) == 0 {
                let forms = attribute.type == .double
                    ? ["1.5e300", "-2.5e-3", "9007199254740992", "0.1", "123456789.125"]
                    : ["0.1", "3.4e38", "-16777217", "1e-3", "2.5"]
                return .number(forms.randomElement(using: &generator)!)
            }
            let low = attribute.minimum ?? -100_000
            let high = attribute.maximum ?? 100_000
            let quarter = Int64.random(in: (low * 4)...(high * 4), using: &generator)
            if quarter == 0 { return .integer(0) }
            if quarter % 4 == 0 { return .integer(quarter / 4) }
            return .number(String(Double(quarter) / 4))
        case .bool:
            return .bool(Bool.random(using: &generator))
        case .decimal:
            let whole = Int.random(in: 0...99_999, using: &generator)
            let sign = whole != 0 && Bool.random(using: &generator) ? "-" : ""
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return .integer(Int64(sign + String(whole))!)
            case 1: return .number(sign + "\(whole).\(Int.random(in: 1...9, using: &generator))")
            default:
                let fraction = String(Int.random(in: 0...9999, using: &generator))
                return .string(sign + String(whole) + "." + String(repeating: "0", count: 4 - fraction.count) + fraction)
            }
        case .date:
            return .string(randomDate(using: &generator))
        case .uuid:
            return randomUUID(using: &generator)
        case .data:
            let bytes = (0..<Int.random(in: 0...8, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            return .string(Data(bytes).base64EncodedString())
        case .url:
            let room = (attribute.maxLength ?? 40) - "https://example.com/".count
            let path = (0..<Int.random(in: 0...room, using: &generator)).map { _ in "abcxyz-_~0".randomElement(using: &generator)! }
            return .string("https://example.com/" + String(path))
        case .json:
            return randomJSON(depth: 0, using: &generator)
        }
    }

    private func randomDate(using generator: inout SplitMix64) -> String {
        let year = Int.random(in: 1901...2099, using: &generator)
        let month = Int.random(in: 1...12, using: &generator)
        let day = Int.random(in: 1...CivilDate.daysInMonth(year: year, month: month), using: &generator)
        let date = String(year) + "-" + CivilDate.padded(month, 2) + "-" + CivilDate.padded(day, 2)
        if Int.random(in: 0..<6, using: &generator) == 0 { return date }
        let hour = Int.random(in: 0...23, using: &generator)
        let minute = [0, 59, Int.random(in: 0...59, using: &generator)].randomElement(using: &generator)!
        let second = [0, 59, Int.random(in: 0...59, using: &generator)].randomElement(using: &generator)!
        var text = date + "T" + CivilDate.padded(hour, 2) + ":" + CivilDate.padded(minute, 2) + ":" + CivilDate.padded(second, 2)
        let digits = Int.random(in: 0...6, using: &generator)
        if digits > 0 {
            text += "." + (0..<digits).map { _ in String(["0", "5", "9", String(Int.random(in: 0...9, using: &generator))].randomElement(using: &generator)!) }.joined()
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: text += "+" + CivilDate.padded(Int.random(in: 0...14, using: &generator), 2) + ":" + ["00", "30", "45"].randomElement(using: &generator)!
        case 1: text += "-" + CivilDate.padded(Int.random(in: 0...12, using: &generator), 2) + ["00", "30"].randomElement(using: &generator)!
        case 2: break  // no zone: UTC
        default: text += "Z"
        }
        return text
    }

    private func randomUUID(using generator: inout SplitMix64) -> PayloadValue {
        let hex = (0..<32).map { _ in "0123456789abcdef".randomElement(using: &generator)! }
        var text = ""
        for (position, character) in hex.enumerated() {
            if [8, 12, 16, 20].contains(position) { text += "-" }
            text.append(character)
        }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return .string(text.uppercased())
        case 1: return .string(text.enumerated().map { $0.offset % 3 == 0 ? $0.element.uppercased() : String($0.element) }.joined())
        default: return .string(text)
        }
    }

    /// Any JSON value but a top-level `null` (which would clear the field instead).
    private func randomJSON(depth: Int, using generator: inout SplitMix64) -> PayloadValue {
        switch Int.random(in: (depth == 0 ? 1 : 0)..<(depth < 2 ? 8 : 5), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer(Int64.random(in: -1000...1000, using: &generator))
        case 3: return .number(String(Double(Int.random(in: -400...400, using: &generator)) + 0.5))
        case 4: return .string(["", "plain", "zebra", "Ab"].randomElement(using: &generator)!)
        case 5: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in randomJSON(depth: depth + 1, using: &generator) })
        default:
            let keys = ["zeta", "alpha", "Beta", "b", "a1", "mid"].shuffled(using: &generator).prefix(Int.random(in: 0...4, using: &generator))
            return .object(keys.map { .init($0, randomJSON(depth: depth + 1, using: &generator)) })
        }
    }
}

extension String {
    /// Two lowercase hexadecimal digits.
    init(format2Hex value: Int) {
        let hex = String(value, radix: 16)
        self = hex.count < 2 ? "0" + hex : hex
    }
}
