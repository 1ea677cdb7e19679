import Foundation
import ModelKit

/// Attribute types, defaults, bounds and patterns.
extension CoreDataMapping {
    /// The modelc type of a Core Data attribute type (Transformable: the bytes it stored).
    static func type(of type: CoreDataAttributeType) -> AttributeType {
        switch type {
        case .integer16: .int16
        case .integer32: .int32
        case .integer64: .int
        case .decimal: .decimal
        case .double: .double
        case .float: .float
        case .string: .string
        case .boolean: .bool
        case .date: .date
        case .binary, .transformable, .objectID, .undefined: .data
        case .uuid: .uuid
        case .uri: .url
        }
    }

    /// `attribute` as a modelc attribute named `name`; its renaming identifier is kept in
    /// `renamedFrom` until the history decides whether it is a rename.
    mutating func mapAttribute(_ attribute: CoreDataAttribute, named name: String, element: String) -> Attribute {
        let type = Self.type(of: attribute.type)
        var mapped = Attribute(name: name, type: type, isOptional: attribute.isOptional, isIndexed: attribute.isIndexed,
                               renamedFrom: attribute.renamingIdentifier, location: attribute.location)
        // `screenshotURLs` is stored as `screenshot_urls`, not `screenshot_ur_ls`.
        if let column = Naming.snakeCaseKeepingAcronymPlurals(name) { mapped.column = column }
        if attribute.type == .transformable {
            note(.transformable, element, "Transformable attribute `\(element)` is imported as `data`, the bytes its value transformer stored", at: attribute.location)
        }
        if let path = attribute.compositeElement {
            note(.composite, element, "`\(path)`, an element of a composite attribute, is imported as the attribute `\(name)`", at: attribute.location)
        }
        if attribute.allowsExternalStorage {
            note(.externalStorage, element, "`\(element)` allows external storage; modelc keeps the bytes in the column", at: attribute.location)
        }
        if let text = attribute.defaultValue {
            mapped.defaultValue = defaultValue(text, of: attribute.type)
            if mapped.defaultValue == nil {
                note(.constraintDropped, element, "default `\(text)` of `\(element)` has no modelc form for \(attribute.type.rawValue): left out", at: attribute.location)
            }
        }
        if type.isNumeric {
            mapped.min = attribute.minValue.flatMap { Self.bound($0, of: type) }
            mapped.max = attribute.maxValue.flatMap { Self.bound($0, of: type) }
        } else if type == .string {
            mapped.maxLength = attribute.maxValue.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            if let minimum = attribute.minValue.flatMap({ Int($0) }), minimum > 0 {
                note(.constraintDropped, element, "minimum length \(minimum) of `\(element)` has no modelc form: left out", at: attribute.location)
            }
        } else if attribute.minValue != nil || attribute.maxValue != nil {
            note(.constraintDropped, element, "minimum and maximum of \(attribute.type.rawValue) attribute `\(element)` have no modelc form: left out", at: attribute.location)
        }
        if let pattern = attribute.regularExpression, !pattern.isEmpty {
            if type.isTextual {
                mapped.pattern = pattern
            } else {
                note(.constraintDropped, element, "regular expression of \(attribute.type.rawValue) attribute `\(element)` applies only to text: left out", at: attribute.location)
            }
        }
        dropConstraintsTheDefaultBreaks(of: &mapped, element: element)
        return mapped
    }

    /// Core Data checks a minimum, a maximum, a length and a regular expression only when
    /// an object is saved, so a model may give a default they refuse (an `Integer 16`
    /// rated 1 to 5 whose default Xcode left at 0), and a lightweight migration fills
    /// existing rows with it unchecked. Such a rule is left out, noted, where the default
    /// is kept: stores may hold the default, and the import would otherwise refuse its
    /// own model.
    private mutating func dropConstraintsTheDefaultBreaks(of attribute: inout Attribute, element: String) {
        guard let value = attribute.defaultValue else { return }
        func drop(_ what: String) {
            note(.constraintDropped, element, "\(what) of `\(element)` refuses its default \(value), which Core Data checks only when saving: left out", at: attribute.location)
        }
        if attribute.type.isNumeric, let number = value.numericValue {
            if let min = attribute.min, let bound = min.numericValue, number < bound { drop("the minimum \(min)"); attribute.min = nil }
            if let max = attribute.max, let bound = max.numericValue, number > bound { drop("the maximum \(max)"); attribute.max = nil }
        }
        guard case .string(let text) = value else { return }
        if let maxLength = attribute.maxLength, text.count > maxLength { drop("the maximum length \(maxLength)"); attribute.maxLength = nil }
        if let pattern = attribute.pattern {
            let regex = try? NSRegularExpression(pattern: pattern)
            if regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil { drop("the regular expression"); attribute.pattern = nil }
        }
    }

    /// `defaultValueString` as a modelc default, or nil when the type has none. An integer
    /// default of `NO` or `YES` (left from an attribute that was Boolean, as in
    /// WordPress's `Site.visibility`) is what Core Data reads it as: 0 for both, as the
    /// compiled model Apptentive's store caches (`Z_MODELCACHE`) says of its `Integer 32`
    /// `pendingState` whose default is written `YES` (Core Data reads the text as a number,
    /// and `YES` has none); one written as
    /// a whole number with a fraction (`0.0`, as Xcode writes it for LoopKit's
    /// `insulinType` and Stepik's `passedBy`) is that number, and a Boolean's written as
    /// a number (`0.0`, kiwix-apple's) is false when zero, as Core Data reads it. A UUID default that is not a
    /// UUID (Trio's `TempTargetRunStored.id` defaults to `empy`) is none: Core Data cannot
    /// read it as one either.
    private func defaultValue(_ text: String, of type: CoreDataAttributeType) -> ModelValue? {
        switch type {
        case .integer16, .integer32, .integer64:
            Int64(text).map(ModelValue.int) ?? (text == "NO" || text == "YES" ? .int(0) : Self.wholeNumber(text).map(ModelValue.int))
        case .double, .float: Double(text).map(ModelValue.double)
        case .decimal: Decimal(string: text) != nil ? .string(text) : nil
        case .string, .uri: .string(text)
        case .uuid: UUID(uuidString: text) != nil ? .string(text) : nil
        case .boolean: ["YES", "1", "true"].contains(text) ? .bool(true) : ["NO", "0", "false"].contains(text) ? .bool(false) : Double(text).map { .bool($0 != 0) }
        case .date: (Double(text).map { Date(timeIntervalSinceReferenceDate: $0) } ?? Self.describedDate(text)).map { .string(Self.isoDate($0)) }
        case .binary, .transformable, .objectID, .undefined: nil
        }
    }

    /// A date default written as text in the form `NSDate` describes itself,
    /// `2010-01-01 12:00:00 -0600` (older model files' `defaultValueString`, where Xcode
    /// now writes `defaultDateTimeInterval`); nil for any other text, whose reading
    /// would depend on a locale (`January 1, 2010`).
    static func describedDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// `text` as an integer when it is a number with no fractional part (`0.0`, `3.00`).
    static func wholeNumber(_ text: String) -> Int64? {
        guard let value = Double(text), value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int64(value)
    }

    /// A date as modelc writes date defaults: ISO-8601 UTC, with milliseconds when it has them.
    static func isoDate(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let whole = date.timeIntervalSinceReferenceDate.rounded(.down) == date.timeIntervalSinceReferenceDate
        formatter.formatOptions = whole ? [.withInternetDateTime] : [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    private static func bound(_ text: String, of type: AttributeType) -> ModelValue? {
        type.isInteger ? Int64(text).map(ModelValue.int) : Double(text).map(ModelValue.double)
    }

    /// The zero default `--fill-defaults` writes: 0, false, empty text, Core Data's
    /// reference date (2001-01-01, its timestamp 0), the nil UUID; nil for `data`.
    static func zeroDefault(of type: AttributeType) -> ModelValue? {
        switch type {
        case .int, .int16, .int32: .int(0)
        case .double, .float: .double(0)
        case .decimal: .string("0")
        case .bool: .bool(false)
        case .string: .string("")
        case .date: .string("2001-01-01T00:00:00Z")
        case .uuid: .string("00000000-0000-0000-0000-000000000000")
        case .url: .string("about:blank")
        case .json: .string("null")
        case .data: nil
        }
    }
}
