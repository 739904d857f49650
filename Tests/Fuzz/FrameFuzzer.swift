// libFuzzer entry point for what a web view's frames post: page answers and
// same-document reports, as script messages (`WebViewInput.receive`) and as
// `taporlink://` URLs (`WebViewInput.policy(for:)`), from the main frame or
// any other, of the page's origin or another, between touches, clock
// advances and page changes. Whatever the bytes, nothing may crash; an
// answer from a frame that is neither the main frame nor of the main page's
// origin must never reach the engine (no `pageAnswered` event), and a
// same-document report from a frame must never move the page; every gesture
// is decided exactly once. Frames, new windows and unknown sources also
// navigate to the bridge's URL and post bridge calls, and documents load
// that never commit: only the main frame's committed document of the
// allowed origin may run an action, and only a commit (or the app's
// select, or the main frame's same-document report) moves the history.
// Built by .ci/fuzz (with TapOrLinkPageScript and TapOrLinkWebKit compiled
// in).

import Foundation

private struct Reader {
  var bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A prefix, then up to 255 bytes read as UTF-8 (invalid bytes become
  /// U+FFFD, as a web view's text would).
  mutating func text(_ prefixes: [String]) -> String {
    let choice = byte()
    let length = Int(byte())
    let start = min(index, bytes.count)
    let count = min(length, bytes.count - start)
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
    index = start + count
    return prefixes[Int(choice) % prefixes.count] + String(decoding: slice, as: UTF8.self)
  }
}

private let hosts = ["a.com", "A.COM", "ads.b.net", "", "a.com.b.net", "127.0.0.1", "xn--a"]
private let urls = [
  "", "https://a.com/", "https://a.com/x#", "https://b.net/", "#", "?", "/", "javascript:",
  "https://a.com:444/",
]
private let kinds = ["content", "link", "unknown", "maybe", ""]
private let phases = ["start", "end", "click", "demand", "x"]
private let navigationKinds = ["push", "replace", "fragment", "traverse", "reload", ""]

/// The harness's own model of who may answer, apart from
/// `ScriptMessageFrame.mayAnswer(onPageOf:)`: the main frame, or a frame
/// whose host is the main page's (without case) and whose port is the
/// page's (0 for the scheme's default). The page's origin is the document
/// the main frame committed last (`WebViewInput.committedOrigin`), never
/// the history's, which moves for loads that may never commit.
private func mayAnswer(_ frame: ScriptMessageFrame, page origin: Origin?) -> Bool {
  if frame.isMainFrame { return true }
  guard !frame.host.isEmpty, let origin else { return false }
  let framePort = frame.port == 0 ? Origin.defaultPort(for: origin.scheme) : frame.port
  return frame.host.lowercased() == origin.host.lowercased() && framePort == origin.port
}

@_cdecl("LLVMFuzzerTestOneInput")
public func frameFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  MainActor.assumeIsolated {
    run(Reader(bytes: UnsafeBufferPointer(start: data, count: size)))
  }
  return 0
}

@MainActor
private func run(_ start: Reader) {
  var reader = start
  let scheduler = ManualScheduler()
  let tree = try! ViewTree([
    View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
  ])
  let engine = try! TapOverlay(
    tree: tree, firstPage: "https://a.com/start",
    configuration: OverlayConfiguration(
      window: .milliseconds(100), longPress: .milliseconds(300), strategy: .pageAnswers,
      bridge: SchemeBridge(
        scheme: "nativeaction", actions: ["go"],
        allowedOrigins: [Origin(scheme: "https", host: "a.com", port: nil)]),
      historySource: .commits),
    scheduler: scheduler)
  var events: [OverlayEvent.Kind] = []
  var decided: Set<GestureID> = []
  engine.addObserver { event in
    events.append(event.kind)
    if let decision = event.decision {
      precondition(decided.insert(decision.gesture).inserted, "a gesture was decided twice")
    }
  }
  let input = WebViewInput(
    overlay: MainTapOverlay(engine),
    translator: TouchTranslator(instantOfUptime: { _ in scheduler.now }))
  let size = Size(width: 320, height: 480)
  var fingers: [ObjectIdentifier] = []
  final class Finger {}
  var held: [Finger] = []
  for _ in 0..<3 {
    let finger = Finger()
    held.append(finger)
    fingers.append(ObjectIdentifier(finger))
  }

  while !reader.isAtEnd {
    let op = reader.byte()
    let a = reader.byte()
    let b = reader.byte()
    let point = Point(x: Double(a) * 1.25, y: Double(b) * 1.875)
    let frame = ScriptMessageFrame(
      isMainFrame: op & 0x10 != 0, host: hosts[Int(a >> 4) % hosts.count],
      port: [0, 443, 444][Int(b >> 6) % 3])
    let trusted = mayAnswer(frame, page: input.committedOrigin)
    let page = engine.history.current
    let origin = input.committedOrigin
    let before = events.count
    let allowedPage = origin == Origin(scheme: "https", host: "a.com", port: nil)
    switch op % 9 {
    case 0:
      let phase: TouchPhase = [.down, .move, .up, .cancel][Int(op >> 5) % 4]
      input.touch(
        fingers[Int(a) % fingers.count], phase, at: point, uptime: 0, viewSize: size)
    case 1:
      scheduler.advance(by: .milliseconds(Int(a)))
    case 2:
      // An answer posted to the handler.
      var body: [String: Any] = [
        "kind": kinds[Int(a) % kinds.count], "x": point.x, "y": point.y,
        "phase": phases[Int(b) % phases.count],
      ]
      if op & 0x20 != 0 {
        body["visualLeft"] = Double(a) - 100
        body["visualTop"] = 0
        body["visualWidth"] = Double(b) + 0.5
        body["visualHeight"] = 480
      }
      let read = input.receive(handlerName: "taporlink", body: body, frame: frame)
      if case .pageAnswer = read { precondition(trusted, "an untrusted frame's answer was read") }
    case 3:
      // A same-document report posted to the handler, its URL from the bytes.
      let body: [String: Any] = [
        "navigation": navigationKinds[Int(a) % navigationKinds.count],
        "url": reader.text(urls),
      ]
      input.receive(handlerName: "taporlink", body: body, frame: frame)
      if !frame.isMainFrame {
        precondition(engine.history.current == page, "a frame moved the page")
      }
    case 4:
      // Either report sent as a URL, from any source frame, to any target.
      let query = reader.text(["", "kind=content&x=1&y=2&phase=end", "kind=push&url=", "%"])
      let url =
        (op & 0x20 == 0 ? "taporlink://answer?" : "taporlink://navigation?") + query
      let source: ScriptMessageFrame? = b & 1 == 0 ? frame : nil
      let target: Bool? = [true, false, nil][Int(b >> 1) % 3]
      let action = WebKitNavigationAction(
        url: url, navigationTypeRawValue: -1, targetIsMainFrame: target, sourceFrame: source)
      precondition(input.policy(for: action) == .block, "a page-script URL was allowed")
      if source.map({ mayAnswer($0, page: origin) }) != true {
        // (The origin read before the call: the call moves no page for an answer.)
        precondition(
          !events[before...].contains { if case .pageAnswered = $0 { true } else { false } },
          "an untrusted source's URL answer reached the engine")
      }
      if source?.isMainFrame == false || target != true {
        precondition(engine.history.current == page, "a frame's report URL moved the page")
      }
    case 5 where op & 0x20 != 0:
      // The main frame commits a document (or one with no origin).
      input.committed(reader.text(urls))
    case 5:
      // A page the main frame loads (a link or a new site), which may
      // never commit.
      let action = WebKitNavigationAction(
        url: reader.text(urls), navigationTypeRawValue: Int(a % 6) - 1,
        targetIsMainFrame: [true, false, nil][Int(b) % 3],
        sourceFrame: b & 4 == 0 ? frame : nil)
      _ = input.policy(for: action)
      precondition(engine.history.current == page, "a request moved the page before a commit")
    case 8:
      // The bridge, by URL from any source to any target, or by message
      // from any frame.
      let name = ["go", "Go", "other"][Int(a) % 3]
      if op & 0x20 == 0 {
        let source: ScriptMessageFrame? = b & 1 == 0 ? frame : nil
        let target: Bool? = [true, false, nil][Int(b >> 1) % 3]
        let action = WebKitNavigationAction(
          url: ["nativeaction://", " NativeAction://", "nativeaction:"][Int(b >> 3) % 3] + name,
          navigationTypeRawValue: 0, targetIsMainFrame: target, sourceFrame: source)
        precondition(input.policy(for: action) == .block, "a bridge URL was allowed")
        let mayRun =
          source?.isMainFrame == true && target == true && allowedPage
          && source.map { $0.matches(Origin(scheme: "https", host: "a.com", port: nil)) } == true
        if !mayRun {
          precondition(
            !events[before...].contains { if case .actionRan = $0 { true } else { false } },
            "a bridge URL ran an action from a frame, a new window or an uncommitted page")
        }
      } else {
        input.receive(handlerName: "nativeaction", body: name, frame: frame)
        if !(frame.isMainFrame && allowedPage) {
          precondition(
            !events[before...].contains { if case .actionRan = $0 { true } else { false } },
            "a bridge call ran an action from a frame or an uncommitted page")
        }
      }
      precondition(engine.history.current == page, "a bridge call moved the page")
    case 6:
      // A message to another handler, or a body of another shape.
      input.receive(
        handlerName: ["taporlink", "app", ""][Int(a) % 3],
        body: b & 1 == 0 ? reader.text(["", "x"]) as Any : [Int(a)] as Any, frame: frame)
    default:
      engine.select(reader.text(urls))
    }
    if !trusted, op % 8 == 2 {
      precondition(
        !events[before...].contains { if case .pageAnswered = $0 { true } else { false } },
        "an untrusted frame's answer reached the engine")
    }
  }
  for finger in engine.fingersDown {
    engine.handle(.cancel(finger: finger, at: scheduler.now))
  }
  scheduler.runUntilIdle()
  precondition(engine.undecidedCount == 0, "a gesture was left undecided")
  _ = held
}
