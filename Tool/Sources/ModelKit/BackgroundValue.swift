import Foundation

/// A value computed on another thread from the moment it is made, and waited for where
/// it is read: for work a command needs only later, which can run while the command
/// waits on something else (a database server running a migration's statements).
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // Written once by the computing thread before `done` is signalled, read after.
    private var result: Value?
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    /// Starts computing `compute` on a new thread.
    public init(_ compute: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = compute()
            lock.withLock { result = value }
            done.signal()
        }
    }

    /// The value, once computed (waiting for it until then).
    public var value: Value {
        done.wait()
        done.signal()
        return lock.withLock { result! }
    }
}
