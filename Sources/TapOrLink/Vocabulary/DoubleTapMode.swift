/// How the engine decides a double tap: a still tap that begins within
/// ``OverlayConfiguration/doubleTapInterval`` of the previous still tap's
/// lift and within ``OverlayConfiguration/doubleTapDistance`` of its up
/// point.
///
/// Its raw value is its name in scenario files (`double-tap:`).
public enum DoubleTapMode: String, Hashable, Sendable, CaseIterable {
  /// No double taps: every still tap is decided on its own (the engine
  /// before contract 1.4, and a scenario file that does not ask for them).
  case off
  /// The first tap is decided at once, as any tap (content taps stay
  /// instant); the second is decided ``Outcome/doubleTap(view:point:first:)``
  /// naming the first gesture, so the app can undo what the first did.
  /// The library's default.
  case fast
  /// A content tap waits out the double-tap interval before it is decided
  /// `tap`; a second still tap within it joins the same gesture, and the
  /// pair is one outcome, ``Outcome/doubleTap(view:point:first:)`` naming
  /// that gesture itself. A second touch that is no tap (it moves, is held,
  /// is cancelled, or another finger comes) decides the gesture by its
  /// first tap, `tap`, and starts nothing.
  case held
}
