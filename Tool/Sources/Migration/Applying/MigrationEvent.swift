/// What ``Migrator`` tells its ``Migrator/observer`` while it applies migrations.
public enum MigrationEvent: Hashable, Sendable {
    /// A migration committed (its history row is written).
    case committed(AppliedMigration)
    /// A migration failed (and was rolled back) or was refused (and not run); the ones
    /// committed before stay. The error thrown says which (`MigrationError.rolledBackItsSQL`).
    case failed(name: String, version: Int?)
}

/// Receives ``MigrationEvent``s on the migrating thread, in order.
public typealias MigrationObserver = @Sendable (MigrationEvent) -> Void
