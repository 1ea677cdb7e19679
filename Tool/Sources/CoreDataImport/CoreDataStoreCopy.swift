import Foundation
import ModelKit
import ModelRuntime
import SchemaCore

/// The SQL that copies a store's rows into the new database: one `INSERT INTO … SELECT`
/// per modelc table, reading the store attached as `store`, with Core Data's values
/// converted in SQL (`CoreDataStoreCopy+Values`), and the counts that check it. The
/// result is the runtime's `CoreDataStoreVersion`, which `CoreDataStoreCopier` runs, for
/// the CLI here and in an app from the generated code.
///
/// The SQL is written for any store of the version: entity numbers are read from
/// `Z_PRIMARYKEY` by name, and many-to-many tables through the copier's views.
///
/// Why `INSERT … SELECT` rather than reading rows into Swift and binding them: SQLite
/// then moves each value from one b-tree to the other without a round trip through Swift
/// values, which is what makes a million-row store import at close to the speed of
/// `sqlite3` copying it (docs/performance.md, "Core Data store import").
///
/// Where the rows go is the mapping's (`CoreDataEntityOrigin`): a hierarchy's table
/// `Z<ROOT>` becomes the modelc entity named after its root, `Z_ENT` becomes the `entity`
/// attribute, `Z_PK` the generated key, each `Z<PROPERTY>` the attribute or foreign key
/// the property was mapped to; a many-to-many table goes to the join table, and
/// `Z_FOK_…` columns to the position columns of ordered to-manys.
struct CoreDataStoreCopy {
    /// The statements, in order, each with the table it writes.
    var statements: [CoreDataStoreVersion.Statement] = []
    /// References of the store checked before the copy: the other side of one-to-ones,
    /// which no foreign key of the new database covers.
    var checks: [CoreDataStoreVersion.Check] = []
    var counts: [CoreDataStoreVersion.Count] = []
    /// Table → the columns the statements write, to check against the created schema.
    var columns: [String: [String]] = [:]

    private let version: ImportedVersion
    private let layout: CoreDataStoreLayout
    private var names: CoreDataStoreNames { layout.names }
    private var model: Model { version.model }
    /// The modelc version the rows are copied at.
    var modelVersion: Int { version.model.version }

    /// The copy of a store of `version` into `version`'s tables.
    init(version: ImportedVersion) throws(CoreDataStoreError) {
        self.version = version
        layout = CoreDataStoreLayout(version.source)
        for entity in model.entities {
            try copyRows(of: entity)
        }
        for join in model.joinTables {
            try copyLinks(of: join)
        }
    }

    /// The version as the runtime copies it: layout, statements and counts.
    var described: CoreDataStoreVersion {
        var described = layout.described(modelVersion: modelVersion)
        described.checks = checks
        described.statements = statements
        described.counts = counts
        described.writes = columns
        return described
    }

    /// The SQL of the number `Z_PRIMARYKEY` gives entity `name` in the store: a constant
    /// subquery, evaluated once per statement. An entity renamed with a renaming
    /// identifier is looked for under its former name too, which a store Core Data
    /// migrated across the rename keeps there.
    private func entityNumber(_ name: String) -> String {
        let former = layout.entities.first { $0.name == name }?.formerName
        let names = ([name] + (former.map { [$0] } ?? [])).map(StandardSQL.literal).joined(separator: ", ")
        return former == nil
            ? "(SELECT \"Z_ENT\" FROM store.\"Z_PRIMARYKEY\" WHERE \"Z_NAME\" = \(StandardSQL.literal(name)))"
            : "(SELECT \"Z_ENT\" FROM store.\"Z_PRIMARYKEY\" WHERE \"Z_NAME\" IN (\(names)) ORDER BY \"Z_NAME\" = \(StandardSQL.literal(name)) DESC LIMIT 1)"
    }

    /// The columns a store of the version has in `table`.
    private func storeColumns(of table: String) -> Set<String>? {
        layout.tables.first { $0.name == table }.map { Set($0.columns.keys) }
    }

    // MARK: - Rows

    /// The origins (Core Data entities) stored in `entity`'s table.
    private func origins(of entity: String) -> [CoreDataEntityOrigin] {
        version.origins.filter { $0.entity == entity }
    }

    /// Core Data's name of modelc property `name` of `entity` (one member's).
    private func coreDataName(of name: String, in entity: String) -> (member: String, property: String)? {
        version.origins.coreDataName(of: name, in: entity)
    }

    private func coreDataAttribute(_ name: String, of member: String) -> CoreDataAttribute? {
        guard let entity = version.source.entity(named: member) else { return nil }
        return version.source.lineage(of: entity).lazy.compactMap { $0.attributes.first { $0.name == name } }.first
    }

    private func coreDataRelationship(_ name: String, of member: String) -> CoreDataRelationship? {
        version.source.entity(named: member).flatMap { version.source.relationship(named: name, of: $0) }
    }

    private func q(_ name: String) -> String { StandardSQL.quote(name) }

    /// The store column of `property` as Core Data entity `member` has it (`ZTEXT1`).
    private func storeColumn(_ property: String, of member: String) -> String {
        names.column(of: property, in: member, of: version.source)
    }

    /// The store table of modelc entity `entity` (its hierarchy's root's `Z<ROOT>`).
    private func storeTable(of entity: String) -> String {
        CoreDataStoreLayout.storeName(entity)
    }

    /// The SQL giving the modelc key of the row of `entity` whose `Z_PK` is `reference`:
    /// the reference itself for a generated key, the `--key` attribute's value otherwise.
    private func key(of entity: String, at reference: String) -> String {
        guard let target = model.entity(named: entity), let key = target.primaryKey,
              let (member, property) = coreDataName(of: key.name, in: entity),
              let attribute = coreDataAttribute(property, of: member) else { return reference }
        let value = Self.value(of: "k." + q(storeColumn(property, of: member)), type: attribute.type,
                               externalStorage: false, destination: "\(target.table).\(key.column)")
        return "(SELECT \(value) FROM store.\(q(storeTable(of: entity))) AS k WHERE k.\"Z_PK\" = \(reference))"
    }

    private mutating func copyRows(of entity: Entity) throws(CoreDataStoreError) {
        let origins = origins(of: entity.name)
        guard !origins.isEmpty else { return }
        let table = storeTable(of: entity.name)
        guard let storeColumns = storeColumns(of: table) else { throw .schemaMismatch(version: model.version, missing: ["store table \(table)"]) }
        var columns: [String] = []
        var values: [String] = []
        var done: Set<String> = []
        if let key = entity.primaryKey, coreDataName(of: key.name, in: entity.name) == nil {
            columns.append(key.column)
            values.append("s.\"Z_PK\"")
            done.insert(key.name)
        }
        let shared = origins.contains { $0.discriminator != nil }
        if shared, let discriminator = entity.attributes.first(where: { attribute in
            attribute.values != nil && !attribute.isPrimaryKey && coreDataName(of: attribute.name, in: entity.name) == nil
        }) {
            let cases = (discriminator.values ?? []).filter { version.source.entity(named: $0) != nil }.map { name in
                "WHEN \(entityNumber(name)) THEN \(StandardSQL.literal(name))"
            }
            columns.append(discriminator.column)
            values.append("CASE s.\"Z_ENT\" \(cases.joined(separator: " ")) END")
            done.insert(discriminator.name)
        }
        for origin in origins {
            for (property, name) in origin.properties.sorted(by: { $0.key < $1.key }) where !done.contains(name) {
                done.insert(name)
                let source = "s." + q(storeColumn(property, of: origin.coreDataEntity))
                if let attribute = coreDataAttribute(property, of: origin.coreDataEntity), let mapped = entity.attribute(named: name) {
                    columns.append(mapped.column)
                    values.append(Self.value(of: source, type: attribute.type, externalStorage: attribute.allowsExternalStorage,
                                             destination: "\(entity.table).\(mapped.column)"))
                } else if let relationship = coreDataRelationship(property, of: origin.coreDataEntity), !relationship.isToMany,
                          let mapped = entity.relationship(named: name), model.holdsForeignKey(mapped, in: entity) {
                    let reference = try self.reference(relationship, from: origin.coreDataEntity, storeColumns: storeColumns)
                    columns.append(mapped.column)
                    values.append(key(of: mapped.target, at: reference.sql))
                    counts.append(.init(kind: "links", coreData: "\(origin.coreDataEntity).\(property)", destination: "\(entity.table).\(mapped.column)",
                                        readSQL: reference.countSQL, writtenSQL: "SELECT count(\(q(mapped.column))) FROM main.\(q(entity.table))"))
                    // A one-to-one is kept on both sides in Core Data's store: the other
                    // side's count checks that the copy kept each of its links.
                    if let inverse = reference.inverseCountSQL {
                        counts.append(.init(kind: "links", coreData: inverse.name, destination: "\(entity.table).\(mapped.column)",
                                            readSQL: inverse.sql, writtenSQL: inverse.keptSQL))
                        checks.append(inverse.check)
                    }
                }
            }
        }
        // The to-one inverses the import added to to-manys without one, which Core Data
        // keeps in this table's `Z<n><NAME>` column (Artsy's `ZDOCUMENT.Z1DOCUMENTS`).
        for relationship in entity.relationships where !relationship.isToMany && model.holdsForeignKey(relationship, in: entity) {
            guard let inverse = model.inverse(of: relationship),
                  let (member, property) = coreDataName(of: inverse.name, in: relationship.target),
                  let owner = coreDataRelationship(property, of: member), CoreDataMapping.keepsInverselessToManyInAColumn(owner)
            else { continue }
            let declaring = declaring(property, of: member)
            let column = names.inverselessColumn(of: property, in: declaring)
            guard storeColumns.contains(column) else { throw .schemaMismatch(version: model.version, missing: ["store column \(table).\(column)"]) }
            columns.append(relationship.column)
            values.append(key(of: relationship.target, at: "s." + q(column)))
            counts.append(.init(kind: "links", coreData: "\(declaring).\(property)", destination: "\(entity.table).\(relationship.column)",
                                readSQL: "SELECT count(\(q(column))) FROM store.\(q(table))",
                                writtenSQL: "SELECT count(\(q(relationship.column))) FROM main.\(q(entity.table))"))
        }
        for (owner, relationship) in model.relationships(targeting: entity.name) {
            guard let position = model.positionColumn(forOrdered: relationship), let inverse = model.inverse(of: relationship) else { continue }
            // The to-one the import gave an ordered to-many without an inverse has no
            // Core Data name: the to-many's `Z<n><NAME>` column in this table holds it.
            let column: String
            if let (member, property) = coreDataName(of: inverse.name, in: entity.name) {
                column = storeColumn(property, of: member)
            } else if let (member, property) = coreDataName(of: relationship.name, in: owner.name),
                      let toMany = coreDataRelationship(property, of: member), CoreDataMapping.keepsInverselessToManyInAColumn(toMany) {
                column = names.inverselessColumn(of: property, in: declaring(property, of: member))
            } else {
                continue
            }
            let parent = "s." + q(column)
            let order = "Z_FOK_" + column.dropFirst()
            let sort = storeColumns.contains(order) ? "s.\(q(order)), s.\"Z_PK\"" : "s.\"Z_PK\""
            columns.append(position)
            values.append("CASE WHEN \(parent) IS NULL THEN NULL ELSE row_number() OVER (PARTITION BY \(parent) ORDER BY \(sort)) - 1 END")
        }
        self.columns[entity.table, default: []] += columns
        statements.append(.init(table: entity.table, sql: "INSERT INTO main.\(q(entity.table)) (\(columns.map(q).joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM store.\(q(table)) AS s"))
        for origin in origins {
            guard let member = version.source.entity(named: origin.coreDataEntity), !member.isAbstract || origins.count == 1 else { continue }
            let number = entityNumber(origin.coreDataEntity)
            let discriminator = entity.attributes.first { $0.values != nil && !$0.isPrimaryKey && coreDataName(of: $0.name, in: entity.name) == nil }
            let (read, written) = shared && discriminator != nil
                ? ("SELECT count(*) FROM store.\(q(table)) WHERE \"Z_ENT\" = \(number)",
                   "SELECT count(*) FROM main.\(q(entity.table)) WHERE \(q(discriminator!.column)) = \(StandardSQL.literal(origin.coreDataEntity))")
                : ("SELECT count(*) FROM store.\(q(table))", "SELECT count(*) FROM main.\(q(entity.table))")
            counts.append(.init(kind: "rows", coreData: origin.coreDataEntity, destination: entity.table, readSQL: read, writtenSQL: written))
        }
    }

    /// The SQL of the `Z_PK` a to-one of a row `s` refers to (its column `Z<NAME>`), the
    /// count of such references in the store, and for a one-to-one the count of the other
    /// side's references and of those the copy keeps: the other side's rows whose row
    /// referred back refers to them in the copy. (Counting the copied links instead
    /// refused a store whose link was on this side only: 2 copied, 1 on the other side.)
    ///
    /// A one-to-one is kept on both sides in Core Data's store, but not always both: older
    /// stores have links on one side only (a public app's store from 2015 holds 9
    /// `Connection.to` links and 5 of their `User.connection` inverses). So a row's own
    /// column is read, and where it is empty, the row of the other side that refers back.
    private func reference(_ relationship: CoreDataRelationship, from member: String, storeColumns: Set<String>) throws(CoreDataStoreError)
        -> (sql: String, countSQL: String, inverseCountSQL: (name: String, sql: String, keptSQL: String, check: CoreDataStoreVersion.Check)?) {
        let column = storeColumn(relationship.name, of: member)
        let table = storeTable(of: version.source.entity(named: member).map { version.source.root(of: $0).name } ?? member)
        guard storeColumns.contains(column) else { throw .schemaMismatch(version: model.version, missing: ["store column \(table).\(column)"]) }
        guard let inverse = relationship.inverseName, let destination = version.source.entity(named: relationship.destination),
              let declaring = version.source.lineage(of: destination).first(where: { $0.relationships.contains { $0.name == inverse && !$0.isToMany } }) else {
            return ("s." + q(column), "SELECT count(\(q(column))) FROM store.\(q(table))", nil)
        }
        let other = storeTable(of: version.source.root(of: destination).name)
        let back = storeColumn(inverse, of: declaring.name)
        let referringBack = "SELECT i.\"Z_PK\" FROM store.\(q(other)) AS i WHERE i.\(q(back)) = s.\"Z_PK\""
        // The other side's references must name rows the store holds: its column has no
        // foreign key in the new database to catch one that does not.
        let missing = "FROM store.\(q(other)) AS i WHERE i.\(q(back)) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM store.\(q(table)) AS s WHERE s.\"Z_PK\" = i.\(q(back)))"
        let check = CoreDataStoreVersion.Check(
            description: "\(other) (`\(declaring.name).\(inverse)`) names a missing `\(member)` row",
            sql: "SELECT i.\"Z_PK\" \(missing) LIMIT 6", coreData: "\(declaring.name).\(inverse)", countSQL: "SELECT count(*) \(missing)")
        let copied = "COALESCE(s.\(q(column)), (\(referringBack) LIMIT 1))"
        // A to-one that is its own inverse (a glider's `connectedAircraft`) is one
        // relationship in one column: its links are counted once.
        if inverse == relationship.name, declaring.name == member || table == other {
            return (copied, "SELECT count(*) FROM store.\(q(table)) AS s WHERE s.\(q(column)) IS NOT NULL OR EXISTS (\(referringBack))", nil)
        }
        let kept = "SELECT count(*) FROM store.\(q(other)) AS o WHERE EXISTS (SELECT 1 FROM store.\(q(table)) AS s WHERE s.\"Z_PK\" = o.\(q(back)) AND \(copied) = o.\"Z_PK\")"
        return (copied,
                "SELECT count(*) FROM store.\(q(table)) AS s WHERE s.\(q(column)) IS NOT NULL OR EXISTS (\(referringBack))",
                ("\(declaring.name).\(inverse)", "SELECT count(\(q(back))) FROM store.\(q(other))", kept, check))
    }

    // MARK: - Links

    /// The links of modelc join table `join`, read through the copier's view of the
    /// Core Data many-to-many it comes from (`owner`, `target` and their `Z_FOK_` orders,
    /// oriented as `CoreDataStoreLayout.join` says).
    private mutating func copyLinks(of join: JoinTable) throws(CoreDataStoreError) {
        let owner = coreDataName(of: join.ownerRelationship, in: join.ownerEntity)
        let target = coreDataName(of: join.targetRelationship, in: join.targetEntity)
        var found: (index: Int, side: (member: String, property: String))?
        for side in [owner, target].compactMap({ $0 }) where found == nil {
            found = layout.joinIndex(entity: declaring(side.property, of: side.member), relationship: side.property).map { ($0, side) }
        }
        guard let found else {
            throw .schemaMismatch(version: model.version, missing: ["the store's many-to-many table of \(join.ownerEntity).\(join.ownerRelationship)"])
        }
        let view = layout.join(found.index)
        // The view's `owner` is the Core Data side listed first; modelc's owner may be either.
        let first = layout.joinTables[found.index].sides[0]
        func isFirst(_ side: (member: String, property: String)) -> Bool {
            declaring(side.property, of: side.member) == first.entity && side.property == first.relationship
        }
        let ownerIsFirst = owner.map(isFirst) ?? !(target.map(isFirst) ?? false)
        let (ownerKey, targetKey) = ownerIsFirst ? ("owner", "target") : ("target", "owner")
        var columns = [join.ownerColumn, join.targetColumn]
        var values = [key(of: join.ownerEntity, at: "j." + q(ownerKey)), key(of: join.targetEntity, at: "j." + q(targetKey))]
        if let position = join.positionColumn {
            // An ordered side's positions are its order of the other side's keys, in the
            // `Z_FOK_` column beside them: the view's `<side>_order`.
            let ownerOrdered = model.entity(named: join.ownerEntity)?.relationship(named: join.ownerRelationship)?.isOrdered ?? false
            let (side, ordered) = ownerOrdered ? (ownerKey, targetKey) : (targetKey, ownerKey)
            columns.append(position)
            values.append("row_number() OVER (PARTITION BY j.\(q(side)) ORDER BY j.\(q(side + "_order")), j.\(q(ordered))) - 1")
        }
        if let position = join.targetPositionColumn {
            // Ordered on both sides: the target's order of its owners too.
            columns.append(position)
            values.append("row_number() OVER (PARTITION BY j.\(q(targetKey)) ORDER BY j.\(q(targetKey + "_order")), j.\(q(ownerKey))) - 1")
        }
        let table = "temp." + q(view.view)
        let described = [owner.map { "\($0.member).\($0.property)" }, target.map { "\($0.member).\($0.property)" }].compactMap { $0 }.joined(separator: " ↔ ")
        self.columns[join.name, default: []] += columns
        statements.append(.init(table: join.name, sql: "INSERT INTO main.\(q(join.name)) (\(columns.map(q).joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM \(table) AS j"))
        counts.append(.init(kind: "links", coreData: described, destination: join.name,
                            readSQL: "SELECT count(*) FROM \(table)", writtenSQL: "SELECT count(*) FROM main.\(q(join.name))"))
    }

    /// The Core Data entity of `member`'s lineage declaring relationship `property`.
    private func declaring(_ property: String, of member: String) -> String {
        version.source.entity(named: member).flatMap { version.source.declaring(relationship: property, of: $0)?.name } ?? member
    }
}
