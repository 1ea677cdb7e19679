import Foundation
import Migration
import SchemaCore

extension InferredModel {
    /// The model for the SQLite file at `path`: its schema and the extras (the damage
    /// `PRAGMA quick_check` finds among them), read once, waiting up to `busyTimeout` seconds for another connection's lock. The model is
    /// named after the file unless `name` says otherwise.
    public init(databaseAt path: String, name: String? = nil, version: Int = 1, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout) throws(IntrospectionError) {
        let schema = try SchemaIntrospector.introspect(path: path, busyTimeout: busyTimeout)
        var extras = try SchemaExtras.read(path: path, busyTimeout: busyTimeout)
        // Outside a transaction: a check that stops at a damaged page would fail the read
        // that holds it. The foreign-key check shares the opening; a damaged file may stop
        // it too, and its damage is noted already.
        (extras.damage, extras.foreignKeyViolations) = try DatabaseFile.readWithoutTransaction(path, busyTimeout: busyTimeout, label: "modelc.extras") { db in
            (try Verification.damage(db), try? Verification.foreignKeyViolationsByTable(db))
        }
        let file = URL(fileURLWithPath: path)
        self.init(
            schema: schema,
            name: name ?? Self.name(forFile: file.deletingPathExtension().lastPathComponent),
            version: version,
            source: file.lastPathComponent,
            extras: extras
        )
    }
}
