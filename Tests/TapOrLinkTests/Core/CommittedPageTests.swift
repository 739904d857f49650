import Testing

@testable import TapOrLink

/// `HistorySource.commits` on the engine as a value: only the main frame's
/// commits move the page, and the bridge judges the committed document.
@Suite("TapEngine as a value: the page follows the main frame's commits")
struct CommittedPageTests {
  static let bridge = SchemeBridge(
    scheme: "nativeaction", actions: ["go"],
    allowedOrigins: [Origin(scheme: "https", host: "a.example", port: nil)])

  static func rig() throws -> TapEngineTests.Rig {
    var configuration = OverlayConfiguration(bridge: bridge, historySource: .commits)
    configuration.historyLimit = 3
    return try TapEngineTests.Rig(configuration)
  }

  static func ran(_ events: [OverlayEvent.Kind]) -> Bool {
    events.contains { if case .actionRan = $0 { true } else { false } }
  }

  @Test("an allowed request moves nothing; its commit does, once")
  func requestThenCommit() throws {
    var rig = try Self.rig()
    let first = rig.engine.history.pages
    let request = NavigationRequest(url: "https://a.example/next")
    _ = rig.take(.request(request), at: 10, ruling: .allowed(true))
    #expect(rig.engine.history.pages == first)
    _ = rig.events()
    #expect(
      TapEngineTests.reply(rig.take(.committed("https://a.example/next"), at: 20)) == .committed)
    #expect(rig.engine.history.current == "https://a.example/next")
    let events = rig.events()
    #expect(events.first == .committed("https://a.example/next"))
    #expect(events.contains(.backButton(visible: true)))
    // The same document committing again (a reload) adds nothing.
    _ = rig.take(.committed("https://a.example/next"), at: 30)
    #expect(rig.engine.history.pages.count == first.count + 1)
  }

  @Test("the bridge judges the committed document: none before the first commit")
  func bridgeJudgesTheCommit() throws {
    var rig = try Self.rig()
    let call = NavigationRequest(url: "nativeaction://go")
    _ = rig.take(.request(call), at: 10)
    #expect(rig.events().contains(.actionRefused(.noOrigin)))
    _ = rig.take(.committed("https://a.example/"), at: 20)
    _ = rig.take(.request(call), at: 30)
    #expect(Self.ran(rig.events()))
    _ = rig.take(.committed("https://evil.example/"), at: 40)
    _ = rig.take(.request(call), at: 50)
    let refused = rig.events()
    #expect(!Self.ran(refused))
    #expect(
      refused.contains(
        .actionRefused(.originNotAllowed(Origin(scheme: "https", host: "evil.example", port: nil))))
    )
    // The app's select changes the history, not what the web view shows.
    _ = rig.take(.select("https://a.example/"), at: 60)
    _ = rig.take(.request(call), at: 70)
    #expect(!Self.ran(rig.events()))
  }

  @Test("back moves back only when the page before commits, after an allowed back")
  func back() throws {
    var rig = try Self.rig()
    _ = rig.take(.committed("https://a.example/1"), at: 0)
    _ = rig.take(.committed("https://a.example/2"), at: 10)
    _ = rig.take(.committed("https://a.example/1"), at: 20)
    // Without a back request, a commit of the page before is a new visit.
    #expect(
      rig.engine.history.pages.suffix(3) == [
        "https://a.example/1", "https://a.example/2", "https://a.example/1",
      ])
    _ = rig.take(.back, at: 30, ruling: .allowed(true))
    #expect(rig.engine.history.current == "https://a.example/1")
    _ = rig.take(.committed("https://a.example/2"), at: 40)
    #expect(rig.engine.history.current == "https://a.example/2")
    #expect(rig.engine.history.canGoBack)
  }

  @Test("commits past the history limit drop the oldest page, as visits do")
  func limit() throws {
    var rig = try Self.rig()
    for page in 0..<10 { _ = rig.take(.committed("https://a.example/\(page)"), at: Double(page)) }
    #expect(rig.engine.history.pages.count == 3)
    #expect(rig.engine.history.current == "https://a.example/9")
  }

  @Test("under requests, a commit is told and changes nothing")
  func requestsIgnoreCommits() throws {
    var rig = try TapEngineTests.Rig(OverlayConfiguration(bridge: Self.bridge))
    let pages = rig.engine.history.pages
    _ = rig.take(.committed("https://evil.example/"), at: 10)
    #expect(rig.events() == [.committed("https://evil.example/")])
    #expect(rig.engine.history.pages == pages)
  }

  @Test("a committed document is the page its URL names, as a browser serializes it")
  func samePage() throws {
    let document = CommittedDocument("https://A.example/")
    #expect(document.isSamePage(as: "https://a.example", at: RequestURL("https://a.example")))
    #expect(!document.isSamePage(as: "https://a.example/x", at: RequestURL("https://a.example/x")))
    #expect(!document.isSamePage(as: nil, at: nil))
    #expect(CommittedDocument("about:blank").origin == nil)
    #expect(CommittedDocument("not a url").isSamePage(as: "not a url", at: nil))
  }
}
