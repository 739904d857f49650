/// The engine's gesture rules as a value: which fingers are down, which
/// gesture is in progress, which wait for their window, and what each input
/// decides. It knows nothing of views, history, the scheduler or callbacks.
///
/// The engine (``TapEngine``) hit-tests a touch and hands the machine the
/// touch and what lies under it; the machine writes what the touch did
/// (what to route, to deliver, to decide) into a ``GestureMachine/TouchStep``
/// the engine keeps, in place, so that nothing is copied on the way. Its
/// state is whole again when it returns, so the engine writes the effects
/// on finished state. Views are tree positions and requests are values, so
/// the effects hold no references and writing them allocates nothing. The
/// deadline to arm is always ``nextDeadline``.
///
/// - Complexity: a touch costs O(f) in the fingers down; a counted request,
///   a deadline and a page answer for the newest gesture cost O(1) in the
///   number of waiting gestures.
struct GestureMachine {
  /// A finger that is down.
  struct Finger {
    var finger: FingerID
    /// The locked delivery target's position in the tree; `nil` for a
    /// finger that went down outside the overlay.
    var target: Int?
    /// The routed priority view's position in the tree.
    var route: Int?
    var lastPoint: Point
    /// Where it touched.
    var downPoint: Point
    /// The gesture this finger began, while lifting it would still be a
    /// still lift: within the slop of `downPoint`, no other engine finger
    /// down since, no long press. Kept after the gesture is decided (a
    /// request may decide it while the finger is down), since a page clicks
    /// whatever the engine decided.
    var stillGesture: GestureID?
    /// The gesture this finger is the first finger of, while it is down,
    /// decided or not: where it moves and lifts is that gesture's point for
    /// matching a page answer.
    var gesture: GestureID?
  }

  /// What the overlay's hit test found for a down (and, for an up under the
  /// `probe` strategy, what the probe said).
  struct Hit {
    /// The touch router's priority view at the point, as a tree position.
    var route: Int? = nil
    /// The delivery target within the covered view; `nil` outside the
    /// overlay.
    var target: Int? = nil
    /// The probe's answer at the up point, when it was asked.
    var probe: AnswerKind? = nil
  }

  /// The outcomes the machine gives by itself: every ``OutcomeKind`` but
  /// `link`, which only a counted activation makes (``DecidedLink``).
  enum Settled: Equatable {
    case tap, control, moved, cancelled, longPress, multiTouch
    case dismiss(Dismissal)
    case doubleTap(first: GestureID)

    /// Whether a late link may still claim the gesture: not a link, a drag
    /// or a hold.
    var mayHaveLateLink: Bool {
      switch self {
      case .tap, .control, .dismiss, .doubleTap: true
      case .moved, .cancelled, .longPress, .multiTouch: false
      }
    }

    /// Whether it is what a still press of any button becomes (a tap, a
    /// control's use, a dismissal, a double tap): a press of another button
    /// than the primary one is then an auxiliary click.
    var isAClick: Bool { mayHaveLateLink }

    /// Whether it ends a held pair by its second touch being no
    /// tap (so the first tap stands).
    var endsAHeldPair: Bool {
      switch self {
      case .moved, .cancelled, .longPress, .multiTouch, .dismiss: true
      case .tap, .control, .doubleTap: false
      }
    }
  }

  /// A gesture decided by a touch, a page answer or a deadline, with
  /// everything a ``Decision`` is made of except the view names, which the
  /// engine looks up: a `tap` or `control` is on the gesture's target, at
  /// its up point, a `control` of the kind its answer gave. Plain data, so
  /// it copies as bytes.
  struct DecidedGesture {
    var record: GestureRecord
    var kind: Settled
    var time: Instant
    var reason: DecisionReason
  }

  /// A gesture decided `link` by a counted activation, with its request:
  /// a link decision cannot be made without one.
  struct DecidedLink {
    var record: GestureRecord
    var request: NavigationRequest
    var time: Instant
    var reason: DecisionReason
  }

  /// What one touch did to the machine, and the effects due, to be
  /// performed in this order: route, deliver, decide. Plain data (no
  /// references), so returning it copies bytes and counts no references.
  struct TouchStep {
    /// The touch as routed and delivered (a cancel carries the finger's
    /// last point).
    var touch = Touch(finger: 0, phase: .move, location: Point(x: 0, y: 0), time: .zero)
    /// The priority view to route the touch to.
    var route: Int? = nil
    /// The view to deliver the touch to.
    var delivery: Int? = nil
    /// Whether the touch decided a gesture: then ``decision`` says how.
    /// Read `decision` only then: it is not cleared for every touch, since
    /// clearing its payload would cost every move a copy.
    var decided = false
    /// The gesture the touch decided, when ``decided``.
    var decision: DecidedGesture? = nil
    /// Why the touch was ignored, if it was.
    var ignored: IgnoredTouch? = nil
    /// The gesture the touch left waiting for its window (an up).
    var awaiting: GestureID? = nil
    /// The gesture whose first finger the touch lifted still (an up; see
    /// ``Finger/stillGesture``), whatever was decided about it.
    var stillLift: GestureID? = nil
  }

  /// Why a touch changed nothing.
  enum IgnoredTouch {
    /// A down of a finger already down.
    case fingerAlreadyDown
    /// A move, up or cancel of a finger not down.
    case fingerNotDown
    /// A down while ``fingerLimit`` fingers are down.
    case tooManyFingers
  }

  /// The most fingers down at once: a touch screen reports a few dozen at
  /// the most, and the limit keeps a touch's cost (linear in the fingers
  /// down) bounded whatever the input.
  static let fingerLimit = 1024

  /// What a counted request did: decided a gesture `link`, or came late
  /// for a `tap`; and the delay from touch-up the window should learn.
  struct ActivationStep {
    var link: DecidedLink? = nil
    var lateLink: LateLink? = nil
    var learn: Duration? = nil
    /// Whether it was the other report of the latest counted activation
    /// (a request and a same-document navigation for one link), and so
    /// counted no second time.
    var sameActivation = false
    /// The second tap of a double tap that asked for its first tap's link
    /// again: decided `doubletap`, counted as no second link.
    var repeated: DecidedGesture? = nil
  }

  /// What a page answer did.
  enum AnswerStep {
    /// Kept for an undecided gesture.
    case recorded(GestureID)
    /// Decided the gesture `tap`.
    case decided(DecidedGesture)
    /// Changed nothing.
    case ignored(EngineDiagnostic)
  }

  // MARK: - Settings

  let slop: Double
  let slopSquared: Double
  let longPress: Duration?
  /// The configured window: the late-link rule measures from it.
  let configuredWindow: Duration
  let lateLinkGrace: Duration
  /// How long after a `control` answer (or touch-up, when it came
  /// before) an activation may still make the gesture a link, in
  /// nanoseconds.
  let controlWaitNanoseconds: Int64
  /// Whether ``OverlayConfiguration/activation`` lists `link`: a
  /// same-document navigation is a `link` activation, and counts only then.
  let linksActivate: Bool
  /// How double taps are decided, the interval in nanoseconds, and the
  /// distance squared (``OverlayConfiguration/doubleTap``).
  let doubleTap: DoubleTapMode
  let doubleTapIntervalNanoseconds: Int64
  let doubleTapDistanceSquared: Double

  // MARK: - State

  private(set) var fingers: ContiguousArray<Finger> = []
  /// The gesture whose finger is down, if any.
  ///
  /// Its deadline (the long press) is kept beside it, in
  /// ``activeDeadline``, so that looking up the next deadline, which every
  /// input does, copies no record: reading `active?.deadline` copied the
  /// whole optional record to read its tag. A gesture in progress is
  /// always held, and only a new record changes its long press: the
  /// deadline is set with the record, and a change in place (an answer, a
  /// travel) keeps it.
  private(set) var active: GestureRecord? {
    get { activeRecord }
    set {
      activeRecord = newValue
      activeDeadline = newValue?.deadline
    }
    _modify {
      yield &activeRecord
      assert(activeDeadline == activeRecord?.deadline, "a change in place moved the long press")
    }
  }
  private var activeRecord: GestureRecord?
  /// The deadline of ``active``.
  private var activeDeadline: GestureRecord.Deadline?
  /// The gestures whose finger is up and whose window is open.
  private(set) var waiting = GestureQueue()
  /// The number the next gesture gets.
  private(set) var nextGesture: UInt64 = 1
  /// Arm order across all deadlines: the tie-break at equal instants.
  private var nextArm: UInt64 = 1
  /// The window a gesture lifted now gets, in nanoseconds, and why (set by
  /// the engine when the page or what the adaptive window learned changes).
  var windowNanoseconds: Int64
  var windowNote = WindowNote.configured
  /// The gestures decided `tap` lately, while a late link may still claim
  /// them.
  private var recentTaps = RecentTaps()
  /// The gestures decided last, and their last points: a page answer for
  /// one of them is reported as coming too late.
  private var recentlyDecided = RecentDecisions()
  /// The link activations counted lately (a gesture decided, or a late
  /// link), while the other report of each may still come (see
  /// `TapDefaults.sameActivation`).
  private var recentActivations = RecentActivations()
  /// The latest same-document navigation that did not count, and the
  /// undecided gesture it came to (see ``note(_:)``).
  private var lastUncounted: (gesture: GestureID, navigation: UncountedNavigation)?
  /// The latest still tap, while the next touch-down may make it the first
  /// of a double tap: a down that begins a gesture uses it up.
  private var lastStill: StillTap?
  /// The latest gesture that began as the second tap of a double tap: it
  /// is the first of none.
  private var lastSecond: GestureID?
  /// With ``DoubleTapMode/held``: the content tap waiting out the
  /// double-tap interval before it is decided `tap`.
  private var heldTap: HeldTap? {
    didSet { heldDeadline = heldTap?.deadline }
  }
  /// The held tap's deadline, read by every input without copying the
  /// held record.
  private var heldDeadline: GestureRecord.Deadline?
  /// With ``DoubleTapMode/held``: the first lift of the gesture whose
  /// second touch is in progress, where its `tap` stands if that touch is
  /// no tap.
  private var joinedFirst: JoinedFirst?

  /// The first touch of a held pair, as it was when the second joined it.
  struct JoinedFirst {
    var gesture: GestureID
    var downTime: Instant
    var downPoint: Point
    var maxSquaredDistance: Double
    var upTime: Instant
    var upPoint: Point
  }
  /// The latest gesture decided `link`, and its URL: a double tap's second
  /// request for the same URL repeats it.
  private var lastLink: (gesture: GestureID, url: String)?

  /// The first tap of each recent double tap's second, newest last: kept
  /// beside the records (see ``GestureRecord/isSecond``). A second pushed
  /// out by 16 newer ones while still undecided is decided as a first
  /// would be.
  private var firstTaps = RecentRing<(second: GestureID, first: GestureID)>(capacity: 16)

  /// The first tap of the double tap whose second is `second`.
  // Inlined: called from mutating methods, an outlined call would copy
  // the whole machine to pass it.
  @inline(__always)
  private func firstTap(of second: GestureID) -> GestureID? {
    for age in 0..<firstTaps.count {
      let pair = firstTaps[firstTaps.slot(ofAge: age)]
      if pair.second == second { return pair.first }
    }
    return nil
  }

  /// A still lift a double tap may begin with.
  struct StillTap {
    var gesture: GestureID
    var upTime: Instant
    var upPoint: Point
  }

  /// A content tap held for the double-tap interval: what made it a tap,
  /// and when it is decided with no second tap.
  struct HeldTap {
    var record: GestureRecord
    var reason: DecisionReason.TapRule
    var deadline: GestureRecord.Deadline
  }

  init(configuration: OverlayConfiguration) {
    slop = configuration.slop
    slopSquared = configuration.slop >= 0 ? configuration.slop * configuration.slop : -1
    longPress = configuration.longPress
    configuredWindow = configuration.window
    lateLinkGrace = configuration.lateLinkGrace
    controlWaitNanoseconds = configuration.controlWait.nanoseconds
    linksActivate = configuration.activation.contains(.link)
    windowNanoseconds = configuration.window.nanoseconds
    doubleTap = configuration.doubleTap
    doubleTapIntervalNanoseconds = configuration.doubleTapInterval.nanoseconds
    doubleTapDistanceSquared = configuration.doubleTapDistance * configuration.doubleTapDistance
    fingers.reserveCapacity(10)
  }

  // MARK: - Queries

  /// The number of undecided gestures.
  var undecidedCount: Int {
    waiting.count + (active == nil ? 0 : 1) + (heldTap == nil ? 0 : 1)
  }

  /// Whether no finger is down and no gesture is undecided.
  var isIdle: Bool { fingers.isEmpty && active == nil && waiting.count == 0 && heldTap == nil }

  /// Whether a replay may start at `time`: idle, and no still tap whose
  /// second a down at `time` could still be (the double-tap interval from
  /// its lift has passed, or double taps are off), since a replay would
  /// not know the first tap.
  func isIdle(at time: Instant) -> Bool {
    guard isIdle else { return false }
    guard doubleTap != .off, let still = lastStill else { return true }
    let (gap, overflow) = time.nanoseconds.subtractingReportingOverflow(still.upTime.nanoseconds)
    return overflow || gap > doubleTapIntervalNanoseconds
  }

  /// The newest gesture started, if any.
  var latestGesture: GestureID? { nextGesture > 1 ? GestureID(nextGesture - 1) : nil }

  /// The earliest pending deadline, tie broken by arm order.
  var nextDeadline: Instant? {
    @inline(__always) get { nextDue()?.deadline }
  }

  /// Whether an up of `touch` would leave its gesture to the probe: the
  /// gesture in progress is this finger's and has stayed within the slop.
  func asksProbe(_ touch: Touch) -> Bool {
    guard var record = active, record.finger == touch.finger else { return false }
    return !record.travel(to: touch.location, slopSquared: slopSquared)
  }

  // MARK: - Touches

  /// Takes one touch: locks or releases its finger's targets and decides
  /// the gesture it ends. `hit` is read for downs (and an up's probe).
  @inline(__always)
  mutating func handle(_ touch: Touch, hit: Hit, into step: inout TouchStep) {
    step.touch = touch
    step.route = nil
    step.delivery = nil
    step.decided = false
    step.ignored = nil
    step.awaiting = nil
    step.stillLift = nil
    switch touch.phase {
    case .down: down(touch, hit, &step)
    case .move: move(touch, &step)
    case .up: up(touch, hit.probe, &step)
    case .cancel: cancel(touch, &step)
    }
  }

  // Inlined: called from a mutating method, an outlined call would copy
  // the whole machine to pass it.
  @inline(__always)
  private func index(of finger: FingerID) -> Int? {
    fingers.firstIndex { $0.finger == finger }
  }

  private mutating func down(_ touch: Touch, _ hit: Hit, _ step: inout TouchStep) {
    if index(of: touch.finger) != nil {
      step.ignored = .fingerAlreadyDown
      return
    }
    if fingers.count >= Self.fingerLimit {
      step.ignored = .tooManyFingers
      return
    }
    step.route = hit.route
    let point = touch.location
    guard let target = hit.target else {
      fingers.append(
        Finger(
          finger: touch.finger, target: nil, route: hit.route, lastPoint: point, downPoint: point,
          stillGesture: nil, gesture: nil))
      return
    }
    let engineFingerWasDown = fingers.contains { $0.target != nil }
    if engineFingerWasDown {
      // Another engine finger: no lift of a finger down now is still.
      for index in fingers.indices { fingers[index].stillGesture = nil }
    }
    step.delivery = target
    if !engineFingerWasDown {
      var first: GestureID?
      if lastStill != nil {
        first = firstTap(pairedWith: touch)
        lastStill = nil
      }
      if let first, doubleTap == .held, var joined = joinable(first, at: touch.time) {
        // The second touch of a held pair: the same gesture, touched again.
        if let upTime = joined.upTime {
          joinedFirst = JoinedFirst(
            gesture: joined.id, downTime: joined.downTime, downPoint: joined.downPoint,
            maxSquaredDistance: joined.maxSquaredDistance, upTime: upTime,
            upPoint: joined.lastPoint)
        }
        joined.finger = touch.finger
        joined.downTime = touch.time
        joined.downPoint = point
        joined.maxSquaredDistance = 0
        joined.answerKind = nil
        joined.isSecond = true
        firstTaps.record((joined.id, joined.id))
        joined.phase = .held(
          longPress: touch.pointer.kind.longPresses ? longPressDeadline(from: touch.time) : nil)
        lastSecond = joined.id
        fingers.append(
          Finger(
            finger: touch.finger, target: target, route: hit.route, lastPoint: point,
            downPoint: point, stillGesture: joined.id, gesture: joined.id))
        active = joined
        return
      }
      if heldDeadline != nil, let held = heldTap {
        // A new gesture began: the held tap can pair with nothing now.
        heldTap = nil
        step.decided = true
        step.decision = decide(
          held.record, .tap, at: touch.time, reason: .noSecondTap(after: held.reason))
      }
      let begins = GestureID(nextGesture)
      fingers.append(
        Finger(
          finger: touch.finger, target: target, route: hit.route, lastPoint: point,
          downPoint: point, stillGesture: begins, gesture: begins))
      active = GestureRecord(
        id: begins, finger: touch.finger, target: target, downTime: touch.time,
        downPoint: point,
        phase: .held(
          longPress: touch.pointer.kind.longPresses ? longPressDeadline(from: touch.time) : nil))
      if touch.pointer != .finger { active?.pointer = touch.pointer }
      if let first {
        active?.isSecond = true
        firstTaps.record((begins, first))
        lastSecond = begins
      }
      nextGesture += 1
      return
    }
    lastStill = nil
    fingers.append(
      Finger(
        finger: touch.finger, target: target, route: hit.route, lastPoint: point, downPoint: point,
        stillGesture: nil, gesture: nil))
    if let record = active {
      active = nil
      step.decided = true
      step.decision = decide(
        record, .multiTouch, at: touch.time, reason: .secondFinger(touch.finger),
        point: index(of: record.finger).map { fingers[$0].lastPoint })
    }
  }

  @inline(__always)
  private mutating func move(_ touch: Touch, _ step: inout TouchStep) {
    guard let position = index(of: touch.finger) else {
      step.ignored = .fingerNotDown
      return
    }
    fingers[position].lastPoint = touch.location
    step.route = fingers[position].route
    guard let target = fingers[position].target else { return }
    step.delivery = target
    // One look at the gesture in progress: `nil` when it is not this
    // finger's (each `active?` reads the optional record's tag again). Its
    // storage is changed directly: `active`'s modify accessor is an
    // outlined coroutine (22 instructions a move), and a travel leaves the
    // long press as it was.
    if let exceeded = activeRecord?.travel(
      of: touch.finger, to: touch.location, slopSquared: slopSquared)
    {
      if exceeded, let record = active {
        active = nil
        fingers[position].stillGesture = nil
        step.decided = true
        step.decision = decide(
          record, .moved, at: touch.time,
          reason: .travelledPastSlop(distance: record.maxSquaredDistance.squareRoot()),
          point: touch.location)
      }
      return
    }
    if let gesture = fingers[position].gesture {
      // A decided gesture's first finger: its point follows the finger.
      recentlyDecided.move(gesture, to: touch.location)
      if fingers[position].stillGesture != nil,
        exceedsSlop(from: fingers[position].downPoint, to: touch.location)
      {
        fingers[position].stillGesture = nil
      }
    }
  }

  /// Whether `end` is farther than the slop from `start` (``SlopRule``).
  func exceedsSlop(from start: Point, to end: Point) -> Bool {
    SlopRule.isExceeded(from: start, to: end, slopSquared: slopSquared)
  }

  private mutating func up(_ touch: Touch, _ probe: AnswerKind?, _ step: inout TouchStep) {
    guard let position = index(of: touch.finger) else {
      step.ignored = .fingerNotDown
      return
    }
    let state = fingers.remove(at: position)
    step.route = state.route
    guard let target = state.target else { return }
    step.delivery = target
    guard var record = active, record.finger == touch.finger else {
      // Decided while the finger was down (a request made it a link, it
      // moved, it was held or another finger came): its point is where it
      // lifted, and the lift may still be still.
      if let gesture = state.gesture { recentlyDecided.move(gesture, to: touch.location) }
      if let gesture = state.stillGesture, !exceedsSlop(from: state.downPoint, to: touch.location) {
        step.stillLift = gesture
        noteStillLift(gesture, touch)
      }
      return
    }
    active = nil
    let distanceExceeded = record.travel(to: touch.location, slopSquared: slopSquared)
    if !distanceExceeded {
      step.stillLift = state.stillGesture
      if doubleTap != .off, let gesture = state.stillGesture { noteStillLift(gesture, touch) }
    }
    record.phase = .lifted(time: touch.time, point: touch.location, window: nil)
    if distanceExceeded {
      step.decided = true
      step.decision = decide(
        record, .moved, at: touch.time,
        reason: .travelledPastSlop(distance: record.maxSquaredDistance.squareRoot()))
    } else if probe == .content, record.answerKind != .control {
      // A probe is an answer at the lift: after a control answer it
      // changes nothing.
      step.decision =
        record.isPlainTap(holding: doubleTap)
        ? decide(record, .tap, at: touch.time, reason: .probeFoundContent)
        : settleTap(record, at: touch.time, reason: .probeFoundContent)
      step.decided = step.decision != nil
    } else if record.answerKind == .content {
      let reason = DecisionReason.pageAnswer(.content, at: record.answerTime)
      step.decision =
        record.isPlainTap(holding: doubleTap)
        ? decide(record, .tap, at: touch.time, reason: reason)
        : settleTap(record, at: touch.time, reason: reason)
      step.decided = step.decision != nil
    } else {
      if probe == .control, record.answerKind != .control {
        record.answerKind = .control
        record.answerTime = touch.time
        record.answerControl = .other
      }
      openWindow(&record, at: touch.time, point: touch.location)
      waiting.append(record)
      step.awaiting = record.id
    }
  }

  private mutating func cancel(_ touch: Touch, _ step: inout TouchStep) {
    guard let position = index(of: touch.finger) else {
      step.ignored = .fingerNotDown
      return
    }
    let state = fingers.remove(at: position)
    step.touch.location = state.lastPoint
    step.route = state.route
    guard let target = state.target else { return }
    step.delivery = target
    if let record = active, record.finger == touch.finger {
      active = nil
      step.decided = true
      step.decision = decide(
        record, .cancelled, at: touch.time, reason: .cancelledBySystem, point: state.lastPoint)
    }
  }

  // MARK: - Requests

  /// Takes a counted request: it goes to the oldest gesture waiting for its
  /// window, else to the one in progress; with neither, it may be a late
  /// link for the latest `tap`. A request for the URL of a same-document
  /// navigation counted just before is that navigation's own activation,
  /// and counts no second time.
  mutating func countedRequest(_ request: NavigationRequest, at time: Instant) -> ActivationStep {
    if pairsWithCounted(request.url, by: .navigation, at: time) {
      return ActivationStep(sameActivation: true)
    }
    return countActivation(request, by: .request, at: time)
  }

  /// What a main-frame request of an activating type would count as, were
  /// it taken at `time`: as ``countedRequest(_:at:)`` would count it,
  /// changing nothing. The view of a gesture it decides is a tree
  /// position, for the engine to name.
  func role(ofCounted request: NavigationRequest, at time: Instant) -> CountedRole {
    if recentActivations.wouldPair(request.url, with: .navigation, at: time) {
      return .sameActivation
    }
    if let tap = lateClaim(at: time) { return .lateLink(tap.gesture) }
    if let held = heldTapFirst {
      return .decides(held.record.id, target: held.record.target, point: held.record.lastPoint)
    }
    if let record = waiting.oldest {
      if let first = repeatedLink(of: record, request.url) { return .repeats(first) }
      return .decides(record.id, target: record.target, point: record.lastPoint)
    }
    if let record = active {
      if let first = repeatedLink(of: record, request.url) { return .repeats(first) }
      let point = index(of: record.finger).map { fingers[$0].lastPoint } ?? record.lastPoint
      return .decides(record.id, target: record.target, point: point)
    }
    return .noGesture
  }

  /// The held tap, when it is older than every gesture waiting for its
  /// window: the undecided gesture an activation goes to first.
  private var heldTapFirst: HeldTap? {
    guard heldDeadline != nil, let held = heldTap,
      waiting.oldestID.map({ held.record.id < $0 }) ?? true
    else {
      return nil
    }
    return held
  }

  /// The first tap whose link `record`, the second tap of a double tap,
  /// would repeat by asking for `url`.
  // Inlined: called from mutating methods, an outlined call would copy
  // the whole machine to pass it.
  @inline(__always)
  private func repeatedLink(of record: GestureRecord, _ url: String) -> GestureID? {
    guard record.isSecond, let link = lastLink, link.url == url,
      let first = firstTap(of: record.id), link.gesture == first
    else { return nil }
    return first
  }

  /// The tapped gesture an activation at `time` is the late link of, if
  /// any: the oldest whose full configured window is still
  /// open, when no gesture waiting for its window is older.
  private func lateClaim(at time: Instant) -> RecentTaps.Tap? {
    guard
      let tap = recentTaps.oldestClaimable(
        at: time, window: configuredWindow, grace: lateLinkGrace),
      waiting.oldestID.map({ tap.gesture < $0 }) ?? true
    else { return nil }
    return tap
  }

  /// What a counted request would do (``role(ofCounted:at:)``).
  enum CountedRole {
    case decides(GestureID, target: Int, point: Point)
    case lateLink(GestureID)
    case repeats(GestureID)
    case sameActivation
    case noGesture
  }

  /// Counts a link activation, a request or a same-document navigation: it
  /// decides the gesture `newest` when that one waits for its window, else
  /// the oldest waiting, else the one in progress. Unless `newest` is given
  /// or `late` is `false`, a gesture decided `tap` whose full configured
  /// window is still open counts as undecided here: when it is the oldest
  /// lifted one, the activation is its late link, and decides nothing else.
  mutating func countActivation(
    _ request: NavigationRequest, by source: CountedActivation.Source, at time: Instant,
    newest: GestureID? = nil, late: Bool = true
  ) -> ActivationStep {
    var step = ActivationStep()
    if late, newest == nil, let tap = lateClaim(at: time) {
      lateLink(for: tap, request, by: source, at: time, into: &step)
      recentActivations.record(CountedActivation(url: request.url, time: time, source: source))
      return step
    }
    var taken: GestureRecord?
    if newest == nil, let held = heldTapFirst {
      heldTap = nil
      taken = held.record
    } else {
      taken = newest.flatMap { waiting.remove($0, at: time) } ?? waiting.removeFirst(at: time)
    }
    if taken == nil, let record = active {
      active = nil
      taken = record
    }
    guard let record = taken else { return step }
    if joinedFirst?.gesture == record.id { joinedFirst = nil }
    if let first = repeatedLink(of: record, request.url) {
      // The second tap asked for the first tap's link again: one link.
      step.repeated = decide(
        record, .doubleTap(first: first), at: time,
        reason: .countedRequest(afterUp: record.upTime.map { time - $0 }))
      return step
    }
    recentActivations.record(CountedActivation(url: request.url, time: time, source: source))
    lastLink = (record.id, request.url)
    let afterUp = record.upTime.map { time - $0 }
    step.learn = afterUp
    let reason: DecisionReason =
      switch source {
      case .request: .countedRequest(afterUp: afterUp)
      case .navigation(let kind): .sameDocumentNavigation(kind, afterUp: afterUp)
      }
    recentlyDecided.record(record.id, at: record.lastPoint)
    step.link = DecidedLink(record: record, request: request, time: time, reason: reason)
    return step
  }

  /// Notes a same-document navigation that did not count on the gesture it
  /// would have gone to: for a `replace`, the one in progress, else the
  /// newest lifted undecided one (the gestures a replace is judged by); for
  /// the others, as for a request, the oldest lifted undecided one, else the
  /// one in progress. With none undecided, on none. One note is kept, the
  /// latest, beside the records rather than in them: a record is copied on
  /// every touch, and the note must cost those copies nothing.
  mutating func note(_ uncounted: UncountedNavigation) {
    let gesture =
      if uncounted.kind == .replace, let active {
        active.id
      } else if let id = uncounted.kind == .replace ? waiting.newestID : waiting.oldestID {
        id
      } else {
        active?.id
      }
    lastUncounted = gesture.map { ($0, uncounted) }
  }

  /// The latest uncounted navigation noted on `gesture`, if that is the
  /// gesture it was noted on.
  func uncounted(for gesture: GestureID) -> UncountedNavigation? {
    guard let last = lastUncounted, last.gesture == gesture else { return nil }
    return last.navigation
  }

  /// Whether a report of `url` at `time` is the other half of a counted
  /// activation made by `other` (a request and a same-document navigation
  /// for one link, within `TapDefaults.sameActivation`, URLs compared as
  /// written), however many were counted since. That pairing is then used
  /// up.
  mutating func pairsWithCounted(
    _ url: String, by other: CountedActivation.Source.Family, at time: Instant
  ) -> Bool {
    recentActivations.pair(url, with: other, at: time)
  }

  /// The activation is the ``LateLink`` of `tap`, measured from that
  /// gesture's own `tap`; the tap has no second one.
  private mutating func lateLink(
    for tap: RecentTaps.Tap, _ request: NavigationRequest, by source: CountedActivation.Source,
    at time: Instant, into step: inout ActivationStep
  ) {
    recentTaps.remove(tap.gesture)
    var sameDocument: SameDocumentKind?
    if case .navigation(let kind) = source { sameDocument = kind }
    step.lateLink = LateLink(
      request: request, gesture: tap.gesture, tapTime: tap.time, lateness: time - tap.time,
      sameDocument: sameDocument)
    step.learn = time - tap.upTime
  }

  // MARK: - Page answers

  /// Takes the page's answer for `gesture` (see
  /// ``TapOverlay/pageAnswered(_:at:)`` for the rules).
  mutating func answer(_ answer: PageAnswer, for gesture: GestureID, at time: Instant)
    -> AnswerStep
  {
    let kind = answer.kind
    let control = answer.control ?? .other
    if active?.id == gesture {
      // A control answer is final from the moment it is taken, while the
      // finger is down too.
      if active?.answerKind == .control { return .ignored(.answerAfterControl(gesture)) }
      active?.answerKind = kind
      active?.answerTime = time
      active?.answerControl = control
      return .recorded(gesture)
    }
    guard let waited = waiting.record(gesture) else { return unknownOrDecided(gesture) }
    if waited.answerKind == .control { return .ignored(.answerAfterControl(gesture)) }
    if kind == .content,
      var record = waiting.remove(gesture, at: time)
    {
      record.answerKind = kind
      record.answerTime = time
      guard let decision = settleTap(record, at: time, reason: .pageAnswer(.content, at: time))
      else { return .recorded(gesture) }
      return .decided(decision)
    }
    let sequence = kind == .control ? takeArmSequence() : 0
    let waitEnd = Self.instant(time, plus: controlWaitNanoseconds)
    waiting.update(gesture) { record in
      record.answerKind = kind
      record.answerTime = time
      record.answerControl = control
      // The wait ends `controlWait` after the answer, no later than the
      // window; never while an older gesture is undecided (the queue
      // holds the front's window until the one before it left).
      guard kind == .control, let window = record.deadline, waitEnd < window.instant else {
        return
      }
      record.setDeadline(GestureRecord.Deadline(instant: waitEnd, sequence: sequence))
    }
    return .recorded(gesture)
  }

  /// Why an answer for a gesture that is neither in progress nor waiting
  /// changes nothing.
  private func unknownOrDecided(_ gesture: GestureID) -> AnswerStep {
    if gesture.number == 0 || gesture.number >= nextGesture {
      return .ignored(.answerForUnknownGesture(gesture))
    }
    return .ignored(.answerForDecidedGesture(gesture))
  }

  /// Takes a report that `gesture`'s touch-down ended a scroll or a
  /// selection (``TapInput/dismisses(_:_:)``): kept on the gesture (the
  /// first report wins), or, for a tap held for the double-tap interval,
  /// deciding it `dismiss` at once.
  mutating func dismisses(_ dismissal: Dismissal, gesture: GestureID, at time: Instant)
    -> AnswerStep
  {
    if active?.id == gesture {
      if active?.dismissal == nil { active?.dismissal = dismissal }
      return .recorded(gesture)
    }
    if heldDeadline != nil, let held = heldTap, held.record.id == gesture {
      heldTap = nil
      var record = held.record
      record.dismissal = dismissal
      return .decided(decide(record, .dismiss(dismissal), at: time, reason: held.reason.reason))
    }
    let kept = waiting.update(gesture) { record in
      if record.dismissal == nil { record.dismissal = dismissal }
    }
    return kept ? .recorded(gesture) : unknownOrDecided(gesture)
  }

  /// `time` plus `nanoseconds`, saturating.
  private static func instant(_ time: Instant, plus nanoseconds: Int64) -> Instant {
    let (sum, overflow) = time.nanoseconds.addingReportingOverflow(nanoseconds)
    return overflow
      ? Instant(nanoseconds: nanoseconds > 0 ? .max : .min) : Instant(nanoseconds: sum)
  }

  /// The gesture a point answer is about: the one in progress when
  /// `isNear` its finger's current point (in window coordinates), else the newest
  /// waiting for its window whose up point `isNear` says yes to; or why
  /// there is none: the newest gesture near it was decided (among the last
  /// ``RecentDecisions/capacity`` decided), or no gesture is near it.
  func gesture(near point: Point, isNear: (Point) -> Bool) -> PointMatch {
    if let record = active, let finger = index(of: record.finger),
      isNear(fingers[finger].lastPoint)
    {
      return .gesture(record.id)
    }
    // The gesture in progress, decided while its first finger is still
    // down (a drag, a long press, a second finger): the answer is about
    // it, and no older gesture gets it.
    if active == nil,
      let held = fingers.first(where: { $0.gesture != nil && isNear($0.lastPoint) }),
      let gesture = held.gesture
    {
      return .none(.answerForDecidedGesture(gesture))
    }
    if let newest = waiting.newest(where: { isNear($0.lastPoint) }) { return .gesture(newest) }
    if heldDeadline != nil, let held = heldTap, isNear(held.record.lastPoint) {
      return .gesture(held.record.id)
    }
    if let decided = recentlyDecided.newest(where: isNear) {
      return .none(.answerForDecidedGesture(decided))
    }
    return .none(.answerForNoGestureAt(point))
  }

  /// The gesture a point answer is about, or why there is none.
  enum PointMatch {
    case gesture(GestureID)
    case none(EngineDiagnostic)
  }

  // MARK: - Deadlines

  /// Decides the earliest deadline before `time` (or at it, when
  /// `inclusive`), if one is due: a long press, or a window's end.
  mutating func fireDue(before time: Instant, inclusive: Bool) -> DecidedGesture? {
    while let due = nextDue(), due.deadline < time || (inclusive && due.deadline == time) {
      if due.source == .held, let held = heldTap {
        heldTap = nil
        return decide(
          held.record, .tap, at: due.deadline, reason: .noSecondTap(after: held.reason))
      }
      if due.source == .active, let record = active {
        active = nil
        let finger = index(of: record.finger)
        if let finger { fingers[finger].stillGesture = nil }
        return decide(
          record, .longPress, at: due.deadline, reason: .heldPastLongPress,
          point: finger.map { fingers[$0].lastPoint })
      }
      guard let record = waiting.removeFirst(at: due.deadline) else { return nil }
      if record.answerKind == .control {
        return decide(
          record, .control, at: due.deadline, reason: .controlAnswered(at: record.answerTime))
      }
      if record.isPlainTap(holding: doubleTap) {
        return decide(record, .tap, at: due.deadline, reason: .windowClosed)
      }
      // A tap held for the double-tap interval decides nothing yet: the
      // next deadline may be due too.
      if let decision = settleTap(record, at: due.deadline, reason: .windowClosed) {
        return decision
      }
    }
    return nil
  }

  /// Where a deadline comes from: the gesture in progress (a long press),
  /// the front of the window queue, or the held tap.
  private enum DueSource {
    case active, window, held
  }

  @inline(__always)
  private func nextDue() -> (deadline: Instant, source: DueSource)? {
    let pressed = activeDeadline
    let windowed = waiting.firstDeadline
    var best: GestureRecord.Deadline
    var source: DueSource
    if let pressed {
      if let windowed, windowed.precedes(pressed) {
        best = windowed
        source = .window
      } else {
        best = pressed
        source = .active
      }
    } else if let windowed {
      best = windowed
      source = .window
    } else {
      guard let held = heldDeadline else { return nil }
      return (held.instant, .held)
    }
    if let held = heldDeadline, held.precedes(best) {
      best = held
      source = .held
    }
    return (best.instant, source)
  }

  // MARK: - Inside

  private mutating func longPressDeadline(from time: Instant) -> GestureRecord.Deadline? {
    longPress.map { GestureRecord.Deadline(instant: time + $0, sequence: takeArmSequence()) }
  }

  private mutating func takeArmSequence() -> UInt64 {
    defer { nextArm += 1 }
    return nextArm
  }

  /// Lifts `record` at `time` and `point` and opens its window: the
  /// current window (or the control wait, for a gesture answered
  /// `control` while down, when it ends sooner). It closes no earlier than
  /// the older gestures are decided (``GestureQueue/frontFreedAt``), so
  /// windows close in the order they opened.
  private mutating func openWindow(_ record: inout GestureRecord, at time: Instant, point: Point) {
    var end = Self.instant(time, plus: windowNanoseconds)
    if record.answerKind == .control {
      // Answered `control` while down: the control wait starts now.
      let wait = Self.instant(time, plus: controlWaitNanoseconds)
      if wait < end { end = wait }
    }
    record.windowNote = windowNote
    record.phase = .lifted(
      time: time, point: point,
      window: GestureRecord.Deadline(instant: end, sequence: takeArmSequence()))
  }

  /// Takes a gesture's decision, remembering what late links and late
  /// answers need: the gesture's point is `point` (where its finger is
  /// now, for one decided while held), else its down or up point.
  private mutating func decide(
    _ record: GestureRecord, _ kind: Settled, at time: Instant, reason: DecisionReason,
    point: Point? = nil
  ) -> DecidedGesture {
    if record.isSecond, let first = joinedFirst, first.gesture == record.id {
      joinedFirst = nil
      if kind.endsAHeldPair {
        // A held pair's second touch that is no tap: the first tap stands.
        var stands = record
        stands.isSecond = false
        stands.downTime = first.downTime
        stands.downPoint = first.downPoint
        stands.maxSquaredDistance = first.maxSquaredDistance
        stands.phase = .lifted(time: first.upTime, point: first.upPoint, window: nil)
        return decide(stands, .tap, at: time, reason: .secondTouchWasNoTap, point: first.upPoint)
      }
    }
    recentlyDecided.record(record.id, at: point ?? record.lastPoint)
    // Not a link, a drag or a hold: a decision a late link may still claim.
    if kind.mayHaveLateLink, let upTime = record.upTime {
      recentTaps.record(RecentTaps.Tap(gesture: record.id, time: time, upTime: upTime))
    }
    return DecidedGesture(record: record, kind: kind, time: time, reason: reason)
  }

  /// Decides a still, lifted gesture that is no link and no control: a
  /// `doubletap` when it is a double tap's second, a `dismiss` when its
  /// touch-down ended something, else a `tap`, which
  /// ``DoubleTapMode/held`` holds for the double-tap interval while it may
  /// still pair (returning `nil`).
  private mutating func settleTap(_ record: GestureRecord, at time: Instant, reason: DecisionReason)
    -> DecidedGesture?
  {
    if record.isSecond, let first = firstTap(of: record.id) {
      return decide(record, .doubleTap(first: first), at: time, reason: reason)
    }
    if let dismissal = record.dismissal {
      return decide(record, .dismiss(dismissal), at: time, reason: reason)
    }
    if doubleTap == .held, heldTap == nil, lastStill?.gesture == record.id,
      let upTime = record.upTime, let rule = DecisionReason.TapRule(reason)
    {
      let end = Self.instant(upTime, plus: doubleTapIntervalNanoseconds)
      if time < end {
        heldTap = HeldTap(
          record: record, reason: rule,
          deadline: GestureRecord.Deadline(instant: end, sequence: takeArmSequence()))
        return nil
      }
    }
    return decide(record, .tap, at: time, reason: reason)
  }

  /// Notes a still lift of `gesture`: the next touch-down may pair with it,
  /// unless it was itself a double tap's second.
  private mutating func noteStillLift(_ gesture: GestureID, _ touch: Touch) {
    guard doubleTap != .off, lastSecond != gesture else { return }
    lastStill = StillTap(gesture: gesture, upTime: touch.time, upPoint: touch.location)
  }

  /// The still tap `touch`, a down that begins a gesture, is the second of:
  /// within the double-tap interval of its lift (that instant included)
  /// and the double-tap distance of its up point.
  // Inlined: called from mutating methods, an outlined call would copy
  // the whole machine to pass it.
  @inline(__always)
  private func firstTap(pairedWith touch: Touch) -> GestureID? {
    guard let still = lastStill else { return nil }
    let (gap, overflow) = touch.time.nanoseconds.subtractingReportingOverflow(
      still.upTime.nanoseconds)
    guard !overflow, gap <= doubleTapIntervalNanoseconds,
      !SlopRule.isExceeded(
        from: still.upPoint, to: touch.location, slopSquared: doubleTapDistanceSquared)
    else { return nil }
    return still.gesture
  }

  /// The first tap `first`, taken out to be joined by its second touch
  /// (``DoubleTapMode/held``): held for the interval, or still waiting for
  /// its window as the newest gesture, with no control answer and nothing
  /// dismissed.
  private mutating func joinable(_ first: GestureID, at time: Instant) -> GestureRecord? {
    if heldDeadline != nil, let held = heldTap, held.record.id == first {
      heldTap = nil
      return held.record
    }
    guard waiting.newestID == first, let record = waiting.record(first),
      record.answerKind != .control, record.dismissal == nil
    else { return nil }
    return waiting.remove(first, at: time)
  }
}
