/// The engine's verdict on one gesture: its outcome, when it was decided,
/// by which rule, and the evidence.
public struct Decision: Hashable, Sendable {
  /// Which gesture.
  public var gesture: GestureID
  /// How it ended.
  public var outcome: Outcome
  /// The instant the rule fixes for the decision (for a window, up + window,
  /// however late a real timer fired).
  public var time: Instant
  /// The rule that decided it.
  public var reason: DecisionReason
  /// What was known at the time: the gesture's touches, the window, the
  /// request that made it a link, the page's answer about it and any
  /// same-document navigation that did not count. See `GestureEvidence`
  /// for every field and when it is set. A tap on the page's own control
  /// is its own outcome, ``Outcome/control(view:point:kind:)``, with
  /// `evidence.pageAnswerControl` naming the control.
  package var evidence: GestureEvidence

  /// Creates a decision.
  package init(
    gesture: GestureID, outcome: Outcome, time: Instant, reason: DecisionReason,
    evidence: GestureEvidence
  ) {
    self.gesture = gesture
    self.outcome = outcome
    self.time = time
    self.reason = reason
    self.evidence = evidence
  }

  /// One sentence a person can read: what was decided, when and why.
  /// Times are rounded to 0.01 ms (`Instant.readableText`); the exact
  /// instants are in ``time`` and `evidence`.
  ///
  /// It names all the evidence that bore on the decision:
  ///
  /// - the rule and its measurement (``reason``);
  /// - when the page answered about the gesture
  ///   (`GestureEvidence.pageAnswer`) and another rule decided it, what
  ///   the page answered, when, and why that did not decide the gesture
  ///   (`; the page answered link at 60ms, 20ms after touch-up, which
  ///   keeps the window open for the link's request`); an answer that
  ///   decided it is the rule itself (``DecisionReason/pageAnswer(_:at:)``);
  /// - when a same-document navigation came while the gesture was
  ///   undecided and did not count, what happened to it
  ///   (`UncountedNavigation.explanation`).
  public var explanation: String {
    var text = rule(for: reason)
    switch outcome {
    case .dismiss(let dismissal):
      text +=
        dismissal == .scroll
        ? "; its touch-down found the page scrolling on its own, and stopped the scroll"
        : "; its touch-down found a text selection, and dismissed it"
    case .doubleTap(_, _, let first) where first != gesture:
      text += "; it began within the double-tap interval and distance of gesture \(first)'s tap"
    case .doubleTap:
      text += "; it was the second tap of a double tap, joined to its first (held)"
    case .auxiliaryClick(let button):
      text +=
        "; a \(evidence.pointer.kind.rawValue)'s \(button.rawValue) button pressed it, "
        + "which is no content tap"
    default: break
    }
    if let answer = pageAnswerNote { text += "; \(answer)" }
    if let uncounted = evidence.uncountedNavigation { text += "; \(uncounted.explanation)" }
    return text
  }

  /// What the page answered, when, and why it did not decide the gesture,
  /// for a gesture another rule decided; `nil` when the page gave no answer
  /// about it, or when its answer is the rule.
  private var pageAnswerNote: String? {
    guard let kind = evidence.pageAnswer, let at = evidence.pageAnswerTime else { return nil }
    switch reason {
    case .pageAnswer, .controlAnswered, .noSecondTap(after: .contentAnswer): return nil
    default: break
    }
    let why: String
    switch (kind, reason) {
    case (.link, .windowClosed):
      why = "which kept the window open for the link's request, and none came"
    case (.link, _):
      why = "which keeps the window open for the link's request"
    case (.unknown, _):
      why = "which leaves the gesture to the window, as without page answers"
    case (.content, _):
      why = "which decides a tap only for a finger still lifted within the slop"
    case (.control, _):
      why = "which waits a moment for a request the control's handler starts"
    }
    return "the page answered \(answerWords(kind)) at \(at.readableText), "
      + "\(Self.answerTiming(at, evidence)), \(why)"
  }

  /// The page's answer in words: its kind, and for a control which one.
  private func answerWords(_ kind: AnswerKind) -> String {
    guard kind == .control, let control = evidence.pageAnswerControl else { return kind.rawValue }
    return "\(kind.rawValue) (\(control.name))"
  }

  /// When an answer came, against the gesture's touch-up.
  private static func answerTiming(_ at: Instant, _ evidence: GestureEvidence) -> String {
    guard let up = evidence.upTime else { return "while the finger was down" }
    if at < up { return "\((up - at).readableMillisecondsText) before touch-up" }
    return "\((at - up).readableMillisecondsText) after touch-up"
  }

  /// What was decided, when and by which rule.
  private func rule(for reason: DecisionReason) -> String {
    let head = "\(time.readableText): \(outcome.name) for gesture \(gesture) on \(evidence.target)"
    let slop = NumberText.shortest(evidence.slop)
    switch reason {
    case .travelledPastSlop(let distance):
      return
        "\(head): finger \(evidence.finger) travelled \(Self.points(distance)) from "
        + "\(evidence.downPoint), more than the slop of \(slop)"
    case .secondFinger(let finger):
      return "\(head): finger \(finger) touched down while the gesture was undecided"
    case .cancelledBySystem:
      return "\(head): the system cancelled finger \(evidence.finger)"
    case .heldPastLongPress:
      return
        "\(head): finger \(evidence.finger) held since \(evidence.downTime.readableText) within "
        + "\(slop) of its down point (furthest \(Self.points(evidence.maxDistance)))"
    case .countedRequest(let afterUp):
      let url = evidence.request?.url ?? "?"
      return "\(head): request \(url) came \(Self.activationTiming(afterUp, evidence))"
    case .sameDocumentNavigation(let kind, let afterUp):
      let url = evidence.request?.url ?? "?"
      return
        "\(head): the page moved within the document (\(kind.rawValue)) to \(url) "
        + Self.activationTiming(afterUp, evidence)
    case .windowClosed:
      let up = evidence.upTime.map(\.readableText) ?? "?"
      let rule = Self.adaptiveRule(evidence).map { " (\($0))" } ?? ""
      return
        "\(head): no counted request between touch-up at \(up) and the window's end\(rule); "
        + "furthest travel \(Self.points(evidence.maxDistance)) of \(slop)"
    case .probeFoundContent:
      return "\(head): the page reported no link under \(evidence.upPoint ?? evidence.downPoint)"
    case .pageAnswer(let kind, let at):
      let up = evidence.upTime
      let when: String
      if let up, at < up {
        when = "\((up - at).millisecondsText) before touch-up at \(up)"
      } else if let up {
        when = "\((at - up).millisecondsText) after touch-up"
      } else {
        when = "while the finger was down"
      }
      return
        "\(head): the page answered \(kind.rawValue) for "
        + "\(evidence.upPoint ?? evidence.downPoint) at \(at), \(when)"
    case .controlAnswered(let at):
      let waited =
        evidence.upTime.map { up in
          "; no counted request came by \(time.readableText), "
            + "\((time - max(at, up)).readableMillisecondsText) after "
            + (at < up ? "touch-up" : "the answer")
        } ?? ""
      return
        "\(head): the page answered \(answerWords(.control)) at \(at.readableText), "
        + "\(Self.answerTiming(at, evidence))\(waited)"
    case .noSecondTap(let rule):
      return
        "\(self.rule(for: rule.reason)); held for the double-tap interval, and no second tap came "
        + "by \(time.readableText)"
    case .secondTouchWasNoTap:
      return
        "\(head): a second touch began within the double-tap interval but was no tap, "
        + "so the first tap at \(evidence.upPoint ?? evidence.downPoint) stands"
    }
  }

  /// When a counted link activation came, and the window it came in:
  /// "120ms after touch-up (window open until 790ms)".
  private static func activationTiming(_ afterUp: Duration?, _ evidence: GestureEvidence)
    -> String
  {
    let when =
      afterUp.map { "\($0.readableMillisecondsText) after touch-up" }
      ?? "while the finger was down"
    let windowText =
      evidence.windowEnd.map { end in
        let rule = adaptiveRule(evidence).map { ", \($0)" } ?? ""
        return " (window open until \(end.readableText)\(rule))"
      } ?? ""
    return when + windowText
  }

  /// Which window applied and why, unless it was simply the configured one.
  private static func adaptiveRule(_ evidence: GestureEvidence) -> String? {
    guard let rule = evidence.windowRule else { return nil }
    if case .configured = rule { return nil }
    return rule.explanation
  }

  private static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(NumberText.shortest(rounded)) pt"
  }
}

extension Decision: CustomStringConvertible {
  /// The decision in one short line: `790ms: tap web 160 200 (gesture #1)`.
  /// ``explanation`` says why.
  public var description: String { "\(time.readableText): \(outcome) (gesture \(gesture))" }
}
