import ModelKit

extension SwiftGenerator {
    /// `Patch`: every non-key field optional; optional fields as `PatchValue` so "absent"
    /// and "set to null" differ. Codable with the JSON keys and the same semantics.
    func emitPatch(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        let entityLiteral = SwiftNaming.stringLiteral(entity.name)
        let patchFields = fields.filter { !$0.isPrimaryKey }
        func patchType(_ field: StoredField) -> String {
            field.isOptional ? "PatchValue<\(field.baseType)>" : field.baseType + "?"
        }
        writer.block("extension \(typeName): PatchableRecord") { w in
            w.doc("""
                A partial update of a `\(entity.name)`: `nil` (required fields) or `.absent` \
                (optional fields) leaves a field alone; `.null` clears an optional field.
                """)
            w.block("\(a)struct Patch: RecordPatch") { w in
                for field in patchFields {
                    w.line("\(a)var \(field.property): \(patchType(field))")
                }
                w.line()
                w.doc("A patch setting the given fields; everything else is absent.")
                if patchFields.isEmpty {
                    w.line("\(a)init() {}")
                } else {
                    w.line("\(a)init(")
                    for (index, field) in patchFields.enumerated() {
                        let parameter = "\(field.property): \(patchType(field)) = \(field.isOptional ? ".absent" : "nil")"
                        w.line("    " + parameter + (index + 1 < patchFields.count ? "," : ""))
                    }
                    w.block(")") { w in
                        for field in patchFields { w.line("self.\(field.bareProperty) = \(field.property)") }
                    }
                }
                w.line()
                w.doc("Whether the patch sets nothing.")
                w.line("\(a)var isEmpty: Bool { self == Patch() }")
                if !patchFields.isEmpty {
                    w.line()
                    w.doc("The JSON keys of the payload.")
                    w.block("enum CodingKeys: String, CodingKey") { w in
                        for field in patchFields {
                            w.line(field.bareProperty == field.jsonKey
                                ? "case \(field.property)"
                                : "case \(field.property) = \(SwiftNaming.stringLiteral(field.jsonKey))")
                        }
                    }
                }
                w.line()
                w.doc("Decodes a payload: a missing key is absent, `null` clears an optional field and is an error for a required one.")
                w.block("\(a)init(from decoder: any Decoder) throws") { w in
                    if patchFields.isEmpty { return }
                    w.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                    for field in patchFields {
                        if field.isOptional {
                            w.line("self.\(field.bareProperty) = try container.decodePatchValue(\(field.baseType).self, forKey: .\(field.bareProperty))")
                        } else {
                            w.line("self.\(field.bareProperty) = container.contains(.\(field.bareProperty)) ? try container.decode(\(field.baseType).self, forKey: .\(field.bareProperty)) : nil")
                        }
                    }
                }
                w.line()
                w.doc("Encodes only the fields the patch sets.")
                w.block("\(a)func encode(to encoder: any Encoder) throws") { w in
                    if patchFields.isEmpty { return }
                    w.line("var container = encoder.container(keyedBy: CodingKeys.self)")
                    for field in patchFields {
                        if field.isOptional {
                            w.line("try container.encodePatchValue(\(field.property), forKey: .\(field.bareProperty))")
                        } else {
                            w.line("try container.encodeIfPresent(\(field.property), forKey: .\(field.bareProperty))")
                        }
                    }
                }
                w.line()
                w.doc("A patch from a JSON object, with the model's checks (types, ranges, lengths, values, patterns).")
                w.block("\(a)init(json: JSONValue, at path: JSONPath = .root) throws(JSONMappingError)") { w in
                    w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                        w.line(patchFields.isEmpty ? "_ = try json.decodeObject(at: path)" : "let object = try json.decodeObject(at: path)")
                        for field in patchFields {
                            let key = SwiftNaming.stringLiteral(field.jsonKey)
                            let decode = "try \(typeName).\(decoderFunction(field))(value, at: path.appending(\(key)))"
                            if field.isOptional {
                                w.line("self.\(field.bareProperty) = try PatchValue(object[\(key)]) { value throws(JSONMappingError) in \(decode) }")
                            } else {
                                w.line("self.\(field.bareProperty) = try object[\(key)].map { value throws(JSONMappingError) in \(decode) }")
                            }
                        }
                    }
                    w.line("    throw error.attributed(to: \(entityLiteral))")
                    w.line("}")
                }
                w.line()
                w.doc("The (column, stored value) pairs the patch sets, for an `UPDATE` without reading the row.")
                w.block("\(a)func storageAssignments() -> [(column: String, value: DatabaseValue)]") { w in
                    if patchFields.isEmpty {
                        w.line("[]")
                        return
                    }
                    w.line("var assignments: [(column: String, value: DatabaseValue)] = []")
                    for field in patchFields {
                        let column = SwiftNaming.stringLiteral(field.column)
                        if field.isOptional {
                            w.line("\(field.property).append(to: &assignments, column: \(column)) { value in \(field.storageExpression("value")) }")
                        } else {
                            w.line("if let value = \(field.property) { assignments.append((\(column), \(field.storageExpression("value")))) }")
                        }
                    }
                    w.line("return assignments")
                }
            }
            w.line()
            w.doc("Applies a patch: absent fields are untouched, `.null` clears optional fields.")
            w.block("\(a)mutating func update(with patch: Patch)") { w in
                if patchFields.isEmpty { return }
                for field in patchFields {
                    if field.isOptional {
                        w.line("patch.\(field.bareProperty).apply(to: &\(field.property))")
                    } else {
                        w.line("if let value = patch.\(field.bareProperty) { \(field.property) = value }")
                    }
                }
            }
        }
    }
}
