@testable import CoreDataImport
import Foundation
import ModelcTestSupport
import XCTest

/// `CoreDataStoreNames`: the entity numbers and columns Core Data gives a model version in
/// its store, which the copy reads values by.
final class CoreDataStoreNamesTests: XCTestCase {
    /// Core Data sorts entity names ignoring case (its SQL model's `caseInsensitiveCompare:`),
    /// roots and siblings alike: `BlockedAuthor` before `BlockEditorSettings`, as WordPress
    /// names them. Compared character by character they went the other way, so the two
    /// sub-entities' same-named columns (`ZNAME`, `ZNAME1`) were read from each other, with
    /// every count matching, and a to-many without an inverse (`Z<n>NOTES`) was looked for
    /// under the other entity's number.
    func testEntitiesAreNumberedInNameOrderIgnoringCase() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("S.xcdatamodeld/S.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES"/>
                <entity name="BlockEditorSettings" representedClassName="BlockEditorSettings" parentEntity="Item" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                <entity name="BlockedAuthor" representedClassName="BlockedAuthor" parentEntity="Item" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                <entity name="apple" representedClassName="Apple" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                <entity name="Banana" representedClassName="Banana" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """.utf8).write(to: folder.appendingPathComponent("contents"))
        let version = try XCTUnwrap(try CoreDataModelHistory.read(folder.deletingLastPathComponent().path).versions.first)
        let names = CoreDataStoreNames(version)
        XCTAssertEqual(names.numbers.sorted { $0.value < $1.value }.map(\.key), ["apple", "Banana", "Item", "BlockedAuthor", "BlockEditorSettings"])
        XCTAssertEqual(names.columns["BlockedAuthor.name"], "ZNAME")
        XCTAssertEqual(names.columns["BlockEditorSettings.name"], "ZNAME1")
    }
}
