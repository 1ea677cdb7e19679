import Foundation

/// Values handed over by callbacks and tasks on other threads, kept in arrival order.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var all: [Value] {
        lock.withLock { values }
    }
}
