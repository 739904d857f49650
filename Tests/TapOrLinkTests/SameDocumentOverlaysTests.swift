// No Harness: it tests that each overlay adapter (shared, main actor) hands same-document moves on.
import Dispatch
import TapOrLink
import Testing

@Suite("Same-document navigations reach the engine through every overlay")
struct SameDocumentOverlaysTests {
  static let url = "https://example.com/settings"

  @Test("SharedTapOverlay: a push from another thread within the window makes a link")
  func sharedFromAnotherThread() async throws {
    // A long window: only a stall of many seconds could close it first.
    let shared = try SharedTapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage,
      configuration: OverlayConfiguration(window: .seconds(10), longPress: nil))
    let decisions = shared.decisions()
    shared.touch(.down, at: pt(50, 200))
    shared.touch(.up, at: pt(50, 200))
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        shared.sameDocumentNavigation(to: Self.url, kind: .push)
        continuation.resume()
      }
    }
    let decision = try #require(
      await DispatchRealTimeTests.first(of: decisions), "no decision within the timeout")
    #expect(decision.outcome == .link(NavigationRequest(url: Self.url)))
    guard case .sameDocumentNavigation(.push, afterUp: _?) = decision.reason else {
      Issue.record("decided by \(decision.reason)")
      return
    }
    #expect(shared.perform { $0.history.current } == Self.url)
  }

  @Test("MainTapOverlay forwards it and returns what the engine did")
  @MainActor
  func mainActor() throws {
    let scheduler = ManualScheduler()
    let overlay = try TapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage, scheduler: scheduler)
    let main = MainTapOverlay(overlay)
    main.touch(.down, at: pt(50, 200))
    main.touch(.up, at: pt(50, 200))
    scheduler.advance(to: ms(300), inclusive: false)
    #expect(main.sameDocumentNavigation(to: Self.url, kind: .fragment) == .link(GestureID(1)))
    #expect(
      main.sameDocumentNavigation(to: Fixtures.firstPage, kind: .traverse)
        == .notCounted(.traverse))
    #expect(overlay.history.current == Fixtures.firstPage)
  }
}
