// libFuzzer entry point for the engine: any view tree, any configuration
// and any sequence of touches, requests, view changes and clock advances,
// well-formed or not, must never crash it. A configuration with a bad
// setting (NaN, infinite, negative, huge) must be refused at setup, and
// exactly then; with a good one, every gesture is decided exactly once.
// Built by .ci/fuzz.

/// Reads the fuzzer's bytes one at a time, zero once they run out.
private struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var isAtEnd: Bool { index >= bytes.count }
  mutating func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }
}

private let durations: [Duration] = [
  .zero, .nanoseconds(1), .milliseconds(5), .milliseconds(50), .milliseconds(750),
  .milliseconds(-1), .seconds(Int64.max), .seconds(Int64.min),
  OverlayConfiguration.maximumDuration, OverlayConfiguration.maximumDuration + .nanoseconds(1),
  .milliseconds(1), .milliseconds(30),
]
private let slops: [Double] = [
  0, 0.1, 10, -1, .nan, .infinity, -.infinity, 1e308, .leastNonzeroMagnitude, 3, 2.5, 1e-300,
]

/// A view tree read from the bytes: a web view first, then up to 15 views,
/// each under an earlier one (or at the top), with its own frame and flags;
/// sometimes with a chain of thousands of nested views under the web view.
private func makeTree(_ reader: inout ByteReader) -> ViewTree? {
  let count = Int(reader.next() % 16)
  var parents: [Int?] = [nil]
  var specs: [(frame: Rect, kind: ViewKind, hidden: Bool, interactive: Bool)] = [
    (Rect(x: 0, y: 0, width: 64, height: 64), .web, false, true)
  ]
  for index in 1...max(1, count) where count > 0 {
    let parent = Int(reader.next()) % (index + 1)
    let frame = Rect(
      x: Double(Int(reader.next()) - 128) / 4, y: Double(Int(reader.next()) - 128) / 4,
      width: Double(reader.next()) / 2, height: Double(reader.next()) / 2)
    let flags = reader.next()
    parents.append(parent == index ? nil : parent)
    specs.append((frame, flags & 1 == 0 ? .plain : .web, flags & 2 != 0, flags & 4 == 0))
  }
  let chain = reader.next() == 0xFF ? 1000 + Int(reader.next()) * 20 : 0
  // Build bottom-up: children first, as nested values.
  var children = [[View]](repeating: [], count: specs.count)
  var views: [View?] = Array(repeating: nil, count: specs.count)
  for index in specs.indices.reversed() {
    var view = View(
      id: ViewID("v\(index)"), frame: specs[index].frame, kind: specs[index].kind,
      isHidden: specs[index].hidden, isInteractive: specs[index].interactive,
      children: children[index].reversed())
    if index == 0, chain > 0 {
      var link = View(id: "c0", frame: Rect(x: 0, y: 0, width: 64, height: 64))
      for depth in 1..<chain {
        link = View(id: ViewID("c\(depth)"), frame: link.frame, children: [link])
      }
      view.children.append(link)
    }
    if let parent = parents[index] {
      children[parent].append(view)
    } else {
      views[index] = view
    }
  }
  let tree = try? ViewTree(views.compactMap { $0 })
  // Take the chain apart one level at a time: Swift frees nested values
  // recursively, and the harness must not be what overflows the stack.
  var pending = views.compactMap { $0 }
  views = []
  children = []
  while var view = pending.popLast() {
    let nested = view.children
    view.children = []
    pending.append(contentsOf: nested)
  }
  return tree
}

@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  guard size >= 4 else { return 0 }
  let flags = reader.next()
  let strategy: DecisionStrategy =
    flags & 1 == 0
    ? (flags & 8 == 0 ? .timer : .pageAnswers)
    : .probe(ContentProbe { $0.x < 32 ? .link : .content })
  let configuration = OverlayConfiguration(
    window: durations[Int(reader.next()) % durations.count],
    slop: slops[Int(reader.next()) % slops.count],
    longPress: flags & 2 == 0 ? durations[Int(reader.next()) % durations.count] : nil,
    strategy: strategy,
    bridge: SchemeBridge(
      scheme: "app", actions: ["go"], allowedOrigins: [Origin("https://a.com")!]),
    adaptiveWindow: flags & 16 == 0 ? nil : AdaptiveWindow(observations: 1),
    historySource: flags & 8 == 0 ? .requests : .commits,
    doubleTap: DoubleTapMode.allCases[Int(flags >> 5) % DoubleTapMode.allCases.count],
    doubleTapInterval: durations[Int(flags >> 2) % durations.count])
  guard let tree = makeTree(&reader) else { return 0 }
  let ids = tree.allIDs
  let scheduler = ManualScheduler()
  let isValid = (try? configuration.validated()) != nil
  let overlay: TapOverlay
  do {
    overlay = try TapOverlay(
      tree: tree, covering: flags & 4 == 0 ? "v0" : ids[Int(flags >> 3) % ids.count],
      firstPage: "https://a.com/", configuration: configuration,
      router: TouchRouter(priorityViews: [ids[Int(flags >> 4) % ids.count]]),
      scheduler: scheduler)
  } catch .invalidConfiguration {
    precondition(!isValid, "a valid configuration was refused")
    return 0
  } catch {
    return 0
  }
  precondition(isValid, "an invalid configuration was accepted")
  var decided = Set<GestureID>()
  // The first control answer each gesture took (contract 1.3: final from
  // then on, while the finger is down too).
  var firstControl: [GestureID: ControlKind] = [:]
  overlay.addObserver { event in
    guard let decision = event.decision else { return }
    precondition(decided.insert(decision.gesture).inserted, "a gesture was decided twice")
    guard let kind = firstControl[decision.gesture] else { return }
    switch decision.outcome {
    case .tap: preconditionFailure("a gesture answered control was decided tap")
    case .control(_, _, let decidedKind):
      precondition(decidedKind == kind, "a later answer changed a control's kind")
    default: break
    }
  }
  let urls = ["https://a.com/x", "app://go", "APP://go?x", "not a url", "https://b.com:99/"]
  while !reader.isAtEnd {
    let op = reader.next()
    let a = reader.next()
    let b = reader.next()
    let now = scheduler.now
    let point = Point(x: Double(Int(a) - 64) / 2, y: Double(Int(b) - 64) / 2)
    let finger = FingerID(Int(op >> 4) % 3)
    let view = ids[Int(b) % ids.count]
    switch op % 13 {
    case 0: overlay.handle(Touch(finger: finger, phase: .down, location: point, time: now))
    case 1: overlay.handle(Touch(finger: finger, phase: .move, location: point, time: now))
    case 2: overlay.handle(Touch(finger: finger, phase: .up, location: point, time: now))
    case 3: overlay.handle(.cancel(finger: finger, at: now))
    case 4:
      let type = NavigationType.allCases[Int(a) % NavigationType.allCases.count]
      // Any target (a frame's, a new window), any source (a frame's, one
      // the platform cannot name): the bridge runs only the main frame's.
      let source = RequestSource.allCases[Int(a >> 4) % RequestSource.allCases.count]
      let newWindow = a & 8 != 0
      let request = NavigationRequest(
        url: urls[Int(b) % urls.count], type: type, isMainFrame: b & 1 == 0,
        opensNewWindow: newWindow, source: source)
      var ran = false
      let token = overlay.addObserver { if case .actionRan = $0.kind { ran = true } }
      overlay.shouldStartLoad(request)
      overlay.removeObserver(token)
      precondition(
        !ran || (source == .mainFrame && !newWindow && b & 1 == 0),
        "a bridge action ran for a frame's, a new window's or an unknown source's request")
    case 5: scheduler.advance(by: .milliseconds(Int(a)))
    case 6: overlay.setHidden(a & 1 == 0, for: view)
    case 7: overlay.goBack()
    case 8:
      if b & 1 == 0 {
        overlay.select("https://a.com/\(a)")
      } else {
        // A page answer of any kind, for a gesture or a point, at times
        // in the past too.
        let answers: [(AnswerKind, ControlKind?)] = [
          (.link, nil), (.content, nil), (.unknown, nil), (.control, nil), (.control, .toggle),
          (.control, .field),
        ]
        let subject: PageAnswer.Subject =
          a & 1 == 0 ? .gesture(GestureID(UInt64(a >> 4))) : .point(point)
        let (kind, control) = answers[Int(b >> 1) % answers.count]
        let answer =
          control.map { PageAnswer(control: $0, for: subject) } ?? PageAnswer(kind, for: subject)
        let disposition = overlay.pageAnswered(
          answer, at: a & 2 == 0 ? now : now - .milliseconds(1))
        if case .recorded(let gesture) = disposition, answer.kind == .control,
          firstControl[gesture] == nil
        {
          firstControl[gesture] = answer.control ?? .other
        }
      }
    case 9:
      overlay.setFrame(
        Rect(x: Double(a) - 128, y: Double(b) - 128, width: Double(a), height: Double(b)),
        for: view)
    case 10:
      // A same-document report: any kind, to a URL of the page's origin or
      // another, now or stamped in the past.
      let kind = SameDocumentKind.allCases[Int(a) % SameDocumentKind.allCases.count]
      let targets = [
        "https://a.com/\(b)", "https://a.com/x#\(a)", "#top", "https://b.com:99/", "not a url",
        "https://A.COM:443/y", "",
      ]
      overlay.sameDocumentNavigation(
        to: targets[Int(b) % targets.count], kind: kind,
        at: a & 0x80 == 0 ? now : now - .milliseconds(1))
    case 11:
      // A report that a touch-down ended a scroll or a selection, for a
      // gesture or a point, now or stamped in the past.
      let subject: PageAnswer.Subject =
        a & 1 == 0 ? .gesture(GestureID(UInt64(a >> 4))) : .point(point)
      overlay.send(
        .dismisses(b & 1 == 0 ? .scroll : .selection, subject),
        at: a & 2 == 0 ? now : now - .milliseconds(1))
    case 12 where a & 1 == 0:
      // The main frame commits a document, now or stamped in the past.
      overlay.send(
        .committed(urls[Int(b) % urls.count]), at: a & 2 == 0 ? now : now - .milliseconds(1))
    default:
      // A touch stamped in the past: must be ignored.
      overlay.handle(
        Touch(finger: finger, phase: .down, location: point, time: now - .milliseconds(1)))
    }
  }
  for finger in overlay.fingersDown {
    overlay.handle(.cancel(finger: finger, at: scheduler.now))
  }
  scheduler.runUntilIdle()
  precondition(overlay.undecidedCount == 0, "a gesture was left undecided")
  return 0
}
