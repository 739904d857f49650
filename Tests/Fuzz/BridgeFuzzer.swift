// libFuzzer entry point for the bridge: arbitrary URL strings as page URLs
// (first page, selections, navigations, back) and as bridge requests. No
// action may run unless the bridge scheme is the request's scheme as a
// browser reads it, the request is for the main frame, and the page's
// origin, as the WHATWG reading gives it, is in the allow-list. The harness
// keeps its own model of the page, apart from the engine's history. URL
// reading itself must never crash, and an origin must read back as itself.
// Built by .ci/fuzz.

private let allowed = [
  Origin("https://a.com")!, Origin("http://127.0.0.1:8080")!, Origin("https://[::1]")!,
]

/// Texts a fuzzed string may be put after, so that short inputs reach
/// allowed origins and the bridge scheme.
private let prefixes = [
  "", "https://a.com", "app://", "app:", "http://127.0.0.1:8080", "https://[::1]", "https://",
  " app://go", "https://a.com/", "//",
]

private struct Reader {
  var bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  /// A prefix, then up to 65,535 bytes read as UTF-8 (invalid bytes become
  /// U+FFFD, as a web view's text would).
  mutating func text() -> String? {
    guard let choice = byte(), let high = byte(), let low = byte() else { return nil }
    let count = min(Int(high) << 8 | Int(low), bytes.count - index)
    let slice = UnsafeBufferPointer(rebasing: bytes[index..<(index + count)])
    index += count
    return prefixes[Int(choice) % prefixes.count] + String(decoding: slice, as: UTF8.self)
  }
}

/// The harness's own model of the web view's pages: where each is, read
/// against the page current when it was added.
private struct PageModel {
  var pages: [RequestURL?]
  var current: Int?

  var location: RequestURL? { current.flatMap { pages[$0] } }

  mutating func visit(_ url: String) {
    let location = RequestURL(url, relativeTo: location)
    if let current { pages.removeSubrange((current + 1)...) }
    pages.append(location)
    current = pages.count - 1
  }
}

/// URL reading on its own: no crash, an origin reads back as itself, and
/// the same-document rule holds its two plain cases: a page can always
/// stay where it is, and always move to another fragment.
private func checkReading(_ text: String, relativeTo base: RequestURL?) {
  _ = RequestURL.leadingName(of: text)
  let scheme = RequestURL.scheme(of: text)
  guard let url = RequestURL(text, relativeTo: base) else { return }
  precondition(url.scheme == scheme ?? base?.scheme, "the scheme differs from the text's")
  precondition(url.canBeRewritten(to: url), "a page cannot stay at its own URL")
  if let moved = RequestURL("#fuzz", relativeTo: url) {
    precondition(url.canBeRewritten(to: moved), "a page cannot move to another fragment")
    precondition(moved.fragment == "fuzz", "the fragment was not read")
  }
  guard let origin = url.origin else { return }
  precondition(
    RequestURL(origin.description)?.origin == origin, "origin \(origin) does not read back")
  precondition(origin.port.map { (0...65535).contains($0) } ?? false, "port out of range")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func bridgeFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
  guard let first = reader.text() else { return 0 }
  checkReading(first, relativeTo: nil)
  let bridge = SchemeBridge(scheme: "app", actions: ["go", ""], allowedOrigins: allowed)
  let scheduler = ManualScheduler()
  let overlay = try! TapOverlay(
    tree: ViewTree([View(id: "web", frame: Rect(x: 0, y: 0, width: 64, height: 64), kind: .web)]),
    firstPage: first, configuration: OverlayConfiguration(bridge: bridge), scheduler: scheduler)
  var model = PageModel(pages: [RequestURL(first)], current: 0)
  var ran: [String] = []
  overlay.addObserver { event in
    if case .actionRan(let name) = event.kind { ran.append(name) }
  }
  while let op = reader.byte(), let text = reader.text() {
    checkReading(text, relativeTo: model.location)
    let pageOrigin = model.location?.origin
    let isBridge = (RequestURL.scheme(of: text) ?? model.location?.scheme) == "app"
    let isMainFrame = op & 0x10 == 0
    let type = NavigationType.allCases[Int(op >> 5) % NavigationType.allCases.count]
    ran.removeAll()
    switch op % 4 {
    case 0:
      overlay.select(text)
      model.pages = [RequestURL(text, relativeTo: model.location)]
      model.current = 0
    case 1:
      if let current = model.current, current > 0, overlay.goBack() == .allow {
        model.current = current - 1
      }
    default:
      let policy = overlay.shouldStartLoad(
        NavigationRequest(url: text, type: type, isMainFrame: isMainFrame))
      precondition(policy == (isBridge ? .block : .allow), "bridge request answered wrongly")
      if isBridge {
        if let name = ran.first {
          precondition(isMainFrame, "an action ran for a subframe")
          precondition(name == RequestURL.leadingName(of: text), "the action is not the name")
        }
      } else {
        precondition(ran.isEmpty, "an action ran for a request that is not a bridge call")
        if isMainFrame && type.addsHistory { model.visit(text) }
      }
    }
    if let name = ran.first {
      precondition(ran.count == 1 && bridge.actions.contains(name), "unregistered action")
      precondition(
        pageOrigin.map(allowed.contains) == true,
        "an action ran for page origin \(pageOrigin?.description ?? "none")")
    }
    precondition(
      overlay.history.currentOrigin == model.location?.origin,
      "the engine's page origin differs from the model's")
  }
  return 0
}
