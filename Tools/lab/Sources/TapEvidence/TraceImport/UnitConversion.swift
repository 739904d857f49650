@_spi(Lab) import TapOrLink
import TapScript

/// How device units become points: the rule that puts recordings from
/// screens of every size on one scale.
///
/// - A source whose units have a known density is divided by it:
///   ``densities`` holds device units a point, by source. The data set's
///   `aosp` strokes are physical pixels of a Pixel phone at 2.625 pixels a
///   point (its 1080 × 1920 screen is 411 × 731 points); `flutter` strokes
///   are logical pixels, which are points already.
/// - Any other stroke needs its device's range (`x_max`, `y_max`): the
///   screen's diagonal is scaled to ``diagonal`` points, 765 by default,
///   the diagonal of a 375 × 667 point iPhone. The range fixes the screen's
///   shape and the rule fixes its size, so a stroke across a tenth of a
///   tablet is a stroke across a tenth of a phone.
///
/// A stroke with neither is an error: its size in points cannot be known.
package struct UnitConversion: Hashable, Sendable {
  /// The screen diagonal, in points, that a device's range scales to.
  package var diagonal: Double
  /// Device units a point, by source, for sources whose density is known.
  package var densities: [String: Double]

  /// The default diagonal: 765 points, an iPhone's 375 × 667 points.
  package static let defaultDiagonal: Double = 765

  /// The known densities of the recorded data set's sources: `aosp` physical
  /// pixels at 2.625 a point, `flutter` logical pixels at 1 a point.
  package static let knownDensities: [String: Double] = ["aosp": 2.625, "flutter": 1]

  /// Creates a rule.
  package init(
    diagonal: Double = UnitConversion.defaultDiagonal,
    densities: [String: Double] = UnitConversion.knownDensities
  ) {
    self.diagonal = diagonal
    self.densities = densities
  }

  /// How a stroke's units become points.
  package enum Scale: Hashable, Sendable {
    /// Divided by the source's density (units a point).
    case density(Double)
    /// The range's diagonal scaled to the rule's diagonal.
    case diagonal(DeviceRange, points: Double)

    /// Points a device unit.
    package var pointsPerUnit: Double {
      switch self {
      case .density(let unitsPerPoint): 1 / unitsPerPoint
      case .diagonal(let range, let points): points / range.diagonal
      }
    }

    /// One line that says how: `2.625 units a point (density of aosp)`.
    package var explanation: String {
      let perUnit = NumberText.shortest((pointsPerUnit * 10_000).rounded() / 10_000)
      switch self {
      case .density(let unitsPerPoint):
        return "\(NumberText.shortest(unitsPerPoint)) units a point (the source's density)"
      case .diagonal(let range, let points):
        return
          "range \(NumberText.shortest(range.xMax)) × \(NumberText.shortest(range.yMax)), "
          + "diagonal scaled to \(NumberText.shortest(points)) pt: \(perUnit) pt a unit"
      }
    }
  }

  /// The scale of a stroke, or why there is none.
  package func scale(for stroke: TraceStroke) -> Result<Scale, TextError> {
    if let density = densities[stroke.key.source] {
      return .success(.density(density))
    }
    guard let range = stroke.range else {
      return .failure(
        TextError(
          "no range for stroke \(stroke.key.stroke) of `\(stroke.key.recording)`: `x_max` and "
            + "`y_max` are empty and source `\(stroke.key.source)` has no known density"))
    }
    return .success(.diagonal(range, points: diagonal))
  }
}
