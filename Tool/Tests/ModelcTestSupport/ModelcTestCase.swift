import SQLiteDriver
import XCTest

/// The base of the tests that use the migration libraries: before a class's tests run,
/// the default dialect's driver (SQLite's) is registered, as the `modelc` command
/// registers the drivers it ships with at start-up and the SQLite driver's entry points
/// register it. A test that calls `Migration` before anything else (reading migration
/// files, making drafts, planning from a model) needs it registered first.
open class ModelcTestCase: XCTestCase {
    override open class func setUp() {
        super.setUp()
        SQLiteDialectDriver.register()
    }
}
