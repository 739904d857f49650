/// A `WindowRule` packed small for ``GestureRecord``, which is copied on
/// every touch: the window's length is left out (it is the window's deadline
/// minus the up time), and the rest fits in 16 bytes.
struct WindowNote: Hashable, Sendable {
  enum Kind: UInt8, Hashable, Sendable {
    case configured, learning, learned, aligned
  }

  var kind: Kind
  /// Delays seen (learning, learned).
  var observations: UInt32
  /// Delays needed (learning), or the percentile delay in nanoseconds
  /// (learned).
  var extra: Int64

  static let configured = WindowNote(kind: .configured, observations: 0, extra: 0)
  static let aligned = WindowNote(kind: .aligned, observations: 0, extra: 0)

  private init(kind: Kind, observations: UInt32, extra: Int64) {
    self.kind = kind
    self.observations = observations
    self.extra = extra
  }

  init(_ rule: WindowRule) {
    switch rule {
    case .configured: self = .configured
    case .alignedWithEarlierGesture: self = .aligned
    case .learning(_, let observations, let needed):
      self.init(
        kind: .learning, observations: UInt32(clamping: observations), extra: Int64(needed))
    case .learned(_, let observations, let percentileDelay):
      self.init(
        kind: .learned, observations: UInt32(clamping: observations),
        extra: percentileDelay.nanoseconds)
    }
  }

  /// The rule, for a window of `length`.
  func rule(length: Duration) -> WindowRule {
    switch kind {
    case .configured: .configured(length)
    case .aligned: .alignedWithEarlierGesture(length)
    case .learning: .learning(length, observations: Int(observations), needed: Int(extra))
    case .learned:
      .learned(length, observations: Int(observations), percentileDelay: .nanoseconds(extra))
    }
  }
}
