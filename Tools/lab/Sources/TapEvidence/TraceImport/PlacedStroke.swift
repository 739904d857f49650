import TapOrLink
import TapScript

/// A stroke placed on a scenario's timeline: its points in window points
/// (rounded to a thousandth, as the scenario file writes them) and its
/// times from the scenario's start.
struct PlacedStroke: Sendable {
  /// The recorded stroke.
  var stroke: TraceStroke
  /// Its label.
  var label: StrokeLabels.Entry
  /// How its units became points.
  var scale: UnitConversion.Scale
  /// Each sample's point, in points.
  var points: [Point]
  /// Each sample's time, from the scenario's start.
  var times: [Instant]

  /// Places a stroke: scales its points and shifts its times by `origin`.
  init(
    stroke: TraceStroke, label: StrokeLabels.Entry, scale: UnitConversion.Scale, origin: Instant
  ) {
    self.stroke = stroke
    self.label = label
    self.scale = scale
    let factor = scale.pointsPerUnit
    self.points = stroke.samples.map {
      Point(x: Self.rounded($0.x * factor), y: Self.rounded($0.y * factor))
    }
    self.times = stroke.samples.map { Instant.zero + ($0.time - origin) }
  }

  /// A coordinate rounded to a thousandth of a point: far below anything a
  /// finger or the slop can tell apart, and short to write.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }

  /// The distance of sample `index` from the down point.
  func travel(at index: Int) -> Double {
    guard let first = points.first, index < points.count else { return 0 }
    return first.distanceInLab(to: points[index])
  }

  /// The index of the first sample more than `slop` from the down point
  /// (the contract's `moved` step), if any.
  func firstSample(beyond slop: Double) -> Int? {
    guard let first = points.first else { return nil }
    let limit = slop * slop
    return points.indices.dropFirst().first { first.squaredDistanceInLab(to: points[$0]) > limit }
  }

  /// The furthest distance from the down point over samples up to `time`
  /// (every sample when `nil`).
  func furthest(until time: Instant? = nil) -> Double {
    var best = 0.0
    for index in points.indices where time.map({ times[index] <= $0 }) ?? true {
      best = max(best, travel(at: index))
    }
    return best
  }
}
