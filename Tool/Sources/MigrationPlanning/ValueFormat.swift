import ModelKit
import SchemaCore

/// A shape a column's values must have that its storage type does not enforce: a `date`,
/// a `uuid`, a `decimal` and a `url` are all `TEXT`, like a `string`, but only some texts
/// are dates.
///
/// The diff works on schemas, which cannot tell a `string` column from a `date` column;
/// ``ValueFormats`` tells it, so a model-level type change with unchanged storage
/// (`string` → `date`) is planned as a ``Step/Operation/checkValues(table:column:format:)``
/// step whose check counts the values the new type cannot read.
public enum ValueFormat: String, Codable, Hashable, Sendable, CaseIterable {
    /// ISO-8601 text as the generated records read it: `2024-01-02T03:04:05.678Z` (how
    /// modelc stores dates), any number of fraction digits, a `Z` or `±hh:mm` offset or
    /// none (UTC, as SQLite's `CURRENT_TIMESTAMP` writes `2024-01-02 03:04:05`), or a
    /// plain calendar date (`1977-05-25`).
    case date
    /// A UUID as text: 36 characters, hex digits in groups of 8-4-4-4-12 (modelc writes
    /// them lowercase; the records read either case).
    case uuid
    /// A decimal numeral as the records read one: an optional sign, digits with at most
    /// one point (`12.50`, `-3`, `.5`), and an optional exponent (`1e3`).
    case decimal
    /// Text a `url` record field reads: any but the empty text, which Foundation's
    /// `URL(string:)` gives no URL for (Mastodon's and Lemmy's `''` for no avatar). Text
    /// it reads otherwise (spaces in a path are escaped) is not judged here: the values
    /// it still refuses (`http://x y`) are `migrate test`'s to find.
    case url
    /// A whole number, as an `int` record field reads one: an integer, or a real number
    /// with no fraction (`5.0`). Only a column whose storage does not enforce it has
    /// it: an `int` attribute of a table that is not `STRICT`, or one with a `sqlType:`
    /// (an adopted `TIMESTAMP` column of Core Data's, holding `500000000.25`), where a
    /// `double` made an `int` changes no storage and planned no step, and the newest
    /// records could not read the rows.
    case integer

    /// One value of the format, in words: `an ISO-8601 date`.
    public var singular: String {
        switch self {
        case .date: "an ISO-8601 date"
        case .uuid: "a UUID"
        case .decimal: "a decimal number"
        case .url: "a URL (not empty)"
        case .integer: "a whole number"
        }
    }

    /// The format's values, in words: `ISO-8601 dates`.
    public var noun: String {
        switch self {
        case .date: "ISO-8601 dates"
        case .uuid: "UUIDs"
        case .decimal: "decimal numbers"
        case .url: "URLs"
        case .integer: "whole numbers"
        }
    }

    /// The format a model attribute type needs beyond its storage type, if any.
    public init?(_ type: AttributeType) {
        switch type {
        case .date: self = .date
        case .uuid: self = .uuid
        case .decimal: self = .decimal
        case .url: self = .url
        default: return nil
        }
    }
}

/// The ``ValueFormat`` of each column of two model versions, for ``diff(from:to:hints:formats:options:)``.
///
/// Like ``RenameHints``, it resolves what only the models know to SQL names, so the
/// diff itself stays a comparison of schemas.
public struct ValueFormats: Hashable, Sendable {
    /// Old table name → (old column name → format).
    public var old: [String: [String: ValueFormat]]
    /// New table name → (new column name → format).
    public var new: [String: [String: ValueFormat]]

    /// Whether the old side is a database without its model (declarative planning), so
    /// that what its columns' values are is not known: `new` then still holds the
    /// model's formats, and a column whose type changes is checked against its format
    /// (a live `NVARCHAR(60)` of e-mail addresses made a `uuid`), where a column that
    /// does not change is left alone (a check on every run would never let the
    /// database be up to date).
    public var isOldUnknown = false

    public init(old: [String: [String: ValueFormat]] = [:], new: [String: [String: ValueFormat]] = [:]) {
        self.old = old
        self.new = new
    }

    /// The formats of both versions' columns: attributes, and foreign-key columns (which
    /// hold the referenced key's type). Without `old` (an empty or a live database)
    /// nothing is known of the stored values (`isOldUnknown`).
    public init(from old: Model?, to new: Model) {
        guard let old else {
            self.init(new: Self.formats(of: new))
            isOldUnknown = true
            return
        }
        self.init(old: Self.formats(of: old), new: Self.formats(of: new))
    }

    private static func formats(of model: Model) -> [String: [String: ValueFormat]] {
        var tables: [String: [String: ValueFormat]] = [:]
        for entity in model.entities {
            var columns: [String: ValueFormat] = [:]
            for attribute in entity.attributes {
                columns[attribute.column] = ValueFormat(attribute.type)
                    ?? (attribute.type.isInteger && (!entity.isStrict || attribute.sqlType != nil) ? .integer : nil)
            }
            for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
                for key in model.foreignKeyColumns(of: relationship) { columns[key.name] = ValueFormat(key.type) }
            }
            tables[entity.table] = columns
        }
        return tables
    }
}
