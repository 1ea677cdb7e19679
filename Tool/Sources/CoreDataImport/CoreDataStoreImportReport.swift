import ModelKit
import ModelRuntime

/// What a store import found and copied: printed by `modelc import coredata-store`, as
/// text or (`--format json`) as this value encoded.
public struct CoreDataStoreImportReport: Sendable, Encodable {
    /// One count, taken in the store and in the new database after the copy: the
    /// runtime's (the copy an app runs counts the same way).
    public typealias Count = CoreDataStoreCopier.Count

    public var store: String
    public var model: String
    public var database: String
    /// The Core Data version the store was written with (`Journal 4`).
    public var coreDataVersion: String
    /// Its modelc version number.
    public var version: Int
    /// Other versions whose store layout is the same: the store is taken as the version
    /// its identifier names (`identifiedBy`), else as the newest.
    public var alsoMatching: [Int]
    /// The store's version identifier (`NSStoreModelVersionIdentifiers`) when it named
    /// the version among several of the same layout; nil when the newest was taken.
    public var identifiedBy: String?
    /// The store's first version identifier, when it has one: said when it named none
    /// of the versions of its layout.
    public var storeIdentifier: String?
    public var counts: [Count]
    /// The migrations recorded in the new database's history (they created its schema).
    public var migrations: [String]
    /// The newest version the migrations folder leads to: what `modelc migrate` takes the
    /// database to.
    public var newestVersion: Int?
    /// The migrations folder, for the command that continues.
    public var directory: String
    /// The files past the store's version with destructive steps they do not approve:
    /// the command that continues stops at the first of them, unless they are approved,
    /// when a step of it would lose a stored value.
    public var unapprovedDestructive: [String] = []
    /// With `--other-models`: the store's entities no version of the model has, left out.
    public var otherModelsEntities: [String] = []
    /// Core Data's own entities the store holds (persistent history, CloudKit mirroring),
    /// left out: they are not the model's.
    public var coreDataEntities: [String] = []
    /// The `Entity.attribute`s of Date type copied: modelc keeps a date to the millisecond
    /// (its storage format), where Core Data stores seconds as a double with finer
    /// fractions, so values closer than a millisecond become equal.
    public var dates: [String] = []
    /// The entities Core Data numbered rows of (`Z_PRIMARYKEY`'s `Z_MAX`), when the store's
    /// tables hold no row at all: a store in WAL mode copied without its `-wal` (its rows
    /// still there), or with a `-wal` cut short (copied while the app wrote), imports as
    /// empty.
    public var numberedButEmpty: [String] = []
    /// Whether a `-wal` file was beside the store (read with it). Beside a store whose
    /// tables hold no row, the rows Core Data numbered are missing from it too.
    public var hasWALFile = false
    /// Whether the store's tables hold no row, nothing says Core Data numbered any
    /// (`numberedButEmpty` is empty), no `-wal` file is beside it, and the file is in WAL
    /// mode: a store copied without its `-wal` can have everything there, its numbers too.
    public var emptyInWALMode = false
    /// The bytes of the store's `-wal` after its last complete write, when it ends
    /// part-way through one (`WriteAheadLogTail`): copied while the app was writing, it
    /// lacks what that write held, and the rows imported are the store's as of the write
    /// before. Nil when the `-wal` ends on a commit or there is none.
    public var walUnfinishedBytes: Int?

    /// The report for people.
    public var text: String {
        var lines = ["Read \(store) as `\(coreDataVersion)` (version \(version) of \(model)) and copied it into \(database):"]
        if !alsoMatching.isEmpty {
            let choice = if let identifiedBy {
                "the store's version identifier `\(identifiedBy)` names this one"
            } else if let storeIdentifier {
                "the newest is taken, as the store's version identifier `\(storeIdentifier)` names none of them"
            } else {
                "the newest is taken"
            }
            lines.append("  (version\(alsoMatching.count == 1 ? "" : "s") \(alsoMatching.map(String.init).joined(separator: ", ")) store\(alsoMatching.count == 1 ? "s" : "") the same tables and columns; \(choice); `--model <X.xcdatamodeld>@N` chooses another)")
        }
        for count in counts where !["clearedExternalData", "clearedReferences", "notANumber"].contains(count.kind) {
            let noun = count.kind == "rows" ? (count.written == 1 ? "row" : "rows") : (count.written == 1 ? "link" : "links")
            lines.append("  \(count.coreData) → \(count.destination): \(count.written) \(noun)")
        }
        lines.append("Every count matches the store's.")
        if !otherModelsEntities.isEmpty {
            lines.append("Left out: \(otherModelsEntities.map { "`\($0)`" }.joined(separator: ", ")), entities of other models the store holds.")
        }
        if !coreDataEntities.isEmpty {
            lines.append("Left out: \(coreDataEntities.map { "`\($0)`" }.joined(separator: ", ")), Core Data's own entities (persistent history, CloudKit mirroring).")
        }
        for count in counts where count.kind == "clearedReferences" {
            let one = count.read == 1
            lines.append("Cleared: \(count.read) reference\(one ? "" : "s") of `\(count.coreData)` named a row the store does not hold, "
                + "and \(one ? "was" : "were") left out of `\(count.destination)`.")
        }
        for count in counts where count.kind == "clearedExternalData" {
            lines.append("Cleared: \(count.read) value\(count.read == 1 ? "" : "s") of `\(count.destination)` named an external file that is not there, and \(count.read == 1 ? "is" : "are") NULL.")
        }
        for count in counts where count.kind == "notANumber" {
            lines.append("Stored as NULL: \(count.read) decimal value\(count.read == 1 ? "" : "s") of `\(count.destination)` \(count.read == 1 ? "was" : "were") NaN (`NSDecimalNumber.notANumber`), which a decimal column does not hold.")
        }
        if !dates.isEmpty {
            let shown = dates.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (dates.count > 3 ? " and \(dates.count - 3) more" : "")
            lines.append("Dates (\(shown)) are kept to the millisecond, modelc's date format: finer fractions the store holds are rounded, "
                + "so values less than a millisecond apart become equal.")
        }
        if !numberedButEmpty.isEmpty {
            let shown = numberedButEmpty.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (numberedButEmpty.count > 3 ? " and \(numberedButEmpty.count - 3) more" : "")
            if hasWALFile {
                lines.append("Warning: the store holds no rows, though Core Data numbered rows of \(shown) (Z_PRIMARYKEY), and the `-wal` file beside it holds none of them: "
                    + "a `-wal` copied while the app was writing can be cut short of the rows it had not yet written; copy the `.sqlite` with its `-wal` and `-shm` files "
                    + "again, with the app closed, and import again.")
            } else {
                lines.append("Warning: the store holds no rows, though Core Data numbered rows of \(shown) (Z_PRIMARYKEY): a store in WAL mode keeps its recent rows "
                    + "in its `-wal` file, and none is beside it; if the store was copied without it, copy the `.sqlite` with its `-wal` and `-shm` files and import again.")
            }
        }
        if let bytes = walUnfinishedBytes {
            lines.append("Warning: the store's `-wal` file ends part-way through a write, or holds a damaged one (\(bytes) bytes after its last complete one): "
                + "it was copied while the app was writing, and what that write and any after it held is not imported (the counts above are of the store as of the write before); copy the `.sqlite` "
                + "with its `-wal` and `-shm` files again, with the app closed, and import again.")
        }
        if emptyInWALMode {
            lines.append("Warning: the store holds no rows, and it is in WAL mode with no `-wal` file beside it: a store in WAL mode keeps its recent rows "
                + "in that file; if the store was copied without it, copy the `.sqlite` with its `-wal` and `-shm` files and import again.")
        }
        if let first = migrations.first, let last = migrations.last {
            lines.append("History: \(migrations.count == 1 ? first : "\(first) … \(last)") recorded as applied.")
        }
        if let newest = newestVersion, newest > version {
            var next = "Next: `modelc migrate --db \(ShellWord.quoted(database)) --dir \(ShellWord.quoted(directory))` takes it to version \(newest)"
            if let first = unapprovedDestructive.first {
                let more = unapprovedDestructive.count > 1 ? " (and \(unapprovedDestructive.count - 1) more)" : ""
                next += "; \(first)\(more) drops data without `-- approved: destructive`, and `modelc migrate` stops at it if it would lose a stored value: "
                    + "review it, then approve it in the file or pass `--allow-destructive`"
            }
            lines.append(next + ".")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
