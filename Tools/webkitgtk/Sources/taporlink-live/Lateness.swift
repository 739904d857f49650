import CWebKitGTK
import Dispatch
import Foundation
import TapOrLink
import TapOrLinkGTK

/// How late the engine's timers fire on GTK's main loop: a tap decided by
/// the window's timer (5 ms after touch-up, page answers off), observed on
/// the main thread, with the engine's timers on GLib's main context
/// (`GLibTimerScheduler`) and on Dispatch's main queue joined to GLib
/// (`DispatchTimerScheduler(queue: .main)`, ``MainQueueOnGLib``), taking
/// turns in one run so that both see the same load; and, for reference, a
/// bare `DispatchSourceTimer` on a queue of its own, off the main loop.
@MainActor
final class LatenessRun {
  let samples: Int
  let finished: ([String: Any]) -> Void
  private var glib: [Double] = []
  private var glibEarly: [Double] = []
  private var dispatchMain: [Double] = []
  private var bare: [Double] = []
  private let loadBefore = LatenessRun.loadAverage()
  private let stealBefore = LatenessRun.cpuTicks()
  /// The main thread's timer slack, when the run set it (ns).
  let timerSlack: Int?
  private var keep: [AnyObject] = []

  init(samples: Int, timerSlack: Int?, finished: @escaping ([String: Any]) -> Void) {
    self.samples = samples
    self.timerSlack = timerSlack
    self.finished = finished
  }

  /// The machine's CPU time counters (/proc/stat's first line: user nice
  /// system idle iowait irq softirq steal), in ticks.
  static func cpuTicks() -> [Double] {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
      let line = text.split(separator: "\n").first
    else { return [] }
    return line.split(separator: " ").dropFirst().prefix(8).compactMap { Double($0) }
  }

  /// The share of the machine's CPU time the hypervisor took (steal) since
  /// `before`, in percent.
  static func stealPercent(since before: [Double]) -> Double {
    let after = cpuTicks()
    guard before.count == 8, after.count == 8 else { return .nan }
    let total = zip(after, before).map { $0 - $1 }.reduce(0, +)
    return total > 0 ? rounded(100 * (after[7] - before[7]) / total) : .nan
  }

  static func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
  }

  func start() {
    MainQueueOnGLib.join()
    step(0)
  }

  private func overlay(_ scheduler: any TimerScheduler) -> MainTapOverlay {
    let tree = try! ViewTree([
      View(id: "web", frame: Rect(x: 0, y: 0, width: 360, height: 640), kind: .web)
    ])
    return MainTapOverlay(
      try! TapOverlay(
        tree: tree,
        configuration: OverlayConfiguration(window: .milliseconds(5), longPress: nil),
        scheduler: scheduler))
  }

  /// One tap decided by the window on `scheduler`; `then(lateness ms)`.
  private func tap(on scheduler: any TimerScheduler, then: @escaping (Double) -> Void) {
    let overlay = overlay(scheduler)
    keep = [overlay]
    var done = false
    overlay.addObserver { event in
      guard !done, let decision = event.decision else { return }
      done = true
      then(Double(scheduler.now.nanoseconds - decision.time.nanoseconds) / 1e6)
    }
    let now = scheduler.now
    overlay.handle(Touch(finger: 1, phase: .down, location: Point(x: 10, y: 10), time: now))
    overlay.handle(Touch(finger: 1, phase: .up, location: Point(x: 10, y: 10), time: now))
  }

  private func step(_ index: Int) {
    guard index < samples else {
      finish()
      return
    }
    // Alternate which goes first, so neither always follows the other.
    let glibFirst = index % 2 == 0
    let runGLib: (@escaping () -> Void) -> Void = { next in
      self.tap(on: GLibTimerScheduler()) { late in
        self.glib.append(late)
        next()
      }
    }
    let runEarly: (@escaping () -> Void) -> Void = { next in
      self.tap(on: GLibTimerScheduler(earlyWakeMicroseconds: 1_000)) { late in
        self.glibEarly.append(late)
        next()
      }
    }
    let runDispatch: (@escaping () -> Void) -> Void = { next in
      self.tap(on: DispatchTimerScheduler(queue: .main)) { late in
        self.dispatchMain.append(late)
        next()
      }
    }
    let last: () -> Void = {
      self.bareTimer { late in
        self.bare.append(late)
        // A pause between samples, as between taps.
        MainLoop.after(2) { self.step(index + 1) }
      }
    }
    if glibFirst {
      runGLib { runEarly { runDispatch { last() } } }
    } else {
      runDispatch { runEarly { runGLib { last() } } }
    }
  }

  private func bareTimer(then: @escaping @MainActor @Sendable (Double) -> Void) {
    keep.append(Self.armBareTimer(then) as AnyObject)
  }

  /// A one-shot timer 5 ms from now on a queue of its own; `done(lateness)`
  /// on the main queue. Nonisolated: its handler runs on the timer's queue.
  nonisolated private static func armBareTimer(
    _ done: @escaping @MainActor @Sendable (Double) -> Void
  ) -> any DispatchSourceTimer {
    let queue = DispatchQueue(label: "taporlink-live.bare")
    let deadline = DispatchTime.now() + .milliseconds(5)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: deadline, leeway: .nanoseconds(0))
    timer.setEventHandler {
      let late = Double(DispatchTime.now().uptimeNanoseconds - deadline.uptimeNanoseconds) / 1e6
      DispatchQueue.main.async { done(late) }
    }
    timer.resume()
    return timer
  }

  private func finish() {
    func summary(_ values: [Double]) -> [String: Any] {
      let sorted = values.sorted()
      func rank(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)
        return rounded(sorted[min(index, sorted.count - 1)])
      }
      return [
        "count": sorted.count, "p50_ms": rank(0.5), "p95_ms": rank(0.95), "p99_ms": rank(0.99),
        "max_ms": rounded(sorted.last ?? .nan),
      ]
    }
    finished([
      "samples": samples, "window_ms": 5,
      "glib_main_context": summary(glib),
      "glib_main_context_early_1ms_spin": summary(glibEarly),
      "dispatch_main_queue_joined_to_glib": summary(dispatchMain),
      "bare_dispatch_timer_own_queue": summary(bare),
      "load_average_before": loadBefore, "load_average_after": Self.loadAverage(),
      "steal_percent": Self.stealPercent(since: stealBefore),
      "timer_slack_ns": timerSlack ?? NSNull(),
      "cores": ProcessInfo.processInfo.activeProcessorCount,
    ])
  }
}
