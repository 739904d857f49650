import TapEvidence
import TapScript
import Testing

/// Whether the recorded engine itself navigated in a run, as an app sees it:
/// the tables count the links it called taps, and the links its page script
/// answered `content`, apart where it did.
@Suite("Real-web taps: the engine's own navigation")
struct EngineNavigatedTests {
  static func tap(_ steps: [String]) throws -> RealWebEvaluation.Tap {
    try RecordedTapFixture.tap(
      recording: "engine=webkit page=p/index.html target=0 gesture=tap truth=link",
      recorded: "truth=link observed=document chosen=link scale=1 moved=no", steps: steps,
      expect: "810ms: tap web 10 10")
  }

  @Test("a main-frame request of a link, form or other type, or a same-document move, is one")
  func navigations() throws {
    #expect(try Self.tap(["70ms: request https://e.test/a"]).engineNavigated)
    #expect(try Self.tap(["70ms: request https://e.test/a type form"]).engineNavigated)
    #expect(try Self.tap(["70ms: request https://e.test/a type other"]).engineNavigated)
    #expect(try Self.tap(["70ms: same-document fragment https://e.test/#n"]).engineNavigated)
    #expect(try Self.tap(["70ms: same-document push https://e.test/b"]).engineNavigated)
  }

  @Test("nothing, a subframe's request, a reload or a traverse is not")
  func notNavigations() throws {
    #expect(try !Self.tap([]).engineNavigated)
    #expect(try !Self.tap(["70ms: request https://e.test/ad subframe"]).engineNavigated)
    #expect(try !Self.tap(["70ms: request https://e.test/ type reload"]).engineNavigated)
    #expect(try !Self.tap(["70ms: same-document traverse https://e.test/#n"]).engineNavigated)
  }
}
