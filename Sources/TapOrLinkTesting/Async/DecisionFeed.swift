import Foundation
import TapOrLink

/// Decisions for code under test that reads them with `for await`, with a
/// handshake that lets a test wait until that code has handled them all.
///
/// A feed comes from ``TapDriver/decisionFeed()``. Hand ``stream`` to the code
/// under test where production code would get `TapOverlay.decisions()` or
/// `SharedTapOverlay.decisions()`. The driver adds each decision to the feed
/// synchronously, the moment the engine makes it, while the test advances
/// time; nothing runs in the reader until the test awaits.
///
/// ```swift
/// let feed = driver.decisionFeed()
/// let task = Task { await stats.follow(feed.stream) }  // the code under test
/// driver.tap(160, 200, at: .milliseconds(0))
/// driver.runUntilIdle()                                // synchronous
/// await feed.untilConsumed()  // the reader handled every decision so far
/// #expect(stats.taps == 1)
/// feed.finish()               // the reader's loop ends...
/// await task.value            // ...and its task returns
/// ```
///
/// ``untilConsumed()`` does not sleep or yield in a loop: it returns when the
/// reader asks for a decision the feed does not have yet, which a `for await`
/// loop does only after its body has finished with the previous one. So the
/// wait ends on a fact, not on a guess about scheduling.
///
/// A feed has one reader: read ``stream`` from one task. Its buffer is
/// unbounded, so decisions made before the reader starts are kept for it.
public final class DecisionFeed: Sendable {
  /// The decisions, in the order the engine made them, from the moment the
  /// feed was created. The stream ends after ``finish()`` once the reader
  /// has taken every buffered decision, or when the reading task is
  /// cancelled.
  public let stream: AsyncStream<Decision>
  private let state: DecisionFeedState

  init() {
    let state = DecisionFeedState()
    self.state = state
    self.stream = AsyncStream(unfolding: { await state.next() }, onCancel: { state.cancel() })
  }

  /// Adds a decision for the reader (the driver calls this as it decides).
  func yield(_ decision: Decision) { state.yield(decision) }

  /// Ends the stream: the reader gets the decisions still buffered, then
  /// the end of the stream. Later decisions are dropped. Safe to call more
  /// than once, from any thread.
  public func finish() { state.finish() }

  /// Waits until the reader has handled every decision added so far: it is
  /// waiting for the next one, or it has reached the end of the stream, or
  /// its task was cancelled.
  ///
  /// Returns at once when that is already so. If no task ever reads
  /// ``stream`` (or the reader stops iterating early, with decisions left)
  /// this waits until the waiting task is cancelled.
  public func untilConsumed() async { await state.untilConsumed() }

  /// How many decisions the reader has taken from the stream.
  public var takenCount: Int { state.takenCount }

  /// How many decisions wait in the buffer for the reader.
  public var bufferedCount: Int { state.bufferedCount }
}

/// The lock-protected state of a ``DecisionFeed``.
///
/// `@unchecked Sendable` is safe here: every stored variable is read and
/// written only while holding `lock`, and continuations are resumed after
/// the lock is released.
private final class DecisionFeedState: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [Decision] = []
  private var head = 0
  private var finished = false
  private var cancelled = false
  /// The reader, waiting in `next()` with nothing to take.
  private var reader: CheckedContinuation<Decision?, Never>?
  /// The reader has been given the end of the stream.
  private var readerEnded = false
  private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter: UInt64 = 0
  private var taken = 0

  var takenCount: Int { lock.withLock { taken } }
  var bufferedCount: Int { lock.withLock { buffer.count - head } }

  /// Whether the reader has handled everything so far. Call with the lock.
  private var consumed: Bool {
    cancelled || readerEnded || (reader != nil && head == buffer.count)
  }

  func yield(_ decision: Decision) {
    let handOff: CheckedContinuation<Decision?, Never>? = lock.withLock {
      guard !finished, !cancelled else { return nil }
      if let waiting = reader {
        reader = nil
        taken += 1
        return waiting
      }
      buffer.append(decision)
      return nil
    }
    handOff?.resume(returning: decision)
  }

  func next() async -> Decision? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Decision?, Never>) in
      var released: [CheckedContinuation<Void, Never>] = []
      let answer: Decision?? = lock.withLock {
        if head < buffer.count {
          let decision = buffer[head]
          head += 1
          taken += 1
          if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
          }
          return .some(decision)
        }
        if finished || cancelled {
          readerEnded = true
          released = takeWaiters()
          return .some(nil)
        }
        reader = continuation
        released = takeWaiters()
        return .none
      }
      for waiter in released { waiter.resume() }
      if let answer { continuation.resume(returning: answer) }
    }
  }

  func finish() {
    var released: [CheckedContinuation<Void, Never>] = []
    let ending: CheckedContinuation<Decision?, Never>? = lock.withLock {
      finished = true
      guard let waiting = reader else { return nil }
      reader = nil
      readerEnded = true
      released = takeWaiters()
      return waiting
    }
    ending?.resume(returning: nil)
    for waiter in released { waiter.resume() }
  }

  func cancel() {
    var released: [CheckedContinuation<Void, Never>] = []
    let ending: CheckedContinuation<Decision?, Never>? = lock.withLock {
      cancelled = true
      released = takeWaiters()
      defer { reader = nil }
      return reader
    }
    ending?.resume(returning: nil)
    for waiter in released { waiter.resume() }
  }

  func untilConsumed() async {
    let id: UInt64 = lock.withLock {
      nextWaiter += 1
      return nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = lock.withLock {
          if consumed || Task.isCancelled { return true }
          waiters[id] = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let waiter = lock.withLock { waiters.removeValue(forKey: id) }
      waiter?.resume()
    }
  }

  /// Removes and returns every waiter. Call with the lock.
  private func takeWaiters() -> [CheckedContinuation<Void, Never>] {
    defer { waiters.removeAll() }
    return Array(waiters.values)
  }
}
