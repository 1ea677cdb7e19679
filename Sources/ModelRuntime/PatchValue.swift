import GRDB

/// One field of a generated `Patch`: absent (leave the record alone), `null` (clear an
/// optional field) or a value.
///
/// `Optional<Optional<T>>` could say the same, but reads badly and collapses in
/// Codable; three named cases make "absent" and "set to null" impossible to confuse.
public enum PatchValue<Wrapped> {
    /// The payload did not mention the field: keep the current value.
    case absent
    /// The payload set the field to `null`: clear it.
    case null
    /// The payload set the field to this value.
    case value(Wrapped)

    /// Whether the payload mentioned the field.
    public var isPresent: Bool {
        if case .absent = self { return false }
        return true
    }

    /// Applies the patch to an optional value: `absent` keeps it, `null` clears it.
    public func apply(to current: inout Wrapped?) {
        switch self {
        case .absent: break
        case .null: current = nil
        case .value(let value): current = value
        }
    }
}

extension PatchValue: Sendable where Wrapped: Sendable {}
extension PatchValue: Equatable where Wrapped: Equatable {}
extension PatchValue: Hashable where Wrapped: Hashable {}

extension PatchValue: ExpressibleByNilLiteral {
    /// `nil` means "set to null", so `patch.nickname = nil` clears the nickname.
    public init(nilLiteral: ()) { self = .null }
}

extension KeyedDecodingContainer {
    /// Decodes a patch field: a missing key is `.absent`, `null` is `.null`.
    public func decodePatchValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> PatchValue<T> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .null }
        return .value(try decode(T.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a patch field: `.absent` writes nothing, `.null` writes `null`.
    public mutating func encodePatchValue<T: Encodable>(_ value: PatchValue<T>, forKey key: Key) throws {
        switch value {
        case .absent: break
        case .null: try encodeNil(forKey: key)
        case .value(let wrapped): try encode(wrapped, forKey: key)
        }
    }
}
