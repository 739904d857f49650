import Foundation

/// A value shared between threads or `@Sendable` closures, behind a lock.
///
/// `@unchecked Sendable` is safe here: `stored` is only read or written
/// while `lock` is held. (An `NSLock` rather than `Mutex`, which needs
/// macOS 15 / iOS 18, above the package's deployment targets.)
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The current value.
  var value: Value { lock.withLock { stored } }

  /// Changes the value under the lock.
  func mutate<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&stored) }
  }
}
