/// Asks the page, supplied by the embedding app, what lies under a point
/// (for example by evaluating `document.elementFromPoint` in the web view).
///
/// The probe is called on the engine's queue at touch-up, with the up point
/// in the web view's own coordinates (``TapOverlay/webView``). It must answer synchronously; an
/// app whose page answers asynchronously should answer ``AnswerKind/unknown``
/// when it has no cached answer.
public struct ContentProbe: Sendable {
  private let answer: @Sendable (Point) -> AnswerKind

  /// Creates a probe from a closure.
  public init(_ answer: @escaping @Sendable (Point) -> AnswerKind) {
    self.answer = answer
  }

  /// What lies under `point` (web-view coordinates).
  public func callAsFunction(_ point: Point) -> AnswerKind { answer(point) }
}
