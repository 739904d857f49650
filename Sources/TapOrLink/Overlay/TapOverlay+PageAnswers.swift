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
    defer {
      rearmWake()
      tellApp()
    }
    tellLater(.pageAnswered(answer), at: now)
    guard configuration.strategy.takesPageAnswers else {
      return ignoreAnswer(.pageAnswersOff, at: now)
    }
    let gesture: GestureID
    switch answer.subject {
    case .gesture(let id), .lift(let id, _): gesture = id
    case .point(let point):
      // Within the slop as a finger's travel is (SlopRule), so that
      // decimals an answer and a touch are written in compare exactly.
      let match = machine.gesture(near: point) { windowPoint in
        let converted = tree.convert(windowPoint, to: webView) ?? windowPoint
        return !machine.exceedsSlop(from: converted, to: point)
      }
      switch match {
      case .gesture(let id): gesture = id
      case .none(let diagnostic): return ignoreAnswer(diagnostic, at: now)
      }
    }
    switch machine.answer(answer.kind, for: gesture, at: now) {
    case .recorded(let id):
      recordAnswer(answer.kind, id, at: now)
      return .recorded(id)
    case .decided(let verdict):
      recordAnswer(answer.kind, gesture, at: now)
      decided(verdict)
      return .decided(gesture)
    case .ignored(let diagnostic):
      return ignoreAnswer(diagnostic, at: now)
    }
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
      defer {
        rearmWake()
        tellApp()
      }
      return ignoreAnswer(.unknownAnswerKind(name), at: now)
    }
    return pageAnswered(PageAnswer(kind, for: subject), at: time)
  }

  /// The newest gesture the engine started, if any: the one a page answer
  /// without a point is about.
  public var latestGesture: GestureID? { machine.latestGesture }

  private func answerTime(_ given: Instant?) -> Instant {
    var time = given ?? scheduler.now
    if time < clock {
      tellLater(.diagnosed(.answerFromThePast(last: clock, given: time)), at: clock)
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
    tellLater(.diagnosed(diagnostic), at: time)
    return .ignored(diagnostic)
  }

  // MARK: - The window

  /// Recomputes the window a gesture lifted now would get (the page or
  /// what was learned changed).
  func refreshWindow() {
    guard let learner else {
      machine.windowNanoseconds = configuration.window.nanoseconds
      machine.windowNote = .configured
      return
    }
    let rule = learner.window(on: history.currentOrigin, configured: configuration.window)
    machine.windowNanoseconds = rule.length.nanoseconds
    machine.windowNote = WindowNote(rule)
  }

  /// Learns a delay from touch-up to a counted request on the current page.
  func learn(_ afterUp: Duration) {
    guard learner != nil, let origin = history.currentOrigin else { return }
    learner?.observe(afterUp, on: origin)
    refreshWindow()
  }
}
