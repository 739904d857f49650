/// Names one observer of an overlay, to remove it with
/// ``TapOverlay/removeObserver(_:)`` (or the same method of
/// ``MainTapOverlay`` and ``SharedTapOverlay``).
public struct ObservationToken: Hashable, Sendable {
  let number: Int
}
