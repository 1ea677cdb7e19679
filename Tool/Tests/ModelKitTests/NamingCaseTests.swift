import ModelKit
import XCTest

/// `Naming.pascalCase` and `Naming.camelCase` name what a database or another tool
/// calls otherwise (`inspect --as-model` names entities after tables, attributes after
/// columns), so every tool that does so gives the same names.
final class NamingCaseTests: XCTestCase {
    func testWordsAreTheRunsOfLettersAndDigits() {
        let names = ["order_line-2", "Order Details", "naïve 日本", "--"]
        XCTAssertEqual(names.map(Naming.words), [["order", "line", "2"], ["Order", "Details"], ["naïve", "日本"], []])
    }

    func testPascalCaseUppercasesTheFirstLetterOfEachWordAndKeepsTheRest() {
        let names = ["order_line", "Order Details", "ArtistId", "2024-backup", "--"]
        XCTAssertEqual(names.map(Naming.pascalCase), ["OrderLine", "OrderDetails", "ArtistId", "2024Backup", ""])
    }

    func testCamelCaseLowersTheFirstLetterOrAWholeNameOfCapitals() {
        let names = ["first_name", "ArtistId", "ID", "SID_2", "URLString"]
        XCTAssertEqual(names.map(Naming.camelCase), ["firstName", "artistId", "id", "sid2", "uRLString"])
    }

    func testFirstLettersChangeCaseAndTheRestStays() {
        XCTAssertEqual(["person", "ORDER", ""].map(Naming.uppercasingFirst), ["Person", "ORDER", ""])
        XCTAssertEqual(["OrderLine", "ID", ""].map(Naming.lowercasingFirst), ["orderLine", "iD", ""])
    }

    /// A name modelc makes from an entity's (a property shared in a hierarchy's table,
    /// ChatSecure's `OTRManagedStatus.status`) starts with its acronym in lower case:
    /// `otrManagedStatusStatus`, not `oTRManagedStatusStatus` (column `o_tr_…`).
    func testLeadingCapitalsAreLoweredUpToTheNextWord() {
        XCTAssertEqual(["OTRManagedStatus", "URL", "URLCache", "Person", "person", "A", "ID2", ""].map(Naming.lowercasingLeadingCapitals),
                       ["otrManagedStatus", "url", "urlCache", "person", "person", "a", "id2", ""])
        XCTAssertEqual(Naming.snakeCase(Naming.lowercasingLeadingCapitals("OTRManagedStatus") + "Status"), "otr_managed_status_status")
    }

    /// An importer's column for a name ending in an acronym's plural keeps it whole
    /// (AltStore's `StoreApp.screenshotURLs`); other names have no such column.
    func testAcronymPluralsStayWholeInImportedColumnNames() {
        XCTAssertEqual(["screenshotURLs", "userIDs", "allUUIDs", "URLsForItems", "IDs"].map(Naming.snakeCaseKeepingAcronymPlurals),
                       ["screenshot_urls", "user_ids", "all_uuids", "urls_for_items", "ids"])
        XCTAssertEqual(["screenshotURL", "URLString", "isActive", "status", "ZIPs2", "HTMLsource"].map(Naming.snakeCaseKeepingAcronymPlurals),
                       [nil, nil, nil, nil, "zips2", nil])
        XCTAssertEqual(Naming.snakeCase("screenshotURLs"), "screenshot_ur_ls", "a model's own rule is unchanged")
    }
}
