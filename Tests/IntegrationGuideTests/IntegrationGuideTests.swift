import Foundation
import TapOrLink
import TapOrLinkTesting
import TapScript
import TestSupport
import Testing

@Suite struct FingerNumbersTests {
  @Test("a touch keeps its number through its phases; a new finger takes the lowest free")
  func numbering() {
    var fingers = FingerNumbers<String>()
    #expect(fingers.finger(for: "a", phase: .down) == 1)
    #expect(fingers.finger(for: "b", phase: .down) == 2)
    #expect(fingers.finger(for: "a", phase: .move) == 1)
    #expect(fingers.finger(for: "a", phase: .up) == 1)
    #expect(fingers.finger(for: "c", phase: .down) == 1)  // 1 is free again
    #expect(fingers.finger(for: "b", phase: .cancel) == 2)
    #expect(fingers.finger(for: "d", phase: .down) == 2)
  }

  @Test("a touch never seen down gets a number no finger has, which the engine ignores")
  func unknownTouch() throws {
    var fingers = FingerNumbers<String>()
    #expect(fingers.finger(for: "a", phase: .down) == 1)
    let stray = fingers.finger(for: "z", phase: .up)
    #expect(stray == 2)
    let overlay = try TapOverlay(
      tree: ArticleScreen.tree(width: 320, height: 480), scheduler: ManualScheduler())
    overlay.handle(.down(10, 10, at: .zero))
    #expect(
      overlay.handle(.up(10, 10, finger: stray, at: .zero)) == .ignored(.fingerNotDown(stray, .up)))
  }
}

@Suite struct TouchTranslatorTests {
  @Test("window points, finger identity and uptime timestamps become a Touch")
  func translate() {
    let scheduler = DispatchTimerScheduler()
    var translator = TouchTranslator<Int>(scheduler: scheduler)
    let uptime = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    let down = translator.touch(7, .down, x: 50, y: 20.5, uptime: uptime)
    let up = translator.touch(7, .up, x: 51, y: 20.5, uptime: uptime + 0.04)
    #expect(down.finger == 1 && up.finger == 1)
    #expect(down.location == Point(x: 50, y: 20.5))
    let held = up.time - down.time
    #expect(held > .microseconds(39_999) && held < .microseconds(40_001))
    #expect(down.time <= scheduler.now)
  }
}

@Suite struct WebKitRequestsTests {
  @Test("a WKNavigationAction's type, frame and new window")
  func navigationActions() {
    let link = WebKitRequests.request(
      url: "https://reader.example.com/a", navigationTypeRawValue: 0, targetIsMainFrame: true)
    #expect(link == NavigationRequest(url: "https://reader.example.com/a", type: .link))
    let iframe = WebKitRequests.request(
      url: "https://ads.example.com/", navigationTypeRawValue: -1, targetIsMainFrame: false)
    #expect(
      iframe == NavigationRequest(url: "https://ads.example.com/", type: .other, isMainFrame: false)
    )
    let newWindow = WebKitRequests.request(
      url: "https://reader.example.com/b", navigationTypeRawValue: 0, targetIsMainFrame: nil)
    #expect(newWindow.isMainFrame)
  }

  @Test("a script message is judged as the bridge request it replaces")
  func scriptMessage() throws {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      firstPage: "https://reader.example.com/articles/1",
      configuration: ArticleScreen.configuration)
    let call = WebKitRequests.bridgeRequest(
      scheme: "nativeaction", message: "hideShow", isMainFrame: true)
    #expect(driver.overlay.shouldStartLoad(call) == .block)
    #expect(driver.events.contains { $0.kind == .actionRan("hideShow") })
    let fromIframe = WebKitRequests.bridgeRequest(
      scheme: "nativeaction", message: "hideShow", isMainFrame: false)
    driver.overlay.shouldStartLoad(fromIframe)
    #expect(driver.events.filter { $0.kind == .actionRan("hideShow") }.count == 1)
  }

  @Test("a UIWebView request loads the main frame when it is the main document")
  func uiWebView() {
    let main = WebKitRequests.uiWebViewRequest(
      url: "https://a.example/", mainDocumentURL: "https://a.example/", navigationTypeRawValue: 5)
    #expect(main == NavigationRequest(url: "https://a.example/", type: .other))
    let frame = WebKitRequests.uiWebViewRequest(
      url: "https://b.example/", mainDocumentURL: "https://a.example/", navigationTypeRawValue: 0)
    #expect(!frame.isMainFrame)
  }
}

@MainActor
@Suite struct ArticleControllerTests {
  let driver: TapDriver
  let controller: ArticleController

  init() throws {
    driver = try TapDriver(
      views: try ArticleScreen.tree(width: 320, height: 480).views,
      firstPage: "https://reader.example.com/articles/1",
      links: [
        WebLink(
          href: "https://reader.example.com/articles/2",
          frame: Rect(x: 10, y: 100, width: 200, height: 30))
      ],
      configuration: ArticleScreen.configuration)
    controller = ArticleController(overlay: MainTapOverlay(driver.overlay))
  }

  @Test func tapOnTheTextHidesTheToolbarWhenTheWindowCloses() {
    driver.tap(160, 200, at: .milliseconds(0))
    driver.advance(to: .milliseconds(789))
    #expect(!controller.toolbarHidden)
    driver.advance(to: .milliseconds(790))
    #expect(controller.toolbarHidden)
    #expect(driver.overlay.tree.isHidden(ArticleScreen.toolbar))
  }

  @Test func tapOnALinkFollowsItAndShowsTheBackButton() {
    driver.tap(50, 110, at: .milliseconds(0))
    driver.runUntilIdle()
    #expect(controller.followed == ["https://reader.example.com/articles/2"])
    #expect(controller.backButtonShows)
    #expect(!controller.toolbarHidden)
    expectNoTap(driver)
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

/// Every ```swift block of Docs/Integration.md is code of this target,
/// word for word (indentation aside), so the guide cannot drift.
@Suite struct GuideSyncTests {
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let guide = try String(
      contentsOf: PackageRoot.appending("Docs/Integration.md"), encoding: .utf8)
    let folder = PackageRoot.appending("Tests/IntegrationGuideTests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    let sources = try files.map {
      Self.normalized(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
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
      #expect(found, "not in Tests/IntegrationGuideTests:\n\(block.joined(separator: "\n"))")
    }
  }
}
