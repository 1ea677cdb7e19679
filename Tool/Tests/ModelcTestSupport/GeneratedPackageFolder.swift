import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The package folder the generated-code tests build in (`GeneratedPackageTests`,
/// `CoreDataStoreMigrationPackageTests`, `RandomModelRecordTests`), held by one test at a
/// time across every test process on the machine.
///
/// The names are fixed, not `makeTemporaryDirectory`'s, on purpose: the build folder keeps
/// GRDB's checkout and build products from run to run, so only the first run compiles
/// GRDB. Fixed names are shared by every process, though, and two `swift test` processes
/// at once (`scripts/test` runs the suite as two) would otherwise write their sources into
/// the same package mid-build. So a test takes the folder with `acquire()`, which waits for
/// an exclusive `flock(2)` on a file beside it, and gives it back with `release()` (or when
/// the process ends: the kernel drops the lock with the descriptor).
public final class GeneratedPackageFolder {
    /// The package: its `Package.swift` and `Sources`, replaced by each test.
    public let package: URL
    /// The build folder (`--scratch-path`), kept from run to run.
    public let scratch: URL
    private var descriptor: Int32

    private init(descriptor: Int32) {
        let temporary = FileManager.default.temporaryDirectory
        package = temporary.appendingPathComponent("modelc-generated-package")
        scratch = temporary.appendingPathComponent("modelc-generated-package-build")
        self.descriptor = descriptor
    }

    /// Waits until no other test (in this process or another) holds the folder, and takes it.
    public static func acquire() throws -> GeneratedPackageFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-generated-package.lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "cannot open \(path): errno \(errno)"])
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = errno
                close(descriptor)
                throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "cannot lock \(path): errno \(failure)"])
            }
        }
        return GeneratedPackageFolder(descriptor: descriptor)
    }

    /// Gives the folder back to the next test waiting for it.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
