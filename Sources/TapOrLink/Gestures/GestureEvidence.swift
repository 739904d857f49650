/// What the engine knew about a gesture when it decided it: enough to
/// explain the decision after the fact.
public struct GestureEvidence: Hashable, Sendable {
  /// The gesture's first finger.
  public var finger: FingerID
  /// The view the finger's touches were delivered to.
  public var target: ViewID
  /// When and where the finger touched down (window coordinates).
  public var downTime: Instant
  /// Where the finger touched down.
  public var downPoint: Point
  /// When the finger lifted, if it had.
  public var upTime: Instant?
  /// Where the finger lifted, if it had.
  public var upPoint: Point?
  /// The furthest the finger had been from its down point, in points.
  public var maxDistance: Double
  /// The slop in force.
  public var slop: Double
  /// When the window after touch-up closes (up + window), if it opened.
  public var windowEnd: Instant?
  /// The request that made it a link, and when it came.
  public var request: NavigationRequest?
  /// When that request arrived.
  public var requestTime: Instant?
  /// Which window applied after touch-up, and why; `nil` when none opened.
  /// Its length is ``windowEnd`` minus ``upTime``.
  public var windowRule: WindowRule? {
    guard let windowEnd, let upTime else { return nil }
    return windowNote.rule(length: windowEnd - upTime)
  }
  /// ``windowRule``, packed (the evidence is copied with every decision).
  var windowNote = WindowNote.configured
  /// The page's latest answer about the gesture, if any.
  public var pageAnswer: ProbeAnswer?
  /// When that answer arrived.
  public var pageAnswerTime: Instant?
  /// The latest same-document navigation that did not count as a link, when
  /// it came while this gesture was undecided (the engine keeps only the
  /// latest such note, whichever gesture it came to).
  public var uncountedNavigation: UncountedNavigation?

  /// Creates evidence.
  public init(
    finger: FingerID, target: ViewID, downTime: Instant, downPoint: Point,
    upTime: Instant? = nil, upPoint: Point? = nil, maxDistance: Double, slop: Double,
    windowEnd: Instant? = nil, request: NavigationRequest? = nil, requestTime: Instant? = nil
  ) {
    self.finger = finger
    self.target = target
    self.downTime = downTime
    self.downPoint = downPoint
    self.upTime = upTime
    self.upPoint = upPoint
    self.maxDistance = maxDistance
    self.slop = slop
    self.windowEnd = windowEnd
    self.request = request
    self.requestTime = requestTime
  }
}
