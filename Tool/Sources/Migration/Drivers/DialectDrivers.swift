import Foundation
import SchemaCore

/// The dialect drivers this process knows, by name: those the code that links them
/// registers. The `modelc` command registers each engine it ships with in its one
/// registry file (`DatabaseEngines`); a driver target's own entry points register its
/// driver (SQLite's: opening a file, `MigrationTarget`'s runs on one); a library user
/// that calls `Migration` first registers the drivers it uses; a test registers its own.
/// `Migration` has none built in: it plans and writes files for whichever engines are
/// registered, the default dialect's among them.
///
/// A dialect is a name in files and arguments (`-- dialect: <name>`,
/// `--dialect <name>`), so the registry is where a name becomes behaviour. Looking
/// up a name nobody registered is a programming error (every name read from a file or
/// an argument is checked against `names` first, and the default dialect's driver is
/// registered before anything asks for it), so `driver(for:)` stops there.
public enum DialectDrivers {
    /// Registers `driver` under its dialect's name, replacing one registered before.
    public static func register(_ driver: any DialectDriver) {
        registry.withLock { $0[driver.dialect.rawValue] = driver }
    }

    /// The driver registered for `dialect`.
    public static func driver(for dialect: DatabaseDialect) -> any DialectDriver {
        guard let driver = registry.withLock({ $0[dialect.rawValue] }) else {
            preconditionFailure("no driver is registered for the dialect `\(dialect.rawValue)`: register it first (its driver's `register()`, or DialectDrivers.register(_:))")
        }
        return driver
    }

    /// Whether a driver is registered under `name`.
    public static func knows(_ name: String) -> Bool {
        registry.withLock { $0[name] != nil }
    }

    /// The registered dialects' names, the default first, then by name.
    public static var names: [String] {
        let names = registry.withLock { Array($0.keys) }.sorted()
        let isDefault = { (name: String) in name == DatabaseDialect.default.rawValue }
        return names.filter(isDefault) + names.filter { !isDefault($0) }
    }

    /// The registered drivers, in the order of `names`.
    public static var all: [any DialectDriver] {
        names.map { driver(for: DatabaseDialect($0)) }
    }

    /// The registered dialects other than the default: those with a folder of their own
    /// inside a model's migrations folder.
    public static var others: [any DialectDriver] {
        all.filter { $0.dialect != DatabaseDialect.default }
    }

    private static let registry = Registry()

    /// The table behind the registry, behind a lock: drivers are registered once at
    /// start-up and read from any thread.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var drivers: [String: any DialectDriver] = [:]

        func withLock<T>(_ body: (inout [String: any DialectDriver]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&drivers)
        }
    }
}

extension DatabaseDialect {
    /// The dialect commands assume without `--dialect`: SQLite.
    public static var `default`: DatabaseDialect { .sqlite }

    /// This dialect's registered driver.
    public var driver: any DialectDriver { DialectDrivers.driver(for: self) }
}
