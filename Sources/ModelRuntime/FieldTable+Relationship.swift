import GRDB

extension FieldTable {
    /// One relationship as the runtime writes it: where a nested payload goes, and the
    /// delete rule SQLite's foreign keys cannot run.
    ///
    /// Built with `belongsTo`, `hasMany`, `hasOne` or `manyToMany` (GRDB's names for the
    /// same shapes), which capture the target record type in the closures below.
    /// Relationships to records with a composite key are not listed: the runtime writes
    /// records by one key.
    public final class Relationship: @unchecked Sendable {
        /// The delete rules the runtime runs itself; the others are the schema's `ON DELETE`.
        public enum DeleteRule: Sendable {
            /// Refuse to delete while the relationship holds a record.
            case deny
            /// Delete the related records too.
            case cascade
        }

        /// The relationship's name in the model, for error messages.
        public let name: String
        /// The relationship's key in JSON payloads.
        public let jsonKey: String
        let runtimeDeleteRule: DeleteRule?
        let shape: Shape

        enum Shape {
            /// A to-one whose foreign key (`column`) this record holds: a nested object is
            /// upserted before the record. `position` is the column keeping this record's
            /// place in the target's ordered to-many, when there is one.
            case belongsTo(column: String, position: String?, write: (ModelWriter, JSONValue, JSONPath) throws -> Void, delete: (DatabaseValue, Database) throws -> Void)
            /// A to-many or a key-less to-one: the targets hold the foreign key, so they are
            /// written after the record.
            case has(isToMany: Bool, write: (ModelWriter, JSONValue, _ parentKey: JSONValue, _ parentStorageKey: DatabaseValue, _ position: Int?, JSONPath) throws -> Void, position: String?)
            /// Both sides to-many, through a join table.
            case manyToMany(table: String, column: String, targetColumn: String, position: String?, otherPosition: String?,
                            targetKey: (ModelWriter, JSONValue, JSONPath) throws -> DatabaseValue, delete: (DatabaseValue, Database) throws -> Void)
        }

        private init(name: String, jsonKey: String, runtimeDeleteRule: DeleteRule?, shape: Shape) {
            self.name = name
            self.jsonKey = jsonKey
            self.runtimeDeleteRule = runtimeDeleteRule
            self.shape = shape
        }

        /// Whether a nested payload of this relationship is written after the record (the
        /// sync fast path leaves elements naming one to the general path).
        var isWrittenAfterRecord: Bool {
            if case .belongsTo = shape { return false }
            return true
        }

        /// A to-one whose foreign key is this record's `column`.
        public static func belongsTo<Target: ModelRecord>(
            _ name: String, _ target: Target.Type, json: String? = nil, column: String, position: String? = nil, deleteRule: DeleteRule? = nil
        ) -> Relationship {
            Relationship(name: name, jsonKey: json ?? name, runtimeDeleteRule: deleteRule, shape: .belongsTo(
                column: column, position: position,
                write: { writer, json, path in try writer.write(Target.self, json: json, at: path) },
                delete: { key, db in _ = try Target.deleteApplyingRules(storageKey: key, in: db) }
            ))
        }

        /// A to-many whose targets hold the foreign key `column` (their relationship
        /// `inverse`); `position` is the targets' column keeping the order of an ordered one.
        public static func hasMany<Target: ModelRecord>(
            _ name: String, _ target: Target.Type, json: String? = nil, inverse inverseKey: String, column: String, position: String? = nil
        ) -> Relationship {
            Relationship(name: name, jsonKey: json ?? name, runtimeDeleteRule: nil, shape: .has(isToMany: true, write: { writer, element, parentKey, parentStorageKey, index, path in
                try writer.writeChild(Target.self, element, inverseKey: inverseKey, inverseColumn: column, parentKey: parentKey,
                                      parentStorageKey: parentStorageKey, position: position.flatMap { column in index.map { (column, $0) } }, at: path)
            }, position: position))
        }

        /// A one-to-one whose target holds the foreign key `column` (its relationship `inverse`).
        public static func hasOne<Target: ModelRecord>(
            _ name: String, _ target: Target.Type, json: String? = nil, inverse inverseKey: String, column: String
        ) -> Relationship {
            Relationship(name: name, jsonKey: json ?? name, runtimeDeleteRule: nil, shape: .has(isToMany: false, write: { writer, element, parentKey, parentStorageKey, _, path in
                try writer.writeChild(Target.self, element, inverseKey: inverseKey, inverseColumn: column, parentKey: parentKey,
                                      parentStorageKey: parentStorageKey, position: nil, at: path)
            }, position: nil))
        }

        /// A many-to-many through the join table `table`, whose `column` holds this record's
        /// key and `targetColumn` the target's; `position` keeps the order of an ordered one.
        /// `otherPosition`, when both sides are ordered, is the other side's order: kept for
        /// links that stay when this side's array is written, the end of the other side's
        /// order for a new one.
        public static func manyToMany<Target: ModelRecord>(
            _ name: String, _ target: Target.Type, json: String? = nil, table: String, column: String, targetColumn: String,
            position: String? = nil, otherPosition: String? = nil, deleteRule: DeleteRule? = nil
        ) -> Relationship {
            Relationship(name: name, jsonKey: json ?? name, runtimeDeleteRule: deleteRule, shape: .manyToMany(
                table: table, column: column, targetColumn: targetColumn, position: position, otherPosition: otherPosition,
                targetKey: { writer, element, path in Target.storageKey(try writer.reference(Target.self, element, at: path)) },
                delete: { key, db in _ = try Target.deleteApplyingRules(storageKey: key, in: db) }
            ))
        }
    }
}

extension FieldTable where Record: ModelRecord {
    /// Upserts the related records nested in a payload: to-one objects before the record
    /// (so its foreign key can point at them), to-many arrays and key-less to-ones after.
    func writeRelated(from json: JSONValue, at path: JSONPath, phase: RelatedWritePhase, recordKey: JSONValue, in writer: ModelWriter) throws {
        guard case .object(let object) = json, !relationships.isEmpty else { return }
        var recordStorageKey: DatabaseValue?
        for relationship in relationships {
            guard let value = object[relationship.jsonKey] else { continue }
            let elementPath = path.appending(relationship.jsonKey)
            switch (relationship.shape, phase) {
            case (.belongsTo(_, _, let write, _), .beforeRecord):
                if case .object = value { try write(writer, value, elementPath) }
            case (.has(let isToMany, let write, _), .afterRecord):
                let parentKey = try recordStorageKey ?? Record.storageKey(Record.primaryKey(in: json, at: path))
                recordStorageKey = parentKey
                if isToMany {
                    for (index, element) in try value.decodeArray(at: elementPath).enumerated() {
                        try write(writer, element, recordKey, parentKey, index, elementPath.appending(index: index))
                    }
                } else if !value.isNull {
                    try write(writer, value, recordKey, parentKey, nil, elementPath)
                }
            case (.manyToMany(let table, let column, let targetColumn, let position, let otherPosition, let targetKey, _), .afterRecord):
                let parentKey = try recordStorageKey ?? Record.storageKey(Record.primaryKey(in: json, at: path))
                recordStorageKey = parentKey
                let elements = try value.decodeArray(at: elementPath)
                let kept = try otherPosition.map { try writer.joinPositions(table: table, column: column, key: parentKey, of: targetColumn, in: $0) } ?? [:]
                try writer.deleteJoinRows(table: table, column: column, key: parentKey)
                for (index, element) in elements.enumerated() {
                    let target = try targetKey(writer, element, elementPath.appending(index: index))
                    var columns = [column, targetColumn]
                    var values = [parentKey, target]
                    if let position {
                        columns.append(position)
                        values.append(Int64(index).databaseValue)
                    }
                    if let otherPosition {
                        columns.append(otherPosition)
                        values.append(try kept[target] ?? writer.nextJoinPosition(table: table, column: targetColumn, key: target, in: otherPosition))
                    }
                    try writer.insertJoinRow(table: table, columns: columns, values: values)
                }
            default:
                break
            }
        }
    }

    /// Deletes `record`, first refusing on `deny` and collecting the `cascade` targets the
    /// foreign keys do not reach, which are deleted after it (with their own rules).
    func delete(_ record: Record, applyingRulesIn db: Database) throws -> Bool {
        var cascades: [(DatabaseValue, (DatabaseValue, Database) throws -> Void)] = []
        guard let keyValue = record.primaryKeyValue else { return false }
        let key = Record.storageKey(keyValue)
        for relationship in relationships {
            guard let rule = relationship.runtimeDeleteRule else { continue }
            switch relationship.shape {
            case .belongsTo(let column, _, _, let delete):
                guard let index = indexByColumn[column] else { continue }
                let target = fields[index].storageValue(of: record)
                if target.isNull { continue }
                if rule == .deny { throw ModelStoreError.deleteDenied(entity: entity, relationship: relationship.name) }
                cascades.append((target, delete))
            case .manyToMany(let table, let column, let targetColumn, _, _, _, let delete):
                if rule == .deny {
                    if try RelatedRows.count(db, table: table, column: column, key: key) > 0 {
                        throw ModelStoreError.deleteDenied(entity: entity, relationship: relationship.name)
                    }
                } else {
                    for target in try RelatedRows.keys(db, table: table, selecting: targetColumn, column: column, key: key) {
                        cascades.append((target, delete))
                    }
                }
            case .has:
                continue
            }
        }
        let deleted = try record.delete(db)
        for (target, delete) in cascades { try delete(target, db) }
        return deleted
    }
}
