import TapOrLink

/// Distances between recorded samples, in points: the lab's own (the
/// engine's slop rule is its own, and not public API).
extension Point {
  /// The Euclidean distance to `other`.
  func distanceInLab(to other: Point) -> Double {
    squaredDistanceInLab(to: other).squareRoot()
  }

  /// The squared Euclidean distance to `other`.
  func squaredDistanceInLab(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return dx * dx + dy * dy
  }
}
