/// A field's value with its type erased, as a `RecordPatch` and the record decoder hold it.
///
/// Every boxed value is a `FieldValue`, which is `Sendable`; `AnyHashable` cannot say so,
/// hence the unchecked conformance. Equality and hashing are the value's own, so two
/// patches setting equal values are equal.
@usableFromInline
struct FieldBox: Hashable, @unchecked Sendable {
    @usableFromInline let base: AnyHashable

    @inlinable
    init<Value: FieldValue>(_ value: Value) {
        base = AnyHashable(value)
    }

    /// The value as `Value`; nil only if a table and its record disagree on a field's type.
    @inlinable
    func value<Value: FieldValue>(as type: Value.Type) -> Value? {
        base.base as? Value
    }
}
