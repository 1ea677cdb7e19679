import ModelKit

/// One thing the import approximated or left out, at the Core Data element it is about.
///
/// The same approximation in many versions is one note listing them (`versions`), so a
/// Transformable attribute kept for 40 versions reads once.
public struct CoreDataImportNote: Hashable, Sendable, Encodable {
    /// What kind of approximation, as a stable kebab-case code.
    public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        /// A Transformable attribute imported as `data` (the bytes Core Data stored).
        case transformable
        /// `allowsExternalBinaryDataStorage`: the bytes are stored in the column.
        case externalStorage = "external-storage"
        /// An element of a composite attribute (Xcode 15), imported as an attribute of
        /// its own.
        case composite
        /// A transient attribute or relationship, not stored, left out.
        case transient
        /// A derived attribute, computed by Core Data, left out.
        case derived
        /// A fetched property (a stored query), left out.
        case fetchedProperty = "fetched-property"
        /// A bound, pattern or default modelc cannot say for the type, left out.
        case constraintDropped = "constraint-dropped"
        /// Sub-entities stored in their root's table with an `entity` column.
        case hierarchy
        /// A required property of a sub-entity, optional in the shared table.
        case subentityOptional = "subentity-optional"
        /// A relationship to a sub-entity, pointing at its hierarchy's table.
        case retargeted
        /// Two sub-entities' properties of one name, one renamed in the shared table.
        case renamedMember = "renamed-member"
        /// An entity whose objects are stored in another table than in the previous version
        /// (it joined or left a hierarchy), or a sub-entity of a shared table that the
        /// version no longer has: the migration does not move or convert its rows.
        case hierarchyChanged = "hierarchy-changed"
        /// A new element whose renaming identifier names nothing in the previous version.
        case renameUnmatched = "rename-unmatched"
        /// A to-many without an inverse, given one on its destination.
        case inverseAdded = "inverse-added"
        /// A to-many whose inverse is another relationship than in the previous version
        /// (one the import gave it, or one Core Data's model named): the new inverse takes
        /// over the old one's links.
        case inverseReplaced = "inverse-replaced"
        /// A relationship naming an inverse that is another relationship's, or a to-one
        /// that is its own inverse: imported without an inverse.
        case inverseDropped = "inverse-dropped"
        /// Nullify on a relationship whose inverse is required, imported as deny.
        case deleteRule = "delete-rule"
        /// A name SQLite cannot hold twice, given `column:`, `table:` or `joinTable:`.
        case nameCollision = "name-collision"
        /// An index element modelc cannot index (an expression, a to-many).
        case indexElement = "index-element"
        /// A required attribute new on an existing entity, without a default.
        case needsDefault = "needs-default"
        /// Such an attribute given a zero default (`--fill-defaults`).
        case filledDefault = "filled-default"
        /// A uniqueness constraint added over attributes existing rows hold.
        case uniquenessAdded = "uniqueness-added"
        /// A to-many made a to-one: one key cannot hold its several links.
        case linksDropped = "links-dropped"
        /// An integer attribute made a type holding fewer values (Integer 32 → Boolean).
        case valuesNarrowed = "values-narrowed"
        /// A version after the current one, not imported.
        case versionLeftOut = "version-left-out"
        /// `.xccurrentversion` names a version the folder does not hold: every version is imported.
        case currentVersionMissing = "current-version-missing"
        /// Two versions' "Core Data Model Identifiers" (`2.10`, `2.9`) run against the order
        /// of their names: one of the two orders is not the order the app shipped them in.
        case versionOrder = "version-order"
        /// A version whose place the numbers in the names did not give: placed by when
        /// Xcode last saved it, or as the first of another naming scheme.
        case versionPlaced = "version-placed"
        /// An `.xcmappingmodel` beside the model: a custom migration modelc does not read.
        case mappingModel = "mapping-model"
        /// An entity's or property's version hash modifier changes: Core Data's mark of a
        /// change of meaning the stored layout does not show, carried out by the app.
        case hashModifier = "hash-modifier"
        /// The model's configurations (entities an app keeps in stores of their own):
        /// imported as one model, one database.
        case configuration
        /// A property declared by sub-entities in one version and by their parent in the
        /// next: Core Data's migration carries the sub-entities' values over, and the
        /// imported attribute's `mergedFrom` makes the planned migration do the same.
        case propertyMovedUp = "property-moved-up"
        /// What `modelc validate` warns about in the imported version, as it would print
        /// it (a cascade on a to-one that SQLite's foreign key cannot carry): the import
        /// leaves it, and says so, so that `validate --strict` failing on the imported
        /// model is no surprise.
        case validationWarning = "validation-warning"
    }

    public var kind: Kind
    /// The element (`Person.photo`, `Person`), in Core Data's names.
    public var element: String
    /// What was done, as one sentence without the final period.
    public var message: String
    /// Where the element is, in the first version the note is about.
    public var location: SourceLocation
    /// The modelc versions the note applies to.
    public var versions: [Int]

    public init(_ kind: Kind, _ element: String, _ message: String, at location: SourceLocation, versions: [Int] = []) {
        self.kind = kind
        self.element = element
        self.message = message
        self.location = location
        self.versions = versions
    }

    /// `notes` with those that differ only in their version merged, in first-seen order.
    static func merged(_ notes: [CoreDataImportNote]) -> [CoreDataImportNote] {
        var result: [CoreDataImportNote] = []
        var positions: [String: Int] = [:]
        for note in notes {
            let key = "\(note.kind.rawValue)\u{0}\(note.element)\u{0}\(note.message)"
            if let position = positions[key] {
                result[position].versions += note.versions.filter { !result[position].versions.contains($0) }
            } else {
                positions[key] = result.count
                result.append(note)
            }
        }
        return result
    }
}
