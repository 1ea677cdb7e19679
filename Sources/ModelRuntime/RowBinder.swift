import Foundation
import GRDB
import GRDBSQLite

/// A scalar value of a payload field as the sync fast path reads it, before conversion.
enum PayloadScalar {
    case null
    case bool(Bool)
    /// A number exactly as `JSONValue(data:)` parses it (`.int` or `.double`).
    case number(JSONValue)
    /// A string's UTF-8 bytes, valid UTF-8 (the bytes a decoded `String` holds).
    /// `stable` bytes stay valid until the statement has run (they are the payload's own),
    /// so SQLite may use them without copying (`SQLITE_STATIC`).
    case text(UnsafeRawBufferPointer, stable: Bool)
}

/// The fast path declined a value the general path may judge differently (or reject with
/// its own message): the sync runs again on the general path.
struct PayloadRejected: Error {}

/// Checks payload values against a `PayloadLayout` field and binds their stored form into
/// a prepared statement with the C API, allocating nothing for the common kinds.
///
/// Checks are the generated decoders' (the same runtime decoders and bounds), so whatever
/// this binds is what `init(json:)` followed by `storageValues()` would store.
struct RowBinder {
    /// The statement bound into: the single-row upsert, or the several-row one.
    var handle: OpaquePointer
    /// Parameters before the row being bound (its place in a several-row statement times
    /// the fields of a row).
    var offset: Int32 = 0
    /// Whether to keep the stored primary key of each row (for `deleteMissing` and the key set).
    var capturesKey = false
    /// The stored primary key of the row being bound, when `capturesKey`.
    private(set) var key: DatabaseValue = .null
    /// Where text that is not the payload's own is copied for the row, bound in place.
    let scratch: TextScratch?

    init(handle: OpaquePointer, scratch: TextScratch? = nil) {
        self.handle = handle
        self.scratch = scratch
    }

    /// Binds a decoded JSON value to field `index` (the `JSONValue` front end, and
    /// `custom` kinds on both).
    mutating func bind(_ value: JSONValue, field index: Int, of layout: PayloadLayout) throws {
        let position = Int32(index + 1) + offset
        if let decode = layout.customDecoders[index], !value.isNull {
            try bind(try decode(value), at: position)
            return
        }
        switch value {
        case .null: try bind(PayloadScalar.null, field: index, of: layout)
        case .bool(let flag): try bind(PayloadScalar.bool(flag), field: index, of: layout)
        case .int, .double: try bind(PayloadScalar.number(value), field: index, of: layout)
        case .string(var text):
            try text.withUTF8 { bytes in try bind(PayloadScalar.text(UnsafeRawBufferPointer(bytes), stable: false), field: index, of: layout) }
        case .array, .object: throw PayloadRejected()
        }
    }

    /// Checks a scalar against field `index`'s kind and binds its stored form.
    mutating func bind(_ scalar: PayloadScalar, field index: Int, of layout: PayloadLayout) throws {
        let plan = layout.plans[index]
        let position = Int32(index + 1) + offset
        if case .null = scalar {
            guard plan.isOptional else { throw PayloadRejected() }
            try check(sqlite3_bind_null(handle, position), position)
            if capturesKey, position == offset + 1 { key = .null }
            return
        }
        switch plan.kind {
        case .string:
            guard case .text(let bytes, let stable) = scalar else { throw PayloadRejected() }
            if plan.maxLength < bytes.count, Self.scalarCount(bytes) > plan.maxLength { throw PayloadRejected() }
            try bindText(bytes, at: position, stable: stable)
        case .int64:
            guard case .number(let number) = scalar else { throw PayloadRejected() }
            try bindInteger(try number.decodeInt64(at: .root), plan, at: position)
        case .int32:
            guard case .number(let number) = scalar else { throw PayloadRejected() }
            try bindInteger(Int64(try number.decodeInt32(at: .root)), plan, at: position)
        case .int16:
            guard case .number(let number) = scalar else { throw PayloadRejected() }
            try bindInteger(Int64(try number.decodeInt16(at: .root)), plan, at: position)
        case .double:
            guard case .number(let number) = scalar else { throw PayloadRejected() }
            let value = try number.decodeDouble(at: .root)
            if let minimum = plan.minimumDouble, value < minimum { throw PayloadRejected() }
            if let maximum = plan.maximumDouble, value > maximum { throw PayloadRejected() }
            try check(sqlite3_bind_double(handle, position, value), position)
            if capturesKey, position == offset + 1 { key = value.databaseValue }
        case .bool:
            guard case .bool(let flag) = scalar else { throw PayloadRejected() }
            try bindInteger(flag ? 1 : 0, plan, at: position)
        case .date:
            guard case .text(let bytes, let stable) = scalar else { throw PayloadRejected() }
            if StorageFormat.isStoredForm(bytes) {
                try bindText(bytes, at: position, stable: stable)
            } else {
                guard let date = StorageFormat.parseDate(bytes) else { throw PayloadRejected() }
                try StorageFormat.withText(of: date) { text in try bindText(text, at: position) }
            }
        case .uuid:
            guard case .text(let bytes, _) = scalar else { throw PayloadRejected() }
            try bindUUID(bytes, at: position)
        case .oneOf:
            guard case .text(let bytes, let stable) = scalar, layout.allowedValues[index].contains(where: { PayloadLayout.equal($0, bytes) }) else {
                throw PayloadRejected()
            }
            try bindText(bytes, at: position, stable: stable)
        case .custom:
            let value: JSONValue
            switch scalar {
            case .null: value = .null
            case .bool(let flag): value = .bool(flag)
            case .number(let number): value = number
            case .text(let bytes, _): value = .string(String(decoding: bytes, as: UTF8.self))
            }
            try bind(value, field: index, of: layout)
        }
    }

    private mutating func bindInteger(_ value: Int64, _ plan: FieldPlan, at position: Int32) throws {
        if value < plan.minimum || value > plan.maximum { throw PayloadRejected() }
        try check(sqlite3_bind_int64(handle, position, value), position)
        if capturesKey, position == offset + 1 { key = value.databaseValue }
    }

    /// A UUID in the canonical 8-4-4-4-12 form is lowercased in place of a round trip
    /// through `UUID`; any other spelling goes through `UUID(uuidString:)` as the generated
    /// decoder does.
    private mutating func bindUUID(_ bytes: UnsafeRawBufferPointer, at position: Int32) throws {
        guard bytes.count == 36 else { return try bindUUIDSlowly(bytes, at: position) }
        let bound = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { lowered in
            for index in 0..<36 {
                let byte = bytes[index]
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                    lowered[index] = byte
                    continue
                }
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): lowered[index] = byte
                case UInt8(ascii: "A")...UInt8(ascii: "F"): lowered[index] = byte + 0x20
                default: return false
                }
            }
            try bindText(UnsafeRawBufferPointer(lowered), at: position)
            return true
        }
        if !bound { try bindUUIDSlowly(bytes, at: position) }
    }

    private mutating func bindUUIDSlowly(_ bytes: UnsafeRawBufferPointer, at position: Int32) throws {
        guard let uuid = UUID(uuidString: String(decoding: bytes, as: UTF8.self)) else { throw PayloadRejected() }
        try bind(StorageValue.uuid(uuid), at: position)
    }

    /// Binds UTF-8 text, copied by SQLite (`SQLITE_TRANSIENT`) unless `stable`, when SQLite
    /// reads it in place (`SQLITE_STATIC`: the caller clears the bindings before the bytes
    /// go away). Empty text stays text, not NULL.
    mutating func bindText(_ bytes: UnsafeRawBufferPointer, at position: Int32, stable: Bool = false) throws {
        let code: Int32
        if !stable, let copy = scratch?.copy(bytes) {
            code = sqlite3_bind_text(handle, position, copy.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
        } else if let base = bytes.baseAddress, !bytes.isEmpty {
            code = sqlite3_bind_text(handle, position, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), stable ? nil : transientDestructor)
        } else {
            code = sqlite3_bind_text(handle, position, "", 0, transientDestructor)
        }
        try check(code, position)
        if capturesKey, position == offset + 1 { key = String(decoding: bytes, as: UTF8.self).databaseValue }
    }

    /// Binds a `DatabaseValue` with the C API, passing strings without an intermediate copy.
    mutating func bind(_ value: DatabaseValue, at position: Int32) throws {
        try Self.bind(value, to: handle, at: position)
        if capturesKey, position == offset + 1 { key = value }
    }

    /// Binds one value with the C API, passing strings without an intermediate copy
    /// (SQLite copies them: `SQLITE_TRANSIENT`).
    static func bind(_ value: DatabaseValue, to handle: OpaquePointer, at position: Int32) throws {
        let code: Int32
        switch value.storage {
        case .null: code = sqlite3_bind_null(handle, position)
        case .int64(let number): code = sqlite3_bind_int64(handle, position, number)
        case .double(let number): code = sqlite3_bind_double(handle, position, number)
        case .string(var text):
            // A nil pointer would bind NULL, so an empty text is bound from a literal.
            code = text.isEmpty
                ? sqlite3_bind_text(handle, position, "", 0, transientDestructor)
                : text.withUTF8 { bytes in
                    sqlite3_bind_text(handle, position, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), transientDestructor)
                }
        case .blob(let data):
            code = data.isEmpty
                ? sqlite3_bind_zeroblob(handle, position, 0)
                : data.withUnsafeBytes { bytes in sqlite3_bind_blob(handle, position, bytes.baseAddress, Int32(bytes.count), transientDestructor) }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot bind parameter \(position)")
        }
    }

    private func check(_ code: Int32, _ position: Int32) throws {
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot bind parameter \(position)")
        }
    }

    /// Unicode scalars in valid UTF-8 (what `String.unicodeScalars.count` counts): every
    /// byte that does not continue a sequence.
    static func scalarCount(_ bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// Room for the text of one row: text the fast path bound from a temporary buffer (a
/// `String`'s bytes, a formatted date) is copied here and bound in place
/// (`SQLITE_STATIC`), instead of SQLite allocating and freeing a copy per value. The
/// space is reused row after row (`startRow`), so every binding into it must be replaced
/// before the statement runs again, and cleared before the scratch goes away.
final class TextScratch {
    private let buffer: UnsafeMutableRawBufferPointer
    private var used = 0

    init(capacity: Int = 65_536) {
        buffer = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit {
        buffer.deallocate()
    }

    func startRow() {
        used = 0
    }

    /// A copy of `bytes` valid until the next `startRow`, or nil when the row's space is
    /// used up (or `bytes` is empty, which binds from a literal).
    func copy(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawPointer? {
        guard !bytes.isEmpty, let source = bytes.baseAddress, used + bytes.count <= buffer.count else { return nil }
        let destination = buffer.baseAddress! + used
        destination.copyMemory(from: source, byteCount: bytes.count)
        used += bytes.count
        return UnsafeRawPointer(destination)
    }
}

/// SQLite's `SQLITE_TRANSIENT`: copy the bound bytes before the call returns.
let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
