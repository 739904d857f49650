extension Touch {
  /// Why the engine refuses this touch's point, when it is not finite (a
  /// coordinate NaN or infinite): no distance from such a point means
  /// anything, so a move to (10, ∞) must not be a tap nor a NaN a target.
  /// `nil` for a finite point.
  var nonFinitePoint: EngineDiagnostic? {
    guard !location.x.isFinite || !location.y.isFinite else { return nil }
    return .nonFinitePoint(finger, phase, location)
  }
}
