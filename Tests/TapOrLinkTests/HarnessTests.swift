import Foundation
import TapOrLink
import Testing

/// The harness fails a test on an effect it did not expect: in an
/// `expect`, at `finish()`, or when an unfinished harness goes. Failures
/// are caught through `Harness.report` and read here, with the line they
/// point at; the last test shows one as the issue it records by default.
@Suite("Harness: exhaustive by default")
struct HarnessTests {
  static let down: [Harness.Effect] = [
    .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
  ]

  /// Catches what a harness reports, with the line it points at.
  final class Failures: @unchecked Sendable {
    // Safe: used by one test on its own thread.
    var caught: [(text: String, line: Int)] = []

    func catching(_ h: Harness) -> Harness {
      h.report = { [self] failure, location in caught.append((failure, location.line)) }
      return h
    }
  }

  @Test("the effects expected, in order, pass and are taken")
  func expectedEffectsPass() throws {
    let h = try Harness()
    #expect(h.exhaustive)
    h.down(100, 200, at: 0)
    #expect(h.unexpected == Self.down)
    #expect(h.mismatch(Self.down) == nil)
    h.expect(Self.down)
    #expect(h.unexpected.isEmpty)
    h.cancel(at: 10)
    h.expect([
      .delivered(.cancel(100, 200, at: ms(10)), to: "web"), .decided(.cancelled, at: ms(10)),
      .replied(.delivered(to: "web")),
    ])
    #expect(h.finish().isEmpty)
  }

  @Test("a mismatch fails at the expect's line, with a line diff of expected against actual")
  func mismatchIsADiff() throws {
    let failures = Failures()
    let h = failures.catching(try Harness())
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 790)
    let expected: [Harness.Effect] =
      Self.down + [
        .delivered(.up(100, 200, at: ms(40)), to: "web"),
        .replied(.delivered(to: "web", awaiting: GestureID(1))),
        .decided(.tap(view: "web", point: pt(100, 200)), at: ms(780)),
      ]
    let line = #line + 1
    h.expect(expected)
    #expect(failures.caught.map(\.line) == [line])
    #expect(
      failures.caught.map(\.text) == [
        """
        the effects differ from those expected (- expected, + actual):
          .delivered(.down(100, 200, at: ms(0)), to: "web")
          .replied(.delivered(to: "web"))
          .delivered(.up(100, 200, at: ms(40)), to: "web")
          .replied(.delivered(to: "web", awaiting: GestureID(1)))
        - .decided(.tap(view: "web", point: pt(100, 200)), at: ms(780))
        + .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))
        """
      ])
    // A failed expect still takes the effects: the next one starts after.
    #expect(h.unexpected.isEmpty)
  }

  @Test("finish() runs what is pending and fails on every effect no expect took")
  func finishReportsLeftovers() throws {
    let failures = Failures()
    let h = failures.catching(try Harness())
    h.press(100, 200, from: 0, to: 40)
    h.expect(
      Self.down + [
        .delivered(.up(100, 200, at: ms(40)), to: "web"),
        .replied(.delivered(to: "web", awaiting: GestureID(1))),
      ])
    let line = #line + 1
    let leftovers = h.finish()
    #expect(leftovers == [.decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))])
    #expect(failures.caught.map(\.line) == [line])
    #expect(
      failures.caught.map(\.text) == [
        """
        effects the test did not expect (+ actual):
        + .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))
        """
      ])
  }

  @Test("a harness that goes unfinished reports its leftovers")
  func leftoversAtDeinit() throws {
    let failures = Failures()
    let line = #line + 2
    do {
      let h = failures.catching(try Harness())
      h.down(100, 200, at: 0)
    }
    #expect(failures.caught.map(\.line) == [line])
    #expect(
      failures.caught.map(\.text) == [
        """
        effects the test did not expect (+ actual):
        + .delivered(.down(100, 200, at: ms(0)), to: "web")
        + .replied(.delivered(to: "web"))
        """
      ])
  }

  @Test("made with exhaustive: false, leftovers fail nothing; expect still checks")
  func optOut() throws {
    let h = try Harness(exhaustive: false)
    h.press(100, 200, from: 0, to: 40)
    #expect(h.mismatch([]) != nil)
    #expect(h.finish().count == 5)
  }

  @Test("the decider's questions and actions are effects, with the request's role")
  func deciderEffects() throws {
    var configuration = OverlayConfiguration()
    configuration.bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin("https://example.com")!])
    let h = try Harness(configuration: configuration)
    h.app.veto = ["https://example.com/a"]
    h.request("https://example.com/a", at: 10)
    h.request("nativeaction://hideShow", at: 20)
    let a = NavigationRequest(url: "https://example.com/a")
    let bridge = NavigationRequest(url: "nativeaction://hideShow")
    h.expect([
      .asked(a, as: .countsForNothing(.noGesture)), .answered(a, .block, at: ms(10)),
      .replied(.policy(.block)),
      .answered(bridge, .block, at: ms(20)), .actionRan("hideShow", at: ms(20)),
      .ran("hideShow", for: bridge), .replied(.policy(.block)),
    ])
    #expect(h.asked == [a])
    #expect(h.actions == ["hideShow"])
  }

  @Test("a line diff keeps what both hold, then what was expected, then what happened")
  func lineDiff() {
    #expect(
      LineDiff.render(expected: [1, 2, 3], actual: [1, 3, 4], text: { "\($0)" })
        == "  1\n- 2\n  3\n+ 4")
    #expect(LineDiff.render(expected: [1], actual: [2], text: { "\($0)" }) == "- 1\n+ 2")
    #expect(LineDiff.render(expected: [Int](), actual: [], text: { "\($0)" }) == "")
  }

  @Test(
    "by default a failure is an issue of the running test, at the line it names",
    .enabled(
      if: ProcessInfo.processInfo.environment["TAPORLINK_DEMONSTRATIONS"] == "1",
      "an expected-failure demonstration: TAPORLINK_DEMONSTRATIONS=1"))
  func recordsAnIssue() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    let line = #line + 2
    withKnownIssue {
      h.expect([])
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.hasPrefix("the effects differ") }
    }
  }
}
