import Foundation

/// The sync fast path's reading of JSON bytes: one element of a top-level array at a time,
/// each field handed to a `RowBinder` as it is scanned, without a `JSONValue` tree.
///
/// It reuses `JSONScanner`'s grammar (numbers, literals, strings with escapes, values it
/// skips), so it accepts exactly the documents `JSONValue(data:)` accepts; what it does
/// not handle itself it leaves to the general path (see `PayloadLayout`).
extension JSONScanner {
    /// A string token: the payload's own bytes when they are plain ASCII without escapes,
    /// otherwise the decoded `String` (escapes resolved; bytes that are not UTF-8 refused,
    /// as `JSONValue(data:)` refuses them).
    enum StringToken {
        case plain(UnsafeRawBufferPointer)
        case decoded(String)
    }

    /// What the fast path did with one element.
    enum ElementOutcome {
        /// Every field was checked and bound: the statement is ready to run.
        case bound
        /// The element needs the general path (nested payloads, missing or repeated keys,
        /// non-ASCII keys, or a value the general path reports as an error).
        case general
    }

    /// Reads the string at `offset` (on its opening quote).
    mutating func scanString() throws(JSONMappingError) -> StringToken {
        let start = offset + 1
        var index = start
        var isASCII = true
        while true {
            index = firstMarkedByte(from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                offset = index + 1
                let token = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                return isASCII ? .plain(token) : .decoded(try validString(token, at: start))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        // Escapes, control characters and unterminated strings: the general scanner decides.
        return .decoded(try parseString())
    }

    /// Whether the bytes at `offset` are `literal` (ASCII), consumed if so.
    @inline(__always)
    mutating func skipLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count, memcmp(bytes.baseAddress! + offset, literal.utf8Start, count) == 0 else { return false }
        offset += count
        return true
    }

    /// Scans the object at `offset` and binds its fields; on `.general` the offset is
    /// wherever scanning stopped, and the caller rescans the element from its start.
    mutating func bindElement(_ layout: PayloadLayout, into binder: inout RowBinder, tracking state: inout ElementState) throws -> ElementOutcome {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else { return .general }
        depth += 1
        defer { depth -= 1 }
        offset += 1
        state.startElement()
        var found = 0
        var ordinal = 0
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { return .general }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key string") }
            guard case .plain(let key) = try scanString() else { return .general }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            skipWhitespace()
            if let index = layout.fieldIndex(of: key, hint: state.hint(ordinal)) {
                state.setHint(index, for: ordinal)
                guard state.markSeen(index) else { return .general }
                found += 1
                guard try bindValue(field: index, of: layout, into: &binder) else { return .general }
            } else if layout.isNestedKey(key) {
                return .general
            } else {
                _ = try parseValue()
            }
            ordinal += 1
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of input in an object") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return found == layout.fields.count ? .bound : .general
            } else {
                throw failure("expected ',' or '}'")
            }
        }
    }

    /// Scans one value and binds it; false when the value is an object or array the
    /// field's kind does not take (a nested related record, or a type error).
    private mutating func bindValue(field index: Int, of layout: PayloadLayout, into binder: inout RowBinder) throws -> Bool {
        guard offset < bytes.count else { throw failure("unexpected end of input") }
        let byte = bytes[offset]
        let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        let plan = layout.plans[index]
        if isContainer, plan.isReference { return false }
        if plan.kind == .custom {
            try binder.bind(try parseValue(), field: index, of: layout)
            return true
        }
        switch byte {
        case UInt8(ascii: "\""):
            switch try scanString() {
            case .plain(let text):
                try binder.bind(PayloadScalar.text(text, stable: true), field: index, of: layout)
            case .decoded(var text):
                try text.withUTF8 { bytes in try binder.bind(PayloadScalar.text(UnsafeRawBufferPointer(bytes), stable: false), field: index, of: layout) }
            }
        case UInt8(ascii: "t"):
            if !skipLiteral("true") { try expectLiteral("true") }
            try binder.bind(PayloadScalar.bool(true), field: index, of: layout)
        case UInt8(ascii: "f"):
            if !skipLiteral("false") { try expectLiteral("false") }
            try binder.bind(PayloadScalar.bool(false), field: index, of: layout)
        case UInt8(ascii: "n"):
            if !skipLiteral("null") { try expectLiteral("null") }
            try binder.bind(PayloadScalar.null, field: index, of: layout)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try binder.bind(PayloadScalar.number(try parseNumber()), field: index, of: layout)
        default:
            if isContainer { return false }
            throw failure("unexpected character")
        }
        return true
    }
}

/// Per-element bookkeeping of the fast path, allocated once per sync: which fields an
/// element named (to catch missing and repeated keys) and which field each key position
/// matched last time (payloads repeat one key order).
struct ElementState {
    private var seen: [Int]
    private var stamp = 0
    private var hints: [Int]

    init(fieldCount: Int) {
        seen = Array(repeating: 0, count: fieldCount)
        hints = Array(repeating: 0, count: fieldCount * 2)
    }

    mutating func startElement() {
        stamp += 1
    }

    /// Records that the element named field `index`; false when it already had.
    mutating func markSeen(_ index: Int) -> Bool {
        if seen[index] == stamp { return false }
        seen[index] = stamp
        return true
    }

    func hint(_ ordinal: Int) -> Int {
        ordinal < hints.count ? hints[ordinal] : 0
    }

    mutating func setHint(_ index: Int, for ordinal: Int) {
        if ordinal < hints.count { hints[ordinal] = index }
    }
}
