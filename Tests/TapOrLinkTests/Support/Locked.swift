import Synchronization

/// A value shared between threads or `@Sendable` closures, behind a lock.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) { mutex = Mutex(value) }

  /// The current value.
  var value: Value { mutex.withLock { $0 } }

  /// Changes the value under the lock.
  func mutate<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
