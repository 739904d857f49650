import TapScript

/// A device's coordinate range: the largest `x` and `y` it reports
/// (`x_max`, `y_max`), in its own units.
public struct DeviceRange: Hashable, Sendable {
  /// The largest `x`.
  public var xMax: Double
  /// The largest `y`.
  public var yMax: Double

  /// Creates a range.
  public init(xMax: Double, yMax: Double) {
    self.xMax = xMax
    self.yMax = yMax
  }

  /// The length of the screen's diagonal, in device units.
  public var diagonal: Double { (xMax * xMax + yMax * yMax).squareRoot() }
}
