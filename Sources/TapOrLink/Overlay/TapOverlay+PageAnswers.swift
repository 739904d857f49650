/// Page answers, the adaptive window and late links: the engine's rules for
/// what the page says, and for requests that come after a tap.
extension TapOverlay {
  // MARK: - Page answers

  /// Takes the page's answer about what lies under a finger.
  ///
  /// With the `pageAnswers` or `probe` strategy, a `content` answer for a
  /// lifted, undecided gesture decides it `tap` at the answer's instant;
  /// one that came before touch-up decides the `tap` at touch-up. A `link`
  /// or `unknown` answer is kept (the latest answer wins) and the window
  /// stays open: a counted request makes the gesture a link, and with none
  /// the window's end makes it a tap. Answers that cannot apply (the
  /// strategy takes none, the gesture never started or is decided, the
  /// point is at no undecided gesture) change nothing and are reported as
  /// ``EngineDiagnostic``s; an answer stamped before input already handled
  /// is taken at the latest instant, and reported.
  ///
  /// - Parameters:
  ///   - answer: what the page found, and for which gesture or point.
  ///   - time: when it arrived; the scheduler's `now` by default.
  @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    let now = answerTime(time)
    defer { rearmWake() }
    emit(.pageAnswered(answer), at: now)
    guard configuration.strategy.takesPageAnswers else {
      return ignoreAnswer(.pageAnswersOff, at: now)
    }
    let gesture: GestureID
    switch answer.subject {
    case .gesture(let id): gesture = id
    case .point(let point):
      switch undecidedGesture(near: point) {
      case .gesture(let id): gesture = id
      case .none(let diagnostic): return ignoreAnswer(diagnostic, at: now)
      }
    }
    if active?.id == gesture {
      recordAnswer(answer.kind, gesture, at: now)
      active?.answerKind = answer.kind
      active?.answerTime = now
      return .recorded(gesture)
    }
    if answer.kind == .content, var record = waiting.remove(gesture) {
      recordAnswer(answer.kind, gesture, at: now)
      record.answerKind = answer.kind
      record.answerTime = now
      decide(
        record, .tap(view: tree.id(at: record.target), point: record.lastPoint), at: now,
        reason: .pageAnswer(.content, at: now))
      return .decided(gesture)
    }
    let updated = waiting.update(gesture) {
      $0.answerKind = answer.kind
      $0.answerTime = now
    }
    if updated {
      recordAnswer(answer.kind, gesture, at: now)
      return .recorded(gesture)
    }
    if gesture.number == 0 || gesture.number >= nextGesture {
      return ignoreAnswer(.answerForUnknownGesture(gesture), at: now)
    }
    return ignoreAnswer(.answerForDecidedGesture(gesture), at: now)
  }

  /// Takes a page answer whose kind is given by name, as the page script
  /// posts it (`link`, `content` or `unknown`); any other name is reported
  /// as ``EngineDiagnostic/unknownAnswerKind(_:)`` and ignored.
  @discardableResult
  public func pageAnswered(
    kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant? = nil
  ) -> PageAnswerDisposition {
    guard let kind = ProbeAnswer(rawValue: name) else {
      let now = answerTime(time)
      defer { rearmWake() }
      return ignoreAnswer(.unknownAnswerKind(name), at: now)
    }
    return pageAnswered(PageAnswer(kind, for: subject), at: time)
  }

  /// The newest gesture the engine started, if any: the one a page answer
  /// without a point is about.
  public var latestGesture: GestureID? {
    nextGesture > 1 ? GestureID(nextGesture - 1) : nil
  }

  private func answerTime(_ given: Instant?) -> Instant {
    var time = given ?? scheduler.now
    if time < clock {
      emit(.diagnosed(.answerFromThePast(last: clock, given: time)), at: clock)
      time = clock
    }
    runDue(until: time, inclusive: false)
    clock = time
    return time
  }

  /// Records an answer the engine takes. A gesture is undecided then, so
  /// the engine is not idle and the entry carries no starting point.
  private func recordAnswer(_ kind: ProbeAnswer, _ gesture: GestureID, at time: Instant) {
    recorder?.record(FlightRecord(time: time, entry: .input(.answer(kind, gesture: gesture))))
  }

  private func ignoreAnswer(_ diagnostic: EngineDiagnostic, at time: Instant)
    -> PageAnswerDisposition
  {
    emit(.diagnosed(diagnostic), at: time)
    return .ignored(diagnostic)
  }

  /// The gesture a point answer is about: the one in progress, else the
  /// newest waiting for its window, when its current point (in the web
  /// view's coordinates) is within the slop of `point`.
  private func undecidedGesture(near point: Point) -> PointMatch {
    if let record = active, isNear(record.lastPoint, point) { return .gesture(record.id) }
    if let newest = waiting.newestID, let record = waiting.record(newest),
      isNear(record.lastPoint, point)
    {
      return .gesture(newest)
    }
    if let decided = lastDecided, isNear(decided.point, point) {
      return .none(.answerForDecidedGesture(decided.gesture))
    }
    return .none(.answerForNoGestureAt(point))
  }

  /// The gesture a point answer is about, or why there is none.
  private enum PointMatch {
    case gesture(GestureID)
    case none(EngineDiagnostic)
  }

  private func isNear(_ windowPoint: Point, _ pagePoint: Point) -> Bool {
    let converted = tree.convert(windowPoint, to: webView) ?? windowPoint
    return converted.squaredDistance(to: pagePoint) <= slopSquared
  }

  // MARK: - The window

  /// Lifts `record` at `time` and `point` and opens its window: the
  /// current window (configured or adaptive), closing no earlier than the
  /// newest waiting gesture's, so windows close in the order they opened.
  func openWindow(_ record: inout GestureRecord, at time: Instant, point: Point) {
    let (sum, overflow) = time.nanoseconds.addingReportingOverflow(currentWindowNanoseconds)
    var end =
      overflow
      ? Instant(nanoseconds: currentWindowNanoseconds > 0 ? .max : .min) : Instant(nanoseconds: sum)
    record.windowNote = currentWindowNote
    if let newest = waiting.lastDeadline, newest.instant > end {
      end = newest.instant
      record.windowNote = .aligned
    }
    record.phase = .lifted(
      time: time, point: point,
      window: GestureRecord.Deadline(instant: end, sequence: takeArmSequence()))
  }

  /// Recomputes the window a gesture lifted now would get (the page or
  /// what was learned changed).
  func refreshWindow() {
    guard let learner else {
      currentWindow = configuration.window
      currentWindowNote = .configured
      return
    }
    let rule = learner.window(on: history.currentOrigin, configured: configuration.window)
    currentWindow = rule.length
    currentWindowNote = WindowNote(rule)
  }

  /// Learns a delay from touch-up to a counted request on the current page.
  func learn(_ afterUp: Duration) {
    guard learner != nil, let origin = history.currentOrigin else { return }
    learner?.observe(afterUp, on: origin)
    refreshWindow()
  }

  // MARK: - Late links

  /// A request that would have counted came with no gesture undecided:
  /// reports it as a ``LateLink`` when the full configured window after the
  /// latest `tap`'s touch-up would still have been open, and it is within
  /// the grace period of that `tap`; and learns its delay.
  /// - Returns: the gesture reported, if it was.
  func reportLateLink(
    _ request: NavigationRequest, by source: CountedActivation.Source, at time: Instant
  ) -> GestureID? {
    guard let tap = lastTap, time - tap.time <= configuration.lateLinkGrace,
      let upTime = tap.upTime, time <= upTime + configuration.window
    else { return nil }
    lastTap = nil
    var sameDocument: SameDocumentKind?
    if case .navigation(let kind) = source { sameDocument = kind }
    let late = LateLink(
      request: request, gesture: tap.gesture, tapTime: tap.time, lateness: time - tap.time,
      sameDocument: sameDocument)
    learn(time - upTime)
    emit(.lateLink(late), at: time)
    delegate?.overlay(self, lateLink: late)
    return tap.gesture
  }
}
