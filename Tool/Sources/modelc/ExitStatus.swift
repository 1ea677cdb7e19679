import ArgumentParser
import ModelKit

/// The exit statuses of `ErrorReport.Status` (the one owner of the codes) as
/// ArgumentParser's `ExitCode`s, for a command that ends without an error to report:
/// a check that failed, differences found.
enum ExitStatus {
    /// A check failed, drift or differences were found.
    static let failed = ExitCode(ErrorReport.Status.failed.rawValue)
    /// The model or the arguments are invalid.
    static let invalidInput = ExitCode(ErrorReport.Status.invalidInput.rawValue)
}
