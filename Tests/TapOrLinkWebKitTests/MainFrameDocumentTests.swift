import TapOrLink
import TapOrLinkPageScript
import TapOrLinkTesting
import TapOrLinkWebKit
import Testing

/// Only the main frame's committed document moves the engine's page, its
/// history and the bridge (issue 45): no frame, no new window and no
/// document that never committed, on the platform-neutral path every
/// integration feeds.
@MainActor
@Suite struct MainFrameDocumentTests {
  let driver: TapDriver
  let input: WebViewInput

  static let reader = Origin(scheme: "https", host: "reader.example.com", port: nil)
  static let evil = Origin(scheme: "https", host: "evil.example", port: nil)
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["hideShow"], allowedOrigins: [reader])
  static let readerMain = ScriptMessageFrame(isMainFrame: true, origin: reader)
  static let evilMain = ScriptMessageFrame(isMainFrame: true, origin: evil)
  static let adFrame = ScriptMessageFrame(
    isMainFrame: false, origin: Origin(scheme: "https", host: "ads.example.net", port: nil))
  static let readerFrame = ScriptMessageFrame(isMainFrame: false, origin: reader)

  init() throws {
    var configuration = WebViewInput.defaultConfiguration
    configuration.bridge = Self.bridge
    driver = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
      ],
      firstPage: "https://reader.example.com/", configuration: configuration,
      probeFromLinks: false)
    input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
  }

  var actionsRun: Int { driver.events.filter { $0.kind == .actionRan("hideShow") }.count }
  var refusals: [SchemeBridge.Verdict] {
    driver.events.compactMap {
      if case .actionRefused(let verdict) = $0.kind { return verdict }
      return nil
    }
  }

  func action(
    _ url: String, type: Int = 0, target: Bool? = true, from source: ScriptMessageFrame?
  ) -> WebKitNavigationAction {
    WebKitNavigationAction(
      url: url, navigationTypeRawValue: type, targetIsMainFrame: target, sourceFrame: source)
  }

  @Test("a page asks for an allowed site's URL that never commits: its bridge call is refused")
  func uncommittedDocumentMovesNothing() {
    input.committed("https://reader.example.com/")
    driver.overlay.select("https://evil.example/")
    input.committed("https://evil.example/")
    #expect(
      input.policy(for: action("https://reader.example.com/204", from: Self.evilMain)) == .allow)
    #expect(driver.overlay.history.current == "https://evil.example/")
    #expect(driver.overlay.pageOrigin == Self.evil)
    #expect(input.policy(for: action("nativeaction://hideShow", from: Self.evilMain)) == .block)
    #expect(actionsRun == 0)
    #expect(refusals == [.originNotAllowed(Self.evil)])
  }

  @Test("a bridge URL runs only from the main frame's committed document of an allowed origin")
  func bridgeURLSources() {
    // Before the first commit, the web view shows nothing: refused.
    #expect(input.policy(for: action("nativeaction://hideShow", from: Self.readerMain)) == .block)
    #expect(refusals == [.notFromMainFrame(.unknown)])
    input.committed("https://reader.example.com/")
    // A frame, of any origin, loading it in the top frame or in itself.
    for frame in [Self.adFrame, Self.readerFrame] {
      #expect(input.policy(for: action("nativeaction://hideShow", from: frame)) == .block)
      #expect(
        input.policy(for: action("nativeaction://hideShow", target: false, from: frame)) == .block)
    }
    // A source the platform does not name (WebKitGTK's actions).
    #expect(input.policy(for: action("nativeaction://hideShow", from: nil)) == .block)
    #expect(actionsRun == 0)
    #expect(
      refusals.dropFirst()
        == [
          .notFromMainFrame(.frame), .subframe, .notFromMainFrame(.frame), .subframe,
          .notFromMainFrame(.unknown),
        ])
    // The main frame's own document.
    #expect(input.policy(for: action("nativeaction://hideShow", from: Self.readerMain)) == .block)
    #expect(actionsRun == 1)
  }

  @Test("a target=_blank link or window.open to the bridge URL runs nothing, from any frame")
  func newWindowNeverRunsTheBridge() {
    input.committed("https://reader.example.com/")
    for source in [Self.readerMain, Self.readerFrame, Self.adFrame, nil] {
      #expect(
        input.policy(for: action("nativeaction://hideShow", target: nil, from: source)) == .block)
    }
    #expect(actionsRun == 0)
    #expect(refusals == Array(repeating: .newWindow, count: 4))
  }

  @Test("a navigation report sent as a URL counts only when the main frame sent it")
  func navigationReportNeedsTheMainFrame() {
    input.committed("https://reader.example.com/")
    let report = "taporlink://navigation?kind=push&url=https%3A%2F%2Freader.example.com%2Fb"
    for source in [nil, Self.adFrame, Self.readerFrame] {
      #expect(input.policy(for: action(report, type: -1, from: source)) == .block)
    }
    #expect(driver.overlay.history.current == "https://reader.example.com/")
    #expect(input.policy(for: action(report, type: -1, from: Self.readerMain)) == .block)
    #expect(driver.overlay.history.current == "https://reader.example.com/b")
  }

  @Test("the first page loaded, and a link to the page itself, add no history (as WebKit's)")
  func commitsOfThePageItselfAddNothing() {
    // The documented setup: firstPage, then the app loads it.
    let load = action("https://reader.example.com/", type: -1, from: nil)
    #expect(input.policy(for: load) == .allow)
    input.committed("https://reader.example.com/")
    #expect(!driver.overlay.history.canGoBack)
    // A first page named without its slash, committed with it.
    #expect(!driver.events.contains { $0.kind == .backButton(visible: true) })
    // A link to the current URL.
    #expect(
      input.policy(for: action("https://reader.example.com/", from: Self.readerMain)) == .allow)
    input.committed("https://reader.example.com/")
    #expect(!driver.overlay.history.canGoBack)
    #expect(driver.overlay.history.pages == ["https://reader.example.com/"])
  }

  @Test("a page named without its path's slash is the page the web view commits with it")
  func firstPageSpelledDifferently() throws {
    let other = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
      ],
      firstPage: "https://Reader.example.com", configuration: WebViewInput.defaultConfiguration)
    other.overlay.committed("https://reader.example.com/")
    #expect(!other.overlay.history.canGoBack)
  }

  @Test("a commit nobody asked about (a script's redirect) moves the history; back moves back")
  func commitsMoveTheHistory() {
    input.committed("https://reader.example.com/")
    input.committed("https://reader.example.com/redirected")
    #expect(
      driver.overlay.history.pages == [
        "https://reader.example.com/", "https://reader.example.com/redirected",
      ])
    #expect(driver.events.contains { $0.kind == .backButton(visible: true) })
    #expect(driver.overlay.goBack() == .allow)
    // Nothing moves until the page before commits.
    #expect(driver.overlay.history.current == "https://reader.example.com/redirected")
    input.committed("https://reader.example.com/")
    #expect(driver.overlay.history.current == "https://reader.example.com/")
    #expect(!driver.overlay.history.canGoBack)
    #expect(driver.events.contains { $0.kind == .backButton(visible: false) })
  }
}
