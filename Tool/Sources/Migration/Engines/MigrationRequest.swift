/// What `modelc migrate` asks of an engine: versioned (`target`) or declarative
/// (`declarativeModel`), with the options every engine takes and those only some
/// take (each engine refuses, or ignores, what it cannot do: see its `migrate`).
public struct MigrationRequest: Sendable {
    /// The model's migrations (versioned mode); nil in declarative mode.
    public var target: MigrationTarget?
    /// The model version to plan to (declarative mode: a folder, file or `folder@N`).
    public var declarativeModel: String?
    public var options: MigrateOptions
    /// Seconds one statement may run (engines with a statement timeout).
    public var statementTimeout: Double?
    /// Progress of long statements, for a terminal.
    public var progress: MigrationProgressHandler?
    /// Told as each migration commits or fails, so a run can be reported as it goes.
    public var observer: MigrationObserver?

    public init(
        target: MigrationTarget?, declarativeModel: String?, options: MigrateOptions, statementTimeout: Double? = nil,
        progress: MigrationProgressHandler? = nil, observer: MigrationObserver? = nil
    ) {
        self.target = target
        self.declarativeModel = declarativeModel
        self.options = options
        self.statementTimeout = statementTimeout
        self.progress = progress
        self.observer = observer
    }
}

/// What an engine's `migrate` did: the report (the same for every engine), and, when
/// the engine says it in words of its own, the text for people (a dry run that prints
/// SQL rather than rehearsing on a copy).
public struct MigrationOutcome: Sendable {
    public var report: MigrationReport
    /// nil: `report` says it all (the CLI describes it).
    public var text: String?
    /// Whether the committed migrations were told to the observer as they committed.
    public var committedShown: Bool

    public init(report: MigrationReport, text: String? = nil, committedShown: Bool) {
        self.report = report
        self.text = text
        self.committedShown = committedShown
    }
}
