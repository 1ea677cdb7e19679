import ModelKit

extension MigrationDraft {
    /// Temporary until the planner lands.
    public static func planned(from old: Model?, to new: Model) -> MigrationDraft {
        MigrationDraft(steps: [], preflight: [], sql: "")
    }
}
