import ModelKit

extension SwiftGenerator {
    /// Per-field decoders (type check, lossless conversion, model rules) and `init(json:)`;
    /// `update(with:)` from JSON is ModelRuntime's, through the `Patch`.
    func emitJSON(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        let entityLiteral = SwiftNaming.stringLiteral(entity.name)
        writer.block("extension \(typeName)") { w in
            for field in fields { emitDecoder(field, into: &w) }
            w.line()
            w.doc("""
                A new record from a JSON object.

                The key, then every other field as a `Patch` (the same checks as `update(with:)`), \
                then the model's defaults: required fields without a default must be present; \
                `null` is accepted only for optional fields; numbers convert only losslessly; dates \
                are ISO-8601 with or without fractional seconds. Errors name the key path \
                (`films[3].release_date`).
                """)
            w.block("\(a)init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError)") { w in
                w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                    for (index, field) in fields.enumerated() where field.isPrimaryKey {
                        let key = SwiftNaming.stringLiteral(field.jsonKey)
                        let expected = SwiftNaming.stringLiteral(field.expectedDescription)
                        w.line("let key\(index) = try Self.\(decoderFunction(field))(RequiredField.member(\(key), of: json, expected: \(expected), at: path), at: path.appending(\(key)))")
                    }
                    w.line(fields.contains { !$0.isPrimaryKey } ? "let patch = try Patch(json: json, at: path)" : "_ = try json.decodeObject(at: path)")
                    w.line("self.init(")
                    for (index, field) in fields.enumerated() {
                        let separator = index + 1 < fields.count ? "," : ""
                        // An argument label needs backticks only for `inout`, `var` and `let`.
                        let label = ["inout", "var", "let"].contains(field.bareProperty) ? field.property : field.bareProperty
                        w.line("    \(label): \(field.isPrimaryKey ? "key\(index)" : initialValue(field))\(separator)")
                    }
                    w.line(")")
                }
                w.line("    throw error.attributed(to: \(entityLiteral))")
                w.line("}")
            }
        }
    }

    /// The argument `init(json:)` passes for a non-key field: the patch's value, with the
    /// model's default (or the "missing" error) for an absent key.
    private func initialValue(_ field: StoredField) -> String {
        let patchValue = "patch.\(field.bareProperty)"
        if field.isOptional { return "\(patchValue).value(orAbsent: \(field.defaultLiteral() ?? "nil"))" }
        if let literal = field.defaultLiteral() { return "\(patchValue) ?? \(literal)" }
        let key = SwiftNaming.stringLiteral(field.jsonKey)
        return "try RequiredField.value(\(patchValue), \(key), expected: \(SwiftNaming.stringLiteral(field.expectedDescription)), at: path)"
    }

    func decoderFunction(_ field: StoredField) -> String {
        "decode" + Naming.uppercasingFirst(field.bareProperty)
    }

    /// One decoder per field: a one-line body when the type says everything, the model's
    /// checks on the decoded value otherwise.
    private func emitDecoder(_ field: StoredField, into writer: inout SourceWriter) {
        writer.doc("Decodes and checks `\(field.jsonKey)` (\(field.expectedDescription)).")
        let signature = "fileprivate static func \(decoderFunction(field))(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> \(field.baseType)"
        switch field.source {
        case .reference(_, let targetKey, let target):
            let targetField = StoredField.fields(of: target, in: model).first { $0.isPrimaryKey }
            let decoder = StoredField.decoderName(for: targetKey.type).name
            let idKey = SwiftNaming.stringLiteral(targetField?.jsonKey ?? targetKey.jsonKey)
            writer.line("\(signature) { try value.referenceKey(idKey: \(idKey), at: path()).\(decoder)(at: path()) }")
        case .attribute(let attribute):
            if let enumType = field.enumType {
                writer.line("\(signature) { try value.decodeEnum(\(enumType).self, at: path()) }")
                return
            }
            let decoder = StoredField.decoderName(for: attribute.type).name
            var checks: [String] = []
            if attribute.type.isNumeric, attribute.min != nil || attribute.max != nil {
                let minimum = attribute.min.map { numberLiteral($0, for: attribute.type) } ?? "nil"
                let maximum = attribute.max.map { numberLiteral($0, for: attribute.type) } ?? "nil"
                checks.append("try FieldRule.check(decoded, minimum: \(minimum), maximum: \(maximum), at: path())")
            }
            if let maxLength = attribute.maxLength, attribute.type == .string {
                checks.append("try FieldRule.check(decoded, maxLength: \(maxLength), at: path())")
            } else if let maxLength = attribute.maxLength, attribute.type == .url {
                checks.append("try FieldRule.check(decoded.absoluteString, maxLength: \(maxLength), at: path())")
            }
            if let pattern = attribute.pattern, attribute.type == .string {
                checks.append("try FieldRule.check(decoded, pattern: \(SwiftNaming.stringLiteral(pattern)), at: path())")
            }
            if checks.isEmpty {
                writer.line("\(signature) { try value.\(decoder)(at: path()) }")
                return
            }
            writer.block(signature) { w in
                w.line("let decoded = try value.\(decoder)(at: path())")
                for check in checks { w.line(check) }
                w.line("return decoded")
            }
        }
    }

    /// A bound as a literal of the attribute's Swift type.
    private func numberLiteral(_ value: ModelValue, for type: AttributeType) -> String {
        let text: String
        switch value {
        case .int(let number): text = String(number)
        case .double(let number): text = type.isInteger && number.rounded() == number ? String(Int64(number)) : String(number)
        case .string(let string): text = string
        case .bool(let flag): text = flag ? "1" : "0"
        }
        if type == .decimal {
            return "Decimal(string: \(SwiftNaming.stringLiteral(text)), locale: Locale(identifier: \"en_US_POSIX\"))"
        }
        return "\(text) as \(StoredField.swiftType(for: type))"
    }
}
