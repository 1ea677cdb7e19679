import ModelKit

extension SwiftGenerator {
    /// `payloadLayout`: each stored field's JSON key, kind and checks in storage order,
    /// so the runtime's sync fast path binds flat payloads without building records.
    ///
    /// A kind states the same checks `emitDecoder` writes (bounds, `maxLength`, allowed
    /// values); a field whose checks a kind cannot state (a `pattern`, a `float` or
    /// `decimal` bound) or whose type has no kind is `custom`, calling its generated
    /// decoder, so both paths store the same values.
    func emitPayloadLayout(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        let nestedKeys = entity.relationships
            .filter { !model.holdsForeignKey($0, in: entity) }
            .map { SwiftNaming.stringLiteral($0.jsonKey) }
        writer.doc("How a flat JSON payload binds to the upsert statement (the sync fast path).")
        writer.line("\(a)static let payloadLayout: PayloadLayout? = PayloadLayout(")
        writer.line("    fields: [")
        for field in orderedForStorage(fields) {
            var arguments = [SwiftNaming.stringLiteral(field.jsonKey), payloadKind(field, typeName: typeName)]
            if field.isOptional { arguments.append("optional: true") }
            if case .reference = field.source { arguments.append("reference: true") }
            writer.line("        .init(\(arguments.joined(separator: ", "))),")
        }
        writer.line(nestedKeys.isEmpty ? "    ]" : "    ],")
        if !nestedKeys.isEmpty { writer.line("    nestedKeys: [\(nestedKeys.joined(separator: ", "))]") }
        writer.line(")")
    }

    /// The layout kind of a field, `custom` when no kind states its checks exactly.
    private func payloadKind(_ field: StoredField, typeName: String) -> String {
        let custom = ".custom { value throws(JSONMappingError) in try \(field.storageExpression("\(typeName).\(decoderFunction(field))(value, at: .root)")) }"
        if let enumType = field.enumType { return ".oneOf(\(typeName).\(enumType).allCases.map(\\.rawValue))" }
        guard let attribute = field.attribute else {
            // A reference: the target key's decoder, without the target attribute's checks.
            return plainKind(field.valueType) ?? custom
        }
        let bounded = attribute.type.isNumeric && (attribute.min != nil || attribute.max != nil)
        switch attribute.type {
        case .string:
            if attribute.pattern != nil { return custom }
            return attribute.maxLength.map { ".string(maxLength: \($0))" } ?? ".string()"
        case .int, .int32, .int16:
            guard bounded else { return plainKind(attribute.type) ?? custom }
            guard let minimum = integerBound(attribute.min), let maximum = integerBound(attribute.max) else { return custom }
            let name = attribute.type == .int ? "int64" : attribute.type == .int32 ? "int32" : "int16"
            return ".\(name)(minimum: \(minimum), maximum: \(maximum))"
        case .double:
            guard bounded else { return ".double()" }
            guard let minimum = doubleBound(attribute.min), let maximum = doubleBound(attribute.max) else { return custom }
            return ".double(minimum: \(minimum), maximum: \(maximum))"
        default:
            return bounded ? custom : plainKind(attribute.type) ?? custom
        }
    }

    /// The kind of a type decoded without checks, when there is one.
    private func plainKind(_ type: AttributeType) -> String? {
        switch type {
        case .string: ".string()"
        case .int: ".int64()"
        case .int32: ".int32()"
        case .int16: ".int16()"
        case .double: ".double()"
        case .bool: ".bool"
        case .date: ".date"
        case .uuid: ".uuid"
        default: nil
        }
    }

    /// An integer bound as a literal (`nil` when absent); none for a bound that is not a
    /// whole number (the field is then `custom`).
    private func integerBound(_ value: ModelValue?) -> String? {
        switch value {
        case nil: "nil"
        case .int(let number)?: String(number)
        case .double(let number)? where number.rounded() == number && abs(number) < 9e18: String(Int64(number))
        default: nil
        }
    }

    /// A `double` bound as the literal `emitDecoder` writes (`nil` when absent).
    private func doubleBound(_ value: ModelValue?) -> String? {
        switch value {
        case nil: "nil"
        case .int(let number)?: String(number)
        case .double(let number)?: String(number)
        default: nil
        }
    }
}
