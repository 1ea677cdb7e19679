/// The names Core Data gives one model version's entities and properties in its SQLite
/// store, as Apple's Core Data writes them (learnt from real stores, see
/// docs/coming-from-core-data.md, "Real stores"):
///
/// - **Entity order**, as `Z_PRIMARYKEY` numbers entities (`Z_ENT`): roots in name order,
///   each followed by its sub-entities depth first, siblings in name order (`Message` 11,
///   `AssetClientMessage` 12, … `TextMessage` 17, `MessageConfirmation` 18). Names are
///   compared ignoring case, as Core Data's SQL model sorts them (`caseInsensitiveCompare:`):
///   `BlockedAuthor` before `BlockEditorSettings` (WordPress), where comparing the
///   characters put them the other way and swapped their same-named columns. The copy
///   reads the numbers from the store; the order decides the columns below.
/// - **Columns** of a hierarchy's table: `Z<NAME>` per stored attribute (a derived one
///   among them, which Core Data computes when saving) and to-one. When
///   two sub-entities have a property of the same name, each is its own column: the first
///   in entity order gets `Z<NAME>`, the next `Z<NAME>1`, then `Z<NAME>2` (`SystemMessage.text`
///   in `ZTEXT`, `TextMessage.text` in `ZTEXT1`).
/// - **Entity columns**: a to-one whose destination has sub-entities also keeps the
///   destination's entity number, in `Z<n>_<NAME>` (`Z11_QUOTE` beside `ZQUOTE`).
/// - **A to-many without an inverse** is kept in a column of the destination's table,
///   `Z<n><NAME>`, `n` the number of the entity declaring it (Artsy's
///   `ArtsyPartner_1.6` store: `Album.documents` in `ZDOCUMENT.Z1DOCUMENTS`), as if it had
///   a to-one inverse: each destination object is in one source's set at most. An
///   ordered one keeps its positions in `Z_FOK_<n><NAME>` beside it (Cyface's test
///   stores: `Measurement.geoLocations` in `ZGEOLOCATION.Z2GEOLOCATIONS` and
///   `Z_FOK_2GEOLOCATIONS`).
/// - **Many-to-many tables**: `Z_<n><NAME>`, `n` the number of the entity declaring
///   relationship `NAME` (either side's: `Z_16USERS` is `SystemMessage.users`,
///   `Z_20USERS` is `Reaction.users`); each side's keys are in `Z_<n><INVERSE>`,
///   `n` that side's entity number and `INVERSE` the relationship pointing at it, with a
///   digit appended when that name is taken (`Z_24USERS1`); an ordered side's positions
///   are in `Z_FOK_<n><INVERSE>` beside it.
struct CoreDataStoreNames {
    /// `Entity.property` (the member declaring it) → its column in the hierarchy's table.
    var columns: [String: String]
    /// Each entity's number in `Z_PRIMARYKEY`, in the order above, from 1.
    var numbers: [String: Int]

    /// The names in a store of `version`.
    init(_ version: CoreDataModel) {
        columns = [:]
        numbers = [:]
        func visit(_ entity: CoreDataEntity, usedColumns: inout Set<String>) {
            numbers[entity.name] = numbers.count + 1
            // A derived attribute is stored too (Core Data computes it when saving).
            let properties = entity.attributes.filter { !$0.isTransient }.map(\.name)
                + entity.relationships.filter { !$0.isTransient && !$0.isToMany }.map(\.name)
            for property in properties {
                let base = CoreDataStoreLayout.storeName(property)
                var column = base
                var suffix = 1
                while usedColumns.contains(column) {
                    column = base + String(suffix)
                    suffix += 1
                }
                usedColumns.insert(column)
                columns["\(entity.name).\(property)"] = column
            }
            for child in version.entities.filter({ $0.parent == entity.name && $0.name != entity.name }).sorted(by: { Self.precedes($0.name, $1.name) }) {
                visit(child, usedColumns: &usedColumns)
            }
        }
        for root in version.entities.filter({ version.root(of: $0).name == $0.name }).sorted(by: { Self.precedes($0.name, $1.name) }) {
            var used: Set<String> = ["Z_PK", "Z_ENT", "Z_OPT"]
            visit(root, usedColumns: &used)
        }
    }

    /// Whether entity name `a` comes before `b` in Core Data's order: ignoring case, and
    /// for names equal but for case, by their characters.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let (foldedA, foldedB) = (a.lowercased(), b.lowercased())
        return foldedA != foldedB ? foldedA < foldedB : a < b
    }

    /// The column of the destination's table keeping to-many `relationship` of `member`,
    /// which has no inverse: `Z<n><NAME>`.
    func inverselessColumn(of relationship: String, in member: String) -> String {
        "Z\(numbers[member] ?? 0)\(relationship.uppercased())"
    }

    /// The column of `property` as `entity` has it (its own or inherited): `Z<NAME>` when
    /// the version does not declare it.
    func column(of property: String, in entity: String, of version: CoreDataModel) -> String {
        if let declaring = version.entity(named: entity) {
            for holder in version.lineage(of: declaring) {
                if let column = columns["\(holder.name).\(property)"] { return column }
            }
        }
        return CoreDataStoreLayout.storeName(property)
    }
}
