// libFuzzer entry point for the engine: any sequence of touches, requests,
// view changes and clock advances, well-formed or not, must never crash it,
// and every gesture is decided at most once. Built by .ci/fuzz.

@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard bytes.count >= 2 else { return 0 }
  let tree = try! ViewTree([
    View(
      id: "web", frame: Rect(x: 0, y: 0, width: 64, height: 64), kind: .web,
      children: [View(id: "button", frame: Rect(x: 8, y: 8, width: 16, height: 16))]),
    View(id: "toolbar", frame: Rect(x: 0, y: 48, width: 64, height: 16)),
  ])
  let strategy: DecisionStrategy =
    bytes[0] & 1 == 0
    ? (bytes[0] & 4 == 0 ? .timer : .pageAnswers)
    : .probe(ContentProbe { $0.x < 32 ? .link : .content })
  let configuration = OverlayConfiguration(
    window: .milliseconds(Int(bytes[1] % 64)), slop: Double(bytes[1] % 7),
    longPress: bytes[0] & 2 == 0 ? .milliseconds(Int(bytes[1] % 32)) : nil,
    strategy: strategy,
    bridge: SchemeBridge(
      scheme: "app", actions: ["go"], allowedOrigins: [Origin("https://a.com")!]),
    adaptiveWindow: bytes[0] & 8 == 0 ? nil : AdaptiveWindow(observations: 1))
  let scheduler = ManualScheduler()
  let overlay = try! TapOverlay(
    tree: tree, firstPage: "https://a.com/", configuration: configuration,
    router: TouchRouter(priorityViews: ["toolbar"]), scheduler: scheduler)
  var decided = Set<GestureID>()
  overlay.onDecision = { decision in
    precondition(decided.insert(decision.gesture).inserted, "a gesture was decided twice")
  }
  let urls = ["https://a.com/x", "app://go", "APP://go?x", "not a url", "https://b.com:99/"]
  var index = 2
  while index + 3 <= bytes.count {
    let op = bytes[index]
    let a = bytes[index + 1]
    let b = bytes[index + 2]
    index += 3
    let now = scheduler.now
    let point = Point(x: Double(Int(a) - 64) / 2, y: Double(Int(b) - 64) / 2)
    let finger = FingerID(Int(op >> 4) % 3)
    switch op % 10 {
    case 0: overlay.handle(Touch(finger: finger, phase: .down, location: point, time: now))
    case 1: overlay.handle(Touch(finger: finger, phase: .move, location: point, time: now))
    case 2: overlay.handle(Touch(finger: finger, phase: .up, location: point, time: now))
    case 3: overlay.handle(.cancel(finger: finger, at: now))
    case 4:
      let type = NavigationType.allCases[Int(a) % NavigationType.allCases.count]
      overlay.shouldStartLoad(
        NavigationRequest(url: urls[Int(b) % urls.count], type: type, isMainFrame: b & 1 == 0))
    case 5: scheduler.advance(by: .milliseconds(Int(a)))
    case 6: overlay.setHidden(a & 1 == 0, for: b & 1 == 0 ? "button" : "toolbar")
    case 7: overlay.goBack()
    case 8:
      if b & 1 == 0 {
        overlay.select("https://a.com/\(a)")
      } else {
        // A page answer, good or bad, for a gesture or a point.
        let kinds = ["link", "content", "unknown", "maybe"]
        let subject: PageAnswer.Subject =
          a & 1 == 0 ? .gesture(GestureID(UInt64(a >> 4))) : .point(point)
        overlay.pageAnswered(
          kindNamed: kinds[Int(b >> 1) % kinds.count], for: subject,
          at: a & 2 == 0 ? now : now - .milliseconds(1))
      }
    default:
      // A touch stamped in the past: must be ignored.
      overlay.handle(
        Touch(finger: finger, phase: .down, location: point, time: now - .milliseconds(1)))
    }
  }
  scheduler.runUntilIdle()
  return 0
}
