import GRDB

/// The factories a generated field table is written with, one line per field:
///
/// ```swift
/// .key(\.id, "id"),
/// .field(\.name, "name", rules: .text(maxLength: 20)),
/// .field(\.quantity, "quantity", default: 0, rules: .range(min: 0, max: 1000)),
/// .field(\.releasedAt, "released_at"),                    // an optional property
/// .reference(\.shelfID, "shelf_id", json: "shelf", idKey: "id"),
/// ```
///
/// The key path fixes the Swift type, so the column's decoder, storage and fast-path kind
/// follow from `FieldValue`; `json:` is given when the payload key is not the column.
extension FieldTable {
    /// One stored field: a property of the record and its column.
    ///
    /// Built with `key`, `field` or `reference`, which capture the property's Swift type in
    /// the closures below; everything else reads the field through them.
    public final class Field: @unchecked Sendable {
        /// The column in the table.
        public let column: String
        /// The key in JSON payloads.
        public let jsonKey: String
        /// Whether the field is the primary key (read first, never patched).
        public let isKey: Bool
        /// Whether `null` is allowed (the property is optional).
        public let isOptional: Bool
        /// Whether the field is the foreign key of a to-one relationship, whose payload
        /// value may be the related object itself.
        public internal(set) var isReference = false
        /// Whether the field is one column of a primary key of several (`partOfKey()`):
        /// a new record's payload gives it, and patches leave it alone, as they leave a
        /// single key, since changing it would make the record another row.
        public internal(set) var isKeyPart = false
        /// What a payload must give, for messages (`an integer`, `one of "a", "b"`).
        public let expected: String
        // The closures below are built by the `@inlinable` factories, so they are compiled
        // where the record is, specialized to its types: the hot paths then call no generic
        // code (unspecialized, every call looked up the types' metadata at run time).
        @usableFromInline let keyPath: AnyKeyPath
        /// The model's default, used when a new record's payload leaves the field out.
        @usableFromInline let defaultValue: FieldBox?
        @usableFromInline var payloadKind: PayloadLayout.Kind
        /// Decodes a non-null payload value and checks the model's rules; the error's path
        /// is `parent.jsonKey`, built only on error.
        @usableFromInline var decodeValue: (JSONValue, _ parent: JSONPath) throws(JSONMappingError) -> FieldBox
        @usableFromInline let storeBox: (FieldBox) -> DatabaseValue
        @usableFromInline let storeRecord: (Record) -> DatabaseValue
        /// The field of a record as a payload gives it (`null` for nil).
        @usableFromInline let jsonRecord: (Record) -> JSONValue
        /// The stored value read straight from the record's memory at the property's offset
        /// (`MemoryLayout.offset(of:)`, documented for reaching a stored property through a
        /// pointer): a key path's projection costs more than the rest of binding a value.
        @usableFromInline let storeFromMemory: ((UnsafeRawPointer) -> DatabaseValue)?
        /// Sets the property (nil clears an optional one); nil for the key, which is `let`.
        @usableFromInline let writeBox: ((inout Record, FieldBox?) -> Void)?
        @usableFromInline let encodeBox: (FieldBox, inout KeyedEncodingContainer<FieldCodingKey>, FieldCodingKey) throws -> Void
        @usableFromInline let decodeBox: (KeyedDecodingContainer<FieldCodingKey>, FieldCodingKey) throws -> FieldBox
        /// What a stored value is when the field's type would read it as something else
        /// (`FieldValue.storedValueProblem`); nil for the types that read every value as stored.
        @usableFromInline let storedValueProblem: ((DatabaseValue) -> String?)?

        /// The stored value of the field of `record`.
        @inlinable
        public func storageValue(of record: Record) -> DatabaseValue {
            storeRecord(record)
        }

        /// The stored form of a boxed value (NULL for nil).
        @inlinable
        func storageValue(of box: FieldBox?) -> DatabaseValue {
            box.map(storeBox) ?? .null
        }

        @inlinable
        init<Value: FieldValue>(
            keyPath: AnyKeyPath, read: @escaping (Record) -> Value?, readMemory: ((UnsafeRawPointer) -> Value?)?, write: ((inout Record, Value?) -> Void)?,
            column: String, json: String?, isKey: Bool, isOptional: Bool, defaultValue: Value?, rules: FieldRules<Value>
        ) {
            let jsonKey = json ?? column
            self.column = column
            self.jsonKey = jsonKey
            self.isKey = isKey
            self.isOptional = isOptional
            self.expected = Value.expectedInJSON
            self.keyPath = keyPath
            self.defaultValue = defaultValue.map(FieldBox.init)
            decodeValue = { json, parent throws(JSONMappingError) in
                let value = try Value.decode(json, at: parent.appending(jsonKey))
                try rules.check(value, at: parent.appending(jsonKey))
                return FieldBox(value)
            }
            storeBox = { box in box.value(as: Value.self)?.storageValue ?? .null }
            storeRecord = { record in read(record)?.storageValue ?? .null }
            jsonRecord = { record in read(record)?.jsonValue ?? .null }
            storeFromMemory = readMemory.map { readMemory in { pointer in readMemory(pointer)?.storageValue ?? .null } }
            writeBox = write.map { write in { record, box in write(&record, box?.value(as: Value.self)) } }
            encodeBox = { box, container, key in try container.encodeIfPresent(box.value(as: Value.self), forKey: key) }
            decodeBox = { container, key in FieldBox(try container.decode(Value.self, forKey: key)) }
            storedValueProblem = Value.checksStoredValues ? { Value.storedValueProblem($0) } : nil
            payloadKind = Value.payloadKind(rules) ?? .custom { json throws(JSONMappingError) in
                let value = try Value.decode(json, at: .root)
                try rules.check(value, at: .root)
                return value.storageValue
            }
        }

        /// Makes the field a foreign key: its payload value may be the related object, whose
        /// `idKey` member is the key (an error in it is at that member: `owner.id`); the fast
        /// path binds the bare key with the plain kind.
        @usableFromInline
        func makeReference<Value: FieldValue>(_ type: Value.Type, idKey: String) -> Field {
            let jsonKey = jsonKey
            isReference = true
            decodeValue = { json, parent throws(JSONMappingError) in
                guard case .object = json else { return FieldBox(try Value.decode(json, at: parent.appending(jsonKey))) }
                let key = try json.referenceKey(idKey: idKey, at: parent.appending(jsonKey))
                return FieldBox(try Value.decode(key, at: parent.appending(jsonKey).appending(idKey)))
            }
            payloadKind = Value.payloadKind(.none) ?? .custom { json throws(JSONMappingError) in
                try Value.decode(json.referenceKey(idKey: idKey, at: .root), at: .root).storageValue
            }
            return self
        }
    }
}

extension FieldTable.Field {
    /// Makes the field one column of a primary key of several: `.field(\.owner,
    /// "owner").partOfKey()`. `update(with:)` and a `Patch` from JSON ignore it; a new
    /// record's payload must give it like any field.
    public func partOfKey() -> FieldTable.Field {
        isKeyPart = true
        return self
    }

    /// The primary key (a `let` property).
    @inlinable
    public static func key<Value: FieldValue>(
        _ keyPath: KeyPath<Record, Value>, _ column: String, json: String? = nil, rules: FieldRules<Value> = .none
    ) -> FieldTable.Field {
        FieldTable.Field(keyPath: keyPath, read: { $0[keyPath: keyPath] }, readMemory: memoryReader(keyPath), write: nil, column: column, json: json,
             isKey: true, isOptional: false, defaultValue: nil, rules: rules)
    }

    /// An integer key the database assigns (`autoincrement: true`): nil until the record is
    /// inserted, and left out of a new record's payload.
    @inlinable
    public static func key<Value: FieldValue>(
        _ keyPath: WritableKeyPath<Record, Value?>, _ column: String, json: String? = nil, rules: FieldRules<Value> = .none
    ) -> FieldTable.Field {
        FieldTable.Field(keyPath: keyPath, read: { $0[keyPath: keyPath] }, readMemory: memoryReader(keyPath), write: nil, column: column, json: json,
             isKey: true, isOptional: true, defaultValue: nil, rules: rules)
    }

    /// A required field.
    @inlinable
    public static func field<Value: FieldValue>(
        _ keyPath: WritableKeyPath<Record, Value>, _ column: String, json: String? = nil,
        default defaultValue: Value? = nil, rules: FieldRules<Value> = .none
    ) -> FieldTable.Field {
        FieldTable.Field(keyPath: keyPath, read: { $0[keyPath: keyPath] }, readMemory: memoryReader(keyPath), write: { record, value in
            if let value { record[keyPath: keyPath] = value }
        }, column: column, json: json, isKey: false, isOptional: false, defaultValue: defaultValue, rules: rules)
    }

    /// An optional field: `null` clears it.
    @inlinable
    public static func field<Value: FieldValue>(
        _ keyPath: WritableKeyPath<Record, Value?>, _ column: String, json: String? = nil,
        default defaultValue: Value? = nil, rules: FieldRules<Value> = .none
    ) -> FieldTable.Field {
        FieldTable.Field(keyPath: keyPath, read: { $0[keyPath: keyPath] }, readMemory: memoryReader(keyPath), write: { record, value in record[keyPath: keyPath] = value },
             column: column, json: json, isKey: false, isOptional: true, defaultValue: defaultValue, rules: rules)
    }

    /// The required foreign key of a to-one relationship: the payload gives the related
    /// record's key (`"owner": 3`) or the record itself (`"owner": {"id": 3, …}`).
    @inlinable
    public static func reference<Value: FieldValue>(
        _ keyPath: WritableKeyPath<Record, Value>, _ column: String, json: String? = nil, idKey: String
    ) -> FieldTable.Field {
        field(keyPath, column, json: json).makeReference(Value.self, idKey: idKey)
    }

    /// An optional foreign key of a to-one relationship (see the required form).
    @inlinable
    public static func reference<Value: FieldValue>(
        _ keyPath: WritableKeyPath<Record, Value?>, _ column: String, json: String? = nil, idKey: String
    ) -> FieldTable.Field {
        field(keyPath, column, json: json).makeReference(Value.self, idKey: idKey)
    }

    /// Reads a stored property of type `Property` (the field's value or its optional)
    /// through a pointer to the record; nil for a property that is not stored.
    @inlinable
    static func memoryReader<Value: FieldValue>(_ keyPath: KeyPath<Record, Value>) -> ((UnsafeRawPointer) -> Value?)? {
        MemoryLayout<Record>.offset(of: keyPath).map { offset in { $0.load(fromByteOffset: offset, as: Value.self) } }
    }

    /// The optional form of `memoryReader(_:)`.
    @inlinable
    static func memoryReader<Value: FieldValue>(_ keyPath: KeyPath<Record, Value?>) -> ((UnsafeRawPointer) -> Value?)? {
        MemoryLayout<Record>.offset(of: keyPath).map { offset in { $0.load(fromByteOffset: offset, as: Value?.self) } }
    }
}
