/// A `Decoder` serving a record's synthesized `init(from:)` with values already decoded
/// and checked from a payload, by column.
///
/// This is how the runtime builds a record of any generated type without a generated
/// initializer call: the record's `CodingKeys` name its columns, the field table maps
/// each column to its value, and Swift's own Codable synthesis assigns the properties.
struct FieldValuesDecoder<Record>: Decoder {
    let table: FieldTable<Record>
    /// The values in `table.fields` order; nil is NULL.
    let values: [FieldBox?]

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(table: table, values: values, cursor: Cursor()))
    }

    /// Where the next key is likely to be: the synthesized `init(from:)` asks for the keys
    /// in `CodingKeys` order, which is the table's (but for a key declared after other
    /// fields), so most lookups are one string comparison instead of a hash.
    final class Cursor {
        var next = 0
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a record decodes from a keyed container"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a record decodes from a keyed container"))
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let table: FieldTable<Record>
        let values: [FieldBox?]
        let cursor: Cursor

        /// The field index of `key`: the one after the last asked for, the last asked for
        /// again (`decodeIfPresent` asks `contains` first), or the table's by column.
        private func index(of key: Key) -> Int? {
            let name = key.stringValue
            let fields = table.fields
            let next = cursor.next
            if next < fields.count, fields[next].column == name {
                cursor.next = next + 1
                return next
            }
            if next > 0, next <= fields.count, fields[next - 1].column == name { return next - 1 }
            guard let index = table.indexByColumn[name] else { return nil }
            cursor.next = index + 1
            return index
        }

        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] {
            table.fields.indices.filter { values[$0] != nil }.compactMap { Key(stringValue: table.fields[$0].column) }
        }

        func contains(_ key: Key) -> Bool {
            guard let index = index(of: key) else { return false }
            return values[index] != nil
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            !contains(key)
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try value(type, key)
        }

        // One lookup for an optional field (the protocol's default asks `contains`,
        // `decodeNil` and `decode` in turn).
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalValue(type, key) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalValue(type, key) }

        /// The value at `key` as `T`, or nil for NULL or a key the table does not hold.
        private func optionalValue<T>(_ type: T.Type, _ key: Key) throws -> T? {
            guard let index = index(of: key), let box = values[index] else { return nil }
            guard let typed = box.base as? T else {
                throw DecodingError.typeMismatch(T.self, .init(codingPath: [key], debugDescription: "the field table holds \(Swift.type(of: box.base))"))
            }
            return typed
        }

        /// The value at `key` as `T`: what every `decode` overload returns.
        private func value<T>(_ type: T.Type, _ key: Key) throws -> T {
            guard let index = index(of: key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "\(Record.self).fieldTable has no column \(key.stringValue)"))
            }
            guard let box = values[index] else {
                throw DecodingError.valueNotFound(T.self, .init(codingPath: [key], debugDescription: "NULL"))
            }
            guard let typed = box.base as? T else {
                let held = Swift.type(of: box.base)
                throw DecodingError.typeMismatch(T.self, .init(codingPath: [key], debugDescription: "the field table holds \(held)"))
            }
            return typed
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "a field is one value"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "a field is one value"))
        }

        func superDecoder() throws -> any Decoder { self.decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { self.decoder }

        private var decoder: FieldValuesDecoder { FieldValuesDecoder(table: table, values: values) }
    }
}
