import GRDB

/// A partial update of a record: each field absent (leave it alone), `null` (clear an
/// optional field) or a value. A record's `Patch` is `RecordPatch<Record>`.
///
/// Fields are read and set by name, through the record's key paths: `patch.title` is the
/// new title or nil (a required field), `patch.nickname` a `PatchValue` (an optional
/// field, so `.absent`, `.null` or `.value`). Generated code adds the memberwise
/// `init(title:nickname:…)`. The JSON and Codable forms use the model's JSON keys; a
/// patch decoded from JSON has passed the model's checks.
@dynamicMemberLookup
public struct RecordPatch<Record: PatchableRecord>: Hashable, Sendable {
    /// One slot per field of `Record.fieldTable`, in its order (the key's always absent).
    @usableFromInline var slots: [PatchValue<FieldBox>]

    /// A patch that sets nothing.
    @inlinable
    public init() {
        slots = Array(repeating: .absent, count: Record.fieldTable.fields.count)
    }

    /// Whether the patch sets nothing.
    public var isEmpty: Bool {
        slots.allSatisfy { !$0.isPresent }
    }

    /// A required field's new value; nil leaves it alone.
    public subscript<Value: FieldValue>(dynamicMember keyPath: WritableKeyPath<Record, Value>) -> Value? {
        get { self[field: keyPath] }
        set { self[field: keyPath] = newValue }
    }

    /// An optional field's change: `.absent`, `.null` (clear) or `.value`.
    public subscript<Value: FieldValue>(dynamicMember keyPath: WritableKeyPath<Record, Value?>) -> PatchValue<Value> {
        get { self[field: keyPath] }
        set { self[field: keyPath] = newValue }
    }

    /// A required field's new value (the form generated code uses, which no member of the
    /// patch itself can shadow).
    public subscript<Value: FieldValue>(field keyPath: WritableKeyPath<Record, Value>) -> Value? {
        get {
            guard case .value(let box) = slots[Self.index(of: keyPath)] else { return nil }
            return box.value(as: Value.self)
        }
        set { slots[Self.index(of: keyPath)] = newValue.map { .value(FieldBox($0)) } ?? .absent }
    }

    /// An optional field's change.
    public subscript<Value: FieldValue>(field keyPath: WritableKeyPath<Record, Value?>) -> PatchValue<Value> {
        get {
            switch slots[Self.index(of: keyPath)] {
            case .absent: .absent
            case .null: .null
            case .value(let box): box.value(as: Value.self).map { .value($0) } ?? .absent
            }
        }
        set {
            slots[Self.index(of: keyPath)] = switch newValue {
            case .absent: .absent
            case .null: .null
            case .value(let value): .value(FieldBox(value))
            }
        }
    }

    /// The slot of a field; a key path the table does not list is a programming error
    /// (only generated properties are reachable through member lookup).
    static func index(of keyPath: AnyKeyPath) -> Int {
        guard let index = Record.fieldTable.index(of: keyPath) else {
            preconditionFailure("\(Record.self).fieldTable lists no field at \(keyPath)")
        }
        return index
    }
}

extension RecordPatch {
    /// A patch from a JSON object: a missing key is absent, `null` clears an optional
    /// field and is an error for a required one; values pass the model's checks. Keys the
    /// model does not name are ignored.
    @inlinable
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError) {
        let table = Record.fieldTable
        do throws(JSONMappingError) {
            let object = try json.decodeObject(at: path)
            self.init()
            for index in table.fields.indices {
                let field = table.fields[index]
                guard !field.isKey, !field.isKeyPart, let member = object[field.jsonKey] else { continue }
                slots[index] = try Self.slot(member, of: field, at: path)
            }
        } catch {
            throw error.attributed(to: table.entity)
        }
    }

    /// What the payload's `member` sets `field` to: `null` clears an optional field.
    @inlinable
    static func slot(_ member: JSONValue, of field: FieldTable<Record>.Field, at path: JSONPath) throws(JSONMappingError) -> PatchValue<FieldBox> {
        if case .null = member, field.isOptional { return .null }
        return .value(try field.decodeValue(member, path))
    }

    /// The (column, stored value) pairs the patch sets, for an `UPDATE` without reading the row.
    @inlinable
    public func storageAssignments() -> [(column: String, value: DatabaseValue)] {
        var assignments: [(column: String, value: DatabaseValue)] = []
        let fields = Record.fieldTable.fields
        for index in slots.indices {
            switch slots[index] {
            case .absent: continue
            case .null: assignments.append((fields[index].column, .null))
            case .value(let box): assignments.append((fields[index].column, fields[index].storageValue(of: box)))
            }
        }
        return assignments
    }

    /// Sets the record's fields the patch names.
    func apply(to record: inout Record) {
        let fields = Record.fieldTable.fields
        for index in slots.indices {
            switch slots[index] {
            case .absent: continue
            case .null: fields[index].writeBox?(&record, nil)
            case .value(let box): fields[index].writeBox?(&record, box)
            }
        }
    }
}

extension RecordPatch: Codable {
    /// Decodes a payload with the JSON keys: a missing key is absent, `null` clears an
    /// optional field and is an error for a required one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldCodingKey.self)
        self.init()
        let fields = Record.fieldTable.fields
        for index in fields.indices where !fields[index].isKey && !fields[index].isKeyPart {
            let field = fields[index]
            let key = FieldCodingKey(stringValue: field.jsonKey)
            guard container.contains(key) else { continue }
            if field.isOptional, try container.decodeNil(forKey: key) {
                slots[index] = .null
            } else {
                slots[index] = .value(try field.decodeBox(container, key))
            }
        }
    }

    /// Encodes only the fields the patch sets (`null` for a cleared one).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldCodingKey.self)
        let fields = Record.fieldTable.fields
        for index in slots.indices {
            let key = FieldCodingKey(stringValue: fields[index].jsonKey)
            switch slots[index] {
            case .absent: continue
            case .null: try container.encodeNil(forKey: key)
            case .value(let box): try fields[index].encodeBox(box, &container, key)
            }
        }
    }
}
