// No Harness: eight threads drive one SharedTapOverlay on real timers.
import Dispatch
import TapOrLink
import Testing

/// Eight threads drive one `SharedTapOverlay` at once, on real timers, so
/// that the thread sanitizer can watch every path between callers, the
/// queue and the timers:
/// `swift test --sanitize=thread --scratch-path .build/tsan --filter SharedOverlayStress`.
///
/// What the threads do interleaves differently on each run, so nothing here
/// depends on timing: every gesture the engine started (their numbers run
/// from 1 without gaps) is decided exactly once, and none is left undecided.
@Suite("SharedTapOverlay: eight threads at once, real timers")
struct SharedOverlayStressTests {
  static let threads = 8
  static let gesturesPerThread = 200

  @Test("every gesture from eight threads is decided exactly once")
  func eightThreads() throws {
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(
        window: .milliseconds(2), longPress: .milliseconds(3)))
    let decided = Locked<[UInt64: Int]>([:])
    shared.addObserver { event in
      guard let decision = event.decision else { return }
      decided.mutate { $0[decision.gesture.number, default: 0] += 1 }
    }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      let finger = FingerID(thread + 1)
      for step in 0..<Self.gesturesPerThread {
        let x = Double(20 + thread * 30)
        shared.touch(.down, at: pt(x, 200), finger: finger)
        switch step % 4 {
        case 0: shared.touch(.move, at: pt(x + 40, 200), finger: finger)
        case 1: _ = shared.shouldStartLoad(NavigationRequest(url: "https://example.com/\(step)"))
        case 2: shared.touch(.cancel, at: pt(x, 200), finger: finger)
        default: _ = shared.perform { $0.undecidedCount }
        }
        shared.touch(.up, at: pt(x, 200), finger: finger)
      }
    }
    // Lift any finger still down, then wait (bounded) for the last windows
    // to close on the real clock.
    shared.perform { overlay in
      for finger in overlay.fingersDown {
        overlay.handle(.cancel(finger: finger, at: overlay.lastInstant))
      }
    }
    let deadline = DispatchTime.now() + .seconds(30)
    while shared.perform({ $0.undecidedCount }) > 0, DispatchTime.now() < deadline {
      _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(5))
    }
    #expect(shared.perform { $0.undecidedCount } == 0)
    #expect(shared.perform { $0.fingersDown } == [])
    let counts = decided.value
    let highest = counts.keys.max() ?? 0
    #expect(highest >= 1)
    #expect(counts.count == Int(highest), "a gesture number was never decided")
    #expect(counts.values.allSatisfy { $0 == 1 }, "a gesture was decided more than once")
  }
}
