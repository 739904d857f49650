import Foundation
import TapOrLink
import TapOrLinkPageScript
import TapOrLinkTesting
import TapOrLinkWebKit
import Testing

/// Page answers on a page shown zoomed: the script's point, in CSS pixels of
/// the top frame's layout viewport, is mapped into the web view's points
/// with the visible area the script sends, so that it meets its touch.
@MainActor
@Suite struct ZoomedPageAnswerTests {
  let driver: TapDriver
  let input: WebViewInput
  /// A stand-in for a `UITouch`.
  let finger = Marker()

  final class Marker {}

  /// A phone's web view, 360 points wide.
  static let size = Size(width: 360, height: 640)
  static let main = ScriptMessageFrame(isMainFrame: true, host: "news.example.com", port: 0)
  /// A page without a mobile meta viewport, laid out 980 CSS px wide and
  /// shown whole: 360 / 980 ≈ 0.367 points a CSS px (as Chromium reported
  /// it on such a page: `visualViewport.width` 979.99994, `height` 1742.2222).
  static let zoomedOut: [String: Any] = [
    "visualLeft": 0, "visualTop": 0, "visualWidth": 979.9999389648438,
    "visualHeight": 1742.22216796875,
  ]

  init() throws {
    driver = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 0, height: 0), kind: .web)
      ],
      firstPage: "https://news.example.com/", configuration: WebViewInput.defaultConfiguration,
      probeFromLinks: false)
    input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
  }

  func tap(_ x: Double, _ y: Double, downAt uptime: Double, viewSize: Size = Self.size) {
    let key = ObjectIdentifier(finger)
    let point = Point(x: x, y: y)
    input.touch(key, .down, at: point, uptime: uptime, viewSize: viewSize)
    input.touch(key, .up, at: point, uptime: uptime + 0.05, viewSize: viewSize)
  }

  func body(_ x: Double, _ y: Double, area: [String: Any]) -> [String: Any] {
    ["kind": "content", "x": x, "y": y, "phase": "end"].merging(area) { given, _ in given }
  }

  /// The zoomed-out page's scale: points a CSS px.
  static let scale = 360 / 979.9999389648438

  /// Posts a content answer about the point (`x`, `y`) in the web view's
  /// points, given in the zoomed-out page's CSS px with `area`.
  @discardableResult
  func answer(
    atPoints x: Double, _ y: Double, area: [String: Any], viewSize: Size? = nil
  ) -> ScriptMessage {
    input.receive(
      handlerName: "taporlink", body: body(x / Self.scale, y / Self.scale, area: area),
      frame: Self.main, viewSize: viewSize)
  }

  @Test("on a page shown zoomed out, a content answer meets its touch and decides the tap")
  func zoomedOut() {
    // The finger at (110, 220) points is at (299.4, 598.9) CSS px.
    tap(110, 220, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    answer(atPoints: 110, 220, area: Self.zoomedOut)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_060)])
    expectTap(driver, on: WebViewInput.webView)
    #expect(!driver.events.contains { if case .diagnosed = $0.kind { true } else { false } })
  }

  @Test("without the visible area, the same answer misses its touch, as before the mapping")
  func zoomedOutWithoutTheArea() {
    tap(110, 220, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    answer(atPoints: 110, 220, area: [:])
    #expect(driver.decisions.isEmpty)
    driver.runUntilIdle()
    // The window's end decides the tap instead, 750 ms after touch-up.
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_800)])
  }

  @Test("pinch-zoomed with the visible area scrolled: a bridge URL's answer meets its touch")
  func pinchZoomedWithAnOffset() {
    // Zoomed in 2.5 times (Chromium: visualViewport 144 × 256 CSS px at
    // offset 24, 100): the finger at (50, 60) points is at (44, 124) CSS px.
    tap(50, 60, downAt: 1)
    driver.advance(to: .milliseconds(1_055))
    let action = WebKitNavigationAction(
      url: "taporlink://answer?kind=content&x=44&y=124&phase=end"
        + "&visualLeft=24&visualTop=100&visualWidth=144&visualHeight=256",
      navigationTypeRawValue: -1, targetIsMainFrame: false,
      sourceFrame: Self.main)
    #expect(input.policy(for: action, viewSize: Self.size) == .block)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_055)])
    expectTap(driver, on: WebViewInput.webView)
  }

  @Test("the size the Apple half passes is the one mapped into, not the last touch's")
  func passedSize() {
    tap(110, 220, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    // Read with a view twice as wide, the answer lands at (220, 440): no touch.
    answer(atPoints: 110, 220, area: Self.zoomedOut, viewSize: Size(width: 720, height: 1280))
    #expect(driver.decisions.isEmpty)
    answer(atPoints: 110, 220, area: Self.zoomedOut, viewSize: Self.size)
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_060)])
  }

  @Test("an old script's answer (no visible area) is read as today: scale 1, no offset")
  func oldFormat() {
    tap(100, 200, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    let read = input.receive(
      handlerName: "taporlink", body: ["kind": "content", "x": 100, "y": 200, "phase": "end"],
      frame: Self.main)
    #expect(
      read
        == .pageAnswer(
          PageScriptMessage(kind: .content, point: Point(x: 100, y: 200), phase: "end")))
    #expect(driver.decisions.map(\.time) == [.milliseconds(1_060)])
  }

  @Test("a hostile visible area is refused: the answer is not read and decides nothing")
  func hostile() {
    tap(110, 220, downAt: 1)
    driver.advance(to: .milliseconds(1_060))
    let replacements: [[String: Any]] = [
      ["visualWidth": 0], ["visualWidth": -980], ["visualWidth": true],
      ["visualLeft": Double.nan], ["visualTop": "0"], ["visualHeight": 1e300],
      ["visualLeft": NSNull()],
    ]
    for replaced in replacements {
      let area = Self.zoomedOut.merging(replaced) { _, new in new }
      #expect(answer(atPoints: 110, 220, area: area) == .unreadable, "\(replaced)")
    }
    var partial = Self.zoomedOut
    partial["visualHeight"] = nil
    #expect(answer(atPoints: 110, 220, area: partial) == .unreadable)
    #expect(driver.decisions.isEmpty)
  }
}
