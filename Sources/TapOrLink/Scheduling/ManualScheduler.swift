/// A virtual-time scheduler that runs work only when told to advance.
///
/// Time stands still until ``advance(to:inclusive:)``, ``advance(by:)`` or
/// ``runUntilIdle(limit:)`` moves it; due work then runs synchronously, in
/// order of deadline, then `SchedulingStage`, then the order it was
/// scheduled in (a sequence number), so a run is fully deterministic and
/// never sleeps. Work may schedule more work while it runs; work scheduled
/// for an instant that has passed runs at the current instant.
///
/// A manual scheduler is confined to the thread that drives it: it is not
/// `Sendable`.
///
/// - Complexity: scheduling and running a piece of work are O(log n) in the
///   number of pending timers; cancelling is O(n).
public final class ManualScheduler: TimerScheduler {
  private struct Entry {
    var deadline: Instant
    var stage: SchedulingStage
    var sequence: UInt64
    var work: () -> Void

    func runsBefore(_ other: Entry) -> Bool {
      if deadline != other.deadline { return deadline < other.deadline }
      if stage != other.stage { return stage < other.stage }
      return sequence < other.sequence
    }
  }

  // Exclusivity: confined to one thread, and no access is held while work
  // runs (an entry is popped before its work is called), so accesses never
  // overlap; dynamic checks are turned off as they dominate the cost.

  @exclusivity(unchecked) private var state: State

  /// The clock and the timers, in one place.
  private struct State {
    var now: Instant
    var heap: [Entry] = []
    var nextSequence: UInt64 = 1
  }

  /// The current virtual instant.
  public var now: Instant { state.now }

  /// Creates a scheduler whose clock starts at `start` (the origin by default).
  public init(start: Instant = .zero) {
    state = State(now: start)
  }

  /// The number of pieces of work scheduled and not yet run or cancelled.
  package var pendingCount: Int { state.heap.count }

  /// The deadline of the next piece of work that will run, if any.
  public var nextDeadline: Instant? { state.heap.first?.deadline }

  /// Schedules work among the engine's timers (stage `SchedulingStage.timers`).
  @discardableResult
  public func schedule(at deadline: Instant, _ work: @escaping () -> Void) -> ScheduledTimer {
    schedule(at: deadline, stage: .timers, work)
  }

  /// Schedules work at a deadline in a given stage.
  @discardableResult
  package func schedule(
    at deadline: Instant, stage: SchedulingStage, _ work: @escaping () -> Void
  ) -> ScheduledTimer {
    let sequence = state.nextSequence
    state.nextSequence += 1
    let entry = Entry(
      deadline: max(deadline, state.now), stage: stage, sequence: sequence, work: work)
    push(entry)
    return ScheduledTimer(id: sequence)
  }

  /// Cancels scheduled work that has not run yet.
  ///
  /// - Complexity: O(n) in the number of pending timers (a scan; engines
  ///   keep at most one timer each, so n stays small).
  public func cancel(_ timer: ScheduledTimer) {
    guard let position = state.heap.firstIndex(where: { $0.sequence == timer.id }) else { return }
    let last = state.heap.removeLast()
    guard position < state.heap.count else { return }
    state.heap[position] = last
    siftUp(from: position)
    siftDown(from: position)
  }

  /// Runs all work due up to `instant`, then sets the clock to it.
  ///
  /// - Parameters:
  ///   - instant: where the clock stops.
  ///   - inclusive: when `false`, work due exactly at `instant` stays
  ///     pending, so that input played at that instant comes first (the
  ///     contract's order at one instant).
  public func advance(to instant: Instant, inclusive: Bool = true) {
    while let entry = popDue(upTo: instant, inclusive: inclusive) {
      state.now = entry.deadline
      entry.work()
    }
    if instant > state.now { state.now = instant }
  }

  /// Runs all work due within `duration` from now, then moves the clock on.
  public func advance(by duration: Duration) {
    advance(to: now + duration)
  }

  /// Runs work until none is pending, moving the clock to each deadline.
  ///
  /// - Parameter limit: the most pieces of work to run, a guard against work
  ///   that keeps rescheduling itself.
  /// - Returns: how many pieces of work ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 1_000_000) -> Int {
    var ran = 0
    while ran < limit, let entry = popDue(upTo: nil, inclusive: true) {
      state.now = entry.deadline
      entry.work()
      ran += 1
    }
    return ran
  }

  private func popDue(upTo limit: Instant?, inclusive: Bool) -> Entry? {
    guard let top = state.heap.first else { return nil }
    if let limit {
      if inclusive ? top.deadline > limit : top.deadline >= limit { return nil }
    }
    let last = state.heap.removeLast()
    if !state.heap.isEmpty {
      state.heap[0] = last
      siftDown(from: 0)
    }
    return top
  }

  private func push(_ entry: Entry) {
    state.heap.append(entry)
    siftUp(from: state.heap.count - 1)
  }

  private func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard state.heap[child].runsBefore(state.heap[parent]) else { break }
      state.heap.swapAt(child, parent)
      child = parent
    }
  }

  private func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < state.heap.count, state.heap[left].runsBefore(state.heap[first]) { first = left }
      if right < state.heap.count, state.heap[right].runsBefore(state.heap[first]) { first = right }
      if first == parent { return }
      state.heap.swapAt(parent, first)
      parent = first
    }
  }
}
