import Foundation
import GRDB
import ModelKit
import ModelRuntime

/// Whether a value stored in an attribute's column is one the model's generated record
/// can read: the runtime's decoder for the attribute's type, then the model's rules
/// (`values`, `min`/`max`, `maxLength`, `pattern`), as `init(json:)` applies them.
///
/// `modelc migrate test` asks this of every distinct value a migration leaves behind, so
/// a migration that keeps rows the app would refuse (a `values:` list narrowed, a
/// `pattern` added, text left in a date column) fails the test instead of the app. The
/// stored value is first put in the JSON form the decoder reads (a boolean's integer as
/// `true`/`false`, a blob as base64, a `json` column's text parsed), since the decoders
/// and rules are the JSON ones that sync and generated records share.
public struct StoredValueCheck: Sendable {
    /// The attribute's column.
    public let column: String
    public let attribute: String
    private let type: AttributeType
    private let isOptional: Bool
    /// Whether every value of a storage class reads the same way: a `string` or `data`
    /// attribute without rules takes any text (or blob), so one value of each class
    /// found in a column stands for all of them.
    public let acceptsEveryValueOfItsClass: Bool
    private let decode: @Sendable (JSONValue, () -> JSONPath) throws(JSONMappingError) -> DatabaseValue

    public init(attribute: Attribute) {
        column = attribute.column
        self.attribute = attribute.name
        type = attribute.type
        isOptional = attribute.isOptional
        decode = EntityPayloadLayout.decoder(for: attribute).decode
        acceptsEveryValueOfItsClass = (attribute.type == .string || attribute.type == .data) && attribute.rules == nil
    }

    /// The checks of every attribute of `entity`, in declaration order.
    public static func checks(for entity: Entity) -> [StoredValueCheck] {
        entity.attributes.map(StoredValueCheck.init(attribute:))
    }

    /// Why the record could not read `value`, as one sentence; nil when it can.
    public func problem(with value: DatabaseValue) -> String? {
        if value.isNull { return isOptional ? nil : "NULL in a required attribute" }
        let json: JSONValue
        switch (type, value.storage) {
        case (.bool, .int64(let number)):
            json = .bool(number != 0)
        case (.data, .blob(let data)):
            json = .string(data.base64EncodedString())
        case (.json, .string(let text)):
            guard let parsed = try? JSONValue(text: text) else { return "text that is not JSON" }
            json = parsed
        // A record reads a string field through SQLite's text of the value, as GRDB does
        // (`sqlite3_column_text`): an integer in a column without STRICT reads as its
        // numeral, `5` as "5", a real as SQLite writes it.
        case (.string, .int64(let number)):
            json = .string(String(number))
        case (.string, .double(let number)):
            json = .string(Self.sqliteText(of: number))
        case (_, .string(let text)):
            json = .string(text)
        case (_, .int64(let number)):
            json = .int(number)
        case (_, .double(let number)):
            json = .double(number)
        case (_, .blob), (_, .null):
            return "a value of storage class \(value.storageClassName)"
        }
        do {
            _ = try decode(json) { .root }
            return nil
        } catch {
            return error.message
        }
    }
}

extension StoredValueCheck {
    /// A real as SQLite gives it as text (`%!.15g`: `5.0`, `0.1`, `1.0e+20`).
    static func sqliteText(of number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-Inf" : "Inf" }
        var text = String(format: "%.15g", number)
        if !text.contains(".") {
            if let exponent = text.firstIndex(where: { $0 == "e" }) {
                text.insert(contentsOf: ".0", at: exponent)
            } else {
                text += ".0"
            }
        }
        return text
    }
}

extension DatabaseValue {
    /// SQLite's name for the value's storage class, as `typeof()` spells it.
    var storageClassName: String {
        switch storage {
        case .null: "null"
        case .int64: "integer"
        case .double: "real"
        case .string: "text"
        case .blob: "blob"
        }
    }
}
