/// A point on the engine's timeline, counted in nanoseconds from the
/// timeline's origin.
///
/// Integer nanoseconds keep virtual time exact: `12.5ms` is exactly
/// 12,500,000 ns, so comparisons at window boundaries never suffer rounding.
public struct Instant: Hashable, Comparable, Sendable {
  /// Nanoseconds since the origin of the timeline.
  public var nanoseconds: Int64

  /// Creates an instant from nanoseconds since the origin.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The origin of the timeline.
  public static let zero = Instant(nanoseconds: 0)

  /// An instant a number of whole milliseconds after the origin.
  /// Values beyond the timeline's range (about ±292 years) are clamped to
  /// its ends, as the other constructors are, instead of trapping.
  public static func milliseconds<T: BinaryInteger>(_ value: T) -> Instant {
    guard let milliseconds = Int64(exactly: value) else {
      return Instant(nanoseconds: value < 0 ? .min : .max)
    }
    let (product, overflow) = milliseconds.multipliedReportingOverflow(by: 1_000_000)
    return Instant(nanoseconds: overflow ? (milliseconds < 0 ? .min : .max) : product)
  }

  /// An instant a (possibly fractional) number of milliseconds after the
  /// origin, rounded to the nearest nanosecond.
  public static func milliseconds(_ value: Double) -> Instant {
    Instant(milliseconds: value)
  }

  /// An instant a (possibly fractional) number of milliseconds after the
  /// origin, rounded to the nearest nanosecond.
  /// Values beyond the timeline's range (about ±292 years) are clamped to
  /// its ends, and `nan` is the origin.
  public init(milliseconds value: Double) {
    let nanoseconds = (value * 1_000_000).rounded()
    if nanoseconds.isNaN {
      self.init(nanoseconds: 0)
    } else if nanoseconds >= 9.2e18 {
      self.init(nanoseconds: .max)
    } else if nanoseconds <= -9.2e18 {
      self.init(nanoseconds: .min)
    } else {
      self.init(nanoseconds: Int64(nanoseconds))
    }
  }

  /// Milliseconds since the origin, as a floating-point number.
  public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }

  /// Whether `lhs` comes before `rhs` on the timeline.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The instant a duration later (saturating at the ends of the timeline
  /// rather than wrapping around).
  public static func + (lhs: Instant, rhs: Duration) -> Instant {
    let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
    guard overflow else { return Instant(nanoseconds: sum) }
    return Instant(nanoseconds: rhs.nanoseconds > 0 ? .max : .min)
  }

  /// The instant a duration earlier (saturating, like ``+(_:_:)``).
  public static func - (lhs: Instant, rhs: Duration) -> Instant {
    let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
    guard overflow else { return Instant(nanoseconds: difference) }
    return Instant(nanoseconds: rhs.nanoseconds > 0 ? .min : .max)
  }

  /// The duration from `rhs` to `lhs` (negative when `lhs` is earlier).
  public static func - (lhs: Instant, rhs: Instant) -> Duration {
    .nanoseconds(lhs.nanoseconds &- rhs.nanoseconds)
  }
}

extension Instant: CustomStringConvertible {
  /// The instant in milliseconds, shortest exact form: `340ms`, `12.5ms`.
  /// Traces and scenario files use this form, so that they read back
  /// exactly; `readableText` is for people.
  public var description: String { Duration.nanoseconds(nanoseconds).millisecondsText }

  /// The instant in milliseconds rounded to 0.01 ms, for sentences people
  /// read: `790.32ms` rather than `790.32086ms`.
  package var readableText: String { Duration.nanoseconds(nanoseconds).readableMillisecondsText }
}

extension Duration {
  /// The whole duration in nanoseconds (attoseconds below a nanosecond are
  /// dropped), saturating at `Int64.min` and `Int64.max` (about ±292 years)
  /// rather than wrapping around.
  package var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let fraction = attoseconds / 1_000_000_000
    let (sum, sumOverflow) = whole.addingReportingOverflow(fraction)
    guard !sumOverflow else { return fraction < 0 ? .min : .max }
    return sum
  }

  /// The duration in milliseconds rounded to 0.01 ms (halves away from
  /// zero), for sentences people read: `300.12ms` rather than
  /// `300.120516ms`.
  package var readableMillisecondsText: String {
    let ns = nanoseconds
    let step: Int64 = 10_000
    let remainder = ns % step
    var rounded = ns - remainder
    if remainder.magnitude >= UInt64(step / 2) {
      let (away, overflow) = rounded.addingReportingOverflow(ns < 0 ? -step : step)
      if !overflow { rounded = away }
    }
    return Duration.nanoseconds(rounded).millisecondsText
  }

  /// The duration in milliseconds, in its shortest exact form: `750ms`,
  /// `12.5ms`, `-3ms`.
  package var millisecondsText: String {
    let ns = nanoseconds
    let sign = ns < 0 ? "-" : ""
    let magnitude = ns.magnitude
    let whole = magnitude / 1_000_000
    var fraction = magnitude % 1_000_000
    guard fraction != 0 else { return "\(sign)\(whole)ms" }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: digits - fractionText.count) + fractionText
    return "\(sign)\(whole).\(padded)ms"
  }
}
