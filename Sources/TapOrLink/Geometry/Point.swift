/// A location in a two-dimensional coordinate space, in points.
///
/// Coordinates may be negative or fractional. Which space a point lives in
/// (window or a view's own) is stated by the API that takes or returns it.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to another point.
  package func distance(to other: Point) -> Double {
    squaredDistance(to: other).squareRoot()
  }

  /// The square of the straight-line distance to another point.
  ///
  /// Cheaper than ``distance(to:)``; compare it with a squared threshold.
  @inlinable
  package func squaredDistance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return dx * dx + dy * dy
  }

  /// This point moved by an offset.
  package func offset(by dx: Double, _ dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}

extension Point: CustomStringConvertible {
  /// The coordinates as `X Y`, each in its shortest form (`10.5 200`).
  public var description: String {
    "\(NumberText.shortest(x)) \(NumberText.shortest(y))"
  }
}
