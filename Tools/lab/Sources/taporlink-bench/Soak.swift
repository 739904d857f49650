import Foundation
import TapOrLink

/// `taporlink-bench soak [GESTURES]`: drives one overlay through millions of
/// mixed gestures in virtual time and prints the resident memory at
/// intervals, to show it stays flat: nothing the engine keeps grows with
/// the number of gestures it has decided.
///
/// The mix, in turn: a tap (with a move within slop), a link (the page's
/// request 300 ms after the up, then the back button), a move past slop, a
/// cancel, a long press, two fingers, and a tap during which the page calls
/// the native bridge and issues a subframe request. Every gesture must be
/// decided exactly once: the run fails otherwise.
enum Soak {
  static func run(gestures total: Int) -> Int32 {
    let scheduler = ManualScheduler()
    let tree = try! ViewTree([
      View(
        id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web,
        children: [View(id: "content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))]),
      View(id: "toolbar", frame: Rect(x: 0, y: 440, width: 320, height: 40)),
    ])
    let configuration = OverlayConfiguration(
      bridge: SchemeBridge(
        scheme: "app", actions: ["go"], allowedOrigins: [Origin("https://example.com")!]))
    let overlay = try! TapOverlay(
      tree: tree, firstPage: "https://example.com/", configuration: configuration,
      router: TouchRouter(priorityViews: ["toolbar"]), scheduler: scheduler)
    var decided = 0
    overlay.addObserver { event in if event.decision != nil { decided += 1 } }
    let link = NavigationRequest(url: "https://example.com/next")
    let frame = NavigationRequest(url: "https://ads.example.net/", isMainFrame: false)
    let bridge = NavigationRequest(url: "app://go")
    let interval = max(1, total / 10)
    var started = 0
    var time = Instant.zero
    func at(_ milliseconds: Int) -> Instant { time + .milliseconds(milliseconds) }
    print("gestures".padding(toLength: 12, withPad: " ", startingAt: 0) + "decided     resident")
    var baseline: Int?
    var peak = 0
    let start = DispatchTime.now().uptimeNanoseconds
    while started < total {
      scheduler.advance(to: time, inclusive: false)
      switch started % 7 {
      case 0:
        overlay.handle(.down(100, 100, at: at(0)))
        overlay.handle(.move(104, 103, at: at(10)))
        overlay.handle(.up(104, 103, at: at(40)))
      case 1:
        overlay.handle(.down(50, 20, at: at(0)))
        overlay.handle(.up(50, 20, at: at(40)))
        scheduler.advance(to: at(340), inclusive: false)
        overlay.shouldStartLoad(link, at: at(340))
        overlay.goBack(at: at(400))
      case 2:
        overlay.handle(.down(100, 100, at: at(0)))
        overlay.handle(.move(160, 100, at: at(20)))
        overlay.handle(.up(160, 100, at: at(40)))
      case 3:
        overlay.handle(.down(100, 100, at: at(0)))
        overlay.handle(.cancel(at: at(30)))
      case 4:
        overlay.handle(.down(100, 100, at: at(0)))
        scheduler.advance(to: at(600), inclusive: false)
        overlay.handle(.up(100, 100, at: at(600)))
      case 5:
        overlay.handle(.down(100, 100, at: at(0)))
        overlay.handle(.down(200, 100, finger: 2, at: at(10)))
        overlay.handle(.up(200, 100, finger: 2, at: at(30)))
        overlay.handle(.up(100, 100, at: at(40)))
      default:
        overlay.handle(.down(100, 100, at: at(0)))
        overlay.shouldStartLoad(bridge, at: at(10))
        overlay.shouldStartLoad(frame, at: at(20))
        overlay.handle(.up(100, 100, at: at(40)))
      }
      started += 1
      time = at(2_000)
      if started % interval == 0 || started == total {
        scheduler.advance(to: time, inclusive: false)
        let resident = residentBytes()
        baseline = baseline ?? resident
        peak = max(peak, resident)
        print(
          "\(started)".padding(toLength: 12, withPad: " ", startingAt: 0)
            + "\(decided)".padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(format: "%.1f MB", Double(resident) / 1_048_576))
      }
    }
    scheduler.runUntilIdle()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let growth = Double(peak - (baseline ?? peak)) / 1_048_576
    print(
      String(
        format: "%d gestures in %.1f s; resident memory grew %.1f MB after the first %d",
        total, seconds, growth, interval))
    guard decided == started, overlay.undecidedCount == 0 else {
      print("FAIL: \(started) gestures, \(decided) decisions, \(overlay.undecidedCount) undecided")
      return 1
    }
    print("every gesture decided exactly once")
    return 0
  }

  /// The process's resident set size, from /proc/self/statm (Linux).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
