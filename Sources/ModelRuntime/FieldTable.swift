import GRDB

/// The model of one entity as the runtime reads it: every stored field (its key path,
/// column, JSON key, Swift type, default and rules) and every relationship's shape.
///
/// A generated record states its table once (`static let fieldTable`), one line per
/// field; decoding from JSON, validation, `update(with:)`, patches, storage values, the
/// sync fast path's layout, nested writes and delete rules are ModelRuntime's, written
/// once over the table instead of once per entity. GRDB's own record protocols work the
/// same way over `CodingKeys`: a record declares its shape, the library does the rest.
///
/// Fields are in storage order: the primary key first, then the columns as the schema
/// lays them out (the order of `storageColumns` and of the upsert statement).
///
/// The table is immutable, and a class (as are its fields) so that reading it in the hot
/// paths, a field per value of every record, copies one reference rather than every
/// closure a field holds. It holds key paths and closures over `FieldValue`s, which are
/// all `Sendable`, but key-path types do not say so; hence the unchecked conformance.
public final class FieldTable<Record>: @unchecked Sendable {
    /// The entity's name in the model (`Film`), for error messages.
    public let entity: String
    /// The stored fields, primary key first.
    public let fields: [Field]
    /// The relationships the runtime writes and whose delete rules it runs.
    public let relationships: [Relationship]
    /// How a flat JSON payload binds to the upsert statement (the sync fast path).
    public let payloadLayout: PayloadLayout
    /// The stored columns in `fields` order.
    public let columns: [String]
    /// The index of the primary-key field, when the key is one field.
    public let keyIndex: Int?
    @usableFromInline let indexByColumn: [String: Int]
    let indexByKeyPath: [AnyKeyPath: Int]
    /// Whether deleting runs rules SQLite's foreign keys cannot (`deny`, and `cascade`
    /// through a foreign key this record holds or a join table).
    public let hasRuntimeDeleteRules: Bool
    /// The ordered to-manys this record can be an element of: its foreign key's field and
    /// the column keeping its place.
    let orderedParents: [(field: Int, position: String)]
    /// The fields whose type would read a stored value of another kind as something else
    /// (`FieldValue.checksStoredValues`), and the key a record requires, checked when a row
    /// is read (`checkStoredValues(in:)`); none in a `STRICT` table, where SQLite keeps
    /// every value of its column's type and no NULL in a key.
    let storedValueCheckedFields: [Int]

    /// Builds a record from values in `fields` order (nil for NULL), through the record's
    /// memberwise initializer.
    @usableFromInline let construct: ([FieldBox?]) throws(JSONMappingError) -> Record

    /// A table of `declared` fields (in the order of the record's memberwise initializer,
    /// which `make` calls with one `reader.next()` per field) and relationships.
    ///
    /// The fields are stored key first, as the upsert binds them; `make` reads them back in
    /// declaration order. `make` is a closure written where the record is, so each
    /// `next()` is specialized to its field's type. `strict` is false for a table without
    /// `STRICT` (an adopted database's, `strict: false` in the model), whose number columns
    /// may hold text or blobs: reading a row then checks them (`checkStoredValues(in:)`).
    @inlinable
    public convenience init(
        entity: String, strict: Bool = true, make: @escaping (inout FieldReader) throws -> Record,
        fields declared: [Field], relationships: [Relationship] = []
    ) {
        let fields = declared.filter { $0.isKey } + declared.filter { !$0.isKey }
        let order = declared.map { field in fields.firstIndex { $0 === field } ?? 0 }
        self.init(entity: entity, strict: strict, fields: fields, relationships: relationships) { values throws(JSONMappingError) in
            var reader = FieldReader(values: values, order: order, entity: entity)
            do {
                return try make(&reader)
            } catch let error as JSONMappingError {
                throw error
            } catch {
                // `make` calls only `next()`, which throws `JSONMappingError`s; a closure
                // literal cannot say so (its thrown type is not inferred from context).
                throw JSONMappingError(entity: entity, path: .root, reason: .typeMismatch(expected: "a record", got: "\(error)"))
            }
        }
    }

    @usableFromInline
    init(entity: String, strict: Bool, fields: [Field], relationships: [Relationship], construct: @escaping ([FieldBox?]) throws(JSONMappingError) -> Record) {
        self.entity = entity
        self.fields = fields
        self.relationships = relationships
        self.construct = construct
        columns = fields.map(\.column)
        keyIndex = fields.firstIndex(where: \.isKey)
        var indexByColumn: [String: Int] = [:]
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        for index in fields.indices {
            indexByColumn[fields[index].column] = index
            indexByKeyPath[fields[index].keyPath] = index
        }
        self.indexByColumn = indexByColumn
        self.indexByKeyPath = indexByKeyPath
        hasRuntimeDeleteRules = relationships.contains { $0.runtimeDeleteRule != nil }
        // A key column of a table without STRICT may hold NULL (but for INTEGER PRIMARY KEY,
        // the rowid), which a record's required key cannot (Northwind's, sqlx's tables).
        storedValueCheckedFields = strict ? [] : fields.indices.filter {
            fields[$0].storedValueProblem != nil || (fields[$0].isKey && !fields[$0].isOptional)
        }
        orderedParents = relationships.compactMap { relationship in
            guard case .belongsTo(let column, let position?, _, _) = relationship.shape, let field = indexByColumn[column] else { return nil }
            return (field, position)
        }
        payloadLayout = PayloadLayout(
            fields: fields.map { PayloadLayout.Field($0.jsonKey, $0.payloadKind, optional: $0.isOptional && !$0.isKey, reference: $0.isReference, column: $0.column) },
            nestedKeys: relationships.filter(\.isWrittenAfterRecord).map(\.jsonKey)
        )
    }

    /// The index of the field stored at `keyPath`; nil for a property the table does not list.
    public func index(of keyPath: AnyKeyPath) -> Int? {
        indexByKeyPath[keyPath]
    }

    /// The stored values of `record`, in `fields` order.
    @inlinable
    public func forEachStorageValue(of record: Record, _ body: (_ position: Int32, _ value: DatabaseValue) throws -> Void) rethrows {
        try withUnsafePointer(to: record) { pointer in
            let memory = UnsafeRawPointer(pointer)
            var position: Int32 = 1
            for index in fields.indices {
                let field = fields[index]
                try body(position, field.storeFromMemory?(memory) ?? field.storageValue(of: record))
                position += 1
            }
        }
    }
}

/// A JSON key as a coding key, for a patch's Codable form.
public struct FieldCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
