import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// A to-one made to-many with `renamedFrom` naming it: the many-to-many's join table
/// takes over the links the to-one's key held, as Core Data's lightweight migration
/// keeps them (DuckDuckGo's Bookmarks model, version 4: `favoriteFolder` became
/// `favoriteFolders`), and the key's drop is then safe.
final class LinkCopyTests: PlanTestCase {
    /// A folder's ordered favorites, each in at most one folder.
    private var v1: String {
        entity("Bookmark", ["id: int", "title: string"], relationships: [
            "folder: { to: Bookmark, inverse: favorites, optional: true }",
            "favorites: { to: Bookmark, toMany: true, inverse: folder, ordered: true }",
        ])
    }

    /// A favorite in several folders: `folders` was `folder`.
    private var v2: String {
        entity("Bookmark", ["id: int", "title: string"], relationships: [
            "folders: { to: Bookmark, toMany: true, inverse: favorites, renamedFrom: folder }",
            "favorites: { to: Bookmark, toMany: true, inverse: folders, ordered: true }",
        ])
    }

    private let fill = """
        INSERT INTO bookmark (id, title, folder_id, folder_position) VALUES
          (1, 'Folder', NULL, NULL), (2, 'c', 1, 2), (3, 'a', 1, 0), (4, 'b', 1, 1), (5, 'loose', NULL, NULL);
        """

    func testTheLinksAreCopiedIntoTheJoinTableInTheirOrderBeforeTheKeyIsDropped() throws {
        let old = try model(version: 1, v1)
        let new = try model(version: 2, v2)
        let plan = plan(old, new)
        XCTAssertEqual(kinds(plan), ["createTable", "copyLinks", "rebuildTable", "createIndex"])
        XCTAssertEqual(plan.safety, .safe, "nothing is lost: no approval needed")
        XCTAssertNil(plan.steps[2].rowsAtStake)
        XCTAssertTrue(plan.steps[2].reason.hasSuffix(#"; it drops column "folder_id", whose links were copied into "bookmark_favorites"; "#
                                                      + #"it drops column "folder_position", whose positions were copied into "bookmark_favorites""#), plan.steps[2].reason)
        // The join table is `favorites`' (named first): `bookmark_id` is the folder,
        // `favorites_id` the favorite, `position` the folder's order of its favorites.
        XCTAssertEqual(dialect.render(plan).components(separatedBy: "\n").filter { $0.hasPrefix("INSERT INTO \"bookmark_favorites\"") }, [
            #"INSERT INTO "bookmark_favorites" ("bookmark_id", "favorites_id", "position") SELECT "folder_id", "id", coalesce("folder_position", 0) FROM "bookmark" WHERE "folder_id" IS NOT NULL;"#,
        ])

        let queue = try database(SQLiteSchemaCompiler.compile(old), fill)
        try migrate(queue, with: plan, target: SQLiteSchemaCompiler.compile(new))
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(new))
        XCTAssertEqual(try rows(queue, "SELECT bookmark_id, favorites_id FROM bookmark_favorites ORDER BY bookmark_id, position"), [
            [1.databaseValue, 3.databaseValue], [1.databaseValue, 4.databaseValue], [1.databaseValue, 2.databaseValue],
        ], "the folder's favorites, in their order")
    }

    func testAnInverseThatWasNotOrderedIsNumberedInKeyOrder() throws {
        let old = try model(version: 1, entity("Bookmark", ["id: int", "title: string"], relationships: [
            "folder: { to: Bookmark, inverse: favorites, optional: true }",
            "favorites: { to: Bookmark, toMany: true, inverse: folder }",
        ]))
        let new = try model(version: 2, v2)
        let plan = plan(old, new)
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(old), "INSERT INTO bookmark (id, title, folder_id) VALUES (1, 'f', NULL), (7, 'g', 1), (3, 'a', 1), (5, 'b', 7);")
        try migrate(queue, with: plan, target: SQLiteSchemaCompiler.compile(new))
        XCTAssertEqual(try rows(queue, "SELECT bookmark_id, favorites_id, position FROM bookmark_favorites ORDER BY bookmark_id, position"), [
            [1.databaseValue, 3.databaseValue, 0.databaseValue], [1.databaseValue, 7.databaseValue, 1.databaseValue],
            [7.databaseValue, 5.databaseValue, 0.databaseValue],
        ])
    }

    func testWithoutARenameHintTheKeyIsDroppedAsDestructiveAndNothingIsCopied() throws {
        let old = try model(version: 1, v1)
        let new = try model(version: 2, v2.replacingOccurrences(of: ", renamedFrom: folder", with: ""))
        let plan = plan(old, new)
        XCTAssertFalse(kinds(plan).contains("copyLinks"))
        XCTAssertEqual(plan.safety, .destructive, "a vanished to-one and a new many-to-many are a drop and an add, never a guessed rename")
    }

    func testTheStepReadsBackFromJSONAndItsDownMigrationSaysTheLinksCannotGoBack() throws {
        let plan = plan(try model(version: 1, v1), try model(version: 2, v2))
        let decoded = try JSONDecoder().decode(Plan.self, from: JSONEncoder().encode(plan))
        XCTAssertEqual(decoded, plan)
        XCTAssertEqual(MigrationDraft.irreversibility(of: plan, version: 2).first,
                       #"version 2 turns the to-one "folder_id" of "bookmark" into the many-to-many "bookmark_favorites": a row's links cannot all go back into one key"#)
    }
}
