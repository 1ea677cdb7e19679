import CFuzzerDriver
import Foundation

// SwiftPM gives an executable its own `main`, so instead of libFuzzer's `main` this
// one hands the loop to libFuzzer's driver with the loader target as the callback.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
    guard let bytes else { return 0 }
    return loaderFuzzTarget(bytes, count)
})
