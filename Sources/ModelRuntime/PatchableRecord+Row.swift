import GRDB

extension FetchableRecord where Self: Decodable & PatchableRecord {
    /// Creates a record from `row` with GRDB's `Decodable` decoding, after checking that
    /// every number column holds a value its field reads as stored, and the key a value.
    ///
    /// GRDB's decoding alone reads a blob or text in a number column as 0, and a saved
    /// record would then write the 0 back (see `StoredValueError`). This is more specific
    /// than GRDB's `init(row:)` for `Decodable` records, so every generated record uses it.
    public init(row: Row) throws {
        try Self.fieldTable.checkStoredValues(in: row)
        self = try FetchableRecordDecoder().decode(Self.self, from: row)
    }
}

extension FieldTable {
    /// Throws `StoredValueError` for the first column of `row` whose field would read its
    /// value as another one; a column the row does not hold is left to the decoder.
    ///
    /// A row of `SELECT *` (GRDB's query interface) holds the table's columns in the
    /// fields' order when the key comes first, so each field's value is looked for at its
    /// own position first (its name compared exactly) and by name only elsewhere: looking
    /// every field up by name, case-insensitively as GRDB does, doubled a fetch's time.
    public func checkStoredValues(in row: Row) throws {
        let aligned = row.count == fields.count
        for index in storedValueCheckedFields {
            let field = fields[index]
            var value: DatabaseValue?
            if aligned {
                let (name, stored) = row[row.index(row.startIndex, offsetBy: index)]
                if name == field.column { value = stored }
            }
            guard let value = value ?? row[field.column] else { continue }
            if value.isNull, field.isKey, !field.isOptional {
                throw StoredValueError(entity: entity, key: nil, column: field.column, expected: field.expected, found: StoredValueError.nullKey)
            }
            guard let problem = field.storedValueProblem, let found = problem(value) else { continue }
            let key = keyIndex.flatMap { (row[fields[$0].column] as DatabaseValue?)?.description }
            throw StoredValueError(entity: entity, key: key, column: field.column, expected: field.expected, found: found)
        }
    }
}
