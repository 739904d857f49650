import TapOrLink
import TapSimulation

/// The checks behind every assertion: each returns `nil` when the check
/// passes, or the failure text a person reads when it does not.
///
/// ``assertTap(_:on:point:at:_:file:line:)`` and its siblings (XCTest),
/// and ``expectTap(_:on:point:at:_:sourceLocation:)`` and its siblings
/// (Swift Testing), report these texts at the caller's line. Use the checks
/// directly to build assertions of your own, or to test that an assertion
/// fails when it should.
///
/// Failure texts start with one sentence, then show the expected outcomes
/// beside the actual ones (`✓` matched, `✗` not), then the engine's
/// explanation of each actual decision (`Decision/explanation`).
public enum TapCheck {
  /// Checks that some decision is a tap (on `view`, at `point`, at `time`,
  /// for those given).
  public static func tap(
    on view: ViewID? = nil, point: Point? = nil, at time: Instant? = nil,
    in decisions: [Decision]
  ) -> String? {
    let expected = ExpectedOutcome.tap(on: view, point: point, at: time)
    return contains(expected, in: decisions)
  }

  /// Checks that some decision is a link (to `url`, at `time`, for those
  /// given).
  public static func link(to url: String? = nil, at time: Instant? = nil, in decisions: [Decision])
    -> String?
  {
    contains(.link(to: url, at: time), in: decisions)
  }

  /// Checks that some late link came (to `url`, at `time`, for those
  /// given): a request after its gesture was already decided `tap` (or
  /// `control`). `time` is when the request came: the tap's instant plus
  /// the lateness.
  public static func lateLink(
    to url: String? = nil, at time: Instant? = nil, in lateLinks: [LateLink],
    decisions: [Decision]
  ) -> String? {
    if lateLinks.contains(where: {
      (url == nil || $0.request.url == url) && (time == nil || $0.tapTime + $0.lateness == time)
    }) {
      return nil
    }
    let wanted =
      "a late link" + (url.map { " to \($0)" } ?? "") + (time.map { " at \($0)" } ?? "")
    let found =
      lateLinks.isEmpty
      ? "there was none"
      : "the late links were "
        + lateLinks.prefix(3).map { "`\($0.tapTime + $0.lateness): \($0.request.url)`" }
        .joined(separator: ", ")
    return report(
      "expected \(wanted), but \(found)", expected: ["✗ late-link \(url ?? "any URL")"],
      decisions: decisions, marked: [])
  }

  /// Checks that some decision is a tap on the page's own control (in
  /// `view`, of kind `control`, at `time`, for those given).
  public static func control(
    on view: ViewID? = nil, kind control: ControlKind? = nil, at time: Instant? = nil,
    in decisions: [Decision]
  ) -> String? {
    contains(.control(on: view, kind: control, at: time), in: decisions)
  }

  /// Checks that some decision is the expected outcome (a long press at
  /// 500 ms, any `moved`, …).
  public static func contains(_ expected: ExpectedOutcome, in decisions: [Decision]) -> String? {
    if decisions.contains(where: expected.matches) { return nil }
    let sameKind = decisions.filter { $0.outcome.name == expected.name }
    let finding: String
    if decisions.isEmpty {
      finding = "no gesture was decided"
    } else if sameKind.isEmpty {
      finding = "there was no \(expected.name)"
    } else if let near = sameKind.first(where: { expected.matchesIgnoringTime($0.outcome) }) {
      finding = "the nearest is `\(line(near))`"
    } else {
      let list = sameKind.prefix(3).map { "`\(line($0))`" }.joined(separator: ", ")
      finding = "the \(expected.name)\(sameKind.count == 1 ? " was" : "s were") \(list)"
    }
    return report(
      "expected \(expected.phrase), but \(finding)",
      expected: ["✗ \(expected)"], decisions: decisions, marked: [])
  }

  /// Checks that no decision is a tap.
  public static func noTap(in decisions: [Decision]) -> String? {
    excludes(.tap(), in: decisions)
  }

  /// Checks that no decision is a link.
  public static func noLink(in decisions: [Decision]) -> String? {
    excludes(.link(), in: decisions)
  }

  /// Checks that no decision is the given outcome.
  public static func excludes(_ unwanted: ExpectedOutcome, in decisions: [Decision]) -> String? {
    let found = decisions.indices.filter { unwanted.matches(decisions[$0]) }
    guard let first = found.first else { return nil }
    let count = found.count == 1 ? "there was one" : "there were \(found.count)"
    return report(
      "expected no \(unwanted.phrase.dropArticle), but \(count): `\(line(decisions[first]))`",
      expected: [
        "✗ never: \(unwanted.time == nil ? unwanted.description.afterTime : unwanted.description)"
      ],
      decisions: decisions,
      marked: Set(found))
  }

  /// Checks that the decisions are exactly the expected outcomes, in order
  /// (each at its instant, when one is set), and nothing more.
  public static func outcomes(_ expected: [ExpectedOutcome], in decisions: [Decision]) -> String? {
    let paired = min(expected.count, decisions.count)
    let mismatch = (0..<paired).first { !expected[$0].matches(decisions[$0]) }
    let headline: String
    if let index = mismatch {
      headline =
        "outcome \(index + 1) differs: expected `\(expected[index])`, "
        + "got `\(line(decisions[index]))`"
    } else if expected.count > decisions.count {
      let missing = expected[decisions.count]
      let got = decisions.count == 1 ? "1 was" : "\(decisions.count) were"
      headline =
        "expected \(expected.count) outcomes, but only \(got) decided; "
        + "missing `\(missing)`"
    } else if decisions.count > expected.count {
      let extra = decisions[expected.count]
      headline =
        "expected \(expected.count) outcome\(expected.count == 1 ? "" : "s"), "
        + "but \(decisions.count) were decided; unexpected `\(line(extra))`"
    } else {
      return nil
    }
    let left = expected.indices.map { index in
      let ok = index < decisions.count && expected[index].matches(decisions[index])
      return "\(ok ? "✓" : "✗") \(expected[index])"
    }
    let marked = Set(
      decisions.indices.filter { $0 >= expected.count || !expected[$0].matches(decisions[$0]) })
    return report(headline, expected: left, decisions: decisions, marked: marked)
  }

  /// Checks that every decision was expected: `taken` holds the indices,
  /// in `decisions`, of those expectations took.
  public static func noOtherDecisions(in decisions: [Decision], taken: Set<Int>) -> String? {
    let others = decisions.indices.filter { !taken.contains($0) }
    guard let first = others.first else { return nil }
    let count = others.count == 1 ? "1 was" : "\(others.count) were"
    let expected = decisions.indices.filter(taken.contains).map { "✓ \(line(decisions[$0]))" }
    return report(
      "expected no other decisions, but \(count) not expected: `\(line(decisions[first]))`",
      expected: expected.isEmpty ? ["(none)"] : expected, decisions: decisions,
      marked: Set(others))
  }

  // MARK: - Rendering

  /// A decision as its trace line: `790ms: tap web 160 200`.
  static func line(_ decision: Decision) -> String {
    TraceEvent(OverlayEvent(time: decision.time, kind: .decided(decision)))?.description
      ?? "\(decision.time): \(decision.outcome.name)"
  }

  /// The most explanations a failure shows.
  static let explanationLimit = 12

  static func report(
    _ headline: String, expected: [String], decisions: [Decision], marked: Set<Int>
  ) -> String {
    let actual =
      decisions.isEmpty
      ? ["(no decisions)"]
      : decisions.indices.map { "\(marked.contains($0) ? "✗" : " ") \(line(decisions[$0]))" }
    var text = headline + "\n" + SideBySide.render("expected", expected, "actual", actual)
    if !decisions.isEmpty {
      text += "\n    why:"
      for decision in decisions.prefix(explanationLimit) {
        text += "\n      \(decision.explanation)"
      }
      if decisions.count > explanationLimit {
        text += "\n      … \(decisions.count - explanationLimit) more"
      }
    }
    return text
  }
}

extension String {
  /// "a tap on `web`" → "tap on `web`".
  fileprivate var dropArticle: String {
    hasPrefix("a ") ? String(dropFirst(2)) : self
  }

  /// "any time: tap web" → "tap web".
  fileprivate var afterTime: String {
    guard let colon = range(of: ": ") else { return self }
    return String(self[colon.upperBound...])
  }
}
