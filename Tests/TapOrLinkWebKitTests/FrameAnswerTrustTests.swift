import TapOrLink
import TapOrLinkPageScript
import TapOrLinkTesting
import TapOrLinkWebKit
import Testing

/// Page answers count only from documents the app trusts: the main frame,
/// or a frame of the main page's origin. A frame of another origin (an
/// advertisement's) takes its own path: its answers are refused before the
/// engine hears them, so it can never decide the main page's gesture.
@MainActor
@Suite struct FrameAnswerTrustTests {
  let driver: TapDriver
  let input: WebViewInput
  let finger = Marker()

  final class Marker {}

  static let size = Size(width: 320, height: 480)
  nonisolated static let main = ScriptMessageFrame(
    isMainFrame: true, host: "reader.example.com", port: 0)
  nonisolated static let sameOrigin = ScriptMessageFrame(
    isMainFrame: false, host: "READER.example.com", port: 443)
  nonisolated static let ad = ScriptMessageFrame(
    isMainFrame: false, host: "ads.example.net", port: 0)

  init() throws {
    driver = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 0, height: 0), kind: .web)
      ],
      firstPage: "https://reader.example.com/articles/1",
      configuration: WebViewInput.defaultConfiguration, probeFromLinks: false)
    input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
    input.committed("https://reader.example.com/articles/1")
  }

  func tap(_ x: Double, _ y: Double, downAt uptime: Double) {
    let key = ObjectIdentifier(finger)
    input.touch(key, .down, at: Point(x: x, y: y), uptime: uptime, viewSize: Self.size)
    input.touch(key, .up, at: Point(x: x, y: y), uptime: uptime + 0.05, viewSize: Self.size)
  }

  static func content(_ x: Double, _ y: Double, phase: String = "end") -> [String: Any] {
    ["kind": "content", "x": x, "y": y, "phase": phase]
  }

  /// Whether the engine heard any page answer.
  var engineHeardAnAnswer: Bool {
    driver.events.contains { if case .pageAnswered = $0.kind { true } else { false } }
  }

  func followLink(at uptime: Double) {
    let action = WebKitNavigationAction(
      url: "https://reader.example.com/articles/2", navigationTypeRawValue: 0,
      targetIsMainFrame: true, sourceFrame: Self.main)
    driver.advance(to: Instant(milliseconds: uptime * 1_000))
    #expect(input.policy(for: action) == .allow)
  }

  @Test("an ad frame's content answer on a link tap is refused, and the link stays a link")
  func adFrameOnALink() throws {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_052))
    let read = input.receive(
      handlerName: "taporlink", body: Self.content(100, 200), frame: Self.ad)
    let answer = try #require(PageScriptMessage(body: Self.content(100, 200)))
    #expect(read == .pageAnswerRefused(answer, from: Self.ad))
    #expect(driver.decisions.isEmpty)
    #expect(!engineHeardAnAnswer)
    followLink(at: 1.09)
    expectLink(driver, to: "https://reader.example.com/articles/2", at: .milliseconds(1_090))
  }

  @Test("a frame flooding content over a 14-point grid suppresses no link on the page")
  func gridFlood() {
    tap(100, 200, downAt: 1)
    var refused = 0
    for row in 0..<25 {
      for column in 0..<17 {
        let body = Self.content(Double(column) * 14 + 2, Double(row) * 14 + 4)
        if case .pageAnswerRefused = input.receive(
          handlerName: "taporlink", body: body, frame: Self.ad)
        {
          refused += 1
        }
      }
    }
    #expect(refused == 425)
    #expect(!engineHeardAnAnswer)
    followLink(at: 1.1)
    expectLink(driver, to: "https://reader.example.com/articles/2", at: .milliseconds(1_100))
  }

  @Test("a frame of the main page's origin answers, as the main frame does")
  func sameOriginFrame() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    let read = input.receive(
      handlerName: "taporlink", body: Self.content(100, 200), frame: Self.sameOrigin)
    guard case .pageAnswer = read else {
      Issue.record("read as \(read)")
      return
    }
    expectTap(driver, on: WebViewInput.webView, at: .milliseconds(1_060))
  }

  @Test(
    "frames of another host or port, or of no host, are refused",
    arguments: [
      ScriptMessageFrame(isMainFrame: false, host: "reader.example.com.evil.net", port: 0),
      ScriptMessageFrame(isMainFrame: false, host: "reader.example.com", port: 8443),
      ScriptMessageFrame(isMainFrame: false, host: "", port: 0),
      ScriptMessageFrame(isMainFrame: false, host: "example.com", port: 0),
    ])
  func otherOrigins(_ frame: ScriptMessageFrame) {
    tap(100, 200, downAt: 1)
    let read = input.receive(handlerName: "taporlink", body: Self.content(100, 200), frame: frame)
    guard case .pageAnswerRefused(_, let from) = read else {
      Issue.record("read as \(read)")
      return
    }
    #expect(from == frame)
    driver.runUntilIdle()
    #expect(!engineHeardAnAnswer)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_800)])  // the window's
  }

  @Test("with no page known, only the main frame answers")
  func noPageOrigin() throws {
    #expect(Self.main.mayAnswer(onPageOf: nil))
    #expect(!Self.sameOrigin.mayAnswer(onPageOf: nil))
    let origin = Origin(scheme: "https", host: "reader.example.com", port: nil)
    #expect(Self.sameOrigin.mayAnswer(onPageOf: origin))
    #expect(!Self.ad.mayAnswer(onPageOf: origin))
    let answer = try #require(PageScriptMessage(body: Self.content(1, 2)))
    let read = ScriptMessage(
      handlerName: "taporlink", body: Self.content(1, 2), frame: Self.sameOrigin, bridge: nil)
    #expect(read == .pageAnswerRefused(answer, from: Self.sameOrigin))
  }

  @Test(
    "an answer sent as a URL counts only from a trusted source frame",
    arguments: [
      (Self.main, true), (Self.sameOrigin, true), (Self.ad, false), (nil, false),
    ] as [(ScriptMessageFrame?, Bool)])
  func answerURL(_ source: ScriptMessageFrame?, _ counts: Bool) {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_055))
    let action = WebKitNavigationAction(
      url: "taporlink://answer?kind=content&x=100&y=200&phase=end", navigationTypeRawValue: -1,
      targetIsMainFrame: false, sourceFrame: source)
    #expect(input.policy(for: action) == .block)
    driver.runUntilIdle()
    #expect(engineHeardAnAnswer == counts)
    #expect(driver.decisions.map(\.time) == [.milliseconds(counts ? 1_055 : 1_800)])
  }

  @Test("a frame that loads a navigation report into the top frame moves nothing")
  func frameNavigatesTheTop() {
    tap(100, 200, downAt: 1)
    let forged = WebKitNavigationAction(
      url: "taporlink://navigation?kind=push&url=https%3A%2F%2Freader.example.com%2Fpay",
      navigationTypeRawValue: -1, targetIsMainFrame: true, sourceFrame: Self.ad)
    #expect(input.policy(for: forged) == .block)
    driver.runUntilIdle()
    expectNoLink(driver)
    #expect(driver.overlay.history.current == "https://reader.example.com/articles/1")
  }

  @Test("trust follows the committed document, not the history: an ad's _top link that never loads")
  func trustFollowsTheCommit() {
    // The person taps the ad's target=_top link; the app allows it. The
    // server answers 204: no document commits, and the reader's page, with
    // the ad frame inside it, stays on screen, and in the history.
    let adLink = WebKitNavigationAction(
      url: "https://ads.example.net/click", navigationTypeRawValue: 0, targetIsMainFrame: true,
      sourceFrame: Self.ad)
    #expect(input.policy(for: adLink) == .allow)
    #expect(driver.overlay.history.currentOrigin?.host == "reader.example.com")
    #expect(input.committedOrigin?.host == "reader.example.com")
    // The ad frame's content answer over the next link tap is refused.
    tap(100, 200, downAt: 2)
    driver.advance(to: .milliseconds(2_052))
    #expect(
      Self.refused(
        input.receive(
          handlerName: "taporlink", body: Self.content(100, 200), frame: Self.ad)))
    followLink(at: 2.09)
    expectLink(driver, to: "https://reader.example.com/articles/2", at: .milliseconds(2_090))
    // Once the ad's page commits, its frames are the page's, and the
    // reader's are not.
    input.committed("https://ads.example.net/click")
    #expect(Self.ad.mayAnswer(onPageOf: input.committedOrigin))
    #expect(!Self.sameOrigin.mayAnswer(onPageOf: input.committedOrigin))
    input.committed("about:blank")
    #expect(input.committedOrigin == nil)
  }

  @Test("before the first commit, only the main frame answers")
  func nothingCommittedYet() {
    let fresh = WebViewInput(
      overlay: input.overlay,
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
    #expect(fresh.committedOrigin == nil)
    #expect(
      Self.refused(
        fresh.receive(
          handlerName: "taporlink", body: Self.content(100, 200), frame: Self.sameOrigin)))
  }

  /// Whether a message was read as a refused page answer.
  static func refused(_ read: ScriptMessage) -> Bool {
    if case .pageAnswerRefused = read { true } else { false }
  }
}
