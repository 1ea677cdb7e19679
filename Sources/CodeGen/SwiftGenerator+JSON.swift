import ModelKit

extension SwiftGenerator {
    /// Per-field decoders (type check, lossless conversion, model rules), `init(json:)`
    /// and `update(with:)`.
    func emitJSON(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        let entityLiteral = SwiftNaming.stringLiteral(entity.name)
        writer.block("extension \(typeName)") { w in
            for field in fields {
                emitDecoder(field, into: &w)
                w.line()
            }
            w.doc("""
                A new record from a JSON object.

                Required fields without a model default must be present; `null` is accepted only \
                for optional fields; numbers convert only losslessly; dates are ISO-8601 with or \
                without fractional seconds. Errors name the key path (`films[3].release_date`).
                """)
            w.block("\(a)init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError)") { w in
                w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                    w.line("let object = try json.decodeObject(at: path)")
                    for field in fields {
                        let key = SwiftNaming.stringLiteral(field.jsonKey)
                        let decode = "try Self.\(decoderFunction(field))(value, at: path.appending(\(key)))"
                        w.block("switch object[\(key)]") { w in
                            if field.isOptional {
                                w.line("case nil:")
                                w.line("    self.\(field.bareProperty) = \(field.defaultLiteral() ?? "nil")")
                                w.line("case .null?:")
                                w.line("    self.\(field.bareProperty) = nil")
                            } else if let literal = field.defaultLiteral() {
                                w.line("case nil:")
                                w.line("    self.\(field.bareProperty) = \(literal)")
                            } else {
                                w.line("case nil:")
                                w.line("    throw JSONMappingError(path: path.appending(\(key)), reason: .missing(expected: \(SwiftNaming.stringLiteral(field.expectedDescription))))")
                            }
                            w.line("case let value?:")
                            w.line("    self.\(field.bareProperty) = \(decode)")
                        }
                    }
                }
                w.line("    throw error.attributed(to: \(entityLiteral))")
                w.line("}")
            }
            w.line()
            w.doc("""
                Applies a JSON object: absent keys leave fields untouched, `null` clears optional \
                fields and is an error for required ones. The primary key is not changed. \
                On error the record is left unchanged.
                """)
            w.block("\(a)mutating func update(with json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError)") { w in
                let updatable = fields.filter { !$0.isPrimaryKey }
                if updatable.isEmpty {
                    w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                        w.line("_ = try json.decodeObject(at: path)")
                    }
                    w.line("    throw error.attributed(to: \(entityLiteral))")
                    w.line("}")
                    return
                }
                w.line("var copy = self")
                w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                    w.line("let object = try json.decodeObject(at: path)")
                    for field in fields where !field.isPrimaryKey {
                        let key = SwiftNaming.stringLiteral(field.jsonKey)
                        let decode = "try Self.\(decoderFunction(field))(value, at: path.appending(\(key)))"
                        if field.isOptional {
                            w.block("switch object[\(key)]") { w in
                                w.line("case nil: break")
                                w.line("case .null?: copy.\(field.bareProperty) = nil")
                                w.line("case let value?: copy.\(field.bareProperty) = \(decode)")
                            }
                        } else {
                            w.line("if let value = object[\(key)] { copy.\(field.bareProperty) = \(decode) }")
                        }
                    }
                }
                w.line("    throw error.attributed(to: \(entityLiteral))")
                w.line("}")
                w.line("self = copy")
            }
        }
    }

    func decoderFunction(_ field: StoredField) -> String {
        "decode" + SwiftNaming.uppercasingFirst(field.bareProperty)
    }

    private func emitDecoder(_ field: StoredField, into writer: inout SourceWriter) {
        writer.doc("Decodes and checks `\(field.jsonKey)` (\(field.expectedDescription)).")
        let signature = "fileprivate static func \(decoderFunction(field))(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> \(field.baseType)"
        writer.block(signature) { w in
            switch field.source {
            case .reference(_, let targetKey, let target):
                let targetField = StoredField.fields(of: target, in: model).first { $0.isPrimaryKey }
                let decoder = StoredField.decoderName(for: targetKey.type).name
                w.line("let key = try value.referenceKey(idKey: \(SwiftNaming.stringLiteral(targetField?.jsonKey ?? targetKey.jsonKey)), at: path())")
                w.line("return try key.\(decoder)(at: path())")
            case .attribute(let attribute):
                if let enumType = field.enumType {
                    w.line("return try value.decodeEnum(\(enumType).self, at: path())")
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
                    w.line("return try value.\(decoder)(at: path())")
                } else {
                    w.line("let decoded = try value.\(decoder)(at: path())")
                    for check in checks { w.line(check) }
                    w.line("return decoded")
                }
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
