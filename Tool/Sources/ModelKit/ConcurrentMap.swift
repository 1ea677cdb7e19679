import Foundation

extension Array where Element: Sendable {
    /// The elements transformed by `transform`, in order, each on whichever processor is
    /// free: for independent work on every version of a model (parsing its file,
    /// validating it, hashing it), which on a large model is most of what a command does
    /// before its first real step.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = Results<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values
    }
}

/// Results written by concurrent workers, each to its own index, read once they are done.
private final class Results<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        lock.withLock { slots[index] = value }
    }

    var values: [T] {
        lock.withLock { slots.map { $0! } }
    }
}
