import Foundation
import ModelKit

/// The fuzz target: loads the input as a model file and traps when the
/// loader's contract breaks (a rejected input without a positioned error diagnostic).
/// A crash, a hang (`-timeout`) or runaway memory (`-rss_limit_mb`) is reported by
/// libFuzzer itself.
func loaderFuzzTarget(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = FuzzInputFile.path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    let result = ModelLoader.inspect(path)
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "diagnostic without a position: \(diagnostic)")
        precondition(!diagnostic.message.isEmpty, "diagnostic without a message: \(diagnostic)")
    }
    precondition(result.versions != nil || result.hasErrors, "input rejected without an error diagnostic")
    return 0
}

/// The one scratch file each fuzzing process writes its inputs to.
enum FuzzInputFile {
    static let path: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return (folder as NSString).appendingPathComponent("modelc-fuzz-\(getpid()).yaml")
    }()
}
