import Foundation

/// Wall-clock timing with a monotonic clock, and medians over repetitions.
enum Timing {
    /// Seconds taken by `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// User + system CPU seconds of all waited-for child processes so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(who(RUSAGE_CHILDREN), &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// User + system CPU seconds of this process so far.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(who(RUSAGE_SELF), &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// CPU seconds taken by `body` in this process.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = processCPUSeconds()
        try body()
        return processCPUSeconds() - start
    }

    #if os(Linux)
    private static func who(_ value: __rusage_who) -> __rusage_who_t { __rusage_who_t(value.rawValue) }
    #else
    private static func who(_ value: Int32) -> Int32 { value }
    #endif

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    /// The median of `samples` (the mean of the middle two for an even count).
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `seconds` as text with a unit that keeps three significant digits.
    static func text(_ seconds: Double) -> String {
        if seconds.isNaN { return "—" }
        if seconds < 0.001 { return String(format: "%.1f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }
}
