import TapScript

/// A device's coordinate range: the largest `x` and `y` it reports
/// (`x_max`, `y_max`), in its own units.
package struct DeviceRange: Hashable, Sendable {
  /// The largest `x`.
  package var xMax: Double
  /// The largest `y`.
  package var yMax: Double

  /// Creates a range.
  package init(xMax: Double, yMax: Double) {
    self.xMax = xMax
    self.yMax = yMax
  }

  /// The length of the screen's diagonal, in device units.
  package var diagonal: Double { (xMax * xMax + yMax * yMax).squareRoot() }
}
