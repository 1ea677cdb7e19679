/// A field's value with its type erased, as a `RecordPatch` and the record decoder hold it.
///
/// An existential of `FieldValue` rather than `AnyHashable`: making an `AnyHashable` asks
/// the runtime whether the value has a custom representation (a dynamic cast per value),
/// which the hot decoding paths cannot afford. Every `FieldValue` is `Sendable`, and
/// equality and hashing are the value's own, so two patches setting equal values are equal.
@usableFromInline
struct FieldBox: Hashable, Sendable {
    @usableFromInline let base: any FieldValue

    @inlinable
    init<Value: FieldValue>(_ value: Value) {
        base = value
    }

    /// The value as `Value`; nil only if a table and its record disagree on a field's type.
    @inlinable
    func value<Value: FieldValue>(as type: Value.Type) -> Value? {
        base as? Value
    }

    @usableFromInline
    static func == (lhs: FieldBox, rhs: FieldBox) -> Bool {
        func equals<Value: FieldValue>(_ value: Value) -> Bool { rhs.base as? Value == value }
        return equals(lhs.base)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }
}
