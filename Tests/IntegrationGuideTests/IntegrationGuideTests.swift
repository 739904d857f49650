import Foundation
import TapOrLink
import TapOrLinkTesting
import TapOrLinkWebKit
import TapScript
import TestSupport
import Testing

@Suite struct SeedRequestsTests {
  @Test("a UIWebView request loads the main frame when it is the main document")
  func uiWebView() {
    let main = SeedRequests.uiWebViewRequest(
      url: "https://a.example/", mainDocumentURL: "https://a.example/", navigationTypeRawValue: 5)
    #expect(main == NavigationRequest(url: "https://a.example/", type: .other))
    let frame = SeedRequests.uiWebViewRequest(
      url: "https://b.example/", mainDocumentURL: "https://a.example/", navigationTypeRawValue: 0)
    #expect(!frame.isMainFrame)
  }
}

@MainActor
@Suite struct ArticleControllerTests {
  let driver: TapDriver
  let input: WebViewInput
  let controller: ArticleController
  /// A stand-in for a `UITouch`: one object per finger.
  let finger = Finger()

  final class Finger {}

  init() throws {
    driver = try TapDriver(
      views: [
        View(id: WebViewInput.webView, frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)
      ],
      firstPage: ArticleScreen.firstPage,
      links: [
        WebLink(
          href: "https://reader.example.com/articles/2",
          frame: Rect(x: 10, y: 100, width: 200, height: 30))
      ],
      configuration: ArticleScreen.configuration)
    input = WebViewInput(
      overlay: MainTapOverlay(driver.overlay),
      translator: TouchTranslator(instantOfUptime: { Instant(milliseconds: $0 * 1_000) }))
    input.committed(ArticleScreen.firstPage)  // the web view shows its first page
    controller = ArticleController(overlay: input.overlay) { _ in }
  }

  @Test func tapOnTheTextHidesTheToolbarWhenThePageAnswers() {
    let (key, point) = (ObjectIdentifier(finger), Point(x: 160, y: 200))
    let size = Size(width: 320, height: 480)
    input.touch(key, .down, at: point, uptime: 0, viewSize: size)
    input.touch(key, .up, at: point, uptime: 0.08, viewSize: size)
    driver.advance(to: .milliseconds(95))
    #expect(!controller.toolbarHidden)
    let answer: [String: Any] = ["kind": "content", "x": 160, "y": 200, "phase": "end"]
    input.receive(handlerName: "taporlink", body: answer, frame: ArticleScreen.mainFrame)
    #expect(controller.toolbarHidden)
  }

  @Test func tapOnTheTextHidesTheToolbarWhenTheWindowClosesWithoutAnAnswer() {
    driver.tap(160, 200, at: .milliseconds(0))
    driver.advance(to: .milliseconds(789))
    #expect(!controller.toolbarHidden)
    driver.advance(to: .milliseconds(790))
    #expect(controller.toolbarHidden)
  }

  @Test func tapOnALinkFollowsItAndShowsTheBackButton() {
    driver.tap(50, 110, at: .milliseconds(0))
    driver.runUntilIdle()
    #expect(controller.followed == ["https://reader.example.com/articles/2"])
    #expect(controller.backButtonShows)
    #expect(!controller.toolbarHidden)
    expectNoTap(driver)
  }

  @Test func thePageCallsTheAppThroughTheBridge() {
    input.receive(handlerName: "nativeaction", body: "hideShow", frame: ArticleScreen.mainFrame)
    #expect(controller.toolbarHidden)
    expectNoLink(driver)
  }

  @Test("a recorded session, reported, replays to the same decisions")
  func bugReport() throws {
    controller.overlay.recorder = FlightRecorder(capacity: 256)
    driver.tap(160, 200, at: .milliseconds(0))
    driver.tap(50, 110, at: .milliseconds(1_000))
    driver.tap(160, 300, at: .milliseconds(1_050))
    driver.runUntilIdle()
    let report = try #require(
      try wrongDecisionReport(from: controller.overlay, personSaid: "my tap opened a link"))
    let result = ScenarioLoader.run(SourceFile(path: "report.yaml", text: report))
    #expect(result.passed, "\(report)")
    #expect(result.decisions.map(\.outcome) == driver.decisions.map(\.outcome))
    #expect(report.hasPrefix("# my tap opened a link\n"))
  }
}

/// Every ```swift block of Docs/Integration.md is code of this target or of
/// the product it shows (Sources/TapOrLinkWebKit), word for word
/// (indentation aside), so the guide cannot drift.
@Suite struct GuideSyncTests {
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The normalized text of every Swift file under `folder`, at any depth.
  static func swiftFiles(under folder: String) throws -> [[String]] {
    let root = PackageRoot.appending(folder)
    let paths =
      FileManager.default.enumerator(atPath: root.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return try paths.sorted().map {
      Self.normalized(try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let guide = try String(
      contentsOf: PackageRoot.appending("Docs/Integration.md"), encoding: .utf8)
    let sources =
      try Self.swiftFiles(under: "Tests/IntegrationGuideTests")
      + Self.swiftFiles(under: "Sources/TapOrLinkWebKit")
    #expect(sources.count > 10)
    var blocks: [[String]] = []
    var current: [String]?
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(Self.normalized(current!.joined(separator: "\n")))
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    #expect(blocks.count >= 8)
    for block in blocks {
      let found = sources.contains { source in
        source.indices.contains { start in
          source[start...].starts(with: block)
        }
      }
      #expect(
        found,
        "not in Tests/IntegrationGuideTests or the product:\n\(block.joined(separator: "\n"))")
    }
  }
}
