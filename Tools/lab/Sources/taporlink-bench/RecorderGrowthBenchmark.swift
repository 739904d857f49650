import CAllocationCounter
import Foundation
import TapOrLink

extension Benchmarks {
  /// The flight recorder's cost on inputs that change the history or the
  /// views (issue 19): link taps, navigations and frame changes with a full
  /// ring, against the same run with the recorder off. Run it alone under
  /// `/usr/bin/time -v` for the peak memory.
  static func recorderGrowth() -> [String] {
    var lines: [String] = []
    for recording in [false, true] {
      let label = recording ? "on" : "off"
      let (taps, tapsAllocations) = timed {
        let (overlay, scheduler) = makeOverlay(window: .milliseconds(1))
        if recording { overlay.recorder = FlightRecorder() }
        var time: Int64 = 0
        for index in 0..<10_000 {
          time += 10_000_000
          overlay.handle(.down(100, 100, at: Instant(nanoseconds: time)))
          overlay.handle(.up(100, 100, at: Instant(nanoseconds: time + 1)))
          overlay.shouldStartLoad(
            NavigationRequest(url: "https://example.com/\(index)"),
            at: Instant(nanoseconds: time + 2))
          scheduler.advance(to: Instant(nanoseconds: time + 5_000_000))
        }
      }
      lines.append(row("10k link taps, recorder \(label)", "\(taps) ms, \(tapsAllocations) allocs"))
      let (visits, visitsAllocations) = timed {
        let (overlay, _) = makeOverlay()
        if recording { overlay.recorder = FlightRecorder() }
        for index in 0..<20_000 {
          overlay.shouldStartLoad(
            NavigationRequest(url: "https://example.com/\(index)", type: .other),
            at: Instant(nanoseconds: Int64(index)))
        }
      }
      lines.append(
        row("20k navigations, recorder \(label)", "\(visits) ms, \(visitsAllocations) allocs"))
      let (frames, framesAllocations) = timed {
        let children = (0..<5_000).map { index in
          View(id: ViewID("v\(index)"), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let tree = try! ViewTree([
          View(
            id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
            children: children)
        ])
        let overlay = try! TapOverlay(tree: tree, scheduler: ManualScheduler())
        if recording { overlay.recorder = FlightRecorder() }
        for index in 0..<5_000 {
          overlay.setFrame(
            Rect(x: Double(index % 300), y: 0, width: 10, height: 10), for: ViewID("v\(index)"))
        }
      }
      lines.append(
        row("5k setFrame, 5,001 views, \(label)", "\(frames) ms, \(framesAllocations) allocs"))
    }
    return lines
  }

  /// Milliseconds and heap allocations (-1 where not counted) of `body`.
  private static func timed(_ body: () -> Void) -> (Int, Int64) {
    let allocations = taporlink_allocation_count()
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    let counted = taporlink_allocation_count()
    return (elapsed, allocations < 0 ? -1 : counted - allocations)
  }
}
