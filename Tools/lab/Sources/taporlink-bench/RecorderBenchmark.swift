import CAllocationCounter
import Foundation
import TapOrLink

extension Benchmarks {
  /// The flight recorder's cost once its ring is full: time a move and
  /// heap allocations over moves and complete taps.
  static func recorder() -> [String] {
    let (overlay, _) = makeOverlay()
    overlay.recorder = FlightRecorder(capacity: 1024)
    overlay.handle(.down(100, 100, at: .zero))
    var time: Int64 = 0
    for index in 0..<2048 {  // fill the ring twice over
      time += 1
      overlay.handle(.move(100 + Double(index & 7), 100, at: Instant(nanoseconds: time)))
    }
    let perMove = measure(iterations: 200_000) { count in
      for index in 0..<count {
        time += 1
        overlay.handle(.move(100 + Double(index & 7), 100, at: Instant(nanoseconds: time)))
      }
    }
    var lines = [row("move, recorder on (ring full)", ns(perMove))]
    let before = taporlink_allocation_count()
    for index in 0..<1_000_000 {
      time += 1
      overlay.handle(.move(100 + Double(index & 7), 100, at: Instant(nanoseconds: time)))
    }
    let after = taporlink_allocation_count()
    guard before >= 0 else {
      return lines + [row("allocations, recorder on", "not counted on this platform")]
    }
    let (tapper, scheduler) = makeOverlay(window: .milliseconds(1))
    tapper.recorder = FlightRecorder(capacity: 1024)
    var tapTime: Int64 = 0
    func cycle() {
      tapTime += 10_000_000
      tapper.handle(.down(100, 100, at: Instant(nanoseconds: tapTime)))
      tapper.handle(.move(101, 100, at: Instant(nanoseconds: tapTime + 1)))
      tapper.handle(.up(101, 100, at: Instant(nanoseconds: tapTime + 2)))
      scheduler.advance(to: Instant(nanoseconds: tapTime + 5_000_000))
    }
    for _ in 0..<2000 { cycle() }
    let tapsBefore = taporlink_allocation_count()
    for _ in 0..<100_000 { cycle() }
    let tapsAfter = taporlink_allocation_count()
    lines += [
      row("allocations over 1M moves, rec.", "\(after - before)"),
      row(
        "allocations per tap, recorder on",
        String(format: "%.2f", Double(tapsAfter - tapsBefore) / 100_000)),
    ]
    return lines
  }
}
