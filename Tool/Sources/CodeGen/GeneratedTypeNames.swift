import ModelKit

/// The names of the types (and so the files) the generator writes for one model, chosen
/// together so that no name hides another.
///
/// Each is `SwiftNaming`'s name for its model name, unless an earlier one has it:
/// - a record whose name an earlier entity's record has gets a number (`data` is
///   `DataRecord`, so a `data_record` beside it is `DataRecord2`): two structs of one
///   name do not compile, and their files would overwrite each other; so does one whose
///   suffixed name is itself a type the generated code uses (`table` is `TableRecord`,
///   GRDB's protocol, so it is `TableRecord2`);
/// - the schema namespace is the model's name, else `<Model>Schema`, else
///   `<Model>Database`, the first no record has and that names no type the generated
///   code uses (a model `Data`, as adopting Firefox's `data.sqlite` names it, would hide
///   Foundation's `Data` from every record); its file `<Model>Schema.swift`,
///   unless a record's file has that name (tables `notes` and `notes_schema` in model
///   Notes), when it is named after the namespace;
/// - a `values:` enumeration, nested in its record, gets `Value` added when a record or
///   the namespace has its name (table `status` with a `status` column): inside the
///   record's extension the enumeration would stand for that record or namespace.
///
/// File names are compared without case, as macOS's file system compares them.
struct GeneratedTypeNames: Sendable {
    /// Each entity's record type, by entity name.
    private let records: [String: String]
    /// The schema namespace.
    let schema: String
    /// The schema file's name, without `.swift`.
    let schemaFile: String

    init(model: Model) {
        var records: [String: String] = [:]
        var taken: Set<String> = []
        for entity in model.entities {
            let base = SwiftNaming.recordTypeName(entity.name)
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) || SwiftNaming.isExternal(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name.lowercased())
            records[entity.name] = name
        }
        self.records = records
        let modelName = SwiftNaming.upperCamel(model.name)
        var schema = [modelName, modelName + "Schema", modelName + "Database"].first { !taken.contains($0.lowercased()) && !SwiftNaming.isExternal($0) }
            ?? modelName + "Database"
        var number = 2
        while taken.contains(schema.lowercased()) || SwiftNaming.isExternal(schema) {
            schema = modelName + "Database" + String(number)
            number += 1
        }
        self.schema = schema
        schemaFile = taken.contains((modelName + "Schema").lowercased()) ? schema : modelName + "Schema"
    }

    /// The record type of the entity named `entity`.
    func record(_ entity: String) -> String {
        records[entity] ?? SwiftNaming.recordTypeName(entity)
    }

    /// The enumeration type of the `values:` attribute named `attribute`.
    func enumeration(_ attribute: String) -> String {
        let name = SwiftNaming.enumTypeName(attribute)
        return name == schema || records.values.contains(name) ? name + "Value" : name
    }
}
