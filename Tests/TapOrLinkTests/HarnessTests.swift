import TapOrLink
import Testing

/// The harness fails a test on an effect it did not expect: in an
/// `expect`, at `finish()`, or when an unfinished harness goes. Each
/// failure is shown here as the known issue it records.
@Suite("Harness: exhaustive by default")
struct HarnessTests {
  static let down: [Harness.Effect] = [
    .delivered(.down(100, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
  ]

  /// The text of every issue `body` records.
  static func issues(_ body: () throws -> Void) rethrows -> [String] {
    let texts = Locked<[String]>([])
    try withKnownIssue {
      try body()
    } matching: { issue in
      texts.mutate { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return texts.value
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
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.advance(to: 790)
    let expected: [Harness.Effect] =
      Self.down + [
        .delivered(.up(100, 200, at: ms(40)), to: "web"),
        .replied(.delivered(to: "web", awaiting: GestureID(1))),
        .decided(.tap(view: "web", point: pt(100, 200)), at: ms(780)),
      ]
    let issues = Self.issues { h.expect(expected) }
    #expect(
      issues == [
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
    h.expect([])
    h.expect([])
  }

  @Test("finish() runs what is pending and fails on every effect no expect took")
  func finishReportsLeftovers() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.expect(
      Self.down + [
        .delivered(.up(100, 200, at: ms(40)), to: "web"),
        .replied(.delivered(to: "web", awaiting: GestureID(1))),
      ])
    var leftovers: [Harness.Effect] = []
    let issues = Self.issues { leftovers = h.finish() }
    #expect(leftovers == [.decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))])
    #expect(
      issues == [
        """
        effects the test did not expect (+ actual):
        + .decided(.tap(view: "web", point: pt(100, 200)), at: ms(790))
        """
      ])
  }

  @Test("a harness that goes unfinished reports its leftovers")
  func leftoversAtDeinit() throws {
    let issues = try Self.issues {
      let h = try Harness()
      h.down(100, 200, at: 0)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix("effects the test did not expect (+ actual):\n+ .delivered") == true)
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
    h.expect([])
  }

  @Test("a line diff keeps what both hold, then what was expected, then what happened")
  func lineDiff() {
    #expect(
      LineDiff.render(expected: [1, 2, 3], actual: [1, 3, 4], text: { "\($0)" })
        == "  1\n- 2\n  3\n+ 4")
    #expect(LineDiff.render(expected: [1], actual: [2], text: { "\($0)" }) == "- 1\n+ 2")
    #expect(LineDiff.render(expected: [Int](), actual: [], text: { "\($0)" }) == "")
  }
}
