import CAllocationCounter
import Foundation
import TapOrLink
import TapScript

/// One named measurement.
struct Benchmark {
  var name: String
  var run: () -> [String]
}

enum Benchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(name: "move", run: moveEvents),
      Benchmark(name: "tap", run: tapCycles),
      Benchmark(name: "pending", run: pendingIndependence),
      Benchmark(name: "memory", run: moveMemory),
      Benchmark(name: "recorder", run: recorder),
      Benchmark(name: "recorder-growth", run: recorderGrowth),
      Benchmark(name: "parse", run: parsing),
      Benchmark(name: "fixtures", run: fixtureChain),
      Benchmark(name: "urls", run: urlReading),
      Benchmark(name: "corpus", run: corpus),
      Benchmark(name: "realfingers", run: realFingers),
      Benchmark(name: "realpages", run: realPages),
      Benchmark(name: "fasttaps", run: fastTaps),
      Benchmark(name: "realweb", run: realWeb),
      Benchmark(name: "instructions", run: instructionCounts),
      Benchmark(name: "lateness", run: timerLatenessRows),
    ]
  }

  static func makeOverlay(
    window: Duration = .milliseconds(750), doubleTap: DoubleTapMode = TapDefaults.doubleTap
  ) -> (TapOverlay, ManualScheduler) {
    let scheduler = ManualScheduler()
    let tree = try! ViewTree([
      View(
        id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
        children: [View(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))])
    ])
    let overlay = try! TapOverlay(
      tree: tree,
      configuration: OverlayConfiguration(window: window, longPress: nil, doubleTap: doubleTap),
      scheduler: scheduler)
    return (overlay, scheduler)
  }

  /// The lab package's folder, `Tools/lab` (this file is in its
  /// `Sources/taporlink-bench/`).
  static let lab = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The root of the checkout, which holds the library's own corpus.
  static var checkout: URL { lab.deletingLastPathComponent().deletingLastPathComponent() }

  static func row(_ name: String, _ value: String) -> String {
    name.padding(toLength: 34, withPad: " ", startingAt: 0) + value
  }

  /// Best of several rounds, in nanoseconds per iteration.
  static func measure(rounds: Int = 7, iterations: Int, _ body: (Int) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      body(iterations)
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
      best = min(best, elapsed / Double(iterations))
    }
    return best
  }

  static func ns(_ value: Double) -> String { String(format: "%.1f ns/event", value) }

  /// Moves of a finger within slop: the hot path.
  static func moveEvents() -> [String] {
    let (overlay, _) = makeOverlay()
    overlay.handle(.down(100, 100, at: .zero))
    var time: Int64 = 0
    let perMove = measure(iterations: 1_000_000) { count in
      for index in 0..<count {
        time += 1
        let offset = Double(index & 7)
        overlay.handle(.move(100 + offset, 100, at: Instant(nanoseconds: time)))
      }
    }
    return [row("move (within slop)", ns(perMove))]
  }

  /// Full tap gestures: down, two moves, up, and the window closing.
  static func tapCycles() -> [String] {
    let (overlay, scheduler) = makeOverlay(window: .milliseconds(1))
    var time: Int64 = 0
    let perEvent =
      measure(iterations: 100_000) { count in
        for _ in 0..<count {
          time += 10_000_000
          overlay.handle(.down(100, 100, at: Instant(nanoseconds: time)))
          overlay.handle(.move(101, 100, at: Instant(nanoseconds: time + 1)))
          overlay.handle(.move(102, 100, at: Instant(nanoseconds: time + 2)))
          overlay.handle(.up(102, 100, at: Instant(nanoseconds: time + 3)))
          scheduler.advance(to: Instant(nanoseconds: time + 5_000_000))
        }
      } / 5
    return [row("tap cycle (down 2×move up timer)", ns(perEvent))]
  }

  /// The cost of a move and of a request with many gestures waiting for
  /// their window: it must not grow with their number.
  static func pendingIndependence() -> [String] {
    var lines: [String] = []
    for pending in [0, 100, 10_000] {
      let (overlay, _) = makeOverlay(window: .seconds(3600))
      var time: Int64 = 0
      for _ in 0..<pending {
        time += 1000
        overlay.handle(.down(10, 10, at: Instant(nanoseconds: time)))
        overlay.handle(.up(10, 10, at: Instant(nanoseconds: time + 1)))
      }
      time += 1000
      overlay.handle(.down(100, 100, at: Instant(nanoseconds: time)))
      let perMove = measure(iterations: 200_000) { count in
        for index in 0..<count {
          time += 1
          overlay.handle(.move(100 + Double(index & 7), 100, at: Instant(nanoseconds: time)))
        }
      }
      lines.append(row("move, \(pending) gestures pending", ns(perMove)))
    }
    return lines
  }

  /// Heap allocations made by a million moves (zero is the goal).
  static func moveMemory() -> [String] {
    let (overlay, _) = makeOverlay()
    overlay.handle(.down(100, 100, at: .zero))
    for index in 0..<1000 {
      overlay.handle(
        .move(100 + Double(index & 7), 100, at: Instant(nanoseconds: Int64(index + 1))))
    }
    let before = taporlink_allocation_count()
    for index in 0..<1_000_000 {
      overlay.handle(
        .move(100 + Double(index & 7), 100, at: Instant(nanoseconds: Int64(index + 2000))))
    }
    let after = taporlink_allocation_count()
    guard before >= 0 else { return [row("allocations per move", "not counted on this platform")] }
    let (tapper, scheduler) = makeOverlay(window: .milliseconds(1))
    var time: Int64 = 0
    func cycle() {
      time += 10_000_000
      tapper.handle(.down(100, 100, at: Instant(nanoseconds: time)))
      tapper.handle(.move(101, 100, at: Instant(nanoseconds: time + 1)))
      tapper.handle(.up(101, 100, at: Instant(nanoseconds: time + 2)))
      scheduler.advance(to: Instant(nanoseconds: time + 5_000_000))
    }
    for _ in 0..<1000 { cycle() }
    let tapsBefore = taporlink_allocation_count()
    for _ in 0..<100_000 { cycle() }
    let tapsAfter = taporlink_allocation_count()
    return [
      row("allocations over 1M moves", "\(after - before)"),
      row(
        "allocations per tap (4 events)",
        String(format: "%.2f", Double(tapsAfter - tapsBefore) / 100_000)),
    ]
  }

  /// The whole scenario corpus, parsed and run: the library's
  /// (`Scenarios/`) and the lab's generated evidence (`Tools/lab/Scenarios/`).
  static func corpus() -> [String] {
    let folders = [checkout, lab].map { $0.appendingPathComponent("Scenarios").path }
    let (files, _) = ScenarioDiscovery.files(in: folders)
    guard !files.isEmpty else { return [row("corpus", "no scenario in \(folders)")] }
    let texts = files.compactMap { path in
      (try? String(contentsOfFile: path, encoding: .utf8)).map { SourceFile(path: path, text: $0) }
    }
    var passed = 0
    let perRun = measure(rounds: 5, iterations: 1) { _ in
      passed = texts.map(ScenarioLoader.run).filter(\.passed).count
    }
    return [
      row(
        "corpus (\(texts.count) files)",
        String(format: "%.2f ms per run, %d passed", perRun / 1e6, passed))
    ]
  }
}
