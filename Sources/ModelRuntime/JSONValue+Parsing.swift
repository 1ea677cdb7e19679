import Foundation

extension JSONValue {
    /// Parses JSON text (UTF-8) into a value.
    ///
    /// A hand-written scanner over the raw bytes: Foundation's `JSONSerialization` on Linux
    /// is several times slower and turns every integer into a `Double`-backed `NSNumber`.
    /// Integers without fraction or exponent that fit in 64 bits become `.int`.
    public init(data: Data) throws(JSONMappingError) {
        let result: Result<JSONValue, JSONMappingError> = data.withUnsafeBytes { bytes in
            var parser = JSONScanner(bytes: bytes)
            do throws(JSONMappingError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Parses JSON text given as a string.
    public init(text: String) throws(JSONMappingError) {
        try self.init(data: Data(text.utf8))
    }

    /// Converts the output of `JSONSerialization` (or any `[String: Any]`/`[Any]` tree of
    /// Foundation values) into a value.
    ///
    /// `NSNumber`s holding a boolean become `.bool`; integral ones that fit become `.int`.
    /// Anything that is not a JSON value (a `Date`, a custom class) is a type error at its path.
    public init(any value: Any, path: JSONPath = .root) throws(JSONMappingError) {
        switch value {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = JSONValue.fromNumber(number)
        case let dictionary as [String: Any]:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(dictionary.count)
            for (key, member) in dictionary {
                members[key] = try JSONValue(any: member, path: path.appending(key))
            }
            self = .object(members)
        case let array as [Any]:
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                elements.append(try JSONValue(any: element, path: path.appending(index: index)))
            }
            self = .array(elements)
        case let json as JSONValue:
            self = json
        case Optional<Any>.none:
            self = .null
        default:
            throw JSONMappingError(path: path, reason: .typeMismatch(expected: "a JSON value", got: String(describing: type(of: value))))
        }
    }

    /// An `NSNumber` by its Objective-C type code: `c`/`B` are booleans, `f`/`d` doubles,
    /// the rest integers (unsigned values above `Int64.max` fall back to a double).
    private static func fromNumber(_ number: NSNumber) -> JSONValue {
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .double(number.doubleValue)
        case "Q", "L", "I":
            let value = number.uint64Value
            return value <= UInt64(Int64.max) ? .int(Int64(value)) : .double(number.doubleValue)
        default: return .int(number.int64Value)
        }
    }
}

/// A recursive-descent JSON scanner over raw bytes (RFC 8259), with a nesting limit so a
/// hostile payload cannot overflow the stack.
struct JSONScanner {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONMappingError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if offset != bytes.count { throw failure("unexpected text after the JSON value") }
        return value
    }

    func failure(_ message: String) -> JSONMappingError {
        JSONMappingError(path: .root, reason: .invalidJSON(offset: offset, message: message))
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONMappingError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character")
        }
    }

    mutating func expectLiteral(_ literal: String) throws(JSONMappingError) {
        let start = offset
        for byte in literal.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else {
                offset = start
                throw failure("invalid literal, expected `\(literal)`")
            }
            offset += 1
        }
    }

    mutating func parseObject() throws(JSONMappingError) -> JSONValue {
        depth += 1
        if depth > JSONScanner.maximumDepth { throw failure("nesting deeper than \(JSONScanner.maximumDepth)") }
        defer { depth -= 1 }
        offset += 1
        var members: [String: JSONValue] = [:]
        // Records are objects of a handful of members: one allocation instead of growing
        // (and rehashing) from one bucket four times.
        members.reserveCapacity(8)
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key string") }
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            members[key] = try parseValue()
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of input in an object") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}'")
            }
        }
    }

    mutating func parseArray() throws(JSONMappingError) -> JSONValue {
        depth += 1
        if depth > JSONScanner.maximumDepth { throw failure("nesting deeper than \(JSONScanner.maximumDepth)") }
        defer { depth -= 1 }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of input in an array") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']'")
            }
        }
    }

    mutating func parseString() throws(JSONMappingError) -> String {
        offset += 1
        let start = offset
        var isASCII = true
        while true {
            offset = firstMarkedByte(from: offset)
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let token = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
                let text = isASCII ? String(decoding: token, as: UTF8.self) : try validString(token, at: start)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte >= 0x80 { isASCII = false }
            offset += 1
        }
        throw failure("unterminated string")
    }

    /// `bytes` as a string when they are UTF-8, as JSON text must be (RFC 8259): a byte
    /// that is not (a file in Latin-1, `FF FE`) is refused, where `String(decoding:as:)`
    /// would put U+FFFD in its place and the text would be stored changed, without a word.
    func validString(_ bytes: some Collection<UInt8>, at start: Int) throws(JSONMappingError) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw JSONMappingError(path: .root, reason: .invalidJSON(offset: start, message: "a string that is not UTF-8"))
        }
        return text
    }

    /// The index of the first byte at or after `index` that needs a look inside a string
    /// (a quote, a backslash, a control character or a non-ASCII byte), skipping eight
    /// plain bytes at a time (see `marks`); `bytes.count` when there is none.
    @inline(__always)
    func firstMarkedByte(from index: Int) -> Int {
        var index = index
        while index + 8 <= bytes.count {
            let marks = Self.marks(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if marks != 0 { return index + marks.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return index }
            index += 1
        }
        return index
    }

    /// The high bit of each byte of `word` (byte 0 lowest) that is a quote, a backslash, a
    /// control character or not ASCII, exact up to the first such byte (the classic "has a
    /// zero byte" and "has a byte less than n" tricks: a borrow only carries upwards), so
    /// the lowest mark is the first byte that needs a look.
    @inline(__always)
    static func marks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quotes = zeroBytes(word ^ (ones &* 0x22))
        let backslashes = zeroBytes(word ^ (ones &* 0x5C))
        let controls = (word &- ones &* 0x20) & ~word & highs
        return quotes | backslashes | controls | (word & highs)
    }

    mutating func parseEscapedString(from start: Int) throws(JSONMappingError) -> String {
        var utf8: [UInt8] = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return try validString(utf8, at: start)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): utf8.append(0x22)
                case UInt8(ascii: "\\"): utf8.append(0x5C)
                case UInt8(ascii: "/"): utf8.append(0x2F)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw failure("unpaired surrogate")
                        }
                        offset += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid unicode escape") }
                    utf8.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    throw failure("invalid escape")
                }
            default:
                if byte < 0x20 { throw failure("control character in a string") }
                utf8.append(byte)
                offset += 1
            }
        }
        throw failure("unterminated string")
    }

    mutating func parseHex4() throws(JSONMappingError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("short unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid hex digit")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    mutating func parseNumber() throws(JSONMappingError) -> JSONValue {
        let start = offset
        var negative = false
        if bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        var magnitude: UInt64 = 0
        var overflow = false
        let digitsStart = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[offset] - UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            magnitude = sum
            offset += 1
        }
        let digitCount = offset - digitsStart
        guard digitCount > 0 else { throw failure("expected a digit") }
        if digitCount > 1, bytes[digitsStart] == UInt8(ascii: "0") { throw failure("leading zero in a number") }
        var isIntegral = true
        // The decimal significand (integer and fraction digits) and its power of ten, for
        // the exact fast conversion below.
        var significand = magnitude
        var significandOverflow = overflow
        var exponent = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isIntegral = false
            offset += 1
            let fractionStart = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                let (times10, o1) = significand.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[offset] - UInt8(ascii: "0")))
                significandOverflow = significandOverflow || o1 || o2
                significand = sum
                exponent -= 1
                offset += 1
            }
            if offset == fractionStart { throw failure("expected a digit after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isIntegral = false
            offset += 1
            var exponentNegative = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                exponentNegative = bytes[offset] == UInt8(ascii: "-")
                offset += 1
            }
            let exponentStart = offset
            var written = 0
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                if written < 100_000 { written = written * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
                offset += 1
            }
            if offset == exponentStart { throw failure("expected a digit in the exponent") }
            exponent += exponentNegative ? -written : written
        }
        if isIntegral, !overflow {
            if negative, magnitude <= UInt64(Int64.max) + 1 {
                return .int(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
            }
            if !negative, magnitude <= UInt64(Int64.max) { return .int(Int64(magnitude)) }
        }
        // Clinger's fast path: a significand below 2^53 and a power of ten up to 10^22 are
        // both exact doubles, so one multiplication or division rounds correctly and gives
        // the value `Double(text)` gives, without building the text.
        if !significandOverflow, significand <= 1 << 53, (-22...22).contains(exponent) {
            let value = exponent < 0 ? Double(significand) / Self.powersOfTen[-exponent] : Double(significand) * Self.powersOfTen[exponent]
            return .double(negative ? -value : value)
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let double = Double(text) else { throw failure("invalid number") }
        // `1e400` reads as an infinity, which no JSON number is and no column should hold.
        guard double.isFinite else { throw failure("number out of range") }
        return .double(double)
    }

    /// 10^0 … 10^22, every one exact in a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
