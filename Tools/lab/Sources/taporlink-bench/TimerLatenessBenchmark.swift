import Dispatch
import Foundation
import TapEvidence
@_spi(Lab) import TapOrLink

/// How late, after its deadline, the engine decides a tap on the real
/// Dispatch scheduler, against a bare `DispatchSourceTimer` with the same
/// deadlines in the same run.
extension Benchmarks {
  static let latenessSamples = 250

  /// p99 lateness in milliseconds: (engine, raw).
  static func timerLateness() -> (engine: Double, raw: Double) {
    let window = Duration.milliseconds(5)
    let tree = try! ViewTree([
      View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
    ])
    let shared = try! SharedTapOverlay(
      tree: tree, configuration: OverlayConfiguration(window: window, longPress: nil))
    let scheduler = shared.scheduler
    let rawQueue = DispatchQueue(label: "TapOrLink.bench.raw")
    let done = DispatchSemaphore(value: 0)
    let engineLate = LockedSamples()
    let rawLate = LockedSamples()
    shared.addObserver { event in
      guard let decision = event.decision else { return }
      engineLate.append(RealWebEvaluation.milliseconds(scheduler.now - decision.time))
      done.signal()
    }
    for _ in 0..<latenessSamples {
      let up = scheduler.now
      let deadline = up + window
      shared.handle(Touch(finger: 1, phase: .down, location: Point(x: 10, y: 10), time: up))
      shared.handle(Touch(finger: 1, phase: .up, location: Point(x: 10, y: 10), time: up))
      let timer = DispatchSource.makeTimerSource(queue: rawQueue)
      // The deadline on Dispatch's clock, read beside the scheduler's
      // (the two reads are a few hundred nanoseconds apart at most).
      let ahead = deadline.nanoseconds - scheduler.now.nanoseconds
      timer.schedule(deadline: .now() + .nanoseconds(Int(ahead)), leeway: .nanoseconds(0))
      timer.setEventHandler {
        rawLate.append(RealWebEvaluation.milliseconds(scheduler.now - deadline))
        timer.cancel()
        done.signal()
      }
      timer.resume()
      done.wait()
      done.wait()
      Thread.sleep(forTimeInterval: 0.002)
    }
    return (
      Percentile.nearestRank(0.99, inSorted: engineLate.values.sorted()) ?? .nan,
      Percentile.nearestRank(0.99, inSorted: rawLate.values.sorted()) ?? .nan
    )
  }

  static func timerLatenessRows() -> [String] {
    let (engine, raw) = timerLateness()
    return [
      row(
        "timer lateness p99 (\(latenessSamples)×)",
        String(format: "engine %.3f ms, bare DispatchSourceTimer %.3f ms", engine, raw))
    ]
  }
}

/// Samples appended from Dispatch queues.
final class LockedSamples: @unchecked Sendable {
  // Safe: every access holds `lock`.
  private let lock = NSLock()
  private var stored: [Double] = []

  func append(_ value: Double) {
    lock.lock()
    stored.append(value)
    lock.unlock()
  }

  var values: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
