@_spi(Lab) import TapOrLink
import TapScript

/// The slops at which the contract's rules give a stroke its label, worked
/// out from the recorded path (long press and window at their defaults).
///
/// - A tap is a tap when it lifts before the long-press time and its
///   furthest travel is at most the slop.
/// - A long press is a long press when the finger is still down at the
///   long-press time and travelled at most the slop until then.
/// - A move is a move when, by the long-press time, it travelled more than
///   the slop (a step at that instant comes before the timer).
package enum SlopBound: Hashable, Sendable, CustomStringConvertible {
  /// Right at every slop of at least this many points.
  case atLeast(Double)
  /// Right at every slop below this many points.
  case below(Double)
  /// Right at no slop: a tap held past the long-press time, a long press
  /// lifted before it, or a move that stays put until the long press.
  case never

  /// Whether a slop gives the stroke its label.
  package func admits(_ slop: Double) -> Bool {
    switch self {
    case .atLeast(let bound): slop >= bound
    case .below(let bound): slop < bound
    case .never: false
    }
  }

  /// `≥ 14.96 pt`, `< 12.43 pt` or `never`.
  package var description: String {
    switch self {
    case .atLeast(let bound): "≥ \(Self.points(bound, rounding: .up))"
    case .below(let bound): "< \(Self.points(bound, rounding: .down))"
    case .never: "never"
    }
  }

  /// Points to a hundredth, rounded the way that keeps the bound true.
  static func points(_ value: Double, rounding: FloatingPointRoundingRule) -> String {
    "\(NumberText.shortest((value * 100).rounded(rounding) / 100)) pt"
  }

  /// The bound of a stroke scenario.
  package init(_ stroke: StrokeScenario, longPress: Duration = TapDefaults.longPress) {
    let touches = stroke.touches
    guard let down = touches.first else {
      self = .never
      return
    }
    let deadline = down.time + longPress
    let up = touches.last { $0.phase == .up }
    var furthest = 0.0
    var furthestByDeadline = 0.0
    for touch in touches {
      let distance = down.point.distanceInLab(to: touch.point)
      furthest = max(furthest, distance)
      if touch.time <= deadline { furthestByDeadline = max(furthestByDeadline, distance) }
    }
    switch stroke.label.label {
    case .tap:
      guard let up, up.time < deadline else {
        self = .never
        return
      }
      self = .atLeast(furthest)
    case .longPress:
      if let up, up.time <= deadline {
        self = .never
        return
      }
      self = .atLeast(furthestByDeadline)
    case .move:
      self = furthestByDeadline > 0 ? .below(furthestByDeadline) : .never
    }
  }
}
