/// What the engine knew about a gesture when it decided it: enough to
/// explain the decision after the fact (``Decision/explanation`` reads it
/// out) and for an app to act on more than the outcome.
///
/// Every decision carries it, whatever its outcome. What each part says:
///
/// | field | what | set when |
/// |---|---|---|
/// | ``finger``, ``target`` | the gesture's first finger, and the view its touches went to | always |
/// | ``downTime``, ``downPoint`` | when and where it touched down (window coordinates) | always |
/// | ``upTime``, ``upPoint`` | when and where it lifted | the finger had lifted |
/// | ``maxDistance``, ``slop`` | the furthest it travelled from its down point, and the slop it was held to (points) | always |
/// | ``windowEnd``, ``windowRule`` | when the window after touch-up closes, and which window applied | the finger had lifted |
/// | ``request``, ``requestTime`` | the counted request (or same-document navigation, as a `link` request) that made it a link, and when it came | a `link` outcome |
/// | ``pageAnswer``, ``pageAnswerTime``, ``pageAnswerControl`` | the page's latest answer about it, when, and for a `control` answer which control | the page answered and the engine took the answer |
/// | ``uncountedNavigation`` | a same-document navigation that came while it was undecided and did not count | such a navigation came |
///
/// ## The page's answer
///
/// With the `pageAnswers` strategy the page script says what lies under a
/// finger: ``AnswerKind/content`` (plain content), ``AnswerKind/link``
/// (a link or other interactive element, within the browser's reach of
/// the point), ``AnswerKind/control`` (the browser's click landed on the
/// page's own control) or ``AnswerKind/unknown``. ``pageAnswer`` keeps the latest
/// answer the engine took for the gesture; answers it ignored (page
/// answers off, no gesture at that point, a gesture already decided) are
/// reported as `OverlayEvent` diagnostics and are not here. So:
///
/// - a `tap` with ``DecisionReason/pageAnswer(_:at:)`` as its reason was
///   decided by a `content` answer;
/// - a `control` was decided by a `control` answer
///   (``DecisionReason/controlAnswered(at:)``), with no counted request
///   within the control wait;
/// - a `tap` with `pageAnswer == .link` was one where the page saw a link
///   (or a button, a form control) under the finger, but no request came
///   before the window closed and the click said nothing else (a page
///   script that does not answer `control`, or a click that never came);
/// - a `link` with `pageAnswer == .link` is the page and the request
///   agreeing;
/// - `nil` when the page gave no answer the engine took: a page without
///   the page script, or another strategy.
package struct GestureEvidence: Hashable, Sendable {
  /// The gesture's first finger.
  package var finger: FingerID
  /// What made the first down: a finger, a pen, a mouse's or a touchpad's
  /// button.
  package var pointer = Pointer.finger
  /// The view the finger's touches were delivered to.
  package var target: ViewID
  /// When the finger touched down.
  package var downTime: Instant
  /// Where the finger touched down (window coordinates).
  package var downPoint: Point
  /// When the finger lifted, if it had.
  package var upTime: Instant?
  /// Where the finger lifted, if it had.
  package var upPoint: Point?
  /// The furthest the finger had been from its down point, in points.
  package var maxDistance: Double
  /// The slop in force.
  package var slop: Double
  /// When the window after touch-up closes (up + window), if it opened.
  package var windowEnd: Instant?
  /// The request that made it a link: the counted request, or for a
  /// same-document navigation its ``SameDocumentNavigation/linkRequest``
  /// (its URL, type `link`). `nil` for every other outcome.
  package var request: NavigationRequest?
  /// When that request arrived.
  package var requestTime: Instant?
  /// Which window applied after touch-up, and why; `nil` when none opened.
  /// Its length is ``windowEnd`` minus ``upTime``.
  package var windowRule: WindowRule? {
    guard let windowEnd, let upTime else { return nil }
    return windowNote.rule(length: windowEnd - upTime)
  }
  /// ``windowRule``, packed (the evidence is copied with every decision).
  var windowNote = WindowNote.configured
  /// The page's latest answer about the gesture that the engine took:
  /// what lies under the finger (see "The page's answer" above); `nil`
  /// when it took none.
  package var pageAnswer: AnswerKind?
  /// When ``pageAnswer`` arrived, on the overlay's clock; `nil` with it.
  package var pageAnswerTime: Instant?
  /// For a ``AnswerKind/control`` ``pageAnswer``, the kind of control;
  /// `nil` for every other answer.
  package var pageAnswerControl: ControlKind?
  /// The latest same-document navigation that did not count as a link, when
  /// it came while this gesture was undecided (the engine keeps only the
  /// latest such note, whichever gesture it came to).
  package var uncountedNavigation: UncountedNavigation?

  /// Creates evidence.
  package init(
    finger: FingerID, target: ViewID, downTime: Instant, downPoint: Point,
    upTime: Instant? = nil, upPoint: Point? = nil, maxDistance: Double, slop: Double,
    windowEnd: Instant? = nil, request: NavigationRequest? = nil, requestTime: Instant? = nil
  ) {
    self.finger = finger
    self.target = target
    self.downTime = downTime
    self.downPoint = downPoint
    self.upTime = upTime
    self.upPoint = upPoint
    self.maxDistance = maxDistance
    self.slop = slop
    self.windowEnd = windowEnd
    self.request = request
    self.requestTime = requestTime
  }
}
